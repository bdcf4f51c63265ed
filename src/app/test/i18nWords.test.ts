/**
 * Every word in the chosen language (issue 20), at unit level: in Chinese and Russian, the names the
 * models give (slots, constraints), every sentence of real searches of every kind (the step
 * sentence and both details of the why sentence), the board's history labels, the end-of-run
 * messages, the no-fill reasons and the exports' titles hold no English word. Latin letters may
 * stay only in the words of the word list (upper case in sentences), cell names (r3c5) and a short
 * list of names (MAC, AC-3, MRV, dom/wdeg, …).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { check } from '../../../tests/check.ts';
import { buildCrosswordModel, WordIndex, type CrosswordLayout } from '../../puzzles/crossword/index.ts';
import { buildFutoshikiModel, parseFutoshiki } from '../../puzzles/futoshiki/index.ts';
import { buildSudokuModel, parseSudokuFile } from '../../puzzles/sudoku/index.ts';
import { search, type Problem, type SearchOptions } from '../../solver/index.ts';
import { encodeEvent } from '../../worker/encode.ts';
import { EVENT_FIELDS } from '../../trace/codes.ts';
import { sketchProblem } from '../../trace/sketch.ts';
import { Trace } from '../../trace/trace.ts';
import { TraceIndex } from '../../trace/traceIndex.ts';
import { i18n } from '../i18n/i18n.ts';
import { sourceName, statusName } from '../i18n/names.ts';
import { PRESETS } from '../compare/compare.ts';
import { msg, shortLabel, textOf } from '../i18n/message.ts';
import { english } from '../../text/index.ts';
import { labelOf } from '../../solver/index.ts';
import { KIND_IDS, kindOf } from '../kinds/index.ts';
import { fromSudoku, type NumberPuzzle } from '../kinds/numbers/board.ts';
import { crosswordNames, describeStep, numberNames } from '../kinds/sentences.ts';
import { queensNames } from '../kinds/queens/names.ts';
import { buildQueensModel } from '../../puzzles/queens/index.ts';
import { Session } from '../teaching/session.ts';
import { SEED000_BACKJUMP_CONFIGS, SEED000_CONFIGS, SEED001, SEED002_CONFIGS, SEED003_CONFIGS, SEED004_RUNS } from '../../puzzles/experiments.ts';
import { commonWords, publicFile, puzzle } from './record.ts';

/** Names that stay as they are in every language. */
const ALLOW = new Set(['CSP', 'MAC', 'AC', 'GAC', 'MRV', 'LCV', 'CBJ', 'dom', 'wdeg', 'Luby', 'Régin']);

/** The Latin words of `text` that are neither allowed names nor words of the list (upper case, as sentences show them). */
function latin(text: string, words: ReadonlySet<string> = new Set()): string[] {
  return [...text.matchAll(/[A-Za-z]{2,}/g)].map((m) => m[0]).filter((w) => !ALLOW.has(w) && !((w === w.toUpperCase() || w === w.toLowerCase()) && words.has(w.toUpperCase())));
}

const CROSSWORDS = ['lesson-8x8.grid', 'seed000-p1.slots', 'seed000-p2.slots', 'seed000-p3.slots', 'seed000-p4.slots', 'seed003-simple.grid', 'swordsmith-5x.grid'];
const WORDS: ReadonlySet<string> = new Set(
  publicFile('dictionaries/english-common.txt')
    .split('\n')
    .map((w) => w.trim().toUpperCase())
    .filter((w) => w !== ''),
);

function sudoku(): NumberPuzzle {
  return fromSudoku(parseSudokuFile(publicFile('puzzles/sudoku-own-4x4.txt'), '4x4')[0]!);
}

function models(): { problem: Problem; layout: CrosswordLayout | null }[] {
  const out: { problem: Problem; layout: CrosswordLayout | null }[] = [];
  for (const file of CROSSWORDS) {
    const layout = puzzle(file);
    out.push({ problem: buildCrosswordModel(layout, commonWords(), { reuse: false, variables: 'slots' }).problem, layout });
    out.push({ problem: buildCrosswordModel(layout, commonWords(), { reuse: false, variables: 'cells' }).problem, layout: null });
  }
  for (const file of ['sudoku-own-4x4.txt', 'sudoku-seed004.txt']) {
    out.push({ problem: buildSudokuModel(parseSudokuFile(publicFile(`puzzles/${file}`), file)[0]!).problem, layout: null });
  }
  out.push({ problem: buildQueensModel(8).problem, layout: null });
  for (const n of [4, 5, 6, 7]) {
    const file = `futoshiki-own-${n}x${n}.txt`;
    out.push({ problem: buildFutoshikiModel(parseFutoshiki(publicFile(`puzzles/${file}`), file)).problem, layout: null });
  }
  return out;
}

/** Record a search of `problem` and open a teaching session on it (as the app does). */
function session(problem: Problem, layout: CrosswordLayout | null, options: Partial<SearchOptions>) {
  const codes: number[] = [];
  let events = 0;
  for (const e of search(problem, { ...options, record: true, maxSolutions: options.maxSolutions ?? 1 })) {
    if (e.type === 'done' || events >= 1000) break;
    encodeEvent(e, (t, v, x, y) => codes.push(t, v, x, y));
    events++;
  }
  const trace = new Trace({ variables: problem.variables.length, checkpointInterval: 64 });
  trace.append(Int32Array.from(codes), codes.length / EVENT_FIELDS);
  const sketch = sketchProblem(problem, { inference: options.inference ?? 'fc', ac3: options.ac3 ?? false, variableOrder: options.variableOrder ?? 'static', valueOrder: options.valueOrder ?? 'lex' });
  const words: Record<number, string[]> = {};
  if (layout) for (const s of layout.slots) words[s.length] ??= [...(commonWords().bucket(s.length)?.words ?? [])];
  const s = new Session({ index: new TraceIndex(trace, sketch), words: layout ? words : null, layout });
  s.sync();
  return { session: s, trace };
}

const RUNS: Partial<SearchOptions>[] = [
  { inference: 'none', variableOrder: 'static', ac3: false },
  { inference: 'fc', variableOrder: 'mrv', ac3: false, backjump: true },
  { inference: 'mac', variableOrder: 'dom-wdeg', ac3: true, restarts: 'luby' },
  { inference: 'mac', variableOrder: 'mrv-degree', ac3: true, valueOrder: 'lcv' },
  { inference: 'fc', variableOrder: 'mrv', ac3: true, strategy: 'bfs', maxSolutions: 2 },
];

for (const language of ['zh', 'ru'] as const) {
  describe(`no English in ${language}`, () => {
    afterAll(async () => {
      await i18n.changeLanguage('en');
    });

    it('every model name and constraint label of every kind is known and translated', async () => {
      await i18n.changeLanguage(language);
      let labels = 0;
      for (const { problem } of models()) {
        for (const v of problem.variables) {
          check(latin(textOf(labelOf(v))), v.name).toEqual([]);
          check(latin(textOf(shortLabel(labelOf(v)))), v.name).toEqual([]);
        }
        for (const c of problem.constraints) {
          check(latin(textOf(c.label)), `${english(c.label)} → ${textOf(c.label)}`).toEqual([]);
          labels++;
        }
      }
      expect(labels).toBeGreaterThan(100);
      check(textOf(msg('names.across', { n: 10 }))).toBe(language === 'zh' ? '横 10' : '10 по горизонтали');
      check(textOf(msg('names.down', { n: 1 }))).toBe(language === 'zh' ? '竖 1' : '1 по вертикали');
    });

    it('every step sentence and why sentence of real searches, every kind', async () => {
      await i18n.changeLanguage(language);
      let sentences = 0;
      const queens = buildQueensModel(6).problem;
      const problems: { problem: Problem; layout: CrosswordLayout | null; numbers: NumberPuzzle | null; queens?: boolean }[] = [
        { problem: queens, layout: null, numbers: null, queens: true },
        ...['lesson-8x8.grid', 'seed000-p2.slots', 'seed000-p4.slots'].map((file) => {
          const layout = puzzle(file);
          return { problem: buildCrosswordModel(layout, commonWords(), { reuse: false, variables: 'slots' }).problem, layout, numbers: null };
        }),
        { problem: buildSudokuModel(parseSudokuFile(publicFile('puzzles/sudoku-own-4x4.txt'), '4x4')[0]!).problem, layout: null, numbers: sudoku() },
        { problem: buildFutoshikiModel(parseFutoshiki(publicFile('puzzles/futoshiki-own-5x5.txt'), '5x5'), { alldiff: 'neq' }).problem, layout: null, numbers: null },
      ];
      for (const { problem, layout, numbers, queens: isQueens } of problems) {
        for (const options of RUNS) {
          const { session: s, trace } = session(problem, layout, options);
          const labels = problem.constraints.map((c) => c.label);
          const names = layout ? crosswordNames(layout, s.input.words) : numbers ? numberNames(numbers, labels) : isQueens ? queensNames(labels) : null;
          for (let i = 0; i < trace.recorded; i++) {
            for (const text of [s.sentence(i, 'short'), s.sentence(i, 'long'), names ? describeStep(trace, i + 1, names) : '']) {
              const left = latin(text, WORDS);
              if (left.length > 0) check(left, text).toEqual([]);
              sentences++;
            }
          }
        }
      }
      expect(sentences).toBeGreaterThan(3_000);
    });

    it('history labels, end-of-run messages, no-fill reasons, compare names, export titles', async () => {
      await i18n.changeLanguage(language);
      const crossword = kindOf('crossword');
      const blank = crossword.empty();
      const labels = [
        crossword.edit(blank, { type: 'toggle', cell: 0 })?.label,
        crossword.edit(blank, { type: 'letter', cell: 0, letter: 'Q' })?.label,
        crossword.edit(crossword.edit(blank, { type: 'letter', cell: 0, letter: 'Q' })!.puzzle, { type: 'letter', cell: 0, letter: '' })?.label,
        kindOf('sudoku').edit(kindOf('sudoku').empty(), { type: 'digit', cell: 0, digit: 9 })?.label,
        kindOf('sudoku').edit(kindOf('sudoku').edit(kindOf('sudoku').empty(), { type: 'digit', cell: 0, digit: 9 })!.puzzle, { type: 'digit', cell: 0, digit: 0 })?.label,
        kindOf('futoshiki').edit(kindOf('futoshiki').empty(), { type: 'sign', cell: 0, direction: 'right' })?.label,
        kindOf('queens').edit(kindOf('queens').empty(), { type: 'queen', row: 0, column: 0 })?.label,
        kindOf('queens').edit(kindOf('queens').edit(kindOf('queens').empty(), { type: 'queen', row: 0, column: 0 })!.puzzle, { type: 'queen', row: 0, column: 0 })?.label,
        // The crossword maker's locks and word choices, the model's text, data and files.
        crossword.edit(blank, { type: 'lock', cell: 0, cells: [0], locked: true, letters: ['q'] })?.label,
        crossword.edit(crossword.edit(blank, { type: 'lock', cell: 0, cells: [0], locked: true, letters: ['q'] })!.puzzle, { type: 'lock', cell: 0, cells: [0], locked: false })?.label,
        crossword.edit(blank, { type: 'words', ban: ['cat'], prefer: [] })?.label,
        kindOf('model').edit(kindOf('model').empty(), { type: 'text', text: 'var 1..2: x;' })?.label,
        kindOf('model').edit(kindOf('model').empty(), { type: 'data', data: 'n = 3;' })?.label,
        kindOf('model').edit(kindOf('model').empty(), { type: 'file', name: 'zebra.mzn', text: 'var 1..2: x;' })?.label,
        // The board's own steps (src/app/state/slices/puzzle.ts).
        ...KIND_IDS.map((kind) => msg('names.undo.switchTo', { kind: msg(`catalog.kind.${kind}`) })),
        msg('names.undo.resize'),
        msg('names.undo.clearBoard'),
        msg('names.undo.fillRegion'),
        msg('names.undo.load', { name: 'lesson-8x8.grid' }),
        msg('names.undo.puzzleOf', { n: 3, set: 'top95' }),
      ];
      for (const [i, label] of labels.entries()) {
        expect(label, String(i)).toBeDefined();
        check(label!.key, String(i)).toMatch(/^names\.undo\./);
        check(latin(textOf(label!).replace(/[\w-]+\.(grid|mzn)|top95/g, '')), `${label!.key} → ${textOf(label!)}`).toEqual([]);
      }
      for (const text of [
        textOf(msg('names.end.noValue', { variable: msg('names.down', { n: 3 }) })),
        textOf(msg('names.end.arcEmpty', { variable: msg('names.down', { n: 3 }) })),
        textOf(msg('names.emptySlot.length', { where: msg('names.emptySlot.where', { slot: msg('names.across', { n: 1 }), row: 1, col: 1, length: 9 }), length: 9 })),
        textOf(msg('names.emptySlot.pattern', { where: msg('names.emptySlot.where', { slot: msg('names.across', { n: 1 }), row: 1, col: 1, length: 3 }), pattern: '.?.' })),
        sourceName('Drawn'),
        // The load question's reason (a file read as a puzzle and as a word list); the file's name is data.
        ...(['orWords', 'namedWordList', 'namedPuzzle'] as const).map((k) => textOf(msg(`names.file.${k}`, { name: '1' }))),
        ...(['solved', 'unsatisfiable', 'timeout', 'stopped', 'memory-limit', 'error'] as const).map((s) => statusName(s)),
        ...[...SEED000_CONFIGS, ...SEED000_BACKJUMP_CONFIGS, SEED001.configuration, ...SEED002_CONFIGS, ...SEED003_CONFIGS].map((c) => textOf(c.label)),
        ...SEED004_RUNS.map((r) => textOf(r.label)),
        // Every configuration and puzzle of every compare preset, as its table shows them (a seed's file stem is data).
        ...PRESETS.flatMap((p) => p.entries.flatMap((e) => [textOf(e.configurationLabel), textOf(e.puzzleLabel).replace(/^(seed00\d|sudoku)-[\w-]+( #\d+)?$/, '')])),
      ]) {
        check(latin(text), text).toEqual([]);
      }
      for (const kind of ['crossword', 'sudoku', 'futoshiki', 'queens'] as const) {
        const k = kindOf(kind);
        const svg = k.svg(k.empty(), null);
        const title = /<title>([^<]*)<\/title>/.exec(svg)?.[1] ?? '';
        expect(title.length).toBeGreaterThan(0);
        check(latin(title), title).toEqual([]);
      }
    });
  });
}

describe('English as the models and the CLI write it', () => {
  it('every variable reads as its name, every label as the CLI writes it, and as before', async () => {
    await i18n.changeLanguage('en');
    for (const { problem } of models()) {
      for (const v of problem.variables) check(textOf(labelOf(v))).toBe(v.name);
      for (const c of problem.constraints) check(textOf(c.label)).toBe(english(c.label));
    }
    const crossword = buildCrosswordModel(puzzle('seed000-p1.slots'), commonWords(), { reuse: false, variables: 'slots' }).problem;
    check(crossword.constraints.map((c) => textOf(c.label))).toEqual(expect.arrayContaining(['2-Down letter 3 = 3-Across letter 1', 'different words of 4 letters']));
    const sudoku = buildSudokuModel(parseSudokuFile(publicFile('puzzles/sudoku-own-4x4.txt'), '4x4')[0]!).problem;
    check(textOf(sudoku.constraints.at(-1)!.label)).toBe('all different: box 4');
    check(buildQueensModel(4).problem.constraints.map((c) => textOf(c.label))).toEqual(['queens: different columns', 'queens: different ↗ diagonals (row + column)', 'queens: different ↘ diagonals (column − row)']);
    check(textOf(msg('names.undo.switchTo', { kind: msg('catalog.kind.sudoku') }))).toBe('switch to Sudoku');
    // The compare table's configurations read in English as the CSV names them.
    for (const p of PRESETS) for (const e of p.entries) check(textOf(e.configurationLabel)).toBe(e.configuration);
  });

  it('Chinese and Russian read the conventional slot names and plural forms', async () => {
    const crossing = msg('names.crossing', { a: msg('names.across', { n: 1 }), i: 2, b: msg('names.down', { n: 1 }), j: 1 });
    await i18n.changeLanguage('ru');
    check(textOf(msg('names.differentWords', { count: 3 }))).toBe('разные слова из 3 букв');
    check(textOf(msg('names.differentWords', { count: 21 }))).toBe('разные слова из 21 буквы');
    check(textOf(crossing)).toBe('1 по горизонтали, буква 2 = 1 по вертикали, буква 1');
    await i18n.changeLanguage('zh');
    check(textOf(msg('names.allDifferentRow', { n: 3 }))).toBe('第 3 行各不相同');
    check(textOf(crossing)).toBe('横 1 第 2 个字母 = 竖 1 第 1 个字母');
    await i18n.changeLanguage('en');
  });
});


describe('the end of a run as data (the app words it; the CLI keeps its English message)', () => {
  it('a slot no word fits: the model says why as a code, the search ends with the variable as a code', () => {
    const layout = puzzle('seed000-p1.slots');
    const model = buildCrosswordModel(layout, new WordIndex(['ab', 'cd']), { reuse: true, variables: 'slots' });
    expect(model.emptySlots.length).toBeGreaterThan(0);
    for (const e of model.emptySlots) check(e.why).toBe(e.reason.key === 'names.emptySlot.pattern' ? 'pattern' : 'length');
    const done = [...search(model.problem, { record: true })].at(-1)!;
    check(done.type).toBe('done');
    if (done.type !== 'done') return;
    check(done.cause?.code).toBe('no-value');
    check(english(done.message!)).toBe(`${model.problem.variables[done.cause!.variable]!.name} has no possible value`);
  });

  it('AC-3 that empties a slot before search ends with an arc-empty cause naming it', () => {
    // 4-Across (3 letters) must start with 1-Down's 4th letter; no 3-letter word here starts with A or E.
    const index = new WordIndex(['ante', 'area', 'arena', 'aroma', 'tear', 'tore', 'ore', 'era', 'ate', 'oat', 'to', 'at']);
    const model = buildCrosswordModel(puzzle('seed000-p1.slots'), index, { reuse: true, variables: 'slots' });
    const done = [...search(model.problem, { record: true, inference: 'fc', ac3: true })].at(-1)!;
    if (done.type !== 'done') throw new Error('no done event');
    check(done.status).toBe('unsatisfiable');
    check(done.cause?.code).toBe('arc-empty');
    check(english(done.message!)).toBe(`arc consistency leaves ${model.problem.variables[done.cause!.variable]!.name} with no value`);
  });
});
