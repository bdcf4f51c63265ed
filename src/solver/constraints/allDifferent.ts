/**
 * All-different by value elimination: once a variable of the scope holds a value (its domain is a
 * single value), no other variable of the scope may take it. This is what arc consistency on the
 * pairwise `≠` decomposition achieves. Value indices must mean the same thing for every variable
 * of the scope (the same word list, the same digits).
 */
import type { Constraint } from '../problem.ts';
import type { State } from '../state.ts';

export class AllDifferentNeq implements Constraint {
  readonly idempotent = false;
  constructor(
    readonly scope: readonly number[],
    readonly label: string,
  ) {}

  isConsistent(state: State, values: Int32Array): boolean {
    const seen = new Set<number>();
    for (const v of this.scope) {
      const value = values[v]!;
      if (value < 0) continue;
      state.checks++;
      if (seen.has(value)) return false;
      seen.add(value);
    }
    return true;
  }

  private eliminate(state: State, from: number, value: number): boolean {
    for (const u of this.scope) {
      if (u === from) continue;
      state.checks++;
      if (!state.remove(u, value)) return false;
    }
    return true;
  }

  forwardCheck(state: State, assigned: number): boolean {
    return this.eliminate(state, assigned, state.value[assigned]!);
  }

  propagate(state: State, changed: number): boolean {
    if (state.size[changed] !== 1) return true;
    return this.eliminate(state, changed, state.firstValue(changed));
  }

  countSupports(state: State, variable: number, values: Int32Array, n: number, out: Float64Array): void {
    for (const u of this.scope) {
      if (u === variable || state.isAssigned(u)) continue;
      const size = state.size[u]!;
      for (let k = 0; k < n; k++) out[k]! += state.has(u, values[k]!) ? size - 1 : size;
    }
  }
}
