/**
 * Block symmetry of a crossword grid: which cells are a cell's partners under a symmetry (so that
 * placing or removing a block places or removes theirs too), and which symmetries a grid keeps.
 *
 * - `rotational`: 180° about the centre, (r, c) ↔ (H-1-r, W-1-c), the American convention;
 * - `mirror-left-right`: reflected in the vertical axis, (r, c) ↔ (r, W-1-c);
 * - `mirror-top-bottom`: reflected in the horizontal axis, (r, c) ↔ (H-1-r, c);
 * - `none`: a cell is its own only partner.
 *
 * Cells are indices `row * width + col`, as in `CrosswordLayout`.
 */
export type Symmetry = 'rotational' | 'mirror-left-right' | 'mirror-top-bottom' | 'none';

/** Every symmetry, the default for new grids first. */
export const SYMMETRIES: readonly Symmetry[] = ['rotational', 'mirror-left-right', 'mirror-top-bottom', 'none'];

/** The cell a symmetry maps `cell` to (itself for `none`, and for a cell on the axis or at the centre). */
export function mirrorCell(cell: number, width: number, height: number, symmetry: Symmetry): number {
  const row = Math.floor(cell / width);
  const col = cell % width;
  switch (symmetry) {
    case 'rotational':
      return (height - 1 - row) * width + (width - 1 - col);
    case 'mirror-left-right':
      return row * width + (width - 1 - col);
    case 'mirror-top-bottom':
      return (height - 1 - row) * width + col;
    case 'none':
      return cell;
  }
}

/** The cells that change with `cell` under a symmetry, `cell` first (one cell, or two). */
export function symmetricCells(cell: number, width: number, height: number, symmetry: Symmetry): number[] {
  const other = mirrorCell(cell, width, height, symmetry);
  return other === cell ? [cell] : [cell, other];
}

/** Whether a grid's blocks keep a symmetry (every grid keeps `none`). */
export function keepsSymmetry(width: number, height: number, blocks: readonly boolean[], symmetry: Symmetry): boolean {
  for (let cell = 0; cell < width * height; cell++) {
    if (blocks[cell] !== blocks[mirrorCell(cell, width, height, symmetry)]) return false;
  }
  return true;
}

/** The symmetries a grid's blocks keep, in `SYMMETRIES` order (`none` always last). */
export function symmetriesOf(width: number, height: number, blocks: readonly boolean[]): Symmetry[] {
  return SYMMETRIES.filter((s) => keepsSymmetry(width, height, blocks, s));
}

/**
 * The symmetry a loaded grid is drawn with from then on: the first it keeps in `SYMMETRIES` order
 * (rotational when it keeps several), `none` when it keeps none, so that its blocks stay as they are.
 */
export function detectSymmetry(width: number, height: number, blocks: readonly boolean[]): Symmetry {
  return symmetriesOf(width, height, blocks)[0] ?? 'none';
}

/**
 * The cells whose block changes when `cell` is set to `blocked` under a symmetry: the cell and its
 * partner, leaving out those that already are so. Empty when nothing changes.
 */
export function blockEdit(width: number, height: number, blocks: readonly boolean[], cell: number, blocked: boolean, symmetry: Symmetry): number[] {
  return symmetricCells(cell, width, height, symmetry).filter((c) => blocks[c] !== blocked);
}
