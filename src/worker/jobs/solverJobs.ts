/**
 * The solver worker's jobs: a run builds the model (the run's kind's, src/puzzles/registry.ts;
 * a kind that fills with words gets the dictionary this worker keeps), runs the recorded search in time slices and streams one batch of encoded events
 * per slice, then says how it ended; the questions about dictionaries (load, counts, unfillable
 * slots, the words of a length, grid insight) and why a run found no solution (reasonJob.ts) are answered from the dictionaries this worker keeps
 * (`Shelves`). Cancel: the app terminates the worker (inline, the run stops between slices).
 */
import type { FillScore } from '../../puzzles/crossword/index.ts';
import { describeError } from '../../puzzles/files.ts';
import { anyKind } from '../../puzzles/registry.ts';
import { cutsetByName, cutsetConditioning, minConflicts, search, solve, solveCutset, solveMinConflicts, solveTreeCsp, treeCsp, treeRefusal, treeRefusalText, type CutsetEvent, type LocalSearchEvent, type Problem, type SearchEvent, type SearchResult, type TreeCspEvent } from '../../solver/index.ts';
import { sketchProblem, EVENT_FIELDS, EventCode, type ProblemSketch } from '../../trace/index.ts';
import { english } from '../../text/index.ts';
import { JobError, nextTask, type Handlers, type JobContext } from '../bridge/index.ts';
import { fillCheckFor } from '../checkFill.ts';
import { CutsetEncoder, encodeEvent, FrontierCount, LocalEncoder, TreeEncoder } from '../encode.ts';
import type { CompareRow, DoneMessage, InsightAnswer, InsightRequest, RunOptions, RunPart, SolveRequest, SolverJobs } from '../protocol.ts';
import { SentWords, Shelves, shelfFillScore, unfillableSlots, wordsOf, type ShelvedDictionary } from './dictionaries.ts';
import { describing } from './errors.ts';
import { InsightDesk } from './insightDesk.ts';
import { findReason } from './reasonJob.ts';

/** Milliseconds of search between two batches. */
const SLICE_MS = 10;
/** Events per batch buffer; a full buffer is posted early. */
const BATCH_EVENTS = 1 << 15;

type Emit = JobContext<RunPart>['emit'];

/** A problem, and its solutions as board rows (for the checker). */
interface Built {
  problem: Problem;
  rows: (values: Int32Array) => string[];
  words?: readonly string[];
  /** A kind that fills with words: note the words the events use, and take those not sent yet. */
  sent?: SentWords;
  slotLengths?: Int32Array;
  /** A kind that fills with words from a scored list: the quality of a fill. */
  score?: (values: Int32Array) => FillScore | null;
}

/** Fill scores kept per run (one per solution, in order; an all-solutions run may find millions). */
const MAX_SCORES = 1000;

/** A sketch whose words are numbered best score first says so (the step sentences name the order). */
function withWordOrder(sketch: ProblemSketch, ranked: boolean): ProblemSketch {
  return ranked ? { ...sketch, options: { ...sketch.options, wordOrder: 'score' } } : sketch;
}

/** The run's dictionary (a kind that fills with words), kept here by key; not kept: `dictionary-missing`. */
async function shelfFor(shelves: Shelves, request: SolveRequest): Promise<ShelvedDictionary> {
  if (!request.dictionary) throw new Error(`The dictionary could not be loaded: a ${request.kind} needs a word list`);
  return shelves.get(request.dictionary.key).catch((error: unknown) => {
    // Not kept here: the app loads it and asks again.
    if (error instanceof JobError) throw error;
    throw new Error(`The dictionary could not be loaded: ${describeError(error)}`);
  });
}

/** The request's kind, its dictionary (a kind that fills with words) and the model its descriptor builds. */
async function modelOf(shelves: Shelves, request: SolveRequest) {
  const kind = anyKind(request.kind);
  const shelf = kind.words ? await shelfFor(shelves, request) : null;
  const model = kind.build(request.puzzle, { alldiff: request.alldiff, reuse: request.reuse, index: shelf?.index });
  return { kind, shelf, model };
}

/**
 * Why the search a run's options name cannot run on this problem, thrown as the run's error (null
 * when it can): min-conflicts on a kind that refuses it, the tree algorithm off a forest of binary
 * constraints, cutset conditioning on a model with an objective. The app refuses these before it
 * asks; this is the worker's own guard, for a run and for Compare's measure alike.
 */
function refuseSearch(request: SolveRequest, problem: Problem): void {
  const { search } = request.options;
  const refusal = search === 'min-conflicts' ? anyKind(request.kind).refuses?.['min-conflicts'] : undefined;
  if (refusal) throw new Error(refusal);
  if (search === 'tree') {
    const tree = treeRefusal(problem);
    if (tree) throw new Error(`The tree algorithm needs binary constraints on a tree or forest: ${english(treeRefusalText(problem, tree))}`);
  }
  if (search === 'cutset' && problem.objective) throw new Error('Cutset conditioning gives solutions, not the best one: this model has an objective');
}

/**
 * Build the run's model (its kind's descriptor) and tell the app what it starts from: the slots no
 * word fits (the words come with the events), the constraints' labels where the sentences name them.
 */
async function build(shelves: Shelves, request: SolveRequest, start: number, emit: Emit): Promise<Built> {
  const { kind, shelf, model } = await modelOf(shelves, request);
  const problem = model.problem;
  emit({
    type: 'model',
    emptySlots: [...(model.empty ?? [])],
    ...(kind.labels ? { constraints: problem.constraints.map((c) => c.label) } : {}),
    sketch: withWordOrder(sketchProblem(problem, request.options), shelf?.ranked === true),
    buildMs: performance.now() - start,
  });
  if (!shelf) return { problem, rows: (values) => model.rows(values) };
  const words = model.words;
  return {
    problem,
    rows: (values) => model.rows(values),
    words: shelf.words,
    // The words this run's events use, each sent once with the batch that first uses it.
    sent: new SentWords(shelf.index),
    ...(model.wordLengths ? { slotLengths: model.wordLengths } : {}),
    ...(words ? { score: (values: Int32Array) => shelfFillScore(shelf, words(values)) } : {}),
  };
}

/**
 * Cutset conditioning's cutset from a run's options: the variables named (in that order), checked
 * to be a cycle cutset, or undefined (the engine proposes a smallest one). The app refuses a bad
 * one before it asks (kinds/model/cutset.ts); this is the worker's own guard, in the CLI's words.
 */
export function cutsetFromOptions(problem: Problem, options: Pick<RunOptions, 'cutset'>): number[] | undefined {
  if (!options.cutset || options.cutset.length === 0) return undefined;
  const named = cutsetByName(problem, options.cutset);
  if (named.state === 'unknown') throw new Error(`cutset conditioning: no variable named ${JSON.stringify(named.name)}`);
  if (named.state === 'cycle') throw new Error(`cutset conditioning: ${options.cutset.join(', ')} is not a cycle cutset: without it the constraint graph still has a cycle: ${[...named.cycle, named.cycle[0]!].map((v) => problem.variables[v]!.name).join(' – ')}`);
  return named.variables;
}

/** A run: the model, the events in batches (one per slice of SLICE_MS), then how it ended. */
async function run(shelves: Shelves, request: SolveRequest, { emit, signal }: JobContext<RunPart>): Promise<DoneMessage> {
  const start = performance.now();
  const built = await build(shelves, request, start, emit);
  const problem = built.problem;
  const brokenFill = fillCheckFor(request, built.rows, built.words);

  const options = request.options;
  refuseSearch(request, problem);
  const local = options.search === 'min-conflicts' ? new LocalEncoder() : null;
  // The tree algorithm (R&N fig. 6.11): only on binary constraints over a forest (the app offers it then).
  const tree = options.search === 'tree' ? new TreeEncoder() : null;
  // Cutset conditioning (R&N 6.5.1): the tree algorithm on the rest for each assignment of the cutset.
  const cutset = options.search === 'cutset' ? new CutsetEncoder() : null;
  const events: Iterator<SearchEvent | LocalSearchEvent | TreeCspEvent | CutsetEvent> = tree
    ? treeCsp(problem, options.script ?? null)
    : cutset
      ? cutsetConditioning(problem, { cutset: cutsetFromOptions(problem, options), maxSolutions: options.maxSolutions, timeLimitMs: options.timeLimitMs })
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
    emit({ type: 'events', data: buffer, count, words: sent?.take(), frontier: frontier?.size }, [buffer.buffer]);
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
  /** The end of the run, once its `done` event came. */
  let end: DoneMessage | null = null;
  const encode = (e: SearchEvent | LocalSearchEvent | TreeCspEvent | CutsetEvent): void => {
    if (e.type === 'solution') {
      const score = built.score?.(e.values) ?? null;
      if (score !== null && scores.length < MAX_SCORES) scores.push(score);
      // Never show "Solved" for a fill the independent checker rejects.
      const broken = brokenFill(e.values);
      if (broken !== null) {
        flush();
        throw new Error(broken);
      }
    }
    if (e.type !== 'done') {
      if (tree) tree.encode(e as TreeCspEvent, push);
      else if (cutset) cutset.encode(e as CutsetEvent, push);
      else if (local) local.encode(e as LocalSearchEvent, push);
      else encodeEvent(e as SearchEvent, push);
      return;
    }
    flush();
    const question = 'question' in e ? e.question : undefined;
    end = { status: e.status, stats: e.stats, message: e.message, ...(scores.length > 0 ? { scores } : {}), ...(question ? { question } : {}), ...(e.objective !== undefined ? { objective: e.objective } : {}) };
  };

  // Search in slices, yielding a task between them (inline, a cancel stops the run there).
  for (;;) {
    const deadline = performance.now() + SLICE_MS;
    do {
      for (let i = 0; i < 512; i++) {
        const next = events.next();
        if (!next.done) encode(next.value);
        if (end) return end;
        if (next.done) throw new Error('the search ended without saying how');
      }
    } while (performance.now() < deadline);
    flush();
    await nextTask();
    if (signal.aborted) throw new Error('cancelled');
  }
}

/**
 * One run of the compare view's "on the board shown", to its end without events: its search
 * (backtracking, min-conflicts or the tree algorithm, as a run's options say) and what it found.
 * A solution the kind's independent checker rejects fails it (never a row saying solved).
 */
async function measureOne(shelves: Shelves, request: SolveRequest): Promise<Omit<Extract<CompareRow, { status: unknown }>, 'index'>> {
  const { kind, shelf, model } = await modelOf(shelves, request);
  const problem = model.problem;
  const options = request.options;
  refuseSearch(request, problem);
  const result: SearchResult =
    options.search === 'min-conflicts'
      ? solveMinConflicts(problem, { seed: options.seed, walk: options.walk ?? 0, maxSteps: options.maxSteps ?? 10_000, timeLimitMs: options.timeLimitMs })
      : options.search === 'tree'
        ? solveTreeCsp(problem)
        : options.search === 'cutset'
          ? solveCutset(problem, { cutset: cutsetFromOptions(problem, options), maxSolutions: options.maxSolutions, timeLimitMs: options.timeLimitMs })
          : solve(problem, { ...options, record: false });
  const broken = fillCheckFor(request, (values) => model.rows(values), shelf?.words);
  for (const values of result.solutions.slice(0, 1)) {
    const problems = broken(values);
    if (problems !== null) throw new Error(problems);
  }
  return { status: result.status, stats: result.stats, detail: { ...(result.message ? { message: result.message } : {}), ...(kind.words ? { slots: problem.variables.length } : {}) } };
}

/** The solver worker's jobs, with the dictionaries it keeps (a bundled one fetched with `fetchText`). */
export function solverJobs(fetchText: (url: string) => Promise<string> = fetchFromApp): Handlers<SolverJobs> {
  const shelves = new Shelves(fetchText);
  /** The runs whose reason the app asked to stop where it is (Stop: the best set so far, said not minimal). */
  const stops = new Set<number>();
  /** Grid insight: the session kept across edits, the request waiting (one at most) and how to answer each. */
  const desk = new InsightDesk();
  const answers = new Map<InsightRequest, { resolve(answer: InsightAnswer): void; reject(error: unknown): void }>();

  async function nextInsight(): Promise<void> {
    const request = desk.take();
    if (!request) return;
    const answer = answers.get(request)!;
    answers.delete(request);
    try {
      const shelf = await shelves.get(request.key);
      answer.resolve(desk.answer(request, shelf.index));
      // While the constructor looks at the answer: the fixpoint the next letter edit starts from.
      setTimeout(() => desk.prepare(), 0);
    } catch (error) {
      answer.reject(error);
    }
  }

  return describing<SolverJobs>({
    solve: (request, context) => run(shelves, request, context),
    reason: (request, context) => {
      stops.delete(request.run.runId);
      return findReason(shelves, request, context, () => stops.has(request.run.runId));
    },
    'reason-stop': async ({ runId }) => {
      stops.add(runId);
    },
    measure: async ({ runs }, { emit, signal }) => {
      for (let index = 0; index < runs.length && !signal.aborted; index++) {
        try {
          emit({ index, ...(await measureOne(shelves, runs[index]!)) });
        } catch (error) {
          // The dictionary not kept here: the app loads it and asks again (the rows so far are kept).
          if (error instanceof JobError) throw error;
          emit({ index, error: describeError(error) });
        }
        await nextTask();
      }
      return null;
    },
    'load-dictionary': async (source) => (await shelves.load(source)).summary,
    summary: async ({ key }) => (await shelves.get(key)).summary,
    unfillable: async ({ key, layout }) => unfillableSlots(layout, (await shelves.get(key)).index),
    words: async ({ key, length }) => wordsOf((await shelves.get(key)).index, length, null),
    // The newest edit wins: one still waiting is answered "superseded", and the work starts a task
    // later, so that edits posted meanwhile replace it before it is computed.
    insight: (request) =>
      new Promise<InsightAnswer>((resolve, reject) => {
        answers.set(request, { resolve, reject });
        const old = desk.offer(request);
        if (old) {
          answers.get(old)?.resolve(InsightDesk.superseded(old));
          answers.delete(old);
        }
        setTimeout(() => void nextInsight(), 0);
      }),
  });
}

async function fetchFromApp(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`could not fetch ${url} (HTTP ${response.status})`);
  return response.text();
}
