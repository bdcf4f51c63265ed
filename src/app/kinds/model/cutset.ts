/**
 * Cutset conditioning in the app (src/solver/cutset.ts, Russell & Norvig 6.5.1): whether it is
 * offered for the shown board (a model without an objective whose smallest cycle cutset found is
 * small), the cutset the app proposes (`smallestCycleCutset`), the check of one the student
 * chooses (`isCycleCutset`; a set that leaves a cycle is refused naming the cycle), and what a
 * cutset run's trace says at a step: the cutset and the assignment of it in effect. Pure.
 */
import { constraintGraph, cutsetByName, smallestCycleCutset, type ConstraintGraph, type NamedCutset, type Problem, type SmallestCutset } from '../../../solver/index.ts';
import { EventCode, type Trace } from '../../../trace/index.ts';
import { i18n } from '../../i18n/index.ts';
import { modelInfo } from './compiled.ts';
import type { ModelPuzzle } from './puzzle.ts';

/**
 * The most variables of a cutset the app offers to condition on: a constraint on k variables puts
 * k − 2 of them in every cycle cutset, and the assignments of the cutset grow as d^c.
 */
export const MAX_OFFERED_CUTSET = 12;

/** A problem's constraint graph and a smallest cycle cutset of it, computed once per problem. */
export interface CutsetFacts {
  graph: ConstraintGraph;
  smallest: SmallestCutset;
}

const facts = new WeakMap<Problem, CutsetFacts>();

/** The constraint graph and a smallest cycle cutset of `problem` (kept: the panel asks at each render). */
export function cutsetFacts(problem: Problem): CutsetFacts {
  let f = facts.get(problem);
  if (!f) {
    const graph = constraintGraph(problem);
    f = { graph, smallest: smallestCycleCutset(graph) };
    facts.set(problem, f);
  }
  return f;
}

/** The shown model's problem once it is read, else why not (a sentence). */
function problemOf(kind: string, puzzle: unknown): { problem: Problem } | { reason: string } {
  if (kind !== 'model') return { reason: i18n.t('cutset.settings.notModel') };
  const info = modelInfo(puzzle as ModelPuzzle);
  if (!info) return { reason: i18n.t('cutset.settings.compiling') };
  if (!info.ok) return { reason: i18n.t('cutset.settings.notRead') };
  return { problem: info.built.problem };
}

/** Why cutset conditioning is not offered for this problem (null: it is). */
export function cutsetReason(problem: Problem): string | null {
  if (problem.objective) return i18n.t('cutset.settings.objective');
  const { smallest } = cutsetFacts(problem);
  if (smallest.size > MAX_OFFERED_CUTSET) return i18n.t('cutset.settings.tooBig', { count: smallest.size, max: MAX_OFFERED_CUTSET });
  return null;
}

/** Why cutset conditioning is not offered for this board (null: it is). */
export function cutsetNotOffered(kind: string, puzzle: unknown): string | null {
  const p = problemOf(kind, puzzle);
  return 'reason' in p ? p.reason : cutsetReason(p.problem);
}

/** What a chosen cutset is: none chosen (the app proposes), a cycle cutset, or refused (a name not in the model, or a cycle left). */
export type CutsetCheck = { state: 'proposed' } | NamedCutset;

/** Check the names chosen against the problem: each a variable, together a cycle cutset. */
export function checkCutset(problem: Problem, chosen: readonly string[]): CutsetCheck {
  return chosen.length === 0 ? { state: 'proposed' } : cutsetByName(problem, chosen, cutsetFacts(problem).graph);
}

/** A refused cutset in one sentence (null: not refused). */
export function cutsetRefusal(problem: Problem, check: CutsetCheck): string | null {
  const name = (v: number) => problem.variables[v]?.name ?? '?';
  if (check.state === 'unknown') return i18n.t('cutset.choose.unknown', { name: check.name });
  if (check.state === 'cycle') return i18n.t('cutset.choose.cycle', { cycle: [...check.cycle, check.cycle[0]!].map(name).join(' – ') });
  return null;
}

/** Why a run of cutset conditioning on this board with this chosen cutset is refused (null: it runs). */
export function cutsetRunRefusal(kind: string, puzzle: unknown, chosen: readonly string[]): string | null {
  const p = problemOf(kind, puzzle);
  if ('reason' in p) return p.reason;
  return cutsetReason(p.problem) ?? cutsetRefusal(p.problem, checkCutset(p.problem, chosen));
}

/**
 * Was the chosen cutset chosen on another model? True when the shown model is read and none of
 * the names is one of its variables: the choice then gives way to the app's proposal (a set with
 * some names known stays, and is refused naming the first unknown one).
 */
export function cutsetChosenElsewhere(kind: string, puzzle: unknown, chosen: readonly string[]): boolean {
  if (chosen.length === 0) return false;
  const p = problemOf(kind, puzzle);
  if ('reason' in p) return false;
  const names = new Set(p.problem.variables.map((v) => v.name));
  return !chosen.some((name) => names.has(name));
}

/** Is this trace a cutset run's (its first record a `cutset`)? */
export function isCutsetTrace(trace: Trace | null): boolean {
  return trace !== null && trace.recorded > 0 && trace.type(0) === EventCode.cutset;
}

/** A cutset run at a step: the cutset, and the assignment of it in effect (0: none yet). */
export interface CutsetStepView {
  /** The cutset's variables, in the order they are assigned. */
  cutset: number[];
  /** Which assignment of the cutset (from 1) the step is in; 0 before the first. */
  condition: number;
  /** Where the step's assignment of the cutset starts (its `condition` record), -1 before the first. */
  from: number;
}

/** The cutset run's cutset and assignment at `position` (events before it), or null when the trace is not a cutset run's. */
export function cutsetStepAt(trace: Trace | null, position: number): CutsetStepView | null {
  if (!trace || !isCutsetTrace(trace)) return null;
  const cutset: number[] = [];
  let i = 0;
  for (; i < trace.recorded && trace.type(i) === EventCode.cutset; i++) cutset.push(trace.variable(i));
  let condition = 0;
  let from = -1;
  const upTo = Math.min(position, trace.recorded);
  for (let j = upTo - 1; j >= i; j--) {
    if (trace.type(j) === EventCode.condition) {
      condition = trace.variable(j);
      from = j;
      break;
    }
  }
  return { cutset, condition, from };
}
