/**
 * The clue model of a crossword: its clues keyed by slot name ("1-Across"), its title, author,
 * copyright and notes (`ClueSheet`), and the Across and Down lists of a grid's slots, each with its
 * number, its answer (or its pattern while unfilled), its enumeration and its clue (`clueLists`).
 *
 * When the blocks or the fill change, `carryClues` keeps each clue with its slot (found by where the
 * slot starts, or else by the cells it shares; the numbers may change, the clue follows its slot) and
 * marks the clues whose answer changed, so that the maker looks at them again. A clue whose slot is
 * gone is handed back (`dropped`), never silently lost.
 */
import { deriveSlots, numberSlots, type CrosswordLayout, type CrosswordSheet, type Direction, type Slot } from '../layout.ts';

/** The clue sheet: what a board keeps (`CrosswordSheet`: clues, author, copyright, notes) and its title. */
export interface ClueSheet extends CrosswordSheet {
  readonly title: string;
}

export const EMPTY_SHEET: ClueSheet = { title: '', author: '', copyright: '', notes: '', clues: {}, changed: [] };

/** A board's clue sheet (its title is the board's). */
export function boardSheet(layout: Pick<CrosswordLayout, 'title' | 'sheet'>): ClueSheet {
  return { ...EMPTY_SHEET, ...layout.sheet, title: layout.title ?? '' };
}

/** What the board keeps of a sheet: null when it holds nothing (no clue, no author, copyright or notes, no opened file). */
export function keptSheet(sheet: ClueSheet): CrosswordSheet | null {
  const { author, copyright, notes, clues, changed, answers, opened } = sheet;
  const empty = author === '' && copyright === '' && notes === '' && Object.keys(clues).length === 0 && changed.length === 0 && !opened;
  return empty ? null : { author, copyright, notes, clues, changed, ...(answers && Object.keys(answers).length > 0 ? { answers } : {}), ...(opened ? { opened } : {}) };
}

/**
 * Whether two answers of a slot disagree: other lengths, or a cell where both have a letter and
 * the letters differ (a letter added to an empty cell is no change of answer).
 */
export function answersDiffer(a: string, b: string): boolean {
  const x = Array.from(a);
  const y = Array.from(b);
  return x.length !== y.length || x.some((ch, i) => ch !== PATTERN_BLANK && y[i] !== PATTERN_BLANK && ch !== y[i]);
}

/** A grid as the clues see it: its blocks and, per cell, its letters ('' none yet; several for a rebus square). */
export interface ClueGrid {
  readonly width: number;
  readonly height: number;
  readonly blocks: readonly boolean[];
  readonly fill: readonly string[];
}

export interface ClueEntry {
  /** "1-Across". */
  slot: string;
  number: number;
  direction: Direction;
  cells: readonly number[];
  /** The letters, upper case, with `PATTERN_BLANK` for a cell without one. */
  answer: string;
  /** Every cell has its letters. */
  filled: boolean;
  /** The answer's length in letters, as printed after a clue: "(5)". */
  enumeration: string;
  /** '' when the slot has no clue yet. */
  clue: string;
  /** The answer changed since the clue was written. */
  changed: boolean;
}

/** What stands for a cell without a letter in an answer's pattern. */
export const PATTERN_BLANK = '.';

/** A grid's slots as a crossword numbers them (runs of two or more white cells; Across before Down at a number). */
export function slotsOf(grid: Pick<ClueGrid, 'width' | 'height' | 'blocks'>): Slot[] {
  return numberSlots(deriveSlots(grid.width, grid.height, grid.blocks), grid.width);
}

/** A slot's answer: its cells' letters upper case, `PATTERN_BLANK` for an empty cell. */
export function answerOf(slot: Pick<Slot, 'cells'>, fill: readonly string[]): string {
  return slot.cells.map((c) => (fill[c] ? fill[c]!.toUpperCase() : PATTERN_BLANK)).join('');
}

/** The Across and Down lists of a grid's slots with their clues. */
export function clueLists(grid: ClueGrid, sheet: ClueSheet): { across: ClueEntry[]; down: ClueEntry[] } {
  const changed = new Set(sheet.changed);
  const across: ClueEntry[] = [];
  const down: ClueEntry[] = [];
  for (const slot of slotsOf(grid)) {
    const filled = slot.cells.every((c) => grid.fill[c]);
    const letters = filled ? slot.cells.reduce((n, c) => n + Array.from(grid.fill[c]!).length, 0) : slot.length;
    const entry: ClueEntry = {
      slot: slot.name,
      number: slot.number,
      direction: slot.direction,
      cells: slot.cells,
      answer: answerOf(slot, grid.fill),
      filled,
      enumeration: `(${letters})`,
      clue: sheet.clues[slot.name] ?? '',
      changed: changed.has(slot.name) || (sheet.answers?.[slot.name] !== undefined && answersDiffer(sheet.answers[slot.name]!, answerOf(slot, grid.fill))),
    };
    (slot.direction === 'across' ? across : down).push(entry);
  }
  return { across, down };
}

/**
 * The sheet with the clue of `slot` set (an empty text removes it); a clue written anew is no
 * longer marked. `answer` (as `answerOf` gives it) is the answer the clue is written for: a later
 * fill that disagrees with it marks the clue.
 */
export function setClue(sheet: ClueSheet, slot: string, text: string, answer?: string): ClueSheet {
  const clues: Record<string, string> = { ...sheet.clues };
  const answers: Record<string, string> = { ...sheet.answers };
  if (text === '') delete clues[slot];
  else clues[slot] = text;
  if (text === '' || answer === undefined) delete answers[slot];
  else answers[slot] = answer;
  return withAnswers({ ...sheet, clues, changed: sheet.changed.filter((s) => s !== slot) }, answers);
}

/** The sheet with these written answers (none: no `answers` field). */
function withAnswers(sheet: ClueSheet, answers: Record<string, string>): ClueSheet {
  const rest: { -readonly [K in keyof ClueSheet]: ClueSheet[K] } = { ...sheet };
  delete rest.answers;
  return Object.keys(answers).length > 0 ? { ...rest, answers } : rest;
}

/** The slots of a grid that have no clue, in slot order. */
export function missingClues(grid: Pick<ClueGrid, 'width' | 'height' | 'blocks'>, sheet: ClueSheet): string[] {
  return slotsOf(grid)
    .filter((s) => (sheet.clues[s.name] ?? '').trim() === '')
    .map((s) => s.name);
}

export interface CarriedClues {
  sheet: ClueSheet;
  /** Clues whose slot is gone (its cells became blocks or joined another slot's). */
  dropped: { slot: string; clue: string }[];
}

/**
 * Keep each clue with its slot across an edit of the blocks or the fill. A slot is the same slot
 * when it starts on the same cell in the same direction; otherwise the new slot in that direction
 * sharing the most of its cells (a block added or removed at its ends). Clues whose answer changed
 * (other letters, other cells) are marked; the marks already there follow their slots.
 */
export function carryClues(sheet: ClueSheet, before: ClueGrid, after: ClueGrid): CarriedClues {
  const old = slotsOf(before);
  const now = slotsOf(after);
  const startOf = (s: Slot) => `${s.direction}:${s.row * after.width + s.col}`;
  const sameWidth = before.width === after.width && before.height === after.height;
  const byStart = new Map(now.map((s) => [startOf(s), s]));
  const taken = new Set<number>();
  const match = new Map<Slot, Slot>();
  const clued = old.filter((s) => sheet.clues[s.name] !== undefined || sheet.changed.includes(s.name));
  if (sameWidth) {
    for (const s of clued) {
      const to = byStart.get(startOf(s));
      if (to && !taken.has(to.index)) {
        match.set(s, to);
        taken.add(to.index);
      }
    }
    // Those left: the unclaimed slot of the same direction sharing the most cells.
    const cellSlot = new Map<string, Slot>();
    for (const s of now) for (const c of s.cells) cellSlot.set(`${s.direction}:${c}`, s);
    for (const s of clued) {
      if (match.has(s)) continue;
      const shared = new Map<Slot, number>();
      for (const c of s.cells) {
        const to = cellSlot.get(`${s.direction}:${c}`);
        if (to && !taken.has(to.index)) shared.set(to, (shared.get(to) ?? 0) + 1);
      }
      let best: Slot | null = null;
      for (const [to, n] of shared) if (!best || n > shared.get(best)! || (n === shared.get(best)! && to.index < best.index)) best = to;
      if (best) {
        match.set(s, best);
        taken.add(best.index);
      }
    }
  }
  const clues: Record<string, string> = {};
  const answers: Record<string, string> = {};
  const changed = new Set<string>();
  const dropped: { slot: string; clue: string }[] = [];
  for (const s of clued) {
    const to = match.get(s);
    const clue = sheet.clues[s.name];
    if (!to) {
      if (clue !== undefined) dropped.push({ slot: s.name, clue });
      continue;
    }
    if (clue !== undefined) clues[to.name] = clue;
    const written = sheet.answers?.[s.name];
    if (written !== undefined && clue !== undefined) answers[to.name] = written;
    const sameCells = to.cells.length === s.cells.length && to.cells.every((c, i) => c === s.cells[i]);
    if (sheet.changed.includes(s.name) || !sameCells || answersDiffer(answerOf(s, before.fill), answerOf(to, after.fill))) changed.add(to.name);
  }
  return { sheet: withAnswers({ ...sheet, clues, changed: now.filter((s) => changed.has(s.name)).map((s) => s.name) }, answers), dropped };
}
