/**
 * Every explanation is true (issue 20), as a property over many random small puzzles of every kind
 * and every inference: the real solver runs as the worker runs it (the same model builders, the
 * same event encoding, the same sketch), and at every conflict, prune and wipe-out the reason the
 * app computes (src/trace/reason.ts) is checked by the independent checker (truth.ts), which
 * replays the search on its own and decides from the puzzle itself. Then the sentences made of
 * those reasons — the why log (explain.ts, through a Session as the app makes it), the step list
 * (sentences.ts), the lesson's chapter sentences and the no-fill hint — must name exactly the
 * variables and values of the checked reason. Backtracks are checked too: the value taken back is
 * the one held, and the failure just before it was a checked conflict or wipe-out, or a dead end.
 *
 * The counts (puzzles, runs, backtracks checked, sentences compared) are printed at the end.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { check } from '../../../tests/check.ts';
import { i18n } from '../i18n/i18n.ts';
import { buildCrosswordModel, layoutFromBoard, WordIndex, type CrosswordLayout } from '../../puzzles/crossword/index.ts';
import { buildSudokuModel, type SudokuPuzzle } from '../../puzzles/sudoku/index.ts';
import { buildFutoshikiModel, type FutoshikiPuzzle } from '../../puzzles/futoshiki/index.ts';
import { parseFlatZinc } from '../../puzzles/model/flatzinc.ts';
import { buildFznProblem } from '../../puzzles/model/model.ts';
import { minConflicts, search, type Problem, type SearchEvent, type SearchOptions } from '../../solver/index.ts';
import { encodeEvent, LocalEncoder } from '../../worker/encode.ts';
import { TraceCursor } from '../../trace/index.ts';
import { conflictReason, EVENT_FIELDS, lastPrunedValue, pruneReason, sketchProblem, Trace, TraceIndex, wipeoutReason, type Reason } from '../../trace/index.ts';
import { Session } from '../teaching/session.ts';
import { findTeachingStep, lessonWhy, noFillHint, CROSSWORD_CHAPTERS, FIRST_PUZZLE } from '../teaching/lesson.ts';
import { crosswordNames, describeStep, numberNames, type StepNames } from '../kinds/sentences.ts';
import { queensNames } from '../kinds/queens/names.ts';
import { buildQueensModel } from '../../puzzles/queens/index.ts';
import { fromFutoshiki, fromSudoku } from '../kinds/numbers/board.ts';
import { judgeChoice, LOCAL_RECORDS, LocalTruthChecker, TruthChecker, type ChoiceTruth, type PuzzleFacts } from './truth.ts';
import { whyNoFill } from '../../worker/jobs/compareJob.ts';
import { reasonSentences, type CompareRow } from '../compare/compare.ts';
import { commonWords, puzzle } from './record.ts';
import { solverValueOrder } from '../settings/catalog.ts';
import { english, verbatim, type Message } from '../../text/index.ts';
import { textOf } from '../i18n/message.ts';

const counts = { choices: 0, choiceSentences: 0, attacks: 0, puzzles: 0, runs: 0, conflicts: 0, prunes: 0, wipeouts: 0, backtracks: 0, backtracksAfterFailure: 0, sentences: 0, lessonSteps: 0, hints: 0 };
const kinds = new Map<string, number>();

/** Choices checked, by variable order and what decided them. */
const deciders = new Map<string, number>();

beforeAll(async () => {
  // The choice sentences are compared in every language: load them once, then switch without waiting.
  for (const lang of [...LANGUAGES, 'en']) await i18n.changeLanguage(lang);
});

afterAll(() => {
  console.log(`truth: ${JSON.stringify(counts)}; reason kinds checked: ${JSON.stringify(Object.fromEntries(kinds))}; choices: ${JSON.stringify(Object.fromEntries([...deciders].sort()))}`);
});

/** The option sets every puzzle is solved with: each inference with AC-3 off and on, and backjumping, dom/wdeg, binary branching and restarts. */
const OPTIONS: Partial<SearchOptions>[] = [
  ...(['none', 'fc', 'mac'] as const).flatMap((inference) => [
    { inference, ac3: false, variableOrder: 'static' as const, valueOrder: 'lex' as const },
    { inference, ac3: true, variableOrder: 'mrv' as const, valueOrder: 'lex' as const },
    { inference, ac3: false, variableOrder: 'dom-wdeg' as const, valueOrder: 'lcv' as const, backjump: true },
    { inference, ac3: false, variableOrder: 'mrv' as const, valueOrder: 'lex' as const, branching: 'binary' as const },
  ]),
  ...(['none', 'fc', 'mac'] as const).map((inference) => ({ inference, ac3: inference === 'mac', variableOrder: 'mrv-degree' as const, valueOrder: 'lex' as const })),
  { inference: 'fc', ac3: true, variableOrder: 'dom-wdeg', valueOrder: 'random', restarts: 'luby', restartBase: 1, seed: 7 },
  { inference: 'mac', ac3: false, variableOrder: 'dom-wdeg', valueOrder: 'random', restarts: 'luby', restartBase: 1, backjump: true, seed: 5 },
];

/** Nodes per search: enough for many backtracks, few enough for a test that runs in seconds. */
const NODE_LIMIT = 150;

interface Run {
  facts: PuzzleFacts;
  problem: Problem;
  events: SearchEvent[];
  trace: Trace;
  session: Session;
  /** Per event: the claim checked (conflict, prune, wipe-out) and the checker's last assigned variable before it. */
  claims: (Reason | null)[];
  lastAssigned: number[];
  status: string;
}

/** Variable names as the sentences write them, and the pattern that finds any of them in a sentence. */
interface Naming {
  name(v: number): string;
  pattern: RegExp;
  steps: StepNames;
}

function record(problem: Problem, options: Partial<SearchOptions>) {
  const events: SearchEvent[] = [];
  let status = '';
  for (const e of search(problem, { ...options, record: true, nodeLimit: NODE_LIMIT })) {
    if (e.type === 'done') status = e.status;
    else events.push(e);
  }
  const data: number[] = [];
  for (const e of events) encodeEvent(e, (t, v, x, y) => data.push(t, v, x, y));
  const trace = new Trace({ variables: problem.variables.length, checkpointInterval: 32 });
  trace.append(Int32Array.from(data), data.length / EVENT_FIELDS);
  check(trace.recorded).toBe(events.length);
  return { events, trace, status };
}

/** Solve, check every reason against the independent checker, and every sentence against the checked reason. */
function checkRun(facts: PuzzleFacts, problem: Problem, options: Partial<SearchOptions>, naming: Naming, session: (trace: Trace) => Session): Run {
  const { events, trace, status } = record(problem, options);
  const sketch = sketchProblem(problem, { inference: options.inference ?? 'fc', ac3: options.ac3 ?? false, variableOrder: options.variableOrder ?? 'static', valueOrder: options.valueOrder ?? 'lex' });
  const s = session(trace);
  check(s.sketch.constraints.map((c) => c.kind)).toEqual(sketch.constraints.map((c) => c.kind));
  const checker = new TruthChecker(facts, problem.constraints);
  const claims: (Reason | null)[] = [];
  const lastAssigned: number[] = [];
  counts.runs++;
  const errors: string[] = [];
  /** dom/wdeg's weights as the textbook defines them: 1, plus 1 for each failure (conflict or wipe-out) the constraint caused. */
  const weights = problem.constraints.map(() => 1);
  const scopes = problem.constraints.map((c) => [...c.scope]);
  for (let i = 0; i < events.length; i++) {
    const e = events[i]!;
    if (e.type === 'select') checkChoice(s, trace, i, e.variable, judgeChoice(checker, scopes, options.variableOrder ?? 'static', e.variable, weights), naming.steps);
    if ((e.type === 'wipeout' || e.type === 'conflict') && e.constraint >= 0) weights[e.constraint]!++;
    const values = s.valuesAt(i);
    // The app's assignment (replayed from the encoded trace) is the checker's.
    for (let v = 0; v < values.length; v++) if (values[v] !== checker.values[v]) check(Array.from(values), `event ${i}`).toEqual(Array.from(checker.values));
    lastAssigned.push(checker.stack.at(-1) ?? -1);
    let claim: Reason | null = null;
    let problems: string[] = [];
    if (facts.kind === 'model') {
      // A model's reasons are judged elsewhere (its FlatZinc checker); here only its choices.
    } else if (e.type === 'conflict') {
      claim = conflictReason(s.sketch, e.constraint, e.variable, values);
      problems = checker.check('conflict', e.variable, values[e.variable]!, e.constraint, claim);
      counts.conflicts++;
    } else if (e.type === 'prune') {
      claim = pruneReason(s.sketch, e.constraint, e.variable, e.value, values);
      problems = checker.check('prune', e.variable, e.value, e.constraint, claim);
      counts.prunes++;
    } else if (e.type === 'wipeout') {
      expect(e.variable).toBeGreaterThanOrEqual(0);
      claim = wipeoutReason(s.sketch, e.constraint, e.variable, lastPrunedValue(trace, i), values);
      problems = checker.check('wipeout', e.variable, lastPrunedValue(trace, i), e.constraint, claim);
      counts.wipeouts++;
    } else if (e.type === 'backtrack') {
      // The value taken back is the one held; the failure before it was checked, or it is a dead end.
      check(checker.values[e.variable]).toBe(e.value);
      const before = events[i - 1];
      if (before && (before.type === 'conflict' || before.type === 'wipeout')) {
        expect(claims[i - 1]).not.toBeNull();
        counts.backtracksAfterFailure++;
      }
      counts.backtracks++;
      const text = describeStep(trace, i + 1, naming.steps);
      check(text).toContain(naming.name(e.variable));
      check(text).toContain(naming.steps.value(e.variable, e.value));
      counts.sentences++;
    }
    if (claim) {
      kinds.set(claim.kind, (kinds.get(claim.kind) ?? 0) + 1);
      errors.push(...problems.map((p) => `event ${i}: ${p}`));
      if (problems.length === 0) compareSentences(s, trace, i, e, claim, naming, checker.stack.at(-1) ?? -1);
    }
    claims.push(claim);
    checker.apply(e);
  }
  check(errors.slice(0, 5)).toEqual([]);
  return { facts, problem, events, trace, session: s, claims, lastAssigned, status };
}

/** The languages every choice sentence is compared in. */
const LANGUAGES = ['en', 'zh', 'ru'] as const;

/**
 * The why-log sentence and the step sentence of a choice say what the independent judge found
 * decided it, in every language: the only variable left, fewer values than any other, the variables
 * tied with it and what broke the tie (the degree with both numbers, or the order of the variables),
 * dom/wdeg's two numbers; and never another decider's words.
 */
function checkChoice(s: Session, trace: Trace, i: number, chosen: number, truth: ChoiceTruth, steps: StepNames): void {
  check(truth.errors, `select at ${i} (${JSON.stringify(s.sketch.options)}, ${s.sketch.names.length} variables)`).toEqual([]);
  counts.choices++;
  const order = s.sketch.options.variableOrder;
  deciders.set(`${order} ${truth.decidedBy}`, (deciders.get(`${order} ${truth.decidedBy}`) ?? 0) + 1);
  for (const lang of LANGUAGES) {
    void i18n.changeLanguage(lang);
    check(i18n.language).toBe(lang);
    const t = i18n.t.bind(i18n);
    const n = (x: number) => numberFormat(lang).format(x);
    const list = (names: string[]) => listFormat(lang).format(names.length > 4 ? [...names.slice(0, 3), t('explain.choice.more', { count: names.length - 3 })] : names);
    const sentences: [string, string, StepNames['nouns'], (v: number) => string][] = [
      ['why', s.sentence(i, 'short'), s.nouns.variable as StepNames['nouns'], s.variableName],
      ['step', describeStep(trace, i + 1, steps, s.sketch, s.index), steps.nouns, (v) => steps.variable(v)],
    ];
    for (const [which, text, context, name] of sentences) {
      const where = `${lang} ${which} ${order} at ${i}: ${text}`;
      check(text, where).toContain(name(chosen));
      check(text, where).toContain(n(truth.size));
      const tied = t('explain.choice.tied', { names: list(truth.tied.map(name)) });
      const first = t('explain.choice.order', { context, name: name(chosen) });
      const degreeOf = (count: number) => t('explain.choice.degreeOf', { context, count });
      const wins = t('explain.choice.degreeWins', { degree: degreeOf(truth.degree), nextDegree: truth.nextDegree });
      const same = t('explain.choice.degreeSame', { names: list(truth.sameDegree.map(name)), degree: degreeOf(truth.degree) });
      const only = t('explain.choice.only', { context });
      const fewest = t('explain.choice.fewest', { context });
      const ratio = t('explain.choice.ratio');
      const ratioTied = t('explain.choice.ratioTied', { names: list(truth.tied.map(name)) });
      let says: string[] = [];
      if (order === 'static') says = which === 'why' ? [] : [truth.decidedBy === 'only' ? only : t('explain.choice.first', { context })];
      else if (truth.decidedBy === 'only') says = [only];
      else if (order === 'dom-wdeg') {
        says = truth.decidedBy === 'ratio' ? [ratio] : [ratioTied, first];
        // The two numbers the ratio is made of: the values left and the weighted degree (0 counts as 0.5).
        check(text, where).toContain(n(truth.weightedDegree));
        if (truth.weightedDegree === 0) says.push(t('explain.choice.zero'));
      } else if (truth.decidedBy === 'fewest') says = [fewest];
      else if (truth.decidedBy === 'degree') says = [tied, wins];
      else says = order === 'mrv-degree' ? [tied, same, first] : [tied, first];
      for (const piece of says) check(text, where).toContain(piece);
      // Never another decider's words.
      const others = [only, fewest, wins, same, first, ratioTied].filter((x) => !says.includes(x));
      for (const piece of others) check(text, where).not.toContain(piece);
      if (truth.tied.length === 0 || order === 'static') check(text, where).not.toContain(t('explain.choice.tied', { names: '' }).trim());
      counts.choiceSentences++;
      counts.sentences++;
    }
  }
  void i18n.changeLanguage('en');
}

/** Each language's number and list formats, made once: made at each call, they took a tenth of this file's time. */
const numberFormats = new Map<string, Intl.NumberFormat>();
const listFormats = new Map<string, Intl.ListFormat>();
function numberFormat(lang: string): Intl.NumberFormat {
  let f = numberFormats.get(lang);
  if (!f) numberFormats.set(lang, (f = new Intl.NumberFormat(lang === 'ru' ? 'ru-RU' : lang)));
  return f;
}
function listFormat(lang: string): Intl.ListFormat {
  let f = listFormats.get(lang);
  if (!f) listFormats.set(lang, (f = new Intl.ListFormat(lang, { type: 'conjunction' })));
  return f;
}

/** The names a sentence uses, found with the kind's name pattern. */
function namesIn(text: string, naming: Naming): Set<string> {
  return new Set(text.match(naming.pattern) ?? []);
}

/** The why-log sentence and the step sentence of event i name exactly the claim's variables and values. */
function compareSentences(s: Session, trace: Trace, i: number, e: SearchEvent, claim: Reason, naming: Naming, last: number): void {
  const why = s.sentence(i, 'short');
  const v = claim.variable;
  const other = claim.kind === 'crossing' || claim.kind === 'same-value' || claim.kind === 'sign' || claim.kind === 'constraint' ? claim.other : -1;
  const allowed = new Set([naming.name(v)]);
  if (other >= 0) allowed.add(naming.name(other));
  if (e.type === 'wipeout' && last >= 0) allowed.add(naming.name(last)); // "backtrack to …"
  check(why).toContain(naming.name(v));
  if (other >= 0) check(why).toContain(naming.name(other));
  for (const n of namesIn(why, naming)) check(allowed, `${why} names ${n}`).toContain(n);
  // The values: the value pruned or placed, and the other's value the reason rests on.
  if (e.type === 'prune') check(why).toContain(s.valueName(v, e.value));
  if (e.type === 'conflict') check(why).toContain(s.valueName(v, claim.value));
  if (claim.kind === 'same-value') {
    check(why).toContain(s.valueName(claim.other, claim.value));
    // A repeated value is said as one, never as a crossing.
    check(why).not.toMatch(/letter must be|as its \S+ letter/);
  }
  if ((claim.kind === 'crossing' || claim.kind === 'sign') && claim.otherValue >= 0 && e.type !== 'wipeout') check(why).toContain(s.valueName(claim.other, claim.otherValue));
  if (claim.kind === 'crossing' && e.type === 'conflict') {
    // The two letters that differ, each named.
    const mine = Array.from(s.valueName(v, claim.value))[claim.position]!.toUpperCase();
    const theirs = Array.from(s.valueName(claim.other, claim.otherValue))[claim.otherPosition]!.toUpperCase();
    check(mine).not.toBe(theirs);
    check(why).toContain(`has ${mine} where it crosses`);
    check(why).toContain(`has ${theirs} there`);
  }
  if (claim.kind === 'crossing' && claim.otherValue >= 0 && e.type === 'prune') {
    const letter = Array.from(s.valueName(claim.other, claim.otherValue))[claim.otherPosition]!.toUpperCase();
    check(why).toContain(`must be ${letter}`);
  }
  counts.sentences++;
  const step = describeStep(trace, i + 1, naming.steps, s.sketch, s.index);
  check(step).toContain(naming.name(v));
  if (e.type === 'prune') check(step).toContain(naming.steps.value(v, e.value));
  if (naming.steps.nouns === 'row' && other >= 0) {
    // N-queens: the step names the attacking queen, its column, and the line they share, read from the board here.
    const x = e.type === 'conflict' ? s.valuesAt(i)[v]! : e.type === 'prune' ? e.value : lastPrunedValue(trace, i);
    const y = s.valuesAt(i)[other]!;
    check(step).toContain(naming.name(other));
    check(step).toContain(naming.steps.value(other, y));
    const line = x === y ? 'column' : v + x === other + y ? '↗ diagonal' : x - v === y - other ? '↘ diagonal' : 'no line';
    check(step).toContain(`the same ${line})`);
    counts.attacks++;
  }
  if (naming.steps.nouns === 'slot') {
    // A crossword's step sentence says why in words: the other slot, the repeated word, the letters.
    if (other >= 0) check(step).toContain(naming.name(other));
    if (claim.kind === 'same-value') check(step).toContain(naming.steps.value(claim.other, claim.value));
    if (claim.kind === 'crossing' && e.type !== 'wipeout' && claim.otherValue >= 0) {
      check(step).toContain(`its ${naming.steps.letter!(v, claim.value, claim.position)} where it crosses`);
      check(step).toContain(`has ${naming.steps.letter!(claim.other, claim.otherValue, claim.otherPosition)} there`);
    }
  }
  for (const n of namesIn(step, naming)) check(allowed.has(n) || namesIn(naming.steps.constraint(claim.kind === 'search' ? -1 : claim.constraint), naming).has(n), `${step} names ${n}`).toBe(true);
  counts.sentences++;
}

// ---- crosswords ----

interface CrosswordInstance {
  width: number;
  height: number;
  blocks: boolean[];
  words: string[];
  reuse: boolean;
}

const ALPHABET = ['a', 'b', 'c'];

const crosswordInstance: fc.Arbitrary<CrosswordInstance> = fc
  .record({ width: fc.integer({ min: 2, max: 5 }), height: fc.integer({ min: 2, max: 4 }) })
  .chain(({ width, height }) =>
    fc.record({
      width: fc.constant(width),
      height: fc.constant(height),
      blocks: fc.array(fc.oneof({ weight: 3, arbitrary: fc.constant(false) }, { weight: 1, arbitrary: fc.constant(true) }), { minLength: width * height, maxLength: width * height }),
      words: fc.uniqueArray(fc.array(fc.constantFrom(...ALPHABET), { minLength: 2, maxLength: 5 }).map((l) => l.join('')), { minLength: 2, maxLength: 14 }),
      reuse: fc.oneof({ weight: 3, arbitrary: fc.constant(false) }, { weight: 1, arbitrary: fc.constant(true) }),
    }),
  );

function crosswordRuns(layout: CrosswordLayout, index: WordIndex, reuse: boolean, options: Partial<SearchOptions>[]): Run[] {
  const model = buildCrosswordModel(layout, index, { reuse, variables: 'slots' });
  const byLength = new Map<number, readonly string[]>();
  const words: Record<number, string[]> = {};
  for (const slot of layout.slots) {
    const list = index.bucket(slot.length)?.words ?? [];
    byLength.set(slot.length, list);
    words[slot.length] = [...list];
  }
  const facts: PuzzleFacts = { kind: 'crossword', layout, words: byLength, reuse };
  const steps = crosswordNames(layout, words);
  const naming: Naming = { name: (v) => layout.slots[v]!.name, pattern: /\b\d+-(?:Across|Down)\b/g, steps };
  return options.map((o) =>
    checkRun(facts, model.problem, o, naming, (trace) => {
      const session = new Session({ index: new TraceIndex(trace, sketchProblem(model.problem, { inference: o.inference ?? 'fc', ac3: o.ac3 ?? false, variableOrder: o.variableOrder ?? 'static', valueOrder: o.valueOrder ?? 'lex' })), words, layout });
      session.sync();
      return session;
    }),
  );
}

/** The lesson's sentence for each chapter's step on a run: its key follows the checked reason, and its text names exactly those slots and words. */
function checkLesson(layout: CrosswordLayout, words: (slot: number, value: number) => string, runs: readonly Run[]): void {
  CROSSWORD_CHAPTERS.forEach((chapter, k) => {
    const run = runs[k]!;
    const step = findTeachingStep(run.trace, run.session.sketch, chapter.stopAt);
    if (!step) return;
    counts.lessonSteps++;
    const i = step.position - 1;
    const why = lessonWhy(step, { slot: (v) => layout.slots[v]?.name ?? '?', word: words });
    const before = i > 0 ? run.events[i - 1] : undefined;
    switch (why.key) {
      case 'backtrackClash':
      case 'backtrackSame': {
        check(before?.type).toBe('conflict');
        const claim = run.claims[i - 1]!;
        check(step.reason).toEqual(claim);
        check(claim.kind).toBe(why.key === 'backtrackClash' ? 'crossing' : 'same-value');
        break;
      }
      case 'backtrackDeadEnd':
        check(before?.type === 'conflict' && before.variable === step.variable).toBe(false);
        break;
      case 'wipeout':
      case 'wipeoutSame':
      case 'wipeoutOpen': {
        const claim = run.claims[i]!;
        check(step.reason).toEqual(claim);
        if (why.key === 'wipeoutOpen') check(claim.kind === 'crossing' && claim.otherValue < 0).toBe(true);
        else {
          // "Placing W in the other slot": the other slot is the one just filled, with W.
          check(claim.kind).toBe(why.key === 'wipeout' ? 'crossing' : 'same-value');
          check(step.other).toBe(run.lastAssigned[i]);
          expect(step.otherValue).toBeGreaterThanOrEqual(0);
        }
        break;
      }
      case 'arcPrune':
      case 'arcPruneLetters': {
        const claim = run.claims[i]!;
        check(step.reason).toEqual(claim);
        check(claim.kind === 'crossing' && claim.otherValue < 0).toBe(true);
        // "Both slots are empty" only when no cell of either shows a letter: none lies in a slot that has its word.
        const values = run.session.valuesAt(i);
        const filled = new Set(layout.slots.flatMap((slot, v) => (values[v]! >= 0 ? slot.cells : [])));
        const shown = [step.variable, step.other].flatMap((v) => layout.slots[v]!.cells).filter((cell) => filled.has(cell)).length;
        check(why.key).toBe(shown === 0 ? 'arcPrune' : 'arcPruneLetters');
        break;
      }
    }
    const text = i18n.t(`lesson.why.${why.key}`, why.values);
    check(text).toContain(layout.slots[step.variable]!.name);
    if (step.other >= 0) check(text).toContain(layout.slots[step.other]!.name);
    if (step.value >= 0) check(text).toContain(words(step.variable, step.value));
    if (step.otherValue >= 0) check(text).toContain(words(step.other, step.otherValue));
    const allowed = new Set([layout.slots[step.variable]!.name, ...(step.other >= 0 ? [layout.slots[step.other]!.name] : [])]);
    for (const n of text.match(/\b\d+-(?:Across|Down)\b/g) ?? []) check(allowed).toContain(n);
    counts.sentences++;
  });
}

/** The hint under "No solution" names what the checker finds: a slot no word fits, an open board, the slot AC-3 emptied, or a search that tried everything. */
function checkHint(layout: CrosswordLayout, index: WordIndex, reuse: boolean, run: Run): void {
  const model = buildCrosswordModel(layout, index, { reuse, variables: 'slots' });
  const hint = noFillHint({
    slots: layout.slots,
    hasBlocks: layout.blocks.some(Boolean),
    emptySlots: model.emptySlots.map((e) => ({ slot: e.slot.index })),
    trace: run.trace,
    dictionary: 'test',
    wordsOfLength: (n) => index.bucket(n)?.words.length ?? 0,
  });
  const fresh = new TruthChecker(run.facts, run.problem.constraints);
  const empty = layout.slots.findIndex((_, s) => fresh.domains[s]!.size === 0);
  const searchStarts = run.events.findIndex((e) => e.type === 'phase' && e.phase === 'search');
  const ac3Wipe = run.events.findIndex((e, i) => e.type === 'wipeout' && (searchStarts < 0 || i < searchStarts));
  switch (hint.key) {
    case 'emptySlot':
      expect(empty).toBeGreaterThanOrEqual(0);
      check(english(hint.values.slot as Message)).toBe(layout.slots[empty]!.name);
      break;
    case 'noBlocks':
      check(empty).toBe(-1);
      check(layout.blocks.some(Boolean)).toBe(false);
      // "Every slot is N letters long", and the dictionary has `count` words of N letters.
      for (const slot of layout.slots) check(slot.length).toBe(hint.values.length);
      check(hint.values.count).toBe(index.bucket(Number(hint.values.length))?.words.length ?? 0);
      break;
    case 'ac3': {
      check(empty).toBe(-1);
      expect(ac3Wipe).toBeGreaterThanOrEqual(0);
      const e = run.events[ac3Wipe]!;
      // The wipe-out it names was checked true.
      expect(run.claims[ac3Wipe]).not.toBeNull();
      check(e.type === 'wipeout' && layout.slots[e.variable]!.name).toBe(english(hint.values.slot as Message));
      break;
    }
    case 'search':
      check(empty).toBe(-1);
      check(ac3Wipe).toBe(-1);
      break;
  }
  const text = textOf({ key: `lesson.hint.${hint.key}`, params: hint.values });
  if (hint.key === 'emptySlot' || hint.key === 'ac3') check(text).toContain(english(hint.values.slot as Message));
  counts.hints++;
  counts.sentences++;
}

describe('every reason is true: crosswords', () => {
  it('random small crosswords, every inference: each conflict, prune and wipe-out reason, each sentence, the lesson and the hint', { timeout: 180_000 }, () => {
    fc.assert(
      fc.property(crosswordInstance, (inst) => {
        const layout = layoutFromBoard(inst.width, inst.height, inst.blocks, new Array<string>(inst.width * inst.height).fill(''));
        if (layout.slots.length === 0) return;
        counts.puzzles++;
        const index = new WordIndex(inst.words);
        const words = (slot: number, value: number) => index.bucket(layout.slots[slot]?.length ?? 0)?.words[value] ?? '?';
        // The lesson's three chapters first (they are OPTIONS 0, 4 and 8's settings: static, lex, no AC-3).
        const runs = crosswordRuns(layout, index, inst.reuse, OPTIONS);
        checkLesson(layout, words, [runs[0]!, runs[4]!, runs[8]!]);
        const unsat = runs[5]!; // fc with AC-3 first
        if (unsat.status === 'unsatisfiable') checkHint(layout, index, inst.reuse, unsat);
      }),
      { numRuns: 70, seed: 20 },
    );
  });

  it('the lesson puzzle: each chapter stops on a step whose sentence matches the checked reason; chapter 1 is a repeated word', () => {
    const layout = puzzle(FIRST_PUZZLE);
    const index = commonWords();
    const words = (slot: number, value: number) => index.bucket(layout.slots[slot]?.length ?? 0)?.words[value] ?? '?';
    const chapterOptions = CROSSWORD_CHAPTERS.map((c) => ({ inference: c.settings.inference, ac3: c.settings.ac3, variableOrder: c.settings.variableOrder, valueOrder: solverValueOrder(c.settings.valueOrder) }));
    const runs = crosswordRuns(layout, index, false, chapterOptions.map((o) => ({ ...o })));
    counts.puzzles++;
    checkLesson(layout, words, runs);
    const step = findTeachingStep(runs[0]!.trace, runs[0]!.session.sketch, 'backtrack')!;
    const why = lessonWhy(step, { slot: (v) => layout.slots[v]!.name, word: words });
    // The case: "am" in 1-Down after "am" in 1-Across: the same word, not a crossing.
    check(why.key).toBe('backtrackSame');
    expect(why.values).toMatchObject({ slot: '1-Down', word: 'am', other: '1-Across', otherWord: 'am' });
    check(i18n.t(`lesson.why.${why.key}`, why.values)).toBe(
      'Why: “am” is already in 1-Across, and one word may not fill two slots; plain backtracking only checks a word after placing it, so it takes “am” back from 1-Down and tries the next word.',
    );
    const wipe = lessonWhy(findTeachingStep(runs[1]!.trace, runs[1]!.session.sketch, 'wipeout')!, { slot: (v) => layout.slots[v]!.name, word: words });
    const arc = lessonWhy(findTeachingStep(runs[2]!.trace, runs[2]!.session.sketch, 'arc-prune')!, { slot: (v) => layout.slots[v]!.name, word: words });
    // Issue 30's case: the slots of chapter 3's prune have no word yet, but the board shows letters in them (crossing words'): not "both empty".
    check([wipe.key, arc.key]).toEqual([expect.stringMatching(/^wipeout/), 'arcPruneLetters']);
  });
});

describe('the compare presets\' reasons', () => {
  const row = (noFill: NonNullable<CompareRow['noFill']>): CompareRow => ({ puzzle: 'p', configuration: 'c', puzzleLabel: verbatim('p'), configurationLabel: verbatim('c'), status: 'unsatisfiable', solved: false, nodes: 0, backtracks: 0, prunes: 0, timeMs: 0, inferenceUsPerNode: 0, noFill });
  const t = (key: string, o: Record<string, unknown> = {}) => (i18n.t as unknown as (key: string, o: Record<string, unknown>) => string)(key, o);

  it('a slot AC-3 empties because words may not repeat is not blamed on a crossing', () => {
    // Two 2-letter slots that do not cross, and one word of 2 letters: no crossing is involved.
    const layout = layoutFromBoard(3, 3, [false, false, true, true, true, true, false, false, true], new Array<string>(9).fill(''));
    const model = buildCrosswordModel(layout, new WordIndex(['ab', 'abc']), { variables: 'slots' });
    const reasons = whyNoFill(model, { inference: 'fc', ac3: true });
    expect(reasons).toMatchObject([{ kind: 'wipeout', rule: 'different-words', blocked: [] }]);
    const text = reasonSentences(row(reasons), t);
    expect(text).toHaveLength(1);
    check(text[0]).toContain('one word may not fill two slots');
    check(text[0]).not.toMatch(/crossing/);
  });

  it('a slot AC-3 empties through its crossings names the crossing and the letter', () => {
    // 2 x 2 open board, words "ab" and "cd": the crossings need a word starting with the letters of another.
    const layout = layoutFromBoard(2, 2, [false, false, false, false], new Array<string>(4).fill(''));
    const model = buildCrosswordModel(layout, new WordIndex(['ab', 'cd']), { variables: 'slots', reuse: true });
    const reasons = whyNoFill(model, { inference: 'fc', ac3: true });
    expect(reasons).toMatchObject([{ kind: 'wipeout' }]);
    const r = reasons[0]!;
    if (r.kind !== 'wipeout') throw new Error('not a wipe-out');
    expect(r.rule).toBeUndefined();
    expect(r.blocked.length).toBeGreaterThan(0);
  });
});

// ---- Sudoku 4 x 4 and Futoshiki 4 x 4 / 5 x 5 ----

/** A Latin square of side n from permutations of rows, columns and symbols of the cyclic one. */
function latin(n: number, rows: number[], cols: number[], symbols: number[]): number[] {
  const out: number[] = [];
  for (let r = 0; r < n; r++) for (let c = 0; c < n; c++) out.push(symbols[(rows[r]! + cols[c]!) % n]! + 1);
  return out;
}

/** A 4 x 4 Sudoku solution: the pattern (2 * (r % 2) + floor(r / 2) + c) % 4 keeps boxes whole; symbols permuted. */
function sudokuSolution(symbols: number[]): number[] {
  const out: number[] = [];
  for (let r = 0; r < 4; r++) for (let c = 0; c < 4; c++) out.push(symbols[(2 * (r % 2) + Math.floor(r / 2) + c) % 4]! + 1);
  return out;
}

const perm = (n: number) => fc.shuffledSubarray(Array.from({ length: n }, (_, i) => i), { minLength: n, maxLength: n });

/** A random Futoshiki's draw (see `futoshikiDraw`). */
interface FutoshikiDraw {
  n: number;
  rows: number[];
  cols: number[];
  symbols: number[];
  givens: number[];
  signs: [number, boolean][];
}
/**
 * A random 4 x 4 or 5 x 5 Futoshiki's draw: a Latin square (rows, columns and symbols permuted),
 * which cells show their digit (a `givens` entry of 0, out of 0 .. `maxGiven`), candidate signs
 * (a cell and a direction), and the test's own `extra` fields.
 */
function futoshikiDraw<E extends object>(maxGiven: number, extra: { [K in keyof E]: fc.Arbitrary<E[K]> }): fc.Arbitrary<FutoshikiDraw & E> {
  return fc.integer({ min: 4, max: 5 }).chain((n) =>
    fc.record({
      n: fc.constant(n),
      rows: perm(n),
      cols: perm(n),
      symbols: perm(n),
      givens: fc.array(fc.integer({ min: 0, max: maxGiven }), { minLength: n * n, maxLength: n * n }),
      signs: fc.array(fc.tuple(fc.nat(n * n - 1), fc.boolean()), { minLength: 2, maxLength: 2 * n }),
      ...extra,
    }),
  ) as unknown as fc.Arbitrary<FutoshikiDraw & E>;
}

/**
 * The Futoshiki of a draw: its givens, and a sign between each drawn cell and its right or lower
 * neighbour as the solution orders them (the first one reversed with `flipFirst`: maybe no solution).
 */
function futoshikiOf(d: FutoshikiDraw, flipFirst = false) {
  const { n } = d;
  const solution = latin(n, d.rows, d.cols, d.symbols);
  const cells = solution.map((digit, i) => (d.givens[i]! === 0 ? digit : 0));
  const inequalities: { r1: number; c1: number; r2: number; c2: number }[] = [];
  const pairs: [number, number][] = [];
  const seen = new Set<string>();
  d.signs.forEach(([cell, down], k) => {
    const r = Math.floor(cell / n);
    const c = cell % n;
    const other = down ? (r + 1 < n ? cell + n : -1) : c + 1 < n ? cell + 1 : -1;
    if (other < 0 || seen.has(`${cell}:${other}`)) return;
    seen.add(`${cell}:${other}`);
    let [a, b] = solution[cell]! < solution[other]! ? [cell, other] : [other, cell];
    if (flipFirst && k === 0) [a, b] = [b, a];
    pairs.push([a, b]);
    inequalities.push({ r1: Math.floor(a / n), c1: a % n, r2: Math.floor(b / n), c2: b % n });
  });
  const futoshiki: FutoshikiPuzzle = { size: n, cells: Uint8Array.from(cells), inequalities };
  return { futoshiki, cells, pairs };
}

function gridNaming(n: number, steps: StepNames): Naming {
  return { name: (v) => `r${Math.floor(v / n) + 1}c${(v % n) + 1}`, pattern: /\br\d+c\d+\b/g, steps };
}

function gridSession(problem: Problem, o: Partial<SearchOptions>) {
  return (trace: Trace) => {
    const session = new Session({ index: new TraceIndex(trace, sketchProblem(problem, { inference: o.inference ?? 'fc', ac3: o.ac3 ?? false, variableOrder: o.variableOrder ?? 'static', valueOrder: o.valueOrder ?? 'lex' })), words: null, layout: null });
    session.sync();
    return session;
  };
}

describe('every reason is true: N-queens', () => {
  function queensRuns(size: number, givens: number[]): void {
    const model = buildQueensModel(size, givens);
    const facts: PuzzleFacts = { kind: 'queens', size, givens };
    const steps = queensNames(model.problem.constraints.map((c) => c.label));
    const naming: Naming = { name: (v) => `row ${v + 1}`, pattern: /\brow \d+\b/g, steps };
    counts.puzzles++;
    for (const o of OPTIONS) checkRun(facts, model.problem, o, naming, gridSession(model.problem, o));
  }

  it('8-queens and 6-queens, every option set: each prune, wipe-out and conflict names the queen that attacks, on the right line', { timeout: 180_000 }, () => {
    queensRuns(8, new Array<number>(8).fill(-1));
    queensRuns(6, new Array<number>(6).fill(-1));
    queensRuns(8, [0, -1, -1, -1, -1, -1, -1, -1]);
  });

  it('random boards of 4 to 7 with random queens placed (some attacking each other)', { timeout: 180_000 }, () => {
    const instance = fc.integer({ min: 4, max: 7 }).chain((n) => fc.record({ n: fc.constant(n), givens: fc.array(fc.integer({ min: -6, max: n - 1 }), { minLength: n, maxLength: n }) }));
    fc.assert(
      fc.property(instance, ({ n, givens }) => queensRuns(n, givens.map((c) => Math.max(-1, c)))),
      { numRuns: 12, seed: 23 },
    );
  });
});

/** The sample models as FlatZinc (tests/fixtures/model), as text. */
const FZN = import.meta.glob<string>('../../../tests/fixtures/model/*.fzn', { query: '?raw', import: 'default', eager: true });

describe('every choice is true: models', () => {
  it('each sample model, every option set: each choice says what decided it (the only one left, the fewest, the degree, the order, dom/wdeg\'s numbers)', { timeout: 180_000 }, () => {
    expect(Object.keys(FZN).length).toBeGreaterThanOrEqual(5);
    for (const [path, text] of Object.entries(FZN)) {
      const file = path.split('/').at(-1)!;
      const problem = buildFznProblem(parseFlatZinc(text, file), file).problem;
      const variable = (v: number) => problem.variables[v]!.name;
      const facts: PuzzleFacts = { kind: 'model', domains: problem.variables.map((x) => (x.initial ? [...x.initial] : Array.from({ length: x.size }, (_, k) => k))) };
      const steps: StepNames = { nouns: 'variable', variable, value: (_, x) => String(x), constraint: () => '', assignment: (v, x) => `${variable(v)} = ${x}` };
      const naming: Naming = { name: variable, pattern: /(?!)/g, steps };
      counts.puzzles++;
      for (const o of OPTIONS) {
        checkRun(facts, problem, o, naming, (trace) => {
          const sketch = sketchProblem(problem, { inference: o.inference ?? 'fc', ac3: o.ac3 ?? false, variableOrder: o.variableOrder ?? 'static', valueOrder: o.valueOrder ?? 'lex' });
          const session = new Session({ index: new TraceIndex(trace, sketch), words: null, layout: null, kindNames: { nouns: 'variable', variable, value: (_, x) => String(x) } });
          session.sync();
          return session;
        });
      }
    }
  });
});

describe('every reason is true: Sudoku and Futoshiki', () => {
  it('random 4 x 4 Sudoku (givens from a solution, sometimes one wrong), both all-different forms', { timeout: 180_000 }, () => {
    fc.assert(
      fc.property(perm(4), fc.array(fc.boolean(), { minLength: 16, maxLength: 16 }), fc.option(fc.tuple(fc.nat(15), fc.integer({ min: 1, max: 4 }))), fc.constantFrom('gac' as const, 'neq' as const), (symbols, keep, wrong, alldiff) => {
        const solution = sudokuSolution(symbols);
        const cells = solution.map((d, i) => (keep[i] && i % 3 !== 0 ? d : 0));
        if (wrong) cells[wrong[0]] = wrong[1];
        const sudoku: SudokuPuzzle = { size: 4, boxRows: 2, boxCols: 2, cells: Uint8Array.from(cells), line: 0 };
        const model = buildSudokuModel(sudoku, { alldiff });
        const facts: PuzzleFacts = { kind: 'sudoku', size: 4, boxRows: 2, boxCols: 2, givens: cells, signs: [] };
        const naming = gridNaming(4, numberNames(fromSudoku(sudoku), model.problem.constraints.map((c) => c.label)));
        counts.puzzles++;
        for (const o of OPTIONS) checkRun(facts, model.problem, o, naming, gridSession(model.problem, o));
      }),
      { numRuns: 15, seed: 21 },
    );
  });

  it('random Futoshiki 4 x 4 and 5 x 5 (signs from a solution, sometimes one flipped; few givens), both all-different forms', { timeout: 180_000 }, () => {
    const instance = futoshikiDraw<{ flip: boolean; alldiff: 'gac' | 'neq' }>(9, { flip: fc.boolean(), alldiff: fc.constantFrom('gac' as const, 'neq' as const) });
    fc.assert(
      fc.property(instance, (draw) => {
        const { n, flip, alldiff } = draw;
        const { futoshiki, cells, pairs } = futoshikiOf(draw, flip);
        const model = buildFutoshikiModel(futoshiki, { alldiff });
        const facts: PuzzleFacts = { kind: 'futoshiki', size: n, boxRows: 0, boxCols: 0, givens: cells, signs: pairs };
        const naming = gridNaming(n, numberNames(fromFutoshiki(futoshiki), model.problem.constraints.map((c) => c.label)));
        counts.puzzles++;
        for (const o of OPTIONS) checkRun(facts, model.problem, o, naming, gridSession(model.problem, o));
      }),
      { numRuns: 10, seed: 22 },
    );
  });

  it('checked enough: every kind of reason and many backtracks', () => {
    expect(counts.attacks).toBeGreaterThan(500);
    expect(counts.backtracks).toBeGreaterThan(1000);
    expect(counts.sentences).toBeGreaterThan(5000);
    for (const k of ['crossing', 'same-value', 'all-different', 'sign', 'search', 'constraint']) expect(kinds.get(k) ?? 0, k).toBeGreaterThan(0);
  });
});

// ---------------------------------------------------------------------------------------------
// Min-conflicts: every record's claim and every sentence, against conflicts recomputed from the puzzle.

const localCounts = { runs: 0, solved: 0, places: 0, picks: 0, repairs: 0, keeps: 0, walks: 0, restarts: 0, sentences: 0 };


/** Run min-conflicts as the worker does (its encoder, a trace), then check every record, sentence and replayed board. */
function checkLocalRun(facts: Extract<PuzzleFacts, { kind: 'sudoku' | 'futoshiki' }>, problem: Problem, options: { seed: number; walk: number; restartSteps?: number }, naming: Naming): void {
  const data: number[] = [];
  const encoder = new LocalEncoder();
  const push = (t: number, v: number, x: number, y: number) => data.push(t, v, x, y);
  let status = '';
  for (const e of minConflicts(problem, { ...options, maxSteps: 300, record: true })) {
    if (e.type === 'done') status = e.status;
    else encoder.encode(e, push);
  }
  const trace = new Trace({ variables: problem.variables.length, checkpointInterval: 16 });
  trace.append(Int32Array.from(data), data.length / EVENT_FIELDS);
  const checker = new LocalTruthChecker(facts);
  const cursor = new TraceCursor(trace);
  // The why log's sentences too (explain.ts, through a Session as the app makes it).
  const session = gridSession(problem, {})(trace);
  const boards: Int32Array[] = [checker.values.slice()];
  let pick: { variable: number; before: number; after: number } | null = null;
  localCounts.runs++;
  if (status === 'solved') localCounts.solved++;
  for (let i = 0; i < trace.recorded; i++) {
    const type = LOCAL_RECORDS[trace.type(i)];
    expect(type, `record ${i}`).toBeDefined();
    const variable = trace.variable(i);
    const value = trace.value(i);
    const extra = trace.extra(i);
    const before = checker.values.slice();
    const errors = checker.check(type!, variable, value, extra, pick);
    check(errors, `record ${i} (${type})`).toEqual([]);
    boards.push(checker.values.slice());
    // The app's board at this step (the trace replayed) is the checker's.
    cursor.seek(i + 1);
    check(Array.from(cursor.values), `board after record ${i}`).toEqual(Array.from(checker.values));
    const text = describeStep(trace, i + 1, naming.steps);
    const name = naming.name(variable);
    const digit = (x: number) => naming.steps.value(variable, x);
    const why = session.sentence(i, 'short');
    localCounts.sentences += 2;
    if (type === 'repair' && value !== extra) check(why).toBe(`→ ${name}: ${digit(extra)} → ${digit(value)}, a value with the fewest conflicts.`);
    if (type === 'repair' && value === extra) check(why).toBe(`→ ${name} keeps ${digit(value)}: no value has fewer conflicts.`);
    if (type === 'walk') check(why).toBe(`🎲 Random walk: ${name}: ${digit(extra)} → ${digit(value)}, drawn at random.`);
    if (type === 'pick' || type === 'start' || type === 'restart') check(why).toBe(text);
    if (type === 'place') check(why).toContain(`${name} = ${digit(value)}, a value with the fewest conflicts (${extra})`);
    switch (type) {
      case 'place':
        localCounts.places++;
        check(text).toContain(`Place ${digit(value)} in ${name}`);
        check(text).toContain(`fewest conflicts (${extra})`);
        break;
      case 'start':
        check(text).toContain(`complete: every variable has a value; ${value} violated`);
        break;
      case 'restart':
        localCounts.restarts++;
        check(text).toContain('fresh greedy start');
        break;
      case 'pick':
        localCounts.picks++;
        pick = { variable, before: value, after: extra };
        check(text).toContain(`${name} has ${value} conflict`);
        break;
      case 'repair':
        if (value === extra) {
          localCounts.keeps++;
          check(text).toContain(`${name} has ${pick!.before} conflict`);
          check(text).toContain(`no value has fewer: it keeps ${digit(value)}`);
          check(checker.conflicts(variable, value)).toBe(pick!.before);
        } else {
          localCounts.repairs++;
          check(text).toContain(`${name} has ${pick!.before} conflict`);
          check(text).toContain(`; ${digit(value)} has the fewest (${pick!.after}): Place ${digit(value)} in ${name}`);
        }
        // The conflicts before, recomputed on the board before the repair.
        check(before[variable]).toBe(extra);
        pick = null;
        break;
      case 'walk':
        localCounts.walks++;
        check(text).toMatch(new RegExp(`^🎲 Random walk: ${name} has ${pick!.before} conflicts?; it gets ${digit(value)}, drawn at random \\(${pick!.after} conflicts now\\)`));
        pick = null;
        break;
      case 'solution':
        check(status).toBe('solved');
        break;
    }
  }
  // Playback backwards (step back over every record, restarts included) shows the same boards.
  for (let p = trace.recorded; p >= 0; p--) {
    cursor.seek(p);
    check(Array.from(cursor.values), `board at ${p}, stepping back`).toEqual(Array.from(boards[p]!));
  }
  check(cursor.counters.steps).toBe(0);
}

describe('every min-conflicts claim and sentence is true: Sudoku and Futoshiki', () => {
  afterAll(() => console.log(`local truth: ${JSON.stringify(localCounts)}`));

  it('random 4 x 4 Sudoku (givens from a solution), greedy start, with and without random walk and restarts', () => {
    fc.assert(
      fc.property(perm(4), fc.array(fc.boolean(), { minLength: 16, maxLength: 16 }), fc.nat(1000), fc.constantFrom(0, 0.2, 0.5), fc.constantFrom(undefined, 20), (symbols, keep, seed, walk, restartSteps) => {
        const solution = sudokuSolution(symbols);
        const cells = solution.map((d, i) => (keep[i] && i % 3 !== 0 ? d : 0));
        const sudoku: SudokuPuzzle = { size: 4, boxRows: 2, boxCols: 2, cells: Uint8Array.from(cells), line: 0 };
        const model = buildSudokuModel(sudoku, { alldiff: 'gac' });
        const facts = { kind: 'sudoku' as const, size: 4, boxRows: 2, boxCols: 2, givens: cells, signs: [] };
        const naming = gridNaming(4, numberNames(fromSudoku(sudoku), model.problem.constraints.map((c) => c.label)));
        checkLocalRun(facts, model.problem, { seed, walk, ...(restartSteps ? { restartSteps } : {}) }, naming);
      }),
      { numRuns: 40, seed: 31 },
    );
  });

  it('random Futoshiki 4 x 4 and 5 x 5 (signs from a solution, few givens)', () => {
    const instance = futoshikiDraw<{ seed: number; walk: number }>(5, { seed: fc.nat(1000), walk: fc.constantFrom(0, 0.1, 0.3) });
    fc.assert(
      fc.property(instance, (draw) => {
        const { n, seed, walk } = draw;
        const { futoshiki, cells, pairs } = futoshikiOf(draw);
        const model = buildFutoshikiModel(futoshiki, { alldiff: 'neq' });
        const facts = { kind: 'futoshiki' as const, size: n, boxRows: 0, boxCols: 0, givens: cells, signs: pairs };
        const naming = gridNaming(n, numberNames(fromFutoshiki(futoshiki), model.problem.constraints.map((c) => c.label)));
        checkLocalRun(facts, model.problem, { seed, walk }, naming);
      }),
      { numRuns: 30, seed: 32 },
    );
  });

  it('checked enough: places, picks, repairs, kept values, walks, restarts and solutions', () => {
    for (const [k, v] of Object.entries(localCounts)) expect(v, k).toBeGreaterThan(0);
  });
});
