/**
 * The rules editors ask of a crossword grid, checked from its blocks alone (the letters do not
 * matter): the word count (with the usual limits for the size, as guidance), the blocks, the grid
 * in one piece, no word shorter than 3 letters, every white cell in an Across and a Down word
 * ("checked"), the length histogram and the mean word length. Each rule comes with its state and
 * the cells it concerns, and says itself as a message key with parameters (the app words it).
 *
 * A word is a slot as the app derives it (`deriveSlots`: a run of two or more white cells), so a
 * 2-letter run is a word too short, and a white cell with no run of two across (or down) is
 * unchecked. From scratch in O(cells): a 15 × 15 grid takes microseconds, a 50 × 50 one well under
 * a millisecond, so an edit simply recomputes (`npm run bench gridchecks`).
 */
import { cellsOf, deriveSlots, type Direction } from '../layout.ts';

/** `ok` met; `info` nothing to meet (a count); `warning` guidance not met; `error` a rule broken. */
export type CheckState = 'ok' | 'info' | 'warning' | 'error';

export type GridRule = 'word-count' | 'block-count' | 'connected' | 'min-length' | 'checked' | 'lengths' | 'mean-length';

export interface GridCheck {
  rule: GridRule;
  state: CheckState;
  /** The cells the rule concerns, ascending: too short words, unchecked cells, the pieces cut off from the largest. */
  cells: number[];
  /** What to say: a message key (`gridChecks.<rule>.<state>`) and its parameters. */
  message: { key: string; params: Record<string, number> };
}

/** The editors' usual most words for a size (New York Times guidance for 15 × 15). */
export interface WordLimit {
  themed: number;
  themeless: number;
}

export const WORD_LIMITS: Readonly<Record<string, WordLimit>> = { '15x15': { themed: 78, themeless: 72 } };

/** The shortest word editors take. */
export const MIN_WORD_LENGTH = 3;

export interface ShortWord {
  row: number;
  col: number;
  direction: Direction;
  length: number;
  cells: number[];
}

export interface GridChecks {
  words: number;
  blocks: number;
  whiteCells: number;
  limit: WordLimit | null;
  /** The white cells in pieces joined across and down, largest first (ties: first cell first); each ascending. */
  pieces: number[][];
  /** Words shorter than `MIN_WORD_LENGTH`, in reading order. */
  short: ShortWord[];
  /** White cells not in both an Across and a Down word, ascending. */
  unchecked: number[];
  /** How many words of each length, shortest first (lengths that occur only). */
  lengths: { length: number; count: number }[];
  /** Mean word length (0 without words). */
  meanLength: number;
  /** One line per rule, in the panel's order. */
  rules: GridCheck[];
}

function message(rule: string, state: CheckState, params: Record<string, number>): GridCheck['message'] {
  return { key: `gridChecks.${rule}.${state}`, params };
}

/** The white cells in 4-connected pieces, largest first. */
function piecesOf(width: number, height: number, blocks: readonly boolean[]): number[][] {
  const seen = new Uint8Array(width * height);
  const pieces: number[][] = [];
  const stack: number[] = [];
  for (let start = 0; start < width * height; start++) {
    if (blocks[start] || seen[start]) continue;
    const piece: number[] = [];
    seen[start] = 1;
    stack.push(start);
    while (stack.length > 0) {
      const cell = stack.pop()!;
      piece.push(cell);
      const row = Math.floor(cell / width);
      const col = cell % width;
      const next = [col > 0 ? cell - 1 : -1, col < width - 1 ? cell + 1 : -1, row > 0 ? cell - width : -1, row < height - 1 ? cell + width : -1];
      for (const n of next) {
        if (n >= 0 && !blocks[n] && !seen[n]) {
          seen[n] = 1;
          stack.push(n);
        }
      }
    }
    pieces.push(piece.sort((a, b) => a - b));
  }
  return pieces.sort((a, b) => b.length - a.length || a[0]! - b[0]!);
}

/** The grid checks of a board's blocks (`blocks[row * width + col]`). */
export function gridChecks(width: number, height: number, blocks: readonly boolean[]): GridChecks {
  const specs = deriveSlots(width, height, blocks);
  const across = new Uint8Array(width * height);
  const down = new Uint8Array(width * height);
  const counts = new Map<number, number>();
  const short: ShortWord[] = [];
  let letters = 0;
  for (const spec of specs) {
    const cells = cellsOf(spec, width);
    for (const c of cells) (spec.direction === 'across' ? across : down)[c] = 1;
    counts.set(spec.length, (counts.get(spec.length) ?? 0) + 1);
    letters += spec.length;
    if (spec.length < MIN_WORD_LENGTH) short.push({ row: spec.row, col: spec.col, direction: spec.direction, length: spec.length, cells });
  }
  short.sort((a, b) => a.row * width + a.col - (b.row * width + b.col) || (a.direction === 'across' ? -1 : 1));
  let blockCount = 0;
  const unchecked: number[] = [];
  for (let cell = 0; cell < width * height; cell++) {
    if (blocks[cell]) blockCount++;
    else if (!across[cell] || !down[cell]) unchecked.push(cell);
  }
  const words = specs.length;
  const whiteCells = width * height - blockCount;
  const limit = WORD_LIMITS[`${width}x${height}`] ?? null;
  const pieces = piecesOf(width, height, blocks);
  const lengths = [...counts].sort((a, b) => a[0] - b[0]).map(([length, count]) => ({ length, count }));
  const meanLength = words === 0 ? 0 : letters / words;

  const rules: GridCheck[] = [];
  const wordState: CheckState = !limit ? 'info' : words <= limit.themeless ? 'ok' : words <= limit.themed ? 'info' : 'warning';
  rules.push({ rule: 'word-count', state: wordState, cells: [], message: message('words', wordState, limit ? { words, themed: limit.themed, themeless: limit.themeless } : { words }) });
  rules.push({ rule: 'block-count', state: 'info', cells: [], message: message('blocks', 'info', { blocks: blockCount, cells: width * height }) });
  const cut = pieces.slice(1).flat().sort((a, b) => a - b);
  const pieceState: CheckState = pieces.length <= 1 ? 'ok' : 'error';
  rules.push({ rule: 'connected', state: pieceState, cells: cut, message: message('connected', pieceState, { pieces: pieces.length, cells: cut.length }) });
  const shortCells = [...new Set(short.flatMap((s) => s.cells))].sort((a, b) => a - b);
  const shortState: CheckState = short.length === 0 ? 'ok' : 'error';
  rules.push({ rule: 'min-length', state: shortState, cells: shortCells, message: message('minLength', shortState, { words: short.length, min: MIN_WORD_LENGTH }) });
  const checkedState: CheckState = unchecked.length === 0 ? 'ok' : 'error';
  rules.push({ rule: 'checked', state: checkedState, cells: unchecked, message: message('checked', checkedState, { cells: unchecked.length }) });
  rules.push({ rule: 'lengths', state: 'info', cells: [], message: message('lengths', 'info', Object.fromEntries(lengths.map((l) => [String(l.length), l.count]))) });
  rules.push({ rule: 'mean-length', state: 'info', cells: [], message: message('meanLength', 'info', { mean: Math.round(meanLength * 100) / 100 }) });
  return { words, blocks: blockCount, whiteCells, limit, pieces, short, unchecked, lengths, meanLength, rules };
}
