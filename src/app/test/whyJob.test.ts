/**
 * Why no solution through the solver worker's `reason` job (run inline by the app's client, as in
 * a browser without the worker's thread): each kind's reason comes back with its parts as the kind
 * names them, streamed progress, and a stop that rejects. The parts are judged afresh here: two
 * givens clash in a unit, two queens attack, slots that brute force cannot fill from the list while
 * every one-smaller set can be, constraints whose values brute force cannot meet.
 */
import { describe, expect, it } from 'vitest';
import { check } from '../../../tests/check.ts';
import { chosenKey } from '../../worker/jobs/dictionaries.ts';
import { SolverClient } from '../run/solverClient.ts';
import { layoutFromBoard } from '../../puzzles/crossword/layout.ts';
import type { SudokuPuzzle } from '../../puzzles/sudoku/index.ts';
import type { ReasonProgress } from '../../solver/index.ts';
import type { ReasonAnswer, RunOptions, SolveRequest } from '../../worker/protocol.ts';
import { bruteFill } from '../../../tests/reason/brute.ts';

const OPTIONS = { inference: 'forward-checking', ac3: false, variableOrder: 'mrv', valueOrder: 'in-order', seed: 1, maxSolutions: 1, timeLimitMs: 0, restarts: false, backjump: false } as unknown as RunOptions;

function request(kind: SolveRequest['kind'], puzzle: unknown, dictionary?: SolveRequest['dictionary']): SolveRequest {
  return { type: 'solve', kind, runId: 1, puzzle, alldiff: 'neq', reuse: false, dictionary, options: OPTIONS } as SolveRequest;
}

async function why(req: SolveRequest): Promise<{ answer: ReasonAnswer; progress: ReasonProgress[] }> {
  const progress: ReasonProgress[] = [];
  const answer = await new SolverClient(null).reason(req, 20_000, (p) => progress.push(p), new AbortController().signal);
  return { answer, progress };
}

function sudoku(givens: [number, number, number][]): SudokuPuzzle {
  const cells = new Uint8Array(16);
  for (const [r, c, d] of givens) cells[(r - 1) * 4 + (c - 1)] = d;
  return { size: 4, boxRows: 2, boxCols: 2, cells, line: 0 } as unknown as SudokuPuzzle;
}

describe('the solver worker’s reason job', () => {
  it('a Sudoku whose givens clash: the two givens, the same digit in one unit, minimal', async () => {
    const { answer } = await why(request('sudoku', sudoku([[1, 1, 1], [2, 4, 3], [3, 2, 4], [1, 3, 1]])));
    expect(answer).toMatchObject({ status: 'found', minimal: true, stopped: null });
    if (answer.parts.kind !== 'digits') throw new Error(answer.parts.kind);
    const cells = answer.parts.givens.map((g) => [g.row, g.column, g.digit]);
    check(cells).toEqual([[1, 1, 1], [1, 3, 1]]);
    check(answer.sentence.key).toBe('names.reason.digits.clash');
  });

  it('placed queens that attack: those two queens, on one line', async () => {
    const { answer } = await why(request('queens', { size: 5, givens: [0, 1, -1, -1, 4] }));
    if (answer.parts.kind !== 'queens') throw new Error(answer.parts.kind);
    check(answer.minimal).toBe(true);
    const [[r1, c1], [r2, c2]] = answer.parts.queens as [[number, number], [number, number]];
    expect(answer.parts.queens).toHaveLength(2);
    check(r1 === r2 || c1 === c2 || Math.abs(r1 - r2) === Math.abs(c1 - c2)).toBe(true);
  });

  it('a crossword: slots no fill from the list keeps, each one-smaller set fillable (brute force), progress streamed', async () => {
    const words = ['cat', 'car', 'ate', 'tea', 'ear', 'rat', 'art', 'tar'];
    const layout = layoutFromBoard(3, 3, new Array<boolean>(9).fill(false), new Array<string>(9).fill(''));
    const { answer, progress } = await why(request('crossword', layout, { key: 'w', name: 'w.txt', text: words.join('\n') }));
    if (answer.parts.kind !== 'crossword') throw new Error(answer.parts.kind);
    check(answer.status).toBe('found');
    const parts = answer.parts.slots.map((s) => s.slot);
    const x = { slots: layout.slots, given: layout.given };
    expect(bruteFill(x, layout.slots.map((_, i) => i), words)).toBeNull();
    expect(bruteFill(x, parts, words)).toBeNull();
    if (answer.minimal) for (const p of parts) expect(bruteFill(x, parts.filter((q) => q !== p), words)).not.toBeNull();
    expect(progress.length + answer.calls).toBeGreaterThan(0);
  });

  it('a crossword unfillable at a minimum score: the slots the bound starves, and a fill from the list without it', async () => {
    const layout = layoutFromBoard(3, 3, [false, false, false, false, true, true, false, true, true], new Array<string>(9).fill(''));
    const list = ['abc;9', 'bca;7', 'acb;1', 'cab;2'].join('\n');
    const client = new SolverClient(null);
    await client.loadDictionary({ key: 's', name: 's.txt', text: list });
    const answer = await client.reason(request('crossword', layout, { key: chosenKey('s', { minScore: 5 }), name: 's.txt' }), 20_000, () => undefined, new AbortController().signal);
    if (answer.parts.kind !== 'crossword') throw new Error(answer.parts.kind);
    check(answer.sentence.key).toBe('names.reason.slot.starved');
    check(answer.parts.starved?.minScore).toBe(5);
    const x = { slots: layout.slots, given: layout.given };
    const parts = answer.parts.slots.map((p) => p.slot);
    // With the words of score 5 or more (abc, bca) those slots have no fill; with the fill's words they have one, one of them below 5.
    expect(bruteFill(x, parts, ['abc', 'bca'])).toBeNull();
    const fill = answer.parts.starved!.fill;
    expect(bruteFill(x, parts, fill.map((w) => w.word))).not.toBeNull();
    check(fill.some((w) => (w.score ?? 99) < 5)).toBe(true);
  });

  it('a model: the constraints that contradict, at their lines', async () => {
    const fzn = ['var 0..10: x :: output_var;', 'var 0..10: y :: output_var;', 'constraint int_lin_eq([1,1],[x,y],10);', 'constraint int_lin_eq([1,-1],[x,y],3);', 'constraint int_le(x,10);', 'solve satisfy;'].join('\n');
    const { answer } = await why(request('model', { name: 'm.fzn', fzn }));
    if (answer.parts.kind !== 'model') throw new Error(answer.parts.kind);
    check(answer.parts.lines).toEqual([3, 4]);
    // x + y = 10 and x - y = 3: 2x = 13 has no integer solution; each alone has one in 0..10.
    check([...Array(11).keys()].some((x) => [...Array(11).keys()].some((y) => x + y === 10 && x - y === 3))).toBe(false);
  });

  it('a stop rejects the request', async () => {
    const controller = new AbortController();
    const pending = new SolverClient(null).reason(request('sudoku', sudoku([[1, 1, 1], [1, 3, 1]])), 20_000, () => controller.abort(), controller.signal);
    controller.abort();
    await expect(pending).rejects.toThrow();
  });
});
