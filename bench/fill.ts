/**
 * Issue 6: every blank grid (the bundled swordsmith grids and the seed-003 boards of tests/fixtures/) filled with english-63k.txt (distinct words) or
 * proven unfillable, with the default configuration, and side by side in the same run MiniZinc +
 * Gecode on bench/crossword.mzn (skipped with a note when `minizinc` is absent).
 *
 *   npm run bench fill                      all grids
 *   npx tsx bench/fill.ts [grid ...]        a subset (names with or without .grid)
 *   FILL_TIMEOUT_S=300 GECODE_TIMEOUT_S=40  time limits (ours; Gecode's search, compilation not counted)
 *   GECODE_SEARCH=words                     Gecode branches on slot words (dom_w_deg) as ours does,
 *                                           instead of the model's cell-by-cell first_fail
 *   FILL_SHOW=1                             also print our fills
 *   FILL_BACKJUMP=1                         ours with conflict-directed backjumping on top
 */
import {
  buildCrosswordModel,
  FILL_MODEL,
  FILL_SEARCH as DEFAULT_FILL_SEARCH,
  parseDictionary,
  parseGridFile,
  WordIndex,
  type CrosswordLayout,
} from '../src/puzzles/crossword/index.ts';
import { solve, type SearchResult } from '../src/solver/index.ts';
import { checkFill, gecodeAvailable, solveWithGecode, type GecodeResult } from './minizinc.ts';
import { readFixture, readPublic } from '../tests/data.ts';
import { median, printTable } from './table.ts';

/** A grid by name: the seed-003 boards are tests-only fixtures, the others are bundled with the app. */
const gridText = (name: string) => (name.startsWith('seed003-') ? readFixture(`crossword/${name}.grid`) : readPublic(`puzzles/${name}.grid`));

export const GRIDS = [
  'swordsmith-4x',
  'swordsmith-5x',
  'swordsmith-6x',
  'swordsmith-7xopen',
  'swordsmith-9x',
  'swordsmith-15xcommon',
  'swordsmith-15xjja',
  'swordsmith-15xopen',
  'swordsmith-15xstairs',
  'seed003-simple',
  'seed003-medium',
  'seed003-complex',
];

const seconds = (name: string, fallback: number) => {
  const v = Number(process.env[name]);
  return Number.isFinite(v) && v > 0 ? v : fallback;
};

const OURS: Record<string, string> = { solved: 'filled', unsatisfiable: 'unsat', timeout: 'timeout' };
const THEIRS: Record<string, string> = { SATISFIED: 'filled', UNSATISFIABLE: 'unsat', UNKNOWN: 'timeout', ERROR: 'error' };
const decided = (s: string) => s === 'filled' || s === 'unsat' || s === 'unfillable';
const fixed = (x: number, d: number) => (Number.isFinite(x) ? x.toFixed(d) : '-');

/** Board letters from one word per slot; a crossing whose two words disagree is an error. */
function boardOf(layout: CrosswordLayout, word: (slot: number) => string): { cells: string[]; error?: string } {
  const cells = layout.blocks.map(() => '');
  for (const slot of layout.slots) {
    const letters = Array.from(word(slot.index));
    if (letters.length !== slot.length) return { cells, error: `${slot.name} got "${letters.join('')}"` };
    for (let i = 0; i < slot.length; i++) {
      const c = slot.cells[i]!;
      if (cells[c] && cells[c] !== letters[i]) return { cells, error: `${slot.name} letter ${i + 1} clashes with a crossing` };
      cells[c] = letters[i]!;
    }
  }
  return { cells };
}

function show(layout: CrosswordLayout, cells: readonly string[]): string[] {
  const out: string[] = [];
  for (let r = 0; r < layout.height; r++) {
    let row = '';
    for (let c = 0; c < layout.width; c++) {
      const i = r * layout.width + c;
      row += layout.blocks[i] ? '#' : cells[i] || '.';
    }
    out.push(row);
  }
  return out;
}

export function run(names: readonly string[] = GRIDS): void {
  const FILL_SEARCH = process.env.FILL_BACKJUMP === '1' ? { ...DEFAULT_FILL_SEARCH, backjump: true } : DEFAULT_FILL_SEARCH;
  const ourLimitS = seconds('FILL_TIMEOUT_S', 300);
  const gecodeLimitS = seconds('GECODE_TIMEOUT_S', 40);
  const showFills = process.env.FILL_SHOW === '1';
  const wordSearch = process.env.GECODE_SEARCH === 'words';
  const solveItem = wordSearch ? 'solve :: int_search(w, dom_w_deg, indomain_min) satisfy;' : undefined;

  const text = readPublic('dictionaries/english-63k.txt');
  const indexTimes: number[] = [];
  let dictionary = parseDictionary(text);
  let index = new WordIndex(dictionary.words);
  for (let i = 0; i < 5; i++) {
    const t = performance.now();
    dictionary = parseDictionary(text);
    index = new WordIndex(dictionary.words);
    indexTimes.push(performance.now() - t);
  }
  const wordSet = new Set(dictionary.words);
  console.log(
    `english-63k.txt: ${dictionary.words.length} words; parse + index ${median(indexTimes).toFixed(1)} ms (median of 5 after a warm-up), ` +
      `index ${(index.bytes() / 1048576).toFixed(1)} MB (WordIndex.bytes())`,
  );
  const gecode = gecodeAvailable();
  console.log(
    `Ours: default fill configuration (FILL_MODEL, FILL_SEARCH${FILL_SEARCH.backjump ? ' + backjumping' : ''}), distinct words, time limit ${ourLimitS} s; fills under 1 s: median of 3 warm runs. ` +
      (gecode.ok
        ? `Gecode: ${gecode.note}, bench/crossword.mzn (table per slot + alldifferent), ` +
          `branching on ${wordSearch ? 'slot words (dom_w_deg, GECODE_SEARCH=words)' : 'cell letters (first_fail)'}, ` +
          `search limit ${gecodeLimitS} s.`
        : `Gecode: ${gecode.note}.`),
  );

  // Warm the solver up once on a small grid, so that the first row does not pay for JIT compilation.
  solve(buildCrosswordModel(parseGridFile(gridText('swordsmith-5x')), index, FILL_MODEL).problem, FILL_SEARCH);

  const rows: (string | number)[][] = [];
  const notes: string[] = [];
  const fills: string[] = [];
  for (const raw of names) {
    const name = raw.replace(/\.grid$/, '');
    const layout = parseGridFile(gridText(name), `${name}.grid`);
    const slots = layout.slots.length;
    const t = performance.now();
    const model = buildCrosswordModel(layout, index, { ...FILL_MODEL, reuse: false });
    const buildMs = performance.now() - t;

    let ours: string;
    let result: SearchResult | undefined;
    if (model.emptySlots.length > 0) {
      ours = 'unfillable';
      notes.push(`${name}: unfillable before search: ${model.emptySlots.map((e) => e.reason).join('; ')}`);
    } else {
      result = solve(model.problem, { ...FILL_SEARCH, timeLimitMs: ourLimitS * 1000 });
      // Fast fills: report the median of three warm runs (the first pays for JIT compilation).
      if (result.status === 'solved' && result.stats.timeMs < 1000) {
        const runs = [result, solve(model.problem, FILL_SEARCH), solve(model.problem, FILL_SEARCH)];
        runs.sort((a, b) => a.stats.timeMs - b.stats.timeMs);
        result = runs[1]!;
      }
      ours = OURS[result.status] ?? result.status;
      if (result.status === 'timeout') {
        notes.push(`${name}: ours undecided after ${result.stats.nodes} nodes; deepest point ${result.stats.maxDepth} assignments (of ${model.problem.variables.length} variables)`);
      }
      if (result.status === 'solved') {
        const values = result.solutions[0]!;
        const board = boardOf(layout, (s) => model.word(s, values[s]!));
        const error = board.error ?? checkFill(layout, board.cells, wordSet);
        if (error) {
          ours = 'WRONG';
          notes.push(`${name}: our fill fails the check: ${error}`);
        } else if (showFills) {
          fills.push(`${name} (ours):`, ...show(layout, board.cells).map((r) => `  ${r}`));
        }
      }
    }

    let g: GecodeResult | undefined;
    let theirs = 'skipped';
    if (gecode.ok) {
      g = solveWithGecode(layout, dictionary.words, { timeLimitMs: gecodeLimitS * 1000, solveItem });
      theirs = THEIRS[g.status]!;
      if (g.message) notes.push(`${name}: Gecode ${g.status}: ${g.message.trim()}`);
      if (g.status === 'SATISFIED') {
        const error = checkFill(layout, g.cells!, wordSet);
        if (error) {
          theirs = 'WRONG';
          notes.push(`${name}: Gecode's fill fails the check: ${error}`);
        }
      }
      if (decided(ours) && decided(theirs) && (ours === 'filled') !== (theirs === 'filled')) {
        notes.push(`${name}: DISAGREEMENT: ours ${ours}, Gecode ${theirs}`);
      }
    }

    const stats = result?.stats;
    const ourMs = stats?.timeMs ?? 0;
    const ratio = result && g && decided(ours) && decided(theirs) && g.solveMs > 0 ? ourMs / g.solveMs : NaN;
    const row = [
      name,
      slots,
      ours,
      buildMs.toFixed(1),
      stats ? ourMs.toFixed(1) : '-',
      stats?.nodes ?? '-',
      stats ? (stats.nodes / slots).toFixed(2) : '-',
      stats ? fixed((ourMs * 1000) / Math.max(1, stats.nodes), 1) : '-',
      theirs,
      g ? fixed(g.solveMs, 1) : '-',
      g ? fixed(g.compileMs, 0) : '-',
      g ? (Number.isFinite(g.nodes) ? g.nodes : '-') : '-',
      fixed(ratio, 2),
    ];
    rows.push(row);
    console.error(`  ${row.join('  ')}`); // progress, the table follows
  }

  console.log();
  printTable(
    ['grid', 'slots', 'ours', 'build ms', 'ms', 'nodes', 'nodes/slot', 'µs/node', 'Gecode', 'G solve ms', 'G compile ms', 'G nodes', 'ours/G'],
    rows,
  );
  console.log(
    'build ms: our model (slot domains, crossings, all-different). ms: our search (AC-3 included). ' +
      'G solve ms: Gecode solveTime; G compile ms: MiniZinc flatTime + Gecode initTime. ours/G: ms / G solve ms, when both decided. ' +
      `Our nodes are assignments (with the default cells model: letters of checked cells, then words); Gecode's are search-tree nodes of its binary ${wordSearch ? 'word' : 'letter'} choices (x = v / x != v).`,
  );
  for (const n of notes) console.log(`- ${n}`);
  if (fills.length > 0) console.log(fills.join('\n'));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2).filter((a) => !a.startsWith('-'));
  run(args.length > 0 ? args : GRIDS);
}
