/**
 * The search tree's node labels (`teaching/treeLabels.ts`): on random nodes, glyphs and rooms,
 * every label placed lies inside the room, overlaps no obstacle and no other label, sits beside
 * its node (not on its glyph) and holds its text; every label left out had no free side, by a
 * brute-force check of both sides against the obstacles and the labels placed before it; and with
 * rows closer than two lines of text none is placed.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { check } from '../../../tests/check.ts';
import { fitLabels, LABEL_GAP, LABEL_MARGIN, LABEL_PAD, type Box, type LabelWish } from '../teaching/treeLabels.ts';

const meets = (a: Box, b: Box) => Math.min(a.x1, b.x1) > Math.max(a.x0, b.x0) && Math.min(a.y1, b.y1) > Math.max(a.y0, b.y0);

/** The two places a label may take, worked out here from the rule: right of the node, else left. */
function sides(w: LabelWish, font: number): Box[] {
  const h = font * 0.625 + LABEL_PAD;
  const y0 = w.y - h;
  const y1 = w.y + h;
  return [
    { x0: w.x + LABEL_GAP - LABEL_PAD, y0, x1: w.x + LABEL_GAP + w.width + LABEL_PAD, y1 },
    { x0: w.x - LABEL_GAP - w.width - LABEL_PAD, y0, x1: w.x - LABEL_GAP + LABEL_PAD, y1 },
  ];
}

const wish = fc.record({ x: fc.integer({ min: -50, max: 650 }), y: fc.integer({ min: -50, max: 450 }), width: fc.integer({ min: 5, max: 160 }) });
const obstacle = fc.record({ x: fc.integer({ min: 0, max: 600 }), y: fc.integer({ min: 0, max: 400 }), r: fc.integer({ min: 3, max: 30 }) }).map(({ x, y, r }) => ({ x0: x - r, y0: y - r, x1: x + r, y1: y + r }));
const scene = fc.record({
  wishes: fc.array(wish, { maxLength: 60 }).map((ws) => ws.map((w, id) => ({ ...w, id }))),
  obstacles: fc.array(obstacle, { maxLength: 40 }),
  width: fc.integer({ min: 100, max: 600 }),
  height: fc.integer({ min: 80, max: 400 }),
  font: fc.integer({ min: 11, max: 26 }),
});

describe('tree labels: which fit', () => {
  it('places labels inside the room, apart from everything drawn and from each other, and leaves out only labels with no free side', () => {
    fc.assert(
      fc.property(scene, ({ wishes, obstacles, width, height, font }) => {
        const placed = fitLabels(wishes, obstacles, { width, height, font, rowSpacing: 2 * font });
        const byId = new Map(placed.map((p) => [p.id, p]));
        check(byId.size).toBe(placed.length);
        const inside = (b: Box) => b.x0 >= LABEL_MARGIN && b.y0 >= LABEL_MARGIN && b.x1 <= width - LABEL_MARGIN && b.y1 <= height - LABEL_MARGIN;
        for (const p of placed) {
          const w = wishes[p.id]!;
          check(inside(p.box), `label ${p.id} inside the room`).toBe(true);
          for (const o of obstacles) check(meets(p.box, o), `label ${p.id} clear of obstacles`).toBe(false);
          for (const q of placed) if (q !== p) check(meets(p.box, q.box), `labels ${p.id} and ${q.id} apart`).toBe(false);
          // The text lies in its box, beside its node's glyph (10 px each side of the centre), centred on its row.
          const [from, to] = p.anchor === 'start' ? [p.x, p.x + w.width] : [p.x - w.width, p.x];
          expect(from).toBeGreaterThanOrEqual(p.box.x0);
          expect(to).toBeLessThanOrEqual(p.box.x1);
          check(p.anchor === 'start' ? from > w.x + 10 : to < w.x - 10).toBe(true);
          expect(p.box.y0).toBeLessThanOrEqual(w.y - font * 0.6);
          expect(p.box.y1).toBeGreaterThanOrEqual(w.y + font * 0.6);
          expect(Math.abs(p.baseline - font * 0.35 - w.y)).toBeLessThan(1e-9);
        }
        // Brute force: a label left out had both sides blocked by the room's edge, an obstacle or a label placed before it.
        for (const w of wishes) {
          if (byId.has(w.id)) continue;
          const before = placed.filter((p) => p.id < w.id).map((p) => p.box);
          for (const side of sides(w, font)) check(!inside(side) || [...obstacles, ...before].some((b) => meets(side, b)), `label ${w.id} had room`).toBe(true);
        }
        // With nothing drawn, the first wish is placed wherever one of its sides lies in the room.
        if (wishes.length > 0 && obstacles.length === 0 && sides(wishes[0]!, font).some(inside)) check(byId.has(0)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('places none when the rows are closer than two lines of text, and the right side first', () => {
    const w: LabelWish = { id: 7, x: 100, y: 100, width: 60 };
    check(fitLabels([w], [], { width: 400, height: 300, font: 12, rowSpacing: 23 })).toEqual([]);
    const [right] = fitLabels([w], [], { width: 400, height: 300, font: 12, rowSpacing: 24 });
    expect(right).toMatchObject({ id: 7, anchor: 'start', x: 100 + LABEL_GAP });
    // The right side blocked by a glyph: the label goes left; both blocked, it is left out.
    const glyph = { x0: 130, y0: 95, x1: 140, y1: 105 };
    expect(fitLabels([w], [glyph], { width: 400, height: 300, font: 12, rowSpacing: 24 })[0]).toMatchObject({ anchor: 'end', x: 100 - LABEL_GAP });
    check(fitLabels([w], [glyph, { x0: 60, y0: 95, x1: 70, y1: 105 }], { width: 400, height: 300, font: 12, rowSpacing: 24 })).toEqual([]);
    // Two nodes side by side on a row: the first in the list takes the room.
    const v: LabelWish = { id: 8, x: 150, y: 100, width: 60 };
    const both = fitLabels([v, w], [], { width: 400, height: 300, font: 12, rowSpacing: 24 });
    check(both.map((p) => [p.id, p.anchor])).toEqual([
      [8, 'start'],
      [7, 'end'],
    ]);
  });
});
