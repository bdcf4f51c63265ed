/**
 * An independent checker of reasons (issue 20: "every explanation is true"). It replays a
 * recorded search from the solver's own event objects — its own assignment, its own domains (the
 * initial domains worked out from the puzzle, minus the prunes in effect) — and, at a conflict, a
 * prune or a wipe-out, decides from the puzzle itself (the board's geometry, the words' letters,
 * the units, the signs) whether a claimed reason is true:
 *
 * - a crossing: the two slots share that cell at those letter positions, and the letters there
 *   really differ (the other slot placed), or no word left in the other slot has the letter;
 * - a repeated value: the other slot or cell holds the same word or digit, and the rule applies to
 *   both (words of one length when words may not repeat; a row, column or box);
 * - an all-different unit with no holder: the value is in no assignment of the unit's domains
 *   with all values different (a bipartite matching, computed here);
 * - a sign: the puzzle has that sign between the two cells, and no value left in the other fits;
 * - an attack (N-queens): the queen named stands on the same line of the board (the column or the
 *   diagonal the constraint that acted keeps to one queen) as the value; with no queen named, some
 *   row down to one column holds that line (value elimination acts only then).
 *
 * It also reads which constraint really acted from the solver's constraint object (a crossing, an
 * all-different, a sign) and requires the claim to be of that kind, about that constraint's cells.
 * It never calls the sentence code or src/trace/reason.ts: the claims it checks come from there.
 */
import { Crossing, type CrosswordLayout } from '../../puzzles/crossword/index.ts';
import { AllDifferentGac, AllDifferentNeq, LessThan, ShiftedAllDifferent, type Constraint, type SearchEvent } from '../../solver/index.ts';
import { EventCode, type Reason } from '../../trace/index.ts';

/** What the checker knows of a puzzle: only the puzzle, never the model's reasoning. */
export type PuzzleFacts =
  | {
      kind: 'crossword';
      layout: CrosswordLayout;
      /** Words of each length, in the order of the values (the dictionary index's order). */
      words: ReadonlyMap<number, readonly string[]>;
      reuse: boolean;
    }
  | {
      kind: 'sudoku' | 'futoshiki';
      size: number;
      /** Box shape (Sudoku) or 0 (Futoshiki: no boxes). */
      boxRows: number;
      boxCols: number;
      /** Per cell: 0 empty, else the given digit 1..size. */
      givens: readonly number[];
      /** Signs as [a, b]: cell a < cell b. */
      signs: readonly (readonly [number, number])[];
    }
  | {
      kind: 'queens';
      size: number;
      /** Per row: the column of a queen placed before search, or -1. */
      givens: readonly number[];
    }
  | {
      /** A model: only its variables' values (its FlatZinc's domains, 0-based); its reasons are not judged here, its choices are. */
      kind: 'model';
      domains: readonly (readonly number[])[];
    };

/** The line of the board (queens) through row r, column c: its column, its ↗ diagonal (r + c) or its ↘ diagonal (c - r). */
function lineOf(line: 'column' | 'rising' | 'falling', r: number, c: number): number {
  return line === 'column' ? c : line === 'rising' ? r + c : c - r;
}

/** One event the checker decided on. */
export interface Verdict {
  index: number;
  event: SearchEvent['type'];
  /** Empty when the claim is true. */
  errors: string[];
}

const SLOT = (layout: CrosswordLayout, v: number) => layout.slots[v]!;

export class TruthChecker {
  readonly n: number;
  /** The assignment (-1 unassigned) and the domains without the assignments (initial minus prunes in effect). */
  readonly values: Int32Array;
  readonly domains: Set<number>[];
  /** The prunes in effect, oldest first (a backtrack puts back the last `restored`). */
  private readonly prunes: [number, number][] = [];
  /** Variables assigned, in order (the last is the node being extended). */
  readonly stack: number[] = [];
  /** Units (grid kinds) as cell lists, with their names ("row 1"). */
  readonly units: { cells: number[]; name: string }[] = [];

  constructor(
    readonly facts: PuzzleFacts,
    readonly constraints: readonly Constraint[],
  ) {
    if (facts.kind === 'crossword') {
      const { layout, words } = facts;
      this.n = layout.slots.length;
      this.domains = layout.slots.map((slot) => {
        const list = words.get(slot.length) ?? [];
        const out = new Set<number>();
        list.forEach((w, i) => {
          const letters = Array.from(w);
          if (slot.cells.every((cell, k) => !layout.given[cell] || layout.given[cell] === letters[k])) out.add(i);
        });
        return out;
      });
    } else if (facts.kind === 'model') {
      this.n = facts.domains.length;
      this.domains = facts.domains.map((d) => new Set(d));
    } else if (facts.kind === 'queens') {
      const { size, givens } = facts;
      this.n = size;
      this.domains = givens.map((g) => new Set(g >= 0 ? [g] : Array.from({ length: size }, (_, c) => c)));
    } else {
      const { size, givens } = facts;
      this.n = size * size;
      this.domains = givens.map((g) => new Set(g > 0 ? [g - 1] : Array.from({ length: size }, (_, d) => d)));
      for (let r = 0; r < size; r++) this.units.push({ cells: Array.from({ length: size }, (_, c) => r * size + c), name: `row ${r + 1}` });
      for (let c = 0; c < size; c++) this.units.push({ cells: Array.from({ length: size }, (_, r) => r * size + c), name: `column ${c + 1}` });
      if (facts.boxRows > 0) {
        let b = 0;
        for (let br = 0; br < size; br += facts.boxRows)
          for (let bc = 0; bc < size; bc += facts.boxCols) {
            const cells: number[] = [];
            for (let r = br; r < br + facts.boxRows; r++) for (let c = bc; c < bc + facts.boxCols; c++) cells.push(r * size + c);
            this.units.push({ cells, name: `box ${++b}` });
          }
      }
    }
    this.values = new Int32Array(this.n).fill(-1);
  }

  /** The values v may still take: its value when assigned (unless pruned since), else its domain. */
  effective(v: number): Set<number> {
    const x = this.values[v]!;
    if (x >= 0) return this.domains[v]!.has(x) ? new Set([x]) : new Set();
    return this.domains[v]!;
  }

  /** Move past one event (after it was checked). */
  apply(e: SearchEvent): void {
    switch (e.type) {
      case 'assign':
        this.values[e.variable] = e.value;
        this.stack.push(e.variable);
        return;
      case 'prune':
        this.domains[e.variable]!.delete(e.value);
        this.prunes.push([e.variable, e.value]);
        return;
      case 'backtrack':
        this.restore(e.restored);
        this.values[e.variable] = -1;
        this.stack.splice(this.stack.lastIndexOf(e.variable), 1);
        return;
      case 'backjump':
        this.restore(e.restored);
        for (const v of e.variables) {
          this.values[v] = -1;
          this.stack.splice(this.stack.lastIndexOf(v), 1);
        }
        return;
      case 'restart':
        this.restore(e.restored);
        this.values.fill(-1);
        this.stack.length = 0;
        return;
      case 'jump':
        throw new Error('the truth checker replays depth-first searches only');
      default:
        return;
    }
  }

  private restore(count: number): void {
    for (let k = 0; k < count; k++) {
      const p = this.prunes.pop();
      if (!p) throw new Error('a backtrack restores more prunes than are in effect');
      this.domains[p[0]]!.add(p[1]);
    }
  }

  // ---- facts of the puzzle ----

  private word(v: number, x: number): string {
    if (this.facts.kind !== 'crossword') throw new Error('not a crossword');
    return this.facts.words.get(SLOT(this.facts.layout, v).length)?.[x] ?? '';
  }

  private letter(v: number, x: number, pos: number): string {
    return Array.from(this.word(v, x))[pos] ?? '';
  }

  /** May v and u not hold the same value? (Words of one length without reuse; cells of a unit.) */
  private mustDiffer(v: number, u: number): boolean {
    const f = this.facts;
    if (f.kind === 'crossword') return !f.reuse && SLOT(f.layout, v).length === SLOT(f.layout, u).length;
    return this.units.some((unit) => unit.cells.includes(v) && unit.cells.includes(u));
  }

  /** The cells (variables) the rule of constraint c ties together, from the puzzle: a word group or a unit. */
  private group(scope: readonly number[]): boolean {
    const f = this.facts;
    const set = [...scope].sort((a, b) => a - b).join(',');
    if (f.kind === 'crossword') {
      if (f.reuse) return false;
      const length = SLOT(f.layout, scope[0]!).length;
      const same = f.layout.slots.filter((s) => s.length === length).map((s) => s.index);
      return same.join(',') === set;
    }
    return this.units.some((u) => [...u.cells].sort((a, b) => a - b).join(',') === set);
  }

  /**
   * Can every variable of `scope` take a different value from its effective domain, with v holding
   * x (a bipartite matching by augmenting paths)?
   */
  private matches(scope: readonly number[], v: number, x: number): boolean {
    const others = scope.filter((u) => u !== v);
    const owner = new Map<number, number>();
    const domain = (u: number) => [...this.effective(u)].filter((y) => y !== x);
    const augment = (u: number, seen: Set<number>): boolean => {
      for (const y of domain(u)) {
        if (seen.has(y)) continue;
        seen.add(y);
        const holder = owner.get(y);
        if (holder === undefined || augment(holder, seen)) {
          owner.set(y, u);
          return true;
        }
      }
      return false;
    };
    return others.every((u) => augment(u, new Set()));
  }

  /** The sign between v and u as the puzzle has it: 'less' (v < u), 'greater' (u < v), or null. */
  private sign(v: number, u: number): 'less' | 'greater' | null {
    if (this.facts.kind !== 'futoshiki') return null;
    for (const [a, b] of this.facts.signs) {
      if (a === v && b === u) return 'less';
      if (a === u && b === v) return 'greater';
    }
    return null;
  }

  /**
   * N-queens: `other`'s queen and value x of row v are on the line that constraint k keeps to one
   * queen (which line: from the shifts of k's rows, read as the board's geometry); with no queen
   * named, no placed queen is on that line, and some row left with one column is.
   */
  private checkAttack(event: 'conflict' | 'prune' | 'wipeout', v: number, x: number, k: ShiftedAllDifferent, other: number, fail: (s: string) => void): void {
    if (this.facts.kind !== 'queens') return fail('a queens line on another puzzle');
    const step = k.scope.length > 1 ? k.shiftOf(k.scope[1]!) - k.shiftOf(k.scope[0]!) : 0;
    const line = step === 0 ? 'column' : step === 1 ? 'rising' : step === -1 ? 'falling' : null;
    if (!line || !k.scope.every((u, i) => u === i)) return fail('not a column or diagonal of the board');
    if (x < 0) {
      if (other >= 0) fail('names a queen for a wipe-out with no last value');
      return;
    }
    const here = lineOf(line, v, x);
    const placed = (u: number) => this.values[u]!;
    if (other >= 0) {
      if (other === v) return fail('the same row');
      if (placed(other) < 0) return fail(`row ${other} holds no queen`);
      if (lineOf(line, other, placed(other)) !== here) fail(`the queen of row ${other} (column ${placed(other)}) is not on the ${line} of row ${v}, column ${x}`);
      return;
    }
    if (event === 'conflict') return fail('a conflict names no queen');
    for (let u = 0; u < this.n; u++) if (u !== v && placed(u) >= 0 && lineOf(line, u, placed(u)) === here) fail(`names no queen, but row ${u}'s is on the line`);
    const fixed = [...Array(this.n).keys()].some((u) => {
      if (u === v) return false;
      const d = this.effective(u);
      return d.size === 1 && lineOf(line, u, [...d][0]!) === here;
    });
    if (!fixed) fail(`no row left with one column is on the ${line} of row ${v}, column ${x}`);
  }

  // ---- the claims ----

  /**
   * Is `claim` a true reason for the event: the conflict of v's value (`x` = values[v]), the prune
   * of x from v, or the wipe-out of v (x = the last value pruned from it, -1 when none), by the
   * solver's constraint c? Returns what is wrong (empty when true).
   */
  check(event: 'conflict' | 'prune' | 'wipeout', v: number, x: number, c: number, claim: Reason): string[] {
    const errors: string[] = [];
    const fail = (s: string) => errors.push(`${event} of ${v} (value ${x}, constraint ${c}): ${claim.kind}: ${s}`);
    if (claim.variable !== v) fail(`names variable ${claim.variable}`);
    if (claim.kind !== 'search' && claim.constraint !== c) fail(`names constraint ${claim.constraint}`);
    if (event === 'wipeout' && this.facts.kind !== 'crossword' && c >= 0 && this.constraints[c] instanceof AllDifferentGac) {
      // Régin's filtering fails without removing a value: the domain left has no matching.
      for (const y of this.effective(v)) if (this.matches(this.constraints[c]!.scope, v, y)) fail(`value ${y} of the emptied variable still fits the unit`);
    } else if (event === 'wipeout' && this.effective(v).size > 0) {
      fail(`the domain is not empty (${[...this.effective(v)].join(' ')})`);
    }
    const k = c >= 0 ? this.constraints[c] : undefined;
    if (c < 0 || !k) {
      if (claim.kind !== 'search') fail('no constraint acted (the search removed the value), but the claim names one');
      return errors;
    }
    if (k instanceof ShiftedAllDifferent) {
      if (claim.kind !== 'constraint') return fail('the constraint that acted is a queens line'), errors;
      this.checkAttack(event, v, event === 'conflict' ? this.values[v]! : x, k, claim.other, fail);
      return errors;
    }
    // Which constraint really acted, read from the solver's object.
    const really = k instanceof Crossing ? 'crossing' : k instanceof AllDifferentNeq || k instanceof AllDifferentGac ? 'all-different' : k instanceof LessThan ? 'sign' : 'other';
    const claimed = claim.kind === 'same-value' ? 'all-different' : claim.kind;
    if (claimed !== really) {
      fail(`the constraint that acted is a ${really}`);
      return errors;
    }
    const assigned = (u: number) => this.values[u]!;
    switch (claim.kind) {
      case 'crossing': {
        if (this.facts.kind !== 'crossword') return fail('a crossing on a grid puzzle'), errors;
        const layout = this.facts.layout;
        const { other: u, position: p, otherPosition: q, cell } = claim;
        const a = SLOT(layout, v).cells[p];
        const b = SLOT(layout, u).cells[q];
        if (a === undefined || a !== b || a !== cell) fail(`letter ${p + 1} of slot ${v} and letter ${q + 1} of slot ${u} are not cell ${cell}`);
        const cr = k as Crossing;
        if (!((cr.a === v && cr.b === u) || (cr.a === u && cr.b === v)) || cr.cell !== cell) fail('not the crossing that acted');
        if (claim.otherValue !== assigned(u)) fail(`other's word ${claim.otherValue}, but it holds ${assigned(u)}`);
        if (event === 'conflict') {
          if (assigned(v) < 0 || assigned(u) < 0) fail('a clash with an empty slot');
          else if (this.letter(v, assigned(v), p) === this.letter(u, assigned(u), q))
            fail(`"${this.word(v, assigned(v))}" and "${this.word(u, assigned(u))}" agree where they cross (${this.letter(v, assigned(v), p)})`);
        } else if (x >= 0) {
          const mine = this.letter(v, x, p);
          for (const y of this.effective(u)) if (this.letter(u, y, q) === mine) fail(`"${this.word(u, y)}" left in the other slot has ${mine} there`);
        } else {
          fail('a wipe-out by a crossing with no last word');
        }
        return errors;
      }
      case 'same-value': {
        const u = claim.other;
        if (u === v) fail('the same variable');
        if (!this.mustDiffer(v, u)) fail(`variables ${v} and ${u} may hold the same value`);
        if (!k.scope.includes(u) || !k.scope.includes(v)) fail('not in the constraint that acted');
        if (!this.group(k.scope)) fail('the constraint is no word group or unit of the puzzle');
        if (assigned(u) !== claim.value) fail(`other holds ${assigned(u)}, not ${claim.value}`);
        const value = event === 'conflict' ? assigned(v) : x;
        if (value !== claim.value) fail(`the value is ${value}, the claim names ${claim.value}`);
        return errors;
      }
      case 'all-different': {
        if (!k.scope.includes(v) || !this.group(k.scope)) fail('the constraint is no word group or unit holding the variable');
        if (event === 'conflict') fail('a conflict names no holder');
        else if (x >= 0 && this.matches(k.scope, v, x)) fail(`value ${x} still fits an all-different assignment of the unit`);
        return errors;
      }
      case 'sign': {
        const u = claim.other;
        const sign = this.sign(v, u);
        if (sign === null) return fail(`no sign between ${v} and ${u}`), errors;
        if ((sign === 'less') !== claim.less) fail(`the sign is ${sign}`);
        const lt = k as LessThan;
        if (!((lt.a === v && lt.b === u) || (lt.a === u && lt.b === v))) fail('not the sign that acted');
        if (claim.otherValue !== assigned(u)) fail(`other's value ${claim.otherValue}, but it holds ${assigned(u)}`);
        const fits = (a: number, b: number) => (sign === 'less' ? a < b : a > b);
        if (event === 'conflict') {
          if (assigned(v) < 0 || assigned(u) < 0 || fits(assigned(v), assigned(u))) fail('the two values satisfy the sign');
        } else if (x >= 0) {
          for (const y of this.effective(u)) if (fits(x, y)) fail(`value ${y} left in the other cell fits ${x}`);
        } else {
          fail('a wipe-out by a sign with no last value');
        }
        return errors;
      }
      default:
        fail('a vague reason for a constraint of a known kind');
        return errors;
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Min-conflicts (local search): the conflicts every record and sentence claims, recomputed.

/** What a min-conflicts record claims, and the checker's verdict on it. */
export interface LocalVerdict {
  /** The trace record's index. */
  index: number;
  errors: string[];
}

// ---------------------------------------------------------------------------------------------
// Min-conflicts' claims judged over rules recomputed from the puzzle alone (issue 22): which values
// a variable may take, CONFLICTS(v, x) and the violated constraints of a complete board; Sudoku and
// Futoshiki, N-queens, models.

/** A puzzle's rules for min-conflicts, recomputed independently of the solver. */
export interface LocalRules {
  readonly n: number;
  domain(v: number): number[];
  /** The violated constraints involving v if it took x (the others as in `values`). */
  conflicts(values: Int32Array, v: number, x: number): number;
  /** The violated constraints of a complete board. */
  violated(values: Int32Array): number;
  /** The variable in messages ("row 3", "wa"). */
  name(v: number): string;
  /** A value in messages (default: as it is; a digit is shown from 1). */
  show?(x: number): string;
  /** A given, which min-conflicts never picks (none when absent). */
  given?(v: number): boolean;
}

/** N-queens: a queen per row; a conflict is another queen on its column or a diagonal (a pair each). */
export function queensRules(size: number): LocalRules {
  const attack = (r: number, c: number, row: number, column: number) => r !== row && (c === column || Math.abs(r - row) === Math.abs(c - column));
  return {
    n: size,
    domain: () => Array.from({ length: size }, (_, c) => c),
    conflicts(values, v, x) {
      let count = 0;
      for (let r = 0; r < size; r++) if (r !== v && values[r]! >= 0 && attack(r, values[r]!, v, x)) count++;
      return count;
    },
    violated(values) {
      let count = 0;
      for (let a = 0; a < size; a++) for (let b = a + 1; b < size; b++) if (values[a]! >= 0 && values[b]! >= 0 && attack(a, values[a]!, b, values[b]!)) count++;
      return count;
    },
    name: (v) => `row ${v + 1}`,
  };
}

/**
 * A model of binary constraints (its FlatZinc): each constraint judged alone by the independent
 * checker (src/checkers/model.ts), on the engine's values mapped to the model's (`value`).
 */
export function modelRules(
  model: { vars: readonly { name: string; values: readonly number[] }[]; constraints: readonly { args: readonly unknown[] }[] },
  check: (constraints: readonly unknown[], value: (v: number) => number) => string[],
  engineValue: (values: Int32Array, v: number) => number,
  /** Each variable's values (the engine's, as the model's domain gives them). */
  domains: readonly (readonly number[])[],
): LocalRules {
  /** The variables a constraint's arguments name. */
  const scopeOf = (args: readonly unknown[]): number[] => {
    const out = new Set<number>();
    const walk = (a: unknown) => {
      const arg = a as { t?: string; v?: unknown };
      if (arg.t === 'var') out.add(arg.v as number);
      else if (arg.t === 'array') for (const x of arg.v as unknown[]) walk(x);
    };
    args.forEach(walk);
    return [...out];
  };
  const scopes = model.constraints.map((c) => scopeOf(c.args));
  const broken = (k: number, values: Int32Array) => check([model.constraints[k]], (v) => engineValue(values, v)).length > 0;
  return {
    n: model.vars.length,
    domain: (v) => [...domains[v]!],
    conflicts(values, v, x) {
      const at = values.slice();
      at[v] = x;
      let count = 0;
      scopes.forEach((scope, k) => {
        if (scope.includes(v) && scope.every((u) => at[u]! >= 0) && broken(k, at)) count++;
      });
      return count;
    },
    violated(values) {
      let count = 0;
      scopes.forEach((_, k) => {
        if (broken(k, values)) count++;
      });
      return count;
    },
    name: (v) => model.vars[v]!.name,
  };
}

/** A min-conflicts record's kind by its trace code (the claims `RulesLocalTruthChecker.check` judges). */
export type LocalRecord = 'place' | 'start' | 'restart' | 'pick' | 'repair' | 'walk' | 'solution';
export const LOCAL_RECORDS: Readonly<Record<number, LocalRecord>> = {
  [EventCode.place]: 'place',
  [EventCode.start]: 'start',
  [EventCode.restart]: 'restart',
  [EventCode.pick]: 'pick',
  [EventCode.repair]: 'repair',
  [EventCode.walk]: 'walk',
  [EventCode.solution]: 'solution',
};

/** Min-conflicts' claims (place, start, pick, repair, walk, solution) over any `LocalRules`: Sudoku and Futoshiki (LocalTruthChecker), N-queens, models. */
export class RulesLocalTruthChecker {
  readonly values: Int32Array;
  constructor(readonly rules: LocalRules) {
    this.values = new Int32Array(rules.n).fill(-1);
  }
  conflicts(v: number, x: number): number {
    return this.rules.conflicts(this.values, v, x);
  }
  fewest(v: number): number {
    return Math.min(...this.rules.domain(v).map((x) => this.conflicts(v, x)));
  }
  check(type: LocalRecord, variable: number, value: number, extra: number, pick: { variable: number; before: number; after: number } | null): string[] {
    const errors: string[] = [];
    const where = variable >= 0 ? this.rules.name(variable) : '?';
    const show = (x: number) => (this.rules.show ? this.rules.show(x) : String(x));
    switch (type) {
      case 'restart':
        this.values.fill(-1);
        break;
      case 'place': {
        if (this.values[variable] !== -1) errors.push(`${where} placed twice in one start`);
        const c = this.conflicts(variable, value);
        if (c !== extra) errors.push(`${where} = ${show(value)} has ${c} conflicts with those placed before it, not ${extra}`);
        if (c !== this.fewest(variable)) errors.push(`${where} = ${show(value)} (${c}) is not a value with the fewest conflicts (${this.fewest(variable)})`);
        this.values[variable] = value;
        break;
      }
      case 'start': {
        if (this.values.includes(-1)) errors.push('the start is not a complete assignment');
        const c = this.rules.violated(this.values);
        if (c !== value) errors.push(`the start violates ${c} constraints, not ${value}`);
        break;
      }
      case 'pick': {
        if (this.rules.given?.(variable)) errors.push(`${where} is a given, yet picked`);
        const c = this.conflicts(variable, this.values[variable]!);
        if (c !== value) errors.push(`${where} has ${c} conflicts, not ${value}`);
        if (c === 0) errors.push(`${where} is not in conflict, yet picked`);
        break;
      }
      case 'repair':
      case 'walk': {
        if (!pick || pick.variable !== variable) errors.push(`the repair of ${where} follows no pick of it`);
        if (this.values[variable] !== extra) errors.push(`${where} held ${show(this.values[variable]!)}, not ${show(extra)}`);
        const c = this.conflicts(variable, value);
        if (pick && c !== pick.after) errors.push(`${where} = ${show(value)} has ${c} conflicts, not ${pick.after}`);
        if (type === 'repair' && c !== this.fewest(variable)) errors.push(`${where} = ${show(value)} (${c}) is not a value with the fewest conflicts (${this.fewest(variable)})`);
        if (type === 'walk' && value === extra && this.rules.domain(variable).length > 1) errors.push(`the random walk kept ${where} at ${show(value)}`);
        this.values[variable] = value;
        break;
      }
      case 'solution':
        if (this.values.includes(-1) || this.rules.violated(this.values) !== 0) errors.push(`the solution violates ${this.rules.violated(this.values)} constraints`);
        break;
    }
    return errors;
  }
}

/** Sudoku's and Futoshiki's rules for min-conflicts, from the puzzle's units and signs (LocalTruthChecker). */
export function gridRules(facts: Extract<PuzzleFacts, { kind: 'sudoku' | 'futoshiki' }>): LocalRules {
  /** Each constraint of the puzzle as the cells it ties: units, then signs as [a, b] (a < b). */
  const units = new TruthChecker(facts, []).units.map((u) => u.cells);
  const { signs, size, givens } = facts;
  const unitViolated = (cells: readonly number[], values: Int32Array): boolean => {
    const seen = new Set<number>();
    for (const c of cells) {
      const x = values[c]!;
      if (x < 0) continue;
      if (seen.has(x)) return true;
      seen.add(x);
    }
    return false;
  };
  const signViolated = ([a, b]: readonly [number, number], values: Int32Array): boolean => values[a]! >= 0 && values[b]! >= 0 && values[a]! >= values[b]!;
  return {
    n: size * size,
    // Its given, else every digit.
    domain(v) {
      const g = givens[v]!;
      return g > 0 ? [g - 1] : Array.from({ length: size }, (_, d) => d);
    },
    conflicts(board, v, x) {
      const values = board.slice();
      values[v] = x;
      let count = 0;
      for (const u of units) if (u.includes(v) && unitViolated(u, values)) count++;
      for (const s of signs) if ((s[0] === v || s[1] === v) && signViolated(s, values)) count++;
      return count;
    },
    violated(values) {
      let count = 0;
      for (const u of units) if (unitViolated(u, values)) count++;
      for (const s of signs) if (signViolated(s, values)) count++;
      return count;
    },
    name: (v) => `r${Math.floor(v / size) + 1}c${(v % size) + 1}`,
    show: (x) => String(x + 1),
    given: (v) => givens[v]! > 0,
  };
}

/**
 * An independent judge of min-conflicts' claims on a Sudoku or Futoshiki (issue 22): it keeps its
 * own board from the records' assignments and counts, from the puzzle alone (its rows, columns,
 * boxes and signs, never the solver's constraint objects), the constraints a variable's value
 * violates: a unit is violated when two of its assigned cells hold the same digit, a sign when both
 * its cells are assigned and the first is not smaller. CONFLICTS(v, x) is the number of v's units
 * and signs violated with v = x (the others as they are), as Russell & Norvig count it per constraint.
 */
export class LocalTruthChecker extends RulesLocalTruthChecker {
  constructor(facts: Extract<PuzzleFacts, { kind: 'sudoku' | 'futoshiki' }>) {
    super(gridRules(facts));
  }
}


/**
 * What decided a choice of variable (issue 30), recomputed from the replayed search alone: the
 * checker's domains and assignment, each constraint's scope, and dom/wdeg's weights counted from the
 * run's failures (`weights`: 1 plus every conflict and wipe-out that named the constraint). It
 * follows the textbook's rules, not src/trace/choice.ts: MRV takes the fewest values, MRV + degree
 * breaks a tie by the most constraints still reaching an unassigned variable, dom/wdeg takes the
 * smallest values / weighted degree (a weighted degree of 0 counting as 0.5, ratios compared exactly
 * by cross-multiplying), and a tie left is decided by the order of the variables (the first wins).
 * `errors` lists where the solver's choice breaks its rule.
 */
export interface ChoiceTruth {
  size: number;
  degree: number;
  weightedDegree: number;
  others: number[];
  tied: number[];
  nextDegree: number;
  sameDegree: number[];
  decidedBy: 'only' | 'first' | 'fewest' | 'degree' | 'order' | 'ratio';
  errors: string[];
}

export function judgeChoice(
  checker: TruthChecker,
  scopes: readonly (readonly number[])[],
  order: 'static' | 'mrv' | 'mrv-degree' | 'dom-wdeg',
  chosen: number,
  weights: readonly number[],
): ChoiceTruth {
  const open = (v: number) => checker.values[v]! < 0;
  const size = (v: number) => checker.domains[v]!.size;
  /** Constraints (once per place of v in the scope) that reach another open variable, and their weights. */
  const degreeOf = (v: number): [number, number] => {
    let d = 0;
    let w = 0;
    scopes.forEach((scope, c) => {
      for (const x of scope) if (x === v && scope.some((u) => u !== v && open(u))) {
        d++;
        w += weights[c]!;
      }
    });
    return [d, w];
  };
  const errors: string[] = [];
  if (!open(chosen)) errors.push(`chose ${chosen}, which is assigned`);
  const others = checker.values.reduce<number[]>((list, x, v) => (x < 0 && v !== chosen ? [...list, v] : list), []);
  const [degree, weightedDegree] = degreeOf(chosen);
  const truth: ChoiceTruth = { size: size(chosen), degree, weightedDegree, others, tied: [], nextDegree: -1, sameDegree: [], decidedBy: 'only', errors };
  if (order === 'static') {
    if (others.some((v) => v < chosen)) errors.push('static order skipped an open variable');
    truth.decidedBy = others.length === 0 ? 'only' : 'first';
    return truth;
  }
  if (order === 'dom-wdeg') {
    // size / max(w, 0.5) compared as size * 2 * max(w, 0.5) crosswise: integers, exact.
    const twice = (w: number) => (w > 0 ? 2 * w : 1);
    const cmp = (v: number) => size(v) * twice(weightedDegree) - truth.size * twice(degreeOf(v)[1]);
    for (const v of others) {
      const c = cmp(v);
      if (c < 0) errors.push(`dom/wdeg: ${v} has a smaller ratio`);
      if (c === 0) {
        truth.tied.push(v);
        if (v < chosen) errors.push(`dom/wdeg: ${v} ties and comes first`);
      }
    }
    truth.decidedBy = others.length === 0 ? 'only' : truth.tied.length > 0 ? 'order' : 'ratio';
    return truth;
  }
  for (const v of others) {
    if (size(v) < truth.size) errors.push(`MRV: ${v} has fewer values`);
    if (size(v) !== truth.size) continue;
    truth.tied.push(v);
    if (order === 'mrv') {
      if (v < chosen) errors.push(`MRV: ${v} ties and comes first`);
      continue;
    }
    const d = degreeOf(v)[0];
    truth.nextDegree = Math.max(truth.nextDegree, d);
    if (d > degree) errors.push(`degree: ${v} has a higher degree`);
    if (d === degree) {
      truth.sameDegree.push(v);
      if (v < chosen) errors.push(`degree: ${v} ties and comes first`);
    }
  }
  truth.decidedBy = others.length === 0 ? 'only' : truth.tied.length === 0 ? 'fewest' : order === 'mrv-degree' && truth.sameDegree.length === 0 ? 'degree' : 'order';
  return truth;
}
