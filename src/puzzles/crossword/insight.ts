/**
 * Grid insight while a constructor draws: the grid's slots as the crossword model's CSP (one
 * variable per slot, the word index's words), made arc consistent with AC-3, and read back per slot:
 * how many words are left, the letters every remaining word forces, and the slots left with none
 * with the crossing that emptied them.
 *
 * A slot that no word fits even before propagation (its length, or its typed letters) is reported
 * with no crossing; a slot that AC-3 empties is reported with the crossing whose revision emptied
 * it. Either way it is then set aside (its crossings dropped) and propagation runs again, so that
 * one dead slot does not hide what the others still allow: every slot gets its own count.
 *
 * Speed: the word index is built once per dictionary (and per choice of minimum score or bans:
 * `applyWordChoices`); an edit rebuilds only the model (patterns are a few bitset ANDs) and runs
 * AC-3 on bitset domains (`npm run bench insight`).
 */
import { establishArcConsistency, Propagator, State, type Constraint } from '../../solver/index.ts';
import type { Message } from '../../text/index.ts';
import type { CrosswordLayout, Slot } from './layout.ts';
import { buildCrosswordModel, Crossing } from './model.ts';
import type { WordIndex } from './wordIndex.ts';

export interface SlotInsight {
  /** Index into `layout.slots`. */
  slot: number;
  name: string;
  /** Words left after arc consistency (0: none). */
  words: number;
  /** Words that fit the slot's length and typed letters alone, before propagation. */
  before: number;
}

export interface EmptiedSlot {
  slot: number;
  name: string;
  /** Why: no word fits before propagation, or the crossing that emptied it during AC-3. */
  reason: 'no-word' | 'crossing';
  /** With `crossing`: the shared cell, the other slot, and the constraint's label. */
  cell?: number | undefined;
  other?: number | undefined;
  label?: Message | undefined;
  /** With `no-word`: the model's sentence (length or pattern). */
  text?: Message | undefined;
}

export interface GridInsight {
  slots: SlotInsight[];
  /** Letters every remaining word forces, by board cell (open cells without a typed letter only). */
  forced: Map<number, string>;
  /** Slots left with no word, in the order found. */
  empty: EmptiedSlot[];
  /** AC-3 rounds run (1 + one per slot set aside after a wipeout). */
  rounds: number;
}

export interface InsightOptions {
  /** Allow one word in several slots (else slots of one length must differ). Default false. */
  reuse?: boolean | undefined;
  /** Stop after this many slots set aside (each costs one more AC-3 round). Default 20. */
  maxEmptied?: number | undefined;
}

/**
 * The insight for a layout (blocks and typed letters: `layoutFromBoard`) against a word index
 * (a dictionary after the puzzle's choices: minimum score, bans). Pure; a few ms to tens of ms on a
 * 15 x 15 grid with 100,000 words.
 */
export function gridInsight(layout: CrosswordLayout, index: WordIndex, options: InsightOptions = {}): GridInsight {
  const model = buildCrosswordModel(layout, index, { reuse: options.reuse, variables: 'slots' });
  const slots = layout.slots;
  const problem = model.problem;
  const empty: EmptiedSlot[] = [];
  const dead = new Set<number>();
  for (const e of model.emptySlots) {
    dead.add(e.slot.index);
    empty.push({ slot: e.slot.index, name: e.slot.name, reason: 'no-word', text: e.reason });
  }
  const before = slots.map((_, s) => {
    const v = problem.variables[s]!;
    return v.initial ? v.initial.length : v.size;
  });
  const maxEmptied = options.maxEmptied ?? 20;
  let rounds = 0;
  let state: State;
  for (;;) {
    rounds++;
    const constraints: Constraint[] = problem.constraints.filter((c) => !c.scope.some((v) => dead.has(v)));
    state = new State({ variables: problem.variables, constraints });
    const ac = new Propagator(state, 'mac');
    for (let v = 0; v < slots.length; v++) if (!dead.has(v)) ac.schedule(v);
    const failure = ac.propagate();
    if (failure === null) break;
    const failed = failure.variable;
    const c = constraints[failure.constraint];
    const slot = slots[failed]!;
    if (c instanceof Crossing) {
      const other = c.a === failed ? c.b : c.a;
      empty.push({ slot: failed, name: slot.name, reason: 'crossing', cell: c.cell, other, label: c.label });
    } else {
      empty.push({ slot: failed, name: slot.name, reason: 'crossing', label: c?.label });
    }
    dead.add(failed);
    if (empty.length >= maxEmptied + model.emptySlots.length) break;
  }
  const out: SlotInsight[] = slots.map((slot, s) => ({ slot: s, name: slot.name, words: dead.has(s) ? 0 : state.size(s), before: before[s]! }));
  return { slots: out, forced: forcedLetters(layout, slots, state, dead, index), empty, rounds };
}

/**
 * Insight kept across edits of one grid: while only letters change (typed or erased, the blocks as
 * they were), each update starts from the arc-consistent domains of the grid without letters
 * (computed once per arrangement of blocks), narrows the slots that hold letters to their patterns,
 * and propagates from those slots only. The result is the same as `gridInsight` (the fixpoint of
 * AC-3 does not depend on where it starts, as long as the start holds it); a slot left empty falls
 * back to `gridInsight`.
 *
 * A change of blocks (or a new word index) answers at the cost of one propagation: a grid without
 * letters is its own blocks-only fixpoint, kept at once; a grid with letters is answered from
 * scratch and its blocks-only fixpoint is left for `prepare()`, which the worker calls once the
 * answer is posted (while the constructor looks at it), or the next letter edit computes it.
 */
export class InsightSession {
  private key = '';
  private index: WordIndex | null = null;
  /** The blocks-only fixpoint: each slot's domain words, by slot index (null: not computed, or none). */
  private base: Int32Array[] | null = null;
  /** The layout whose blocks-only fixpoint is still to compute (null: computed, or nothing to do). */
  private pending: CrosswordLayout | null = null;

  constructor(private readonly options: InsightOptions = {}) {}

  /** Whether a blocks-only fixpoint waits to be computed (see `prepare`). */
  get unprepared(): boolean {
    return this.pending !== null;
  }

  /** Compute the blocks-only fixpoint left by the last change of blocks (idle work: nothing when there is none). */
  prepare(): void {
    const layout = this.pending;
    if (!layout || !this.index) return;
    this.pending = null;
    const bare = { ...layout, given: layout.given.map(() => '') };
    this.base = this.fixpoint(bare, this.index)?.domains ?? null;
  }

  /** The arc-consistent state of a layout and each slot's domain words, or null when a slot has no word. */
  private fixpoint(layout: CrosswordLayout, index: WordIndex): { state: State; domains: Int32Array[]; before: number[] } | null {
    const model = buildCrosswordModel(layout, index, { reuse: this.options.reuse, variables: 'slots' });
    if (model.emptySlots.length > 0) return null;
    const state = new State(model.problem);
    if (!establishArcConsistency(state)) return null;
    const before = layout.slots.map((_, s) => {
      const v = model.problem.variables[s]!;
      return v.initial ? v.initial.length : v.size;
    });
    return { state, domains: layout.slots.map((_, s) => state.domainWords(s).slice()), before };
  }

  /** The insight of `layout`; `incremental` is true when the blocks' fixpoint was reused (only letters changed). */
  update(layout: CrosswordLayout, index: WordIndex): GridInsight & { incremental: boolean } {
    // The blocks and the slots (a slot file's, or a region fill's, need not be the blocks' own), and the words kept outside them.
    const key = `${layout.width}x${layout.height}:${layout.blocks.map((b) => (b ? 1 : 0)).join('')}:${layout.slots.map((s) => `${s.row},${s.col},${s.length}${s.direction[0]}`).join(' ')}:${(layout.used ?? []).join(' ')}`;
    if (key !== this.key || index !== this.index) {
      this.key = key;
      this.index = index;
      this.base = null;
      this.pending = null;
      if (layout.given.every((g) => g === '')) {
        // No letters: the answer is the blocks-only fixpoint itself.
        const fix = this.fixpoint(layout, index);
        if (!fix) return { ...gridInsight(layout, index, this.options), incremental: false };
        this.base = fix.domains;
        const slots = layout.slots;
        return {
          slots: slots.map((slot, s) => ({ slot: s, name: slot.name, words: fix.state.size(s), before: fix.before[s]! })),
          forced: forcedLetters(layout, slots, fix.state, new Set(), index),
          empty: [],
          rounds: 1,
          incremental: false,
        };
      }
      this.pending = layout;
      return { ...gridInsight(layout, index, this.options), incremental: false };
    }
    this.prepare();
    if (!this.base) return { ...gridInsight(layout, index, this.options), incremental: false };
    const model = buildCrosswordModel(layout, index, { reuse: this.options.reuse, variables: 'slots' });
    if (model.emptySlots.length > 0) return { ...gridInsight(layout, index, this.options), incremental: false };
    const state = new State(model.problem);
    const ac = new Propagator(state, 'mac');
    const slots = layout.slots;
    let ok = true;
    for (let s = 0; s < slots.length && ok; s++) {
      ok = state.restrict(s, this.base[s]!, 0);
      if (slots[s]!.cells.some((c) => layout.given[c])) ac.schedule(s);
    }
    if (!ok || ac.propagate() !== null) return { ...gridInsight(layout, index, this.options), incremental: false };
    const before = slots.map((_, s) => {
      const v = model.problem.variables[s]!;
      return v.initial ? v.initial.length : v.size;
    });
    return {
      slots: slots.map((slot, s) => ({ slot: s, name: slot.name, words: state.size(s), before: before[s]! })),
      forced: forcedLetters(layout, slots, state, new Set(), index),
      empty: [],
      rounds: 1,
      incremental: true,
    };
  }
}

/** Cells whose letter every word left in one of their slots shares (typed cells left out). */
function forcedLetters(layout: CrosswordLayout, slots: readonly Slot[], state: State, dead: ReadonlySet<number>, index: WordIndex): Map<number, string> {
  const forced = new Map<number, string>();
  slots.forEach((slot, s) => {
    if (dead.has(s) || state.size(s) === 0) return;
    const bucket = index.bucket(slot.length);
    if (!bucket) return;
    let open = slot.cells.map((cell, p) => (layout.given[cell] || forced.has(cell) ? -1 : p)).filter((p) => p >= 0);
    if (open.length === 0) return;
    // Read the domain's words until every open position has seen two letters (usually a few words).
    const letters = new Int32Array(slot.length).fill(-1);
    const o = state.base(s);
    const live = state.liveCount(s);
    for (let k = 0; k < live && open.length > 0; k++) {
      const i = state.liveWord(o + k);
      let w = state.word(o + i);
      while (w !== 0 && open.length > 0) {
        const bit = w & -w;
        w ^= bit;
        const value = (i << 5) + 31 - Math.clz32(bit);
        open = open.filter((p) => {
          const letter = bucket.letterAt(value, p);
          if (letters[p] === -1) letters[p] = letter;
          return letters[p] === letter;
        });
      }
    }
    for (const p of open) forced.set(slot.cells[p]!, index.alphabet[letters[p]!]!);
  });
  return forced;
}
