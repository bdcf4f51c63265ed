/**
 * A puzzle ready to be written for publication: the grid (blocks, the solution in each white
 * cell, circled cells) and its clue sheet. The writers (puz.ts, ipuz.ts, xd.ts) take one; a file
 * opened for publishing (opened.ts) gives one back, with what its format keeps beyond it.
 */
import type { CrosswordLayout } from '../layout.ts';
import type { ClueSheet } from './clues.ts';
import type { JsonObject } from './ipuz.ts';
import type { PuzFile } from './puz.ts';

export interface Publication {
  readonly width: number;
  readonly height: number;
  readonly blocks: readonly boolean[];
  /** Per cell: the solution as printed, upper case ('' not known yet; several letters for a rebus square). */
  readonly solution: readonly string[];
  /** Per cell: circled; absent when no cell is. */
  readonly circles?: readonly boolean[] | undefined;
  readonly sheet: ClueSheet;
  /**
   * The file the puzzle was opened from (`withOpened`, opened.ts): its writer in that format keeps
   * from it what the publication does not say (`writePuz`'s and `writeIpuz`'s `base`).
   */
  readonly base?: { readonly puz?: PuzFile; readonly ipuz?: JsonObject } | undefined;
}

/**
 * A board and its fill as a publication: the fill's letters where there are some (a solver's fill,
 * one word per slot), else the board's given letters.
 */
export function publicationOf(layout: Pick<CrosswordLayout, 'width' | 'height' | 'blocks' | 'given' | 'circles'>, sheet: ClueSheet, fill?: readonly string[]): Publication {
  const solution = layout.blocks.map((b, i) => (b ? '' : (fill?.[i] || layout.given[i] || '').toUpperCase()));
  return {
    width: layout.width,
    height: layout.height,
    blocks: layout.blocks,
    solution,
    ...(layout.circles?.some(Boolean) ? { circles: layout.circles } : {}),
    sheet,
  };
}

/** Per cell, the fill of a solved board's rows (`#` a block, one letter a cell), lower case as the board keeps it. */
export function fillOfRows(rows: readonly string[], width: number): string[] {
  const fill: string[] = [];
  for (const row of rows) {
    const cells = Array.from(row);
    for (let c = 0; c < width; c++) {
      const ch = cells[c] ?? '#';
      fill.push(ch === '#' || ch === '.' ? '' : ch.toLowerCase());
    }
  }
  return fill;
}
