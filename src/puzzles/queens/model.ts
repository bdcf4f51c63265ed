/**
 * N-queens as a CSP (the MiniZinc tutorial's model): one variable per row ("row 1" .. "row N",
 * 1-based names) whose value 0..N-1 is the 0-based column of the row's queen, and three
 * constraints over all rows, each a `ShiftedAllDifferent` (value elimination, which is arc
 * consistency on the pairwise ≠ of the textbook's binary model): different columns (`q[r]`),
 * different ↙↗ diagonals (`q[r] + r`) and different ↖↘ diagonals (`q[r] - r`). Every inference,
 * order, strategy and local search of the solver works on it; the min-conflicts search recognises
 * it (`queensSize` in src/solver/local/) and takes its fast path.
 */
import { ShiftedAllDifferent, type Constraint, type Problem, type SearchOptions, type Variable } from '../../solver/index.ts';
import { msg } from '../../text/index.ts';

/** Largest N the backtracking model is built for: its domains take N² bits. */
export const QUEENS_MAX_BACKTRACKING = 10_000;

/**
 * The search the command line uses for queens unless told otherwise: forward checking with MRV
 * (on N-queens MAC's value elimination is forward checking plus the singletons it leaves).
 */
export const QUEENS_SEARCH: Partial<SearchOptions> = { inference: 'fc', ac3: false, variableOrder: 'mrv', valueOrder: 'lex' };

export interface QueensModel {
  readonly size: number;
  readonly problem: Problem;
  /** Board rows for display: `Q` for a queen, `.` for an empty cell (small boards only). */
  rows(values: Int32Array): string[];
}

/** The message keys of the three constraints' labels, in the order of `problem.constraints`. */
export const QUEENS_CONSTRAINTS = ['names.queensColumns', 'names.queensRising', 'names.queensFalling'] as const;

/**
 * The model of an N × N board. `givens` (optional, one per row): the 0-based column of a queen
 * placed before search, or -1; a given row's domain is that one column (`Variable.initial`).
 */
export function buildQueensModel(size: number, givens?: readonly number[]): QueensModel {
  if (!Number.isInteger(size) || size < 1) throw new RangeError(`queens: the board size must be a whole number of at least 1, got ${size}`);
  if (givens && givens.length !== size) throw new RangeError(`queens: ${givens.length} rows of givens for a board of ${size}`);
  const variables: Variable[] = new Array<Variable>(size);
  for (let r = 0; r < size; r++) {
    const given = givens?.[r] ?? -1;
    if (given >= size || (given < 0 && given !== -1) || !Number.isInteger(given)) throw new RangeError(`queens: row ${r + 1}'s queen is off the board (column ${given + 1})`);
    const label = msg('names.queenRow', { n: r + 1 });
    variables[r] = given >= 0 ? { name: `row ${r + 1}`, label, size, initial: [given] } : { name: `row ${r + 1}`, label, size };
  }
  const rows = Array.from({ length: size }, (_, r) => r);
  const constraints: Constraint[] = [
    new ShiftedAllDifferent(rows, undefined, msg(QUEENS_CONSTRAINTS[0]), size),
    new ShiftedAllDifferent(rows, rows, msg(QUEENS_CONSTRAINTS[1]), size),
    new ShiftedAllDifferent(
      rows,
      rows.map((r) => -r),
      msg(QUEENS_CONSTRAINTS[2]),
      size,
    ),
  ];
  return { size, problem: { variables, constraints }, rows: (values) => queensRows(values) };
}

/** The board as rows of `Q` and `.` (unassigned rows are all dots). */
export function queensRows(values: ArrayLike<number>): string[] {
  const n = values.length;
  const out: string[] = [];
  for (let r = 0; r < n; r++) {
    const c = values[r]!;
    out.push(c >= 0 ? '.'.repeat(c) + 'Q' + '.'.repeat(n - c - 1) : '.'.repeat(n));
  }
  return out;
}
