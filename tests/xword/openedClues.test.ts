/**
 * An opened .puz, .ipuz or .jpz keeps its clues and metadata on the board (issue 33): read as the
 * app reads it (`readXwordFile`, keeping the letters), one clue changed as the clue list changes
 * it, written as the Export menu writes it, and read again: the changed clue is the new one,
 * everything else as it was. The clues are compared with an independent reader's
 * (`@xwordly/xword-parser`).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { check } from '../check.ts';
import { readXwordFile } from '../../src/puzzles/crossword/xwordFile.ts';
import { boardSheet, clueLists, keptSheet, publicationOf, setClue, writeIpuz, writePuz } from '../../src/puzzles/crossword/publish/index.ts';
import { readerClues } from './readerClues.ts';
import type { CrosswordLayout } from '../../src/puzzles/crossword/index.ts';

const fixture = (name: string) => new Uint8Array(readFileSync(new URL(`../fixtures/xword/${name}`, import.meta.url)));
const read = (name: string, bytes: Uint8Array) => readXwordFile(name, bytes, { keepLetters: true, maxSide: 255 }).layout;

/** The board with one clue changed, as the clue list changes it. */
function changed(layout: CrosswordLayout, slot: string, text: string): CrosswordLayout {
  const sheet = setClue(boardSheet(layout), slot, text);
  return { ...layout, sheet: keptSheet(sheet)! };
}

describe('opened crossword files keep their clues', () => {
  for (const name of ['tiny.puz', 'rebus.puz', 'utf8-title.puz', 'tiny.ipuz', 'tiny.jpz']) {
    it(`${name}: its clues are on the board, as another reader reads them`, () => {
      const bytes = fixture(name);
      const layout = read(name, bytes);
      expect(layout.sheet).toBeDefined();
      const clues = boardSheet(layout).clues;
      expect(Object.keys(clues).length).toBeGreaterThan(0);
      const reader = readerClues(name, bytes);
      if (name.endsWith('.jpz')) {
        // A .jpz numbers its cells its own way: its clues go to the grid's slots in order.
        const texts = (clues: Record<string, string>, direction: string) =>
          Object.entries(clues).filter(([k]) => k.endsWith(direction)).sort(([a], [b]) => parseInt(a) - parseInt(b)).map(([, v]) => v);
        for (const direction of ['Across', 'Down']) check(texts(clues, direction)).toEqual(texts(reader, direction));
      } else check(clues).toEqual(reader);
    });
  }

  for (const [name, format] of [['tiny.puz', 'puz'], ['rebus.puz', 'ipuz'], ['utf8-title.puz', 'ipuz'], ['tiny.ipuz', 'ipuz'], ['tiny.jpz', 'ipuz']] as const) {
    it(`${name}: a changed clue is written as ${format} and opens again with everything else as it was`, () => {
      const layout = read(name, fixture(name));
      const slot = Object.keys(boardSheet(layout).clues)[0]!;
      const edited = changed(layout, slot, 'A new clue');
      const pub = publicationOf(edited, boardSheet(edited));
      const out = format === 'puz' ? writePuz(pub) : new TextEncoder().encode(writeIpuz(pub));
      const again = read(`again.${format}`, out);
      check(again.blocks).toEqual(layout.blocks);
      check(again.given).toEqual(layout.given);
      check(again.circles).toEqual(layout.circles);
      check(again.title).toBe(layout.title);
      const sheet = boardSheet(again);
      check(sheet.clues).toEqual({ ...boardSheet(layout).clues, [slot]: 'A new clue' });
      check([sheet.author, sheet.copyright, sheet.notes]).toEqual([boardSheet(layout).author, boardSheet(layout).copyright, boardSheet(layout).notes]);
      const filled = (l: CrosswordLayout) => clueLists({ ...l, fill: l.given }, boardSheet(l)).across.map((e) => e.filled);
      check(filled(again)).toEqual(filled(layout));
    });
  }
});
