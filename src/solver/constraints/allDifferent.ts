/**
 * All-different by value elimination: once a variable of the scope holds a value (its domain is a
 * single value), no other variable of the scope may take it. This is what arc consistency on the
 * pairwise `≠` decomposition achieves. Value indices must mean the same thing for every variable
 * of the scope (the same word list, the same digits).
 */
import type { Message } from '../../text/index.ts';
import type { Constraint, Domains } from '../problem.ts';

export class AllDifferentNeq implements Constraint {
  readonly idempotent = false;
  constructor(
    readonly scope: readonly number[],
    readonly label: Message,
  ) {}

  isConsistent(domains: Domains, values: Int32Array): boolean {
    const seen = new Set<number>();
    for (const v of this.scope) {
      const value = values[v]!;
      if (value < 0) continue;
      domains.checks++;
      if (seen.has(value)) return false;
      seen.add(value);
    }
    return true;
  }

  private eliminate(domains: Domains, from: number, value: number): boolean {
    for (const u of this.scope) {
      if (u === from) continue;
      domains.checks++;
      if (!domains.remove(u, value)) return false;
    }
    return true;
  }

  forwardCheck(domains: Domains, assigned: number): boolean {
    return this.eliminate(domains, assigned, domains.assignedValue(assigned));
  }

  propagate(domains: Domains, changed: number): boolean {
    if (domains.size(changed) !== 1) return true;
    return this.eliminate(domains, changed, domains.firstValue(changed));
  }

  countSupports(domains: Domains, variable: number, values: Int32Array, n: number, out: Float64Array): void {
    for (const u of this.scope) {
      if (u === variable || domains.isAssigned(u)) continue;
      const size = domains.size(u);
      for (let k = 0; k < n; k++) out[k]! += domains.has(u, values[k]!) ? size - 1 : size;
    }
  }
}
