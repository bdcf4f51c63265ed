/**
 * The seed-000 experiment: the four 8 x 8 layouts, each solved by the seed's configurations, with
 * the seed's word list (top3000-english) and word reuse allowed as in the seed. Then the cost of
 * loading and indexing the 63k-word list.
 */
import { buildCrosswordModel, parseDictionary, parseSlotFile, WordIndex } from '../src/puzzles/crossword/index.ts';
import { solve, type SearchOptions } from '../src/solver/index.ts';
import { SEED000_BACKJUMP_CONFIGS, SEED000_CONFIGS, SEED000_LAYOUTS, SEED000_REUSE } from '../src/puzzles/experiments.ts';
import { readFixture, readPublic } from '../tests/data.ts';
import { median, printTable, repeat } from './table.ts';

/** The seed's configurations, then three with conflict-directed backjumping (src/puzzles/experiments.ts). */
export const CONFIGS: [string, Partial<SearchOptions>][] = [...SEED000_CONFIGS, ...SEED000_BACKJUMP_CONFIGS].map((c) => [c.name, c.options]);

export function run(): void {
  const dictionary = parseDictionary(readFixture('crossword/top3000-english.txt'));
  const index = new WordIndex(dictionary.words);
  const rows: (string | number)[][] = [];
  for (const [k, file] of SEED000_LAYOUTS.entries()) {
    const p = k + 1;
    const layout = parseSlotFile(readPublic(file))[0]!;
    const model = buildCrosswordModel(layout, index, { reuse: SEED000_REUSE });
    const slots = layout.slots.length;
    for (const [name, options] of CONFIGS) {
      const slow = name.startsWith('none/static');
      const runs = repeat(() => solve(model.problem, { ...options, timeLimitMs: 20_000 }), slow ? 0 : 300, slow ? 1 : 5);
      const r = runs[0]!;
      const time = median(runs.map((x) => x.stats.timeMs));
      const inference = median(runs.map((x) => x.stats.inferenceMs));
      rows.push([
        `p${p} (${slots} slots)`,
        name,
        r.status,
        r.stats.nodes,
        (r.stats.nodes / slots).toFixed(2),
        r.stats.backtracks,
        r.stats.backjumps,
        r.stats.prunes,
        time.toFixed(3),
        ((time / Math.max(1, r.stats.nodes)) * 1000).toFixed(1),
        ((inference / Math.max(1, r.stats.nodes)) * 1000).toFixed(1),
      ]);
    }
  }
  console.log('Seed-000 layouts, top3000-english (2,994 words), words may repeat (as in the seed); median of repeated runs');
  printTable(['layout', 'configuration', 'status', 'nodes', 'nodes/slot', 'backtracks', 'backjumps', 'prunes', 'time ms', 'µs/node', 'infer µs/node'], rows);

  const text = readPublic('dictionaries/english-63k.txt');
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < 7; i++) {
    const t = performance.now();
    const d = parseDictionary(text);
    const idx = new WordIndex(d.words);
    times.push(performance.now() - t);
    bytes = idx.bytes();
  }
  console.log(
    `\nenglish-63k.txt: parse + index ${median(times).toFixed(1)} ms median of 7 (first ${times[0]!.toFixed(1)} ms), index ≈ ${(bytes / 1048576).toFixed(1)} MB`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) run();
