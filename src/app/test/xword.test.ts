import { beforeEach, describe, expect, it } from 'vitest';
import { check } from '../../../tests/check.ts';
import { layoutRows } from '../../puzzles/crossword/index.ts';
import { patchFrom } from '../persist/persist.ts';
import { decodeSaved, encodeSaved } from '../persist/savedState.ts';
import { useApp } from '../state/store.ts';
import { textOf } from '../i18n/message.ts';

const initial = useApp.getInitialState();
beforeEach(() => useApp.setState(initial, true));

/**
 * Node's `readFileSync`: this test is compiled with the browser's types, and a .puz is binary, so
 * a `?raw` import (text) would spoil it.
 */
type NodeFs = { readFileSync(path: URL): Uint8Array };
const { readFileSync } = (globalThis as unknown as { process: { getBuiltinModule(id: string): NodeFs } }).process.getBuiltinModule('node:fs');

/** A test file's bytes, as the page hands them over (`File.arrayBuffer()`). */
function bytes(name: string): ArrayBuffer {
  return Uint8Array.from(readFileSync(new URL(`../../../tests/fixtures/xword/${name}`, import.meta.url))).buffer;
}
const cw = () => useApp.getState().boards.crossword;
const circled = () => (cw().puzzle.circles ?? []).flatMap((c, i) => (c ? [i] : []));

describe('opening crossword files', () => {
  it('puts a .puz on the crossword board as its pattern, with its title and circles', async () => {
    useApp.getState().setKind('sudoku');
    await useApp.getState().openCrosswordFile('tiny.puz', bytes('tiny.puz'));
    const s = useApp.getState();
    check(s.kind).toBe('crossword');
    expect(s.puzzleError).toBeNull();
    check(cw().source).toBe('tiny.puz');
    check(layoutRows(cw().puzzle)).toEqual(['#...#', '.....', '..#..', '.....', '#...#']);
    check(cw().puzzle.title).toBe('Tiny Test');
    check(circled()).toEqual([6, 18]);
    check(s.xwordNote?.layout).toBe(cw().puzzle);
    expect(s.xwordNote?.note).toMatchObject({ format: 'puz', lettersDropped: 20, lettersKept: 0, scrambled: false });
  });

  it('keeps the letters only when asked; ticking the box opens the same file again', async () => {
    await useApp.getState().openCrosswordFile('tiny.ipuz', bytes('tiny.ipuz'));
    check(layoutRows(cw().puzzle)).toEqual(['...#', '....', '....', '#...']);
    useApp.getState().setKeepLetters(true);
    await waitFor(() => layoutRows(cw().puzzle)[0] === 'cat#');
    check(layoutRows(cw().puzzle)).toEqual(['cat#', 'oboe', 'wind', '#tea']);
    check(cw().puzzle.title).toBe('Tiny iPUZ');
    // One undo step back is the pattern-only board.
    useApp.getState().undo();
    check(layoutRows(cw().puzzle)).toEqual(['...#', '....', '....', '#...']);
  });

  it('opens a scrambled .puz as its pattern, letters unknown', async () => {
    useApp.getState().setKeepLetters(true);
    await useApp.getState().openCrosswordFile('locked.puz', bytes('locked.puz'));
    check(layoutRows(cw().puzzle)).toEqual(['#...#', '.....', '..#..', '.....', '#...#']);
    check(useApp.getState().xwordNote?.note.scrambled).toBe(true);
  });

  it('refuses a damaged file with its name and the reason, and leaves the boards as they were', async () => {
    await useApp.getState().openCrosswordFile('tiny.jpz', bytes('tiny.jpz'));
    const before = useApp.getState().boards;
    const history = useApp.getState().history.past.length;
    await useApp.getState().openCrosswordFile('bad-checksum.puz', bytes('bad-checksum.puz'));
    check(textOf(useApp.getState().puzzleError!)).toMatch(/^bad-checksum\.puz: the checksum of its grid and clues does not match/);
    check(useApp.getState().boards).toBe(before);
    expect(useApp.getState().history.past).toHaveLength(history);
    await useApp.getState().openCrosswordFile('truncated.puz', bytes('truncated.puz'));
    check(textOf(useApp.getState().puzzleError!)).toMatch(/^truncated\.puz: .*cut short/);
    check(useApp.getState().boards).toBe(before);
    await useApp.getState().openCrosswordFile('truncated.ipuz', bytes('truncated.ipuz'));
    check(textOf(useApp.getState().puzzleError!)).toMatch(/^truncated\.ipuz: it is not a readable iPUZ crossword/);
    check(useApp.getState().boards).toBe(before);
    check(cw().puzzle.title).toBe('Tiny JPZ');
  });

  it('keeps the title and circles through edits, resizes and a reload; forgets them on Clear', async () => {
    await useApp.getState().openCrosswordFile('tiny.puz', bytes('tiny.puz'));
    useApp.getState().edit('crossword', { type: 'letter', cell: 1, letter: 'z' });
    useApp.getState().edit('crossword', { type: 'toggle', cell: 12 });
    check(circled()).toEqual([6, 18]);
    check(cw().puzzle.title).toBe('Tiny Test');
    // The note is about the file as opened: it goes with the first edit.
    check(useApp.getState().xwordNote?.layout === cw().puzzle).toBe(false);

    useApp.getState().setKeepLetters(true);
    const saved = JSON.stringify(encodeSaved(useApp.getState()));
    useApp.setState(initial, true);
    const outcome = decodeSaved(saved);
    check(outcome.problems).toEqual([]);
    useApp.setState(patchFrom(outcome.restored, false));
    check(cw().puzzle.title).toBe('Tiny Test');
    check(circled()).toEqual([6, 18]);
    check(cw().puzzle.given[1]).toBe('z');
    check(useApp.getState().keepLetters).toBe(true);

    useApp.getState().resize(4, 4);
    check(circled()).toEqual([5, 15]);
    check(cw().puzzle.title).toBe('Tiny Test');
    useApp.getState().clearBoard();
    expect(cw().puzzle.title).toBeUndefined();
    expect(cw().puzzle.circles).toBeUndefined();
  });

  it('names damaged circles in a saved record and keeps the board', async () => {
    await useApp.getState().openCrosswordFile('tiny.puz', bytes('tiny.puz'));
    const record = encodeSaved(useApp.getState());
    const damaged = { ...record, crossword: { ...record.crossword, circles: 'oo\n..' } };
    const outcome = decodeSaved(JSON.stringify(damaged));
    check(outcome.problems.map((m) => textOf(m))).toEqual(['the crossword’s circles']);
    useApp.setState(patchFrom(outcome.restored, false));
    expect(cw().puzzle.circles).toBeUndefined();
    check(cw().puzzle.title).toBe('Tiny Test');
  });
});

/** Wait for a condition the store reaches after an action it does not await (no clock: the test's own timeout is the bound). */
async function waitFor(ok: () => boolean): Promise<void> {
  while (!ok()) await new Promise((r) => setTimeout(r, 5));
}
