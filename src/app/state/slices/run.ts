/** The run slice: one solve in the worker, its trace growing as events arrive, and its result. */
import type { CrosswordLayout } from '../../../puzzles/crossword/index.ts';
import type { AllDiffForm, Stats, Status } from '../../../solver/index.ts';
import type { DictionaryRef, EmptySlotMessage, RunOptions } from '../../../worker/protocol.ts';
import { type ProblemSketch, DomainCursor, Trace, TraceCursor, TraceIndex } from '../../../trace/index.ts';
import { CUSTOM_DICTIONARY, DICTIONARIES, INSTANT_SPEED, runOptions } from '../../settings/index.ts';
import { chosenKey, withWords } from '../../run/index.ts';
import { i18n, msg, type Message } from '../../i18n/index.ts';
import { cutsetRunRefusal, kindOf, treeNotOffered, type KindPuzzle, type NumberPuzzle } from '../../kinds/index.ts';
import type { RunHandlers } from '../../run/index.ts';
import { wordChoices } from './settings.ts';
import { idleRun, until, type AppState, type Slice, type StoreServices, type Subscribe } from './shared.ts';
import { whenModelCompiled } from './model.ts';

export type RunPhase = 'idle' | 'running' | 'done' | 'error';

export interface RunSlice {
  phase: RunPhase;
  runId: number;
  trace: Trace | null;
  cursorView: TraceCursor | null;
  /** The puzzle that was solved, with its kind (the board shows the run only while it is still the board's puzzle). */
  runBoard: KindPuzzle | null;
  /** `runBoard` when it is a crossword (for the teaching views, which read it by this name). */
  runLayout: CrosswordLayout | null;
  /** `runBoard` when it is a Sudoku or Futoshiki (for the step sentences, which read it by this name). */
  runPuzzle: NumberPuzzle | null;
  /**
   * The run's trace index (prunes and what restores them, domains in the shared checkpoints, the
   * search tree), made when the model arrives; the teaching views and the candidates read it.
   */
  traceIndex: TraceIndex | null;
  /** The board's domain projection: candidates of a Sudoku or Futoshiki run (null for crosswords). */
  domainCursor: DomainCursor | null;
  /** Labels of the model's constraints (every kind but the crossword: Sudoku, Futoshiki, N-queens, a MiniZinc model). */
  constraintLabels: Message[] | null;
  /** Names, domains and constraints of the solved problem (for the teaching views). */
  sketch: ProblemSketch | null;
  /**
   * The run's words per slot length (value v of length L is `words[L][v]`): those its events use
   * (they come with them), and whole lengths fetched by `loadWords`. A new table at each change;
   * `wordsVersion` counts the changes.
   */
  words: Record<number, string[]> | null;
  wordsVersion: number;
  /**
   * Solve was pressed while the user's word list is being restored (after a reload): the run
   * starts when it is back (the message says so), or is refused when it cannot come back.
   */
  runWaiting: Message | null;
  /** The settings the shown run was solved with (the trace export's header). */
  runSettings: RunSettings | null;
  /** The dictionary (its key in the solver worker) of the run shown, for `loadWords`. */
  runDictionary: string | null;
  /** Fetch every word of one length of the shown run's dictionary into `words` (the domain views list them). */
  loadWords(length: number): Promise<void>;
  emptySlots: EmptySlotMessage[];
  status: Status | null;
  finalStats: Stats | null;
  /** Crossword with a scored list: each solution's fill quality (lowest and mean score of its words), in order; else null. */
  fillScores: { min: number; mean: number }[] | null;
  /** Branch and bound: the objective's value (a value index) in the best solution the run ended with, else null. */
  finalObjective: number | null;
  /** Breadth-first search: the states in its queue now (as the worker last said), else null. */
  frontier: number | null;
  /** Why the run ended, as a message key and values (the interface words it in its language), or null. */
  message: Message | null;
  runError: string | null;
  startedAt: number;
  elapsedMs: number;
  /** Copy of trace.version, so that components re-render when events arrive. */
  traceVersion: number;
  solve(): Promise<void>;
  /** An exercise goes on: the same search again with the answers given so far as its script (exercise slice). */
  continueExercise(): void;
  cancel(): void;
  clearRun(): void;
  /** Called every frame while a run is live: publish new events and the elapsed time. */
  publishProgress(): void;
}

/** What a run was solved with: its search options, the kind-dependent settings and the word list's name (crossword). */
export interface RunSettings {
  options: RunOptions;
  reuse: boolean;
  alldiff: AllDiffForm;
  dictionary: string | null;
}

/**
 * The dictionary of a crossword run: the chosen list, with the puzzle's own word choices applied
 * (the minimum score, the board's banned and preferred words, the order by score) under a key of
 * its own (`chosenKey`: the worker makes those words from the list's, as the CLI does).
 */
export function dictionaryOf(s: Pick<AppState, 'dictionaryId' | 'customDictionary' | 'minScore' | 'valueOrder' | 'boards' | 'foldAccents'>): DictionaryRef | null {
  const choices = wordChoices(s);
  if (s.dictionaryId === CUSTOM_DICTIONARY) {
    // The user's list, or none: never another list in its place.
    if (!s.customDictionary) return null;
    const { name, text, lexicon } = s.customDictionary;
    return { key: chosenKey(lexicon.key, choices), name, text };
  }
  const entry = DICTIONARIES.find((d) => d.id === s.dictionaryId) ?? DICTIONARIES[0]!;
  return { key: chosenKey(entry.id, choices), name: entry.url.split('/').pop()!, url: entry.url };
}

// The search options of a run (pure, in the settings folder, so that Node's tests make them as the app does).
export { runOptions };

type Set = Parameters<ReturnType<Slice<RunSlice>>>[0];
type Get = Parameters<ReturnType<Slice<RunSlice>>>[1];

/** Start a run: a fresh trace the board shows as it grows (its index comes with the model). */
function startRun(set: Set, get: Get, patch: Partial<AppState>, trace: Trace): number {
  const runId = get().runId + 1;
  set({
    ...idleRun(),
    phase: 'running',
    runId,
    trace,
    cursorView: new TraceCursor(trace),
    startedAt: performance.now(),
    playing: true,
    ...patch,
  });
  return runId;
}

/** What the worker's messages do to the run `runId` (nothing once another run has started). */
function handlersFor(set: Set, get: Get, runId: number, trace: Trace): RunHandlers {
  const current = () => get().runId === runId;
  return {
    onModel: (m) => {
      if (!current()) return;
      const sketch = m.sketch ?? null;
      const traceIndex = sketch ? new TraceIndex(trace, sketch) : null;
      const domainCursor = traceIndex?.initialMasks ? new DomainCursor(traceIndex) : null;
      set({ words: {}, emptySlots: m.emptySlots, constraintLabels: m.constraints ?? null, sketch, traceIndex, domainCursor });
    },
    onEvents: (data, count, { frontier, words }) => {
      if (!current()) return;
      // The words first, then the events that use them.
      if (words) set({ words: withWords(get().words, words), wordsVersion: get().wordsVersion + 1 });
      trace.append(data, count);
      if (frontier !== undefined && frontier !== get().frontier) set({ frontier });
    },
    onDone: (d) => {
      if (!current()) return;
      // At instant speed the board shows the end together with the status, not a frame later.
      // An exercise shows where its run stopped (the question, or the end), whatever the speed.
      const exercise = get().runSettings?.options.script !== undefined;
      const instant = exercise || (get().playing && get().speedIndex === INSTANT_SPEED);
      set({
        exerciseQuestion: d.question ?? null,
        phase: 'done',
        status: d.status,
        finalStats: d.stats,
        fillScores: d.scores ?? null,
        finalObjective: d.objective ?? null,
        message: d.message ?? null,
        elapsedMs: performance.now() - get().startedAt,
        traceVersion: trace.version,
        ...(instant ? { cursor: trace.total, playing: false } : {}),
      });
    },
    onError: (message) => {
      if (!current()) return;
      // A crashed run is dropped whole: the board shows the puzzle as drawn, not a half-made fill.
      set({ ...idleRun(), phase: 'error', runError: message, elapsedMs: performance.now() - get().startedAt });
    },
  };
}

/** The solved puzzle in the run's fields: `runBoard`, and its kind-typed copies the teaching views read. */
function runFields(run: KindPuzzle): Partial<RunSlice> {
  return {
    runBoard: run,
    runLayout: run.kind === 'crossword' ? run.puzzle : null,
    runPuzzle: run.kind === 'sudoku' || run.kind === 'futoshiki' ? run.puzzle : null,
  };
}

/** Solve the shown board: its kind says what the trace is, what the board replays and what the worker gets. */
function solveShown(set: Set, get: Get, { solver }: StoreServices): void {
  const s = get();
  const kind = kindOf(s.kind);
  const puzzle = s.boards[s.kind].puzzle;
  const dictionary = kind.usesDictionary ? dictionaryOf(s) : null;
  const splitting = s.exerciseOn && s.exerciseAsk.includes('split');
  const refusal =
    kind.refusal(puzzle) ??
    (s.search === 'min-conflicts' && kind.usesDictionary && !splitting ? i18n.t('local.settings.notOffered') : null) ??
    (s.search === 'tree' && !splitting ? treeNotOffered(s.kind, puzzle) : null) ??
    (s.search === 'cutset' && !splitting ? cutsetRunRefusal(s.kind, puzzle, s.cutset) : null) ??
    // The exercise's questions are asked by backtracking, min-conflicts and the tree algorithm, not by cutset conditioning.
    (s.search === 'cutset' && s.exerciseOn && !splitting ? i18n.t('cutset.settings.notExercise') : null) ??
    (kind.usesDictionary && !dictionary ? i18n.t('run.noWordList') : null) ??
    (s.exerciseOn && !splitting && (s.search ?? 'backtracking') === 'backtracking' && s.strategy === 'bfs' ? i18n.t('exercise.notOffered') : null);
  if (refusal) {
    set({ ...idleRun(), phase: 'error', runError: refusal });
    return;
  }
  const trace = new Trace({ variables: kind.variables(puzzle), maxEvents: s.maxTraceEvents });
  const run = { kind: s.kind, puzzle } as KindPuzzle;
  // Domain splitting by hand is its own way to solve: the search underneath is depth-first backtracking's (search.ts hands it over).
  const exerciseOptions = splitting ? { ...runOptions(s), search: 'backtracking' as const, strategy: 'dfs' as const } : runOptions(s);
  const options = s.exerciseOn ? { ...exerciseOptions, script: { ask: s.exerciseAsk.slice(), answers: s.exerciseEntries.map((e) => e.answer) } } : runOptions(s);
  const runSettings: RunSettings = { options, reuse: s.reuse, alldiff: s.alldiff, dictionary: dictionary?.name ?? null };
  const exercise = s.exerciseOn ? { playing: false, exerciseQuestion: null } : {};
  const runId = startRun(set, get, { ...runFields(run), runDictionary: dictionary?.key ?? null, runSettings, ...exercise }, trace);
  // A dictionary the solver stopped loading: the run's fresh worker loads it, and the panel shows it.
  if (dictionary) s.recoverDictionary();
  const request = kind.request(puzzle, { runId, options, settings: s, dictionary });
  solver.run(request, handlersFor(set, get, runId, trace));
}

/**
 * Wait until the user's word list being restored is back (or cannot come back), saying so in the
 * run panel; true when Solve should go on (false: cancelled, or the board changed meanwhile).
 */
async function waitForWordList(set: Set, get: Get, subscribe: Subscribe, name: string): Promise<boolean> {
  const waiting = msg('run.waitingForWords', { name });
  set({ ...idleRun(), runWaiting: waiting });
  await until(get, subscribe, (s) => s.dictionaryRestoring === null || s.runWaiting !== waiting);
  if (get().runWaiting !== waiting) return false;
  set({ runWaiting: null });
  if (get().customDictionary) return true;
  set({ ...idleRun(), phase: 'error', runError: i18n.t('run.listNotRestored', { name }) });
  return false;
}

export const createRunSlice: Slice<RunSlice> = (services) => (set, get, store) => {
  /** Lengths fetched whole (or being fetched), per run. */
  const whole = new Map<number, globalThis.Set<number>>();
  /** A Solve waiting for a load on its way (a second press meanwhile does nothing). */
  let solveWaiting = false;
  return {
  ...(idleRun() as Pick<
    RunSlice,
    | 'phase'
    | 'trace'
    | 'cursorView'
    | 'runBoard'
    | 'runLayout'
    | 'runPuzzle'
    | 'traceIndex'
    | 'domainCursor'
    | 'constraintLabels'
    | 'sketch'
    | 'words'
    | 'runWaiting'
    | 'runDictionary'
    | 'runSettings'
    | 'emptySlots'
    | 'status'
    | 'finalStats'
    | 'fillScores'
    | 'finalObjective'
    | 'frontier'
    | 'message'
    | 'runError'
    | 'elapsedMs'
    | 'traceVersion'
  >),
  runId: 0,
  startedAt: 0,
  wordsVersion: 0,
  async loadWords(length) {
    const { runDictionary: key, words, runId } = get();
    if (key === null || words === null) return;
    let lengths = whole.get(runId);
    if (!lengths) {
      whole.clear();
      whole.set(runId, (lengths = new Set()));
    }
    if (lengths.has(length)) return;
    lengths.add(length);
    try {
      const list = await services.solver.wordsOfLength(key, length);
      // Another run's by now: nothing to do.
      const now = get();
      if (now.runId !== runId || now.words === null) return;
      set({ words: { ...now.words, [length]: list }, wordsVersion: now.wordsVersion + 1 });
    } catch {
      // The solver stopped: asked again next time.
      lengths.delete(length);
    }
  },
  async solve() {
    if (get().phase === 'running' || get().runWaiting || solveWaiting) return;
    // What the run must wait for, in turn: a sample or file on its way (the run is of what it puts on
    // the board: pressed right after "Try a sample"), then a model MiniZinc is still compiling (the run
    // is of the model as compiled: Solve pressed as the model shows).
    for (const pending of [() => get().whenLoaded(), () => whenModelCompiled(get, store.subscribe)]) {
      const wait = pending();
      if (!wait) continue;
      solveWaiting = true;
      try {
        await wait;
      } finally {
        solveWaiting = false;
      }
    }
    const s = get();
    if (s.phase === 'running' || s.runWaiting) return;
    // The user's word list is being restored (a reload): the run waits for it, never runs on other words.
    if (kindOf(s.kind).usesDictionary && s.dictionaryId === CUSTOM_DICTIONARY && !s.customDictionary && s.dictionaryRestoring !== null) {
      if (!(await waitForWordList(set, get, store.subscribe, s.dictionaryRestoring))) return;
    }
    // Solve starts an exercise from its first question.
    if (get().exerciseOn) set({ exerciseEntries: [], exerciseQuestion: null });
    solveShown(set, get, services);
  },
  continueExercise() {
    if (get().phase === 'running') services.solver.cancel();
    solveShown(set, get, services);
  },
  cancel() {
    const s = get();
    if (s.runWaiting) {
      set({ runWaiting: null });
      return;
    }
    if (s.phase !== 'running') return;
    services.solver.cancel();
    set({ phase: 'done', status: 'stopped', message: msg('runMessage.cancelled'), elapsedMs: performance.now() - s.startedAt, traceVersion: s.trace?.version ?? 0 });
  },
  clearRun() {
    if (get().phase === 'running') services.solver.cancel();
    set(idleRun());
  },
  publishProgress() {
    const s = get();
    if (s.phase !== 'running' || !s.trace) return;
    set({ traceVersion: s.trace.version, elapsedMs: performance.now() - s.startedAt });
  },
  };
};
