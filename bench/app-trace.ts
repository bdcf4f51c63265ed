/**
 * How the app's trace store behaves on a long search, in Node: append time, memory, and the cost
 * of stepping back and of seeking anywhere. Run: npx tsx bench/app-trace.ts [events]
 */
import { readFileSync } from 'node:fs';
import { Trace, TraceCursor, EVENT_FIELDS } from '../src/trace/index.ts';
import { buildCrosswordModel, parseDictionary, parseGridFile, WordIndex } from '../src/puzzles/crossword/index.ts';
import { search } from '../src/solver/index.ts';
import { encodeEvent } from '../src/worker/encode.ts';

const target = Number(process.argv[2] ?? 1_000_000);
const words = parseDictionary(readFileSync('public/dictionaries/english-63k.txt', 'utf8')).words;
const layout = parseGridFile(readFileSync('public/puzzles/swordsmith-15xcommon.grid', 'utf8'));
const model = buildCrosswordModel(layout, new WordIndex(words));

// Record real events (15 x 15, 63k words, inference none) in worker-sized batches.
const batches: { data: Int32Array; count: number }[] = [];
let data = new Int32Array(32768 * EVENT_FIELDS);
let count = 0;
let total = 0;
const push = (t: number, v: number, x: number, e: number) => {
  if (count === 32768) {
    batches.push({ data, count });
    data = new Int32Array(32768 * EVENT_FIELDS);
    count = 0;
  }
  data.set([t, v, x, e], count * EVENT_FIELDS);
  count++;
  total++;
};
for (const e of search(model.problem, { inference: 'none', ac3: false, variableOrder: 'dom-wdeg', record: true })) {
  encodeEvent(e, push);
  if (total >= target) break;
}
batches.push({ data, count });

function measure(maxEvents: number) {
  const trace = new Trace({ variables: layout.slots.length, maxEvents });
  const t0 = performance.now();
  let slowestBatch = 0;
  for (const b of batches) {
    const s = performance.now();
    trace.append(b.data, b.count);
    slowestBatch = Math.max(slowestBatch, performance.now() - s);
  }
  const appendMs = performance.now() - t0;
  const cursor = new TraceCursor(trace);
  cursor.seek(trace.total);
  // Step back 10,000 times from the end.
  let t = performance.now();
  let worstStep = 0;
  for (let i = 0; i < 10_000; i++) {
    const s = performance.now();
    cursor.seek(cursor.requested - 1);
    worstStep = Math.max(worstStep, performance.now() - s);
  }
  const stepMs = (performance.now() - t) / 10_000;
  // Random far seeks.
  let seed = 1;
  let worstSeek = 0;
  t = performance.now();
  for (let i = 0; i < 2000; i++) {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    const s = performance.now();
    cursor.seek(seed % (trace.total + 1));
    worstSeek = Math.max(worstSeek, performance.now() - s);
  }
  const seekMs = (performance.now() - t) / 2000;
  console.log(
    [
      `maxEvents ${maxEvents.toLocaleString('en')}: ${trace.total.toLocaleString('en')} events (${trace.recorded.toLocaleString('en')} in full, thinned: ${trace.thinned})`,
      `  memory ${(trace.bytes / 2 ** 20).toFixed(1)} MB (${(trace.bytes / trace.total).toFixed(1)} bytes/event)`,
      `  append ${appendMs.toFixed(0)} ms total, slowest batch of 32,768 events ${slowestBatch.toFixed(2)} ms`,
      `  step back: ${(stepMs * 1000).toFixed(2)} µs average, worst ${worstStep.toFixed(3)} ms`,
      `  random seek: ${(seekMs * 1000).toFixed(1)} µs average, worst ${worstSeek.toFixed(3)} ms`,
    ].join('\n'),
  );
}

console.log(`${layout.slots.length} slots; recorded ${total.toLocaleString('en')} events of a real search`);
measure(4_000_000);
measure(250_000);
