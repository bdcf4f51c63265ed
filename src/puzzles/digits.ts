/** Digits as the number puzzles write them: 1-9, then A-G for 10-16 (16 x 16 Sudoku). */
export const SYMBOLS = '123456789ABCDEFG';

/** An N x N board's rows as strings of symbols ("534678912"); a value of -1 shows as `.`. */
export function digitRows(size: number, values: Int32Array): string[] {
  const out: string[] = [];
  for (let r = 0; r < size; r++) {
    let row = '';
    for (let c = 0; c < size; c++) {
      const v = values[r * size + c]!;
      row += v >= 0 ? SYMBOLS[v]! : '.';
    }
    out.push(row);
  }
  return out;
}
