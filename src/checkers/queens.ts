/**
 * An independent N-queens checker (tests, the CLI's --verify, the benches): its own O(N) loops
 * over column and diagonal counts, nothing from the solver or the model. `queens[r]` is the
 * 0-based column of the queen of row r. Returns the problems found (empty when it is a solution).
 */
export function checkQueens(size: number, queens: ArrayLike<number>): string[] {
  const problems: string[] = [];
  if (queens.length !== size) return [`${queens.length} queens for a board of ${size} rows`];
  const column = new Uint8Array(size);
  const rising = new Uint8Array(2 * size);
  const falling = new Uint8Array(2 * size);
  for (let r = 0; r < size && problems.length < 10; r++) {
    const c = queens[r]!;
    if (!Number.isInteger(c) || c < 0 || c >= size) {
      problems.push(`row ${r + 1}: column ${String(c)} is off the board`);
      continue;
    }
    if (column[c]) problems.push(`row ${r + 1}: column ${c} holds another queen`);
    if (rising[r + c]) problems.push(`row ${r + 1}: the ↗ diagonal through column ${c} holds another queen`);
    if (falling[c - r + size]) problems.push(`row ${r + 1}: the ↘ diagonal through column ${c} holds another queen`);
    column[c] = 1;
    rising[r + c] = 1;
    falling[c - r + size] = 1;
  }
  return problems;
}
