/**
 * Writing crossword layouts back in their own file formats (docs/formats.md), so that
 * `parseGridFile(serializeGrid(x))` and `parseSlotFile(serializeSlots(x))[0]` give `x` again.
 */
import { layoutFromBoard, layoutRows, type CrosswordLayout } from './layout.ts';

const LETTER = /^\p{L}$/u;

/**
 * Whether a given letter reads back as itself from a grid file: one letter (one code point) that
 * is already lower case and NFC. Anything else (e.g. "i̇", the two code points that
 * "İ".toLowerCase() gives) would change the board's width.
 */
export function gridLetterRoundTrips(letter: string): boolean {
  return LETTER.test(letter) && letter.normalize('NFC') === letter && letter.toLowerCase() === letter;
}

/**
 * The board as a grid file: one line per row, `#` for a block, `.` for an open cell, the given
 * letter otherwise. A given that would not read back as one letter (see `gridLetterRoundTrips`)
 * is written as `.`: the board keeps its shape and loses only that letter.
 */
export function serializeGrid(layout: Pick<CrosswordLayout, 'width' | 'height' | 'blocks' | 'given'>): string {
  const given = layout.given.map((g) => (gridLetterRoundTrips(g) ? g : ''));
  return layoutRows({ ...layout, given, slots: [] }).join('\n') + '\n';
}

/**
 * The layout's slots as a slot file: a `WIDTH HEIGHT` header, then `X Y LENGTH h|v`, one slot
 * per line. Given letters are not part of the format (a slot file has none); blocks are the cells
 * no slot covers. A layout without slots has no slot file (the format needs one slot at least).
 */
export function serializeSlots(layout: Pick<CrosswordLayout, 'width' | 'height' | 'slots'>): string {
  if (layout.slots.length === 0) throw new RangeError('a slot file needs at least one slot');
  const lines = [`${layout.width} ${layout.height}`];
  for (const s of layout.slots) lines.push(`${s.col} ${s.row} ${s.length} ${s.direction === 'across' ? 'h' : 'v'}`);
  return lines.join('\n') + '\n';
}

/** Whether the layout's slots are the ones its blocks make (else it came from a slot file). */
export function slotsFromBlocks(layout: CrosswordLayout): boolean {
  const derived = layoutFromBoard(layout.width, layout.height, layout.blocks, layout.given).slots;
  return (
    derived.length === layout.slots.length &&
    derived.every((s, i) => {
      const t = layout.slots[i]!;
      return s.row === t.row && s.col === t.col && s.length === t.length && s.direction === t.direction;
    })
  );
}
