/** What a well-formed value of each parser is: each function lists the problems of a value (none: []). */
import type { CrosswordLayout, Dictionary } from '../../src/puzzles/crossword/index.ts';
import type { FutoshikiPuzzle } from '../../src/puzzles/futoshiki/index.ts';
import type { SudokuPuzzle } from '../../src/puzzles/sudoku/index.ts';
import { textLines } from './outcome.ts';

/** A slot file's puzzles: boards of whole sizes, every slot inside, open exactly where slots are. */
export function slotLayoutsProblems(layouts: CrosswordLayout[]): string[] {
  const problems: string[] = [];
  if (layouts.length === 0) problems.push('no puzzle');
  layouts.forEach((layout, p) => {
    const { width, height, blocks, given, slots } = layout;
    const at = `puzzle ${p + 1}`;
    if (!Number.isSafeInteger(width) || !Number.isSafeInteger(height) || width < 1 || height < 1) problems.push(`${at}: board ${width} x ${height}`);
    if (blocks.length !== width * height || given.length !== width * height) problems.push(`${at}: ${blocks.length} cells for ${width} x ${height}`);
    if (given.some((g) => g !== '')) problems.push(`${at}: a slot file gives no letters`);
    if (slots.length === 0) problems.push(`${at}: no slots`);
    const open = new Set<number>();
    const owner = new Map<string, number>();
    slots.forEach((s, i) => {
      if (s.index !== i) problems.push(`${at}: slot ${i} has index ${s.index}`);
      if (!Number.isSafeInteger(s.length) || s.length < 2 || s.cells.length !== s.length) problems.push(`${at}: slot ${s.name} of length ${s.length}`);
      if (s.row < 0 || s.col < 0 || s.row >= height || s.col >= width) problems.push(`${at}: slot ${s.name} starts off the board`);
      s.cells.forEach((cell, k) => {
        const r = s.direction === 'down' ? s.row + k : s.row;
        const c = s.direction === 'across' ? s.col + k : s.col;
        if (r >= height || c >= width || cell !== r * width + c) problems.push(`${at}: slot ${s.name} cell ${k} is ${cell}, off the board or out of line`);
        if (blocks[cell] !== false) problems.push(`${at}: slot ${s.name} crosses a block`);
        const key = `${s.direction}:${cell}`;
        if (owner.has(key)) problems.push(`${at}: slots ${owner.get(key)} and ${i} overlap`);
        owner.set(key, i);
        open.add(cell);
      });
    });
    blocks.forEach((b, cell) => {
      if (!b && !open.has(cell)) problems.push(`${at}: open cell ${cell} in no slot`);
    });
  });
  return problems.slice(0, 5);
}

const GIVEN = /^\p{L}\p{M}*$/u;

/** A grid file's layout: the board's cells, given letters only on open cells, slots = maximal runs. */
export function gridLayoutProblems(layout: CrosswordLayout): string[] {
  const { width, height, blocks, given, slots } = layout;
  const problems: string[] = [];
  if (!Number.isSafeInteger(width) || !Number.isSafeInteger(height) || width < 1 || height < 1) problems.push(`board ${width} x ${height}`);
  if (blocks.length !== width * height || given.length !== width * height) problems.push(`${blocks.length} cells for ${width} x ${height}`);
  given.forEach((g, cell) => {
    if (g !== '' && (blocks[cell] || g !== g.toLowerCase() || !GIVEN.test(g))) problems.push(`cell ${cell} gives ${JSON.stringify(g)}`);
  });
  const open = (r: number, c: number) => r >= 0 && c >= 0 && r < height && c < width && blocks[r * width + c] === false;
  let runs = 0;
  for (let r = 0; r < height; r++) {
    for (let c = 0; c < width; c++) {
      if (open(r, c) && !open(r, c - 1) && open(r, c + 1)) runs++;
      if (open(r, c) && !open(r - 1, c) && open(r + 1, c)) runs++;
    }
  }
  if (slots.length !== runs) problems.push(`${slots.length} slots for ${runs} runs of open cells`);
  for (const s of slots) {
    const dr = s.direction === 'down' ? 1 : 0;
    const dc = 1 - dr;
    if (s.length < 2 || s.cells.length !== s.length) problems.push(`slot ${s.name} of length ${s.length}`);
    if (open(s.row - dr, s.col - dc) || open(s.row + dr * s.length, s.col + dc * s.length)) problems.push(`slot ${s.name} is not a maximal run`);
    s.cells.forEach((cell, k) => {
      if (!open(s.row + dr * k, s.col + dc * k) || cell !== (s.row + dr * k) * width + s.col + dc * k) problems.push(`slot ${s.name} cell ${k} is not open`);
    });
  }
  return problems.slice(0, 5);
}

const WORD = /^\p{L}+$/u;

/** A dictionary: distinct lower-case words of letters, finite weights of its words, counts. */
export function dictionaryProblems(d: Dictionary, text: string): string[] {
  const problems: string[] = [];
  if (d.words.length === 0) problems.push('no words');
  const seen = new Set<string>();
  for (const w of d.words) {
    if (!WORD.test(w) || w !== w.toLowerCase() || w !== w.normalize('NFC')) problems.push(`word ${JSON.stringify(w.slice(0, 40))}`);
    if (seen.has(w)) problems.push(`word ${JSON.stringify(w.slice(0, 40))} twice`);
    seen.add(w);
  }
  for (const [w, weight] of d.weights ?? []) {
    if (!seen.has(w) || !Number.isFinite(weight)) problems.push(`weight ${weight} of ${JSON.stringify(w.slice(0, 40))}`);
  }
  const lines = textLines(text).length;
  if (!Number.isSafeInteger(d.skipped) || d.skipped < 0 || d.skipped > lines) problems.push(`${d.skipped} lines skipped of ${lines}`);
  if (!Number.isSafeInteger(d.duplicates) || d.duplicates < 0 || d.duplicates > lines) problems.push(`${d.duplicates} duplicates of ${lines} lines`);
  if (d.skippedExamples.length > Math.min(5, d.skipped)) problems.push(`${d.skippedExamples.length} examples of ${d.skipped} skipped lines`);
  for (const e of d.skippedExamples) if (e.line < 1 || e.line > lines) problems.push(`skipped line ${e.line} of ${lines}`);
  return problems.slice(0, 5);
}

const SUDOKU_BOXES = new Map([[4, [2, 2]], [6, [2, 3]], [9, [3, 3]], [16, [4, 4]]]);
const SYMBOLS = '123456789ABCDEFG';

/** Sudoku puzzles: a known size and box shape, givens 0..N, a whole count, a solution of 1..N. */
export function sudokuProblems(puzzles: SudokuPuzzle[], text: string): string[] {
  const problems: string[] = [];
  const lines = textLines(text).length;
  if (puzzles.length === 0) problems.push('no puzzle');
  puzzles.forEach((p, i) => {
    const at = `puzzle ${i + 1}`;
    const box = SUDOKU_BOXES.get(p.size);
    if (!box || box[0] !== p.boxRows || box[1] !== p.boxCols) problems.push(`${at}: size ${p.size} with ${p.boxRows} x ${p.boxCols} boxes`);
    if (p.cells.length !== p.size * p.size || p.cells.some((v) => v > p.size)) problems.push(`${at}: cells ${Array.from(p.cells).join('')}`);
    if (p.line < 1 || p.line > lines) problems.push(`${at}: line ${p.line} of ${lines}`);
    if (p.count !== undefined && (!Number.isSafeInteger(p.count) || p.count < 0)) problems.push(`${at}: count ${p.count}`);
    if (p.solution !== undefined) {
      const digits = Array.from(p.solution, (ch) => SYMBOLS.indexOf(ch) + 1);
      if (digits.length !== p.size * p.size || digits.some((d) => d < 1 || d > p.size)) problems.push(`${at}: solution ${p.solution.slice(0, 300)}`);
    }
  });
  return problems.slice(0, 5);
}

/** A Futoshiki: N in the allowed range, givens 0..N, inequalities between adjacent cells. */
export function futoshikiProblems(p: FutoshikiPuzzle, minSize = 4, maxSize = 9): string[] {
  const problems: string[] = [];
  if (!Number.isSafeInteger(p.size) || p.size < minSize || p.size > maxSize) problems.push(`size ${p.size}`);
  if (p.cells.length !== p.size * p.size || p.cells.some((v) => v > p.size)) problems.push(`cells ${Array.from(p.cells).join(' ')}`);
  for (const { r1, c1, r2, c2 } of p.inequalities) {
    const inside = [r1, c1, r2, c2].every((x) => Number.isSafeInteger(x) && x >= 0 && x < p.size);
    if (!inside || Math.abs(r1 - r2) + Math.abs(c1 - c2) !== 1) problems.push(`inequality ${r1} ${c1} ${r2} ${c2}`);
  }
  return problems.slice(0, 5);
}
