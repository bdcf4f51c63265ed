/** The clue model: lists from the grid, clues that follow their slots across edits, marks on changed answers. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { check } from '../check.ts';
import { parseGridFile } from '../../src/puzzles/crossword/index.ts';
import type { ParseError } from '../../src/puzzles/errors.ts';
import { answersDiffer, boardSheet, carryClues, clueLists, EMPTY_SHEET, keptSheet, missingClues, parseClueFile, setClue, type ClueGrid, type ClueSheet } from '../../src/puzzles/crossword/publish/index.ts';

function grid(text: string): ClueGrid {
  const layout = parseGridFile(text);
  return { width: layout.width, height: layout.height, blocks: layout.blocks, fill: layout.given };
}

const sheet = (clues: Record<string, string>): ClueSheet => ({ ...EMPTY_SHEET, title: 'T', clues });

describe('clue lists', () => {
  it('lists Across and Down with number, answer or pattern, enumeration and clue', () => {
    const g = grid('ca.\nab.\n#e.\n');
    const lists = clueLists(g, sheet({ '1-Across': 'Pet', '2-Down': 'Open' }));
    check(lists.across.map((e) => [e.slot, e.answer, e.filled, e.enumeration, e.clue])).toEqual([
      ['1-Across', 'CA.', false, '(3)', 'Pet'],
      ['4-Across', 'AB.', false, '(3)', ''],
      ['5-Across', 'E.', false, '(2)', ''],
    ]);
    check(lists.down.map((e) => [e.slot, e.answer])).toEqual([['1-Down', 'CA'], ['2-Down', 'ABE'], ['3-Down', '...']]);
    expect(lists.down[0]).toMatchObject({ filled: true, enumeration: '(2)', number: 1, direction: 'down' });
    check(missingClues(g, sheet({ '1-Across': 'Pet', '2-Down': 'Open' }))).toEqual(['1-Down', '3-Down', '4-Across', '5-Across']);
  });

  it('counts a rebus square\'s letters in the enumeration', () => {
    const g = { ...grid('...\n'), fill: ['heart', 'a', 'x'] };
    expect(clueLists(g, EMPTY_SHEET).across[0]).toMatchObject({ answer: 'HEARTAX', enumeration: '(7)', filled: true });
  });
});

describe('carrying clues across edits', () => {
  it('keeps each clue with its slot when a block renumbers the grid, and marks changed answers', () => {
    const before = grid('cat\n...\ndog\n');
    const s = sheet({ '1-Across': 'Pet', '4-Across': 'Middle', '5-Across': 'Barker', '3-Down': 'Right side' });
    // A block at r1c0: the middle row's word now starts at r1c1 (and is 4-Across still), 1-Down shrinks.
    const after = grid('cat\n#..\ndog\n');
    const { sheet: carried, dropped } = carryClues(s, before, after);
    check(carried.clues).toEqual({ '1-Across': 'Pet', '4-Across': 'Middle', '5-Across': 'Barker', '3-Down': 'Right side' });
    // The middle word lost a cell: marked. Pet, Barker and the right column are as they were.
    check(carried.changed).toEqual(['4-Across']);
    check(dropped).toEqual([]);
  });

  it('follows a slot whose number changes, and hands back a clue whose slot is gone', () => {
    const before = grid('#...\n....\n');
    const s = sheet({ '1-Across': 'Top', '3-Down': 'Column four', '4-Across': 'Bottom row' });
    // The block goes: the top row's word grows to the left, the numbers after it move up by one.
    const { sheet: carried, dropped } = carryClues(s, before, grid('....\n....\n'));
    check(carried.clues).toEqual({ '1-Across': 'Top', '4-Down': 'Column four', '5-Across': 'Bottom row' });
    check(carried.changed).toEqual(['1-Across']);
    check(dropped).toEqual([]);
    // A block at r0c3 and r1c3: column four's word is gone.
    const gone = carryClues(s, before, grid('#..#\n...#\n'));
    check(gone.dropped).toEqual([{ slot: '3-Down', clue: 'Column four' }]);
    check(gone.sheet.clues).toEqual({ '1-Across': 'Top', '3-Across': 'Bottom row' });
  });

  it('marks a clue whose letters change, and a rewritten clue is unmarked', () => {
    const before = grid('cat\n');
    const after = grid('cot\n');
    const { sheet: carried } = carryClues(sheet({ '1-Across': 'Pet' }), before, after);
    check(carried.changed).toEqual(['1-Across']);
    check(clueLists(after, carried).across[0]!.changed).toBe(true);
    check(setClue(carried, '1-Across', 'Baby bed').changed).toEqual([]);
    check(setClue(carried, '1-Across', '').clues).toEqual({});
  });

  it('never loses a clue: each is carried or dropped, and a slot as it was keeps its clue unmarked', () => {
    const boards = fc.array(fc.boolean(), { minLength: 25, maxLength: 25 });
    fc.assert(
      fc.property(boards, boards, (b1, b2) => {
        const make = (blocks: boolean[]): ClueGrid => ({ width: 5, height: 5, blocks, fill: blocks.map(() => '') });
        const before = make(b1);
        const after = make(b2);
        const lists = clueLists(before, EMPTY_SHEET);
        const clues = Object.fromEntries([...lists.across, ...lists.down].map((e) => [e.slot, `clue of ${e.slot}`]));
        const { sheet: carried, dropped } = carryClues(sheet(clues), before, after);
        const kept = Object.values(carried.clues);
        check([...kept, ...dropped.map((d) => d.clue)].sort()).toEqual(Object.values(clues).sort());
        check(new Set(kept).size).toBe(kept.length);
        const now = clueLists(after, carried);
        for (const e of [...now.across, ...now.down]) {
          const old = [...lists.across, ...lists.down].find((o) => o.direction === e.direction && o.cells.join() === e.cells.join());
          if (old) check([e.clue, e.changed]).toEqual([`clue of ${old.slot}`, false]);
        }
      }),
    );
  });
});

describe('the answer a clue was written for', () => {
  it('marks the clue when a later fill disagrees, not when letters only fill empty cells', () => {
    const g = grid('...\n');
    const written = setClue(EMPTY_SHEET, '1-Across', 'Pet', 'C.T');
    check(written.answers).toEqual({ '1-Across': 'C.T' });
    const shown = (fill: string[]) => clueLists({ ...g, fill }, written).across[0]!.changed;
    check(shown(['', '', ''])).toBe(false);
    check(shown(['c', 'a', 't'])).toBe(false);
    check(shown(['c', 'o', 't'])).toBe(false);
    check(shown(['b', 'a', 't'])).toBe(true);
    // Rewriting the clue for the new answer unmarks it; removing it forgets the answer.
    const rewritten = setClue(written, '1-Across', 'Bat', 'BAT');
    check(clueLists({ ...g, fill: ['b', 'a', 't'] }, rewritten).across[0]!.changed).toBe(false);
    expect(setClue(written, '1-Across', '').answers).toBeUndefined();
  });

  it('compares letters cell by cell and lengths, Unicode letters as one', () => {
    check(answersDiffer('ÉTÉ', 'ÉTÉ')).toBe(false);
    check(answersDiffer('É.É', 'ÉTA')).toBe(true);
    check(answersDiffer('..', '...')).toBe(true);
    check(answersDiffer('...', 'ABC')).toBe(false);
  });

  it('follows its clue to the slot\'s new number', () => {
    const before = grid('#...\n....\n');
    const s = setClue(EMPTY_SHEET, '4-Across', 'Bottom row', 'ABCD');
    const { sheet: carried } = carryClues(s, before, grid('....\n....\n'));
    check(carried.answers).toEqual({ '5-Across': 'ABCD' });
  });

  it('keeps a board\'s sheet only while it holds something, with the board\'s title', () => {
    expect(keptSheet({ ...EMPTY_SHEET, title: 'Only a title' })).toBeNull();
    const kept = keptSheet({ ...EMPTY_SHEET, title: 'T', author: 'A' });
    check(kept).toEqual({ author: 'A', copyright: '', notes: '', clues: {}, changed: [] });
    check(boardSheet({ title: 'Mine', sheet: kept! })).toEqual({ ...EMPTY_SHEET, title: 'Mine', author: 'A' });
  });
});

describe('clue files', () => {
  it('read slots, metadata (several Notes lines), comments and blank lines, in any line ending', () => {
    const text = '# a comment\r\nTitle\tMy puzzle\r\n\r\n1-across\t Feline pet \r\nNotes\tFirst\r\nNotes\tSecond\r\n1-Down\tTaxi';
    check(parseClueFile(text, 'c.txt', ['1-Across', '1-Down'])).toEqual({ ...EMPTY_SHEET, title: 'My puzzle', notes: 'First\nSecond', clues: { '1-Across': 'Feline pet', '1-Down': 'Taxi' } });
  });

  it('name the file, line and column of a bad line', () => {
    const error = (text: string) => {
      try {
        parseClueFile(text, 'c.txt', ['1-Across', '1-Down']);
      } catch (e) {
        return e as ParseError;
      }
      return null;
    };
    expect(error('1-Across\t\n')).toMatchObject({ file: 'c.txt', line: 1, column: 10, reason: 'the clue for 1-Across is empty' });
    expect(error('Title\tA\nTitle\tB\n')).toMatchObject({ line: 2, reason: 'a second Title line (one is enough)' });
    expect(error('\n\n3-Down\tX\n')).toMatchObject({ line: 3, reason: 'the grid has no slot 3-Down (it has 2 slots, from 1-Across to 1-Down)' });
  });
});
