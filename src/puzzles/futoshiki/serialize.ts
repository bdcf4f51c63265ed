/**
 * Writing a Futoshiki back in its own (seed-002) format (docs/formats.md): N rows of N numbers (0 for
 * an empty cell), then one `R1 C1 R2 C2` line per inequality (cell (R1,C1) < cell (R2,C2),
 * 0-based), in the puzzle's order, so that `parseFutoshiki(serializeFutoshiki(p))` gives `p`.
 */
import type { FutoshikiPuzzle } from './puzzle.ts';

export function serializeFutoshiki(puzzle: FutoshikiPuzzle): string {
  const n = puzzle.size;
  const lines: string[] = [];
  for (let r = 0; r < n; r++) lines.push(Array.from(puzzle.cells.subarray(r * n, r * n + n)).join(' '));
  for (const { r1, c1, r2, c2 } of puzzle.inequalities) lines.push(`${r1} ${c1} ${r2} ${c2}`);
  return lines.join('\n') + '\n';
}
