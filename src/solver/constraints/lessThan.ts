/**
 * `a < b` on two variables whose value indices are ordered the same way (Futoshiki digits), with
 * bounds propagation: a loses every value ≥ max(b), b every value ≤ min(a). For `<` this is also
 * full arc consistency, and one call reaches the fixpoint (pruning a's top does not move min(a)).
 */
import type { Constraint } from '../problem.ts';
import type { State } from '../state.ts';

/** The largest value in v's domain, or -1 when it is empty. */
export function lastValue(state: State, v: number): number {
  const o = state.offset[v]!;
  for (let i = state.wordCount[v]! - 1; i >= 0; i--) {
    const word = state.bits[o + i]!;
    if (word !== 0) return (i << 5) + 31 - Math.clz32(word);
  }
  return -1;
}

export class LessThan implements Constraint {
  readonly scope: readonly number[];
  readonly idempotent = true;

  constructor(
    readonly a: number,
    readonly b: number,
    readonly label: string,
  ) {
    this.scope = [a, b];
  }

  isConsistent(state: State, values: Int32Array): boolean {
    const va = values[this.a]!;
    const vb = values[this.b]!;
    if (va < 0 || vb < 0) return true;
    state.checks++;
    return va < vb;
  }

  /** Remove from v every value in from..to (inclusive). */
  private removeRange(state: State, v: number, from: number, to: number): boolean {
    for (let x = from; x <= to; x++) {
      state.checks++;
      if (!state.remove(v, x)) return false;
    }
    return true;
  }

  forwardCheck(state: State, assigned: number): boolean {
    const { a, b } = this;
    if (assigned === a) {
      const va = state.value[a]!;
      if (state.isAssigned(b)) {
        state.checks++;
        return va < state.value[b]!;
      }
      return this.removeRange(state, b, 0, va);
    }
    const vb = state.value[b]!;
    if (state.isAssigned(a)) {
      state.checks++;
      return state.value[a]! < vb;
    }
    return this.removeRange(state, a, vb, state.initialSize[a]! - 1);
  }

  propagate(state: State, _changed: number): boolean {
    const { a, b } = this;
    const maxB = lastValue(state, b);
    const maxA = lastValue(state, a);
    if (maxA >= maxB && !this.removeRange(state, a, maxB, maxA)) return false;
    const minA = state.firstValue(a);
    const minB = state.firstValue(b);
    if (minB <= minA && !this.removeRange(state, b, minB, minA)) return false;
    return true;
  }

  countSupports(state: State, variable: number, values: Int32Array, n: number, out: Float64Array): void {
    const other = variable === this.a ? this.b : this.a;
    if (state.isAssigned(other)) return;
    const scratch = new Int32Array(state.initialSize[other]!);
    const count = state.valuesOf(other, scratch);
    for (let k = 0; k < n; k++) {
      const x = values[k]!;
      let supported = 0;
      for (let i = 0; i < count; i++) {
        const y = scratch[i]!;
        if (variable === this.a ? x < y : y < x) supported++;
      }
      out[k]! += supported;
    }
  }
}
