/**
 * What the app shows of a reason: its sentence in each of the three languages (from the reason's
 * message data, no key or placeholder left; in English the same words as the CLI's), and the
 * parts the boards outline — here a Futoshiki's cycle of signs, each sign named afresh from the
 * cells it lies between.
 */
import { describe, expect, it } from 'vitest';
import { check } from '../../../tests/check.ts';
import { parseFutoshiki } from '../../puzzles/futoshiki/parse.ts';
import { reasonEnglish } from '../../puzzles/reason.ts';
import type { SolveRequest } from '../../worker/protocol.ts';
import { i18n } from '../i18n/index.ts';
import { SolverClient } from '../run/solverClient.ts';
import { sayReason } from '../run/ui/WhyPanel.tsx';
import { whyMarks, type AppState } from '../state/store.ts';

const CYCLE = ['0 0 0 0', '0 0 0 0', '0 0 0 0', '0 0 0 0', '0 0 0 1', '0 1 1 1', '1 1 1 0', '1 0 0 0', '2 2 2 3'].join('\n') + '\n';

async function cycleReason() {
  const puzzle = parseFutoshiki(CYCLE, 'cycle.txt');
  const request = { type: 'solve', kind: 'futoshiki', runId: 1, puzzle, alldiff: 'neq', reuse: false, options: {} } as unknown as SolveRequest;
  return { puzzle, answer: await new SolverClient(null).reason(request, 20_000, () => undefined, new AbortController().signal) };
}

describe('a reason as the app shows it', () => {
  it('the sentence in English, 简体中文 and Русский, whole', async () => {
    const { answer } = await cycleReason();
    // Chinese and Russian are loaded when chosen (src/text/locales): load them first.
    await i18n.loadLanguages(['zh', 'ru']);
    const said = new Map<string, string>();
    for (const lang of ['en', 'zh', 'ru']) {
      const text = sayReason(i18n.getFixedT(lang), answer.sentence);
      check(text, lang).not.toMatch(/\{\{|names\.|undefined|\[object/);
      said.set(lang, text);
    }
    check(said.get('en')).toBe(reasonEnglish(answer.sentence));
    check(new Set(said.values()).size).toBe(3);
    // The four cells of the cycle, by name, in every language.
    for (const text of said.values()) for (const cell of ['r1c1', 'r1c2', 'r2c2', 'r2c1']) check(text).toContain(cell);
  });

  it('a Futoshiki’s cycle of signs: the four signs outlined, no given', async () => {
    const { answer } = await cycleReason();
    const board = { kind: 'futoshiki', puzzle: { size: 4 } } as AppState['runBoard'];
    const marks = whyMarks({ why: { phase: 'done', answer }, runBoard: board, kind: 'futoshiki' })!;
    // r1c1 < r1c2 (cells 0, 1), r1c2 < r2c2 (1, 5), r2c2 < r2c1 (5, 4), r2c1 < r1c1 (4, 0): the sign after the first cell.
    check([...marks.signs].sort()).toEqual(['0:down', '0:right', '1:down', '4:right']);
    check(marks.cells.size).toBe(0);
    // Another kind shown: nothing outlined.
    expect(whyMarks({ why: { phase: 'done', answer }, runBoard: board, kind: 'sudoku' })).toBeNull();
  });
});
