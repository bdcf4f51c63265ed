/**
 * All-different over shifted values: `x[i] + shift[i]` pairwise different for the variables
 * `x = scope`. With every shift 0 it is the plain all-different; with `shift[i] = i` (or `-i`) it
 * says that no two queens share a diagonal, which is how N-queens is modelled (the MiniZinc
 * tutorial's `alldifferent(q)`, `alldifferent([q[i] + i | i in 1..n])`, `alldifferent([q[i] - i
 * | i in 1..n])`; see src/puzzles/queens/).
 *
 * Filtering: value elimination, which is exactly arc consistency on its pairwise decomposition
 * `x[i] + shift[i] ≠ x[j] + shift[j]` (a binary ≠ only removes a value once the other side is
 * down to one value). For scopes where the shifted values are a line of a board (queens: a column
 * or a diagonal), each removal is a single bit operation and a whole-row check is O(scope) with no
 * allocation: the constraint keeps one scratch array of line counts.
 *
 * Local search (src/solver/local/): `violations` counts the pairs that clash (the violated binary
 * constraints of the decomposition) and `conflicts` the clashes one variable would have with a
 * given value.
 */
import { english, type Message } from '../../text/index.ts';
import type { Constraint, Domains } from '../problem.ts';

export class ShiftedAllDifferent implements Constraint {
  readonly idempotent = false;
  /** `shift[k]`: the shift of `scope[k]`. */
  readonly shift: Int32Array;
  /** Position of each scope variable in `scope` (by variable index), -1 outside. */
  private readonly position: Int32Array;
  /** Smallest possible shifted value (offset of the line counts). */
  private readonly low: number;
  /** Scratch: how many assigned scope variables take each shifted value (all zero between calls). */
  private readonly seen: Int32Array;

  /**
   * `shift`: one per scope variable (default all 0). `valueCount`: the largest domain size of the
   * scope's variables (values are 0 .. valueCount - 1).
   */
  constructor(
    readonly scope: readonly number[],
    shift: readonly number[] | Int32Array | undefined,
    readonly label: Message,
    valueCount: number,
  ) {
    const n = scope.length;
    this.shift = new Int32Array(n);
    if (shift) {
      if (shift.length !== n) throw new RangeError(`${english(label)}: ${shift.length} shifts for ${n} variables`);
      this.shift.set(shift);
    }
    let low = 0;
    let high = valueCount - 1;
    let maxVar = -1;
    for (let k = 0; k < n; k++) {
      low = Math.min(low, this.shift[k]!);
      high = Math.max(high, valueCount - 1 + this.shift[k]!);
      maxVar = Math.max(maxVar, scope[k]!);
    }
    this.low = low;
    this.seen = new Int32Array(high - low + 1);
    this.position = new Int32Array(maxVar + 1).fill(-1);
    for (let k = 0; k < n; k++) this.position[scope[k]!] = k;
  }

  /** The shift of variable v (which must be in the scope). */
  shiftOf(v: number): number {
    return this.shift[this.position[v]!]!;
  }

  isConsistent(domains: Domains, values: Int32Array): boolean {
    const { scope, shift, seen } = this;
    const low = this.low;
    let ok = true;
    let k = 0;
    for (; k < scope.length; k++) {
      const value = values[scope[k]!]!;
      if (value < 0) continue;
      domains.checks++;
      const line = value + shift[k]! - low;
      if (seen[line]! > 0) {
        ok = false;
        break;
      }
      seen[line] = 1;
    }
    // Leave the scratch clean.
    for (let j = 0; j < k; j++) {
      const value = values[scope[j]!]!;
      if (value >= 0) seen[value + shift[j]! - low] = 0;
    }
    return ok;
  }

  /** Remove the shifted value `line` from every scope variable but `from`. */
  private eliminate(domains: Domains, from: number, line: number): boolean {
    const { scope, shift } = this;
    for (let k = 0; k < scope.length; k++) {
      const u = scope[k]!;
      if (u === from) continue;
      const value = line - shift[k]!;
      if (value < 0 || value >= domains.initialSize(u)) continue;
      domains.checks++;
      if (!domains.remove(u, value)) return false;
    }
    return true;
  }

  forwardCheck(domains: Domains, assigned: number): boolean {
    return this.eliminate(domains, assigned, domains.assignedValue(assigned) + this.shiftOf(assigned));
  }

  propagate(domains: Domains, changed: number): boolean {
    if (domains.size(changed) !== 1) return true;
    return this.eliminate(domains, changed, domains.firstValue(changed) + this.shiftOf(changed));
  }

  countSupports(domains: Domains, variable: number, values: Int32Array, n: number, out: Float64Array): void {
    const own = this.shiftOf(variable);
    const { scope, shift } = this;
    for (let k = 0; k < scope.length; k++) {
      const u = scope[k]!;
      if (u === variable || domains.isAssigned(u)) continue;
      const size = domains.size(u);
      const limit = domains.initialSize(u);
      for (let i = 0; i < n; i++) {
        const value = values[i]! + own - shift[k]!;
        out[i]! += value >= 0 && value < limit && domains.has(u, value) ? size - 1 : size;
      }
    }
  }

  /** Pairs of scope variables whose shifted values are equal (every variable assigned). */
  violations(values: Int32Array): number {
    const { scope, shift, seen } = this;
    const low = this.low;
    let pairs = 0;
    for (let k = 0; k < scope.length; k++) {
      const value = values[scope[k]!]!;
      if (value < 0) continue;
      pairs += seen[value + shift[k]! - low]!++;
    }
    for (let k = 0; k < scope.length; k++) {
      const value = values[scope[k]!]!;
      if (value >= 0) seen[value + shift[k]! - low] = 0;
    }
    return pairs;
  }

  /** Scope variables other than v whose shifted value equals v's if v took `value`. */
  conflicts(values: Int32Array, v: number, value: number): number {
    const { scope, shift } = this;
    const line = value + this.shiftOf(v);
    let count = 0;
    for (let k = 0; k < scope.length; k++) {
      const u = scope[k]!;
      if (u === v) continue;
      const other = values[u]!;
      if (other >= 0 && other + shift[k]! === line) count++;
    }
    return count;
  }
}
