/**
 * New Sudokus and Futoshikis: a random solution (the project's solver with a random value order),
 * then clues taken away one at a time (in 180°-symmetric pairs by default: a Sudoku's givens, a
 * Futoshiki's givens and signs) as long as the
 * puzzle keeps exactly one solution. Every clue is tried once, in a random order; a clue that could
 * not go then cannot go later either (fewer clues only allow more solutions), so the result is
 * minimal: no clue can be removed. With symmetry (the default) a clue is a given and its
 * mirror, so the puzzle is minimal as a symmetric puzzle: removing any given together with its
 * mirror loses uniqueness (one of the two alone might still go: a strictly minimal puzzle with
 * symmetric givens is rare, about one draw in fifty). Without symmetry it is strictly minimal: no
 * single given can go. A requested level is met by drawing again until the rating matches.
 *
 * Deterministic for a seed: the same options give the same puzzles.
 */
import { Random, solve } from '../../solver/index.ts';
import type { FutoshikiPuzzle, Inequality } from '../futoshiki/index.ts';
import { BOX_SHAPES, type SudokuPuzzle } from '../sudoku/index.ts';
import { futoshikiGrid, sudokuGrid, type NumberGrid } from './grid.ts';
import { rate, type Rating } from './rating.ts';
import type { Level } from './reasoning.ts';
import { countSolutions } from './uniqueness.ts';

export interface GenerateOptions {
  /** Seed of the random choices (default 1). */
  seed?: number | undefined;
  /** Only puzzles of this rating level. */
  level?: Level | undefined;
  /** 180°-rotationally symmetric givens (and Futoshiki signs) (default true). */
  symmetry?: boolean | undefined;
  /** Board side: Sudoku 4, 6, 9 (default 9); Futoshiki 4..9 (default 5). */
  size?: number | undefined;
  /** Draws per puzzle before giving up on the level (an error; default 200). */
  attempts?: number | undefined;
}

export interface Generated<P> {
  puzzle: P;
  /** The unique solution, one digit per cell. */
  solution: Uint8Array;
  rating: Rating;
  /** Givens (and, for Futoshiki, signs) left. */
  givens: number;
  signs: number;
  /** The givens (and Futoshiki signs) are 180° symmetric (and minimal as pairs); false: strictly minimal. */
  symmetric: boolean;
  /** Draws it took. */
  attempts: number;
}

function seedOf(random: Random): number {
  return Math.floor(random.next() * 0x7fffffff) + 1;
}

/** A random solution of an empty grid: the solver with a random value order. */
function randomSolution(grid: NumberGrid, random: Random): Uint8Array {
  const empty = new Uint8Array(grid.size * grid.size);
  const result = solve(grid.problem(empty), { ...grid.search, valueOrder: 'random', seed: seedOf(random), maxSolutions: 1 });
  const values = result.solutions[0];
  if (!values) throw new Error(`no solution of an empty ${grid.kind}`);
  return Uint8Array.from(values, (v) => v + 1);
}

function shuffled(n: number, random: Random): Int32Array {
  const a = Int32Array.from({ length: n }, (_, i) => i);
  random.shuffle(a, n);
  return a;
}

function unique(grid: NumberGrid, cells: Uint8Array): boolean {
  return countSolutions(grid, cells).status === 'unique';
}

/**
 * Make a puzzle minimal: its clues (0 .. count - 1) taken away in a random order, each with its
 * mirror (`mirror[clue]`; null: no symmetry), and put back when the puzzle no longer has one
 * solution. `setClue` shows or hides a clue; `isUnique` asks about the puzzle as it is.
 */
function takeAwayClues(count: number, mirror: Int32Array | null, random: Random, setClue: (clue: number, on: boolean) => void, isUnique: () => boolean): void {
  for (const clue of shuffled(count, random)) {
    const other = mirror ? mirror[clue]! : clue;
    if (other < clue) continue;
    setClue(clue, false);
    setClue(other, false);
    if (!isUnique()) {
      setClue(clue, true);
      setClue(other, true);
    }
  }
}

/**
 * `count` puzzles, each the first of up to `options.attempts` draws rated at `options.level` (any
 * draw without a level). `what` names the puzzle in the error when none is found.
 */
function firstRated<P>(count: number, options: GenerateOptions, what: string, draw: () => Omit<Generated<P>, 'attempts'>): Generated<P>[] {
  const attempts = options.attempts ?? 200;
  const out: Generated<P>[] = [];
  while (out.length < count) {
    let found: Generated<P> | null = null;
    for (let tries = 1; tries <= attempts && !found; tries++) {
      const drawn = draw();
      if (options.level && drawn.rating.level !== options.level) continue;
      found = { ...drawn, attempts: tries };
    }
    if (!found) throw new Error(`no ${what}${options.level ? ` of level ${options.level}` : ''} found in ${attempts} draws`);
    out.push(found);
  }
  return out;
}

/** One minimal unique Sudoku from a fresh solution (minimal as a symmetric puzzle with `symmetry`). */
function drawSudoku(base: SudokuPuzzle, random: Random, symmetry: boolean): { cells: Uint8Array; solution: Uint8Array } {
  const grid = sudokuGrid(base);
  const solution = randomSolution(grid, random);
  const cells = solution.slice();
  const total = cells.length;
  const mirror = symmetry ? Int32Array.from({ length: total }, (_, i) => total - 1 - i) : null;
  takeAwayClues(total, mirror, random, (i, on) => (cells[i] = on ? solution[i]! : 0), () => unique(grid, cells));
  return { cells, solution };
}

/** Generate `count` Sudokus (see the file comment). Throws when the level is not reached in `attempts` draws. */
export function generateSudokus(count: number, options: GenerateOptions = {}): Generated<SudokuPuzzle>[] {
  const size = options.size ?? 9;
  const shape = BOX_SHAPES.get(size);
  if (!shape || size > 9) throw new RangeError(`a generated Sudoku is 4 x 4, 6 x 6 or 9 x 9, not ${size} x ${size}`);
  if (options.level === 'arc-consistency') {
    throw new RangeError('no Sudoku is rated arc-consistency: on ≠ alone, arc consistency removes only what singles remove (ask for singles, gac or search)');
  }
  const random = new Random(options.seed ?? 1);
  const symmetry = options.symmetry ?? true;
  return firstRated<SudokuPuzzle>(count, options, `${size} x ${size} Sudoku`, () => {
    const base: SudokuPuzzle = { size, boxRows: shape[0], boxCols: shape[1], cells: new Uint8Array(size * size), line: 0 };
    const drawn = drawSudoku(base, random, symmetry);
    const puzzle = { ...base, cells: drawn.cells };
    const rating = rate(sudokuGrid(puzzle));
    return { puzzle, solution: drawn.solution, rating, givens: drawn.cells.filter((d) => d > 0).length, signs: 0, symmetric: symmetry };
  });
}

/**
 * The clue 180° opposite each clue of an n x n Futoshiki: clues 0..n²-1 are the cells, then one
 * per sign in `signs` (its two cells turned about the centre are the two cells of another sign of
 * the list, which has a sign between every two neighbours).
 */
function mirrorClues(n: number, signs: readonly Inequality[]): Int32Array {
  const edge = (r1: number, c1: number, r2: number, c2: number) => {
    const a = r1 * n + c1;
    const b = r2 * n + c2;
    return a < b ? `${a},${b}` : `${b},${a}`;
  };
  const at = new Map(signs.map((s, i) => [edge(s.r1, s.c1, s.r2, s.c2), i]));
  const mirror = new Int32Array(n * n + signs.length);
  for (let i = 0; i < n * n; i++) mirror[i] = n * n - 1 - i;
  signs.forEach((s, i) => {
    const j = at.get(edge(n - 1 - s.r1, n - 1 - s.c1, n - 1 - s.r2, n - 1 - s.c2));
    if (j === undefined) throw new Error('a sign without its mirror');
    mirror[n * n + i] = n * n + j;
  });
  return mirror;
}

/**
 * Generate `count` Futoshikis: signs and givens, unique and minimal. With symmetry (the default)
 * givens and signs are 180° symmetric and minimal as pairs (no given or sign can go together with
 * its mirror); without, no single sign and no single given can go.
 */
export function generateFutoshikis(count: number, options: GenerateOptions = {}): Generated<FutoshikiPuzzle>[] {
  const n = options.size ?? 5;
  if (n < 4 || n > 9) throw new RangeError(`a generated Futoshiki is 4 x 4 to 9 x 9, not ${n} x ${n}`);
  const random = new Random(options.seed ?? 1);
  const symmetry = options.symmetry ?? true;
  return firstRated<FutoshikiPuzzle>(count, options, `${n} x ${n} Futoshiki`, () => {
    const empty: FutoshikiPuzzle = { size: n, cells: new Uint8Array(n * n), inequalities: [] };
    const solution = randomSolution(futoshikiGrid(empty), random);
    // Every sign the solution allows, and every given; then take them away in a random order.
    const signs: Inequality[] = [];
    for (let r = 0; r < n; r++) {
      for (let c = 0; c < n; c++) {
        for (const [r2, c2] of [[r, c + 1], [r + 1, c]] as const) {
          if (r2 >= n || c2 >= n) continue;
          const a = solution[r * n + c]!;
          const b = solution[r2 * n + c2]!;
          signs.push(a < b ? { r1: r, c1: c, r2, c2 } : { r1: r2, c1: c2, r2: r, c2: c });
        }
      }
    }
    const cells = solution.slice();
    const kept = new Uint8Array(signs.length).fill(1);
    const puzzleOf = (): FutoshikiPuzzle => ({ size: n, cells, inequalities: signs.filter((_, i) => kept[i]) });
    const mirror = symmetry ? mirrorClues(n, signs) : null;
    // A clue (a cell's given or a sign) is there or not; taken away with its mirror, or put back with it.
    const setClue = (clue: number, on: boolean) => {
      if (clue < n * n) cells[clue] = on ? solution[clue]! : 0;
      else kept[clue - n * n] = on ? 1 : 0;
    };
    takeAwayClues(n * n + signs.length, mirror, random, setClue, () => unique(futoshikiGrid(puzzleOf()), cells));
    const puzzle = puzzleOf();
    const rating = rate(futoshikiGrid(puzzle));
    return { puzzle, solution, rating, givens: cells.filter((d) => d > 0).length, signs: puzzle.inequalities.length, symmetric: symmetry };
  });
}
