import { beforeEach, describe, expect, it } from 'vitest';
import { useApp } from '../store.ts';
import { Trace, TraceCursor } from '../trace.ts';
import { EventCode } from '../../worker/protocol.ts';
import { publicFile, puzzle, record } from './record.ts';

const initial = useApp.getInitialState();
beforeEach(() => useApp.setState(initial, true));

describe('puzzle slice', () => {
  it('opens on an empty 8 x 8 board whose slots are every row and column', () => {
    const s = useApp.getState();
    expect([s.width, s.height]).toEqual([8, 8]);
    expect(s.blocks.every((b) => !b)).toBe(true);
    expect(s.layout.slots).toHaveLength(16);
    expect(s.layout.slots[0]!.name).toBe('1-Across');
    expect(s.layout.slots[1]!.name).toBe('1-Down');
  });

  it('toggles blocks, mirrored through the centre when symmetric', () => {
    const s = useApp.getState();
    s.toggleBlock(0);
    expect(useApp.getState().blocks[0]).toBe(true);
    expect(useApp.getState().blocks[63]).toBe(false);
    s.setSymmetric(true);
    s.toggleBlock(1);
    expect(useApp.getState().blocks[1]).toBe(true);
    expect(useApp.getState().blocks[62]).toBe(true);
    // Slots are derived again: row 0 now starts at column 2.
    expect(useApp.getState().layout.slots[0]).toMatchObject({ row: 0, col: 2, length: 6, direction: 'across' });
  });

  it('types letters into cells (opening a block) and clears them', () => {
    const s = useApp.getState();
    s.toggleBlock(9);
    s.setLetter(9, 'Q');
    expect(useApp.getState().blocks[9]).toBe(false);
    expect(useApp.getState().given[9]).toBe('q');
    s.setLetter(9, '');
    expect(useApp.getState().given[9]).toBe('');
  });

  it('resizes within 3..50, keeping the cells that stay on the board', () => {
    const s = useApp.getState();
    s.toggleBlock(8 + 1); // row 1, column 1
    s.resize(15, 15);
    let t = useApp.getState();
    expect([t.width, t.height, t.blocks.length]).toEqual([15, 15, 225]);
    expect(t.blocks[15 + 1]).toBe(true);
    s.resize(1, 80);
    t = useApp.getState();
    expect([t.width, t.height]).toEqual([3, 50]);
  });

  it('keeps the board when a file fails to load, and reports line and column', async () => {
    const s = useApp.getState();
    s.toggleBlock(5);
    const before = useApp.getState().blocks;
    await s.loadFile('bad.slots', '8 8\n0 0 4 h\n0 0 x v\n');
    const t = useApp.getState();
    expect(t.blocks).toBe(before);
    expect(t.puzzleError).toMatch(/^bad\.slots, line 3, column \d+: /);
  });

  it('loads grid files, slot files (a set of puzzles) and dictionaries by content', async () => {
    const s = useApp.getState();
    await s.loadFile('g.txt', '..#\n...\n#..\n');
    expect(useApp.getState()).toMatchObject({ width: 3, height: 3, source: 'g.txt' });
    expect(useApp.getState().blocks[2]).toBe(true);
    await s.loadFile('seed000-puzzles.txt', publicFile('puzzles/seed000-puzzles.txt'));
    expect(useApp.getState().puzzleSet?.layouts).toHaveLength(4);
    s.choosePuzzle(3);
    expect(useApp.getState().layout.slots).toHaveLength(12);
    await s.loadFile('words.txt', 'apple\nbanana\n42\nhello world\n');
    const t = useApp.getState();
    expect(t.dictionaryId).toBe('custom');
    expect(t.lexicon?.wordCount).toBe(3);
    expect(t.lexicon?.skipped).toBe(1);
    expect(t.layout.slots).toHaveLength(12); // the board is untouched by a dictionary
  });
});

describe('playback slice', () => {
  function withTrace() {
    const layout = puzzle('seed000-p4.slots');
    const r = record(layout, { inference: 'fc', variableOrder: 'static' });
    const trace = new Trace({ variables: r.variables });
    trace.append(r.data, r.count);
    useApp.setState({ layout, runLayout: layout, trace, cursorView: new TraceCursor(trace), phase: 'done', status: 'solved', cursor: 0 });
    return trace;
  }

  it('steps, jumps and seeks within the trace', () => {
    const trace = withTrace();
    const s = useApp.getState();
    s.stepForward();
    s.stepForward();
    expect(useApp.getState().cursor).toBe(2);
    s.stepBack();
    expect(useApp.getState().cursor).toBe(1);
    s.jumpEnd();
    expect(useApp.getState().cursor).toBe(trace.total);
    s.stepForward();
    expect(useApp.getState().cursor).toBe(trace.total);
    s.jumpStart();
    expect(useApp.getState().cursor).toBe(0);
    s.jumpNext('assign');
    const c = useApp.getState().cursor;
    expect(trace.type(c - 1)).toBe(EventCode.assign);
    s.jumpNext('solution');
    expect(trace.type(useApp.getState().cursor - 1)).toBe(EventCode.solution);
    s.seek(-5);
    expect(useApp.getState().cursor).toBe(0);
  });

  it('play starts over from the end and stepping pauses', () => {
    const trace = withTrace();
    const s = useApp.getState();
    s.jumpEnd();
    s.play();
    expect(useApp.getState()).toMatchObject({ playing: true, cursor: 0 });
    s.stepForward();
    expect(useApp.getState().playing).toBe(false);
    expect(trace.total).toBeGreaterThan(0);
  });

  it('editing the board drops a finished run', () => {
    withTrace();
    useApp.getState().toggleBlock(63);
    expect(useApp.getState()).toMatchObject({ trace: null, phase: 'idle', cursor: 0 });
  });
});

describe('Sudoku and Futoshiki boards', () => {
  it('switches kind keeping each board, types and clears digits, cycles signs', () => {
    const s = useApp.getState();
    s.toggleBlock(3);
    s.setKind('sudoku');
    expect(useApp.getState().kind).toBe('sudoku');
    s.setDigit(0, 5);
    s.setDigit(1, 12); // out of range: ignored
    expect(useApp.getState().sudoku.puzzle.givens.slice(0, 2)).toEqual([5, 0]);
    s.setKind('futoshiki');
    s.cycleSign(0, 'right');
    expect(useApp.getState().futoshiki.puzzle.right[0]).toBe(1);
    s.cycleSign(0, 'right');
    expect(useApp.getState().futoshiki.puzzle.right[0]).toBe(2);
    s.cycleSign(0, 'right');
    expect(useApp.getState().futoshiki.puzzle.right[0]).toBe(0);
    s.cycleSign(4, 'right'); // last column of 5 x 5: no right neighbour
    expect(useApp.getState().futoshiki.puzzle.right[4]).toBe(0);
    s.cycleSign(2, 'down');
    s.setKind('sudoku');
    s.setDigit(0, 0);
    expect(useApp.getState().sudoku.puzzle.givens[0]).toBe(0);
    s.setKind('crossword');
    expect(useApp.getState().blocks[3]).toBe(true);
    expect(useApp.getState().futoshiki.puzzle.down[2]).toBe(1);
  });

  it('loads Sudoku and Futoshiki files by content, and a set with a chooser', async () => {
    const s = useApp.getState();
    await s.loadFile('top95.txt', publicFile('puzzles/sudoku-top95.txt'));
    let t = useApp.getState();
    expect(t.kind).toBe('sudoku');
    expect(t.sudoku.set?.puzzles).toHaveLength(95);
    expect(t.sudoku.puzzle.givens.filter((d) => d > 0)).toHaveLength(17);
    s.chooseNumberPuzzle(2);
    expect(useApp.getState().sudoku.source).toBe('top95.txt (puzzle 3 of 95)');
    await s.loadFile('f.txt', publicFile('puzzles/futoshiki-own-4x4.txt'));
    t = useApp.getState();
    expect(t.kind).toBe('futoshiki');
    expect(t.futoshiki.puzzle.size).toBe(4);
    expect([...t.futoshiki.puzzle.right, ...t.futoshiki.puzzle.down].filter((x) => x > 0)).toHaveLength(6);
    // Rows of numbers without signs: the kind being edited decides.
    await s.loadFile('grid.txt', '1 0 0 0\n0 0 3 0\n0 4 0 0\n0 0 0 2\n');
    expect(useApp.getState()).toMatchObject({ kind: 'futoshiki' });
    expect(useApp.getState().futoshiki.source).toBe('grid.txt');
    s.setKind('sudoku');
    await s.loadFile('grid.txt', '1 0 0 0\n0 0 3 0\n0 4 0 0\n0 0 0 2\n');
    expect(useApp.getState().sudoku.puzzle.size).toBe(4);
    await s.loadFile('one.sdk', `${'.'.repeat(80)}x\n`);
    expect(useApp.getState().puzzleError).toMatch(/^one\.sdk, line 1, column 81: /);
    expect(useApp.getState().sudoku.puzzle.size).toBe(4);
  });
});
