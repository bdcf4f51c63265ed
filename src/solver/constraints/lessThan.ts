/**
 * `a < b` on two variables whose value indices are ordered the same way (Futoshiki digits), with
 * bounds propagation: a loses every value ≥ max(b), b every value ≤ min(a). For `<` this is also
 * full arc consistency, and one call reaches the fixpoint (pruning a's top does not move min(a)).
 */
import type { Message } from '../../text/index.ts';
import type { Constraint, Domains } from '../problem.ts';

/** The largest value in v's domain, or -1 when it is empty. */
export function lastValue(domains: Domains, v: number): number {
  return domains.lastValue(v);
}

export class LessThan implements Constraint {
  readonly scope: readonly number[];
  readonly idempotent = true;

  constructor(
    readonly a: number,
    readonly b: number,
    readonly label: Message,
  ) {
    this.scope = [a, b];
  }

  isConsistent(domains: Domains, values: Int32Array): boolean {
    const va = values[this.a]!;
    const vb = values[this.b]!;
    if (va < 0 || vb < 0) return true;
    domains.checks++;
    return va < vb;
  }

  /** Remove from v every value in from..to (inclusive). */
  private removeRange(domains: Domains, v: number, from: number, to: number): boolean {
    for (let x = from; x <= to; x++) {
      domains.checks++;
      if (!domains.remove(v, x)) return false;
    }
    return true;
  }

  forwardCheck(domains: Domains, assigned: number): boolean {
    const { a, b } = this;
    if (assigned === a) {
      const va = domains.assignedValue(a);
      if (domains.isAssigned(b)) {
        domains.checks++;
        return va < domains.assignedValue(b);
      }
      return this.removeRange(domains, b, 0, va);
    }
    const vb = domains.assignedValue(b);
    if (domains.isAssigned(a)) {
      domains.checks++;
      return domains.assignedValue(a) < vb;
    }
    return this.removeRange(domains, a, vb, domains.initialSize(a) - 1);
  }

  propagate(domains: Domains, _changed: number): boolean {
    const { a, b } = this;
    const maxB = domains.lastValue(b);
    const maxA = domains.lastValue(a);
    if (maxA >= maxB && !this.removeRange(domains, a, maxB, maxA)) return false;
    const minA = domains.firstValue(a);
    const minB = domains.firstValue(b);
    if (minB <= minA && !this.removeRange(domains, b, minB, minA)) return false;
    return true;
  }

  countSupports(domains: Domains, variable: number, values: Int32Array, n: number, out: Float64Array): void {
    const other = variable === this.a ? this.b : this.a;
    if (domains.isAssigned(other)) return;
    const scratch = new Int32Array(domains.initialSize(other));
    const count = domains.valuesOf(other, scratch);
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
