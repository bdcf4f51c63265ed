import { describe, expect, it } from 'vitest';
import { buildFutoshikiModel, parseFutoshiki } from '../../puzzles/futoshiki/index.ts';
import { buildSudokuModel, parseSudokuFile } from '../../puzzles/sudoku/index.ts';
import { search, type Problem, type SearchEvent, type SearchOptions } from '../../solver/index.ts';
import { encodeEvent } from '../../worker/encode.ts';
import { EVENT_FIELDS } from '../../trace/codes.ts';
import { sketchProblem } from '../../trace/sketch.ts';
import { DomainCursor, initialMasks } from '../../trace/domains.ts';
import { candidateText, numberBoardView } from '../kinds/numbers/view.ts';
import { fromFutoshiki, fromSudoku } from '../kinds/numbers/board.ts';
import { Trace } from '../../trace/trace.ts';
import { TraceIndex } from '../../trace/traceIndex.ts';
import { publicFile } from './record.ts';

/**
 * Reference domains computed from the solver's own event objects, independently of the app's
 * prune stack: an assignment saves a copy of every domain, its backtrack restores that copy
 * (the search undoes to the mark it took before assigning).
 */
function referenceDomains(events: SearchEvent[], initial: Int32Array): Int32Array[] {
  let masks: Int32Array = initial.slice();
  const saved: Int32Array[] = [];
  const out: Int32Array[] = [masks.slice()];
  for (const e of events) {
    if (e.type === 'done') continue;
    if (e.type === 'assign') saved.push(masks.slice());
    if (e.type === 'prune') masks[e.variable]! &= ~(1 << e.value);
    if (e.type === 'backtrack') masks = saved.pop()!;
    out.push(masks.slice());
  }
  return out;
}

function recordNumbers(problem: Problem, options: Partial<SearchOptions>) {
  const events = [...search(problem, { ...options, record: true })];
  const words: number[] = [];
  for (const e of events) encodeEvent(e, (t, v, x, y) => words.push(t, v, x, y));
  return { events, data: Int32Array.from(words), count: words.length / EVENT_FIELDS };
}

function check(problem: Problem, size: number, givens: readonly number[], options: Partial<SearchOptions>, interval: number) {
  const r = recordNumbers(problem, options);
  const initial = initialMasks(size, givens);
  const reference = referenceDomains(r.events, initial);
  expect(reference).toHaveLength(r.count + 1);
  const trace = new Trace({ variables: size * size, checkpointInterval: interval });
  const index = new TraceIndex(trace, sketchProblem(problem, { inference: 'fc', ac3: false, variableOrder: 'mrv', valueOrder: 'lex' }));
  // Batches of uneven sizes, as the worker's slices; the index follows a part at a time.
  for (let start = 0; start < r.count; start += 301) {
    const n = Math.min(301, r.count - start);
    trace.append(r.data.subarray(start * EVENT_FIELDS, (start + n) * EVENT_FIELDS), n);
    if (start % 903 === 0) index.sync(250);
  }
  expect(Array.from(index.initialMasks!)).toEqual(Array.from(initial));
  // The board's seek indexes what it needs first.
  const cursor = new DomainCursor(index);
  for (let p = trace.total; p >= 0; p--) expect(Array.from(cursor.seek(p)!), `back to ${p}`).toEqual(Array.from(reference[p]!));
  for (let p = 0; p <= trace.total; p++) expect(Array.from(cursor.seek(p)!), `forward to ${p}`).toEqual(Array.from(reference[p]!));
  let seed = 3;
  for (let k = 0; k < 200; k++) {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    const p = seed % (trace.total + 1);
    expect(Array.from(cursor.seek(p)!), `jump to ${p}`).toEqual(Array.from(reference[p]!));
  }
  return { r, trace, index };
}

describe('the domain projection (DomainCursor on the trace index)', () => {
  const sudoku = parseSudokuFile(publicFile('puzzles/sudoku-top95.txt'), 'top95')[0]!;
  const futoshiki = parseFutoshiki(publicFile('puzzles/futoshiki-own-6x6.txt'), '6x6');

  it('follows Sudoku prunes and backtracks exactly (forward checking, pairwise ≠, MRV)', () => {
    const { r } = check(buildSudokuModel(sudoku, { alldiff: 'neq' }).problem, 9, fromSudoku(sudoku).givens, { inference: 'fc', ac3: false, variableOrder: 'mrv' }, 128);
    expect(r.events.some((e) => e.type === 'backtrack' && e.restored > 0)).toBe(true);
  });

  it('follows Futoshiki under MAC with GAC and under plain backtracking', () => {
    const givens = fromFutoshiki(futoshiki).givens;
    check(buildFutoshikiModel(futoshiki, { alldiff: 'gac' }).problem, 6, givens, { inference: 'mac', variableOrder: 'mrv' }, 64);
    check(buildFutoshikiModel(futoshiki, { alldiff: 'neq' }).problem, 6, givens, { inference: 'none', ac3: false, variableOrder: 'static', nodeLimit: 2000 }, 64);
  });

  it('never prunes a digit of the solution found from the domains that led to it', () => {
    const { r, trace, index } = check(buildSudokuModel(sudoku, { alldiff: 'gac' }).problem, 9, fromSudoku(sudoku).givens, { inference: 'mac', variableOrder: 'mrv' }, 512);
    const solution = r.events.find((e) => e.type === 'solution')!;
    expect(solution.type).toBe('solution');
    const masks = new DomainCursor(index).seek(trace.total)!;
    const values = (solution as Extract<SearchEvent, { type: 'solution' }>).values;
    values.forEach((v, cell) => expect(masks[cell]! & (1 << v), `cell ${cell}`).not.toBe(0));
  });
});

describe('numberBoardView', () => {
  it('shows givens, assigned digits, candidates of empty cells only, and a ghost on backtrack', () => {
    const puzzle = fromSudoku(parseSudokuFile('1.....3..4.....2\n', 'x')[0]!);
    const values = new Int32Array(16).fill(-1);
    values[1] = 2;
    const masks = initialMasks(4, puzzle.givens);
    masks[2] = 0b1010;
    const view = numberBoardView(puzzle, values, masks, { type: 6, variable: 3, value: 3, extra: 0 });
    expect(view.digits.slice(0, 4)).toEqual(['1', '3', '', '']);
    expect(view.candidates[0]).toBe('');
    expect(view.candidates[1]).toBe('');
    expect(view.candidates[2]).toBe(' 2\n 4');
    expect(view.candidates[3]).toBe('12\n34');
    expect(view.marks[3]).toBe('backtrack');
    expect(view.ghosts[3]).toBe('4');
    expect(candidateText(0b101010101, 9)).toBe('1 3\n 5 \n7 9');
  });
});
