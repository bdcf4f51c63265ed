/** Grid insight (issue 23): arc consistency per slot, forced letters, emptied slots; against an independent AC. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { check } from '../check.ts';
import { applyWordChoices, gridInsight, InsightSession, layoutFromBoard, parseDictionary, WordIndex, type CrosswordLayout } from '../../src/puzzles/crossword/index.ts';
import { readPublic } from '../data.ts';
import { english } from '../../src/text/index.ts';

const common = parseDictionary(readPublic('dictionaries/english-common.txt')).words;

/** Arc consistency written plainly over sets of strings (no bitsets, no solver): the words left per slot. */
function plainAc(layout: CrosswordLayout, words: readonly string[]): string[][] {
  const domains = layout.slots.map((slot) =>
    words.filter((w) => w.length === slot.length && slot.cells.every((c, p) => !layout.given[c] || layout.given[c] === w[p])),
  );
  const crossings: [number, number, number, number][] = [];
  layout.slots.forEach((a, i) =>
    layout.slots.forEach((b, j) => {
      if (i === j) return;
      a.cells.forEach((c, p) => {
        const q = b.cells.indexOf(c);
        if (q >= 0) crossings.push([i, p, j, q]);
      });
    }),
  );
  for (let changed = true; changed; ) {
    changed = false;
    for (const [i, p, j, q] of crossings) {
      const letters = new Set(domains[j]!.map((w) => w[q]));
      const kept = domains[i]!.filter((w) => letters.has(w[p]));
      if (kept.length !== domains[i]!.length) {
        domains[i] = kept;
        changed = true;
      }
    }
  }
  return domains;
}

function board(rows: string[]): CrosswordLayout {
  const width = rows[0]!.length;
  const cells = rows.join('');
  return layoutFromBoard(width, rows.length, Array.from(cells, (c) => c === '#'), Array.from(cells, (c) => (c === '#' || c === '.' ? '' : c)));
}

describe('grid insight', () => {
  const index = new WordIndex(common);

  it('counts the words each slot keeps and the letters they force, as a plain AC does', () => {
    const shapes = [
      ['....#', '.....', '.....', '.....', '#....'],
      ['c..#', '....', '....', '#...'],
      ['.....', '.#.#.', '.....', '.#.#.', '.....'],
    ];
    const letters = 'aeinorst';
    fc.assert(
      fc.property(fc.constantFrom(...shapes), fc.array(fc.tuple(fc.nat(24), fc.nat(letters.length - 1)), { maxLength: 3 }), (shape, typed) => {
        const rows = shape.map((r) => Array.from(r));
        for (const [cell, l] of typed) {
          const r = Math.floor(cell / rows[0]!.length) % rows.length;
          const c = cell % rows[0]!.length;
          if (rows[r]![c] !== '#') rows[r]![c] = letters[l]!;
        }
        const layout = board(rows.map((r) => r.join('')));
        const insight = gridInsight(layout, index, { reuse: true });
        const plain = plainAc(layout, common);
        const wiped = plain.some((d) => d.length === 0);
        if (!wiped) {
          check(insight.empty).toEqual([]);
          check(insight.slots.map((s) => s.words)).toEqual(plain.map((d) => d.length));
          // Forced letters: an open cell where every word of a slot crossing it has one letter.
          const forced = new Map<number, string>();
          layout.slots.forEach((slot, s) =>
            slot.cells.forEach((cell, p) => {
              if (layout.given[cell]) return;
              const set = new Set(plain[s]!.map((w) => w[p]));
              if (set.size === 1) forced.set(cell, [...set][0]!);
            }),
          );
          check(new Map([...insight.forced].sort((a, b) => a[0] - b[0]))).toEqual(new Map([...forced].sort((a, b) => a[0] - b[0])));
          // The session, reached through other edits, agrees.
          const session = new InsightSession({ reuse: true });
          session.update(board(shape), index);
          check(session.update(layout, index).slots.map((s) => s.words)).toEqual(insight.slots.map((s) => s.words));
        } else {
          expect(insight.empty.length).toBeGreaterThan(0);
          for (const e of insight.empty) check(insight.slots[e.slot]!.words).toBe(0);
        }
      }),
      { numRuns: 40 },
    );
  });

  it('names the slot no word fits and the crossing that emptied another', () => {
    const noWord = gridInsight(board(['qxz..', '.....', '.....']), index);
    expect(noWord.empty[0]).toMatchObject({ name: '1-Across', reason: 'no-word' });
    // 1-Across "qxz.." has no word; once it is set aside the other slots still get their counts.
    expect(noWord.slots.filter((s) => s.words > 0).length).toBeGreaterThan(0);
    // A 2 x 2 block of crossings whose letters cannot meet: each slot fits alone, AC empties one.
    const tiny = new WordIndex(['ab', 'cd', 'ef', 'gh']);
    const crossed = gridInsight(board(['..', '..']), tiny);
    expect(crossed.empty.length).toBeGreaterThan(0);
    const first = crossed.empty[0]!;
    check(first.reason).toBe('crossing');
    expect(first.cell).toBeGreaterThanOrEqual(0);
    check(english(first.label!)).toMatch(/letter/);
  });

  it('applies a minimum score and bans', () => {
    const d = parseDictionary('cat;50\ncar;10\ncab;60\n', 's');
    const layout = board(['...']);
    const all = gridInsight(layout, new WordIndex(d.words));
    check(all.slots[0]!.words).toBe(3);
    const chosen = applyWordChoices(d, { minScore: 20, ban: ['cab'] });
    const some = gridInsight(layout, new WordIndex(chosen.words));
    check(some.slots[0]!.words).toBe(1);
    check([...some.forced.values()].join('')).toBe('cat');
  });
  it('after a change of blocks with letters on the board, the idle prepare lets the next letter edit start from the blocks’ fixpoint, with the same answer', () => {
    const session = new InsightSession();
    const words = index;
    const first = session.update(board(['c...', '....', '....', '...#']), words);
    check(first.incremental).toBe(false);
    check(session.unprepared).toBe(true);
    session.prepare();
    check(session.unprepared).toBe(false);
    const next = board(['ca..', '....', '....', '...#']);
    check(gridInsight(next, words).empty).toEqual([]);
    const again = session.update(next, words);
    check(again.incremental).toBe(true);
    const pure = gridInsight(next, words);
    check(again.slots.map((x) => x.words)).toEqual(pure.slots.map((x) => x.words));
    check(again.forced).toEqual(pure.forced);
    // A board without letters is its own fixpoint: nothing is left to prepare.
    session.update(board(['....', '....', '....', '#..#']), words);
    check(session.unprepared).toBe(false);
  });

});
