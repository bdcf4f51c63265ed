/**
 * Issue 30's small items below the UI: a Sudoku's or Futoshiki's algorithm summary names the value
 * order its search runs (a crossword's "best score first" left chosen runs as ascending there).
 */
import { describe, it } from 'vitest';
import { check } from '../../../tests/check.ts';
import { summaryLine, summaryParts } from '../settings/presets.ts';
import { DEFAULT_SETTINGS, type Settings } from '../settings/schema.ts';
import { createI18n } from '../i18n/i18n.ts';
import { runOptions } from '../state/slices/run.ts';

const languages = await Promise.all((['en', 'zh', 'ru'] as const).map(async (id) => ({ id, t: (await createI18n(id)).t })));

describe("the algorithm summary's value order", () => {
  it('is the order the search runs, for every kind and every value order, in en, zh and ru', () => {
    for (const { id, t } of languages) {
      for (const kind of ['crossword', 'sudoku', 'futoshiki', 'queens', 'model'] as const) {
        for (const valueOrder of ['lex', 'reverse', 'lcv', 'random', 'score'] as const) {
          const s: Settings = { ...DEFAULT_SETTINGS, valueOrder };
          const runs = runOptions(s).valueOrder;
          const line = summaryLine(summaryParts(s, kind), t);
          // Only a crossword's words have scores; elsewhere the summary is the one of the order run.
          const same = kind === 'crossword' ? valueOrder : runs;
          check(line, `${id} ${kind} ${valueOrder}`).toBe(summaryLine(summaryParts({ ...s, valueOrder: same }, kind), t));
          if (kind !== 'crossword') check(line, `${id} ${kind} ${valueOrder}`).not.toContain(t('settings.summary.valueOrder.score'));
        }
      }
    }
  });
});

describe("the word list's counts", () => {
  it('are grouped as each language writes numbers, and "words" agrees with the count', () => {
    for (const { id, t } of languages) {
      const grouped = (n: number) => new Intl.NumberFormat(id).format(n);
      const scores = t('makers.scores', { min: 1, max: 12000, mean: 1234.5, median: 50, scored: 30000, unscored: 29999 });
      for (const n of [12000, 1234.5, 30000, 29999]) check(scores, `${id}: ${scores}`).toContain(grouped(n));
      const words = t('makers.chosenWords', { count: 29999, below: 10000, banned: 2 });
      for (const n of [29999, 10000]) check(words, `${id}: ${words}`).toContain(grouped(n));
      check(words, id).not.toMatch(/\{\{|\}\}/);
    }
    const en = languages[0]!.t;
    check(en('makers.chosenWords', { count: 1, below: 0, banned: 0 })).toBe('1 word to fill with (0 below the minimum score, 0 banned)');
    check(en('makers.chosenWords', { count: 29999, below: 0, banned: 0 })).toBe('29,999 words to fill with (0 below the minimum score, 0 banned)');
  });
});

describe('counts before a noun go through the plural rules', () => {
  it("a score bucket's words and the queens picture's queens agree with their number, grouped per language", () => {
    const en = languages[0]!.t;
    check(en('makers.scoreBucket', { from: 10, to: 20, count: 1 })).toBe('scores 10–20: 1 word');
    check(en('makers.scoreBucket', { from: 10, to: 20, count: 12000 })).toBe('scores 10–20: 12,000 words');
    check(en('a11y.queensPicture', { size: 40, count: 1 })).toBe('N-queens board, 40 × 40, drawn as a picture; 1 queen placed before search');
    for (const { id, t } of languages) {
      const grouped = new Intl.NumberFormat(id).format(12000);
      check(t('makers.scoreBucket', { from: 10, to: 20, count: 12000 }), id).toContain(grouped);
      check(t('a11y.queensPicture', { size: 40, count: 12000 }), id).toContain(grouped);
    }
  });
});
