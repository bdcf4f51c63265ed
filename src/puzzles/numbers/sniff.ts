/**
 * Recognising a file of numbers as a Sudoku or a Futoshiki (files.ts asks, through their
 * descriptors). Rows of N numbers without signs could be either: the kind being edited decides,
 * else Sudoku for the sizes it has boxes for (4, 6, 9) and Futoshiki otherwise.
 */

/**
 * Content that reads as a Futoshiki (seed-002): a first row of N numbers, N rows of N numbers in
 * all, then only lines of four numbers. N from 2 up is recognised, so that a size beyond the
 * limits gets a message about the limits rather than about words. `content`: contentLines.
 */
export function futoshikiSize(content: readonly string[]): number | null {
  // The first row decides N; a word list (one field a line) stops here, before any other row is split.
  const n = content[0]?.split(/\s+/).length ?? 0;
  if (n < 2 || content.length < n) return null;
  return content.every((line, i) => {
    const fields = line.split(/\s+/);
    return fields.length === (i < n ? n : 4) && fields.every((f) => /^\d+$/.test(f));
  })
    ? n
    : null;
}

/**
 * Content that reads as Sudoku: lines of 16, 36, 81 or 256 symbols (digits and dots, an optional
 * `:COUNT:SOLUTION` tail), or rows of 4, 6 or 9 symbols. Some given 2-9 is needed unless the file
 * is a single line: rows of only 0, 1 and dots are crossword grids.
 */
function looksLikeSudoku(content: readonly string[]): boolean {
  if (content.length === 0) return false;
  const rows: string[] = [];
  for (const line of content) {
    // Stop at the first row that is not digits and dots (a word list stops at its first word).
    const row = line.split(':')[0]!.replace(/[ \t]/g, '');
    if (!/^[0-9.]+$/.test(row)) return false;
    rows.push(row);
  }
  if (rows.length > 1 && !rows.some((r) => /[2-9]/.test(r))) return false;
  if (rows.every((r) => [16, 36, 81, 256].includes(r.length))) return true;
  const n = rows[0]!.length;
  return [4, 6, 9].includes(n) && rows.length % n === 0 && rows.every((r) => r.length === n);
}

/** The kind a file of numbers is (`current`: the kind being edited), or null when it is not one. */
export function numberKind(content: readonly string[], current: string): 'sudoku' | 'futoshiki' | null {
  const n = futoshikiSize(content);
  const sudoku = looksLikeSudoku(content);
  if (n !== null && n >= 4) {
    // Inequality lines after the rows: only Futoshiki has them.
    if (content.length > n) return 'futoshiki';
    if (!sudoku) return 'futoshiki';
    if (current === 'sudoku' || current === 'futoshiki') return current;
    return [4, 6, 9].includes(n) ? 'sudoku' : 'futoshiki';
  }
  return sudoku ? 'sudoku' : null;
}
