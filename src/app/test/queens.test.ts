/**
 * The N-queens kind: its file format (parse, serialise, errors naming line and column), the kind
 * module (edits, resize, save and restore, refusal, the worker's request), the board's view, and
 * solving through the worker's own path (the request the kind builds, the queens descriptor's model, the
 * search, the worker's independent check of every solution): 92 solutions of 8-queens under every
 * inference, order, strategy and backjumping.
 */
import { describe, expect, it } from 'vitest';
import { check } from '../../../tests/check.ts';
import { parseQueens, serializeQueens, emptyQueens, type QueensPuzzle } from '../../puzzles/queens/index.ts';
import { ParseError } from '../../puzzles/errors.ts';
import { readFileText } from '../../puzzles/files.ts';
import { search, type SearchOptions } from '../../solver/index.ts';
import { checkQueens } from '../../checkers/queens.ts';
import { puzzleKind } from '../../puzzles/registry.ts';
import { fillCheckFor } from '../../worker/checkFill.ts';
import type { RunOptions, SolveRequest } from '../../worker/protocol.ts';
import { kindOf } from '../kinds/index.ts';
import { queensKind } from '../kinds/queens/index.ts';
import { queensNames } from '../kinds/queens/names.ts';
import { buildQueensModel } from '../../puzzles/queens/index.ts';
import { attacks, queensView } from '../kinds/queens/view.ts';
import { EventCode } from '../../trace/index.ts';
import { i18n } from '../i18n/i18n.ts';
import { publicFile } from './record.ts';
import { msg, type Message } from '../i18n/message.ts';

const OPTIONS: RunOptions = { inference: 'fc', ac3: false, variableOrder: 'mrv', valueOrder: 'lex', seed: 1, maxSolutions: Infinity, timeLimitMs: Infinity, restarts: 'none', backjump: false };

function placed(size: number, queens: Record<number, number>): QueensPuzzle {
  const p = emptyQueens(size);
  return { size, givens: p.givens.map((_, r) => queens[r] ?? -1) };
}

function errorOf(text: string): ParseError {
  try {
    parseQueens(text, 'q.queens');
  } catch (e) {
    if (e instanceof ParseError) return e;
    throw e;
  }
  throw new Error('parsed');
}

describe('the queens file format', () => {
  it('rows of cells, `R C` pairs and a bare size all read, and each board is written back the same', () => {
    const board = parseQueens('# a comment\nqueens 4\n.Q..\n....\n...q\nQ...\n', 'a');
    check(board).toEqual({ size: 4, givens: [1, -1, 3, 0] });
    check(serializeQueens(board)).toBe('queens 4\n.Q..\n....\n...Q\nQ...\n');
    check(parseQueens(serializeQueens(board), 'again')).toEqual(board);
    check(parseQueens('12\n', 'bare')).toEqual(emptyQueens(12));
    check(parseQueens('queens 100\n3 7\n100 1\n', 'pairs')).toEqual(placed(100, { 2: 6, 99: 0 }));
    // Past 64 x 64 the serialiser writes pairs, so a 1,000 x 1,000 board stays small.
    const big = placed(1000, { 0: 999, 500: 3 });
    check(serializeQueens(big)).toBe('queens 1000\n1 1000\n501 4\n');
    check(parseQueens(serializeQueens(big), 'big')).toEqual(big);
    check(serializeQueens(emptyQueens(1000))).toBe('queens 1000\n');
  });

  it('refuses what is wrong, naming the line and column', () => {
    expect(errorOf('')).toMatchObject({ line: 1, reason: expect.stringContaining('queens N') });
    expect(errorOf('queens eight\n')).toMatchObject({ line: 1, column: 1 });
    expect(errorOf('queens 0\n')).toMatchObject({ line: 1, column: 8, reason: expect.stringContaining('at least 1') });
    expect(errorOf('queens 1001\n')).toMatchObject({ line: 1, reason: expect.stringContaining('1000 × 1000') });
    expect(errorOf('queens 3\n...\n.x.\n...\n')).toMatchObject({ line: 3, column: 2 });
    expect(errorOf('queens 3\n...\n.QQ\n...\n')).toMatchObject({ line: 3, column: 3, reason: expect.stringContaining('second queen') });
    expect(errorOf('queens 3\n...\n....\n...\n')).toMatchObject({ line: 3, reason: expect.stringContaining('4 cells') });
    expect(errorOf('queens 3\n...\n...\n')).toMatchObject({ line: 4, reason: expect.stringContaining('found 2') });
    expect(errorOf('queens 3\n2 4\n')).toMatchObject({ line: 2, column: 3, reason: expect.stringContaining('column') });
    expect(errorOf('queens 3\n2 1\n2 2\n')).toMatchObject({ line: 3, reason: expect.stringContaining('second queen') });
  });

  it('the file reader takes a queens file by its header or its extension', () => {
    expect(readFileText('drop.txt', 'queens 8\n')).toMatchObject({ kind: 'puzzle', puzzleKind: 'queens', puzzles: [emptyQueens(8)] });
    expect(readFileText('b.queens', 'queens 5\n..Q..\n.....\n.....\n.....\n.....\n')).toMatchObject({ kind: 'puzzle', puzzleKind: 'queens', puzzles: [placed(5, { 0: 2 })] });
    expect(readFileText('b.queens', 'queens 2000\n')).toMatchObject({ kind: 'error', message: expect.stringMatching(/^b\.queens, line 1, column 8: .*1000 × 1000/) });
    for (const sample of queensKind.samples) expect(readFileText(sample.file, publicFile(`puzzles/${sample.file}`))).toMatchObject({ kind: 'puzzle', puzzleKind: 'queens' });
  });
});

describe('the queens kind', () => {
  const kind = kindOf('queens');

  it('opens on an empty 8 x 8; a click places, moves and removes a row’s queen', () => {
    check(queensKind.empty()).toEqual(emptyQueens(8));
    const one = queensKind.edit(queensKind.empty(), { type: 'queen', row: 2, column: 5 })!;
    expect(one).toMatchObject({ label: msg('names.undo.placeQueen'), puzzle: placed(8, { 2: 5 }) });
    check(queensKind.edit(one.puzzle, { type: 'queen', row: 2, column: 1 })!.puzzle).toEqual(placed(8, { 2: 1 }));
    expect(queensKind.edit(one.puzzle, { type: 'queen', row: 2, column: 5 })).toMatchObject({ label: msg('names.undo.removeQueen'), puzzle: emptyQueens(8) });
    expect(queensKind.edit(one.puzzle, { type: 'queen', row: 8, column: 0 })).toBeNull();
    expect(queensKind.edit(one.puzzle, { type: 'queen', row: 0, column: -1 })).toBeNull();
  });

  it('resizes from 1 to 1,000, keeping the queens still on the board', () => {
    const p = placed(8, { 1: 2, 3: 7 });
    check(queensKind.resized(p, 5, 5)).toEqual(placed(5, { 1: 2 }));
    check(queensKind.resized(p, 1000, 1000)).toEqual(placed(1000, { 1: 2, 3: 7 }));
    expect(queensKind.resized(p, 8, 8)).toBeNull();
    expect(queensKind.resized(p, 1001, 1001)).toBeNull();
    expect(queensKind.resized(p, 0, 0)).toBeNull();
    check(queensKind.cellCount(queensKind.resized(p, 1000, 1000)!)).toBe(1_000_000);
  });

  it('saves and restores every board (small and large), and a damaged part comes back null', () => {
    for (const p of [emptyQueens(8), placed(8, { 0: 0, 7: 3 }), placed(1000, { 999: 998 }), emptyQueens(1)]) {
      const problems: Message[] = [];
      check(kind.restore(kind.save(p), problems)).toEqual(p);
      check(problems).toEqual([]);
      check(kind.parse(kind.serialize(p), 'x')).toEqual([p]);
      check(kind.file(p)).toEqual({ text: serializeQueens(p), extension: 'queens' });
    }
    expect(kind.restore({ text: 'queens 3\nQQ.\n...\n...\n' }, [])).toBeNull();
    expect(kind.restore({ text: 7 }, [])).toBeNull();
    expect(kind.save(emptyQueens(1000)).text!.length).toBeLessThan(20);
  });

  it('refuses to solve queens placed that attack each other, and names their rows', () => {
    expect(queensKind.refusal(placed(8, { 0: 0, 5: 7 }))).toBeNull();
    check(queensKind.refusal(placed(8, { 1: 4, 6: 4 }))).toMatch(/rows 2 and 7 attack each other \(the same column\)/);
    check(queensKind.refusal(placed(8, { 2: 2, 4: 4 }))).toMatch(/rows 3 and 5 attack each other \(the same diagonal\)/);
    check(queensKind.refusal(placed(8, { 2: 5, 4: 3 }))).toMatch(/rows 3 and 5/);
  });

  it('builds a grid request the worker reads, one variable per row', () => {
    const p = placed(6, { 0: 1 });
    const request = queensKind.request(p, { runId: 4, options: OPTIONS, settings: { reuse: false, alldiff: 'gac' }, dictionary: null });
    check(request).toEqual({ type: 'solve', kind: 'queens', runId: 4, puzzle: { size: 6, givens: [1, -1, -1, -1, -1, -1] }, alldiff: 'gac', reuse: false, options: OPTIONS });
    check(queensKind.variables(p)).toBe(6);
  });

  it('exports text and an SVG picture of the step shown', () => {
    const p = placed(4, { 0: 1 });
    const values = Int32Array.from([1, 3, 0, 2]);
    check(queensKind.text(p, { values, masks: null, words: null })).toBe('.Q..\n...Q\nQ...\n..Q.\n');
    check(queensKind.text(p, null)).toBe('.Q..\n....\n....\n....\n');
    const svg = queensKind.svg(p, { values, masks: null, words: null });
    expect(svg.match(/♛/g)).toHaveLength(4);
    check(svg).toContain('data-row="0" data-column="1" data-given="true"');
    expect(queensKind.svg(emptyQueens(500), { values: Int32Array.from({ length: 500 }, (_, r) => r), masks: null, words: null }).match(/<circle/g)).toHaveLength(500);
  });
});

describe('the queens board view and names', () => {
  it('attacks: the column and both diagonals, never the queen’s own row', () => {
    check(attacks(3, 3, 0, 3)).toBe(true);
    check(attacks(3, 3, 0, 0)).toBe(true);
    check(attacks(3, 3, 1, 5)).toBe(true);
    check(attacks(3, 3, 1, 4)).toBe(false);
    check(attacks(3, 3, 3, 0)).toBe(false);
  });

  it('the view: givens, the solver’s queens, the event’s mark and the ghost of a queen taken back', () => {
    const p = placed(4, { 0: 1 });
    const view = queensView(p, Int32Array.from([1, 3, -1, -1]), { type: EventCode.backtrack, variable: 2, value: 0, extra: 0 });
    check(Array.from(view.queens)).toEqual([1, 3, -1, -1]);
    check(Array.from(view.given)).toEqual([1, 0, 0, 0]);
    check(view.mark).toEqual({ kind: 'backtrack', row: 2, column: 0 });
    check([view.ghostRow, view.ghostColumn]).toEqual([2, 0]);
  });

  it('names rows and columns, and says which queen attacks', async () => {
    await i18n.changeLanguage('en');
    const names = queensNames(buildQueensModel(3).problem.constraints.map((c) => c.label));
    check(names.variable(2)).toBe('row 3');
    check(names.value(2, 4)).toBe('column 5');
    check(names.assignment(2, 4)).toBe('Place a queen in row 3, column 5');
    check(names.constraint(2)).toBe('queens: different ↘ diagonals (column − row)');
    const values = Int32Array.from([-1, 3, -1]);
    check(names.because!({ kind: 'constraint', constraint: 2, variable: 2, value: 4, other: 1 }, 'prune', values)).toBe(' (row 2 has its queen in column 4: the same ↘ diagonal)');
    check(names.because!({ kind: 'constraint', constraint: 2, variable: 2, value: 4, other: -1 }, 'prune', values)).toBe('');
  });
});

/** Solve as the worker does: the kind's request, the grid model, the search, the worker's check of each solution. */
function solveLikeTheWorker(puzzle: QueensPuzzle, options: Partial<SearchOptions>): { solutions: Int32Array[]; status: string } {
  const request = queensKind.request(puzzle, { runId: 1, options: { ...OPTIONS, ...options } as RunOptions, settings: { reuse: false, alldiff: 'gac' }, dictionary: null }) as SolveRequest;
  check(request.kind).toBe('queens');
  const model = puzzleKind('queens').build(request.puzzle as QueensPuzzle, { alldiff: request.alldiff, reuse: false });
  const broken = fillCheckFor(request, model.rows);
  const solutions: Int32Array[] = [];
  let status = '';
  for (const e of search(model.problem, { ...request.options, record: true })) {
    if (e.type === 'solution') {
      expect(broken(e.values)).toBeNull();
      solutions.push(Int32Array.from(e.values));
    }
    if (e.type === 'done') status = e.status;
  }
  return { solutions, status };
}

describe('N-queens solved through the worker’s request path', () => {
  const settings: [string, Partial<SearchOptions>][] = [
    ['backtracking, static', { inference: 'none', variableOrder: 'static', ac3: false }],
    ['forward checking, MRV', { inference: 'fc', variableOrder: 'mrv' }],
    ['MAC after AC-3, dom/wdeg', { inference: 'mac', ac3: true, variableOrder: 'dom-wdeg' }],
    ['MAC, MRV + degree, LCV', { inference: 'mac', variableOrder: 'mrv-degree', valueOrder: 'lcv' }],
    ['forward checking, binary branching', { inference: 'fc', variableOrder: 'mrv', branching: 'binary' } as Partial<SearchOptions>],
    ['backjumping, no inference', { inference: 'none', variableOrder: 'static', backjump: true }],
    ['breadth-first', { inference: 'fc', variableOrder: 'static', strategy: 'bfs' }],
    ['random values', { inference: 'fc', variableOrder: 'mrv', valueOrder: 'random', seed: 9 }],
  ];

  it.each(settings)('8-queens, all solutions: 92, each one checked (%s)', (_, options) => {
    const { solutions, status } = solveLikeTheWorker(emptyQueens(8), options);
    check(status).toBe('solved');
    expect(solutions).toHaveLength(92);
    // Independently: no two attack, and the 92 boards are different.
    for (const s of solutions) check(checkQueens(8, s)).toEqual([]);
    check(new Set(solutions.map((s) => s.join(','))).size).toBe(92);
  });

  it('6-queens has 4 solutions, 8-queens with a queen in a corner 4, 3-queens none', () => {
    expect(solveLikeTheWorker(emptyQueens(6), {}).solutions).toHaveLength(4);
    const corner = solveLikeTheWorker(placed(8, { 0: 0 }), { inference: 'mac' });
    expect(corner.solutions).toHaveLength(4);
    for (const s of corner.solutions) check(s[0]).toBe(0);
    expect(solveLikeTheWorker(emptyQueens(3), {})).toMatchObject({ solutions: [], status: 'unsatisfiable' });
  });

  it('the first solution of a 60 x 60 board (forward checking, MRV)', () => {
    const { solutions } = solveLikeTheWorker(emptyQueens(60), { maxSolutions: 1 });
    expect(solutions).toHaveLength(1);
    check(checkQueens(60, solutions[0]!)).toEqual([]);
  });
});
