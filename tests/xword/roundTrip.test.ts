/**
 * An opened crossword file round-trips through the board (issue 33): opened as the app opens it
 * (`readXwordFile`, with and without its letters), one clue changed as the clue list changes it,
 * written in the same format as the Export menu writes it (`boardPublication`, `publishedFile`),
 * and opened again: every other clue, the title, author, copyright, notes, circles, rebus squares,
 * given letters, the solver's fill and a lock are as they were. The files are the held-out kinds:
 * a locked `.puz`, rebus squares in `.puz` (GRBS/RTBL) and `.ipuz`, a partly filled grid, Unicode;
 * made by hand from the formats' descriptions (puzSpec.ts, the iPUZ JSON below) and by our
 * writers. Every file written is read again by readers we did not write (`@xwordly/xword-parser`,
 * Puzzmo's `puzDecode`).
 */
import { readFileSync } from 'node:fs';
import { parseIpuz, parsePuz } from '@xwordly/xword-parser';
import { describe, expect, it } from 'vitest';
import { check } from '../check.ts';
import { boardPublication, publishedFile, publishProblem } from '../../src/app/export/publishing.ts';
import { restoreSheet } from '../../src/app/kinds/crossword/index.ts';
import { createI18n } from '../../src/app/i18n/i18n.ts';
import { textOf, type Message } from '../../src/app/i18n/index.ts';
import { layoutRows, type CrosswordLayout } from '../../src/puzzles/crossword/index.ts';
import { readXwordFile } from '../../src/puzzles/crossword/xwordFile.ts';
import { boardSheet, EMPTY_SHEET, keptSheet, openForPublishing, publicationOf, setClue, writeIpuz, writePuz, type OpenedPuzzle } from '../../src/puzzles/crossword/publish/index.ts';
import { buildPuz, checksumsRight, clueOrder, type PuzSpec } from './puzSpec.ts';
import { readerClues } from './readerClues.ts';

const ROWS = ['CAT#', 'ABED', 'BONE', '#DEW'];
const CLUES: Record<string, string> = {
  '1-Across': 'Feline pet',
  '1-Down': 'Taxi',
  '2-Down': 'Dwelling (var.)',
  '3-Down': 'Café measure',
  '4-Across': 'To bed, old style',
  '5-Down': 'Morning moisture',
  '6-Across': 'Skeleton part',
  '7-Across': 'Morning drops',
};
const META = { title: 'Hand-made', author: 'A. Maker', copyright: '© 2026 A. Maker', notes: 'Made from the spec.' };
const puz = (over: Partial<PuzSpec>): Uint8Array => buildPuz({ version: '1.3', rows: ROWS, clues: CLUES, ...META, ...over });
const utf8 = (s: string) => new TextEncoder().encode(s);

/** An iPUZ file by hand (puzzazz.com/ipuz v2): Unicode clues in both list forms, a rebus square, a partly filled solution, a shown letter, a circle, fields we do not edit. */
function handIpuz(): Uint8Array {
  const json = {
    version: 'http://ipuz.org/v2',
    kind: ['http://ipuz.org/crossword#1'],
    title: 'Кроссворд ✓ 填字',
    author: 'Автор',
    copyright: '© 2026 作者',
    notes: 'Примечание: ребус в r2c3.',
    intro: 'Kept as it was.',
    publisher: 'Nobody',
    dimensions: { width: 4, height: 4 },
    block: '#',
    empty: '0',
    puzzle: [
      [{ cell: 1, value: 'C' }, 2, 3, '#'],
      [4, { cell: 0, style: { shapebg: 'circle' } }, 0, 5],
      [6, 0, 0, 0],
      ['#', 7, 0, 0],
    ],
    solution: [
      ['C', 'A', 'T', '#'],
      ['A', 'B', 'HEART', 'D'],
      ['B', '0', 'N', 'E'],
      ['#', 'D', 'E', '0'],
    ],
    clues: {
      Across: [[1, 'Кошка'], [4, 'В постель'], { number: 6, clue: '骨头', enumeration: '4' }, [7, 'Роса 🌧']],
      Down: [[1, 'Такси'], [2, 'Жилище'], [3, 'Десять'], [5, 'Роса']],
    },
  };
  return utf8(JSON.stringify(json));
}

/** The files opened, changed and written again: by hand from the formats' descriptions, and by our writers. */
const FILES: [string, Uint8Array][] = [
  ['locked.puz', puz({ lock: 1234 })],
  ['rebus.puz', puz({ rows: ['CAT#', 'ABHD', 'BONE', '#DEW'], rebus: { 6: 'HEART' }, circles: [5, 6] })],
  ['partly-filled.puz', puz({ state: ['CA-#', '----', 'B-NE', '#---'] })],
  ['unicode.puz', puz({ version: '2.0', title: 'Кроссворд ✓', notes: '注释', clues: { ...CLUES, '6-Across': 'Кость', '1-Down': '出租车' } })],
  ['locked-rebus-circles.puz', puz({ lock: 9371, rows: ['CAT#', 'ABHD', 'BONE', '#DEW'], rebus: { 6: 'HEART' }, circles: [10] })],
  ['hand.ipuz', handIpuz()],
  ['writer-rebus.puz', writePuz(writerPublication())],
  ['writer-unicode.ipuz', utf8(writeIpuz({ ...writerPublication(), solution: writerPublication().solution.map((s, i) => (i === 9 ? '' : s)), sheet: { ...writerPublication().sheet, title: '填字 ✓', clues: { ...CLUES, '4-Across': 'Постель' } } }))],
];

function writerPublication() {
  const blocks = ROWS.join('').split('').map((c) => c === '#');
  const solution = ROWS.join('').split('').map((c, i) => (c === '#' ? '' : i === 6 ? 'HEART' : c));
  return publicationOf({ width: 4, height: 4, blocks, given: solution.map((s) => s.toLowerCase()), circles: blocks.map((_, i) => i === 5) }, { ...EMPTY_SHEET, ...META, clues: CLUES });
}

/** The board as text, as the board shows it (`#` a block, `.` an empty cell). */
const shownText = (layout: CrosswordLayout) => layoutRows(layout).join('\n');

/** Open as the app does, change one clue as the clue list does, write in the same format as the Export menu does. */
function roundTrip(name: string, bytes: Uint8Array, keepLetters: boolean, slot: string, clue: string): { layout: CrosswordLayout; out: Uint8Array; edited: CrosswordLayout } {
  const layout = readXwordFile(name, bytes, { keepLetters, maxSide: 255 }).layout;
  const edited = { ...layout, sheet: keptSheet(setClue(boardSheet(layout), slot, clue))! };
  // Kept over a reload: the saved sheet reads back the same.
  check(restoreSheet(JSON.stringify(edited.sheet)), name).toEqual(edited.sheet);
  const format = name.endsWith('.puz') ? 'puz' : 'ipuz';
  const { data } = publishedFile(boardPublication(edited, shownText(edited)), format);
  return { layout, edited, out: typeof data === 'string' ? utf8(data) : data };
}

/** A .puz file's texts as xword-parser reads them (Latin-1 bytes, so a 2.0 file's UTF-8 is decoded here). */
function parsedPuz(bytes: Uint8Array) {
  const p = parsePuz(bytes);
  const utf8Text = (s: string) => new TextDecoder().decode(Uint8Array.from(s, (c) => c.charCodeAt(0)));
  const fix = bytes[0x18] === 0x32 ? utf8Text : (s: string) => s;
  return {
    scrambled: p.isScrambled === true,
    rows: p.grid.map((row) => row.map((c) => (c.isBlack ? '#' : c.hasRebus ? `[${p.rebusTable?.get(c.rebusKey!)}]` : (c.solution ?? '?'))).join('')),
    circles: p.grid.flatMap((row, r) => row.flatMap((c, k) => (c.isCircled ? [r * row.length + k] : []))),
    state: p.grid.map((row) => row.map((c) => c.playerState ?? '-').join('')),
    clues: [...p.across, ...p.down].map((c) => fix(c.text)).sort(),
    meta: Object.fromEntries(Object.entries(p.metadata).map(([k, v]) => [k, typeof v === 'string' ? fix(v) : v])),
  };
}

/** What must come back: the opened file with that one clue changed. */
function expectSameBut(name: string, before: OpenedPuzzle, after: OpenedPuzzle, slot: string, clue: string): void {
  const want = before.publication;
  check(after.publication.sheet.clues, name).toEqual({ ...want.sheet.clues, [slot]: clue });
  const meta = (o: OpenedPuzzle) => [o.publication.sheet.title, o.publication.sheet.author, o.publication.sheet.copyright, o.publication.sheet.notes];
  check(meta(after), name).toEqual(meta(before));
  check(after.publication.blocks, name).toEqual(want.blocks);
  check(after.publication.solution, `${name}: solution, rebus squares`).toEqual(want.solution);
  check(after.publication.circles ?? [], `${name}: circles`).toEqual(want.circles ?? []);
  check(after.scrambled, `${name}: lock`).toBe(before.scrambled);
  check(after.unmatched, name).toEqual(before.unmatched);
  if (before.puz && after.puz) {
    const file = (o: OpenedPuzzle) => ({ ...o.puz!, clues: [], solution: [...o.puz!.solution], state: [...o.puz!.state], sections: o.puz!.sections.map((s) => [s.name, [...s.data]]) });
    // The header, the (scrambled) solution, the solver's fill and every section as they were.
    check(file(after), name).toEqual(file(before));
  }
  if (before.ipuz && after.ipuz) {
    // The opened JSON with that clue changed, and nothing else (shown letters, intro, publisher...).
    const strip = (j: Record<string, unknown>) => ({ ...j, clues: undefined });
    check(strip(after.ipuz), name).toEqual(strip(before.ipuz));
    // Each clue entry as it was (its form, its enumeration), but for the changed clue's text.
    const was = JSON.stringify(want.sheet.clues[slot] ?? '');
    check(JSON.stringify(after.ipuz.clues), name).toBe(JSON.stringify(before.ipuz.clues).replace(was, JSON.stringify(clue)));
  }
}

describe('an opened file, one clue changed, written in its format and opened again', () => {
  it('the hand-made .puz files are right by the independent reader', () => {
    const locked = parsedPuz(FILES[0]![1]);
    check(locked.scrambled).toBe(true);
    expect(locked.rows).not.toEqual(ROWS);
    const rebus = parsedPuz(FILES[1]![1]);
    check(rebus.rows).toEqual(['CAT#', 'AB[HEART]D', 'BONE', '#DEW']);
    check(rebus.circles).toEqual([5, 6]);
    // A block has no fill (xword-parser says '-' there).
    check(parsedPuz(FILES[2]![1]).state).toEqual(['CA--', '----', 'B-NE', '----']);
    check(readerClues('x.puz', FILES[3]![1])['6-Across']).toBe(Buffer.from('Кость').toString('latin1'));
    check(clueOrder(ROWS)).toEqual(['1-Across', '1-Down', '2-Down', '3-Down', '4-Across', '5-Down', '6-Across', '7-Across']);
    // Locked as puzpy locks (tests/fixtures/xword/locked.puz, key 1234): the same scrambled letters and checksum.
    const fixture = new Uint8Array(readFileSync(new URL('../fixtures/xword/locked.puz', import.meta.url)));
    const rows = ['.ABC.', 'DEFGH', 'IJ.KL', 'MNOPQ', '.RST.'].map((r) => r.replace(/\./g, '#'));
    const mine = buildPuz({ version: '1.3', rows, clues: {}, title: '', author: '', copyright: '', notes: '', lock: 1234 });
    const region = (b: Uint8Array) => [...b.subarray(0x1e, 0x20), ...b.subarray(0x32, 0x34), ...b.subarray(0x34, 0x34 + 25)];
    check(region(mine)).toEqual(region(fixture));
  });

  for (const [name, bytes] of FILES) {
    for (const keepLetters of [true, false]) {
      it(`${name} (opened ${keepLetters ? 'with' : 'without'} its letters)`, () => {
        const before = openForPublishing(name, bytes);
        const slot = '6-Across';
        const clue = name.endsWith('.ipuz') || before.puz?.version === '2.0' ? 'Новое определение ✓' : 'A new clue, café';
        const { layout, out } = roundTrip(name, bytes, keepLetters, slot, clue);
        const after = openForPublishing(name, out);
        expectSameBut(name, before, after, slot, clue);
        // The board opened again is the board that was opened (given letters, circles, title).
        const again = readXwordFile(name, out, { keepLetters, maxSide: 255 }).layout;
        check([again.given, again.circles, again.title], name).toEqual([layout.given, layout.circles, layout.title]);
        // Readers we did not write.
        if (name.endsWith('.puz')) {
          checksumsRight(bytes);
          checksumsRight(out);
          const [b, a] = [parsedPuz(bytes), parsedPuz(out)];
          check(a, name).toEqual({ ...b, clues: a.clues });
          check(a.clues, name).toEqual([...b.clues.filter((c) => c !== before.publication.sheet.clues[slot]), clue].sort());
          // Puzzmo's reader numbers the clues (not a locked file's); it reads text as Latin-1.
          if (!before.scrambled && before.puz?.version === '1.3') check(readerClues(name, out), name).toEqual({ ...readerClues(name, bytes), [slot]: clue });
        } else {
          check(readerClues(name, out), name).toEqual({ ...readerClues(name, bytes), [slot]: clue });
          check(parseIpuz(new TextDecoder().decode(out)).title).toBe(parseIpuz(new TextDecoder().decode(bytes)).title);
        }
      });
    }
  }

  it('a locked .puz whose letters are typed in is written unlocked with them (its lock cannot be kept over a new solution)', () => {
    const bytes = FILES[0]![1];
    const layout = readXwordFile('locked.puz', bytes, { keepLetters: true, maxSide: 255 }).layout;
    const typed = { ...layout, given: ROWS.join('').split('').map((c) => (c === '#' ? '' : c.toLowerCase())) };
    const { data } = publishedFile(boardPublication(typed, shownText(typed)), 'puz');
    const reopened = openForPublishing('again.puz', data as Uint8Array);
    check(reopened.scrambled).toBe(false);
    check(reopened.publication.solution.join('')).toBe(ROWS.join('').replace(/#/g, ''));
    check(reopened.publication.sheet.clues).toEqual(openForPublishing('locked.puz', bytes).publication.sheet.clues);
  });

  it('a clue a Latin-1 .puz cannot hold is said, naming its slot, not written as mojibake', async () => {
    const name = 'rebus.puz';
    const layout = readXwordFile(name, FILES[1]![1], { keepLetters: true, maxSide: 255 }).layout;
    const edited = { ...layout, sheet: keptSheet(setClue(boardSheet(layout), '5-Down', 'Роса'))! };
    let said: unknown = null;
    try {
      publishedFile(boardPublication(edited, shownText(edited)), 'puz');
    } catch (e) {
      said = publishProblem(e);
    }
    check(said).toEqual({ key: 'roundTrip.charset.clue', params: { format: 'puz', char: 'Р', slot: { key: 'names.down', params: { n: 5 } } } });
    const words = { en: '5-Down', zh: '竖 5', ru: '5 по вертикали' };
    for (const language of ['en', 'zh', 'ru'] as const) {
      const i = await createI18n(language);
      const text = textOf(said as Message, i.t.bind(i));
      check(text, language).toContain(words[language]);
      check(text, language).toContain('Р');
      check(text, language).toContain('.puz');
    }
    const titled = { ...layout, title: 'Кроссворд' };
    try {
      publishedFile(boardPublication(titled, shownText(titled)), 'puz');
      said = null;
    } catch (e) {
      said = publishProblem(e);
    }
    check(said).toEqual({ key: 'roundTrip.charset.title', params: { format: 'puz', char: 'К' } });
    // The same clue in a version 2.0 (UTF-8) file is written, and read back whole.
    const { out } = roundTrip('unicode.puz', FILES[3]![1], true, '5-Down', 'Роса');
    check(openForPublishing('again.puz', out).publication.sheet.clues['5-Down']).toBe('Роса');
  });
});

