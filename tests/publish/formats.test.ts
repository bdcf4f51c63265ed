/**
 * The .puz, .ipuz and .xd writers, every file read back by readers we did not write:
 * `@xwordly/xword-parser` (.puz, .ipuz, .xd), `xd-crossword-tools` (Puzzmo's .xd reader, and its
 * copy of puzjs for .puz clues: xword-parser 1.0.5 reads a .puz's clues as all Across then all
 * Down, where the format orders them by number, Across before Down at a number),
 * the .puz checksums recomputed here from the format's description (not with the writer's code),
 * and the iPUZ rules checked here from the specification. Round trips on the held-out kinds of
 * files: a locked .puz, a rebus, a partly filled grid, Unicode.
 */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { parseIpuz, parsePuz, parseXd } from '@xwordly/xword-parser';
import { puzDecode, xdToJSON } from 'xd-crossword-tools';
import { describe, expect, it } from 'vitest';
import { check } from '../check.ts';
import { layoutRows, parseGridFile } from '../../src/puzzles/crossword/index.ts';
import { readXwordFile } from '../../src/puzzles/crossword/xwordFile.ts';
import {
  EMPTY_SHEET,
  openForPublishing,
  parsePuzFile,
  PublishError,
  publicationOf,
  serializePuzFile,
  setClue,
  slotsOf,
  writeIpuz,
  writePuz,
  writeXd,
  type Publication,
} from '../../src/puzzles/crossword/publish/index.ts';
import { checksumsRight, layoutOf, withSums } from '../xword/puzSpec.ts';

const fixture = (name: string) => new Uint8Array(readFileSync(new URL(`../fixtures/xword/${name}`, import.meta.url)));
const utf8 = (s: string) => new TextEncoder().encode(s);

// ---- The iPUZ rules, from the specification ----

function ipuzValid(text: string): void {
  const j = JSON.parse(text) as Record<string, unknown>;
  check(j.version).toBe('http://ipuz.org/v2');
  check(j.kind).toEqual(['http://ipuz.org/crossword#1']);
  const { width, height } = j.dimensions as { width: number; height: number };
  const block = (j.block as string | undefined) ?? '#';
  const empty = String(j.empty ?? '0');
  const puzzle = j.puzzle as unknown[][];
  const solution = j.solution as unknown[][];
  expect(puzzle).toHaveLength(height);
  expect(solution).toHaveLength(height);
  const numbers = new Set<number>();
  for (let r = 0; r < height; r++) {
    expect(puzzle[r]).toHaveLength(width);
    expect(solution[r]).toHaveLength(width);
    for (let c = 0; c < width; c++) {
      const cell = puzzle[r]![c];
      const label = typeof cell === 'object' && cell !== null ? (cell as { cell: unknown }).cell : cell;
      check(label === null || label === block || label === 0 || label === empty || (typeof label === 'number' && label > 0), `puzzle r${r}c${c}`).toBe(true);
      if (typeof label === 'number' && label > 0) numbers.add(label);
      const value = solution[r]![c];
      check(value === null || typeof value === 'string', `solution r${r}c${c}`).toBe(true);
      check(label === block || label === null ? value === block || value === null : value !== block, `solution r${r}c${c} agrees with the puzzle`).toBe(true);
    }
  }
  const clues = j.clues as Record<string, unknown[]>;
  for (const list of [clues.Across!, clues.Down!]) {
    for (const clue of list) {
      const number = Array.isArray(clue) ? clue[0] : (clue as { number: unknown }).number;
      const words = Array.isArray(clue) ? clue[1] : (clue as { clue: unknown }).clue;
      check(numbers.has(Number(number)), `clue ${String(number)} numbers a cell`).toBe(true);
      check(typeof words).toBe('string');
    }
  }
  for (const field of ['title', 'author', 'copyright', 'notes']) if (field in j) check(typeof j[field]).toBe('string');
}

// ---- A published puzzle, and what the independent readers say of a file ----

const GRID = 'cat#\nabed\nbone\n#dew\n';
function publication(): Publication {
  const layout = parseGridFile(GRID);
  const clues: Record<string, string> = {};
  for (const s of slotsOf(layout)) clues[s.name] = `Clue for ${s.name}`;
  return publicationOf({ ...layout, circles: layout.blocks.map((_, i) => i === 5) }, { ...EMPTY_SHEET, title: 'A Test', author: 'Me', copyright: '© 2026 Me', notes: 'Have fun.', clues });
}

/** Grid rows, clues in order and metadata of a file as an independent reader sees them. */
function seenByParser(name: string, data: Uint8Array | string) {
  if (name.endsWith('.puz')) {
    const p = parsePuz(data as Uint8Array);
    const bytes = data as Uint8Array;
    // puzjs refuses a scrambled file; xword-parser reads it (its clue lists in file order, then).
    const decoded = p.isScrambled ? null : puzDecode(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
    const numbered = (list: string[] | undefined) => (list ?? []).flatMap((text, n) => (text === undefined ? [] : [[n, text] as [number, string]]));
    return {
      rows: p.grid.map((row) => row.map((c) => (c.isBlack ? '#' : c.hasRebus ? `[${p.rebusTable?.get(c.rebusKey!)}]` : (c.solution ?? '?'))).join('')),
      circles: p.grid.flatMap((row, r) => row.flatMap((c, k) => (c.isCircled ? [r * row.length + k] : []))),
      across: numbered(decoded?.clues.across),
      down: numbered(decoded?.clues.down),
      inFileOrder: [...p.across, ...p.down].map((c) => c.text),
      meta: p.metadata,
      scrambled: p.isScrambled === true,
      state: p.grid.map((row) => row.map((c) => c.playerState ?? '-').join('')),
    };
  }
  if (name.endsWith('.ipuz')) {
    const p = parseIpuz(data as string);
    return {
      rows: p.puzzle.map((row, r) => row.map((c, k) => (c.type === 'block' ? '#' : c.type === 'null' ? '_' : String(p.solution?.[r]?.[k] ?? '?'))).join('')),
      circles: p.puzzle.flatMap((row, r) => row.flatMap((c, k) => (c.style?.shapebg === 'circle' ? [r * row.length + k] : []))),
      across: p.clues.Across!.map((c) => [Number(c.number), c.text]),
      down: p.clues.Down!.map((c) => [Number(c.number), c.text]),
      meta: { title: p.title, author: p.author, copyright: p.copyright, notes: p.notes },
    };
  }
  const p = parseXd(data as string);
  return { rows: p.grid.map((row) => row.join('')), across: p.across.map((c) => [Number(c.number), c.clue]), down: p.down.map((c) => [Number(c.number), c.clue]), meta: p.metadata, notes: p.notes };
}

describe('a new puzzle in each format, read by readers we did not write', () => {
  const pub = publication();
  const across = [[1, 'Clue for 1-Across'], [4, 'Clue for 4-Across'], [6, 'Clue for 6-Across'], [7, 'Clue for 7-Across']];
  const down = [[1, 'Clue for 1-Down'], [2, 'Clue for 2-Down'], [3, 'Clue for 3-Down'], [5, 'Clue for 5-Down']];

  /** What both readers of a new .puz and .ipuz must see. */
  function seesThePuzzle(seen: ReturnType<typeof seenByParser>): void {
    check(seen.rows).toEqual(['CAT#', 'ABED', 'BONE', '#DEW']);
    check(seen.across).toEqual(across);
    check(seen.down).toEqual(down);
    expect(seen.meta).toMatchObject({ title: 'A Test', author: 'Me', copyright: '© 2026 Me', notes: 'Have fun.' });
    check(seen.circles).toEqual([5]);
  }

  it('.puz: the fill as the solution, clues in the format\'s order, metadata, circles, checksums right', () => {
    const bytes = writePuz(pub);
    checksumsRight(bytes);
    const seen = seenByParser('x.puz', bytes);
    seesThePuzzle(seen);
    check(seen.scrambled).toBe(false);
    // The format's order, in the file itself: by number, Across before Down at a number.
    check(parsePuzFile('x.puz', bytes).clues).toEqual(['Clue for 1-Across', 'Clue for 1-Down', 'Clue for 2-Down', 'Clue for 3-Down', 'Clue for 4-Across', 'Clue for 5-Down', 'Clue for 6-Across', 'Clue for 7-Across']);
  });

  it('.ipuz: valid version 2 crossword with numbers, solution, clues and metadata', () => {
    const text = writeIpuz(pub);
    ipuzValid(text);
    seesThePuzzle(seenByParser('x.ipuz', text));
  });

  it('.xd: header, grid, clues with answers and notes, read by two readers', () => {
    const text = writeXd(pub);
    const seen = seenByParser('x.xd', text);
    check(seen.rows).toEqual(['CAT#', 'AbED', 'BONE', '#DEW']);
    check(seen.across).toEqual(across);
    check(seen.down).toEqual(down);
    expect(seen.meta).toMatchObject({ title: 'A Test', author: 'Me', copyright: '© 2026 Me', special: 'circle' });
    check(seen.notes).toBe('Have fun.');
    const puzzmo = xdToJSON(text);
    check(puzzmo.report.success, JSON.stringify(puzzmo.report.errors)).toBe(true);
    check(puzzmo.clues.across.map((c) => [c.number, c.body, c.answer])).toEqual(across.map(([n, t], i) => [n, t, ['CAT', 'ABED', 'BONE', 'DEW'][i]]));
    check(puzzmo.clues.down.map((c) => c.answer)).toEqual(['CAB', 'ABOD', 'TENE', 'DEW']);
    expect(puzzmo.meta).toMatchObject({ title: 'A Test', author: 'Me', copyright: '© 2026 Me' });
  });

  it('Unicode: .ipuz and .xd hold any text; a .puz says which clue or cell it cannot hold', () => {
    const sheet = setClue({ ...pub.sheet, title: 'Кроссворд ✓' }, '4-Across', 'Спальное место');
    const ru = { ...pub, sheet, solution: pub.solution.map((s, i) => (i === 0 ? 'Ж' : s)) };
    check(seenByParser('x.ipuz', writeIpuz(ru)).across[1]).toEqual([4, 'Спальное место']);
    check(seenByParser('x.ipuz', writeIpuz(ru)).rows[0]).toBe('ЖAT#');
    // xword-parser finds no grid in an .xd whose grid holds a Cyrillic letter (the format allows any); Puzzmo's reads it.
    check(seenByParser('x.xd', writeXd({ ...ru, solution: pub.solution })).meta.title).toBe('Кроссворд ✓');
    const puzzmo = xdToJSON(writeXd(ru));
    check(puzzmo.report.success, JSON.stringify(puzzmo.report.errors)).toBe(true);
    check(puzzmo.clues.across.map((c) => [c.body, c.answer]).slice(0, 2)).toEqual([['Clue for 1-Across', 'ЖAT'], ['Спальное место', 'ABED']]);
    check(puzzmo.meta.title).toBe('Кроссворд ✓');
    const problem = (p: Publication) => {
      try {
        writePuz(p);
      } catch (e) {
        if (e instanceof PublishError) return e.problem;
        throw e;
      }
      return null;
    };
    check(problem({ ...pub, sheet: setClue(pub.sheet, '4-Across', 'Спальное место') })).toEqual({ code: 'text-charset', format: 'puz', field: 'clue', slot: '4-Across', char: 'С' });
    expect(problem({ ...pub, sheet: { ...pub.sheet, title: 'Кроссворд' } })).toMatchObject({ code: 'text-charset', field: 'title', char: 'К' });
    check(problem({ ...pub, solution: pub.solution.map((s, i) => (i === 0 ? 'Ж' : s)) })).toEqual({ code: 'cell-charset', format: 'puz', row: 1, column: 1, text: 'Ж' });
    // Latin-1 is fine: ISO-8859-1 bytes in the file, read back as such.
    const latin = writePuz({ ...pub, sheet: setClue(pub.sheet, '4-Across', 'Café crème') });
    checksumsRight(latin);
    check(seenByParser('x.puz', latin).across[1]).toEqual([4, 'Café crème']);
  });

  it('a partly filled grid: .ipuz and .xd keep the letters there are; .puz needs them all and says where one is missing', () => {
    const partial = { ...pub, solution: pub.solution.map((s, i) => (i === 6 || i === 9 ? '' : s)) };
    const ipuz = writeIpuz(partial);
    ipuzValid(ipuz);
    check(JSON.parse(ipuz).solution[1]).toEqual(['A', 'B', '0', 'D']);
    check(seenByParser('x.xd', writeXd(partial)).rows).toEqual(['CAT#', 'Ab.D', 'B.NE', '#DEW']);
    // The app opens it with the letters there are, the others open (the "empty" value is no letter).
    const app = readXwordFile('partial.ipuz', utf8(ipuz), { keepLetters: true, maxSide: 60 });
    check(layoutRows(app.layout)).toEqual(['cat#', 'ab.d', 'b.ne', '#dew']);
    check(app.rebusCells).toBe(0);
    expect(() => writePuz(partial)).toThrow(PublishError);
    try {
      writePuz(partial);
    } catch (e) {
      check((e as PublishError).problem).toEqual({ code: 'cell-empty', format: 'puz', row: 2, column: 3, count: 2 });
    }
  });
});

describe('any grid and any Latin-1 clues', () => {
  it('write a .puz whose checksums are right and whose clues and letters puzjs reads at their slots', () => {
    const letters = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZÉÑÜ');
    const text = fc.string({ unit: fc.constantFrom(...'abc xyz,;:!?-\'"éàçÿ©'), maxLength: 30 });
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 8 }), fc.integer({ min: 2, max: 8 }), fc.array(fc.tuple(fc.boolean(), letters), { minLength: 64, maxLength: 64 }), fc.array(text, { minLength: 64, maxLength: 64 }), text, (width, height, cells, clueTexts, title) => {
        const blocks = cells.slice(0, width * height).map(([b]) => b);
        const solution = cells.slice(0, width * height).map(([b, l]) => (b ? '' : l));
        const slots = slotsOf({ width, height, blocks });
        const clues = Object.fromEntries(slots.map((s, i) => [s.name, clueTexts[i]!]));
        const bytes = writePuz({ width, height, blocks, solution, sheet: { ...EMPTY_SHEET, title, clues } });
        checksumsRight(bytes);
        const decoded = puzDecode(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
        for (const s of slots) check(decoded.clues[s.direction][s.number]).toBe(clues[s.name]);
        check(decoded.grid.flat().map((c) => (c === '.' ? '' : c))).toEqual(solution);
        const opened = openForPublishing('any.puz', bytes);
        check(opened.publication.sheet).toEqual({ ...EMPTY_SHEET, title, clues });
        check(opened.publication.solution).toEqual(solution);
      }),
      { numRuns: 200 },
    );
  });
});

describe('round trips: open, change a clue, write, open again; everything else as it was', () => {
  /** Opened files, the held-out kinds among them. */
  const partlyFilledPuz = (() => {
    // tiny.puz with a solver's fill begun (state grid), its checksums set anew here.
    const b = fixture('tiny.puz').slice();
    const L = layoutOf(b);
    b.set(Buffer.from('A', 'latin1'), L.h + 0x34 + L.cells + 1);
    b.set(Buffer.from('DE', 'latin1'), L.h + 0x34 + L.cells + 5);
    return withSums(b);
  })();
  const partlyFilledIpuz = (() => {
    const j = JSON.parse(new TextDecoder().decode(fixture('tiny.ipuz')).trim().replace(/^ipuz\(/, '').replace(/\);?$/, ''));
    j.solution[1][1] = '0';
    j.solution[2][2] = '0';
    return utf8(JSON.stringify(j));
  })();
  const files: [string, Uint8Array][] = [
    ['tiny.puz', fixture('tiny.puz')],
    ['rebus.puz', fixture('rebus.puz')],
    ['locked.puz', fixture('locked.puz')],
    ['utf8-title.puz', fixture('utf8-title.puz')],
    ['partly-filled.puz', partlyFilledPuz],
    ['tiny.ipuz', fixture('tiny.ipuz')],
    ['partly-filled.ipuz', partlyFilledIpuz],
    ['tiny.jpz', fixture('tiny.jpz')],
  ];

  it('.puz files come out byte for byte as they went in when nothing changed', () => {
    for (const [name, bytes] of files.filter(([n]) => n.endsWith('.puz'))) {
      checksumsRight(bytes);
      const opened = openForPublishing(name, bytes);
      check([...writePuz(opened.publication, opened.puz)], name).toEqual([...bytes]);
      check([...serializePuzFile(parsePuzFile(name, bytes))], name).toEqual([...bytes]);
    }
  });

  it('.puz: only the changed clue differs, as the independent reader sees it (locked stays locked, rebus, circles, fill and Unicode kept)', () => {
    for (const [name, bytes] of files) {
      const opened = openForPublishing(name, bytes);
      const target = slotsOf(opened.publication).filter((s) => s.direction === 'across')[1]!;
      const slot = target.name;
      const pub = { ...opened.publication, sheet: setClue(opened.publication.sheet, slot, 'A new clue') };
      const canPuz = !opened.publication.solution.some((s, i) => s === '' && !opened.publication.blocks[i]) || opened.scrambled;
      if (!canPuz) continue;
      const out = writePuz(pub, opened.puz);
      checksumsRight(out);
      const reopened = openForPublishing('again.puz', out);
      check(reopened.publication.sheet.clues, name).toEqual({ ...opened.publication.sheet.clues, [slot]: 'A new clue' });
      check(reopened.publication.solution, name).toEqual(opened.publication.solution);
      check(reopened.publication.blocks).toEqual(opened.publication.blocks);
      check(reopened.publication.circles ?? [], name).toEqual(opened.publication.circles ?? []);
      check(reopened.scrambled, name).toBe(opened.scrambled);
      const before = seenByParser('before.puz', name.endsWith('.puz') ? bytes : writePuz(opened.publication, opened.puz));
      const after = seenByParser('again.puz', out);
      const changed = slotsOf(opened.publication).findIndex((s) => s.name === slot);
      check(after, name).toEqual({
        ...before,
        across: before.across.map(([n, t]) => [n, n === target.number ? 'A new clue' : t]),
        inFileOrder: before.inFileOrder!.map((t, i) => (i === changed ? 'A new clue' : t)),
      });
    }
  });

  it('.ipuz: only the changed clue differs, and every field of an opened .ipuz is kept', () => {
    for (const [name, bytes] of files) {
      const opened = openForPublishing(name, bytes);
      const pub = { ...opened.publication, sheet: setClue(opened.publication.sheet, '1-Across', 'A new clue') };
      const text = writeIpuz(pub, opened.ipuz);
      ipuzValid(text);
      const reopened = openForPublishing('again.ipuz', utf8(text));
      check(reopened.publication.sheet, name).toEqual({ ...opened.publication.sheet, clues: { ...opened.publication.sheet.clues, '1-Across': 'A new clue' } });
      check(reopened.publication.solution, name).toEqual(opened.publication.solution);
      check(reopened.publication.blocks).toEqual(opened.publication.blocks);
      check(reopened.publication.circles ?? [], name).toEqual(opened.publication.circles ?? []);
      if (opened.ipuz) {
        // The opened JSON with that clue changed, and nothing else.
        const again = JSON.parse(text) as Record<string, unknown>;
        const want = structuredClone(opened.ipuz) as { clues: { Across: unknown[] } };
        const first = want.clues.Across[0] as unknown[] | { clue: string };
        if (Array.isArray(first)) first[1] = 'A new clue';
        else first.clue = 'A new clue';
        check(again, name).toEqual(want);
      }
    }
  });

  it('.xd: only the changed clue differs (written, then opened by the .xd reader)', () => {
    for (const [name, bytes] of files) {
      const opened = openForPublishing(name, bytes);
      const pub = { ...opened.publication, sheet: setClue(opened.publication.sheet, '1-Down', 'A new clue') };
      const text = writeXd(pub);
      const reopened = openForPublishing('again.xd', utf8(text));
      check(reopened.publication.sheet, name).toEqual({ ...opened.publication.sheet, clues: { ...opened.publication.sheet.clues, '1-Down': 'A new clue' } });
      check(reopened.publication.solution, name).toEqual(opened.publication.solution);
      check(reopened.publication.blocks).toEqual(opened.publication.blocks);
      // A circled cell without a letter has no way to say so in .xd (a circle is a lower-case letter).
      const circledLetters = (p: Publication) => (p.circles ?? []).map((c, i) => c && p.solution[i] !== '');
      check(circledLetters(reopened.publication), name).toEqual(circledLetters(opened.publication));
      // Puzzmo's reader takes every complete grid (it reads '.' as a block, so not a partly filled one).
      if (!opened.publication.solution.some((s, i) => s === '' && !opened.publication.blocks[i])) {
        const puzzmo = xdToJSON(text);
        check(puzzmo.report.success, `${name}: ${JSON.stringify(puzzmo.report.errors)}`).toBe(true);
        check(puzzmo.clues.down[0]!.body).toBe('A new clue');
      }
    }
  });

  it('a locked .puz keeps its scrambled solution and its lock', () => {
    const opened = openForPublishing('locked.puz', fixture('locked.puz'));
    check(opened.scrambled).toBe(true);
    const out = writePuz({ ...opened.publication, sheet: setClue(opened.publication.sheet, '1-Across', 'New') }, opened.puz);
    const L = layoutOf(out);
    const source = layoutOf(fixture('locked.puz'));
    check([...out.subarray(L.h + 0x34, L.h + 0x34 + L.cells)]).toEqual([...fixture('locked.puz').subarray(source.h + 0x34, source.h + 0x34 + source.cells)]);
    check(parsePuz(out).isScrambled).toBe(true);
  });
});
