/// <reference lib="webworker" />
/**
 * The solver worker: builds the model (the crossword's here, a grid kind's from `GRID_MODELS`), runs the recorded search in time slices and posts
 * one batch of encoded events per slice, then the final statistics. The app cancels it with
 * terminate(), so it never has to listen while it runs.
 */
import { buildCrosswordModel } from '../puzzles/crossword/index.ts';
import { minConflicts, search, treeCsp, treeRefusal, treeRefusalText, type LocalSearchEvent, type Problem, type SearchEvent, type TreeCspEvent } from '../solver/index.ts';
import { encodeEvent, FrontierCount, LocalEncoder, TreeEncoder } from './encode.ts';
import { fillCheckFor } from './checkFill.ts';
import { gridModel } from './gridModels.ts';
import { sketchProblem, EVENT_FIELDS, EventCode, type ProblemSketch } from '../trace/index.ts';
import { deriveShelf, SentWords, shelfFillScore, shelve, splitKey, unfillableSlots, wordsOf, type ShelvedDictionary } from './dictionaries.ts';
import type { FillScore } from '../puzzles/crossword/index.ts';
import { describeError } from '../puzzles/files.ts';
import { InsightDesk } from './insightDesk.ts';
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
  // A dictionary with a puzzle's choices: made from its own dictionary, loaded already.
  if (splitKey(request.key).choices !== null) return shelfOf(request.key);
  const shelf = textOf(request).then((text) => {
    const dictionary = shelve(request.name, text);
    return { dictionary, sent: new SentWords(dictionary.index) };
  });
  shelf.catch(() => undefined);
  shelves.set(request.key, shelf);
  return shelf;
}

/** Chosen dictionaries (a puzzle's choices applied) kept per dictionary, the most recent last. */
const CHOSEN_KEPT = 2;

function shelfOf(key: string): Promise<Shelf> {
  const known = shelves.get(key);
  if (known) return known;
  const { base, choices } = splitKey(key);
  if (choices === null || !shelves.has(base)) return Promise.reject(new Error(`the dictionary ${base} is not loaded`));
  // A puzzle's choices applied to a loaded dictionary: made once, a few kept per dictionary.
  const shelf = shelfOf(base).then((plain) => {
    const dictionary = deriveShelf(plain.dictionary, choices);
    return { dictionary, sent: new SentWords(dictionary.index) };
  });
  shelf.catch(() => undefined);
  const siblings = [...shelves.keys()].filter((k) => k !== base && splitKey(k).base === base);
  for (const old of siblings.slice(0, Math.max(0, siblings.length - CHOSEN_KEPT + 1))) shelves.delete(old);
  shelves.set(key, shelf);
  return shelf;
}

/** Grid insight: the session kept across edits, and the request waiting (one at most). */
const desk = new InsightDesk();

async function nextInsight(): Promise<void> {
  const request = desk.take();
  if (!request) return;
  try {
    const shelf = await shelfOf(request.key);
    post(desk.answer(request, shelf.dictionary.index));
    // While the constructor looks at the answer: the fixpoint the next letter edit starts from.
    setTimeout(() => desk.prepare(), 0);
  } catch (error) {
    post({ type: 'request-failed', id: request.id, message: describeError(error) });
  }
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
      case 'insight': {
        // The newest edit wins: one still waiting is answered "superseded", and the work starts
        // a task later, so that edits posted meanwhile replace it before it is computed.
        const old = desk.offer(request);
        if (old) post(InsightDesk.superseded(old));
        setTimeout(() => void nextInsight(), 0);
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
  /** Crossword with a scored list: the quality of a fill. */
  score?: (values: Int32Array) => FillScore | null;
}

/** Fill scores kept per run (one per solution, in order; an all-solutions run may find millions). */
const MAX_SCORES = 1000;

/** A sketch whose words are numbered best score first says so (the step sentences name the order). */
function withWordOrder(sketch: ProblemSketch, ranked: boolean): ProblemSketch {
  return ranked ? { ...sketch, options: { ...sketch.options, wordOrder: 'score' } } : sketch;
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
    sketch: withWordOrder(sketchProblem(model.problem, request.options), shelf.dictionary.ranked === true),
    buildMs: performance.now() - start,
  });
  return {
    problem: model.problem,
    rows: (values) => model.rows(values),
    words: shelf.dictionary.words,
    sent: shelf.sent,
    slotLengths: Int32Array.from(layout.slots, (slot) => slot.length),
    score: (values) => shelfFillScore(shelf.dictionary, layout.slots.map((_, s) => model.word(s, values[s]!))),
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
  // The tree algorithm (R&N fig. 6.11): only on binary constraints over a forest (the app offers it then).
  const tree = options.search === 'tree' ? new TreeEncoder() : null;
  if (tree) {
    const refusal = treeRefusal(problem);
    if (refusal) throw new Error(`The tree algorithm needs binary constraints on a tree or forest: ${treeRefusalText(problem, refusal)}`);
  }
  const events: Iterator<SearchEvent | LocalSearchEvent | TreeCspEvent> = tree
    ? treeCsp(problem)
    : local
      ? minConflicts(problem, { seed: options.seed, walk: options.walk ?? 0, maxSteps: options.maxSteps ?? 10_000, timeLimitMs: options.timeLimitMs, record: true, script: options.script })
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
  const scores: FillScore[] = [];
  const encode = (e: SearchEvent | LocalSearchEvent | TreeCspEvent): boolean => {
    if (e.type === 'solution') {
      const score = built.score?.(e.values) ?? null;
      if (score !== null && scores.length < MAX_SCORES) scores.push(score);
      // Never show "Solved" for a fill the independent checker rejects.
      const broken = brokenFill(e.values);
      if (broken !== null) {
        flush();
        post({ type: 'error', runId, message: broken });
        return true;
      }
    }
    if (e.type !== 'done') {
      if (tree) tree.encode(e as TreeCspEvent, push);
      else if (local) local.encode(e as LocalSearchEvent, push);
      else encodeEvent(e as SearchEvent, push);
      return false;
    }
    flush();
    const question = 'question' in e ? e.question : undefined;
    post({ type: 'done', runId, status: e.status, stats: e.stats, message: e.message, ...(scores.length > 0 ? { scores } : {}), ...(question ? { question } : {}) });
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
    // A dictionary goes with the chosen ones made from it.
    for (const key of [...shelves.keys()]) if (key === request.key || splitKey(key).base === request.key) shelves.delete(key);
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
