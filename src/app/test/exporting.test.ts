/**
 * The exports (exporting.ts and the kinds' `svg`, `text`, `file`): each kind's SVG holds its cells,
 * letters or digits, givens and signs; the text of a solved board passes the independent checkers;
 * the trace parses line by line and an independent replay of it ends on the exported board; the
 * puzzle file reads back through the app's parsers (and the CLI's: tests/cli/export.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { check } from '../../../tests/check.ts';
import { checkCrossword, runsOf } from '../../checkers/crossword.ts';
import { checkFutoshiki, readFutoshikiFacts } from '../../checkers/futoshiki.ts';
import { checkSudoku } from '../../checkers/sudoku.ts';
import { parseDictionary, type CrosswordLayout } from '../../puzzles/crossword/index.ts';
import { search } from '../../solver/index.ts';
import { encodeEvent } from '../../worker/encode.ts';
import { type SolveRequest, type WordTable } from '../../worker/protocol.ts';
import { anyKind } from '../../puzzles/registry.ts';
import { EVENT_FIELDS } from '../../trace/codes.ts';
import { sketchProblem } from '../../trace/sketch.ts';
import { boardSvg, boardText, exportBlocker, exportName, puzzleFile, shownStep, traceJsonl } from '../export/exporting.ts';
import { readFileText } from '../../puzzles/files.ts';
import { boardOf } from '../kinds/kind.ts';
import { kindOf, type KindId } from '../kinds/registry.ts';
import type { NumberPuzzle } from '../kinds/numbers/board.ts';
import type { RunHandlers } from '../run/solverClient.ts';
import { createAppStore } from '../state/store.ts';
import { commonWords, publicFile } from './record.ts';

/** The solver worker's part, in process: the real model and search, events encoded as the worker does. */
function inlineSolver() {
  return {
    run(request: SolveRequest, h: RunHandlers) {
      // The kind's model, as the worker builds it (a kind that fills with words: from the everyday words).
      const kind = anyKind(request.kind);
      const built = kind.build(request.puzzle, { alldiff: request.alldiff, reuse: request.reuse, index: commonWords() });
      const words: WordTable = {};
      if (kind.words)
        for (const [length] of commonWords().lengths()) {
          const all = commonWords().bucket(length)!.words;
          words[length] = { values: all.map((_, v) => v), text: all.join('\n'), size: all.length };
        }
      h.onModel({
        type: 'model',
        emptySlots: [],
        constraints: kind.labels ? built.problem.constraints.map((c) => c.label) : undefined,
        sketch: sketchProblem(built.problem, request.options),
        buildMs: 0,
      });
      const data: number[] = [];
      for (const e of search(built.problem, { ...request.options, record: true })) {
        if (e.type === 'done') {
          h.onEvents(Int32Array.from(data), data.length / EVENT_FIELDS, { words: kind.words ? words : undefined });
          h.onDone({ status: e.status, stats: e.stats });
        } else encodeEvent(e, (...f: number[]) => data.push(...f));
      }
    },
    cancel: () => undefined,
    loadDictionary: () => Promise.resolve({ key: 'english-common', name: 'english-common.txt', words: 0, lengths: {} }) as never,
    unfillable: () => Promise.resolve([]),
    wordsOfLength: () => Promise.resolve([]),
  };
}

function storeWith(kind: KindId, file: string, index = 0) {
  const store = createAppStore({
    solver: inlineSolver(),
    files: { readFile: () => Promise.reject(new Error('not used')), readDictionary: () => Promise.reject(new Error('not used')), readCrossword: () => Promise.reject(new Error('not used')) },
    fetchText: () => Promise.reject(new Error('not used')),
  });
  const puzzle = kindOf(kind).parse(publicFile(`puzzles/${file}`), file)[index]!;
  store.setState({ kind, boards: { ...store.getState().boards, [kind]: boardOf(puzzle, file) } });
  return store;
}

type Store = ReturnType<typeof storeWith>;

/** Solve the shown board and move the player to the end. */
async function solved(store: Store): Promise<Store> {
  await store.getState().solve();
  const s = store.getState();
  check(s.phase).toBe('done');
  check(s.status).toBe('solved');
  store.setState({ cursor: s.trace!.total, playing: false });
  return store;
}

/** jsdom's XML parser (a Node test: the CLI's modules need Node's own URL, which a jsdom environment replaces). */
const jsdom = 'jsdom';
const { JSDOM } = (await import(/* @vite-ignore */ jsdom)) as { JSDOM: new () => { window: { DOMParser: typeof DOMParser } } };
const parser = new new JSDOM().window.DOMParser();

/** The SVG read as a document (it must be well-formed XML). */
function svgDocument(svg: string): Document {
  const doc = parser.parseFromString(svg, 'image/svg+xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  check(doc.documentElement.tagName).toBe('svg');
  return doc;
}

/** Cell index → its text, from the SVG's `text[data-cell]` elements (not signs), and which are given. */
function svgCells(doc: Document): { texts: Map<number, string>; given: Set<number> } {
  const texts = new Map<number, string>();
  const given = new Set<number>();
  for (const el of Array.from(doc.querySelectorAll('text[data-cell]:not(.sign)'))) {
    const cell = Number(el.getAttribute('data-cell'));
    texts.set(cell, el.textContent ?? '');
    if (el.getAttribute('data-given') === 'true') given.add(cell);
  }
  return { texts, given };
}

const rowsOf = (text: string) => text.replace(/\n$/, '').split('\n');

describe('SVG of each kind', () => {
  it('crossword: a rect per open cell, a number per slot start, the placed letters, givens marked', async () => {
    const store = storeWith('crossword', 'lesson-8x8.grid');
    const layout = store.getState().boards.crossword.puzzle;
    // A given letter, drawn distinct.
    const withGiven = kindOf('crossword').edit(layout, { type: 'letter', cell: layout.blocks.indexOf(false), letter: 'Q' } as never)!.puzzle as CrosswordLayout;
    const drawn = svgDocument(kindOf('crossword').svg(withGiven, null));
    expect(drawn.querySelectorAll('rect[data-cell]')).toHaveLength(withGiven.blocks.filter((b) => !b).length);
    check(svgCells(drawn).texts).toEqual(new Map([[withGiven.blocks.indexOf(false), 'Q']]));
    check([...svgCells(drawn).given]).toEqual([withGiven.blocks.indexOf(false)]);

    await solved(store);
    const doc = svgDocument(boardSvg(store.getState()));
    const numbers = Array.from(doc.querySelectorAll('text.slot-number'), (el) => Number(el.textContent));
    check(numbers).toEqual([...new Set(layout.slots.map((s) => s.number))].sort((a, b) => a - b));
    const rows = rowsOf(boardText(store.getState()));
    const { texts, given } = svgCells(doc);
    check(given.size).toBe(0);
    layout.blocks.forEach((blocked, cell) => {
      const ch = rows[Math.floor(cell / layout.width)]![cell % layout.width]!;
      check(texts.get(cell)).toBe(blocked ? undefined : ch.toUpperCase());
    });
  });

  it('Sudoku: every digit, the givens marked, the boxes drawn thick', async () => {
    const store = await solved(storeWith('sudoku', 'sudoku-top95.txt'));
    const p = store.getState().boards.sudoku.puzzle as NumberPuzzle;
    const doc = svgDocument(boardSvg(store.getState()));
    const { texts, given } = svgCells(doc);
    const digits = rowsOf(boardText(store.getState())).join('');
    check(texts.size).toBe(81);
    for (let cell = 0; cell < 81; cell++) check(texts.get(cell)).toBe(digits[cell]);
    check([...given].sort((a, b) => a - b)).toEqual(p.givens.flatMap((d, i) => (d > 0 ? [i] : [])));
    expect(doc.querySelectorAll('line[stroke-width="3"]')).toHaveLength(4);
    expect(doc.querySelectorAll('line[stroke-width="1"]')).toHaveLength(12);
  });

  it('Futoshiki: the signs where the puzzle has them, the digits, the candidates before the end', async () => {
    const store = storeWith('futoshiki', 'futoshiki-own-5x5.txt');
    const p = store.getState().boards.futoshiki.puzzle as NumberPuzzle;
    const doc0 = svgDocument(boardSvg(store.getState()));
    const signs = Array.from(doc0.querySelectorAll('text.sign'), (el) => `${el.getAttribute('data-cell')}${el.getAttribute('data-direction')}${el.textContent}`);
    const expected: string[] = [];
    for (let cell = 0; cell < 25; cell++) {
      if (p.right[cell]) expected.push(`${cell}right${p.right[cell] === 1 ? '<' : '>'}`);
      if (p.down[cell]) expected.push(`${cell}down${p.down[cell] === 1 ? '∧' : '∨'}`);
    }
    expect(expected.length).toBeGreaterThan(0);
    check(signs).toEqual(expected);
    check(svgCells(doc0).texts.size).toBe(p.givens.filter((d) => d > 0).length);

    await solved(store);
    // Early in the run some cells are empty: their candidates are drawn.
    store.setState({ cursor: 1 });
    expect(svgDocument(boardSvg(store.getState())).querySelectorAll('text.candidates').length).toBeGreaterThan(0);
    store.setState({ cursor: store.getState().trace!.total });
    const { texts } = svgCells(svgDocument(boardSvg(store.getState())));
    const digits = rowsOf(boardText(store.getState())).join('');
    check(texts.size).toBe(25);
    for (let cell = 0; cell < 25; cell++) check(texts.get(cell)).toBe(digits[cell]);
  });

  it('escapes what it writes: a file name or letter cannot break the document', () => {
    const svg = kindOf('crossword').svg(kindOf('crossword').empty(), null);
    check(svg.startsWith('<?xml')).toBe(true);
    svgDocument(svg);
  });
});

describe('text of a solved board', () => {
  it('crossword: a grid of # and letters that the independent checker accepts', async () => {
    const store = await solved(storeWith('crossword', 'lesson-8x8.grid'));
    const rows = rowsOf(boardText(store.getState()));
    const drawn = rowsOf(kindOf('crossword').text(store.getState().boards.crossword.puzzle, null));
    expect(rows).toHaveLength(8);
    check(drawn.join('')).toMatch(/^[#.]+$/);
    check(rows.map((r) => r.replace(/\p{L}/gu, '.'))).toEqual(drawn);
    const words = parseDictionary(publicFile('dictionaries/english-common.txt')).words;
    check(checkCrossword({ rows, slots: runsOf(drawn), words, reuse: false })).toEqual([]);
  });

  it('Sudoku and Futoshiki: rows of digits that the independent checkers accept', async () => {
    const sudoku = await solved(storeWith('sudoku', 'sudoku-top95.txt'));
    const givens = publicFile('puzzles/sudoku-top95.txt').split('\n')[0]!.trim();
    check(checkSudoku(givens, rowsOf(boardText(sudoku.getState())))).toEqual([]);
    check(rowsOf(kindOf('sudoku').text(sudoku.getState().boards.sudoku.puzzle, null)).join('').replace(/\./g, '0')).toBe(givens.replace(/\./g, '0'));

    const futoshiki = await solved(storeWith('futoshiki', 'futoshiki-own-5x5.txt'));
    const facts = readFutoshikiFacts(publicFile('puzzles/futoshiki-own-5x5.txt'));
    check(checkFutoshiki(facts, rowsOf(boardText(futoshiki.getState())))).toEqual([]);
  });
});

interface EventLine {
  i: number;
  type: string;
  variable: number;
  value: number;
  extra: number;
  name?: string;
  text?: string;
}

/**
 * The final values of a trace's variables, replayed from its lines alone with the meaning the
 * format gives each event (docs/trace-format.md); its own code, not the app's Trace.
 */
function replay(variables: number, events: EventLine[]): { values: (string | null)[] } {
  const values: (string | null)[] = new Array<string | null>(variables).fill(null);
  const levels = new Array<number>(variables).fill(0);
  let depth = 0;
  for (const e of events) {
    if (e.type === 'assign') {
      values[e.variable] = e.text!;
      levels[e.variable] = ++depth;
    } else if (e.type === 'backtrack') {
      values[e.variable] = null;
      depth--;
    } else if (e.type === 'set') {
      if (values[e.variable] === null && e.value >= 0) depth++;
      else if (values[e.variable] !== null && e.value < 0) depth--;
      values[e.variable] = e.value >= 0 ? e.text! : null;
    } else if (e.type === 'restart') {
      values.fill(null);
      depth = 0;
    } else if (e.type === 'backjump') {
      for (let v = 0; v < variables; v++) if (values[v] !== null && levels[v]! > e.value) values[v] = null;
      depth = e.value;
    }
  }
  return { values };
}

function parseTrace(parts: string[]) {
  const lines = parts.join('').split('\n');
  check(lines.pop()).toBe('');
  const parsed = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
  const header = parsed[0] as { format: string; version: number; kind: string; puzzle: string; settings: Record<string, unknown>; status: string; variables: string[]; events: number; recorded: number; complete: boolean };
  return { header, events: parsed.slice(1) as unknown as EventLine[] };
}

describe('trace as JSON Lines', () => {
  it('is disabled with a reason until there is a run', () => {
    const store = storeWith('sudoku', 'sudoku-top95.txt');
    check(exportBlocker(store.getState(), 'trace')?.key).toBe('exporting.reason.noRun');
    expect(traceJsonl(store.getState())).toBeNull();
    for (const what of ['png', 'svg', 'text', 'puzzle'] as const) expect(exportBlocker(store.getState(), what)).toBeNull();
  });

  it('crossword: every line parses; replaying the words gives the exported board', async () => {
    const store = await solved(storeWith('crossword', 'lesson-8x8.grid'));
    const s = store.getState();
    expect(exportBlocker(s, 'trace')).toBeNull();
    const { header, events } = parseTrace(traceJsonl(s)!);
    expect(header).toMatchObject({ format: 'csp-playground-trace', version: 1, kind: 'crossword', status: 'solved', complete: true, events: s.trace!.total, recorded: s.trace!.total });
    expect(header.settings).toMatchObject({ inference: s.inference, variableOrder: s.variableOrder, maxSolutions: 1, timeLimitMs: null, dictionary: 'english-common.txt' });
    expect(events).toHaveLength(s.trace!.total);
    events.forEach((e, i) => check(e.i).toBe(i));
    const layout = s.boards.crossword.puzzle;
    check(header.variables).toEqual(layout.slots.map((slot) => slot.name));
    // The header's puzzle is the board, in its file format.
    check(kindOf('crossword').parse(header.puzzle, 'trace')[0]).toEqual(layout);
    const { values } = replay(header.variables.length, events);
    const cells = new Array<string>(layout.width * layout.height).fill('#');
    layout.slots.forEach((slot, v) => slot.cells.forEach((cell, k) => (cells[cell] = Array.from(values[v]!)[k]!)));
    const rows = Array.from({ length: layout.height }, (_, r) => cells.slice(r * layout.width, (r + 1) * layout.width).join(''));
    check(rows).toEqual(rowsOf(boardText(s)));
  });

  it('Sudoku and Futoshiki: replaying the digits gives a board the independent checkers accept', async () => {
    for (const [kind, file] of [['sudoku', 'sudoku-top95.txt'], ['futoshiki', 'futoshiki-own-5x5.txt']] as const) {
      const store = await solved(storeWith(kind, file));
      const { header, events } = parseTrace(traceJsonl(store.getState())!);
      check(header.kind).toBe(kind);
      check(events.some((e) => e.type === 'prune' && typeof e.name === 'string')).toBe(true);
      const p = store.getState().boards[kind].puzzle as NumberPuzzle;
      const { values } = replay(header.variables.length, events);
      const digits = values.map((v, cell) => v ?? String(p.givens[cell]));
      const rows = Array.from({ length: p.size }, (_, r) => digits.slice(r * p.size, (r + 1) * p.size).join(''));
      check(rows).toEqual(rowsOf(boardText(store.getState())));
      const problems =
        kind === 'sudoku'
          ? checkSudoku(publicFile(`puzzles/${file}`).split('\n')[0]!.trim(), rows)
          : checkFutoshiki(readFutoshikiFacts(header.puzzle), rows);
      check(problems).toEqual([]);
    }
  });
});

describe('puzzle file', () => {
  // The CLI reads these files back in tests/cli/export.test.ts (a Node test).
  const cases: [KindId, string, number][] = [
    ['crossword', 'lesson-8x8.grid', 0],
    ['crossword', 'seed000-p4.slots', 0],
    ['crossword', 'seed000-puzzles.txt', 2],
    ['sudoku', 'sudoku-own-4x4.txt', 1],
    ['sudoku', 'sudoku-top95.txt', 5],
    ['futoshiki', 'futoshiki-own-4x4.txt', 0],
    ['futoshiki', 'futoshiki-own-7x7.txt', 0],
  ];
  for (const [kind, file, index] of cases) {
    it(`${file}${index ? ` #${index}` : ''}: reads back as the same puzzle through the app's file reader`, () => {
      const store = storeWith(kind, file, index);
      const s = store.getState();
      const { text, extension } = puzzleFile(s);
      const name = exportName(s, 'puzzle');
      check(name.endsWith(`.${extension}`)).toBe(true);
      const original = s.boards[kind].puzzle;
      check(kindOf(kind).parse(text, name)).toEqual([original]);
      // The app's file reader tells the format from the name and the content (another kind shown).
      const read = readFileText(name, text, kind === 'sudoku' ? 'futoshiki' : 'sudoku');
      expect(read).toMatchObject({ kind: 'puzzle', puzzleKind: kind });
      if (read.kind !== 'puzzle') return;
      check(kindOf(kind).fromFile(read.puzzles, name, s.boards[kind]).puzzles).toEqual([original]);
    });
  }
});

describe('file names', () => {
  it('come from the source, with the step when a run is shown', async () => {
    const store = storeWith('sudoku', 'sudoku-top95.txt');
    check(exportName(store.getState(), 'svg')).toBe('sudoku-top95.svg');
    check(exportName(store.getState(), 'puzzle')).toBe('sudoku-top95.sdk');
    await solved(store);
    const at = store.getState().cursor;
    expect(shownStep(store.getState())).not.toBeNull();
    check(exportName(store.getState(), 'png')).toBe(`sudoku-top95-step-${at}.png`);
    check(exportName(store.getState(), 'text')).toBe(`sudoku-top95-step-${at}-board.txt`);
    check(exportName(store.getState(), 'trace')).toBe('sudoku-top95-trace.jsonl');
    store.setState({ boards: { ...store.getState().boards, sudoku: boardOf(store.getState().boards.sudoku.puzzle, 'Drawn') } });
    check(exportName(store.getState(), 'puzzle')).toBe('sudoku.sdk');
    store.setState({ boards: { ...store.getState().boards, sudoku: boardOf(store.getState().boards.sudoku.puzzle, 'x', { name: 'my set/../a b.txt', puzzles: [], index: 3 }) } });
    check(exportName(store.getState(), 'svg')).toBe(`my-set-a-b-4-step-${at}.svg`);
  });
});
