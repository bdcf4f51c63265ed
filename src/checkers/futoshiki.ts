/**
 * An independent Futoshiki checker (tests, the CLI's --verify, the solver worker): reads the seed-002 file with its own few lines of
 * code and checks rows, columns, givens and every `<`. Returns the problems found.
 */
export interface FutoshikiFacts {
  size: number;
  givens: number[][];
  less: [number, number, number, number][];
}

export function readFutoshikiFacts(text: string): FutoshikiFacts {
  const rows = text
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '' && !l.startsWith('#'))
    .map((l) => l.split(/\s+/).map(Number));
  const size = rows[0]!.length;
  return {
    size,
    givens: rows.slice(0, size),
    less: rows.slice(size).map((r) => r as [number, number, number, number]),
  };
}

export function checkFutoshiki(facts: FutoshikiFacts, rows: readonly string[]): string[] {
  const n = facts.size;
  const problems: string[] = [];
  if (rows.length !== n) return [`${rows.length} rows, expected ${n}`];
  const grid = rows.map((row) => Array.from(row, Number));
  for (let r = 0; r < n; r++) {
    if (grid[r]!.length !== n) problems.push(`row ${r + 1} has ${grid[r]!.length} cells`);
    for (let c = 0; c < n; c++) {
      const d = grid[r]![c]!;
      if (!(d >= 1 && d <= n)) problems.push(`r${r + 1}c${c + 1} holds ${rows[r]![c]}`);
      const g = facts.givens[r]![c]!;
      if (g !== 0 && g !== d) problems.push(`r${r + 1}c${c + 1} changes the given ${g}`);
    }
    if (new Set(grid[r]).size !== n) problems.push(`row ${r + 1} repeats a digit`);
    if (new Set(grid.map((row) => row[r])).size !== n) problems.push(`column ${r + 1} repeats a digit`);
  }
  for (const [r1, c1, r2, c2] of facts.less) {
    if (!(grid[r1]![c1]! < grid[r2]![c2]!)) problems.push(`(${r1},${c1}) < (${r2},${c2}) fails`);
  }
  return problems;
}
