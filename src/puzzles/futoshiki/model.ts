/**
 * Futoshiki as a CSP: one variable per cell ("r1c1", 1-based) with values 0..N-1 for the digits
 * 1..N; givens as initial domains; an all-different constraint per row and column (`neq` value
 * elimination or `gac` Régin filtering, the default); a `LessThan` (bounds propagation) per sign.
 */
import { allDifferent, LessThan, type AllDiffForm, type Constraint, type Problem, type Variable } from '../../solver/index.ts';
import type { FutoshikiPuzzle } from './puzzle.ts';
import { msg, verbatim } from '../../text/index.ts';
import { digitRows } from '../digits.ts';

export interface FutoshikiModelOptions {
  alldiff?: AllDiffForm | undefined;
}

export interface FutoshikiModel {
  readonly puzzle: FutoshikiPuzzle;
  readonly problem: Problem;
  /** The board's rows as digit strings ("4132"); unassigned cells show as `.`. */
  rows(values: Int32Array): string[];
}

export function buildFutoshikiModel(puzzle: FutoshikiPuzzle, options: FutoshikiModelOptions = {}): FutoshikiModel {
  const form = options.alldiff ?? 'gac';
  const n = puzzle.size;
  const name = (r: number, c: number) => `r${r + 1}c${c + 1}`;
  const variables: Variable[] = [];
  for (let r = 0; r < n; r++) {
    for (let c = 0; c < n; c++) {
      const given = puzzle.cells[r * n + c]!;
      variables.push({ name: name(r, c), size: n, initial: given > 0 ? [given - 1] : undefined });
    }
  }
  const constraints: Constraint[] = [];
  for (let r = 0; r < n; r++) {
    constraints.push(allDifferent(form, Array.from({ length: n }, (_, c) => r * n + c), msg('names.allDifferentRow', { n: r + 1 }), n));
  }
  for (let c = 0; c < n; c++) {
    constraints.push(allDifferent(form, Array.from({ length: n }, (_, r) => r * n + c), msg('names.allDifferentColumn', { n: c + 1 }), n));
  }
  for (const { r1, c1, r2, c2 } of puzzle.inequalities) {
    constraints.push(new LessThan(r1 * n + c1, r2 * n + c2, verbatim(`${name(r1, c1)} < ${name(r2, c2)}`)));
  }
  return {
    puzzle,
    problem: { variables, constraints },
    rows: (values: Int32Array): string[] => digitRows(n, values),
  };
}
