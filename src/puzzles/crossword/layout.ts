/**
 * A crossword layout: the board (blocks, open cells, given letters) and its slots. Slots either
 * come from a slot file or are derived from the board as maximal runs of two or more open cells.
 */
import { msg, type Message } from '../../text/index.ts';

export type Direction = 'across' | 'down';

/**
 * The widest and tallest board a file may describe (slot or grid file): far above any real
 * crossword, and small enough that a hostile file cannot make the board exhaust memory.
 */
export const MAX_BOARD_SIDE = 1000;

export interface Slot {
  /** Index of the slot in `layout.slots`; also its variable in the CSP. */
  readonly index: number;
  /** Crossword number of its first cell (1, 2, ...). */
  readonly number: number;
  readonly direction: Direction;
  readonly row: number;
  readonly col: number;
  readonly length: number;
  /** Cell indices (row * width + col) from first to last letter. */
  readonly cells: readonly number[];
  /** "1-Across" (files, the CLI; people read `slotLabel`). */
  readonly name: string;
}

/** A slot as people read it: "1-Across" in English, "横 1" in Chinese. */
export function slotLabel(slot: Pick<Slot, 'number' | 'direction'>): Message {
  return msg(slot.direction === 'across' ? 'names.across' : 'names.down', { n: slot.number });
}

export interface CrosswordLayout {
  readonly width: number;
  readonly height: number;
  /** Per cell (row * width + col): true for a block. */
  readonly blocks: readonly boolean[];
  /** Per cell: the given letter (lower case) or '' for none. */
  readonly given: readonly string[];
  readonly slots: readonly Slot[];
  /** The title of the crossword file it came from (.puz, .ipuz, .jpz), shown above the board. */
  readonly title?: string;
  /** Per cell: circled in the crossword file it came from; absent when no cell is. */
  readonly circles?: readonly boolean[];
  /** The maker's own word choices for this puzzle (normalised entries): never use these, try these first. Absent when empty. */
  readonly ban?: readonly string[];
  readonly prefer?: readonly string[];
  /** Per cell: locked by the constructor (its letter is kept by every fill); absent when no cell is. */
  readonly locked?: readonly boolean[];
  /**
   * Words already in the grid outside `slots` (a region fill's kept slots, lower case): no slot
   * takes one of them unless words may be reused. Absent when there are none.
   */
  readonly used?: readonly string[];
  /**
   * The maker's clues, author, copyright and notes (publish/clues.ts `ClueSheet`, whose title is
   * the board's `title`); absent while there are none.
   */
  readonly sheet?: CrosswordSheet;
}

/** A crossword file kept with its board: a `.puz` file's bytes as a Latin-1 string (one character a byte), an `.ipuz` file's JSON. */
export interface OpenedFile {
  readonly format: 'puz' | 'ipuz';
  readonly file: string;
}

/** What a crossword board keeps for publication beside its title (publish/clues.ts reads and changes it). */
export interface CrosswordSheet {
  readonly author: string;
  readonly copyright: string;
  readonly notes: string;
  /** Clue text by slot name ("1-Across"); a slot without a clue has no entry. */
  readonly clues: Readonly<Record<string, string>>;
  /** Slots whose answer changed since their clue was written, by slot name, in slot order. */
  readonly changed: readonly string[];
  /**
   * The answer each clue was written for (`PATTERN_BLANK` for a cell without a letter then), by
   * slot name: a fill whose letters differ marks the clue. Absent for clues read from a file.
   */
  readonly answers?: Readonly<Record<string, string>>;
  /**
   * The `.puz` or `.ipuz` file the board was opened from (publish/opened.ts), so that writing it
   * again in its format keeps what the board does not hold: a rebus square's text, a locked
   * solution, the solver's fill, the sections and fields we do not edit. Absent for other boards.
   */
  readonly opened?: OpenedFile;
}

export interface SlotSpec {
  row: number;
  col: number;
  length: number;
  direction: Direction;
}

export function cellsOf(spec: SlotSpec, width: number): number[] {
  const cells: number[] = [];
  for (let i = 0; i < spec.length; i++) {
    const r = spec.direction === 'down' ? spec.row + i : spec.row;
    const c = spec.direction === 'across' ? spec.col + i : spec.col;
    cells.push(r * width + c);
  }
  return cells;
}

/**
 * Number slots as a crossword does: cells that start a slot get 1, 2, ... in reading order; slots
 * are listed in that order, Across before Down at the same number.
 */
export function numberSlots(specs: readonly SlotSpec[], width: number): Slot[] {
  const starts = new Set(specs.map((s) => s.row * width + s.col));
  const numbers = new Map<number, number>();
  [...starts].sort((a, b) => a - b).forEach((cell, i) => numbers.set(cell, i + 1));
  const sorted = [...specs].sort(
    (a, b) => a.row * width + a.col - (b.row * width + b.col) || (a.direction === 'across' ? -1 : 1),
  );
  return sorted.map((s, index) => {
    const number = numbers.get(s.row * width + s.col)!;
    return {
      index,
      number,
      direction: s.direction,
      row: s.row,
      col: s.col,
      length: s.length,
      cells: cellsOf(s, width),
      name: `${number}-${s.direction === 'across' ? 'Across' : 'Down'}`,
    };
  });
}

/** Maximal horizontal and vertical runs of two or more open cells. */
export function deriveSlots(width: number, height: number, blocks: readonly boolean[]): SlotSpec[] {
  const specs: SlotSpec[] = [];
  const open = (r: number, c: number) => r >= 0 && r < height && c >= 0 && c < width && !blocks[r * width + c];
  for (let r = 0; r < height; r++) {
    for (let c = 0; c < width; c++) {
      if (!open(r, c)) continue;
      if (!open(r, c - 1)) {
        let len = 0;
        while (open(r, c + len)) len++;
        if (len >= 2) specs.push({ row: r, col: c, length: len, direction: 'across' });
      }
      if (!open(r - 1, c)) {
        let len = 0;
        while (open(r + len, c)) len++;
        if (len >= 2) specs.push({ row: r, col: c, length: len, direction: 'down' });
      }
    }
  }
  return specs;
}

/** A layout from a drawn board: slots are derived from the blocks. */
export function layoutFromBoard(width: number, height: number, blocks: readonly boolean[], given: readonly string[]): CrosswordLayout {
  return { width, height, blocks, given, slots: numberSlots(deriveSlots(width, height, blocks), width) };
}

/** Rows as text: `#` for blocks, the given letter, or `.` for an open cell. */
export function layoutRows(layout: CrosswordLayout): string[] {
  const rows: string[] = [];
  for (let r = 0; r < layout.height; r++) {
    let row = '';
    for (let c = 0; c < layout.width; c++) {
      const i = r * layout.width + c;
      row += layout.blocks[i] ? '#' : layout.given[i] || '.';
    }
    rows.push(row);
  }
  return rows;
}
