/**
 * Independent judges of the reasons, sharing no code with the solver or the models: plain
 * backtracking over a crossword's slots and words, and over a FlatZinc model's assignments (each
 * judged by the independent checker, src/checkers/model.ts). Sudoku, Futoshiki and queens are
 * judged by the makers' and queens' brute force (tests/makers/bruteCount.ts, tests/queens/bruteForce.ts).
 */
import { checkModelSolution } from '../../src/checkers/model.ts';
import type { FznModel } from '../../src/puzzles/model/flatzinc.ts';

/** A crossword as the judge reads it: each slot's cells, the given letters, the words already in the grid. */
export interface BruteCrossword {
  slots: readonly { cells: readonly number[] }[];
  given: readonly string[];
  used?: readonly string[] | undefined;
}

/** The words of `words` that fit `slot` alone: its length, its given letters, not already in the grid (unless reuse). */
export function wordsFitting(x: BruteCrossword, slot: number, words: readonly string[], reuse = false): string[] {
  const cells = x.slots[slot]!.cells;
  return words.filter((w) => w.length === cells.length && cells.every((c, i) => !x.given[c] || x.given[c] === w[i]) && (reuse || !x.used?.includes(w)));
}

/** A fill of the slots `chosen` (indices) alone from `words`, or null: every slot a word, crossings agreeing, no word twice unless `reuse`. */
export function bruteFill(x: BruteCrossword, chosen: readonly number[], words: readonly string[], reuse = false): string[] | null {
  const letters = new Map<number, string>();
  const placed: string[] = [];
  const go = (k: number): boolean => {
    if (k === chosen.length) return true;
    const cells = x.slots[chosen[k]!]!.cells;
    for (const w of wordsFitting(x, chosen[k]!, words, reuse)) {
      if (!reuse && placed.includes(w)) continue;
      if (!cells.every((c, i) => (letters.get(c) ?? w[i]) === w[i])) continue;
      const set = cells.filter((c) => !letters.has(c));
      set.forEach((c) => letters.set(c, w[cells.indexOf(c)]!));
      placed.push(w);
      if (go(k + 1)) return true;
      placed.pop();
      set.forEach((c) => letters.delete(c));
    }
    return false;
  };
  return go(0) ? [...placed] : null;
}

/** Does the FlatZinc model with only the constraints `chosen` (indices) have a solution? Every assignment, judged by the checker. */
export function bruteModel(model: FznModel, chosen: readonly number[]): boolean {
  const sub = { vars: model.vars, constraints: chosen.map((i) => model.constraints[i]!) };
  const x = model.vars.map((v) => v.values[0] ?? 0);
  if (model.vars.some((v) => v.values.length === 0)) return false;
  const go = (i: number): boolean => {
    if (i === x.length) return checkModelSolution(sub, (v) => x[v]!).length === 0;
    for (const a of model.vars[i]!.values) {
      x[i] = a;
      if (go(i + 1)) return true;
    }
    return false;
  };
  return go(0);
}
