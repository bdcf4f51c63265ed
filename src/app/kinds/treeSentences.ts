/**
 * The step sentences of a tree run (the tree-structured CSP algorithm, src/solver/treeCsp.ts;
 * records `order`, the unary constraints' `prune`s, `revise` and its `prune`s, and `assign`s,
 * src/worker/encode.ts TreeEncoder): the order from the root, each value a unary constraint forbids
 * (node consistency, before the arcs), each arc made consistent from the leaves up and why each value goes
 * (no value left of the child agrees with it), each value chosen from the root down (the first
 * value left that agrees with the parent's). `describeStep` asks here first; null: not a tree
 * step, the usual sentence. Every claim is checked against an independent recomputation
 * (src/app/test/treeTruth.test.ts).
 */
import { EventCode, type ProblemSketch, type Trace } from '../../trace/index.ts';
import { i18n } from '../i18n/index.ts';
import type { StepNames } from './sentences.ts';
import { describeCutsetStep } from './cutsetSentences.ts';

/** Is the trace a tree run's (its first record an `order`) or cutset conditioning's (a `cutset`: the tree algorithm once per assignment of the cutset)? */
function treeRun(trace: Trace): boolean {
  return trace.recorded > 0 && (trace.type(0) === EventCode.order || trace.type(0) === EventCode.cutset);
}

/**
 * Where the tree algorithm's run holding record `i` starts: 0 in a tree run; in cutset
 * conditioning's, the last `condition` record up to `i` (each assignment of the cutset takes back
 * everything the previous one did, and the tree algorithm starts again on the rest).
 */
export function treeSegmentStart(trace: Trace, i: number): number {
  if (trace.recorded === 0 || trace.type(0) !== EventCode.cutset) return 0;
  for (let j = Math.min(i, trace.recorded - 1); j > 0; j--) if (trace.type(j) === EventCode.condition) return j;
  return 0;
}

/** The values of `v` left before record `upTo` (its initial domain without the prunes so far, since the assignment of a cutset in effect). */
export function treeValuesLeft(trace: Trace, sketch: ProblemSketch, v: number, upTo: number): number[] {
  const initial = sketch.initial[v] ?? Array.from({ length: sketch.sizes[v] ?? 0 }, (_, x) => x);
  const gone = new Set<number>();
  for (let i = treeSegmentStart(trace, upTo - 1); i < upTo; i++) if (trace.type(i) === EventCode.prune && trace.variable(i) === v) gone.add(trace.value(i));
  return initial.filter((x) => !gone.has(x));
}

/** The parent of v in the order of the tree algorithm's run holding record `at` (-1: a root or not found). */
function parentOf(trace: Trace, v: number, at: number): number {
  let i = treeSegmentStart(trace, at);
  while (i < trace.recorded && trace.type(i) !== EventCode.order && i < at) i++;
  for (; i < trace.recorded; i++) {
    const type = trace.type(i);
    if (type !== EventCode.order) break;
    if (trace.variable(i) === v) return trace.extra(i);
  }
  return -1;
}

/** The value v holds before record `upTo` (its last `assign`), or -1. */
function valueBefore(trace: Trace, v: number, upTo: number): number {
  for (let i = upTo - 1; i >= 0; i--) if (trace.type(i) === EventCode.assign && trace.variable(i) === v) return trace.value(i);
  return -1;
}

/** The sentence for the tree run's step that led to `position`, or null (not a tree run's step). */
/**
 * `treeChosen`: in the tree algorithm by hand, the variables given the student's value, not the
 * algorithm's, each with the algorithm's (src/app/exercise/treeChoices.ts).
 */
export function describeTreeStep(trace: Trace, position: number, names: StepNames, sketch?: ProblemSketch | null, treeChosen?: ReadonlyMap<number, number>): string | null {
  if (position <= 0 || position > trace.recorded || !treeRun(trace)) return null;
  const t = i18n.t.bind(i18n);
  const i = position - 1;
  const type = trace.type(i);
  const v = trace.variable(i);
  // Cutset conditioning's own steps (the cutset, each assignment of it, conditioning's prunes); the rest are the tree algorithm's.
  const cutset = describeCutsetStep(trace, i, names);
  if (cutset !== null) return cutset;
  const list = (w: number, values: number[]) => (values.length === 0 ? t('tree.sentence.nothing') : `{${values.map((x) => names.value(w, x)).join(', ')}}`);
  switch (type) {
    case EventCode.order: {
      const n = trace.value(i) + 1;
      const parent = trace.extra(i);
      if (parent < 0) return t('tree.sentence.root', { n, variable: names.variable(v) });
      return t('tree.sentence.child', { n, variable: names.variable(v), parent: names.variable(parent) });
    }
    case EventCode.revise: {
      const child = trace.value(i);
      const count = trace.extra(i);
      if (count === 0) return t('tree.sentence.reviseNone', { parent: names.variable(v), child: names.variable(child) });
      return t('tree.sentence.revise', { parent: names.variable(v), child: names.variable(child), removed: count });
    }
    case EventCode.prune: {
      // The revise record just before the prunes of its arc names the child.
      let r = i - 1;
      while (r >= 0 && trace.type(r) === EventCode.prune) r--;
      // Node consistency: prunes right after the order (no arc yet), each by its unary constraint.
      if (r >= 0 && trace.type(r) === EventCode.order) {
        const constraint = names.constraint(trace.extra(i)) || t('explain.aConstraint');
        return t('tree.sentence.unary', { value: names.value(v, trace.value(i)), variable: names.variable(v), constraint });
      }
      if (r < 0 || trace.type(r) !== EventCode.revise) return null;
      const child = trace.value(r);
      const value = trace.value(i);
      const left = sketch ? list(child, treeValuesLeft(trace, sketch, child, i)) : '';
      return t(sketch ? 'tree.sentence.prune' : 'tree.sentence.pruneShort', { value: names.value(v, value), parent: names.variable(v), child: names.variable(child), left });
    }
    case EventCode.assign: {
      const parent = parentOf(trace, v, i);
      // "wa = red": the value as the kind names it (not the kind's "Assign …" phrase).
      const assignment = `${names.variable(v)} = ${names.value(v, trace.value(i))}`;
      const first = treeChosen?.get(v);
      if (first !== undefined) {
        const chosen = { assignment, variable: names.variable(v), first: names.value(v, first) };
        if (parent < 0) return t('exerciseTree.step.assignChosenRoot', chosen);
        const pv = valueBefore(trace, parent, i);
        return t('exerciseTree.step.assignChosen', { ...chosen, parent: names.variable(parent), parentValue: pv >= 0 ? names.value(parent, pv) : '?' });
      }
      if (parent < 0) return t('tree.sentence.assignRoot', { assignment, variable: names.variable(v) });
      const pv = valueBefore(trace, parent, i);
      return t('tree.sentence.assign', { assignment, variable: names.variable(v), parent: names.variable(parent), parentValue: pv >= 0 ? names.value(parent, pv) : '?' });
    }
    case EventCode.solution:
      return trace.type(0) === EventCode.cutset ? t('cutset.sentence.solution', { index: trace.variable(treeSegmentStart(trace, i)) }) : t('tree.sentence.solution');
    default:
      return null;
  }
}
