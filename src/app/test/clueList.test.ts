/**
 * The crossword's clue sheet in the app (issue 33): written through the clue list's path
 * (`setClue` → `withSheet` → `annotateCrossword`), kept in undo, the saved record and a share link,
 * carried with its slots across edits, marked when a run's fill changes an answer, and written
 * into the Export menu's files, read back by readers we did not write.
 */
import { parseIpuz, parsePuz, parseXd } from '@xwordly/xword-parser';
import { puzDecode } from 'xd-crossword-tools';
import { beforeEach, describe, expect, it } from 'vitest';
import { check } from '../../../tests/check.ts';
import { parseGridFile, type CrosswordLayout } from '../../puzzles/crossword/index.ts';
import { boardSheet, clueLists, setClue, type ClueSheet } from '../../puzzles/crossword/publish/index.ts';
import { boardText } from '../export/exporting.ts';
import { msg, textOf, type Message } from '../i18n/index.ts';
import { boardPublication, gridWithLetters, publishedFile } from '../export/publishing.ts';
import { kindOf } from '../kinds/index.ts';
import { selectedClueSlot, withSheet } from '../kinds/crossword/clues.ts';
import { currentView } from '../kinds/crossword/ui/Board.tsx';
import { pickSettings } from '../settings/schema.ts';
import { decodeLink, encodeLink } from '../share/link.ts';
import { useApp } from '../state/store.ts';
import { loadRecordedRun } from './recordedRun.ts';

const initial = useApp.getInitialState();
beforeEach(() => useApp.setState(initial, true));

const board = () => useApp.getState().boards.crossword.puzzle;

/** What the clue list does when a clue or a field is typed. */
function write(change: (sheet: ClueSheet) => ClueSheet, key = 'test') {
  useApp.getState().annotateCrossword(withSheet(board(), change(boardSheet(board()))), msg('clueList.undo.details'), key);
}

function clue(slot: string, text: string) {
  const s = useApp.getState();
  const answer = clueLists({ ...board(), fill: currentView(s).letters }, boardSheet(board())).across.concat(clueLists({ ...board(), fill: currentView(s).letters }, boardSheet(board())).down).find((e) => e.slot === slot)!.answer;
  write((sheet) => setClue(sheet, slot, text, answer), `clue ${slot}`);
}

function load(grid: string) {
  useApp.getState().loadPuzzles('crossword', 'small.grid', [parseGridFile(grid)]);
}

const FILLED = 'cat#\nabed\nbone\n#dew\n';

describe('the clue sheet on the board', () => {
  it('is written into .puz, .ipuz and .xd with its title, author, copyright and notes', () => {
    load(FILLED);
    write((s) => ({ ...s, title: 'Small one', author: 'Ada', copyright: '© 2026 Ada', notes: 'For the club' }));
    clue('1-Across', 'Feline pet');
    clue('1-Down', 'Taxi');
    clue('6-Across', 'Crème brûlée');
    const s = useApp.getState();
    const pub = boardPublication(board(), boardText(s));
    const puz = publishedFile(pub, 'puz').data as Uint8Array;
    const decoded = puzDecode(puz.buffer.slice(puz.byteOffset, puz.byteOffset + puz.byteLength) as ArrayBuffer);
    expect(decoded.meta).toMatchObject({ title: 'Small one', author: 'Ada', copyright: '© 2026 Ada' });
    check(decoded.clues.across[1]).toBe('Feline pet');
    check(decoded.clues.down[1]).toBe('Taxi');
    expect(parsePuz(puz).metadata).toMatchObject({ notes: 'For the club' });
    const ipuz = parseIpuz(publishedFile(pub, 'ipuz').data as string);
    check(ipuz.title).toBe('Small one');
    check(ipuz.clues.Across!.find((c) => c.number === 6)?.text).toBe('Crème brûlée');
    const xd = parseXd(publishedFile(pub, 'xd').data as string);
    check(xd.metadata.author).toBe('Ada');
    check(xd.down.find((c) => Number(c.number) === 1)?.clue).toBe('Taxi');
  });

  it('is one undo step per field typed, undone and redone with the board', () => {
    load(FILLED);
    clue('1-Across', 'F');
    clue('1-Across', 'Feline');
    clue('1-Down', 'Taxi');
    check(boardSheet(board()).clues).toEqual({ '1-Across': 'Feline', '1-Down': 'Taxi' });
    useApp.getState().undo();
    check(boardSheet(board()).clues).toEqual({ '1-Across': 'Feline' });
    useApp.getState().undo();
    check(boardSheet(board()).clues).toEqual({});
    useApp.getState().redo();
    check(boardSheet(board()).clues).toEqual({ '1-Across': 'Feline' });
  });

  it('is kept by the saved record and a share link', () => {
    load(FILLED);
    write((s) => ({ ...s, title: 'T', author: 'Ada', notes: 'two\nlines' }));
    clue('4-Across', 'Bed, with a; semicolon "quoted"');
    const part = kindOf('crossword').save(board());
    const problems: Message[] = [];
    const back = kindOf('crossword').restore(JSON.parse(JSON.stringify(part)) as Record<string, unknown>, problems) as CrosswordLayout;
    check(problems).toEqual([]);
    check(boardSheet(back)).toEqual(boardSheet(board()));
    const link = decodeLink(`#${encodeLink({ board: { kind: 'crossword', puzzle: board() }, source: 'Drawn', dictionary: { bundled: 'english-common' }, settings: pickSettings(useApp.getState()), step: null })}`);
    if (link.status !== 'opened') throw new Error('the link did not open');
    check(boardSheet(link.board.puzzle as CrosswordLayout)).toEqual(boardSheet(board()));
    // A damaged sheet is said, and the board kept.
    const damaged: Message[] = [];
    const kept = kindOf('crossword').restore({ ...part, sheet: '{"author":1}' }, damaged) as CrosswordLayout;
    check(damaged.map((m) => textOf(m))).toEqual(['the crossword’s clues']);
    check(kept.blocks).toEqual(board().blocks);
  });

  it('follows its slots when a block renumbers the grid, and marks the clue whose answer changed', () => {
    load('....\n....\n');
    clue('1-Across', 'Top');
    clue('5-Across', 'Bottom');
    useApp.getState().edit('crossword', { type: 'block', cell: 0, blocked: true });
    const sheet = boardSheet(board());
    check(sheet.clues).toEqual({ '1-Across': 'Top', '4-Across': 'Bottom' });
    const lists = clueLists({ ...board(), fill: board().given }, sheet);
    check(lists.across.map((e) => [e.slot, e.changed])).toEqual([['1-Across', true], ['4-Across', false]]);
  });

  it('keeps the run shown when a clue is written or undone, and marks a clue when the shown fill disagrees', () => {
    loadRecordedRun();
    const s = useApp.getState();
    useApp.setState({ cursor: s.trace!.total });
    const fill = () => currentView(useApp.getState()).letters;
    const entry = (slot: string) => {
      const lists = clueLists({ ...board(), fill: fill() }, boardSheet(board()));
      return [...lists.across, ...lists.down].find((e) => e.slot === slot)!;
    };
    const first = clueLists({ ...board(), fill: fill() }, boardSheet(board())).across[0]!;
    check(first.filled).toBe(true);
    clue(first.slot, 'A clue');
    expect(useApp.getState().trace).not.toBeNull();
    expect(entry(first.slot)).toMatchObject({ clue: 'A clue', changed: false });
    useApp.getState().undo();
    expect(useApp.getState().trace).not.toBeNull();
    useApp.getState().redo();
    // At the first step the slot is empty or holds another word: marked only when letters disagree.
    useApp.setState({ cursor: 0 });
    check(entry(first.slot).changed).toBe(false);
    // A board edit is another puzzle: the run is gone.
    useApp.getState().edit('crossword', { type: 'letter', cell: first.cells[0]!, letter: first.answer[0] === 'Z' ? 'y' : 'z' });
    expect(useApp.getState().trace).toBeNull();
    check(entry(first.slot).changed).toBe(true);
  });

  it('selects the picked clue while the selected cell is in its slot, else the cell\'s Across slot', () => {
    const layout = parseGridFile('...\n...\n');
    check(selectedClueSlot(layout, 0, null)).toBe('1-Across');
    check(selectedClueSlot(layout, 0, '1-Down')).toBe('1-Down');
    check(selectedClueSlot(layout, 4, '1-Down')).toBe('4-Across');
    expect(selectedClueSlot(parseGridFile('.#.\n...\n'), 1, null)).toBeNull();
  });
});

describe('the grid file with the letters shown', () => {
  it('writes a run\'s fill as given letters, and loads back with them', () => {
    loadRecordedRun();
    useApp.setState({ cursor: useApp.getState().trace!.total });
    const shown = currentView(useApp.getState()).letters;
    check(shown.some((l) => l !== '')).toBe(true);
    const back = parseGridFile(gridWithLetters(board(), boardText(useApp.getState())));
    check(back.blocks).toEqual(board().blocks);
    check(back.given).toEqual(shown);
    // The plain puzzle file keeps the givens only (none on this board).
    check(parseGridFile(kindOf('crossword').file({ ...board(), slots: back.slots }).text).given.every((g) => g === '')).toBe(true);
  });
});
