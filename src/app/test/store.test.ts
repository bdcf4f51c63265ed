import { beforeEach, describe, expect, it } from 'vitest';
import { check } from '../../../tests/check.ts';
import { createAppStore, useApp } from '../state/store.ts';
import { Trace, TraceCursor } from '../../trace/trace.ts';
import { EventCode } from '../../trace/codes.ts';
import { layoutFromBoard } from '../../puzzles/crossword/index.ts';
import { fixtureFile, publicFile, puzzle, record } from './record.ts';
import { msg, textOf } from '../i18n/message.ts';

const initial = useApp.getInitialState();
beforeEach(() => useApp.setState(initial, true));

/** The crossword's board state. */
const cw = () => useApp.getState().boards.crossword.puzzle;
/** The crossword's size and source. */
const crossword = () => {
  const b = useApp.getState().boards.crossword;
  return { width: b.puzzle.width, height: b.puzzle.height, source: b.source };
};
/** A click on a crossword cell, as the board sends it (mirrored when drawing symmetrically). */
const toggle = (cell: number) => {
  const s = useApp.getState();
  s.edit('crossword', { type: 'toggle', cell, symmetry: s.symmetry });
};

describe('puzzle slice', () => {
  it('opens on an empty 8 x 8 board whose slots are every row and column', () => {
    const s = cw();
    check([s.width, s.height]).toEqual([8, 8]);
    check(s.blocks.every((b) => !b)).toBe(true);
    expect(s.slots).toHaveLength(16);
    check(s.slots[0]!.name).toBe('1-Across');
    check(s.slots[1]!.name).toBe('1-Down');
  });

  it('toggles blocks, mirrored through the centre when symmetric', () => {
    const s = useApp.getState();
    s.setSymmetry('none');
    toggle(0);
    check(cw().blocks[0]).toBe(true);
    check(cw().blocks[63]).toBe(false);
    s.setSymmetry('rotational');
    toggle(1);
    check(cw().blocks[1]).toBe(true);
    check(cw().blocks[62]).toBe(true);
    // Slots are derived again: row 0 now starts at column 2.
    expect(cw().slots[0]).toMatchObject({ row: 0, col: 2, length: 6, direction: 'across' });
  });

  it('draws a new grid with rotational symmetry; each symmetry places and removes partners as one undo step', () => {
    const s = useApp.getState();
    check(s.symmetry).toBe('rotational');
    // On 8 x 8, cell 10 is row 1, column 2; its partners are read off the picture, not computed.
    const partner = { rotational: 6 * 8 + 5, 'mirror-left-right': 8 + 5, 'mirror-top-bottom': 6 * 8 + 2 } as const;
    for (const [symmetry, other] of Object.entries(partner)) {
      useApp.setState(initial, true);
      useApp.getState().setSymmetry(symmetry as keyof typeof partner);
      toggle(10);
      check(cw().blocks.flatMap((b, i) => (b ? [i] : [])), symmetry).toEqual([10, other].sort((x, y) => x - y));
      useApp.getState().undo();
      check(cw().blocks.some(Boolean), symmetry).toBe(false);
      useApp.getState().redo();
      toggle(other); // removing the partner removes the cell too
      check(cw().blocks.some(Boolean), symmetry).toBe(false);
    }
    useApp.setState(initial, true);
    useApp.getState().setSymmetry('none');
    toggle(10);
    check(cw().blocks.flatMap((b, i) => (b ? [i] : []))).toEqual([10]);
  });

  it('a loaded grid is drawn with the symmetry its blocks keep, none when they keep none', () => {
    const s = useApp.getState();
    const grid = (blocks: number[]) => {
      const b = new Array<boolean>(25).fill(false);
      for (const c of blocks) b[c] = true;
      return layoutFromBoard(5, 5, b, new Array<string>(25).fill(''));
    };
    s.loadPuzzles('crossword', 'lopsided.grid', [grid([0])]);
    check(useApp.getState().symmetry).toBe('none');
    expect(cw().blocks.filter(Boolean)).toHaveLength(1); // its blocks kept
    s.loadPuzzles('crossword', 'mirror.grid', [grid([0, 4])]);
    check(useApp.getState().symmetry).toBe('mirror-left-right');
    s.loadPuzzles('crossword', 'rotational.grid', [grid([0, 24])]);
    check(useApp.getState().symmetry).toBe('rotational');
  });

  it('types letters into cells (opening a block) and clears them', () => {
    const s = useApp.getState();
    toggle(9);
    s.edit('crossword', { type: 'letter', cell: 9, letter: 'Q' });
    check(cw().blocks[9]).toBe(false);
    check(cw().given[9]).toBe('q');
    s.edit('crossword', { type: 'letter', cell: 9, letter: '' });
    check(cw().given[9]).toBe('');
  });

  it('resizes within 3..50, keeping the cells that stay on the board', () => {
    const s = useApp.getState();
    toggle(8 + 1); // row 1, column 1
    s.resize(15, 15);
    check([cw().width, cw().height, cw().blocks.length]).toEqual([15, 15, 225]);
    check(cw().blocks[15 + 1]).toBe(true);
    s.resize(1, 80);
    check([cw().width, cw().height]).toEqual([3, 50]);
  });

  it('keeps the board when a file fails to load, and reports line and column', async () => {
    const s = useApp.getState();
    toggle(5);
    const before = cw().blocks;
    await s.loadFile('bad.slots', '8 8\n0 0 4 h\n0 0 x v\n');
    const t = useApp.getState();
    check(t.boards.crossword.puzzle.blocks).toBe(before);
    check(textOf(t.puzzleError!)).toMatch(/^bad\.slots, line 3, column \d+: /);
  });

  it('loads grid files, slot files (a set of puzzles) and dictionaries by content', async () => {
    const s = useApp.getState();
    await s.loadFile('g.txt', '..#\n...\n#..\n');
    expect(crossword()).toMatchObject({ width: 3, height: 3, source: 'g.txt' });
    check(cw().blocks[2]).toBe(true);
    await s.loadFile('seed000-puzzles.txt', publicFile('puzzles/seed000-puzzles.txt'));
    expect(useApp.getState().boards.crossword.set?.puzzles).toHaveLength(4);
    s.choosePuzzle(3);
    expect(cw().slots).toHaveLength(12);
    await s.loadFile('words.txt', 'apple\nbanana\n42\nhello world\n');
    const t = useApp.getState();
    check(t.dictionaryId).toBe('custom');
    check(t.lexicon?.wordCount).toBe(3);
    check(t.lexicon?.skipped).toBe(1);
    expect(t.boards.crossword.puzzle.slots).toHaveLength(12); // the board is untouched by a dictionary
  });
});

describe('playback slice', () => {
  function withTrace() {
    const layout = puzzle('seed000-p4.slots');
    const r = record(layout, { inference: 'fc', variableOrder: 'static' });
    const trace = new Trace({ variables: r.variables });
    trace.append(r.data, r.count);
    useApp.getState().loadPuzzles('crossword', 'p4', [layout]);
    useApp.setState({ runBoard: { kind: 'crossword', puzzle: layout }, runLayout: layout, trace, cursorView: new TraceCursor(trace), phase: 'done', status: 'solved', cursor: 0 });
    return trace;
  }

  it('steps, jumps and seeks within the trace', () => {
    const trace = withTrace();
    const s = useApp.getState();
    s.stepForward();
    s.stepForward();
    check(useApp.getState().cursor).toBe(2);
    s.stepBack();
    check(useApp.getState().cursor).toBe(1);
    s.jumpEnd();
    check(useApp.getState().cursor).toBe(trace.total);
    s.stepForward();
    check(useApp.getState().cursor).toBe(trace.total);
    s.jumpStart();
    check(useApp.getState().cursor).toBe(0);
    s.jumpNext('assign');
    const c = useApp.getState().cursor;
    check(trace.type(c - 1)).toBe(EventCode.assign);
    s.jumpNext('solution');
    check(trace.type(useApp.getState().cursor - 1)).toBe(EventCode.solution);
    s.seek(-5);
    check(useApp.getState().cursor).toBe(0);
  });

  it('play starts over from the end and stepping pauses', () => {
    const trace = withTrace();
    const s = useApp.getState();
    s.jumpEnd();
    s.play();
    expect(useApp.getState()).toMatchObject({ playing: true, cursor: 0 });
    s.stepForward();
    check(useApp.getState().playing).toBe(false);
    expect(trace.total).toBeGreaterThan(0);
  });

  it('stops playing at the stop conditions it knows: a breakpoint, and predict mode before each decision', () => {
    const trace = withTrace();
    const s = useApp.getState();
    // Depth 2 reached: the first assignment at depth 2, found here from the events themselves.
    let depth2 = -1;
    for (let i = 0; i < trace.recorded && depth2 < 0; i++) if (trace.type(i) === EventCode.assign && trace.extra(i) >= 2) depth2 = i;
    expect(depth2).toBeGreaterThan(0);
    s.setBreakpoint({ kind: 'depth', depth: 2 });
    s.play();
    useApp.getState().advance(trace.total);
    expect(useApp.getState()).toMatchObject({ cursor: depth2 + 1, playing: false });
    check(useApp.getState().stoppedAt).toContain(`step ${(depth2 + 1).toLocaleString('en')}: depth 2 reached`);
    // Run to breakpoint from the start finds the same place.
    s.seek(0);
    useApp.getState().runToBreakpoint();
    check(useApp.getState().cursor).toBe(depth2 + 1);
    // Predict mode: the cursor stays just before the next select or assign, which is revealed on demand.
    s.setBreakpoint({ kind: 'none' });
    s.setPredict(true);
    s.seek(0);
    s.play();
    useApp.getState().advance(trace.total);
    const at = useApp.getState().cursor;
    check([EventCode.select, EventCode.assign]).toContain(trace.type(at));
    for (let i = 0; i < at; i++) check([EventCode.select, EventCode.assign]).not.toContain(trace.type(i));
    expect(useApp.getState()).toMatchObject({ playing: false, predicting: at });
    useApp.getState().reveal(true);
    expect(useApp.getState()).toMatchObject({ cursor: at + 1, playing: true, predicting: -1 });
    s.setPredict(false);
    useApp.getState().advance(trace.total);
    check(useApp.getState().cursor).toBe(trace.total);
  });

  it('editing the board drops a finished run', () => {
    withTrace();
    toggle(63);
    expect(useApp.getState()).toMatchObject({ trace: null, phase: 'idle', cursor: 0 });
  });
});

describe('Sudoku and Futoshiki boards', () => {
  it('switches kind keeping each board, types and clears digits, cycles signs', () => {
    const s = useApp.getState();
    toggle(3);
    s.setKind('sudoku');
    check(useApp.getState().kind).toBe('sudoku');
    s.edit(useApp.getState().kind, { type: 'digit', cell: 0, digit: 5 });
    s.edit(useApp.getState().kind, { type: 'digit', cell: 1, digit: 12 }); // out of range: ignored
    check(useApp.getState().boards.sudoku.puzzle.givens.slice(0, 2)).toEqual([5, 0]);
    s.setKind('futoshiki');
    s.edit('futoshiki', { type: 'sign', cell: 0, direction: 'right' });
    check(useApp.getState().boards.futoshiki.puzzle.right[0]).toBe(1);
    s.edit('futoshiki', { type: 'sign', cell: 0, direction: 'right' });
    check(useApp.getState().boards.futoshiki.puzzle.right[0]).toBe(2);
    s.edit('futoshiki', { type: 'sign', cell: 0, direction: 'right' });
    check(useApp.getState().boards.futoshiki.puzzle.right[0]).toBe(0);
    s.edit('futoshiki', { type: 'sign', cell: 4, direction: 'right' }); // last column of 5 x 5: no right neighbour
    check(useApp.getState().boards.futoshiki.puzzle.right[4]).toBe(0);
    s.edit('futoshiki', { type: 'sign', cell: 2, direction: 'down' });
    s.setKind('sudoku');
    s.edit(useApp.getState().kind, { type: 'digit', cell: 0, digit: 0 });
    check(useApp.getState().boards.sudoku.puzzle.givens[0]).toBe(0);
    s.setKind('crossword');
    check(cw().blocks[3]).toBe(true);
    check(useApp.getState().boards.futoshiki.puzzle.down[2]).toBe(1);
  });

  it('loads Sudoku and Futoshiki files by content, and a set with a chooser', async () => {
    const s = useApp.getState();
    await s.loadFile('top95.txt', publicFile('puzzles/sudoku-top95.txt'));
    let t = useApp.getState();
    check(t.kind).toBe('sudoku');
    expect(t.boards.sudoku.set?.puzzles).toHaveLength(95);
    expect(t.boards.sudoku.puzzle.givens.filter((d) => d > 0)).toHaveLength(17);
    s.choosePuzzle(2);
    check(useApp.getState().boards.sudoku.source).toBe('top95.txt (puzzle 3 of 95)');
    await s.loadFile('f.txt', publicFile('puzzles/futoshiki-own-4x4.txt'));
    t = useApp.getState();
    check(t.kind).toBe('futoshiki');
    check(t.boards.futoshiki.puzzle.size).toBe(4);
    expect([...t.boards.futoshiki.puzzle.right, ...t.boards.futoshiki.puzzle.down].filter((x) => x > 0)).toHaveLength(6);
    // Rows of numbers without signs: the kind being edited decides.
    await s.loadFile('grid.txt', '1 0 0 0\n0 0 3 0\n0 4 0 0\n0 0 0 2\n');
    expect(useApp.getState()).toMatchObject({ kind: 'futoshiki' });
    check(useApp.getState().boards.futoshiki.source).toBe('grid.txt');
    s.setKind('sudoku');
    await s.loadFile('grid.txt', '1 0 0 0\n0 0 3 0\n0 4 0 0\n0 0 0 2\n');
    check(useApp.getState().boards.sudoku.puzzle.size).toBe(4);
    await s.loadFile('one.sdk', `${'.'.repeat(80)}x\n`);
    check(textOf(useApp.getState().puzzleError!)).toMatch(/^one\.sdk, line 1, column 81: /);
    check(useApp.getState().boards.sudoku.puzzle.size).toBe(4);
  });
});

describe('undo and redo of the boards', () => {
  const board = () => {
    const s = useApp.getState();
    const b = s.boards.crossword;
    return { width: b.puzzle.width, height: b.puzzle.height, blocks: b.puzzle.blocks, given: b.puzzle.given, source: b.source };
  };

  it('undoes and redoes each edit of the crossword, and a new edit clears redo', () => {
    const s = useApp.getState();
    const empty = board();
    toggle(0);
    const blocked = board();
    s.edit('crossword', { type: 'letter', cell: 9, letter: 'q' });
    check(useApp.getState().history.past.map((h) => h.label)).toEqual([msg('names.undo.block'), msg('names.undo.letter', { letter: 'Q' })]);
    s.undo();
    check(board()).toEqual(blocked);
    s.undo();
    check(board()).toEqual(empty);
    s.undo(); // nothing left: no change
    check(board()).toEqual(empty);
    s.redo();
    check(board()).toEqual(blocked);
    expect(useApp.getState().history.future).toHaveLength(1);
    toggle(5);
    expect(useApp.getState().history.future).toHaveLength(0);
    s.redo(); // cleared by the new edit
    check(cw().blocks[5]).toBe(true);
    check(cw().given[9]).toBe('');
  });

  it('brings the drawing back after a load, a sample, a clear, a resize and a puzzle of a set', async () => {
    const s = useApp.getState();
    toggle(3);
    s.edit('crossword', { type: 'letter', cell: 10, letter: 'a' });
    const drawing = board();
    await s.loadFile('g.txt', '..#\n...\n#..\n');
    check(crossword().source).toBe('g.txt');
    s.undo();
    check(board()).toEqual(drawing);
    s.redo();
    expect(board()).toMatchObject({ width: 3, height: 3, source: 'g.txt' });
    s.undo();

    s.clearBoard();
    check(cw().blocks.some(Boolean)).toBe(false);
    s.undo();
    check(board()).toEqual(drawing);

    // Typing 1 then 15 into the width field: one step.
    s.resize(4, 8);
    s.resize(15, 8);
    s.undo();
    check(board()).toEqual(drawing);

    await s.loadFile('seed000-puzzles.txt', publicFile('puzzles/seed000-puzzles.txt'));
    s.choosePuzzle(2);
    check(useApp.getState().boards.crossword.set?.index).toBe(2);
    s.undo();
    check(useApp.getState().boards.crossword.set?.index).toBe(0);
    s.undo();
    check(board()).toEqual(drawing);
    expect(useApp.getState().boards.crossword.set).toBeNull();
  });

  it('makes a drag (a group of edits) one step', () => {
    const s = useApp.getState();
    s.beginGroup();
    for (let c = 0; c < 8; c++) s.edit('crossword', { type: 'block', cell: c, blocked: true });
    s.edit('crossword', { type: 'block', cell: 8, blocked: true });
    s.edit('crossword', { type: 'block', cell: 16, blocked: true });
    s.endGroup();
    toggle(63);
    expect(useApp.getState().history.past).toHaveLength(2);
    s.undo();
    expect(cw().blocks.filter(Boolean)).toHaveLength(10);
    s.undo();
    check(cw().blocks.some(Boolean)).toBe(false);
  });

  it('covers Sudoku and Futoshiki: digits, signs, resize, clear, load, and switching kind', async () => {
    const s = useApp.getState();
    s.setKind('sudoku');
    s.edit(useApp.getState().kind, { type: 'digit', cell: 0, digit: 5 });
    s.edit(useApp.getState().kind, { type: 'digit', cell: 1, digit: 3 });
    s.resize(4);
    check(useApp.getState().boards.sudoku.puzzle.size).toBe(4);
    s.undo();
    check(useApp.getState().boards.sudoku.puzzle.givens.slice(0, 2)).toEqual([5, 3]);
    s.undo();
    check(useApp.getState().boards.sudoku.puzzle.givens.slice(0, 2)).toEqual([5, 0]);
    s.clearBoard();
    s.undo();
    check(useApp.getState().boards.sudoku.puzzle.givens[0]).toBe(5);

    await s.loadFile('f.txt', publicFile('puzzles/futoshiki-own-4x4.txt'));
    check(useApp.getState().kind).toBe('futoshiki');
    s.edit('futoshiki', { type: 'sign', cell: 0, direction: 'right' });
    const signed = useApp.getState().boards.futoshiki.puzzle;
    s.undo();
    check(useApp.getState().boards.futoshiki.puzzle).not.toBe(signed);
    s.undo(); // the load: back on the Sudoku, with its digits
    check(useApp.getState().kind).toBe('sudoku');
    check(useApp.getState().boards.futoshiki.puzzle.size).toBe(5);
    check(useApp.getState().boards.sudoku.puzzle.givens[0]).toBe(5);
    s.redo();
    s.redo();
    check(useApp.getState().boards.futoshiki.puzzle).toBe(signed);

    s.setKind('crossword');
    s.undo();
    check(useApp.getState().kind).toBe('futoshiki');
  });

  it('loads a sample with its puzzle of a set as one step', async () => {
    const texts: Record<string, string> = { 'sudoku-top95.txt': publicFile('puzzles/sudoku-top95.txt') };
    const realFetch = globalThis.fetch;
    globalThis.fetch = (async (url: string) => new Response(texts[String(url).split('/').pop()!] ?? '', { status: 200 })) as typeof fetch;
    try {
      const s = useApp.getState();
      await s.loadSample('sudoku-top95.txt#5');
      check(useApp.getState().boards.sudoku.set?.index).toBe(5);
      expect(useApp.getState().history.past).toHaveLength(1);
      s.undo();
      expect(useApp.getState()).toMatchObject({ kind: 'crossword', boards: { sudoku: { set: null } } });
    } finally {
      globalThis.fetch = realFetch;
    }
  });

  it('leaves the settings and the dictionary alone', async () => {
    const s = useApp.getState();
    toggle(0);
    await s.loadFile('words.txt', 'apple\nbanana\n');
    s.setAlgorithm({ inference: 'fc' });
    s.undo();
    const t = useApp.getState();
    check(t.boards.crossword.puzzle.blocks[0]).toBe(false);
    expect(t).toMatchObject({ dictionaryId: 'custom', inference: 'fc' });
    expect(t.history.past).toHaveLength(0);
  });

  it('does nothing while a run is going', () => {
    const s = useApp.getState();
    toggle(0);
    useApp.setState({ phase: 'running' });
    s.undo();
    check(cw().blocks[0]).toBe(true);
  });

  it('keeps at most 200 steps', () => {
    const s = useApp.getState();
    s.setSymmetry('none');
    for (let i = 0; i < 250; i++) toggle(i % 64);
    expect(useApp.getState().history.past).toHaveLength(200);
    for (let i = 0; i < 250; i++) s.undo();
    // 50 toggles can no longer be undone: cells 0..49 were toggled once, which the oldest 50 steps did.
    const blocks = cw().blocks;
    check(blocks.slice(0, 50).every(Boolean)).toBe(true);
    check(blocks.slice(50).some(Boolean)).toBe(false);
  });
});

describe('loading never destroys work', () => {
  it('loads the top3000 word list as the dictionary, leaving the board as drawn', async () => {
    const text = fixtureFile('crossword/top3000-english.txt');
    const s = useApp.getState();
    toggle(4);
    const before = cw().blocks;
    await s.loadFile('top3000-english.txt', text);
    const t = useApp.getState();
    check(t.boards.crossword.puzzle.blocks).toBe(before);
    expect(t).toMatchObject({ dictionaryId: 'custom', puzzleError: null });
    expect(crossword()).toMatchObject({ width: 8, height: 8 });
    check(t.lexicon?.skipped).toBe(5);
  });

  it('asks about content that could be either, and both answers work', async () => {
    const s = useApp.getState();
    toggle(4);
    const before = cw().blocks;
    const text = 'e-mail\nx-rays\nt-bone\nup-end\nhello\n';
    await s.loadFile('w.txt', text);
    check(useApp.getState().pendingLoad?.name).toBe('w.txt');
    check(cw().blocks).toBe(before);
    await s.answerLoad('dictionary');
    expect(useApp.getState()).toMatchObject({ pendingLoad: null, dictionaryId: 'custom' });
    check(cw().blocks).toBe(before);
    await s.loadFile('w.txt', text);
    await s.answerLoad('puzzle');
    expect(useApp.getState()).toMatchObject({ pendingLoad: null });
    expect(crossword()).toMatchObject({ width: 6, height: 5, source: 'w.txt' });
    await s.loadFile('w.txt', text);
    await s.answerLoad(null);
    expect(useApp.getState()).toMatchObject({ pendingLoad: null });
    check(crossword().width).toBe(6);
  });

  it('refuses a grid over 50 x 50 with its reason, leaving the board', async () => {
    const s = useApp.getState();
    toggle(4);
    const before = cw().blocks;
    await s.loadFile('big.grid', `${'.'.repeat(51)}\n`.repeat(3));
    check(cw().blocks).toBe(before);
    check(textOf(useApp.getState().puzzleError!)).toBe('big.grid: the board is 51 × 3 cells, larger than the largest board the app takes (50 × 50)');
    expect(useApp.getState().history.past).toHaveLength(1);
  });
});

describe('the run’s words', () => {
  it('loadWords fetches a whole length of the run’s dictionary once, into a new table of the run’s words (through set)', async () => {
    const asked: [string, number][] = [];
    const table: Record<number, string[]> = { 3: ['act', 'cat'], 4: ['tact'] };
    table[3]!.length = 5; // only values 0 and 1 came with events
    const solver = {
      run: () => undefined,
      cancel: () => undefined,
      loadDictionary: () => Promise.reject(new Error('not used')),
      unfillable: () => Promise.resolve([]),
      wordsOfLength: (key: string, length: number) => {
        asked.push([key, length]);
        return Promise.resolve(['act', 'cat', 'rat', 'tac', 'tar']);
      },
    };
    const store = createAppStore({ solver, files: { readFile: () => Promise.reject(new Error('no')), readDictionary: () => Promise.reject(new Error('no')), readCrossword: () => Promise.reject(new Error('no')) }, fetchText: () => Promise.reject(new Error('no')) });
    store.setState({ words: table, runDictionary: 'top3000' });
    await store.getState().loadWords(3);
    await store.getState().loadWords(3);
    check(asked).toEqual([['top3000', 3]]);
    const words = store.getState().words!;
    check(words).not.toBe(table);
    check(words[3]).toEqual(['act', 'cat', 'rat', 'tac', 'tar']);
    // The lengths it did not fetch are the same lists; the old table is not written to.
    check(words[4]).toBe(table[4]);
    check(table[3]!.slice(0, 2)).toEqual(['act', 'cat']);
    expect(table[3]![2]).toBeUndefined();
    check(store.getState().wordsVersion).toBe(1);
  });
});
