/**
 * The crossword as a CSP: one variable per slot whose values are the words of its length; one
 * binary constraint per crossing (the two slots put the same letter in the shared cell); and, when
 * words may not repeat, an all-different constraint per group of slots of the same length.
 */
import { AllDifferentNeq, popcount, type Constraint, type Problem, type State, type Variable } from '../../solver/index.ts';
import type { CrosswordLayout, Slot } from './layout.ts';
import type { LengthBucket, WordIndex } from './wordIndex.ts';

/** Cell `posA` of slot `a` and cell `posB` of slot `b` are the same cell. */
export class Crossing implements Constraint {
  readonly scope: readonly number[];
  readonly idempotent = true;
  private readonly scratch: Int32Array;
  private readonly counts: Float64Array;

  constructor(
    readonly a: number,
    readonly posA: number,
    private readonly bucketA: LengthBucket,
    readonly b: number,
    readonly posB: number,
    private readonly bucketB: LengthBucket,
    readonly label: string,
    readonly cell: number,
  ) {
    this.scope = [a, b];
    this.scratch = new Int32Array(Math.max(bucketA.wordCount, bucketB.wordCount));
    this.counts = new Float64Array(bucketA.alphabetSize);
  }

  private side(v: number): [number, LengthBucket, number, number, LengthBucket] {
    return v === this.a
      ? [this.posA, this.bucketA, this.b, this.posB, this.bucketB]
      : [this.posB, this.bucketB, this.a, this.posA, this.bucketA];
  }

  isConsistent(state: State, values: Int32Array): boolean {
    const va = values[this.a]!;
    const vb = values[this.b]!;
    if (va < 0 || vb < 0) return true;
    state.checks++;
    return this.bucketA.letterAt(va, this.posA) === this.bucketB.letterAt(vb, this.posB);
  }

  forwardCheck(state: State, assigned: number): boolean {
    const [pos, bucket, other, otherPos, otherBucket] = this.side(assigned);
    const letter = bucket.letterAt(state.value[assigned]!, pos);
    state.checks++;
    if (state.isAssigned(other)) return otherBucket.letterAt(state.value[other]!, otherPos) === letter;
    return state.restrict(other, otherBucket.masks, otherBucket.maskOffset(otherPos, letter));
  }

  /** Revise the other slot: keep its words whose letter at the crossing some word of `changed` has. */
  propagate(state: State, changed: number): boolean {
    const [pos, bucket, target, targetPos, targetBucket] = this.side(changed);
    if (state.size[changed] === 1) {
      state.checks++;
      const letter = bucket.letterAt(state.firstValue(changed), pos);
      return state.restrict(target, targetBucket.masks, targetBucket.maskOffset(targetPos, letter));
    }
    const alphabet = bucket.alphabetSize;
    const wc = targetBucket.wordCount;
    const union = this.scratch;
    union.fill(0, 0, wc);
    const bits = state.bits;
    const o = state.offset[changed]!;
    const nw = state.wordCount[changed]!;
    let supported = 0;
    let possible = 0;
    for (let letter = 0; letter < alphabet; letter++) {
      if (!targetBucket.present[targetPos * alphabet + letter]) continue;
      possible++;
      if (!bucket.present[pos * alphabet + letter]) continue;
      state.checks++;
      const m = bucket.maskOffset(pos, letter);
      const masks = bucket.masks;
      let hit = false;
      for (let i = 0; i < nw; i++) {
        if ((bits[o + i]! & masks[m + i]!) !== 0) {
          hit = true;
          break;
        }
      }
      if (!hit) continue;
      supported++;
      const t = targetBucket.maskOffset(targetPos, letter);
      const tm = targetBucket.masks;
      for (let i = 0; i < wc; i++) union[i]! |= tm[t + i]!;
    }
    if (supported === possible) return true; // every letter the target uses is still possible
    return state.restrict(target, union, 0);
  }

  countSupports(state: State, variable: number, values: Int32Array, n: number, out: Float64Array): void {
    const [pos, bucket, other, otherPos, otherBucket] = this.side(variable);
    if (state.isAssigned(other)) return;
    const alphabet = bucket.alphabetSize;
    const counts = this.counts;
    const o = state.offset[other]!;
    const nw = state.wordCount[other]!;
    for (let letter = 0; letter < alphabet; letter++) {
      counts[letter] = 0;
      if (!otherBucket.present[otherPos * alphabet + letter]) continue;
      const m = otherBucket.maskOffset(otherPos, letter);
      let c = 0;
      for (let i = 0; i < nw; i++) {
        const x = state.bits[o + i]! & otherBucket.masks[m + i]!;
        if (x !== 0) c += popcount(x);
      }
      counts[letter] = c;
    }
    for (let k = 0; k < n; k++) out[k]! += counts[bucket.letterAt(values[k]!, pos)]!;
  }
}

export interface CrosswordModelOptions {
  /** Allow one word in several slots (seed 000 did); default false. */
  reuse?: boolean;
}

/** Why a crossword cannot be solved, found before any search. */
export interface EmptySlot {
  slot: Slot;
  pattern: string;
  reason: string;
}

export interface CrosswordModel {
  readonly layout: CrosswordLayout;
  readonly index: WordIndex;
  readonly problem: Problem;
  /** Slots with no possible word, each with a sentence saying why. */
  readonly emptySlots: readonly EmptySlot[];
  /** The word of value `value` for slot variable `slot`. */
  word(slot: number, value: number): string;
  /** Board rows for an assignment (one value per slot, -1 unassigned): `#` blocks, letters, `.` empty. */
  rows(values: Int32Array | readonly number[]): string[];
}

function slotPattern(layout: CrosswordLayout, slot: Slot): string {
  return slot.cells.map((c) => layout.given[c] || '?').join('');
}

export function buildCrosswordModel(
  layout: CrosswordLayout,
  index: WordIndex,
  options: CrosswordModelOptions = {},
): CrosswordModel {
  const slots = layout.slots;
  const buckets: LengthBucket[] = [];
  const variables: Variable[] = [];
  const emptySlots: EmptySlot[] = [];
  const emptyBucket = (length: number): LengthBucket =>
    ({ length, words: [], wordCount: 0, alphabetSize: index.alphabet.length } as unknown as LengthBucket);

  for (const slot of slots) {
    const bucket = index.bucket(slot.length);
    const pattern = slotPattern(layout, slot);
    const where = `${slot.name} (row ${slot.row + 1}, column ${slot.col + 1}, ${slot.length} letters)`;
    if (!bucket) {
      emptySlots.push({ slot, pattern, reason: `${where}: the dictionary has no word of ${slot.length} letters` });
      buckets.push(emptyBucket(slot.length));
      variables.push({ name: slot.name, size: 0 });
      continue;
    }
    buckets.push(bucket);
    const codes = slot.cells.map((c) => (layout.given[c] ? index.letterCode(layout.given[c]) : null));
    if (codes.every((c) => c === null)) {
      variables.push({ name: slot.name, size: bucket.words.length });
      continue;
    }
    const matching = codes.some((c) => c === -1) ? [] : bucket.match(codes);
    if (matching.length === 0) {
      emptySlots.push({ slot, pattern, reason: `${where}: no word of the dictionary matches "${pattern}"` });
    }
    variables.push({ name: slot.name, size: bucket.words.length, initial: matching });
  }

  const constraints: Constraint[] = [];
  // Crossings: cells shared by an across and a down slot.
  const cellSlots = new Map<number, { slot: number; pos: number }[]>();
  slots.forEach((slot, s) =>
    slot.cells.forEach((cell, pos) => {
      let list = cellSlots.get(cell);
      if (!list) cellSlots.set(cell, (list = []));
      list.push({ slot: s, pos });
    }),
  );
  for (const [cell, list] of [...cellSlots].sort((x, y) => x[0] - y[0])) {
    for (let i = 0; i < list.length; i++) {
      for (let j = i + 1; j < list.length; j++) {
        const x = list[i]!;
        const y = list[j]!;
        const sx = slots[x.slot]!;
        const sy = slots[y.slot]!;
        const label = `${sx.name} letter ${x.pos + 1} = ${sy.name} letter ${y.pos + 1}`;
        constraints.push(new Crossing(x.slot, x.pos, buckets[x.slot]!, y.slot, y.pos, buckets[y.slot]!, label, cell));
      }
    }
  }
  // Distinct words: all-different over slots of the same length.
  if (!options.reuse) {
    const byLength = new Map<number, number[]>();
    slots.forEach((slot, s) => {
      let list = byLength.get(slot.length);
      if (!list) byLength.set(slot.length, (list = []));
      list.push(s);
    });
    for (const [length, group] of [...byLength].sort((x, y) => x[0] - y[0])) {
      if (group.length >= 2) constraints.push(new AllDifferentNeq(group, `different words of ${length} letters`));
    }
  }

  const problem: Problem = { variables, constraints };
  return {
    layout,
    index,
    problem,
    emptySlots,
    word: (slot, value) => buckets[slot]!.words[value] ?? '',
    rows(values) {
      const cells = layout.blocks.map((b, i) => (b ? '#' : layout.given[i] || '.'));
      slots.forEach((slot, s) => {
        const value = values[s] ?? -1;
        if (value < 0) return;
        const word = Array.from(buckets[s]!.words[value]!);
        slot.cells.forEach((cell, pos) => (cells[cell] = word[pos]!));
      });
      const out: string[] = [];
      for (let r = 0; r < layout.height; r++) out.push(cells.slice(r * layout.width, (r + 1) * layout.width).join(''));
      return out;
    },
  };
}
