/**
 * The step sentences of cutset conditioning's own steps (src/solver/cutset.ts, encoded by the
 * worker's CutsetEncoder): the cycle cutset (`cutset` records, first in the trace), each
 * assignment of it (a `condition` record, then an `assign` per cutset variable, depth 1..k),
 * conditioning's prunes (a value of a variable outside the cutset that a constraint, with the
 * cutset's values, forbids) and a wipe-out (this assignment has no solution). The tree
 * algorithm's steps on the rest are treeSentences.ts's. Every claim is checked against an
 * independent recomputation (src/app/test/cutsetTruth.test.ts).
 */
import { EventCode, type Trace } from '../../trace/index.ts';
import { i18n } from '../i18n/index.ts';
import type { StepNames } from './sentences.ts';

/** The cutset's variables, read from the trace's first records (none when it is not a cutset run's). */
export function traceCutset(trace: Trace): number[] {
  const cutset: number[] = [];
  for (let i = 0; i < trace.recorded && trace.type(i) === EventCode.cutset; i++) cutset.push(trace.variable(i));
  return cutset;
}

/** The `condition` record in effect at record `i` (-1: none yet). */
function conditionAt(trace: Trace, i: number): number {
  for (let j = i; j >= 0; j--) if (trace.type(j) === EventCode.condition) return j;
  return -1;
}

/** The cutset's values as "sa = red, q = green" from the `assign` records after condition `c`, up to record `upTo`. */
function cutsetValues(trace: Trace, c: number, upTo: number, k: number, names: StepNames): string {
  const parts: string[] = [];
  for (let j = c + 1; j < upTo && j <= c + k; j++) if (trace.type(j) === EventCode.assign) parts.push(`${names.variable(trace.variable(j))} = ${names.value(trace.variable(j), trace.value(j))}`);
  return parts.join(', ');
}

/** The sentence of record `i` when it is one of cutset conditioning's own steps, else null. */
export function describeCutsetStep(trace: Trace, i: number, names: StepNames): string | null {
  if (trace.recorded === 0 || trace.type(0) !== EventCode.cutset) return null;
  const t = i18n.t.bind(i18n);
  const type = trace.type(i);
  const v = trace.variable(i);
  const cutset = traceCutset(trace);
  const k = cutset.length;
  switch (type) {
    case EventCode.cutset:
      return t('cutset.sentence.member', { n: trace.value(i) + 1, size: trace.extra(i), variable: names.variable(v), cutset: cutset.map(names.variable).join(', ') });
    case EventCode.condition:
      return v <= 1 ? t('cutset.sentence.conditionFirst', { cutset: cutset.map(names.variable).join(', ') }) : t('cutset.sentence.condition', { index: v, restored: trace.extra(i) });
    case EventCode.assign: {
      // The cutset's own assignments: depths 1..k (the tree algorithm's go on from k + 1).
      if (trace.extra(i) > k) return null;
      const c = conditionAt(trace, i);
      return t('cutset.sentence.assign', { assignment: `${names.variable(v)} = ${names.value(v, trace.value(i))}`, index: c >= 0 ? trace.variable(c) : 1 });
    }
    case EventCode.prune: {
      // Conditioning's prunes come after the cutset's assignments, before the tree algorithm's order.
      let r = i - 1;
      while (r >= 0 && trace.type(r) === EventCode.prune) r--;
      if (r < 0 || trace.type(r) !== EventCode.assign || trace.extra(r) > k) return null;
      const c = conditionAt(trace, i);
      const constraint = names.constraint(trace.extra(i)) || t('explain.aConstraint');
      return t('cutset.sentence.prune', { value: names.value(v, trace.value(i)), variable: names.variable(v), constraint, values: cutsetValues(trace, c, i, k, names) });
    }
    case EventCode.wipeout: {
      const c = conditionAt(trace, i);
      return t('cutset.sentence.wipeout', { variable: names.variable(v), index: c >= 0 ? trace.variable(c) : 1 });
    }
    default:
      return null;
  }
}
