import { beforeEach, describe, expect, it } from 'vitest';
import { createAppStore, useApp } from '../store.ts';
import { Trace, TraceCursor } from '../trace.ts';
import { EventCode } from '../../worker/protocol.ts';
import { fixtureFile, publicFile, puzzle, record } from './record.ts';

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

describe('undo and redo of the boards', () => {
  const board = () => {
    const s = useApp.getState();
    return { width: s.width, height: s.height, blocks: s.blocks, given: s.given, source: s.source };
  };

  it('undoes and redoes each edit of the crossword, and a new edit clears redo', () => {
    const s = useApp.getState();
    const empty = board();
    s.toggleBlock(0);
    const blocked = board();
    s.setLetter(9, 'q');
    expect(useApp.getState().history.past.map((h) => h.label)).toEqual(['block', 'letter Q']);
    s.undo();
    expect(board()).toEqual(blocked);
    s.undo();
    expect(board()).toEqual(empty);
    s.undo(); // nothing left: no change
    expect(board()).toEqual(empty);
    s.redo();
    expect(board()).toEqual(blocked);
    expect(useApp.getState().history.future).toHaveLength(1);
    s.toggleBlock(5);
    expect(useApp.getState().history.future).toHaveLength(0);
    s.redo(); // cleared by the new edit
    expect(useApp.getState().blocks[5]).toBe(true);
    expect(useApp.getState().given[9]).toBe('');
  });

  it('brings the drawing back after a load, a sample, a clear, a resize and a puzzle of a set', async () => {
    const s = useApp.getState();
    s.toggleBlock(3);
    s.setLetter(10, 'a');
    const drawing = board();
    await s.loadFile('g.txt', '..#\n...\n#..\n');
    expect(useApp.getState().source).toBe('g.txt');
    s.undo();
    expect(board()).toEqual(drawing);
    s.redo();
    expect(board()).toMatchObject({ width: 3, height: 3, source: 'g.txt' });
    s.undo();

    s.clearBoard();
    expect(useApp.getState().blocks.some(Boolean)).toBe(false);
    s.undo();
    expect(board()).toEqual(drawing);

    // Typing 1 then 15 into the width field: one step.
    s.resize(4, 8);
    s.resize(15, 8);
    s.undo();
    expect(board()).toEqual(drawing);

    await s.loadFile('seed000-puzzles.txt', publicFile('puzzles/seed000-puzzles.txt'));
    s.choosePuzzle(2);
    expect(useApp.getState().puzzleSet?.index).toBe(2);
    s.undo();
    expect(useApp.getState().puzzleSet?.index).toBe(0);
    s.undo();
    expect(board()).toEqual(drawing);
    expect(useApp.getState().puzzleSet).toBeNull();
  });

  it('makes a drag (a group of edits) one step', () => {
    const s = useApp.getState();
    s.beginGroup();
    for (let c = 0; c < 8; c++) s.setBlock(c, true);
    s.setBlock(8, true);
    s.setBlock(16, true);
    s.endGroup();
    s.toggleBlock(63);
    expect(useApp.getState().history.past).toHaveLength(2);
    s.undo();
    expect(useApp.getState().blocks.filter(Boolean)).toHaveLength(10);
    s.undo();
    expect(useApp.getState().blocks.some(Boolean)).toBe(false);
  });

  it('covers Sudoku and Futoshiki: digits, signs, resize, clear, load, and switching kind', async () => {
    const s = useApp.getState();
    s.setKind('sudoku');
    s.setDigit(0, 5);
    s.setDigit(1, 3);
    s.resizeNumbers(4);
    expect(useApp.getState().sudoku.puzzle.size).toBe(4);
    s.undo();
    expect(useApp.getState().sudoku.puzzle.givens.slice(0, 2)).toEqual([5, 3]);
    s.undo();
    expect(useApp.getState().sudoku.puzzle.givens.slice(0, 2)).toEqual([5, 0]);
    s.clearNumbers();
    s.undo();
    expect(useApp.getState().sudoku.puzzle.givens[0]).toBe(5);

    await s.loadFile('f.txt', publicFile('puzzles/futoshiki-own-4x4.txt'));
    expect(useApp.getState().kind).toBe('futoshiki');
    s.cycleSign(0, 'right');
    const signed = useApp.getState().futoshiki.puzzle;
    s.undo();
    expect(useApp.getState().futoshiki.puzzle).not.toBe(signed);
    s.undo(); // the load: back on the Sudoku, with its digits
    expect(useApp.getState().kind).toBe('sudoku');
    expect(useApp.getState().futoshiki.puzzle.size).toBe(5);
    expect(useApp.getState().sudoku.puzzle.givens[0]).toBe(5);
    s.redo();
    s.redo();
    expect(useApp.getState().futoshiki.puzzle).toBe(signed);

    s.setKind('crossword');
    s.undo();
    expect(useApp.getState().kind).toBe('futoshiki');
  });

  it('loads a sample with its puzzle of a set as one step', async () => {
    const texts: Record<string, string> = { 'sudoku-top95.txt': publicFile('puzzles/sudoku-top95.txt') };
    const realFetch = globalThis.fetch;
    globalThis.fetch = (async (url: string) => new Response(texts[String(url).split('/').pop()!] ?? '', { status: 200 })) as typeof fetch;
    try {
      const s = useApp.getState();
      await s.loadSample('sudoku-top95.txt#5');
      expect(useApp.getState().sudoku.set?.index).toBe(5);
      expect(useApp.getState().history.past).toHaveLength(1);
      s.undo();
      expect(useApp.getState()).toMatchObject({ kind: 'crossword', sudoku: { set: null } });
    } finally {
      globalThis.fetch = realFetch;
    }
  });

  it('leaves the settings and the dictionary alone', async () => {
    const s = useApp.getState();
    s.toggleBlock(0);
    await s.loadFile('words.txt', 'apple\nbanana\n');
    s.setAlgorithm({ inference: 'fc' });
    s.undo();
    const t = useApp.getState();
    expect(t.blocks[0]).toBe(false);
    expect(t).toMatchObject({ dictionaryId: 'custom', inference: 'fc' });
    expect(t.history.past).toHaveLength(0);
  });

  it('does nothing while a run is going', () => {
    const s = useApp.getState();
    s.toggleBlock(0);
    useApp.setState({ phase: 'running' });
    s.undo();
    expect(useApp.getState().blocks[0]).toBe(true);
  });

  it('keeps at most 200 steps', () => {
    const s = useApp.getState();
    for (let i = 0; i < 250; i++) s.toggleBlock(i % 64);
    expect(useApp.getState().history.past).toHaveLength(200);
    for (let i = 0; i < 250; i++) s.undo();
    // 50 toggles can no longer be undone: cells 0..49 were toggled once, which the oldest 50 steps did.
    const blocks = useApp.getState().blocks;
    expect(blocks.slice(0, 50).every(Boolean)).toBe(true);
    expect(blocks.slice(50).some(Boolean)).toBe(false);
  });
});

describe('loading never destroys work', () => {
  it('loads the top3000 word list as the dictionary, leaving the board as drawn', async () => {
    const text = fixtureFile('crossword/top3000-english.txt');
    const s = useApp.getState();
    s.toggleBlock(4);
    const before = useApp.getState().blocks;
    await s.loadFile('top3000-english.txt', text);
    const t = useApp.getState();
    expect(t.blocks).toBe(before);
    expect(t).toMatchObject({ width: 8, height: 8, dictionaryId: 'custom', puzzleError: null });
    expect(t.lexicon?.skipped).toBe(5);
  });

  it('asks about content that could be either, and both answers work', async () => {
    const s = useApp.getState();
    s.toggleBlock(4);
    const before = useApp.getState().blocks;
    const text = 'e-mail\nx-rays\nt-bone\nup-end\nhello\n';
    await s.loadFile('w.txt', text);
    expect(useApp.getState().pendingLoad?.name).toBe('w.txt');
    expect(useApp.getState().blocks).toBe(before);
    s.answerLoad('dictionary');
    expect(useApp.getState()).toMatchObject({ pendingLoad: null, dictionaryId: 'custom', blocks: before });
    await s.loadFile('w.txt', text);
    s.answerLoad('puzzle');
    expect(useApp.getState()).toMatchObject({ pendingLoad: null, width: 6, height: 5, source: 'w.txt' });
    await s.loadFile('w.txt', text);
    s.answerLoad(null);
    expect(useApp.getState()).toMatchObject({ pendingLoad: null, width: 6 });
  });

  it('refuses a grid over 50 x 50 with its reason, leaving the board', async () => {
    const s = useApp.getState();
    s.toggleBlock(4);
    const before = useApp.getState().blocks;
    await s.loadFile('big.grid', `${'.'.repeat(51)}\n`.repeat(3));
    expect(useApp.getState().blocks).toBe(before);
    expect(useApp.getState().puzzleError).toBe('big.grid: the board is 51 × 3 cells, larger than the largest board the app takes (50 × 50)');
    expect(useApp.getState().history.past).toHaveLength(1);
  });
});

describe('the run’s words', () => {
  it('loadWords fetches a whole length of the run’s dictionary once, into the run’s table in place', async () => {
    const asked: [string, number][] = [];
    const table: Record<number, string[]> = { 3: ['act', 'cat'] };
    table[3]!.length = 5; // only values 0 and 1 came with events
    const solver = {
      run: () => undefined,
      cancel: () => undefined,
      loadDictionary: () => Promise.reject(new Error('not used')),
      unfillable: () => Promise.resolve([]),
      wordsOfLength: (key: string, length: number) => {
        asked.push([key, length]);
        return Promise.resolve({ ...table, [length]: ['act', 'cat', 'rat', 'tac', 'tar'] });
      },
    };
    const store = createAppStore({ solver, files: { readFile: () => Promise.reject(new Error('no')), readDictionary: () => Promise.reject(new Error('no')) }, fetchText: () => Promise.reject(new Error('no')) });
    store.setState({ words: table, runDictionary: 'top3000' });
    await store.getState().loadWords(3);
    await store.getState().loadWords(3);
    expect(asked).toEqual([['top3000', 3]]);
    expect(store.getState().words).toBe(table);
    expect(table[3]).toEqual(['act', 'cat', 'rat', 'tac', 'tar']);
    expect(store.getState().wordsVersion).toBe(1);
  });
});
