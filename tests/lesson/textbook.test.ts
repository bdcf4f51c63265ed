/**
 * The two textbook chapters of the guided lesson (issue 22) say only what is true of their runs.
 * Each chapter's run is made as the worker makes it (the same model builders, the same event
 * encoders, a Trace), its step is found by the lesson's StepFinder (events arriving in batches, as
 * in the app), and the chapter's sentences (lessonWhy, translated) are compared with sentences
 * built here from facts recomputed independently:
 *
 * - Map colouring: the regions, colours and borders are read from the MiniZinc text of
 *   public/models/australia.mzn with regular expressions (not from the compiled FlatZinc or the
 *   kind's code); the degree of a region is its number of borders; MRV + degree must pick the
 *   region with the most borders (all seven tie with three colours), which is South Australia; the
 *   prunes right after its colour are exactly its neighbours losing that colour.
 * - Min-conflicts on 8-queens: the board is replayed here from the records; the queen picked, the
 *   queens attacking it (same column or diagonal, by geometry), the fewest conflicts over its row's
 *   columns, the repairs until no queen attacks another, and the conflicts chart's points are
 *   recomputed and compared.
 */
import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { check } from '../check.ts';
import { i18n } from '../../src/app/i18n/i18n.ts';
import { compileModel } from '../../src/cli/model.ts';
import { kindOf } from '../../src/app/kinds/registry.ts';
import { modelInfo, type ReadModel } from '../../src/app/kinds/model/compiled.ts';
import { EMPTY_MODEL, withCompilation, withFile } from '../../src/app/kinds/model/puzzle.ts';
import { puzzleKind } from '../../src/puzzles/registry.ts';
import { encodeEvent, LocalEncoder } from '../../src/worker/encode.ts';
import { minConflicts, search } from '../../src/solver/index.ts';
import { ConflictSeries, EventCode, sketchProblem } from '../../src/trace/index.ts';
import { CHAPTERS, CROSSWORD_CHAPTERS, lessonWhy, localOutcome, TEXTBOOK_CHAPTERS, type Chapter, type LessonNames, type TeachingStep } from '../../src/app/teaching/lesson.ts';
import { QUEENS_DEFAULT_SIZE } from '../../src/app/kinds/queens/index.ts';
// The solver's options for a chapter's settings, made as the app's run makes them.
import { runOptions } from '../../src/app/settings/runOptions.ts';
import { traceAndStep } from './steps.ts';

const counts = { sentences: 0, languages: 0, repairsReplayed: 0, chartPoints: 0 };
afterAll(() => console.log(`textbook lesson truth: ${JSON.stringify(counts)}`));

const t = i18n.t.bind(i18n);

/** The lesson's sentence pair, translated in the current language. */
function sentences(step: TeachingStep, names: LessonNames, outcome?: ReturnType<typeof localOutcome>): { why: string; then: string | null } {
  const w = lessonWhy(step, { ...names, and: t('lesson.and') }, outcome);
  return { why: t(`lesson.why.${w.key}`, w.values), then: w.then ? t(`lesson.why.${w.then.key}`, w.then.values) : null };
}

function list(items: string[], and: string): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')}${and}${items.at(-1)}`;
}

describe('the lesson has the textbook chapters after the crossword ones', () => {
  it('six chapters: three on the crossword, then Australia (model), 8-queens by min-conflicts and branch and bound (tests/lesson/branchAndBound.test.ts)', () => {
    check(CHAPTERS.map((c) => c.id)).toEqual(['backtracking', 'forward-checking', 'arc-consistency', 'map-colouring', 'min-conflicts', 'branch-and-bound']);
    check(CROSSWORD_CHAPTERS.every((c) => c.puzzle.kind === 'crossword')).toBe(true);
    check(TEXTBOOK_CHAPTERS.map((c) => c.puzzle)).toEqual([
      { kind: 'model', sample: '../models/australia.mzn' },
      { kind: 'queens', size: 8 },
      { kind: 'model', sample: '../models/backpack.mzn' },
    ]);
    const [map, queens] = TEXTBOOK_CHAPTERS as [Chapter, Chapter];
    expect(map.settings).toMatchObject({ variableOrder: 'mrv-degree', inference: 'fc', ac3: false, search: 'backtracking' });
    expect(queens.settings).toMatchObject({ search: 'min-conflicts', walk: 0 });
    check(QUEENS_DEFAULT_SIZE).toBe(8);
  });
});

// ---------------------------------------------------------------------------------------------
// Map colouring: Australia.

const mznFile = new URL('../../public/models/australia.mzn', import.meta.url).pathname;
const mzn = readFileSync(mznFile, 'utf8');
/** Facts from the MiniZinc text itself. */
const regions = [...mzn.matchAll(/^var Colour: (\w+);/gm)].map((m) => m[1]!);
const colours = /enum Colour = \{([^}]*)\}/.exec(mzn)![1]!.split(',').map((s) => s.trim());
const borders = [...mzn.replace(/%.*$/gm, '').matchAll(/(\w+) != (\w+)/g)].map((m) => [m[1]!, m[2]!] as const);
const neighboursOf = (r: string) => regions.filter((o) => borders.some(([a, b]) => (a === r && b === o) || (b === r && a === o)));

describe('chapter "Map colouring of Australia": MRV + degree picks SA first, then forward checking', () => {
  const chapter = TEXTBOOK_CHAPTERS[0]!;
  const compiled = compileModel(mznFile, []);
  const puzzle = withCompilation(withFile(EMPTY_MODEL, 'australia.mzn', mzn), { state: 'compiled', fzn: compiled.fzn, ozn: compiled.ozn, ms: compiled.ms });
  const info = modelInfo(puzzle) as ReadModel;
  const options = { ...runOptions(chapter.settings), record: true } as const;
  // As the worker: the model kind's builder, the search, the encoder.
  const problem = puzzleKind('model').build({ name: 'australia.mzn (compiled)', fzn: compiled.fzn }, { alldiff: chapter.settings.alldiff, reuse: false }).problem;
  const events = [...search(problem, options)].filter((e) => e.type !== 'done');
  const data: number[] = [];
  for (const e of events) encodeEvent(e, (ty, v, x, y) => data.push(ty, v, x, y));
  const sketch = sketchProblem(problem, options);
  const names = kindOf('model').stepNames(puzzle, { words: null, constraints: null });
  const lessonNames: LessonNames = { slot: (v) => names.variable(v), word: (v, x) => names.value(v, x) };

  it('reads the map from the MiniZinc text: seven regions, three colours, nine borders; SA borders the most', () => {
    check(regions).toEqual(['wa', 'nt', 'sa', 'q', 'nsw', 'v', 't']);
    check(colours).toEqual(['red', 'green', 'blue']);
    expect(borders).toHaveLength(9);
    check(neighboursOf('sa')).toEqual(['wa', 'nt', 'q', 'nsw', 'v']);
    check(info.ok).toBe(true);
  });

  for (const batch of [1, 7, 1000]) {
    it(`the step found (events in batches of ${batch}) is the run's first choice, and the sentences are true of it`, async () => {
      const { trace, step } = traceAndStep(data, problem.variables.length, sketch, chapter.stopAt, batch);
      expect(step).not.toBeNull();
      const s = step!;
      // The run's own first choice, read from the events (not from the finder).
      const firstSelect = events.findIndex((e) => e.type === 'select');
      const select = events[firstSelect]!;
      if (select.type !== 'select') throw new Error('no select');
      check(s.position).toBe(firstSelect + 1);
      check(trace.type(s.position - 1)).toBe(EventCode.select);
      const chosen = names.variable(select.variable);
      // Independently: every region has all colours (a tie for MRV), and the degree heuristic takes the most borders; the solver keeps the first of equals.
      const degree = (r: string) => neighboursOf(r).length;
      const most = Math.max(...regions.map(degree));
      const expected = regions.find((r) => degree(r) === most)!;
      check(regions.filter((r) => degree(r) === most)).toEqual(['sa']);
      check(chosen).toBe(expected);
      check(s.variable).toBe(select.variable);
      check(s.choice!.size).toBe(colours.length);
      check(s.choice!.tied).toBe(regions.length - 1);
      check(s.choice!.degree).toBe(most);
      const next = Math.max(...regions.filter((r) => r !== expected).map(degree));
      check(s.choice!.nextDegree).toBe(next);
      // The colour it gets, and forward checking's prunes right after: read from the events.
      const assign = events[firstSelect + 1]!;
      if (assign.type !== 'assign') throw new Error('no assign after the first select');
      const colour = names.value(assign.variable, assign.value);
      check(colour).toBe(colours[0]); // the model's order: the first colour
      const prunes: [string, string][] = [];
      for (let i = firstSelect + 2; i < events.length; i++) {
        const e = events[i]!;
        if (e.type !== 'prune') break;
        prunes.push([names.variable(e.variable), names.value(e.variable, e.value)]);
      }
      check(prunes).toEqual(neighboursOf(expected).map((r) => [r, colour]));
      check(s.choice!.then).toBe(firstSelect + 2 + prunes.length);

      // The sentences, in English, built here from the facts.
      await i18n.changeLanguage('en');
      const en = sentences(s, lessonNames);
      const others = regions.filter((r) => r !== expected);
      check(en.why).toBe(
        `Why ${expected} first: ${regions.length} regions tie with ${colours.length} colours left each, the fewest, so MRV alone cannot choose; the degree heuristic breaks the tie with the region that borders the most regions not yet coloured: ${expected} borders ${most} (${list(neighboursOf(expected), ' and ')}), more than any other (the next borders ${Math.max(...others.map(degree))}).`,
      );
      check(en.then).toBe(`Then ${expected} = ${colour}, and forward checking at once removes ${colour} from ${list(neighboursOf(expected), ' and ')}: each has ${colours.length - 1} colours left, before the search has even looked at them.`);
      counts.sentences += 2;
      // Every language names the same regions, colour and numbers.
      for (const language of ['zh', 'ru']) {
        await i18n.changeLanguage(language);
        const x = sentences(s, lessonNames);
        for (const r of [expected, ...neighboursOf(expected)]) check(x.why).toContain(r);
        check(x.why).toContain(String(most));
        check(x.why).toContain(String(colours.length));
        check(x.then).toContain(`${expected} = ${colour}`);
        for (const r of neighboursOf(expected)) check(x.then).toContain(r);
        check(x.then).toContain(String(colours.length - 1));
        counts.languages++;
      }
      await i18n.changeLanguage('en');
    });
  }
});

// ---------------------------------------------------------------------------------------------
// Min-conflicts on 8-queens.

/** Queens that attack row r's queen at column c on `board` (one queen per row, -1: none): same column or diagonal, by geometry. */
function attackers(board: number[], r: number, c: number): number[] {
  const out: number[] = [];
  board.forEach((x, u) => {
    if (u !== r && x >= 0 && (x === c || Math.abs(x - c) === Math.abs(u - r))) out.push(u);
  });
  return out;
}

/** Attacking pairs on the board (the violated constraints min-conflicts counts). */
function attackingPairs(board: number[]): number {
  let n = 0;
  for (let a = 0; a < board.length; a++) for (let b = a + 1; b < board.length; b++) if (board[a]! >= 0 && board[b]! >= 0 && (board[a] === board[b] || Math.abs(board[a]! - board[b]!) === b - a)) n++;
  return n;
}

describe('chapter "Min-conflicts on 8-queens": the repair picked, its conflicts, the column chosen, the chart to 0', () => {
  const chapter = TEXTBOOK_CHAPTERS[1]!;
  const size = 8;
  const run = (seed: number) => {
    const problem = puzzleKind('queens').build({ size, givens: new Array<number>(size).fill(-1) }, { alldiff: chapter.settings.alldiff, reuse: false }).problem;
    const encoder = new LocalEncoder();
    const data: number[] = [];
    const o = runOptions({ ...chapter.settings, seed });
    for (const e of minConflicts(problem, { seed: o.seed, walk: o.walk ?? 0, maxSteps: o.maxSteps ?? 10_000, record: true })) {
      if (e.type !== 'done') encoder.encode(e, (ty, v, x, y) => data.push(ty, v, x, y));
    }
    return { problem, data, sketch: sketchProblem(problem, { inference: 'fc', ac3: false, variableOrder: 'static', valueOrder: 'lex' }) };
  };
  const names = kindOf('queens').stepNames(kindOf('queens').empty(), { words: null, constraints: null });
  const lessonNames: LessonNames = { slot: (v) => names.variable(v), word: (v, x) => names.value(v, x) };

  // The chapter's seed, and more seeds: the sentences must be true of any run the finder reads.
  for (const seed of [chapter.settings.seed, 2, 3, 5, 8, 13, 21, 34]) {
    it(`seed ${seed}${seed === chapter.settings.seed ? ' (the chapter’s)' : ''}: the first queen moved, why, and the run to 0 violated constraints`, async () => {
      const { problem, data, sketch } = run(seed);
      const { trace, step } = traceAndStep(data, problem.variables.length, sketch, chapter.stopAt, 5);
      // Replay the board here, record by record, and find the first repair that moves a queen.
      const board = new Array<number>(size).fill(-1);
      let repairs = 0;
      let firstMove: { i: number; before: number[]; row: number; to: number; ordinal: number } | null = null;
      let solvedAt = -1;
      let repairsToSolution = -1;
      const series = new ConflictSeries(trace).update();
      let point = 0;
      for (let i = 0; i < trace.recorded; i++) {
        const type = trace.type(i);
        const v = trace.variable(i);
        const x = trace.value(i);
        if (type === EventCode.restart) board.fill(-1);
        else if (type === EventCode.place) board[v] = x;
        else if (type === EventCode.repair || type === EventCode.walk) {
          repairs++;
          check(trace.extra(i)).toBe(board[v]);
          if (!firstMove && type === EventCode.repair && x !== board[v]) firstMove = { i, before: board.slice(), row: v, to: x, ordinal: repairs };
          board[v] = x;
          counts.repairsReplayed++;
        } else if (type === EventCode.solution && solvedAt < 0) {
          solvedAt = i + 1;
          repairsToSolution = repairs;
          check(attackingPairs(board)).toBe(0);
        }
        // The chart's points: after the start and after each repair, the attacking pairs recounted here.
        if (type === EventCode.start || type === EventCode.repair || type === EventCode.walk) {
          check(series.positions[point]).toBe(i + 1);
          check(series.violated[point]).toBe(attackingPairs(board));
          point++;
          counts.chartPoints++;
        }
      }
      check(point).toBe(series.count);
      expect(solvedAt).toBeGreaterThan(0);
      if (!firstMove) {
        // A greedy start that is a solution already, or repairs that only keep: no queen moves, no step.
        expect(step).toBeNull();
        check(seed).not.toBe(chapter.settings.seed);
        return;
      }
      const m = firstMove;
      expect(step).not.toBeNull();
      const s = step!;
      check([s.position, s.variable, s.value]).toEqual([m.i + 1, m.row, m.to]);
      // Its conflicts: the queens attacking it, by geometry, before the move.
      const from = m.before[m.row]!;
      const attacking = attackers(m.before, m.row, from);
      expect(attacking.length).toBeGreaterThan(0);
      check(s.repair!.conflicts).toBe(attacking.length);
      check(s.repair!.attackers).toEqual(attacking);
      check(s.repair!.previous).toBe(from);
      check(s.repair!.ordinal).toBe(m.ordinal);
      // The column chosen has the fewest conflicts of its row (the queen lifted off the board).
      const lifted = m.before.slice();
      lifted[m.row] = -1;
      const perColumn = Array.from({ length: size }, (_, c) => attackers(lifted, m.row, c).length);
      check(perColumn[m.to]).toBe(Math.min(...perColumn));
      check(s.repair!.after).toBe(perColumn[m.to]);
      // The run reaches 0 violated constraints, and the chart ends there.
      expect(solvedAt).toBeGreaterThan(0);
      check(localOutcome(trace)).toEqual({ position: solvedAt, repairs: repairsToSolution });
      check(series.violated[series.count - 1]).toBe(0);

      await i18n.changeLanguage('en');
      const en = sentences(s, lessonNames, localOutcome(trace));
      const row = (u: number) => `row ${u + 1}`;
      const col = (c: number) => `column ${c + 1}`;
      const k = attacking.length;
      check(en.why).toBe(
        `Repair ${m.ordinal}: min-conflicts picks a queen under attack at random: the queen of ${row(m.row)}, in ${col(from)}, with ${k} conflict${k === 1 ? '' : 's'} (the queen${k === 1 ? '' : 's'} of ${list(attacking.map(row), ' and ')} attack${k === 1 ? 's' : ''} it). In its row, ${col(m.to)} has the fewest conflicts (${Math.min(...perColumn)}), so the queen moves from ${col(from)} to ${col(m.to)}. When several columns tie, the solver draws one of them at random (the run’s seed).`,
      );
      check(en.then).toBe(`Play on: after ${repairsToSolution} repair${repairsToSolution === 1 ? '' : 's'} the violated constraints reach 0 at step ${solvedAt}: no queen attacks another, a solution. The chart of violated constraints ends at 0.`);
      // Before the run ends, no second sentence; a run that stopped says so.
      expect(sentences(s, lessonNames).then).toBeNull();
      check(sentences(s, lessonNames, null).then).toBe('This run stopped before the violated constraints reached 0: local search is incomplete.');
      counts.sentences += 2;
      for (const language of ['zh', 'ru']) {
        await i18n.changeLanguage(language);
        const x = sentences(s, lessonNames, localOutcome(trace));
        for (const text of [names.variable(m.row), names.value(m.row, from), names.value(m.row, m.to), ...attacking.map((u) => names.variable(u))]) check(x.why).toContain(text);
        check(x.then).toContain(String(repairsToSolution));
        check(x.then).toContain(String(solvedAt));
        counts.languages++;
      }
      await i18n.changeLanguage('en');
    });
  }
});
