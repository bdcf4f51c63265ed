/** Compare presets (puzzles × configurations), result rows and their CSV. Pure. */
import type { AllDiffForm, Stats, Status } from '../../solver/index.ts';
import type { CompareJob, CompareOptions } from '../../worker/compareProtocol.ts';

export interface CompareEntry {
  puzzle: string;
  configuration: string;
  job: CompareJob;
}

export interface CompareRow {
  puzzle: string;
  configuration: string;
  status: Status | 'error';
  solved: boolean;
  nodes: number;
  backtracks: number;
  prunes: number;
  timeMs: number;
  /** Average inference time per node, microseconds. */
  inferenceUsPerNode: number;
  message?: string;
}

const LIMIT = 20_000;

/** The seed-000 configurations (bench/crossword.ts). */
export const SEED000_CONFIGS: [string, CompareOptions][] = [
  ['none/static', { inference: 'none', ac3: false, variableOrder: 'static', valueOrder: 'lex', timeLimitMs: LIMIT }],
  ['fc/static', { inference: 'fc', ac3: false, variableOrder: 'static', valueOrder: 'lex', timeLimitMs: LIMIT }],
  ['fc/mrv reverse', { inference: 'fc', ac3: false, variableOrder: 'mrv', valueOrder: 'reverse', timeLimitMs: LIMIT }],
  ['fc/mrv lex', { inference: 'fc', ac3: false, variableOrder: 'mrv', valueOrder: 'lex', timeLimitMs: LIMIT }],
  ['fc/mrv-degree', { inference: 'fc', ac3: false, variableOrder: 'mrv-degree', valueOrder: 'lex', timeLimitMs: LIMIT }],
  ['mac/mrv', { inference: 'mac', ac3: true, variableOrder: 'mrv', valueOrder: 'lex', timeLimitMs: LIMIT }],
  ['mac/dom-wdeg', { inference: 'mac', ac3: true, variableOrder: 'dom-wdeg', valueOrder: 'lex', timeLimitMs: LIMIT }],
];

/** The seed-002 configurations (bench/futoshiki.ts): FC on pairwise ≠ against MAC on GAC all-different. */
export const SEED002_CONFIGS: [string, AllDiffForm, CompareOptions][] = [
  ['fc/mrv, pairwise ≠', 'neq', { inference: 'fc', ac3: false, variableOrder: 'mrv', valueOrder: 'lex', timeLimitMs: LIMIT }],
  ['mac/mrv, GAC all-different', 'gac', { inference: 'mac', ac3: true, variableOrder: 'mrv', valueOrder: 'lex', timeLimitMs: LIMIT }],
];

export interface Preset {
  id: string;
  label: string;
  entries: CompareEntry[];
}

export const PRESETS: Preset[] = [
  {
    id: 'seed000',
    label: 'Seed 000: 4 layouts × 7 configurations (english-common, words may repeat)',
    entries: [1, 2, 3, 4].flatMap((p) =>
      SEED000_CONFIGS.map(([configuration, options]) => ({
        puzzle: `seed000-p${p}`,
        configuration,
        job: { kind: 'crossword', puzzleUrl: `/puzzles/seed000-p${p}.slots`, dictionaryUrl: '/dictionaries/english-common.txt', reuse: true, options } as CompareJob,
      })),
    ),
  },
  {
    id: 'seed002',
    label: 'Seed 002: Futoshiki 4–7, FC with pairwise ≠ vs MAC with GAC all-different (MRV)',
    entries: [4, 5, 6, 7].flatMap((n) =>
      SEED002_CONFIGS.map(([configuration, alldiff, options]) => ({
        puzzle: `futoshiki ${n}×${n}`,
        configuration,
        job: { kind: 'futoshiki', puzzleUrl: `/puzzles/futoshiki-own-${n}x${n}.txt`, alldiff, options } as CompareJob,
      })),
    ),
  },
];

export function rowOf(entry: CompareEntry, status: Status, stats: Stats): CompareRow {
  return {
    puzzle: entry.puzzle,
    configuration: entry.configuration,
    status,
    solved: status === 'solved',
    nodes: stats.nodes,
    backtracks: stats.backtracks,
    prunes: stats.prunes,
    timeMs: stats.timeMs,
    inferenceUsPerNode: (stats.inferenceMs / Math.max(1, stats.nodes)) * 1000,
  };
}

function csvField(x: string | number | boolean): string {
  const s = String(x);
  return /[",\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export const CSV_HEADER = ['puzzle', 'configuration', 'status', 'solved', 'nodes', 'backtracks', 'prunes', 'time_ms', 'inference_us_per_node'];

export function toCsv(rows: CompareRow[]): string {
  const lines = [CSV_HEADER.join(',')];
  for (const r of rows) {
    lines.push(
      [r.puzzle, r.configuration, r.status, r.solved, r.nodes, r.backtracks, r.prunes, r.timeMs.toFixed(3), r.inferenceUsPerNode.toFixed(2)].map(csvField).join(','),
    );
  }
  return lines.join('\n') + '\n';
}
