/**
 * An independent Sudoku checker (tests, the CLI's --verify, the solver worker): its own symbol table and unit loops, nothing from the
 * model. Returns the problems found (empty when `rows` solve `givens`).
 */
const DIGITS = '123456789ABCDEFG';
const BOXES: Record<number, [number, number]> = { 4: [2, 2], 6: [2, 3], 9: [3, 3], 16: [4, 4] };

/** `givens`: one line of N*N symbols, `0` or `.` empty. */
export function checkSudoku(givens: string, rows: readonly string[]): string[] {
  const n = rows.length;
  const problems: string[] = [];
  const box = BOXES[n];
  if (!box) return [`no Sudoku has ${n} rows`];
  if (givens.length !== n * n) problems.push(`givens have ${givens.length} cells, the board ${n * n}`);
  const grid: number[][] = rows.map((row, r) => {
    if (row.length !== n) problems.push(`row ${r + 1} has ${row.length} cells`);
    return Array.from(row, (ch) => DIGITS.indexOf(ch) + 1);
  });
  for (let r = 0; r < n; r++) {
    for (let c = 0; c < n; c++) {
      const d = grid[r]![c] ?? 0;
      if (d < 1 || d > n) problems.push(`r${r + 1}c${c + 1} holds ${JSON.stringify(rows[r]![c])}`);
      const g = givens[r * n + c];
      if (g !== undefined && g !== '0' && g !== '.' && DIGITS.indexOf(g.toUpperCase()) + 1 !== d) problems.push(`r${r + 1}c${c + 1} changes the given ${g}`);
    }
  }
  const groups: [string, [number, number][]][] = [];
  for (let i = 0; i < n; i++) {
    groups.push([`row ${i + 1}`, Array.from({ length: n }, (_, j) => [i, j] as [number, number])]);
    groups.push([`column ${i + 1}`, Array.from({ length: n }, (_, j) => [j, i] as [number, number])]);
    const [h, w] = box;
    const top = Math.floor(i / (n / w)) * h;
    const left = (i % (n / w)) * w;
    groups.push([`box ${i + 1}`, Array.from({ length: n }, (_, j) => [top + Math.floor(j / w), left + (j % w)] as [number, number])]);
  }
  for (const [name, cells] of groups) {
    const seen = new Set(cells.map(([r, c]) => grid[r]?.[c]));
    if (seen.size !== n) problems.push(`${name} repeats a digit`);
  }
  return problems;
}
