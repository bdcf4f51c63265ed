/**
 * The constructor's tools around a fill (issue 23): a rectangular region of the board, the slots it
 * touches, the cells a lock applies to, and the board a region fill solves. Pure.
 */
import type { CrosswordLayout, Slot } from '../../../puzzles/crossword/index.ts';
import { boardView } from './view.ts';
import { showsRun, eventAt } from '../view.ts';
import type { StepEvent, Words } from '../view.ts';
import type { TraceCursor } from '../../../trace/index.ts';
import type { Trace } from '../../../trace/index.ts';

/** A rectangle of cells, rows `top..bottom` and columns `left..right` (inclusive, 0-based). */
export interface Region {
  top: number;
  left: number;
  bottom: number;
  right: number;
}

/** The rectangle with cells `a` and `b` (row * width + col) at two opposite corners. */
export function regionOf(width: number, a: number, b: number): Region {
  const ra = Math.floor(a / width);
  const rb = Math.floor(b / width);
  const ca = a % width;
  const cb = b % width;
  return { top: Math.min(ra, rb), bottom: Math.max(ra, rb), left: Math.min(ca, cb), right: Math.max(ca, cb) };
}

export function inRegion(region: Region, width: number, cell: number): boolean {
  const r = Math.floor(cell / width);
  const c = cell % width;
  return r >= region.top && r <= region.bottom && c >= region.left && c <= region.right;
}

/** The open cells of a region. */
export function regionCells(layout: CrosswordLayout, region: Region): number[] {
  const out: number[] = [];
  for (let r = region.top; r <= Math.min(region.bottom, layout.height - 1); r++) {
    for (let c = region.left; c <= Math.min(region.right, layout.width - 1); c++) {
      const cell = r * layout.width + c;
      if (!layout.blocks[cell]) out.push(cell);
    }
  }
  return out;
}

/** The slots (indices into `layout.slots`) with at least one cell in the region: the ones a region fill solves. */
export function slotsInRegion(layout: CrosswordLayout, region: Region): number[] {
  return layout.slots.filter((slot) => slot.cells.some((cell) => inRegion(region, layout.width, cell))).map((slot) => slot.index);
}

/** The slot through a cell: its Across slot, else its Down slot, else none. */
export function slotAt(layout: CrosswordLayout, cell: number): Slot | null {
  const through = layout.slots.filter((slot) => slot.cells.includes(cell));
  return through.find((slot) => slot.direction === 'across') ?? through[0] ?? null;
}

/** The cells a lock toggle applies to: the region's open cells, else the slot through the selected cell. */
export function lockCells(layout: CrosswordLayout, selected: number, region: Region | null): number[] {
  if (region) return regionCells(layout, region);
  if (layout.blocks[selected]) return [];
  return [...(slotAt(layout, selected)?.cells ?? [selected])];
}

/** What a board shows (per cell): the typed letters, and a crossword run's words at the cursor when it is of this board. */
export function shownLetters(
  s: { trace: Trace | null; cursorView: TraceCursor | null; runBoard: { puzzle: unknown } | null; cursor: number; words: Words | null },
  layout: CrosswordLayout,
): string[] {
  if (!showsRun(s, layout)) return boardView(layout, null, null, null).letters;
  s.cursorView!.seek(s.cursor);
  const event: StepEvent | null = s.cursorView!.position === s.cursor ? eventAt(s.trace!, s.cursor) : null;
  return boardView(layout, s.words, s.cursorView!.values, event).letters;
}

/**
 * The board a region fill solves: only the slots the region touches (with their numbers and names
 * as on the whole board), every letter shown outside the region given, and inside it only the
 * locked letters. Null when the region touches no slot.
 */
export function regionBoard(layout: CrosswordLayout, letters: readonly string[], region: Region): CrosswordLayout | null {
  const chosen = slotsInRegion(layout, region);
  if (chosen.length === 0) return null;
  const given = layout.blocks.map((blocked, cell) => {
    if (blocked) return '';
    if (inRegion(region, layout.width, cell) && layout.locked?.[cell] !== true) return '';
    return (letters[cell] ?? '').toLowerCase();
  });
  const slots = chosen.map((s, index) => ({ ...layout.slots[s]!, index }));
  // The words of the kept slots (every cell with a letter): a crossword has no word twice, so the
  // region's slots may not take them (the model and the checker read `used`).
  const inside = new Set(chosen);
  const used = layout.slots
    .filter((slot) => !inside.has(slot.index))
    .map((slot) => slot.cells.map((cell) => (letters[cell] ?? '').toLowerCase()))
    .filter((word) => word.every((l) => l !== ''))
    .map((word) => word.join(''));
  return { ...layout, given, slots, ...(used.length > 0 ? { used } : {}) };
}
