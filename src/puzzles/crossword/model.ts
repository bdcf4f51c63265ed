/**
 * The crossword as a CSP: one variable per slot whose values are the words of its length; one
 * binary constraint per crossing (the two slots put the same letter in the shared cell); and, when
 * words may not repeat, an all-different constraint per group of slots of the same length.
 */
import { AllDifferentNeq, popcount, type Constraint, type Domains, type Problem, type Variable } from '../../solver/index.ts';
import { msg, type Message } from '../../text/index.ts';
import { slotLabel, type CrosswordLayout, type Slot } from './layout.ts';
import type { LengthBucket, WordIndex } from './wordIndex.ts';

/*
 * Letter sets are bitsets over the index's alphabet (`bucket.letterWords` words; letter l is bit
 * l & 31 of word l >>> 5), the same layout as a letter variable's domain read as words (`Domains.word`).
 */

/**
 * Of the letters in `wanted` (words `wantedOffset ..`; null: every letter), those that some word
 * left in `slot`'s domain has at `pos`, written to `out` as a letter set. A small domain is read
 * word by word, stopping once every wanted letter is found. A large one is tested letter by letter
 * against the index, stopping at the first word found; `residue[letter]` remembers the word block
 * where that letter's last support was and is tried first (a support often survives: AC-3rm's
 * residues). Only the words on the domain's live list are read.
 */
function lettersAt(
  domains: Domains,
  slot: number,
  bucket: LengthBucket,
  pos: number,
  wanted: Int32Array | null,
  wantedOffset: number,
  out: Int32Array,
  residue: Int32Array,
): void {
  const lw = bucket.letterWords;
  const present = bucket.presentSets;
  const po = pos * lw;
  let need = 0;
  for (let j = 0; j < lw; j++) {
    out[j] = 0;
    need += popcount(wanted === null ? present[po + j]! : wanted[wantedOffset + j]! & present[po + j]!);
  }
  if (need === 0) return;
  const o = domains.base(slot);
  const nw = domains.liveCount(slot);
  if (domains.size(slot) <= 4 * bucket.alphabetSize) {
    const L = bucket.length;
    const codes = bucket.codes;
    let found = 0;
    for (let k = 0; k < nw; k++) {
      const i = domains.liveWord(o + k);
      let w = domains.word(o + i);
      while (w !== 0) {
        const low = w & -w;
        w ^= low;
        const c = codes[((i << 5) + 31 - Math.clz32(low)) * L + pos]!;
        const j = c >>> 5;
        const bit = 1 << (c & 31);
        if ((out[j]! & bit) !== 0 || (wanted !== null && (wanted[wantedOffset + j]! & bit) === 0)) continue;
        out[j]! |= bit;
        if (++found === need) {
          domains.checks += found;
          return;
        }
      }
    }
    domains.checks += domains.size(slot);
    return;
  }
  const masks = bucket.masks;
  const words = domains.wordCount(slot);
  for (let j = 0; j < lw; j++) {
    let todo = wanted === null ? present[po + j]! : wanted[wantedOffset + j]! & present[po + j]!;
    while (todo !== 0) {
      const low = todo & -todo;
      todo ^= low;
      const letter = (j << 5) + 31 - Math.clz32(low);
      domains.checks++;
      const m = bucket.maskOffset(pos, letter);
      const r = residue[letter]!;
      if (r < words && (domains.word(o + r) & masks[m + r]!) !== 0) {
        out[j]! |= low;
        continue;
      }
      for (let k = 0; k < nw; k++) {
        const i = domains.liveWord(o + k);
        if ((domains.word(o + i) & masks[m + i]!) !== 0) {
          out[j]! |= low;
          residue[letter] = i;
          break;
        }
      }
    }
  }
}

/**
 * The words of `slot`'s domain whose letter at `pos` is in the letter set `allowed` (words
 * `allowedOffset ..`), written to `out` (one word per domain word, set only for the words on the
 * domain's live list, the ones `restrict` reads). Returns false, writing nothing, when every letter
 * the words can have there is allowed. Each live word is looked at against whichever letter list is
 * shorter: the allowed letters' sets (kept), or the others' (dropped).
 */
function wordsWithLetters(
  domains: Domains,
  slot: number,
  bucket: LengthBucket,
  pos: number,
  allowed: Int32Array,
  allowedOffset: number,
  out: Int32Array,
  letterList: Int32Array,
): boolean {
  const lw = bucket.letterWords;
  const present = bucket.presentSets;
  const po = pos * lw;
  let keep = 0;
  let drop = 0;
  for (let j = 0; j < lw; j++) {
    keep += popcount(present[po + j]! & allowed[allowedOffset + j]!);
    drop += popcount(present[po + j]! & ~allowed[allowedOffset + j]!);
  }
  if (drop === 0) return false;
  const union = drop < keep;
  // Mask offsets of the letters to combine: the dropped ones (union) or the allowed ones.
  let count = 0;
  for (let j = 0; j < lw; j++) {
    const a = allowed[allowedOffset + j]!;
    let todo = present[po + j]! & (union ? ~a : a);
    while (todo !== 0) {
      const low = todo & -todo;
      todo ^= low;
      letterList[count++] = bucket.maskOffset(pos, (j << 5) + 31 - Math.clz32(low));
    }
  }
  const masks = bucket.masks;
  const o = domains.base(slot);
  const nw = domains.liveCount(slot);
  for (let j = 0; j < nw; j++) {
    const i = domains.liveWord(o + j);
    const w = domains.word(o + i);
    if (w === 0) {
      out[i] = 0;
      continue;
    }
    let x = 0;
    for (let k = 0; k < count; k++) x |= masks[letterList[k]! + i]!;
    out[i] = union ? w & ~x : w & x;
  }
  return true;
}

/** How many words of `slot`'s domain have `letter` at `pos` (for LCV). */
function wordsWithLetter(domains: Domains, slot: number, bucket: LengthBucket, pos: number, letter: number): number {
  if (!bucket.present[pos * bucket.alphabetSize + letter]) return 0;
  const m = bucket.maskOffset(pos, letter);
  const masks = bucket.masks;
  const o = domains.base(slot);
  const nw = domains.liveCount(slot);
  let count = 0;
  for (let k = 0; k < nw; k++) {
    const i = domains.liveWord(o + k);
    const x = domains.word(o + i) & masks[m + i]!;
    if (x !== 0) count += popcount(x);
  }
  return count;
}

/** Cell `posA` of slot `a` and cell `posB` of slot `b` are the same cell. */
export class Crossing implements Constraint {
  readonly scope: readonly number[];
  readonly idempotent = true;
  private readonly scratch: Int32Array;
  private readonly counts: Float64Array;
  private readonly letters: Int32Array;
  /** Residual supports of each slot's letters at the crossing (see `lettersAt`). */
  private readonly residueA: Int32Array;
  private readonly residueB: Int32Array;
  private readonly letterList: Int32Array;

  constructor(
    readonly a: number,
    readonly posA: number,
    private readonly bucketA: LengthBucket,
    readonly b: number,
    readonly posB: number,
    private readonly bucketB: LengthBucket,
    readonly label: Message,
    readonly cell: number,
  ) {
    this.scope = [a, b];
    this.residueA = new Int32Array(bucketA.alphabetSize);
    this.residueB = new Int32Array(bucketB.alphabetSize);
    this.letterList = new Int32Array(Math.max(bucketA.alphabetSize, bucketB.alphabetSize));
    this.scratch = new Int32Array(Math.max(bucketA.wordCount, bucketB.wordCount));
    this.counts = new Float64Array(bucketA.alphabetSize);
    this.letters = new Int32Array(bucketA.letterWords);
  }

  private side(v: number): [number, LengthBucket, number, number, LengthBucket] {
    return v === this.a
      ? [this.posA, this.bucketA, this.b, this.posB, this.bucketB]
      : [this.posB, this.bucketB, this.a, this.posA, this.bucketA];
  }

  isConsistent(domains: Domains, values: Int32Array): boolean {
    const va = values[this.a]!;
    const vb = values[this.b]!;
    if (va < 0 || vb < 0) return true;
    domains.checks++;
    return this.bucketA.letterAt(va, this.posA) === this.bucketB.letterAt(vb, this.posB);
  }

  forwardCheck(domains: Domains, assigned: number): boolean {
    const [pos, bucket, other, otherPos, otherBucket] = this.side(assigned);
    const letter = bucket.letterAt(domains.assignedValue(assigned), pos);
    domains.checks++;
    if (domains.isAssigned(other)) return otherBucket.letterAt(domains.assignedValue(other), otherPos) === letter;
    return domains.restrict(other, otherBucket.masks, otherBucket.maskOffset(otherPos, letter));
  }

  /** Revise the other slot: keep its words whose letter at the crossing some word of `changed` has. */
  propagate(domains: Domains, changed: number): boolean {
    const [pos, bucket, target, targetPos, targetBucket] = this.side(changed);
    if (domains.size(changed) === 1) {
      domains.checks++;
      const letter = bucket.letterAt(domains.firstValue(changed), pos);
      return domains.restrict(target, targetBucket.masks, targetBucket.maskOffset(targetPos, letter));
    }
    const letters = this.letters;
    lettersAt(domains, changed, bucket, pos, null, 0, letters, changed === this.a ? this.residueA : this.residueB);
    if (!wordsWithLetters(domains, target, targetBucket, targetPos, letters, 0, this.scratch, this.letterList)) return true;
    return domains.restrict(target, this.scratch, 0);
  }

  countSupports(domains: Domains, variable: number, values: Int32Array, n: number, out: Float64Array): void {
    const [pos, bucket, other, otherPos, otherBucket] = this.side(variable);
    if (domains.isAssigned(other)) return;
    const counts = this.counts;
    for (let letter = 0; letter < bucket.alphabetSize; letter++) counts[letter] = wordsWithLetter(domains, other, otherBucket, otherPos, letter);
    for (let k = 0; k < n; k++) out[k]! += counts[bucket.letterAt(values[k]!, pos)]!;
  }
}

/**
 * Letter channel (cell branching): the letter variable of a checked cell equals letter `pos` of
 * slot `slot`. Letter values are codes of the index's alphabet.
 */
export class CellLetter implements Constraint {
  readonly scope: readonly number[];
  readonly idempotent = true;
  private readonly scratch: Int32Array;
  /** The cell's letters that some word of the slot still has (a letter set). */
  private readonly found: Int32Array;
  private readonly residue: Int32Array;
  private readonly letterList: Int32Array;
  /** The cell variable's domain, copied as a letter set. */
  private readonly cellLetters: Int32Array;

  constructor(
    readonly slot: number,
    readonly pos: number,
    private readonly bucket: LengthBucket,
    readonly cellVar: number,
    readonly label: Message,
  ) {
    this.scope = [slot, cellVar];
    this.scratch = new Int32Array(bucket.wordCount);
    this.found = new Int32Array(bucket.letterWords);
    this.residue = new Int32Array(bucket.alphabetSize);
    this.letterList = new Int32Array(bucket.alphabetSize);
    this.cellLetters = new Int32Array(bucket.letterWords);
  }

  /** The cell's letters still possible, as a letter set. */
  private readCell(domains: Domains): Int32Array {
    const letters = this.cellLetters;
    const o = domains.base(this.cellVar);
    for (let j = 0; j < letters.length; j++) letters[j] = domains.word(o + j);
    return letters;
  }

  isConsistent(domains: Domains, values: Int32Array): boolean {
    const word = values[this.slot]!;
    const letter = values[this.cellVar]!;
    if (word < 0 || letter < 0) return true;
    domains.checks++;
    return this.bucket.letterAt(word, this.pos) === letter;
  }

  forwardCheck(domains: Domains, assigned: number): boolean {
    domains.checks++;
    if (assigned === this.cellVar) {
      const letter = domains.assignedValue(assigned);
      if (domains.isAssigned(this.slot)) return this.bucket.letterAt(domains.assignedValue(this.slot), this.pos) === letter;
      return domains.restrict(this.slot, this.bucket.masks, this.bucket.maskOffset(this.pos, letter));
    }
    const letter = this.bucket.letterAt(domains.assignedValue(assigned), this.pos);
    if (domains.isAssigned(this.cellVar)) return domains.assignedValue(this.cellVar) === letter;
    return this.keepLetter(domains, letter);
  }

  private keepLetter(domains: Domains, letter: number): boolean {
    const n = this.bucket.alphabetSize;
    for (let l = 0; l < n; l++) if (l !== letter && !domains.remove(this.cellVar, l)) return false;
    return true;
  }

  propagate(domains: Domains, changed: number): boolean {
    const bucket = this.bucket;
    if (changed === this.cellVar) {
      // Keep the words whose letter at `pos` the cell still allows.
      if (domains.size(changed) === 1) {
        domains.checks++;
        return domains.restrict(this.slot, bucket.masks, bucket.maskOffset(this.pos, domains.firstValue(changed)));
      }
      if (!wordsWithLetters(domains, this.slot, bucket, this.pos, this.readCell(domains), 0, this.scratch, this.letterList)) return true;
      return domains.restrict(this.slot, this.scratch, 0);
    }
    // Keep the cell's letters that some word of the slot still has at `pos`: one restriction.
    const found = this.found;
    const cell = this.readCell(domains);
    lettersAt(domains, this.slot, bucket, this.pos, cell, 0, found, this.residue);
    for (let j = 0; j < found.length; j++) {
      if ((cell[j]! & ~found[j]!) !== 0) return domains.restrict(this.cellVar, found, 0);
    }
    return true;
  }

  countSupports(domains: Domains, variable: number, values: Int32Array, n: number, out: Float64Array): void {
    if (variable === this.cellVar) {
      if (domains.isAssigned(this.slot)) return;
      // How many words of the slot each letter leaves.
      for (let k = 0; k < n; k++) out[k]! += wordsWithLetter(domains, this.slot, this.bucket, this.pos, values[k]!);
      return;
    }
    if (domains.isAssigned(this.cellVar)) return;
    for (let k = 0; k < n; k++) out[k]! += domains.has(this.cellVar, this.bucket.letterAt(values[k]!, this.pos)) ? 1 : 0;
  }
}

export interface CrosswordModelOptions {
  /** Allow one word in several slots (seed 000 did); default false. */
  reuse?: boolean | undefined;
  /**
   * `slots` (default): one variable per slot, the textbook model. `cells`: also one letter
   * variable per checked cell, linked to its two slots, so that search can choose letters
   * (a few values) before words (thousands): the way fast fillers work on open grids.
   */
  variables?: 'slots' | 'cells' | undefined;
}

/** Why a crossword cannot be solved, found before any search. */
export interface EmptySlot {
  slot: Slot;
  pattern: string;
  /** `length`: the dictionary has no word of the slot's length; `pattern`: none matches its given letters. */
  why: 'length' | 'pattern';
  /** What is wrong, as a message (the CLI prints its English). */
  reason: Message;
}

export interface CrosswordModel {
  readonly layout: CrosswordLayout;
  readonly index: WordIndex;
  readonly problem: Problem;
  /** Slots with no possible word, each with a sentence saying why. */
  readonly emptySlots: readonly EmptySlot[];
  /** Variables 0 .. slotCount-1 are the slots; any after them are letter variables of cells. */
  readonly slotCount: number;
  /** The board cell of a letter variable, or -1 for a slot variable. */
  cellOfVariable(variable: number): number;
  /** The letter of a letter variable's value. */
  letter(value: number): string;
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

  // Words already in the grid outside these slots (a region fill's kept slots): taken, unless reuse.
  const takenByLength = new Map<number, Set<number>>();
  const takenWords = (length: number, bucket: LengthBucket): ReadonlySet<number> => {
    let taken = takenByLength.get(length);
    if (taken) return taken;
    takenByLength.set(length, (taken = new Set()));
    if (options.reuse || !layout.used) return taken;
    for (const word of layout.used) {
      const ls = Array.from(word.toLowerCase());
      if (ls.length !== length) continue;
      const codes = ls.map((l) => index.letterCode(l));
      if (codes.some((c) => c < 0)) continue;
      for (const w of bucket.match(codes)) taken.add(w);
    }
    return taken;
  };

  for (const slot of slots) {
    const bucket = index.bucket(slot.length);
    const pattern = slotPattern(layout, slot);
    const label = slotLabel(slot);
    const where = msg('names.emptySlot.where', { slot: label, row: slot.row + 1, col: slot.col + 1, length: slot.length });
    if (!bucket) {
      emptySlots.push({ slot, pattern, why: 'length', reason: msg('names.emptySlot.length', { where, length: slot.length }) });
      buckets.push(emptyBucket(slot.length));
      variables.push({ name: slot.name, label, size: 0 });
      continue;
    }
    buckets.push(bucket);
    const codes = slot.cells.map((c) => (layout.given[c] ? index.letterCode(layout.given[c]) : null));
    const taken = takenWords(slot.length, bucket);
    if (codes.every((c) => c === null) && taken.size === 0) {
      variables.push({ name: slot.name, label, size: bucket.words.length });
      continue;
    }
    const fitting = codes.every((c) => c === null) ? Array.from(bucket.words, (_, w) => w) : codes.some((c) => c === -1) ? [] : bucket.match(codes);
    const matching = taken.size === 0 ? fitting : fitting.filter((w) => !taken.has(w));
    if (fitting.length === 0) {
      emptySlots.push({ slot, pattern, why: 'pattern', reason: msg('names.emptySlot.pattern', { where, pattern }) });
    } else if (matching.length === 0) {
      emptySlots.push({ slot, pattern, why: 'pattern', reason: msg('names.emptySlot.taken', { where, pattern }) });
    }
    variables.push({ name: slot.name, label, size: bucket.words.length, initial: matching });
  }

  const constraints: Constraint[] = [];
  /** Board cell of each letter variable (variables after the slots), in cell mode. */
  const cellVars: number[] = [];
  // Crossings: cells shared by an across and a down slot.
  const cellSlots = new Map<number, { slot: number; pos: number }[]>();
  slots.forEach((slot, s) =>
    slot.cells.forEach((cell, pos) => {
      let list = cellSlots.get(cell);
      if (!list) cellSlots.set(cell, (list = []));
      list.push({ slot: s, pos });
    }),
  );
  const byCell = options.variables === 'cells';
  for (const [cell, list] of [...cellSlots].sort((x, y) => x[0] - y[0])) {
    if (byCell && list.length >= 2 && list.every((x) => buckets[x.slot]!.words.length > 0)) {
      const cellVar = variables.length;
      const r = Math.floor(cell / layout.width);
      const c = cell % layout.width;
      const given = layout.given[cell] ? index.letterCode(layout.given[cell]) : -1;
      variables.push({ name: `r${r + 1}c${c + 1}`, size: index.alphabet.length, initial: given >= 0 ? [given] : undefined });
      cellVars.push(cell);
      for (const x of list) {
        const slot = slots[x.slot]!;
        constraints.push(new CellLetter(x.slot, x.pos, buckets[x.slot]!, cellVar, msg('names.cellLetter', { a: slotLabel(slot), i: x.pos + 1, cell: `r${r + 1}c${c + 1}` })));
      }
      continue;
    }
    for (let i = 0; i < list.length; i++) {
      for (let j = i + 1; j < list.length; j++) {
        const x = list[i]!;
        const y = list[j]!;
        const sx = slots[x.slot]!;
        const sy = slots[y.slot]!;
        const label = msg('names.crossing', { a: slotLabel(sx), i: x.pos + 1, b: slotLabel(sy), j: y.pos + 1 });
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
      if (group.length >= 2) constraints.push(new AllDifferentNeq(group, msg('names.differentWords', { count: length })));
    }
  }

  const problem: Problem = { variables, constraints };
  return {
    layout,
    index,
    problem,
    emptySlots,
    slotCount: slots.length,
    cellOfVariable: (v) => (v >= slots.length ? (cellVars[v - slots.length] ?? -1) : -1),
    letter: (value) => index.alphabet[value] ?? '',
    word: (slot, value) => buckets[slot]!.words[value] ?? '',
    rows(values) {
      const cells = layout.blocks.map((b, i) => (b ? '#' : layout.given[i] || '.'));
      cellVars.forEach((cell, k) => {
        const value = values[slots.length + k] ?? -1;
        if (value >= 0) cells[cell] = index.alphabet[value]!;
      });
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
