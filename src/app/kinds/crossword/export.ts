/**
 * The crossword's exports (docs/export.md): the board as an SVG picture and as text (its file is
 * the descriptor's `write`: a grid file, or a slot file when its slots are a loaded slot file's,
 * not the ones the board's blocks make). Pure.
 */
import { layoutRows, type CrosswordLayout } from '../../../puzzles/crossword/index.ts';
import { slotsFromBlocks } from '../../../puzzles/crossword/serialize.ts';
import { i18n } from '../../i18n/index.ts';
import type { ShownStep } from '../kind.ts';
import { CELL, cellText, COLOURS, MARGIN, num, svgDocument } from '../svg.ts';
import { boardView } from './view.ts';

/** The letter in each cell at the step ('' when empty or a block): the givens, then the words placed. */
function lettersAt(layout: CrosswordLayout, step: ShownStep | null): string[] {
  return boardView(layout, step?.words ?? null, step?.values ?? null, null).letters;
}

export { slotsFromBlocks };

export function crosswordSvg(layout: CrosswordLayout, step: ShownStep | null): string {
  const { width, height } = layout;
  const letters = lettersAt(layout, step);
  const numbers = new Map<number, number>();
  for (const slot of layout.slots) numbers.set(slot.row * width + slot.col, slot.number);
  const body: string[] = [
    `<rect x="${MARGIN - 2}" y="${MARGIN - 2}" width="${width * CELL + 3}" height="${height * CELL + 3}" fill="${COLOURS.frame}"/>`,
  ];
  for (let cell = 0; cell < width * height; cell++) {
    if (layout.blocks[cell]) continue;
    const x = MARGIN + (cell % width) * CELL;
    const y = MARGIN + Math.floor(cell / width) * CELL;
    const given = (layout.given[cell] ?? '') !== '';
    body.push(`<rect data-cell="${cell}" x="${x + 0.5}" y="${y + 0.5}" width="${CELL - 1}" height="${CELL - 1}" fill="${given ? COLOURS.givenCell : COLOURS.cell}"/>`);
    const n = numbers.get(cell);
    if (n !== undefined) body.push(`<text class="slot-number" x="${num(x + 3)}" y="${num(y + 3)}" font-size="11" font-weight="500" fill="${COLOURS.small}" dominant-baseline="hanging">${n}</text>`);
    const letter = letters[cell] ?? '';
    if (letter !== '') body.push(cellText(x, y, letter.toUpperCase(), given, cell));
  }
  return svgDocument(width * CELL + 2 * MARGIN, height * CELL + 2 * MARGIN, `${i18n.t('catalog.kind.crossword')} ${width} × ${height}`, body);
}

/** One row per line: `#` a block, `.` an empty cell, the letter (lower case, as in a grid file) otherwise. */
export function crosswordText(layout: CrosswordLayout, step: ShownStep | null): string {
  return layoutRows({ ...layout, given: lettersAt(layout, step) }).join('\n') + '\n';
}
