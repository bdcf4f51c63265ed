/**
 * The guided lesson and the first Solve: the puzzle the app opens on, the three chapters (plain
 * backtracking, forward checking, arc consistency), the step of a recorded search that shows each
 * chapter's idea, and the hint shown when a board has no fill. Pure: it reads a Trace and the
 * constraint scopes, and returns positions and message keys (the components translate them).
 */
import { conflictReason, EventCode, improvements, lastPrunedValue, pruneReason, TraceCursor, wipeoutReason, type BoundCut, type FirstChoice, type ProblemSketch, type Reason, type Repair, type TeachingKind, type TeachingStep, type Trace } from '../../trace/index.ts';
import { DEFAULT_SETTINGS, type AlgorithmSettings } from '../settings/index.ts';
import { slotLabel, type Slot } from '../../puzzles/crossword/index.ts';
import type { Message } from '../../text/index.ts';

/** The step a chapter stops on is plain data below the app (src/trace/teachingStep.ts), which the store keeps too. */
export type { BoundCut, FirstChoice, Repair, TeachingKind, TeachingStep };

/** The puzzle a first visit opens on, and the lesson's puzzle (a file under /puzzles/). */
export const FIRST_PUZZLE = 'lesson-8x8.grid';

/** The map-colouring chapter's model: the Australia sample (as the samples picker names it). */
export const AUSTRALIA_SAMPLE = '../models/australia.mzn';

/** The branch and bound chapter's model: the backpack sample (a 0/1 knapsack, `solve maximize value`). */
export const BACKPACK_SAMPLE = '../models/backpack.mzn';

/** The puzzle a chapter opens: a crossword file, a model sample, or an empty N-queens board. */
export type ChapterPuzzle = { kind: 'crossword'; file: string } | { kind: 'model'; sample: string } | { kind: 'queens'; size: number };

export interface Chapter {
  id: 'backtracking' | 'forward-checking' | 'arc-consistency' | 'map-colouring' | 'min-conflicts' | 'branch-and-bound';
  puzzle: ChapterPuzzle;
  /** The settings the chapter runs with (every algorithm setting, so the run is always the same). */
  settings: AlgorithmSettings;
  stopAt: TeachingKind;
  /**
   * The teaching views the chapter opens beside its card, the one its text names first (shown on
   * every wide screen; the second where there is room). The chapter's `lessonViews` sentence names the first.
   */
  views: readonly [ChapterView, ChapterView];
}

/** A teaching view a chapter can open (the store's `TeachingTab`s but Compare; named here, as lesson.ts is read outside the app too). */
export type ChapterView = 'domains' | 'why' | 'arcs' | 'graph' | 'tree' | 'local';

/** The textbook's plain search: the defaults without AC-3, in static order (each chapter sets its inference). */
const textbook: Omit<AlgorithmSettings, 'inference'> = { ...DEFAULT_SETTINGS, ac3: false, variableOrder: 'static' };

const lessonCrossword: ChapterPuzzle = { kind: 'crossword', file: FIRST_PUZZLE };

/** The three crossword chapters, in order: each adds one idea to the one before, on the same puzzle and order. */
export const CROSSWORD_CHAPTERS: readonly Chapter[] = [
  { id: 'backtracking', puzzle: lessonCrossword, settings: { ...textbook, inference: 'none' }, stopAt: 'backtrack', views: ['tree', 'why'] },
  { id: 'forward-checking', puzzle: lessonCrossword, settings: { ...textbook, inference: 'fc' }, stopAt: 'wipeout', views: ['domains', 'why'] },
  { id: 'arc-consistency', puzzle: lessonCrossword, settings: { ...textbook, inference: 'mac' }, stopAt: 'arc-prune', views: ['arcs', 'tree'] },
];

/** The seed of the min-conflicts chapter's run (its random choices: the greedy start's ties, the queen picked, ties between columns). */
export const MIN_CONFLICTS_SEED = 1;

/**
 * The textbook's own problems (issue 22): Australia with MRV + degree and forward checking, values
 * in the model's order (red, green, blue); 8-queens by min-conflicts from a greedy start, a fixed seed, no random walk.
 */
export const TEXTBOOK_CHAPTERS: readonly Chapter[] = [
  {
    id: 'map-colouring',
    puzzle: { kind: 'model', sample: AUSTRALIA_SAMPLE },
    settings: { ...DEFAULT_SETTINGS, ac3: false, inference: 'fc', variableOrder: 'mrv-degree', valueOrder: 'lex', search: 'backtracking' },
    stopAt: 'first-choice',
    views: ['graph', 'tree'],
  },
  {
    id: 'min-conflicts',
    puzzle: { kind: 'queens', size: 8 },
    settings: { ...DEFAULT_SETTINGS, search: 'min-conflicts', seed: MIN_CONFLICTS_SEED, walk: 0, maxSteps: 10_000 },
    stopAt: 'repair',
    views: ['local', 'why'],
  },
  {
    // Branch and bound (issue 32) on the backpack: each item tried packed first, MAC (the weight and
    // value sums filtered by bounds until nothing changes, the bound among them: forward checking
    // alone leaves the cut to the value sum's wipe-out), stopping on the first branch the bound cuts.
    id: 'branch-and-bound',
    puzzle: { kind: 'model', sample: BACKPACK_SAMPLE },
    settings: { ...DEFAULT_SETTINGS, ac3: false, inference: 'mac', variableOrder: 'static', valueOrder: 'reverse', search: 'backtracking' },
    stopAt: 'cut',
    views: ['tree', 'why'],
  },
];

/** Every chapter, in order: the crossword's three, then the map, the queens and the backpack. */
export const CHAPTERS: readonly Chapter[] = [...CROSSWORD_CHAPTERS, ...TEXTBOOK_CHAPTERS];

/** The slot a reason names beside the one it is about, or -1. */
function otherIn(reason: Reason | null): number {
  if (!reason) return -1;
  return reason.kind === 'crossing' || reason.kind === 'same-value' || reason.kind === 'sign' || reason.kind === 'constraint' ? reason.other : -1;
}

/**
 * Finds the first step of one kind in a trace that may still be growing: call `next()` after
 * events arrive; it scans only the new ones and returns the step once found.
 *
 * - `backtrack`: the first word taken back (with the clash that caused it, when a check failed);
 * - `wipeout`: the first slot whose domain inference empties (forward checking finds the dead end
 *   before the search reaches that slot);
 * - `arc-prune`: the first word removed by revising an arc between two slots that are both still
 *   empty (what arc consistency adds to forward checking, which only looks at the slot just filled).
 */
export class StepFinder {
  private scanned = 0;
  private readonly cursor: TraceCursor;
  found: TeachingStep | null = null;

  constructor(
    readonly trace: Trace,
    /** The problem: each constraint's kind and variables (crossings: the two slots and their letters). */
    readonly sketch: ProblemSketch,
    readonly kind: TeachingKind,
  ) {
    this.cursor = new TraceCursor(trace);
  }

  /** The assignment just before event i (read it before the next call). */
  private valuesBefore(i: number): Int32Array {
    this.cursor.seek(i);
    return this.cursor.values;
  }

  private step(kind: TeachingKind, i: number, variable: number, value: number, reason: Reason | null, values: Int32Array): TeachingStep {
    const other = otherIn(reason);
    return { kind, position: i + 1, variable, value, other, otherValue: other >= 0 ? (values[other] ?? -1) : -1, reason };
  }

  /** The domain sizes before event i: the initial ones less the prunes recorded so far (the first choice comes before any backtrack). */
  private sizesBefore(i: number): number[] {
    const sizes = this.sketch.sizes.map((n, v) => this.sketch.initial[v]?.length ?? n);
    for (let k = 0; k < i; k++) if (this.trace.type(k) === EventCode.prune) sizes[this.trace.variable(k)]!--;
    return sizes;
  }

  /** The degree of v as the solver counts it with nothing assigned: its constraints that reach another variable. */
  private degreeOf(v: number): number {
    let d = 0;
    for (const c of this.sketch.constraints) if (c.scope.includes(v) && c.scope.some((u) => u !== v)) d++;
    return d;
  }

  private firstChoice(i: number): TeachingStep {
    const variable = this.trace.variable(i);
    const sizes = this.sizesBefore(i);
    const size = this.trace.value(i);
    const degree = this.degreeOf(variable);
    let fewer = 0;
    let tied = 0;
    let nextDegree = -1;
    let sameDegreeBefore = 0;
    for (let v = 0; v < sizes.length; v++) {
      if (v === variable) continue;
      if (sizes[v]! < size) fewer++;
      else if (sizes[v] === size) {
        tied++;
        const d = this.degreeOf(v);
        nextDegree = Math.max(nextDegree, d);
        if (d === degree && v < variable) sameDegreeBefore++;
      }
    }
    const neighbours = new Set<number>();
    for (const c of this.sketch.constraints) if (c.scope.includes(variable)) for (const u of c.scope) if (u !== variable) neighbours.add(u);
    const choice: FirstChoice = { size, fewer, tied, degree, nextDegree, sameDegreeBefore, neighbours: [...neighbours].sort((a, b) => a - b), pruned: [], leftAfter: [], then: -1 };
    return { kind: 'first-choice', position: i + 1, variable, value: -1, other: -1, otherValue: -1, reason: null, choice };
  }

  private finishChoice(p: TeachingStep): void {
    const c = p.choice!;
    if (c.then < 0) return;
    const sizes = this.sizesBefore(c.then);
    c.leftAfter = c.pruned.map(([v]) => sizes[v]!);
  }

  /** first-choice: the select found, waiting for its assignment's prunes to end. */
  private pending: TeachingStep | null = null;
  /** repair: the repairs seen. */
  private repairs = 0;
  /** cut: the solutions seen. */
  private solutions = 0;

  next(): TeachingStep | null {
    if (this.found) return this.found;
    const t = this.trace;
    for (let i = this.scanned; i < t.recorded; i++) {
      const type = t.type(i);
      if (this.kind === 'first-choice') {
        const p = this.pending;
        if (!p && type === EventCode.select) this.pending = this.firstChoice(i);
        else if (p && type === EventCode.assign && t.variable(i) === p.variable && p.value < 0) p.value = t.value(i);
        else if (p && type === EventCode.prune && p.value >= 0) {
          p.choice!.pruned.push([t.variable(i), t.value(i)]);
          p.choice!.then = i + 1;
        } else if (p && p.value >= 0) {
          this.finishChoice(p);
          this.found = p;
        }
      } else if (this.kind === 'repair' && (type === EventCode.repair || type === EventCode.walk)) {
        this.repairs++;
        const previous = t.extra(i);
        if (type === EventCode.repair && t.value(i) !== previous && i > 0 && t.type(i - 1) === EventCode.pick) {
          const variable = t.variable(i);
          const values = this.valuesBefore(i - 1);
          const attackers = sharedLine(this.sketch, values, variable, values[variable]!);
          const repair: Repair = { conflicts: t.value(i - 1), after: t.extra(i - 1), previous, attackers, ordinal: this.repairs };
          this.found = { kind: 'repair', position: i + 1, variable, value: t.value(i), other: -1, otherValue: -1, reason: null, repair };
        }
      }
      if (this.kind === 'cut' && type === EventCode.solution) this.solutions++;
      if (this.kind === 'cut' && type === EventCode.cut) {
        const cut: BoundCut = { best: t.extra(i), sense: this.sketch.objective?.sense ?? 'minimize', solutions: this.solutions };
        this.found = { kind: 'cut', position: i + 1, variable: t.variable(i), value: t.value(i), other: -1, otherValue: -1, reason: null, cut };
      }
      if (this.kind === 'backtrack' && type === EventCode.backtrack) {
        const variable = t.variable(i);
        // The check that failed, if the word was taken back for a clash (not after a dead end below):
        // a crossing whose letters differ, or the rule that one word may not fill two slots.
        const clash = i > 0 && t.type(i - 1) === EventCode.conflict && t.variable(i - 1) === variable;
        const values = this.valuesBefore(clash ? i - 1 : i);
        const reason = clash ? conflictReason(this.sketch, t.value(i - 1), variable, values) : null;
        this.found = this.step('backtrack', i, variable, t.value(i), reason, values);
      } else if (this.kind === 'wipeout' && type === EventCode.wipeout && t.variable(i) >= 0) {
        const variable = t.variable(i);
        const values = this.valuesBefore(i);
        const reason = wipeoutReason(this.sketch, t.value(i), variable, lastPrunedValue(t, i), values);
        this.found = this.step('wipeout', i, variable, -1, reason, values);
      } else if (this.kind === 'arc-prune' && type === EventCode.prune) {
        const variable = t.variable(i);
        const values = this.valuesBefore(i);
        const reason = pruneReason(this.sketch, t.extra(i), variable, t.value(i), values);
        // Arc consistency's own idea: a crossing between two open slots (not the slot just filled).
        if (reason.kind === 'crossing' && reason.otherValue < 0) {
          this.found = this.step('arc-prune', i, variable, t.value(i), reason, values);
          this.found.lettersShown = lettersShown(this.sketch, values, [variable, reason.other]);
        }
      }
      if (this.found) {
        this.scanned = i + 1;
        return this.found;
      }
    }
    this.scanned = t.recorded;
    return null;
  }
}

/** Cells of the slots `slots` that hold a letter on the board: those they share with a slot that has its word (`values`). */
export function lettersShown(sketch: ProblemSketch, values: ArrayLike<number>, slots: readonly number[]): number {
  const cells = new Set<number>();
  for (const c of sketch.constraints) {
    if (c.kind !== 'crossing' || c.cell === undefined) continue;
    const [a, b] = c.scope as [number, number];
    if ((slots.includes(a) && values[b]! >= 0) || (slots.includes(b) && values[a]! >= 0)) cells.add(c.cell);
  }
  return cells.size;
}

/** Variables whose values share an all-different line with `variable` holding `value` (x[u] + shift[u] equal). */
export function sharedLine(sketch: ProblemSketch, values: Int32Array, variable: number, value: number): number[] {
  const found = new Set<number>();
  for (const c of sketch.constraints) {
    if (c.kind !== 'shifted-all-different' && c.kind !== 'all-different') continue;
    const k = c.scope.indexOf(variable);
    if (k < 0) continue;
    const line = value + (c.shifts?.[k] ?? 0);
    c.scope.forEach((u, j) => {
      if (u !== variable && values[u]! >= 0 && values[u]! + (c.shifts?.[j] ?? 0) === line) found.add(u);
    });
  }
  return [...found].sort((a, b) => a - b);
}

/** Where a step sits in a trace: the first step of its kind, searched from the start. */
export function findTeachingStep(trace: Trace, sketch: ProblemSketch, kind: TeachingKind): TeachingStep | null {
  return new StepFinder(trace, sketch, kind).next();
}

/** A chapter's why: a message key under `lesson.why` and its values. */
export interface LessonWhy {
  key:
    | 'backtrackClash'
    | 'backtrackSame'
    | 'backtrackDeadEnd'
    | 'wipeout'
    | 'wipeoutSame'
    | 'wipeoutOpen'
    | 'arcPrune'
    | 'arcPruneLetters'
    | 'firstDegree'
    | 'firstFirstOfEquals'
    | 'firstMrv'
    | 'repair'
    | 'cutMinimize'
    | 'cutMaximize';
  values: Record<string, string | number>;
  /** A second sentence (a key under `lesson.why` and its values), or null: forward checking after the first choice; the run's end. */
  then: { key: 'forwardChecking' | 'forwardCheckingEach' | 'noPrunes' | 'solved' | 'unsolved' | 'optimum'; values: Record<string, string | number> } | null;
}

/** How a run of min-conflicts ended: the position of its first solution and the repairs made before it (null: none). */
export interface LocalOutcome {
  position: number;
  repairs: number;
}

/** The first solution of a min-conflicts trace and the repairs before it, or null. */
export function localOutcome(trace: Trace): LocalOutcome | null {
  let repairs = 0;
  for (let i = 0; i < trace.recorded; i++) {
    const type = trace.type(i);
    if (type === EventCode.repair || type === EventCode.walk) repairs++;
    else if (type === EventCode.solution) return { position: i + 1, repairs };
  }
  return null;
}

/** How a branch and bound run ended optimal: the optimum (a value index), where it was found, and the improving solutions. */
export interface OptimumOutcome {
  position: number;
  value: number;
  count: number;
}

/** The optimum of a finished branch and bound run (its last improving solution), or null when it has none. */
export function optimumOutcome(trace: Trace): OptimumOutcome | null {
  const list = improvements(trace);
  const last = list[list.length - 1];
  return last ? { position: last.position, value: last.value, count: list.length } : null;
}

/** How the lesson names slots and words (the run's layout and dictionary). */
export interface LessonNames {
  slot(slot: number): string;
  /** The word of value `value` in slot `slot` ('?' when unknown). */
  word(slot: number, value: number): string;
  /** The last joint of a list (" and "); ' and ' when absent. */
  and?: string;
}

/**
 * The sentence of a chapter's step, chosen by the step's reason: a clash at a crossing is said as
 * two letters that differ; the same word in two slots as a repeated word; a wipe-out by the slot
 * just filled, or by an open crossing slot.
 */
export function lessonWhy(step: TeachingStep, names: LessonNames, outcome?: LocalOutcome | null, optimum?: OptimumOutcome | null): LessonWhy {
  if (step.kind === 'cut') return cutWhy(step, names, optimum);
  if (step.kind === 'first-choice' || step.kind === 'repair') return textbookWhy(step, names, outcome);
  const r = step.reason;
  const letterOf = (slot: number, value: number, pos: number) => (Array.from(names.word(slot, value))[pos] ?? '?').toUpperCase();
  const values = {
    slot: names.slot(step.variable),
    word: names.word(step.variable, step.value),
    other: step.other >= 0 ? names.slot(step.other) : '?',
    otherWord: names.word(step.other, step.otherValue),
    letter: '',
    otherLetter: '',
  };
  if (r?.kind === 'crossing') {
    if (r.value >= 0) values.letter = letterOf(r.variable, r.value, r.position);
    if (r.otherValue >= 0) values.otherLetter = letterOf(r.other, r.otherValue, r.otherPosition);
  }
  switch (step.kind) {
    case 'backtrack':
      if (r?.kind === 'crossing') return { key: 'backtrackClash', values, then: null };
      if (r?.kind === 'same-value') return { key: 'backtrackSame', values, then: null };
      return { key: 'backtrackDeadEnd', values, then: null };
    case 'wipeout':
      if (r?.kind === 'same-value') return { key: 'wipeoutSame', values, then: null };
      if (r?.kind === 'crossing' && r.otherValue < 0) return { key: 'wipeoutOpen', values, then: null };
      return { key: 'wipeout', values, then: null };
    default:
      // "Although both slots are empty" only when the board shows no letter in either.
      return { key: step.lettersShown ? 'arcPruneLetters' : 'arcPrune', values, then: null };
  }
}

/**
 * The branch and bound chapter's sentences: the first branch the bound cuts (the objective could
 * be no better there than the best so far), then, once the run ended optimal, the optimum.
 */
function cutWhy(step: TeachingStep, names: LessonNames, optimum: OptimumOutcome | null | undefined): LessonWhy {
  const c = step.cut!;
  const name = names.slot(step.variable);
  const values = { name, possible: names.word(step.variable, step.value), best: names.word(step.variable, c.best), count: c.solutions, step: step.position };
  const then = optimum ? { key: 'optimum' as const, values: { name, value: names.word(step.variable, optimum.value), count: optimum.count, step: optimum.position } } : null;
  return { key: c.sense === 'minimize' ? 'cutMinimize' : 'cutMaximize', values, then };
}

/** Names joined as a list: "a, b and c" (the locale's `lesson.and`). */
function listOf(items: readonly string[], and: string): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')}${and}${items.at(-1)!}`;
}

/** The sentences of the map chapter's first choice and the queens chapter's repair. */
/**
 * `outcome`: how the min-conflicts run ended (null: it stopped without a solution; undefined: not
 * known yet, no second sentence).
 */
function textbookWhy(step: TeachingStep, names: LessonNames, outcome: LocalOutcome | null | undefined): LessonWhy {
  const name = names.slot(step.variable);
  const and = names.and ?? ' and ';
  if (step.kind === 'repair' && step.repair) {
    const r = step.repair;
    const values = {
      name,
      count: r.conflicts,
      attackers: listOf(r.attackers.map((u) => names.slot(u)), and),
      from: names.word(step.variable, r.previous),
      to: names.word(step.variable, step.value),
      after: r.after,
      nth: r.ordinal,
    };
    const then = outcome === undefined ? null : outcome ? { key: 'solved' as const, values: { count: outcome.repairs, step: outcome.position } } : { key: 'unsolved' as const, values: {} };
    return { key: 'repair', values, then };
  }
  const c = step.choice!;
  const values = {
    name,
    count: c.size,
    total: c.tied + 1,
    degree: c.degree,
    nextDegree: c.nextDegree,
    neighbours: listOf(c.neighbours.map((u) => names.slot(u)), and),
    value: names.word(step.variable, step.value),
  };
  const key = c.fewer > 0 || c.tied === 0 ? 'firstMrv' : c.degree > c.nextDegree ? 'firstDegree' : 'firstFirstOfEquals';
  // Forward checking's prunes: all of the value just given, each leaving the same number of values, or said one by one.
  const same = c.pruned.every(([, x]) => x === step.value) && c.leftAfter.every((n) => n === c.leftAfter[0]);
  const then =
    c.pruned.length === 0
      ? { key: 'noPrunes' as const, values: { name, value: values.value } }
      : {
          key: same ? ('forwardChecking' as const) : ('forwardCheckingEach' as const),
          values: {
            name,
            value: values.value,
            count: c.pruned.length,
            pruned: listOf(
              c.pruned.map(([u, x]) => (same ? names.slot(u) : `${names.slot(u)} (${names.word(u, x)})`)),
              and,
            ),
            left: same ? (c.leftAfter[0] ?? 0) : -1,
          },
        };
  return { key, values, then };
}

/** What to change when a crossword has no fill: a message key under `lesson.hint` and its values. */
export interface NoFillHint {
  key: 'emptySlot' | 'noBlocks' | 'ac3' | 'search';
  values: Record<string, string | number | Message>;
}

export interface NoFillInput {
  /** The slots (their numbers, directions and lengths), and whether the board has any block. */
  slots: readonly Pick<Slot, 'number' | 'direction' | 'length'>[];
  hasBlocks: boolean;
  /** Slots no word fits before search (the model's finding). */
  emptySlots: readonly { slot: number }[];
  trace: Trace | null;
  dictionary: string;
  /** Words of a length in the dictionary. */
  wordsOfLength(length: number): number;
}

/**
 * Why a crossword run found no fill, as the change that could help: the first slot no word fits
 * (shorten it, or a bigger dictionary), an open board (add blocks), the slot AC-3 emptied before
 * search (shorten it or cut a crossing), or a search that tried everything.
 */
export function noFillHint(input: NoFillInput): NoFillHint {
  const { slots, dictionary } = input;
  const slotValues = (index: number) => {
    const slot = slots[index];
    const length = slot?.length ?? 0;
    return { slot: slot ? slotLabel(slot) : '?', length, count: input.wordsOfLength(length), dictionary };
  };
  const empty = input.emptySlots[0];
  if (empty) return { key: 'emptySlot', values: slotValues(empty.slot) };
  // "Every slot is N letters long": only true of a square board (a wider one has two lengths).
  if (!input.hasBlocks && slots.length > 0 && slots.every((s) => s.length === slots[0]!.length)) return { key: 'noBlocks', values: slotValues(0) };
  const t = input.trace;
  if (t) {
    for (let i = 0; i < t.recorded; i++) {
      const type = t.type(i);
      if (type === EventCode.phase && t.value(i) === 1) break;
      if (type === EventCode.wipeout) return { key: 'ac3', values: slotValues(t.variable(i)) };
    }
  }
  return { key: 'search', values: { dictionary } };
}
