/**
 * Compare presets (puzzles × configurations), one per seed experiment, each with the columns of
 * its seed's table; result rows and their CSV. Pure. The configurations themselves are declared
 * once in src/puzzles/experiments.ts (the benchmarks read them too).
 */
import {
  SEED000_CONFIGS,
  SEED000_LAYOUTS,
  SEED000_REUSE,
  SEED001,
  SEED002_CONFIGS,
  SEED002_PUZZLES,
  SEED003_BOARDS,
  SEED003_CONFIGS,
  SEED003_REUSE,
  SEED004_ALLDIFF,
  SEED004_PUZZLES,
  SEED004_RUNS,
  seed003Board,
  type ExperimentOptions,
} from '../../puzzles/experiments.ts';
import { i18n, msg, textOf, type KeysUnder, type Message, type Translate } from '../i18n/index.ts';
import { english, verbatim } from '../../text/index.ts';
import type { Stats, Status } from '../../solver/index.ts';
import type { CompareDetail, CompareJob, NoFillReason } from '../../worker/protocol.ts';
import type { KindId } from '../kinds/index.ts';
import { PRESETS as ALGORITHM_PRESETS, summaryParts, type Preset as AlgorithmPreset, type Settings } from '../settings/index.ts';

/** What sets a row apart besides its configuration's name (shown in their own columns). */
export interface EntryFacets {
  /** Words left out of the dictionary for this solve. */
  leftOut?: readonly string[];
  /** Depth-first or breadth-first. */
  strategy?: string;
  /** Variable order. */
  order?: string;
  /** First solution or all. */
  solutions?: 'first' | 'all';
}

export interface CompareEntry {
  /** The puzzle and the configuration as the CSV names them (English), and as the table shows them (messages). */
  puzzle: string;
  configuration: string;
  puzzleLabel: Message;
  configurationLabel: Message;
  job: CompareJob;
  facets?: EntryFacets;
}

export interface CompareRow {
  puzzle: string;
  configuration: string;
  puzzleLabel: Message;
  configurationLabel: Message;
  status: Status | 'error';
  solved: boolean;
  nodes: number;
  backtracks: number;
  prunes: number;
  timeMs: number;
  /** Average inference time per node, microseconds. */
  inferenceUsPerNode: number;
  /** The solver's sentence (no solution, a time limit), or the error. */
  message?: Message;
  /** Solutions found. */
  found?: number;
  /** Average time per node, microseconds. */
  usPerNode?: number;
  /** States expanded (Stats.explored; absent from a solver that does not count it). */
  explored?: number;
  /** Largest frontier (Stats.maxFrontier; absent from a solver that does not count it). */
  maxFrontier?: number;
  /** Crosswords: slots, for nodes per slot. */
  slots?: number;
  /** Min-conflicts: repairs made (Stats.steps; absent from backtracking). */
  steps?: number;
  facets?: EntryFacets;
  /** Crosswords without a fill: why (computed from the run). */
  noFill?: NoFillReason[];
}

const LIMIT = 20_000;
const withLimit = (options: ExperimentOptions): ExperimentOptions => ({ ...options, timeLimitMs: LIMIT });
const COMMON = '/dictionaries/english-common.txt';

/** The columns a table can show. `puzzle` and `configuration` come first in every preset. */
export type ColumnId =
  | 'puzzle'
  | 'configuration'
  | 'leftOut'
  | 'strategy'
  | 'order'
  | 'solutions'
  | 'found'
  | 'slots'
  | 'nodes'
  | 'nodesPerSlot'
  | 'backtracks'
  | 'prunes'
  | 'explored'
  | 'maxFrontier'
  | 'timeMs'
  | 'usPerNode'
  | 'inferenceUsPerNode'
  | 'solved'
  | 'steps';

export interface Column {
  id: ColumnId;
  /** Its CSV header (snake case, never translated). */
  csv: string;
  numeric: boolean;
  /** Decimals shown (numbers). */
  digits?: number;
  /** The value; undefined when the row has none (shown as —, empty in CSV). */
  value(row: CompareRow): string | number | boolean | undefined;
}

const safe = (x: number | undefined) => (x === undefined || !Number.isFinite(x) ? undefined : x);

export const COLUMNS: Record<ColumnId, Column> = {
  puzzle: { id: 'puzzle', csv: 'puzzle', numeric: false, value: (r) => r.puzzle },
  configuration: { id: 'configuration', csv: 'configuration', numeric: false, value: (r) => r.configuration },
  leftOut: { id: 'leftOut', csv: 'left_out', numeric: false, value: (r) => r.facets?.leftOut?.join(' ') },
  strategy: { id: 'strategy', csv: 'search', numeric: false, value: (r) => r.facets?.strategy },
  order: { id: 'order', csv: 'order', numeric: false, value: (r) => r.facets?.order },
  solutions: { id: 'solutions', csv: 'solutions', numeric: false, value: (r) => r.facets?.solutions },
  found: { id: 'found', csv: 'found', numeric: true, value: (r) => r.found },
  slots: { id: 'slots', csv: 'slots', numeric: true, value: (r) => r.slots },
  nodes: { id: 'nodes', csv: 'nodes', numeric: true, value: (r) => r.nodes },
  nodesPerSlot: { id: 'nodesPerSlot', csv: 'nodes_per_slot', numeric: true, digits: 2, value: (r) => (r.slots ? r.nodes / r.slots : undefined) },
  backtracks: { id: 'backtracks', csv: 'backtracks', numeric: true, value: (r) => r.backtracks },
  prunes: { id: 'prunes', csv: 'prunes', numeric: true, value: (r) => r.prunes },
  explored: { id: 'explored', csv: 'explored', numeric: true, value: (r) => r.explored },
  maxFrontier: { id: 'maxFrontier', csv: 'max_frontier', numeric: true, value: (r) => r.maxFrontier },
  timeMs: { id: 'timeMs', csv: 'time_ms', numeric: true, digits: 1, value: (r) => r.timeMs },
  usPerNode: { id: 'usPerNode', csv: 'us_per_node', numeric: true, digits: 1, value: (r) => safe(r.usPerNode) },
  inferenceUsPerNode: { id: 'inferenceUsPerNode', csv: 'inference_us_per_node', numeric: true, digits: 1, value: (r) => r.inferenceUsPerNode },
  solved: { id: 'solved', csv: 'solved', numeric: false, value: (r) => r.solved },
  steps: { id: 'steps', csv: 'steps', numeric: true, value: (r) => r.steps },
};

/** The CSV's first columns, in every preset (the original compare CSV); a preset's own columns follow. */
export const CSV_HEADER = ['puzzle', 'configuration', 'status', 'solved', 'nodes', 'backtracks', 'prunes', 'time_ms', 'inference_us_per_node'];
const CSV_BASE = new Set<string>(CSV_HEADER);

export interface Preset {
  /** Its texts: `presets.label.<id>` and `presets.note.<id>`. */
  id: KeysUnder<'presets.label'> & KeysUnder<'presets.note'>;
  /** English label (the UI shows `presets.label.<id>` in the chosen language). */
  label: string;
  entries: CompareEntry[];
  /** The table's columns after puzzle and configuration, in order. */
  columns: ColumnId[];
  /** Whether rows can carry a reason for having no solution (a column "why" is shown). */
  reasons?: boolean;
}

const crossword = (puzzleUrl: string, dictionaryUrl: string, reuse: boolean, options: ExperimentOptions, leaveOut?: readonly string[]): CompareJob => ({
  kind: 'crossword',
  puzzleUrl,
  dictionaryUrl,
  reuse,
  options: withLimit(options),
  ...(leaveOut && leaveOut.length > 0 ? { leaveOut } : {}),
});

const base = (url: string) => url.split('/').pop()!.replace(/\.[a-z]+$/, '');

/** A puzzle named by its kind and size ("Futoshiki 5×5"). */
const ofKind = (kind: 'sudoku' | 'futoshiki', size: string): Message => msg('presets.puzzleOfKind', { kind: msg(`catalog.kind.${kind}`), size });

/** The puzzles of the local-search preset: the app's own small Sudoku and Futoshiki. */
const LOCAL_PUZZLES: { puzzle: string; puzzleLabel: Message; job: Omit<Extract<CompareJob, { kind: 'sudoku' }>, 'options'> | Omit<Extract<CompareJob, { kind: 'futoshiki' }>, 'options'> }[] = [
  { puzzle: 'sudoku 4×4 #1', puzzleLabel: ofKind('sudoku', '4×4 #1'), job: { kind: 'sudoku', puzzleUrl: '/puzzles/sudoku-own-4x4.txt', puzzleIndex: 0, alldiff: 'gac' } },
  { puzzle: 'futoshiki 5×5', puzzleLabel: ofKind('futoshiki', '5×5'), job: { kind: 'futoshiki', puzzleUrl: '/puzzles/futoshiki-own-5x5.txt', alldiff: 'gac' } },
];

export const PRESETS: Preset[] = [
  {
    id: 'seed000',
    label: 'Seed 000: 4 layouts × 7 configurations (english-common, words may repeat)',
    columns: ['nodes', 'nodesPerSlot', 'backtracks', 'explored', 'maxFrontier', 'prunes', 'timeMs', 'usPerNode', 'inferenceUsPerNode', 'solved'],
    entries: SEED000_LAYOUTS.flatMap((file) =>
      SEED000_CONFIGS.map((c) => ({
        puzzle: base(file),
        configuration: c.name,
        puzzleLabel: verbatim(base(file)),
        configurationLabel: c.label,
        job: crossword(`/${file}`, COMMON, SEED000_REUSE, c.options),
      })),
    ),
  },
  {
    id: 'seed001',
    label: 'Seed 001: static-order backtracking on the Cyrillic example, with and without a solution',
    columns: ['leftOut', 'nodes', 'backtracks', 'timeMs', 'solved'],
    reasons: true,
    entries: [[], SEED001.leaveOut].map((leaveOut) => ({
      puzzle: base(SEED001.layout),
      configuration: SEED001.configuration.name,
      puzzleLabel: verbatim(base(SEED001.layout)),
      configurationLabel: SEED001.configuration.label,
      job: crossword(`/${SEED001.layout}`, `/${SEED001.vocabulary}`, SEED001.reuse, SEED001.configuration.options, leaveOut),
      facets: { leftOut: leaveOut },
    })),
  },
  {
    id: 'seed002',
    label: 'Seed 002: Futoshiki 4–7, FC with pairwise ≠ vs MAC with GAC all-different (MRV)',
    columns: ['nodes', 'backtracks', 'prunes', 'timeMs', 'inferenceUsPerNode', 'solved'],
    entries: SEED002_PUZZLES.flatMap((file) =>
      SEED002_CONFIGS.map((c) => {
        const n = /(\d+)x\1/.exec(file)![1]!;
        return {
          puzzle: `futoshiki ${n}×${n}`,
          configuration: c.name,
          puzzleLabel: ofKind('futoshiki', `${n}×${n}`),
          configurationLabel: c.label,
          job: { kind: 'futoshiki', puzzleUrl: `/${file}`, alldiff: c.alldiff, options: withLimit(c.options) } as CompareJob,
        };
      }),
    ),
  },
  {
    id: 'seed003',
    label: 'Seed 003: AC-3 + MRV + LCV on its three boards (english-common in place of its Top-3000 list)',
    columns: ['slots', 'nodes', 'backtracks', 'prunes', 'timeMs', 'solved'],
    reasons: true,
    entries: SEED003_BOARDS.flatMap((board) =>
      SEED003_CONFIGS.map((c) => ({
        puzzle: base(seed003Board(board)),
        configuration: c.name,
        puzzleLabel: verbatim(base(seed003Board(board))),
        configurationLabel: c.label,
        job: crossword(`/${seed003Board(board)}`, COMMON, SEED003_REUSE, c.options),
      })),
    ),
  },
  {
    id: 'seed004',
    label: 'Seed 004: Sudoku by depth- and breadth-first search, first and all solutions, static and MRV order',
    columns: ['strategy', 'order', 'solutions', 'found', 'nodes', 'maxFrontier', 'explored', 'timeMs', 'solved'],
    // One puzzle with a single solution and one with 125 (lines 1 and 3 of the bundled file).
    entries: [0, 2].flatMap((puzzleIndex) =>
      SEED004_RUNS.map((run) => ({
        puzzle: `${base(SEED004_PUZZLES)} #${puzzleIndex + 1}`,
        configuration: english(run.label),
        puzzleLabel: verbatim(`${base(SEED004_PUZZLES)} #${puzzleIndex + 1}`),
        configurationLabel: run.label,
        job: { kind: 'sudoku', puzzleUrl: `/${SEED004_PUZZLES}`, puzzleIndex, alldiff: SEED004_ALLDIFF, options: withLimit(run.options) } as CompareJob,
        facets: { strategy: run.strategy, order: run.variableOrder, solutions: run.solutions },
      })),
    ),
  },
  {
    id: 'local',
    label: 'Local search beside backtracking: min-conflicts’ steps and backtracking’s nodes on the same Sudoku and Futoshiki',
    columns: ['nodes', 'steps', 'timeMs', 'solved'],
    entries: LOCAL_PUZZLES.flatMap(({ puzzle, puzzleLabel, job }) => [
      { puzzle, puzzleLabel, configuration: 'backtracking: FC, static order', configurationLabel: msg('presets.config.backtrackingFc'), job: { ...job, options: withLimit({ inference: 'fc', ac3: false, variableOrder: 'static', valueOrder: 'lex' }) } as CompareJob },
      { puzzle, puzzleLabel, configuration: 'backtracking: MAC, MRV', configurationLabel: msg('presets.config.backtrackingMac'), job: { ...job, options: withLimit({ inference: 'mac', ac3: true, variableOrder: 'mrv', valueOrder: 'lex' }) } as CompareJob },
      ...[0, 0.1].flatMap((walk) =>
        [1, 2, 3].map((seed) => ({
          puzzle,
          puzzleLabel,
          configuration: `min-conflicts: walk p = ${walk}, seed ${seed}`,
          configurationLabel: msg('presets.config.minConflicts', { walk, seed }),
          job: { ...job, options: withLimit({}), local: { walk, maxSteps: 10_000, seed } } as CompareJob,
        })),
      ),
    ]),
  },
];

/** The text of a preset's quick button: a seed experiment by its number ("▶ Seed 000"), another preset by its name ("▶ Local search"). */
export function quickLabel(preset: Pick<Preset, 'id'>): Message {
  const seed = /^seed(\d+)$/.exec(preset.id);
  return seed ? msg('presets.runSeed', { seed: seed[1]! }) : msg(`presets.runNamed.${preset.id as 'local'}`);
}

// ---------------------------------------------------------------------------------------------
// On the board shown: the configurations a teacher ticks

/** A configuration for the board shown: the user's own settings, one of the Algorithm panel's presets, or min-conflicts. */
export type BoardConfigId = 'mine' | AlgorithmPreset['id'] | 'min-conflicts';

export interface BoardConfig {
  /** Test id `compare-config-<id>`. */
  id: BoardConfigId;
  label: Message;
  /** The settings it runs with, from the user's (their limits, value order and the puzzle's rules stay). */
  settings(s: Settings): Settings;
}

/** A run never waits longer than the seed presets' (20 s), nor longer than the user's own limit. */
function capped(s: Settings): Settings {
  return { ...s, timeLimitSeconds: s.timeLimitSeconds > 0 ? Math.min(s.timeLimitSeconds, LIMIT / 1000) : LIMIT / 1000 };
}

export const BOARD_CONFIGS: readonly BoardConfig[] = [
  { id: 'mine', label: msg('compareBoard.config.mine'), settings: (s) => capped(s) },
  ...ALGORITHM_PRESETS.map((p): BoardConfig => ({ id: p.id, label: p.label, settings: (s) => capped({ ...s, ...p.patch, search: 'backtracking' }) })),
  { id: 'min-conflicts', label: msg('compareBoard.config.minConflicts'), settings: (s) => capped({ ...s, search: 'min-conflicts' }) },
];

/** The board shown as a preset: its table's columns (its runs are the ticked configurations, `boardEntries`). */
export const BOARD_PRESET: Preset = {
  id: 'board',
  label: 'The board shown: the configurations ticked',
  entries: [],
  columns: ['nodes', 'backtracks', 'prunes', 'steps', 'timeMs', 'solved'],
};

/** One row to run on the board shown: its configuration's settings, named as a preset's entry is. */
export interface BoardEntry extends Omit<CompareEntry, 'job'> {
  settings: Settings;
}

/**
 * The runs of the ticked configurations on the board shown (`s`: the app's settings and kind), in
 * the list's order, leaving out what the board does not offer (`offers`: min-conflicts on a word
 * list, the tree algorithm off a tree).
 */
/** The app's texts in English (bundled, i18next's fallback language). */
const inEnglish = (): Translate => i18n.getFixedT('en') as unknown as Translate;

export function boardEntries(s: Settings & { kind: KindId }, chosen: readonly BoardConfigId[], { offers }: { offers(settings: Settings): boolean }): BoardEntry[] {
  const puzzleLabel = msg(`catalog.kind.${s.kind}`);
  const puzzle = textOf(puzzleLabel, inEnglish());
  return BOARD_CONFIGS.filter((c) => chosen.includes(c.id))
    .map((c) => ({ config: c, settings: c.settings(s) }))
    .filter(({ settings }) => offers(settings))
    .map(({ config, settings }) => ({
      puzzle,
      puzzleLabel,
      // The CSV's names, in English whatever the interface's language (as the seed presets' are).
      configuration: config.id === 'mine' ? `your settings: ${summaryParts(settings, s.kind).map((m) => textOf(m, inEnglish())).join(', ')}` : textOf(config.label, inEnglish()),
      configurationLabel: config.label,
      settings,
    }));
}

/** What a row is made from: an entry's names and facets (a preset's job or a board run's settings aside). */
type Named = Pick<CompareEntry, 'puzzle' | 'configuration' | 'puzzleLabel' | 'configurationLabel' | 'facets'>;

export function rowOf(entry: Named, status: Status, stats: Stats, detail: CompareDetail = {}): CompareRow {
  const extra = stats as Partial<Record<'explored' | 'maxFrontier', number>>;
  const row: CompareRow = {
    puzzle: entry.puzzle,
    configuration: entry.configuration,
    puzzleLabel: entry.puzzleLabel,
    configurationLabel: entry.configurationLabel,
    status,
    solved: status === 'solved',
    nodes: stats.nodes,
    backtracks: stats.backtracks,
    prunes: stats.prunes,
    timeMs: stats.timeMs,
    inferenceUsPerNode: (stats.inferenceMs / Math.max(1, stats.nodes)) * 1000,
    found: stats.solutions,
    usPerNode: (stats.timeMs / Math.max(1, stats.nodes)) * 1000,
    ...(stats.steps !== undefined ? { steps: stats.steps } : {}),
  };
  if (typeof extra.explored === 'number') row.explored = extra.explored;
  if (typeof extra.maxFrontier === 'number') row.maxFrontier = extra.maxFrontier;
  if (detail.slots !== undefined) row.slots = detail.slots;
  if (detail.message !== undefined) row.message = detail.message;
  if (detail.noFill && detail.noFill.length > 0) row.noFill = detail.noFill;
  if (entry.facets) row.facets = entry.facets;
  return row;
}

export function errorRow(entry: Named, message: string): CompareRow {
  const row: CompareRow = { puzzle: entry.puzzle, configuration: entry.configuration, puzzleLabel: entry.puzzleLabel, configurationLabel: entry.configurationLabel, status: 'error', solved: false, nodes: 0, backtracks: 0, prunes: 0, timeMs: 0, inferenceUsPerNode: 0, message: verbatim(message) };
  if (entry.facets) row.facets = entry.facets;
  return row;
}

export type { Translate } from '../i18n/index.ts';

/** The sentences that say why a row has no solution (empty when it has one). */
export function reasonSentences(row: CompareRow, t: Translate): string[] {
  if (row.solved || row.status === 'error' || row.status === 'timeout' || row.status === 'stopped') return [];
  if (!row.noFill || row.noFill.length === 0) return row.status === 'unsatisfiable' ? [t('presets.reason.noSolution', { count: row.backtracks })] : [];
  const name = (label: Message) => textOf(label, t);
  return row.noFill.flatMap((r) => {
    if (r.kind === 'empty-slot') return [t('presets.reason.emptySlot', { slot: name(r.label), length: r.length, row: r.row, col: r.col, pattern: r.pattern })];
    // Emptied by the rule that words may not repeat: no crossing is blamed.
    if (r.rule === 'different-words') return [t('presets.reason.wipeoutRepeat', { slot: name(r.label), length: r.length, row: r.row, col: r.col })];
    const head =
      r.candidates === 0
        ? t('presets.reason.wipeoutNone', { slot: name(r.label), length: r.length, row: r.row, col: r.col })
        : t('presets.reason.wipeout', { slot: name(r.label), length: r.length, row: r.row, col: r.col, count: r.candidates, words: r.examples.join(', ') + (r.candidates > r.examples.length ? ', …' : '') });
    const blocked = r.blocked.map((b) => t('presets.reason.blocked', { word: b.word, crossing: name(b.crossingLabel), length: b.crossingLength, position: b.position, letter: b.letter }));
    const rest = r.examples.length - r.blocked.length;
    return [head, ...blocked, ...(rest > 0 ? [t('presets.reason.propagation', { count: rest })] : [])];
  });
}

function csvField(x: string | number | boolean): string {
  const s = String(x);
  return /[",\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

function csvValue(column: Column, row: CompareRow): string {
  const v = column.value(row);
  if (v === undefined) return '';
  if (typeof v === 'number') return column.digits !== undefined ? v.toFixed(Math.max(column.digits, column.id === 'timeMs' ? 3 : 2)) : String(v);
  return csvField(v);
}

/**
 * The CSV of a table: the original compare columns (CSV_HEADER), then the preset's own columns
 * not among them, then `reason` when the preset explains failures (sentences from `t`).
 */
export function toCsv(rows: CompareRow[], preset?: Pick<Preset, 'columns' | 'reasons'>, t?: Translate): string {
  const own = (preset?.columns ?? []).map((id) => COLUMNS[id]).filter((c) => !CSV_BASE.has(c.csv));
  const reasons = preset?.reasons === true && t !== undefined;
  const lines = [[...CSV_HEADER, ...own.map((c) => c.csv), ...(reasons ? ['reason'] : [])].join(',')];
  for (const r of rows) {
    const fields = [r.puzzle, r.configuration, r.status, r.solved, r.nodes, r.backtracks, r.prunes, r.timeMs.toFixed(3), r.inferenceUsPerNode.toFixed(2)].map(csvField);
    for (const c of own) fields.push(csvValue(c, r));
    if (reasons) fields.push(csvField(reasonSentences(r, t).join(' ')));
    lines.push(fields.join(','));
  }
  return lines.join('\n') + '\n';
}
