/// <reference lib="webworker" />
/**
 * The solver worker: builds the model (the crossword's here, a grid kind's from `GRID_MODELS`), runs the recorded search in time slices and posts
 * one batch of encoded events per slice, then the final statistics. The app cancels it with
 * terminate(), so it never has to listen while it runs.
 */
import { buildCrosswordModel } from '../puzzles/crossword/index.ts';
import { minConflicts, search, type LocalSearchEvent, type Problem, type SearchEvent } from '../solver/index.ts';
import { encodeEvent, FrontierCount, LocalEncoder } from './encode.ts';
import { fillCheckFor } from './checkFill.ts';
import { gridModel } from './gridModels.ts';
import { sketchProblem, EVENT_FIELDS, EventCode } from '../trace/index.ts';
import { SentWords, shelve, unfillableSlots, wordsOf, type ShelvedDictionary } from './dictionaries.ts';
import { describeError } from '../puzzles/files.ts';
import {
  type CrosswordSolveRequest,
  type DictionaryRequest,
  type FromWorker,
  type GridSolveRequest,
  type LoadDictionaryRequest,
  type SolveRequest,
  type ToWorker,
} from './protocol.ts';

declare const self: DedicatedWorkerGlobalScope;

/** Milliseconds of search between two batches. */
const SLICE_MS = 10;
/** Events per batch buffer; a full buffer is posted early. */
const BATCH_EVENTS = 1 << 15;

/** A dictionary loaded by key, and the words of it the app has been sent (once each). */
interface Shelf {
  dictionary: ShelvedDictionary;
  sent: SentWords;
}

/** Dictionaries by key, each parsed once; a failed load stays as its error until loaded again. */
const shelves = new Map<string, Promise<Shelf>>();

function post(message: FromWorker, transfer: Transferable[] = []): void {
  self.postMessage(message, transfer);
}

async function textOf(request: LoadDictionaryRequest): Promise<string> {
  if (request.text !== undefined) return request.text;
  if (request.url === undefined) throw new Error(`${request.name}: no text and no address to fetch it from`);
  const response = await fetch(request.url);
  if (!response.ok) throw new Error(`could not fetch ${request.url} (HTTP ${response.status})`);
  return response.text();
}

function load(request: LoadDictionaryRequest): Promise<Shelf> {
  const shelf = textOf(request).then((text) => {
    const dictionary = shelve(request.name, text);
    return { dictionary, sent: new SentWords(dictionary.index) };
  });
  shelf.catch(() => undefined);
  shelves.set(request.key, shelf);
  return shelf;
}

function shelfOf(key: string): Promise<Shelf> {
  return shelves.get(key) ?? Promise.reject(new Error(`the dictionary ${key} is not loaded`));
}

/** Answer a question about a dictionary (by id; a failure is an answer too, not a crash). */
async function answer(request: DictionaryRequest): Promise<void> {
  try {
    switch (request.type) {
      case 'load-dictionary': {
        const shelf = await load(request);
        post({ type: 'dictionary-loaded', id: request.id, key: request.key, summary: shelf.dictionary.summary });
        return;
      }
      case 'unfillable': {
        const shelf = await shelfOf(request.key);
        post({ type: 'unfillable', id: request.id, slots: unfillableSlots(request.layout, shelf.dictionary.index) });
        return;
      }
      case 'words': {
        const shelf = await shelfOf(request.key);
        post({ type: 'words', id: request.id, text: wordsOf(shelf.dictionary.index, request.length, null) });
        return;
      }
    }
  } catch (error) {
    post({ type: 'request-failed', id: request.id, message: describeError(error) });
  }
}

/** A problem, and its solutions as board rows (for the checker). */
interface Built {
  problem: Problem;
  rows: (values: Int32Array) => string[];
  words?: readonly string[];
  /** Crossword: note the words the events use, and take those not sent yet. */
  sent?: SentWords;
  slotLengths?: Int32Array;
}

/** Build the crossword model and tell the app the slots no word fits (the words come with the events). */
async function crosswordProblem(request: CrosswordSolveRequest, start: number): Promise<Built> {
  const { runId, layout } = request;
  const { key, name, text } = request.dictionary;
  const shelf = await (text !== undefined ? load({ type: 'load-dictionary', id: -1, key, name, text }) : shelfOf(key)).catch((error: unknown) => {
    throw new Error(`The dictionary could not be loaded: ${describeError(error)}`);
  });
  // The slot model for every configuration, chosen explicitly (crosswordVariables): the player
  // draws, explains and traces one variable per slot, and its nodes are words placed.
  const model = buildCrosswordModel(layout, shelf.dictionary.index, { reuse: request.reuse, variables: 'slots' });
  post({
    type: 'model',
    runId,
    words: {},
    dictionaryKey: key,
    emptySlots: model.emptySlots.map((e) => ({
      slot: e.slot.index,
      name: e.slot.name,
      reason: e.reason,
      why: e.why,
      row: e.slot.row + 1,
      col: e.slot.col + 1,
      length: e.slot.length,
      pattern: e.pattern,
    })),
    sketch: sketchProblem(model.problem, request.options),
    buildMs: performance.now() - start,
  });
  return {
    problem: model.problem,
    rows: (values) => model.rows(values),
    words: shelf.dictionary.words,
    sent: shelf.sent,
    slotLengths: Int32Array.from(layout.slots, (slot) => slot.length),
  };
}

/** Build a grid kind's model (Sudoku, Futoshiki, …) and tell the app its constraint labels. */
function gridProblem(request: GridSolveRequest, start: number): Built {
  const model = gridModel(request.kind).build(request.puzzle, { alldiff: request.alldiff });
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

async function run(request: SolveRequest): Promise<void> {
  const { runId } = request;
  const start = performance.now();
  const built = request.kind === 'crossword' ? await crosswordProblem(request, start) : gridProblem(request, start);
  const problem = built.problem;
  const brokenFill = fillCheckFor(request, built.rows, built.words);

  const options = request.options;
  const local = options.search === 'min-conflicts' ? new LocalEncoder() : null;
  if (local && request.kind === 'crossword') throw new Error('min-conflicts is offered for the grid kinds (Sudoku, Futoshiki, …), not for crosswords');
  const events: Iterator<SearchEvent | LocalSearchEvent> = local
    ? minConflicts(problem, { seed: options.seed, walk: options.walk ?? 0, maxSteps: options.maxSteps ?? 10_000, timeLimitMs: options.timeLimitMs, record: true })
    : search(problem, { ...options, record: true });
  let buffer = new Int32Array(BATCH_EVENTS * EVENT_FIELDS);
  let count = 0;
  const { sent, slotLengths } = built;
  // Breadth-first search: the queue's size, followed from the events, sent with each batch.
  const frontier = request.options.strategy === 'bfs' ? new FrontierCount() : null;
  const flush = () => {
    if (count === 0) return;
    post({ type: 'events', runId, data: buffer, count, words: sent?.take(), frontier: frontier?.size }, [buffer.buffer]);
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
    frontier?.note(type, value);
    if (sent && slotLengths) {
      // The words the board and the sentences show: values assigned, taken back or pruned.
      if (type === EventCode.assign || type === EventCode.prune || type === EventCode.backtrack) sent.note(slotLengths[variable]!, value);
      else if (type === EventCode.set) {
        sent.note(slotLengths[variable]!, value);
        sent.note(slotLengths[variable]!, extra);
      }
    }
  };
  const encode = (e: SearchEvent | LocalSearchEvent): boolean => {
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
      if (local) local.encode(e as LocalSearchEvent, push);
      else encodeEvent(e as SearchEvent, push);
      return false;
    }
    flush();
    const cause = e.cause ? { code: e.cause.code, variable: problem.variables[e.cause.variable]?.name ?? '?' } : undefined;
    post({ type: 'done', runId, status: e.status, stats: e.stats, message: e.message, cause });
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
  if (request.type === 'drop-dictionary') {
    shelves.delete(request.key);
    return;
  }
  if (request.type !== 'solve') {
    void answer(request);
    return;
  }
  run(request).catch((error: unknown) => {
    post({ type: 'error', runId: request.runId, message: error instanceof Error ? error.message : String(error) });
  });
};
