/// <reference lib="webworker" />
/**
 * The solver worker: builds the model (crossword, Sudoku or Futoshiki), runs the recorded search in time slices and posts
 * one batch of encoded events per slice, then the final statistics. The app cancels it with
 * terminate(), so it never has to listen while it runs.
 */
import { buildCrosswordModel, parseDictionary, WordIndex } from '../puzzles/crossword/index.ts';
import { buildFutoshikiModel } from '../puzzles/futoshiki/index.ts';
import { buildSudokuModel } from '../puzzles/sudoku/index.ts';
import { search, type Problem, type SearchEvent } from '../solver/index.ts';
import { encodeEvent } from './encode.ts';
import { fillCheckFor } from './checkFill.ts';
import { sketchProblem } from './sketch.ts';
import { EVENT_FIELDS, type CrosswordSolveRequest, type FromWorker, type SolveRequest, type ToWorker } from './protocol.ts';

declare const self: DedicatedWorkerGlobalScope;

/** Milliseconds of search between two batches. */
const SLICE_MS = 10;
/** Events per batch buffer; a full buffer is posted early. */
const BATCH_EVENTS = 1 << 15;

let cached: { key: string; index: WordIndex; words: readonly string[] } | null = null;

function post(message: FromWorker, transfer: Transferable[] = []): void {
  self.postMessage(message, transfer);
}

function wordIndexFor(dictionary: CrosswordSolveRequest['dictionary']): { index: WordIndex; words: readonly string[] } {
  if (cached?.key === dictionary.key) return cached;
  const words = parseDictionary(dictionary.text, dictionary.name).words;
  cached = { key: dictionary.key, index: new WordIndex(words), words };
  return cached;
}

/** A problem, and its solutions as board rows (for the checker). */
interface Built {
  problem: Problem;
  rows: (values: Int32Array) => string[];
  words?: readonly string[];
}

/** Build the crossword model and tell the app its words and the slots no word fits. */
function crosswordProblem(request: CrosswordSolveRequest, start: number): Built {
  const { runId, layout } = request;
  const dictionary = wordIndexFor(request.dictionary);
  // The slot model for every configuration, chosen explicitly (crosswordVariables): the player
  // draws, explains and traces one variable per slot, and its nodes are words placed.
  const model = buildCrosswordModel(layout, dictionary.index, { reuse: request.reuse, variables: 'slots' });
  const words: Record<number, string[]> = {};
  for (const slot of layout.slots) {
    words[slot.length] ??= [...(model.index.bucket(slot.length)?.words ?? [])];
  }
  post({
    type: 'model',
    runId,
    words,
    emptySlots: model.emptySlots.map((e) => ({ slot: e.slot.index, name: e.slot.name, reason: e.reason })),
    sketch: sketchProblem(model.problem, request.options),
    buildMs: performance.now() - start,
  });
  return { problem: model.problem, rows: (values) => model.rows(values), words: dictionary.words };
}

/** Build the Sudoku or Futoshiki model and tell the app its constraint labels. */
function numberProblem(request: Exclude<SolveRequest, CrosswordSolveRequest>, start: number): Built {
  const options = { alldiff: request.alldiff };
  const model = request.kind === 'sudoku' ? buildSudokuModel(request.puzzle, options) : buildFutoshikiModel(request.puzzle, options);
  const problem = model.problem;
  post({
    type: 'model',
    runId: request.runId,
    words: {},
    emptySlots: [],
    constraints: problem.constraints.map((c) => c.label),
    sketch: sketchProblem(problem, request.options),
    buildMs: performance.now() - start,
  });
  return { problem, rows: (values) => model.rows(values) };
}

function run(request: SolveRequest): void {
  const { runId } = request;
  const start = performance.now();
  const built = request.kind === 'crossword' ? crosswordProblem(request, start) : numberProblem(request, start);
  const problem = built.problem;
  const brokenFill = fillCheckFor(request, built.rows, built.words);

  const events = search(problem, { ...request.options, record: true });
  let buffer = new Int32Array(BATCH_EVENTS * EVENT_FIELDS);
  let count = 0;
  const flush = () => {
    if (count === 0) return;
    post({ type: 'events', runId, data: buffer, count }, [buffer.buffer]);
    buffer = new Int32Array(BATCH_EVENTS * EVENT_FIELDS);
    count = 0;
  };
  const push = (type: number, variable: number, value: number, extra: number) => {
    if (count === BATCH_EVENTS) flush();
    const o = count * EVENT_FIELDS;
    buffer[o] = type;
    buffer[o + 1] = variable;
    buffer[o + 2] = value;
    buffer[o + 3] = extra;
    count++;
  };
  const encode = (e: SearchEvent): boolean => {
    if (e.type === 'solution') {
      // Never show "Solved" for a fill the independent checker rejects.
      const broken = brokenFill(e.values);
      if (broken !== null) {
        flush();
        post({ type: 'error', runId, message: broken });
        return true;
      }
    }
    if (e.type !== 'done') {
      encodeEvent(e, push);
      return false;
    }
    flush();
    post({ type: 'done', runId, status: e.status, stats: e.stats, message: e.message });
    return true;
  };

  // Yield between slices through a message channel: setTimeout would add a 4 ms clamp per slice.
  const channel = new MessageChannel();
  const slice = () => {
    try {
      const deadline = performance.now() + SLICE_MS;
      for (;;) {
        for (let i = 0; i < 512; i++) {
          const next = events.next();
          if (next.done || encode(next.value)) {
            channel.port1.close();
            return;
          }
        }
        if (performance.now() >= deadline) break;
      }
      flush();
      channel.port2.postMessage(null);
    } catch (error) {
      channel.port1.close();
      post({ type: 'error', runId, message: error instanceof Error ? error.message : String(error) });
    }
  };
  channel.port1.onmessage = slice;
  slice();
}

self.onmessage = (e: MessageEvent<ToWorker>) => {
  const request = e.data;
  try {
    run(request);
  } catch (error) {
    post({ type: 'error', runId: request.runId, message: error instanceof Error ? error.message : String(error) });
  }
};
