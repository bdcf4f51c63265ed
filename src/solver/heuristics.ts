/**
 * Variable and value ordering: small named strategies, as in the textbook (AIMA 6.3.1).
 */
import type { State } from './state.ts';
import type { SelectReason } from './events.ts';
import type { ValueOrder, VariableOrder } from './options.ts';
import type { Random } from './random.ts';
import type { SearchPhase } from './problem.ts';

/** Constraints on v that still link it to an unassigned variable, and the sum of their weights. */
export function liveDegree(state: State, v: number): { degree: number; weightedDegree: number } {
  return { degree: liveCount(state, v, false), weightedDegree: liveCount(state, v, true) };
}

/**
 * One of liveDegree's two numbers, without the object (the selections below run once per node,
 * over every unassigned variable: no allocation there, even before the JIT has inlined anything).
 */
function liveCount(state: State, v: number, weighted: boolean): number {
  let total = 0;
  const { scopeStart, scopeVars, varConstraints, value } = state;
  const end = state.varConstraintStart[v + 1]!;
  for (let k = state.varConstraintStart[v]!; k < end; k++) {
    const c = varConstraints[k]!;
    for (let i = scopeStart[c]!, to = scopeStart[c + 1]!; i < to; i++) {
      const u = scopeVars[i]!;
      if (u !== v && value[u]! < 0) {
        total += weighted ? state.weight[c]! : 1;
        break;
      }
    }
  }
  return total;
}

/**
 * Which variables a selection may choose: 1 for each in the set (`Problem.declared`); null:
 * every variable. The selections below skip the others.
 */
export type Among = Uint8Array | null;

/** Static order: the first unassigned variable. */
function firstUnassigned(state: State, among: Among): number {
  for (let v = 0; v < state.variableCount; v++) if (state.value[v]! < 0 && (among === null || among[v] === 1)) return v;
  return -1;
}

/** MRV (minimum remaining values): the unassigned variable with the smallest domain (the first of equals). */
function minimumRemainingValues(state: State, among: Among): number {
  let best = -1;
  let bestSize = Infinity;
  for (let v = 0; v < state.variableCount; v++) {
    if (state.value[v]! >= 0 || (among !== null && among[v] === 0)) continue;
    const s = state.size(v);
    if (s < bestSize) {
      best = v;
      bestSize = s;
    }
  }
  return best;
}

/**
 * MRV, ties broken by the degree heuristic: of the variables with MRV's smallest domain, the one
 * with the most constraints on unassigned variables (the first of equals).
 */
function mrvThenDegree(state: State, among: Among): number {
  const first = minimumRemainingValues(state, among);
  if (first < 0) return -1;
  const size = state.size(first);
  let best = first;
  let bestDegree = liveCount(state, first, false);
  for (let v = first + 1; v < state.variableCount; v++) {
    if (state.value[v]! >= 0 || state.size(v) !== size || (among !== null && among[v] === 0)) continue;
    const d = liveCount(state, v, false);
    if (d > bestDegree) {
      best = v;
      bestDegree = d;
    }
  }
  return best;
}

/**
 * For dom/wdeg, each constraint's unassigned variables, seen once per choice rather than once
 * per variable of its scope (a knapsack's sums have twenty): the first unassigned variable of
 * its scope (-1: none) and whether another unassigned one follows. A constraint links v to an
 * unassigned variable exactly when its first is not v, or another follows (`liveCount` above).
 */
interface OpenScopes {
  /** The choice that last filled each constraint's entry (entries of older choices are stale). */
  readonly seenAt: Int32Array;
  readonly first: Int32Array;
  readonly second: Uint8Array;
  choice: number;
}
const openScopes = new WeakMap<State, OpenScopes>();
/** Scopes of up to this many variables are scanned for each of their variables, as `liveCount` does. */
const SCANNED = 3;

/** dom/wdeg (Boussemart et al. 2004): smallest domain size over weighted degree. */
function domOverWeightedDegree(state: State, among: Among): number {
  let open = openScopes.get(state);
  if (open === undefined) {
    const n = state.constraints.length;
    open = { seenAt: new Int32Array(n), first: new Int32Array(n), second: new Uint8Array(n), choice: 0 };
    openScopes.set(state, open);
  }
  const choice = ++open.choice;
  const { seenAt, first, second } = open;
  const value = state.value;
  let best = -1;
  let bestScore = Infinity;
  const { scopeStart, scopeVars, varConstraintStart, varConstraints, weight } = state;
  for (let v = 0; v < state.variableCount; v++) {
    if (value[v]! >= 0 || (among !== null && among[v] === 0)) continue;
    // The weights of the constraints on v that still link it to an unassigned variable (liveCount's).
    let w = 0;
    const end = varConstraintStart[v + 1]!;
    for (let k = varConstraintStart[v]!; k < end; k++) {
      const c = varConstraints[k]!;
      const from = scopeStart[c]!;
      const to = scopeStart[c + 1]!;
      if (to - from <= SCANNED) {
        // A small scope: scanned again, cheaper than remembered.
        for (let i = from; i < to; i++) {
          const u = scopeVars[i]!;
          if (u !== v && value[u]! < 0) {
            w += weight[c]!;
            break;
          }
        }
        continue;
      }
      if (seenAt[c] !== choice) {
        seenAt[c] = choice;
        let f = -1;
        let more = 0;
        for (let i = from; i < to; i++) {
          const u = scopeVars[i]!;
          if (value[u]! >= 0) continue;
          if (f < 0) f = u;
          else if (u !== f) {
            more = 1;
            break;
          }
        }
        first[c] = f;
        second[c] = more;
      }
      if ((first[c] !== v && first[c]! >= 0) || second[c] === 1) w += weight[c]!;
    }
    const score = state.size(v) / (w > 0 ? w : 0.5);
    if (score < bestScore) {
      best = v;
      bestScore = score;
    }
  }
  return best;
}
/** The unassigned variable `order` chooses (among `among`'s, when given), or -1 when there is none. */
export function selectVariable(state: State, order: VariableOrder, among: Among = null): number {
  switch (order) {
    case 'static':
      return firstUnassigned(state, among);
    case 'mrv':
      return minimumRemainingValues(state, among);
    case 'mrv-degree':
      return mrvThenDegree(state, among);
    case 'dom-wdeg':
      return domOverWeightedDegree(state, among);
  }
}

export function selectReason(state: State, v: number): SelectReason {
  return { domainSize: state.size(v), ...liveDegree(state, v) };
}

/**
 * Write v's values to `out` in the order to try them; returns how many. `scratch` is a
 * Float64Array at least as long as the domain, used by LCV.
 */
export function orderValues(
  state: State,
  v: number,
  order: ValueOrder,
  out: Int32Array,
  scratch: Float64Array,
  random: Random,
): number {
  const n = state.valuesOf(v, out);
  switch (order) {
    case 'lex':
      break;
    case 'reverse':
      out.subarray(0, n).reverse();
      break;
    case 'random':
      random.shuffle(out, n);
      break;
    case 'lcv':
      leastConstrainingValue(state, v, out, n, scratch);
      break;
  }
  return n;
}

/** LCV: values that leave the most options to the neighbours first (ties: lower value first). */
function leastConstrainingValue(state: State, v: number, out: Int32Array, n: number, scores: Float64Array): void {
  scores.fill(0, 0, n);
  for (let k = state.varConstraintStart[v]!, end = state.varConstraintStart[v + 1]!; k < end; k++) {
    state.constraints[state.varConstraints[k]!]!.countSupports(state, v, out, n, scores);
  }
  const order = Array.from({ length: n }, (_, i) => i);
  order.sort((a, b) => scores[b]! - scores[a]! || out[a]! - out[b]!);
  const values = Array.from(out.subarray(0, n));
  for (let i = 0; i < n; i++) out[i] = values[order[i]!]!;
}

/**
 * A problem's own search order (`Problem.searchOrder`, a FlatZinc search annotation): the first
 * phase with an unassigned variable chooses it, by its own rule; `valueOrder` is that phase's
 * value order. -1 when every variable the phases name is assigned (the search's own order then
 * takes the rest).
 */
export class AnnotatedOrder {
  /** The value order of the phase that made the last choice. */
  valueOrder: 'lex' | 'reverse' = 'lex';

  constructor(private readonly phases: readonly SearchPhase[]) {}

  select(state: State): number {
    for (const phase of this.phases) {
      const v = selectInPhase(state, phase);
      if (v >= 0) {
        this.valueOrder = phase.valueOrder;
        return v;
      }
    }
    return -1;
  }
}

/** The variable a phase chooses (the first of equals in its list), or -1 when all are assigned. */
function selectInPhase(state: State, phase: SearchPhase): number {
  const { variables, variableOrder, offsets } = phase;
  let best = -1;
  let bestScore = Infinity;
  for (let i = 0; i < variables.length; i++) {
    const v = variables[i]!;
    if (state.value[v]! >= 0) continue;
    if (variableOrder === 'input-order') return v;
    let score: number;
    if (variableOrder === 'first-fail') score = state.size(v);
    else if (variableOrder === 'anti-first-fail') score = -state.size(v);
    else if (variableOrder === 'smallest') score = state.firstValue(v) + (offsets?.[i] ?? 0);
    else if (variableOrder === 'largest') score = -(state.lastValue(v) + (offsets?.[i] ?? 0));
    else {
      const w = liveCount(state, v, true);
      score = state.size(v) / (w > 0 ? w : 0.5);
    }
    if (score < bestScore) {
      best = v;
      bestScore = score;
    }
  }
  return best;
}
