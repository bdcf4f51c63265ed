/**
 * The crossword's clue list in the app (issue 33): which slot's clue is selected, and the board
 * with another clue sheet. The clue model itself (lists, marks, clues following their slots) is
 * src/puzzles/crossword/publish/clues.ts; the board keeps the sheet (`CrosswordLayout.sheet`,
 * its title the board's `title`), so a reload, a share link and undo keep it with the board.
 */
import type { CrosswordLayout } from '../../../puzzles/crossword/index.ts';
import { keptSheet, slotsOf, type ClueSheet } from '../../../puzzles/crossword/publish/board.ts';
import { MAX_TITLE } from '../../../puzzles/crossword/xwordFormat.ts';

/**
 * The slot whose clue is selected: the picked one (`clueSlot`) while the selected cell is one of
 * its cells, else the slot of the selected cell (Across before Down); null on a block.
 */
export function selectedClueSlot(layout: Pick<CrosswordLayout, 'width' | 'height' | 'blocks'>, selected: number, clueSlot: string | null): string | null {
  const slots = slotsOf(layout).filter((s) => s.cells.includes(selected));
  return (slots.find((s) => s.name === clueSlot) ?? slots.find((s) => s.direction === 'across') ?? slots[0])?.name ?? null;
}

/** The board with `sheet` as its clue sheet and title (a title of no text: none). */
export function withSheet(layout: CrosswordLayout, sheet: ClueSheet): CrosswordLayout {
  const rest: { -readonly [K in keyof CrosswordLayout]: CrosswordLayout[K] } = { ...layout };
  delete rest.title;
  delete rest.sheet;
  const title = Array.from(sheet.title.replace(/[\r\n]+/g, ' ')).slice(0, MAX_TITLE).join('');
  const kept = keptSheet(sheet);
  return { ...rest, ...(title !== '' ? { title } : {}), ...(kept ? { sheet: kept } : {}) };
}
