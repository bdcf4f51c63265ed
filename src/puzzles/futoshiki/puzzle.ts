/**
 * Futoshiki: an N x N Latin square (every row and column holds 1..N once) with givens and `<`
 * signs between orthogonally adjacent cells.
 *
 * Glossary:
 * - cell: index r * N + c (0-based); its variable is "r{r+1}c{c+1}"; value = digit - 1.
 * - inequality: [r1, c1, r2, c2], 0-based as in the file: cell (r1,c1) < cell (r2,c2).
 */

export interface Inequality {
  readonly r1: number;
  readonly c1: number;
  readonly r2: number;
  readonly c2: number;
}

export interface FutoshikiPuzzle {
  readonly size: number;
  /** One entry per cell: 0 empty, otherwise the given digit 1..N. */
  readonly cells: Uint8Array;
  readonly inequalities: readonly Inequality[];
}
