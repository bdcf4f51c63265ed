/** The files worker's summary of a scored word list carries its score distribution (the dictionary panel's histogram). */
import { describe, expect, it } from 'vitest';
import { check } from '../check.ts';
import { summarizeDictionaryText, summarizeFile } from '../../src/worker/jobs/fileSummary.ts';

describe('dictionary summary of a scored list', () => {
  it('has the distribution of the scores, the higher score winning for one entry', () => {
    const s = summarizeDictionaryText('scored.txt', 'XRAY;50\nNEW YORK;60\ncat;10\nCat;30\ndog;45\n');
    check(s.wordCount).toBe(4);
    const scores = s.scores!;
    expect(scores).toMatchObject({ scored: 4, unscored: 0, min: 30, max: 60 });
    check(scores.histogram.reduce((a, b) => a + b.count, 0)).toBe(4);
    expect(scores.mean).toBeCloseTo((50 + 60 + 30 + 45) / 4);
  });

  it('a plain list has none', () => {
    expect(summarizeDictionaryText('plain.txt', 'cat\ndog\n').scores).toBeUndefined();
  });

  it('a dropped scored list is read as a word list with its scores', () => {
    const f = summarizeFile('scored.txt', 'XRAY;50\nNEW YORK;60\ncat;10\n', 'crossword');
    check(f.kind).toBe('dictionary');
    if (f.kind === 'dictionary') check(f.summary.scores?.scored).toBe(3);
  });
});
