/**
 * Why a step happened, as data, before any sentence is made of it: which constraint acted, of
 * what kind, between which variables, and on which values. Every sentence that explains a step
 * (the why log, the lesson, the step list) renders one of these, so that a crossing is only
 * blamed when two letters differ there and a repeated word is said to be repeated.
 *
 * Pure: it reads the problem's sketch, the event, and the assignment just before the event.
 * - conflict (no inference): the constraint violated by the value just placed;
 * - prune: the constraint that removed the value;
 * - wipe-out: the constraint that removed the last value (`lastValue`, the last prune's).
 */
import { EventCode } from './codes.ts';
import type { ConstraintKind, ProblemSketch } from './sketch.ts';

export type Reason =
  /**
   * Two slots cross at board cell `cell`: letter `position` of `variable`'s word and letter
   * `otherPosition` of `other`'s word are that cell. `otherValue`: other's word when it is
   * placed, -1 when it is open (then no word left in it has a fitting letter).
   */
  | { kind: 'crossing'; constraint: number; variable: number; value: number; other: number; otherValue: number; position: number; otherPosition: number; cell: number }
  /** All different: `other` already holds `value` (the same word in two slots, the same digit twice in a unit). */
  | { kind: 'same-value'; constraint: number; variable: number; value: number; other: number }
  /** All different, with no one variable holding the value (Régin's filtering: a group of cells needs it). */
  | { kind: 'all-different'; constraint: number; variable: number; value: number }
  /**
   * A sign `scope[0] < scope[1]`: `variable` must be less than `other` (`less`) or greater.
   * `otherValue`: other's value when placed, else -1 (no value left in it fits).
   */
  | { kind: 'sign'; constraint: number; variable: number; value: number; other: number; otherValue: number; less: boolean }
  /**
   * Another constraint, named by its label; `other` is its other variable when it has two, else -1.
   * A shifted all-different (N-queens' column or diagonal): `other` is the assigned variable whose
   * shifted value is the same line (the queen that attacks), or -1 when none is assigned there.
   */
  | { kind: 'constraint'; constraint: number; variable: number; value: number; other: number }
  /** No constraint: the search itself removed the value (binary branching's `x ≠ v`). */
  | { kind: 'search'; variable: number; value: number };

export type ReasonKind = Reason['kind'];

/** What constraint `c` says; older sketches without kinds: a crossing when it has letter positions. */
export function kindOf(sketch: ProblemSketch, c: number): ConstraintKind | null {
  const k = sketch.constraints[c];
  if (!k) return null;
  return k.kind ?? (k.positions ? 'crossing' : 'other');
}

function otherOf(scope: readonly number[], variable: number): number {
  if (scope.length !== 2) return -1;
  return scope[0] === variable ? scope[1]! : scope[1] === variable ? scope[0]! : -1;
}

/** The first variable of constraint c's scope other than `variable` whose value is `value`, or -1. */
function holderOf(sketch: ProblemSketch, c: number, variable: number, value: number, values: ArrayLike<number>): number {
  if (value < 0) return -1;
  for (const u of sketch.constraints[c]!.scope) if (u !== variable && values[u] === value) return u;
  return -1;
}

/** The first assigned scope variable other than `variable` whose shifted value is `value`'s (the same line), or -1. */
function sameLineOf(scope: readonly number[], shifts: readonly number[] | undefined, variable: number, value: number, values: ArrayLike<number>): number {
  if (value < 0 || !shifts) return -1;
  const at = scope.indexOf(variable);
  if (at < 0) return -1;
  const line = value + shifts[at]!;
  for (let k = 0; k < scope.length; k++) {
    const u = scope[k]!;
    const x = values[u] ?? -1;
    if (u !== variable && x >= 0 && x + shifts[k]! === line) return u;
  }
  return -1;
}

/**
 * The reason constraint `c` gives against `value` of `variable`, with the assignment `values`
 * (before the event; for a conflict, with `variable` already holding `value`).
 */
export function reasonOf(sketch: ProblemSketch, c: number, variable: number, value: number, values: ArrayLike<number>): Reason {
  const k = sketch.constraints[c];
  if (c < 0 || !k) return { kind: 'search', variable, value };
  const kind = kindOf(sketch, c);
  const other = otherOf(k.scope, variable);
  switch (kind) {
    case 'crossing': {
      if (other >= 0 && k.positions) {
        const mine = k.scope[0] === variable ? 0 : 1;
        return {
          kind: 'crossing',
          constraint: c,
          variable,
          value,
          other,
          otherValue: values[other] ?? -1,
          position: k.positions[mine]!,
          otherPosition: k.positions[1 - mine]!,
          cell: k.cell ?? -1,
        };
      }
      break;
    }
    case 'all-different': {
      const holder = holderOf(sketch, c, variable, value, values);
      if (holder >= 0) return { kind: 'same-value', constraint: c, variable, value, other: holder };
      return { kind: 'all-different', constraint: c, variable, value };
    }
    case 'less-than':
      if (other >= 0) return { kind: 'sign', constraint: c, variable, value, other, otherValue: values[other] ?? -1, less: k.scope[0] === variable };
      break;
    case 'shifted-all-different':
      return { kind: 'constraint', constraint: c, variable, value, other: sameLineOf(k.scope, k.shifts, variable, value, values) };
    default:
      break;
  }
  return { kind: 'constraint', constraint: c, variable, value, other };
}

/** Why `variable`, holding `values[variable]`, violates constraint `c` (a `conflict` event: no inference). */
export function conflictReason(sketch: ProblemSketch, c: number, variable: number, values: ArrayLike<number>): Reason {
  return reasonOf(sketch, c, variable, values[variable] ?? -1, values);
}

/** Why `value` was pruned from `variable` by constraint `c` (-1: by the search itself). */
export function pruneReason(sketch: ProblemSketch, c: number, variable: number, value: number, values: ArrayLike<number>): Reason {
  return reasonOf(sketch, c, variable, value, values);
}

/**
 * Why `variable`'s domain emptied: constraint `c` removed its last value, `lastValue` (the value of
 * the prune just before the wipe-out, or -1 when it is not known).
 */
export function wipeoutReason(sketch: ProblemSketch, c: number, variable: number, lastValue: number, values: ArrayLike<number>): Reason {
  return reasonOf(sketch, c, variable, lastValue, values);
}

/** The value the prune just before a wipe-out at event i removed from the same variable by the same constraint, or -1. */
export function lastPrunedValue(trace: { type(i: number): number; variable(i: number): number; value(i: number): number; extra(i: number): number }, i: number): number {
  if (i <= 0 || trace.type(i) !== EventCode.wipeout) return -1;
  const j = i - 1;
  if (trace.type(j) === EventCode.prune && trace.variable(j) === trace.variable(i) && trace.extra(j) === trace.value(i)) return trace.value(j);
  return -1;
}
