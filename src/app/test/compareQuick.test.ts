/**
 * The Compare view's quick buttons: each says which preset it runs, in every language, as the
 * preset's own title begins ("▶ Seed 000" for "Seed 000: 4 layouts…", "▶ Local search" for "Local
 * search beside backtracking…"), and no two buttons say the same.
 */
import { describe, it } from 'vitest';
import { check } from '../../../tests/check.ts';
import { PRESETS, quickLabel, type Preset } from '../compare/compare.ts';
import { createI18n, type Language } from '../i18n/i18n.ts';
import { textOf } from '../i18n/message.ts';

describe("the compare presets' quick buttons", () => {
  for (const lng of ['en', 'zh', 'ru'] as const satisfies readonly Language[]) {
    it(`${lng}: each button names its preset as the preset's title does`, async () => {
      const i18n = await createI18n(lng);
      const t = i18n.t.bind(i18n);
      const texts = PRESETS.map((p) => {
        const quick = quickLabel(p);
        check(i18n.exists(quick.key), `${lng} ${quick.key}`).toBe(true);
        const text = textOf(quick, t);
        check(text, p.id).toMatch(/^▶ \S/);
        check(text, p.id).not.toContain('{{');
        const name = text.slice(2);
        // The title names the preset first: the button's name is where it begins.
        check(t(`presets.label.${p.id}`).startsWith(name), `${lng} ${p.id}: "${name}" begins its title`).toBe(true);
        return text;
      });
      check(new Set(texts).size).toBe(PRESETS.length);
    });
  }

  it('English: the seeds by their numbers, local search by its name', async () => {
    const i18n = await createI18n('en');
    const t = i18n.t.bind(i18n);
    const text = (id: Preset['id']) => {
      const quick = quickLabel({ id });
      return textOf(quick, t);
    };
    check(text('seed000')).toBe('▶ Seed 000');
    check(text('seed004')).toBe('▶ Seed 004');
    check(text('local')).toBe('▶ Local search');
  });
});
