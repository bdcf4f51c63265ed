/**
 * Recognising a crossword file by its content (files.ts asks, through the crossword's descriptor):
 * a slot file by its first line, a grid by its shape. Words with hyphens, apostrophes, digits or
 * accents, in any script, never make a grid: one `-` is not a grid; rows of nearly equal length
 * whose only marks are hyphens between letters (`x-ray`, `e-mail`) could be either.
 */
import { contentLines, lines } from '../errors.ts';

/** Content that starts like a slot file: a "W H" header or groups of "X Y LENGTH DIR" (`content`: contentLines). */
export function looksLikeSlots(content: readonly string[]): boolean {
  const first = content[0];
  if (!first) return false;
  return /^\d+\s+\d+$/.test(first) || /^\d+\s+\d+\s+\d+\s+[hvad]\b/i.test(first);
}

const GRID_ROW = /^[#*.\-_01\p{L}\p{M}]+$/u;
/** Marks that only a grid has: blocks, open cells, and a `-` that is not between two letters. */
const GRID_MARKS = /[#*._01]|(?<!\p{L})-|-(?!\p{L})/gu;

/** Rows of a would-be grid: lines without trailing spaces, trailing empty lines dropped. */
export function gridRows(text: string): string[] {
  // trimEnd, not /\s+$/: that regex is quadratic on a long run of spaces followed by text.
  const rows = lines(text).map((l) => l.trimEnd());
  while (rows.length > 0 && rows[rows.length - 1] === '') rows.pop();
  while (rows.length > 0 && rows[0] === '') rows.shift();
  return rows;
}

/**
 * Grid, word list, or either, by shape: rows of cells only (no spaces), two or more, of nearly
 * equal length (at least 80% as long as the longest; short rows are padded with blocks), with
 * block or open-cell marks in at least half the rows and a fifth of the cells.
 */
export function gridOrWords(text: string): 'grid' | 'dictionary' | 'either' {
  const raw = gridRows(text);
  // Test the rows as written first: a word list with spaces, digits or punctuation stops here.
  if (raw.length < 2 || !raw.every((r) => GRID_ROW.test(r))) return 'dictionary';
  const rows = raw.map((r) => r.normalize('NFC'));
  // Cells are code points. A loop, not Math.max(...lengths): a million rows would overflow the call stack.
  const widths = rows.map((r) => Array.from(r).length);
  let longest = 0;
  for (const w of widths) longest = Math.max(longest, w);
  const nearlyEqual = longest >= 2 && widths.filter((w) => w === longest).length >= 0.8 * rows.length;
  let marks = 0;
  let cells = 0;
  let rowsWithMarks = 0;
  let rowsWithHyphens = 0;
  rows.forEach((line, i) => {
    const m = line.match(GRID_MARKS)?.length ?? 0;
    marks += m;
    cells += widths[i]!;
    if (m > 0) rowsWithMarks++;
    if (line.includes('-')) rowsWithHyphens++;
  });
  const marked = rowsWithMarks * 2 >= rows.length && marks * 5 >= cells;
  if (marked && nearlyEqual) return 'grid';
  // Mostly marks but ragged rows, or equal rows with hyphens in half of them: a grid or words.
  if (marked || (nearlyEqual && rowsWithHyphens * 2 >= rows.length)) return 'either';
  return 'dictionary';
}

/** A slot file's board size from its `W H` header (8 x 8 without one), as written (it may be 400 digits long). */
export function slotHeader(text: string): [string, string] {
  const first = contentLines(text)[0] ?? '';
  const m = /^(\d+)\s+(\d+)$/.exec(first);
  return m ? [m[1]!, m[2]!] : ['8', '8'];
}
