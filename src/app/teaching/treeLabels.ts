/**
 * Which of the search tree's node labels ("12-Down = NO", "wa = red") have room to be read, and
 * where: pure geometry in screen pixels, no DOM. The view measures the labels' widths and passes
 * the boxes of what it draws (glyphs, objective marks, group counts); a label goes beside its node,
 * to the right or else to the left, only where it overlaps nothing drawn, no label placed before
 * it, and does not leave the view's box. Zoomed out (rows closer than two lines of label text),
 * no label at all, so the overview stays clean.
 */

/** A rectangle on screen, left/top inclusive. */
export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** A label a node would like: its node's centre on screen and the label's measured width. */
export interface LabelWish {
  /** The caller's id for the node (the tree's node number). */
  id: number;
  x: number;
  y: number;
  width: number;
}

/** A label given room: where its text starts (anchor start) or ends (anchor end), its baseline, and its box. */
export interface PlacedLabel {
  id: number;
  x: number;
  baseline: number;
  anchor: 'start' | 'end';
  box: Box;
}

export interface LabelRoom {
  /** The view's size: a label lies wholly inside it, `margin` from its edges. */
  width: number;
  height: number;
  /** The labels' font size on screen, in px. */
  font: number;
  /** Distance between rows of the tree on screen: labels are shown only when it leaves two lines of text. */
  rowSpacing: number;
}

/** Space between a node's centre and its label: past the glyph (10 px each side) and the cursor's ring (12). */
export const LABEL_GAP = 15;
/** Space kept clear around a label's text, and between a label and the view's edge. */
export const LABEL_PAD = 2;
export const LABEL_MARGIN = 3;
const PAD = LABEL_PAD;
const MARGIN = LABEL_MARGIN;

/** Whether the tree is zoomed in far enough for labels at all: rows two lines of text apart. */
export function labelsReadable(rowSpacing: number, font: number): boolean {
  return rowSpacing >= 2 * font;
}

const overlaps = (a: Box, b: Box): boolean => a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;

/** Boxes bucketed on a grid, so a test of one box looks at its neighbours only. */
class BoxGrid {
  private readonly cells = new Map<string, Box[]>();
  constructor(private readonly size: number) {}
  private *keys(b: Box): Generator<string> {
    const s = this.size;
    for (let gx = Math.floor(b.x0 / s); gx <= Math.floor(b.x1 / s); gx++) for (let gy = Math.floor(b.y0 / s); gy <= Math.floor(b.y1 / s); gy++) yield `${gx},${gy}`;
  }
  add(b: Box): void {
    for (const key of this.keys(b)) {
      const list = this.cells.get(key);
      if (list) list.push(b);
      else this.cells.set(key, [b]);
    }
  }
  hits(b: Box): boolean {
    for (const key of this.keys(b)) for (const o of this.cells.get(key) ?? []) if (overlaps(o, b)) return true;
    return false;
  }
}

/**
 * The labels that fit, in the order of `wishes` (the first have the first pick: the caller puts the
 * current node and its path first). None when the rows are too close (`labelsReadable`).
 */
export function fitLabels(wishes: readonly LabelWish[], obstacles: readonly Box[], room: LabelRoom): PlacedLabel[] {
  if (!labelsReadable(room.rowSpacing, room.font) || room.width <= 0 || room.height <= 0) return [];
  const grid = new BoxGrid(64);
  for (const o of obstacles) grid.add(o);
  const half = (room.font * 1.25) / 2 + PAD;
  const placed: PlacedLabel[] = [];
  const inside = (b: Box) => b.x0 >= MARGIN && b.y0 >= MARGIN && b.x1 <= room.width - MARGIN && b.y1 <= room.height - MARGIN;
  for (const w of wishes) {
    const y0 = w.y - half;
    const y1 = w.y + half;
    const right: Box = { x0: w.x + LABEL_GAP - PAD, y0, x1: w.x + LABEL_GAP + w.width + PAD, y1 };
    const left: Box = { x0: w.x - LABEL_GAP - w.width - PAD, y0, x1: w.x - LABEL_GAP + PAD, y1 };
    const box = [right, left].find((b) => inside(b) && !grid.hits(b));
    if (!box) continue;
    grid.add(box);
    // The text's middle on the node's centre line: a baseline about a third of the font below it.
    placed.push({ id: w.id, x: box === right ? w.x + LABEL_GAP : w.x - LABEL_GAP, baseline: w.y + room.font * 0.35, anchor: box === right ? 'start' : 'end', box });
  }
  return placed;
}
