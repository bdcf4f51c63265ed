/**
 * Sudoku files (docs/formats.md): one puzzle per line (N*N symbols, `0` or `.` empty), or the grid form
 * of N lines of N symbols with optional spaces between them; `#` starts a comment line; counted.txt
 * lines add `:COUNT[:SOLUTION]`. N is 9, or 4, 6 and 16 (boxes 2x2, 2x3, 4x4; 16 x 16 writes 10-16
 * as A-G). A line of 16 symbols is a whole 4 x 4 puzzle, so 16 x 16 puzzles must be one line of
 * 256 symbols. Givens that repeat in a unit are not a parse error: the puzzle has no solution.
 */
import { describe, lines, ParseError } from '../errors.ts';
import { msg, type Message } from '../../text/index.ts';
import { BOX_SHAPES, SYMBOLS, type SudokuPuzzle } from './puzzle.ts';

interface Cell {
  ch: string;
  column: number;
}

/**
 * The cells of a line: its non-blank characters before any `:`, with their columns. Throws at the
 * first character that is not a symbol, quoting it whole (an emoji, not half of one), before
 * collecting the rest of a possibly huge line.
 */
function cellsOf(text: string, file: string, line: number): Cell[] {
  const out: Cell[] = [];
  let count = 0;
  let last = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (ch === ' ' || ch === '\t') continue;
    if (!SYMBOL_RE.test(ch)) {
      const whole = String.fromCodePoint(text.codePointAt(i)!);
      throw new ParseError(file, line, i + 1, msg('parse.sudoku.badCharacter', { text: JSON.stringify(whole) }));
    }
    // No puzzle has more than MAX_CELLS cells: past that only the count and the last column matter.
    if (++count <= MAX_CELLS) out.push({ ch, column: i + 1 });
    last = i + 1;
  }
  if (count > MAX_CELLS) throw lengthError(file, line, count, last, text, msg('parse.sudoku.expectedCells'));
  return out;
}

function decode(cells: Cell[], size: number, file: string, line: number, into: Uint8Array, at: number): void {
  for (let i = 0; i < cells.length; i++) {
    const { ch, column } = cells[i]!;
    if (ch === '0' || ch === '.') continue;
    const digit = SYMBOLS.indexOf(ch.toUpperCase()) + 1;
    if (digit === 0) throw new ParseError(file, line, column, msg('parse.sudoku.badSymbol', { text: JSON.stringify(ch), last: SYMBOLS[size - 1]! }));
    if (digit > size) throw new ParseError(file, line, column, msg('parse.sudoku.givenRange', { given: ch, size, last: SYMBOLS[size - 1]! }));
    into[at + i] = digit;
  }
}

const SYMBOL_RE = /^[0-9.A-Ga-g]$/;
const LINE_SIZES = [...BOX_SHAPES.keys()].sort((a, b) => a - b);
const MAX_CELLS = Math.max(...LINE_SIZES) ** 2;

function lengthError(file: string, line: number, count: number, lastColumn: number, text: string, expected: Message): ParseError {
  const column = count > 0 ? lastColumn + 1 : text.length + 1;
  return new ParseError(file, line, column, msg('parse.sudoku.wrongLength', { n: count, expected }));
}

/** Parse every puzzle of a Sudoku file. Throws ParseError naming file, line and column. */
export function parseSudokuFile(text: string, file: string): SudokuPuzzle[] {
  const puzzles: SudokuPuzzle[] = [];
  // The grid form being read: its size, first line, and cells so far.
  let grid: { size: number; line: number; cells: Uint8Array; rows: number } | null = null;
  const all = lines(text);
  all.forEach((raw, i) => {
    const line = i + 1;
    const trimmed = raw.trim();
    if (trimmed === '' || trimmed.startsWith('#')) return;
    const colon = raw.indexOf(':');
    const board = colon >= 0 ? raw.slice(0, colon) : raw;
    const cells = cellsOf(board, file, line);

    if (grid) {
      if (colon >= 0 || cells.length !== grid.size) {
        throw lengthError(file, line, cells.length, cells[cells.length - 1]?.column ?? 0, board, msg('parse.sudoku.expectedRow', { size: grid.size, row: grid.rows + 1, line: grid.line }));
      }
      decode(cells, grid.size, file, line, grid.cells, grid.rows * grid.size);
      grid.rows++;
      if (grid.rows === grid.size) {
        const shape = BOX_SHAPES.get(grid.size)!;
        puzzles.push({ size: grid.size, boxRows: shape[0], boxCols: shape[1], cells: grid.cells, line: grid.line });
        grid = null;
      }
      return;
    }

    const whole = LINE_SIZES.find((n) => n * n === cells.length);
    if (whole !== undefined) {
      const puzzleCells = new Uint8Array(whole * whole);
      decode(cells, whole, file, line, puzzleCells, 0);
      const shape = BOX_SHAPES.get(whole)!;
      let count: number | undefined;
      let solution: string | undefined;
      if (colon >= 0) [count, solution] = parseCounted(raw, colon, whole, file, line);
      puzzles.push({ size: whole, boxRows: shape[0], boxCols: shape[1], cells: puzzleCells, line, count, solution });
      return;
    }
    if (colon < 0 && LINE_SIZES.includes(cells.length) && cells.length !== 16) {
      const size = cells.length;
      grid = { size, line, cells: new Uint8Array(size * size), rows: 1 };
      decode(cells, size, file, line, grid.cells, 0);
      return;
    }
    throw lengthError(file, line, cells.length, cells[cells.length - 1]?.column ?? 0, board, msg('parse.sudoku.expectedCells'));
  });
  if (grid !== null) {
    const g = grid as { size: number; line: number; rows: number };
    throw new ParseError(file, all.length, 1, msg('parse.sudoku.shortPuzzle', { size: g.size, line: g.line, rows: g.rows }));
  }
  if (puzzles.length === 0) throw new ParseError(file, 1, 1, msg('parse.noPuzzle'));
  return puzzles;
}

/** `:COUNT[:SOLUTION]` after a puzzle (counted.txt). */
function parseCounted(raw: string, colon: number, size: number, file: string, line: number): [number, string | undefined] {
  const parts = raw.slice(colon + 1).split(':');
  const countText = parts[0]!.trim();
  if (!/^\d+$/.test(countText)) throw new ParseError(file, line, colon + 2, msg('parse.sudoku.badCount', { text: describe(countText) }));
  if (!Number.isSafeInteger(Number(countText))) {
    throw new ParseError(file, line, colon + 2, msg('parse.sudoku.countTooLarge', { text: describe(countText), max: Number.MAX_SAFE_INTEGER }));
  }
  if (parts.length === 1) return [Number(countText), undefined];
  const solutionColumn = colon + 2 + parts[0]!.length + 1;
  const solution = parts.slice(1).join(':').trim().toUpperCase();
  if (solution.length !== size * size) {
    throw new ParseError(file, line, solutionColumn, msg('parse.sudoku.solutionLength', { n: solution.length, expected: size * size }));
  }
  for (let i = 0; i < solution.length; i++) {
    const digit = SYMBOLS.indexOf(solution[i]!) + 1;
    if (digit < 1 || digit > size) throw new ParseError(file, line, solutionColumn + i, msg('parse.sudoku.solutionCharacter', { text: JSON.stringify(solution[i]) }));
  }
  return [Number(countText), solution];
}
