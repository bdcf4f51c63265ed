/**
 * A binary constraint given in extension: the table of allowed pairs `(x = a, y = b)`. It filters
 * by plain arc revision (AC-3's REVISE in both directions, repeated until neither removes a value),
 * so one call reaches the fixpoint. Meant for small domains (random binary CSPs, teaching examples).
 */
import { english, type Message } from '../../text/index.ts';
import type { Constraint, Domains } from '../problem.ts';

export class BinaryTable implements Constraint {
  readonly scope: readonly number[];
  readonly idempotent = true;
  private readonly sizeY: number;
  /** allowed pairs, row-major: `table[a * sizeY + b]`. */
  private readonly table: Uint8Array;

  /** `allowed[a][b]`: may x take a while y takes b? Missing entries are forbidden. */
  constructor(
    readonly x: number,
    readonly y: number,
    allowed: readonly (readonly boolean[])[],
    sizeX: number,
    sizeY: number,
    readonly label: Message,
  ) {
    if (x === y) throw new RangeError(`${english(label)}: a binary table needs two different variables`);
    this.scope = [x, y];
    this.sizeY = sizeY;
    this.table = new Uint8Array(sizeX * sizeY);
    for (let a = 0; a < sizeX; a++) for (let b = 0; b < sizeY; b++) this.table[a * sizeY + b] = allowed[a]?.[b] === true ? 1 : 0;
  }

  /** May `variable` take `value` while the other scope variable takes `other`? */
  private allows(variable: number, value: number, other: number): boolean {
    return variable === this.x ? this.table[value * this.sizeY + other] === 1 : this.table[other * this.sizeY + value] === 1;
  }

  isConsistent(domains: Domains, values: Int32Array): boolean {
    const a = values[this.x]!;
    const b = values[this.y]!;
    if (a < 0 || b < 0) return true;
    domains.checks++;
    return this.table[a * this.sizeY + b] === 1;
  }

  forwardCheck(domains: Domains, assigned: number): boolean {
    const other = assigned === this.x ? this.y : this.x;
    const value = domains.assignedValue(assigned);
    if (domains.isAssigned(other)) {
      domains.checks++;
      return this.allows(assigned, value, domains.assignedValue(other));
    }
    for (let w = 0, n = domains.initialSize(other); w < n; w++) {
      if (!domains.has(other, w)) continue;
      domains.checks++;
      if (!this.allows(other, w, value) && !domains.remove(other, w)) return false;
    }
    return true;
  }

  /** Remove from `v` every value without a support in `other`. Returns -1 on a wipeout, else how many went. */
  private revise(domains: Domains, v: number, other: number): number {
    let removed = 0;
    for (let a = 0, n = domains.initialSize(v); a < n; a++) {
      if (!domains.has(v, a)) continue;
      let supported = false;
      for (let b = 0, m = domains.initialSize(other); b < m && !supported; b++) {
        if (!domains.has(other, b)) continue;
        domains.checks++;
        supported = this.allows(v, a, b);
      }
      if (!supported) {
        removed++;
        if (!domains.remove(v, a)) return -1;
      }
    }
    return removed;
  }

  propagate(domains: Domains, _changed: number): boolean {
    for (;;) {
      const fromX = this.revise(domains, this.x, this.y);
      if (fromX < 0) return false;
      const fromY = this.revise(domains, this.y, this.x);
      if (fromY < 0) return false;
      if (fromY === 0) return true;
    }
  }

  countSupports(domains: Domains, variable: number, values: Int32Array, n: number, out: Float64Array): void {
    const other = variable === this.x ? this.y : this.x;
    if (domains.isAssigned(other)) return;
    for (let k = 0; k < n; k++) {
      let supported = 0;
      for (let b = 0, m = domains.initialSize(other); b < m; b++) if (domains.has(other, b) && this.allows(variable, values[k]!, b)) supported++;
      out[k]! += supported;
    }
  }
}
