/**
 * The lesson's branch and bound chapter (issue 32) says only what is true of its run. The run is
 * made as the worker makes it (the model kind's builder over the compiled backpack sample, the
 * search with the chapter's settings, the event encoder, a Trace), its step is found by the
 * lesson's StepFinder (events in batches, as in the app), and the chapter's sentences (lessonWhy,
 * translated in English, Chinese and Russian) are compared with sentences built from facts
 * recomputed here: the items, their weights, worths and the capacity are read from the MiniZinc
 * text of public/models/backpack.mzn with regular expressions; every packing is enumerated by brute
 * force. At the cut, the board's choices (the items decided so far) leave no packing worth more than
 * "at most P", nor more than the best so far; "the best so far" is the worth of the last solution
 * the board showed before, and the count its solutions. The optimum is brute force's.
 */
import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { check } from '../check.ts';
import { i18n } from '../../src/app/i18n/i18n.ts';
import { compileModel } from '../../src/cli/model.ts';
import { kindOf } from '../../src/app/kinds/registry.ts';
import { EMPTY_MODEL, withCompilation, withFile } from '../../src/app/kinds/model/puzzle.ts';
import { puzzleKind } from '../../src/puzzles/registry.ts';
import { encodeEvent } from '../../src/worker/encode.ts';
import { search } from '../../src/solver/index.ts';
import { EventCode, sketchProblem, TraceCursor, type ProblemSketch } from '../../src/trace/index.ts';
import { BACKPACK_SAMPLE, CHAPTERS, lessonWhy, optimumOutcome, type LessonNames } from '../../src/app/teaching/lesson.ts';
import { runOptions } from '../../src/app/settings/runOptions.ts';
import { traceAndStep } from './steps.ts';

const counts = { sentences: 0, completions: 0 };
afterAll(() => console.log(`branch and bound lesson truth: ${JSON.stringify(counts)}`));

const t = i18n.t.bind(i18n);

const mznFile = new URL('../../public/models/backpack.mzn', import.meta.url).pathname;
const mzn = readFileSync(mznFile, 'utf8');
/** Facts from the MiniZinc text itself. */
const items = /enum Item = \{([^}]*)\}/.exec(mzn)![1]!.split(',').map((s) => s.trim());
const numbers = (name: string) => /\[([^\]]*)\]/.exec(new RegExp(`of int: ${name} = (\\[[^\\]]*\\])`).exec(mzn)![1]!)![1]!.split(',').map(Number);
const weight = numbers('weight');
const worth = numbers('worth');
const capacity = Number(/int: capacity = (\d+);/.exec(mzn)![1]);

/** Every packing that fits, as 0/1 per item, with its worth. */
const packings: { take: number[]; worth: number }[] = [];
for (let mask = 0; mask < 1 << items.length; mask++) {
  const take = items.map((_, i) => (mask >> i) & 1);
  if (take.reduce((w, x, i) => w + x * weight[i]!, 0) <= capacity) packings.push({ take, worth: take.reduce((w, x, i) => w + x * worth[i]!, 0) });
}
const optimum = Math.max(...packings.map((p) => p.worth));

describe('chapter "Branch and bound": the first cut, why, and the optimum', () => {
  const chapter = CHAPTERS.find((c) => c.id === 'branch-and-bound')!;
  const compiled = compileModel(mznFile, []);
  const puzzle = withCompilation(withFile(EMPTY_MODEL, 'backpack.mzn', mzn), { state: 'compiled', fzn: compiled.fzn, ozn: compiled.ozn, ms: compiled.ms });
  const options = { ...runOptions(chapter.settings), record: true } as const;
  const problem = puzzleKind('model').build({ name: 'backpack.mzn (compiled)', fzn: compiled.fzn }, { alldiff: chapter.settings.alldiff, reuse: false }).problem;
  const data: number[] = [];
  for (const e of search(problem, options)) if (e.type !== 'done') encodeEvent(e, (ty, v, x, y) => data.push(ty, v, x, y));
  const sketch: ProblemSketch = sketchProblem(problem, options);
  const names = kindOf('model').stepNames(puzzle, { words: null, constraints: null });
  const lessonNames: LessonNames = { slot: (v) => names.variable(v), word: (v, x) => names.value(v, x) };
  /** The item a variable decides (`take[3]` or `take[Food]`), or -1 for the others (the objective). */
  const itemOf = (v: number): number => {
    const m = /^take\[(\w+)\]$/.exec(names.variable(v));
    if (!m) return -1;
    const k = items.indexOf(m[1]!);
    return k >= 0 ? k : Number(m[1]) - 1;
  };

  it('reads the backpack from the MiniZinc text, and the chapter is the sample with MAC', () => {
    check(items).toEqual(['Tent', 'Stove', 'Food', 'Water', 'Camera', 'Book']);
    expect(weight).toHaveLength(items.length);
    expect(worth).toHaveLength(items.length);
    check(chapter.puzzle).toEqual({ kind: 'model', sample: BACKPACK_SAMPLE });
    check(chapter.stopAt).toBe('cut');
    check(sketch.objective?.sense).toBe('maximize');
    expect(problem.variables.filter((_, v) => itemOf(v) >= 0)).toHaveLength(items.length);
  });

  for (const batch of [1, 7, 1000]) {
    it(`the step found (events in batches of ${batch}) is the run's first cut, and the sentences are true of it`, async () => {
      const { trace, step } = traceAndStep(data, problem.variables.length, sketch, 'cut', batch);
      expect(step).not.toBeNull();
      const s = step!;
      // The run's first cut record, read from the records.
      let first = -1;
      for (let i = 0; i < trace.recorded && first < 0; i++) if (trace.type(i) === EventCode.cut) first = i;
      check(s.position).toBe(first + 1);
      // The board at the cut: the items decided so far.
      const cursor = new TraceCursor(trace);
      cursor.seek(first);
      const decided = new Map<number, number>();
      cursor.values.forEach((x, v) => {
        if (x >= 0 && itemOf(v) >= 0) decided.set(itemOf(v), Number(names.value(v, x)));
      });
      const below = packings.filter((p) => [...decided].every(([k, x]) => p.take[k] === x));
      counts.completions += below.length;
      // The solutions before it, and the worth of the last one (brute force's arithmetic on the board).
      let solutions = 0;
      let best = -1;
      for (let i = 0; i < first; i++) {
        if (trace.type(i) !== EventCode.solution) continue;
        solutions++;
        cursor.seek(i + 1);
        let w = 0;
        cursor.values.forEach((x, v) => {
          if (itemOf(v) >= 0) w += Number(names.value(v, x)) * worth[itemOf(v)]!;
        });
        expect(w).toBeGreaterThan(best);
        best = w;
      }
      expect(solutions).toBeGreaterThan(0);
      const possible = Number(names.value(s.variable, s.value));
      // "would be at most P": no packing below is worth more; "nothing below can do better": none beats the best so far.
      for (const p of below) {
        expect(p.worth).toBeLessThanOrEqual(possible);
        expect(p.worth).toBeLessThanOrEqual(best);
      }
      expect(possible).toBeLessThanOrEqual(best);
      const outcome = optimumOutcome(trace)!;
      check(Number(names.value(s.variable, outcome.value))).toBe(optimum);
      let all0 = 0;
      for (let i = 0; i < trace.recorded; i++) if (trace.type(i) === EventCode.solution) all0++;
      try {
        for (const language of ['en', 'zh', 'ru']) {
          await i18n.changeLanguage(language);
          const w = lessonWhy(s, { ...lessonNames, and: t('lesson.and') }, undefined, outcome);
          const name = names.variable(s.variable);
          check(t(`lesson.why.${w.key}`, w.values)).toBe(t('lesson.why.cutMaximize', { step: first + 1, name, best: String(best), possible: String(possible), count: solutions }));
          check(t(`lesson.why.${w.then!.key}`, w.then!.values)).toBe(t('lesson.why.optimum', { name, value: String(optimum), count: all0, step: outcome.position }));
          counts.sentences += 2;
        }
      } finally {
        await i18n.changeLanguage('en');
      }
      // English, word for word, once.
      check(t('lesson.why.cutMaximize', { step: 12, name: 'value', best: '22', possible: '21', count: 1 })).toBe(
        'Step 12: the bound cuts this branch. The best so far is value = 22 (1 solution found); with the choices made here value would be at most 21, so nothing below can do better, and the search goes back without trying it.',
      );
    });
  }
});
