/** The catalog's labels (algorithms, dictionaries, samples, speeds) are message keys that every language has. */
import { describe, expect, it } from 'vitest';
import { check } from '../../../tests/check.ts';
import { ALLDIFF_CHOICES, DICTIONARIES, INFERENCE_CHOICES, KIND_CHOICES, SAMPLES, SPEEDS, TIME_LIMITS, VALUE_ORDER_CHOICES, VARIABLE_ORDER_CHOICES, speedLabel, type Message } from '../settings/catalog.ts';
import { createI18n, LANGUAGES } from '../i18n/i18n.ts';
import { textOf } from '../i18n/message.ts';

const messages: Message[] = [
  ...DICTIONARIES.map((d) => d.text),
  ...SAMPLES.map((s) => s.label),
  ...KIND_CHOICES.map((k) => k.label),
  ...[INFERENCE_CHOICES, VARIABLE_ORDER_CHOICES, VALUE_ORDER_CHOICES, ALLDIFF_CHOICES].flatMap((choices) => choices.flatMap((c) => [c.label, c.hint])),
  ...TIME_LIMITS.map((l) => l.label),
  ...SPEEDS.map((_, i) => speedLabel(i)),
];

describe('catalog labels', () => {
  for (const lng of LANGUAGES.map((l) => l.id)) {
    it(`${lng}: every label is a key, filled in (no {{…}} left, no key shown)`, async () => {
      const i18n = await createI18n(lng);
      for (const m of messages) {
        check(i18n.exists(m.key, m.params), `${lng} ${m.key}`).toBe(true);
        const text = textOf(m, i18n.t.bind(i18n));
        check(text, m.key).not.toContain('{{');
        check(text, m.key).not.toBe(m.key);
      }
    });
  }

  it('English labels read as before (the e2e tests and the README quote them)', async () => {
    const t = (await createI18n('en')).t;
    const text = (m: Message) => textOf(m, t);
    check(SAMPLES.map((s) => text(s.label))).toContain('Seed 000 — puzzle 4 (12 slots)');
    check(SAMPLES.map((s) => text(s.label))).toContain('top95 — all 95 (a set)');
    check(text(DICTIONARIES[0]!.text)).toBe('English — everyday words (3,973)');
    check(SPEEDS.map((_, i) => text(speedLabel(i)))).toEqual(expect.arrayContaining(['1 step/s', '1,000 steps/s', '60 steps/s (every frame)', 'Instant']));
  });

  it('Russian and Chinese speeds and samples agree with their numbers', async () => {
    const ru = (await createI18n('ru')).t;
    const zh = (await createI18n('zh')).t;
    const p4 = SAMPLES.find((s) => s.file === 'seed000-p4.slots')!.label;
    check(textOf(p4, ru)).toBe('Опыт 000 — головоломка 4 (12 слотов)');
    check(textOf(p4, zh)).toBe('种子 000 — 谜题 4（12 个槽位）');
    const speed = speedLabel(SPEEDS.indexOf(2));
    check(textOf(speed, ru)).toBe('2 шага/с');
  });
});
