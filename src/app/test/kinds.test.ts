import { describe, expect, it } from 'vitest';
import { check } from '../../../tests/check.ts';
import { KIND_IDS, kindOf } from '../kinds/registry.ts';
import { SAMPLES } from '../settings/catalog.ts';
import { publicFile } from './record.ts';
import { msg, type Message } from '../i18n/message.ts';

describe('every puzzle kind', () => {
  it.each(KIND_IDS)('%s: the empty board is written in its own format and read back the same', (id) => {
    const kind = kindOf(id);
    const empty = kind.empty();
    check(kind.parse(kind.serialize(empty), 'empty')).toEqual([empty]);
    const problems: Message[] = [];
    check(kind.restore(kind.save(empty), problems)).toEqual(empty);
    check(problems).toEqual([]);
    check(kind.cleared(empty)).toEqual(empty);
    // An empty model has no variables (nothing to solve: `refusal` says so); every board has some.
    if (id === 'model') expect(kind.refusal(empty)).not.toBeNull();
    else expect(kind.variables(empty)).toBeGreaterThan(0);
    expect(kind.cellCount(empty)).toBeGreaterThan(0);
  });

  it.each(KIND_IDS)('%s: every sample file parses as this kind, and the quick sample is one of them', (id) => {
    const kind = kindOf(id);
    check(kind.samples.map((s) => s.file)).toContain(kind.quickSample);
    for (const sample of kind.samples) {
      const [file, index] = sample.file.split('#') as [string, string | undefined];
      const puzzles = kind.parse(publicFile(`puzzles/${file}`), file);
      expect(puzzles.length, sample.file).toBeGreaterThan(Number(index ?? 0));
      // Written and read again, each is the same board.
      const p = puzzles[Number(index ?? 0)]!;
      // (A model is named by its file: read again under the same name.)
      check(kind.parse(kind.serialize(p), id === 'model' ? file : 'again')).toEqual([p]);
    }
    expect(SAMPLES.filter((s) => s.kind === id)).toHaveLength(kind.samples.length);
  });

  // A model has no size (its text decides its variables).
  it.each(KIND_IDS.filter((id) => id !== 'model'))('%s: a resize keeps nothing it cannot, and the same size changes nothing', (id) => {
    const kind = kindOf(id);
    const empty = kind.empty();
    const n = Math.sqrt(kind.cellCount(empty));
    expect(kind.resized(empty, n, n)).toBeNull();
    const other = kind.resized(empty, 4, 4)!;
    check(kind.cellCount(other)).toBe(16);
  });
});

describe('kind edits and names', () => {
  it('crossword: blocks (mirrored), letters, slot names and words', () => {
    const cw = kindOf('crossword');
    const empty = cw.empty();
    const blocked = cw.edit(empty, { type: 'block', cell: 0, blocked: true, symmetry: 'rotational' })!;
    check(blocked.label).toEqual(msg('names.undo.block'));
    const layout = blocked.puzzle as { blocks: boolean[] };
    check([layout.blocks[0], layout.blocks[63]]).toEqual([true, true]);
    expect(cw.edit(blocked.puzzle, { type: 'block', cell: 0, blocked: true })).toBeNull();
    check(cw.edit(empty, { type: 'letter', cell: 9, letter: 'Q' })!.label).toEqual(msg('names.undo.letter', { letter: 'Q' }));
    const names = cw.stepNames(empty, { words: { 8: ['abcdefgh', 'ijklmnop'] }, constraints: null });
    check(names.variable(0)).toBe('1-Across');
    check(names.value(0, 1)).toBe('“ijklmnop”');
    check(cw.stepNames(empty, { words: null, constraints: null }).value(0, 1)).toBe('“?”');
  });

  it('Sudoku and Futoshiki: digits, signs only where the kind has them, cell and digit names', () => {
    const sudoku = kindOf('sudoku');
    const futoshiki = kindOf('futoshiki');
    expect(sudoku.edit(sudoku.empty(), { type: 'digit', cell: 0, digit: 10 })).toBeNull();
    check(sudoku.edit(sudoku.empty(), { type: 'digit', cell: 0, digit: 9 })!.label).toEqual(msg('names.undo.digit', { digit: 9 }));
    expect(sudoku.edit(sudoku.empty(), { type: 'sign', cell: 0, direction: 'right' })).toBeNull();
    check(futoshiki.edit(futoshiki.empty(), { type: 'sign', cell: 0, direction: 'right' })!.label).toEqual(msg('names.undo.sign'));
    check(sudoku.stepNames(sudoku.empty(), { words: null, constraints: null }).variable(11)).toBe('r2c3');
    check(futoshiki.stepNames(futoshiki.empty(), { words: null, constraints: null }).value(0, 4)).toBe('5');
  });

  it('builds the solve request of its kind', () => {
    const options = { inference: 'mac', ac3: true, variableOrder: 'mrv', valueOrder: 'lex', seed: 1, maxSolutions: 1, timeLimitMs: Infinity, restarts: 'none', backjump: false } as const;
    const settings = { reuse: false, alldiff: 'gac' } as const;
    const dictionary = { key: 'k', name: 'n', text: 'abc\n' };
    for (const id of KIND_IDS) {
      const kind = kindOf(id);
      const request = kind.request(kind.empty(), { runId: 3, options, settings, dictionary: kind.usesDictionary ? dictionary : null });
      expect(request).toMatchObject({ type: 'solve', kind: id, runId: 3, options });
    }
  });
});
