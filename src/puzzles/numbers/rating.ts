/**
 * A puzzle's rating: the weakest reasoning that settles it without guessing (reasoning.ts), or
 * search with the solver's node count. And a hint: the next step that reasoning can make.
 *
 * `needs`: how many steps of each kind the stepper took (always the weakest kind available), e.g.
 * `{"naked-single": 41, "less-than": 0, "hidden-single": 12, "naked-set": 1, "hidden-set": 0}`;
 * for a puzzle rated `search`, the steps taken before reasoning got stuck. `nodes`: 0 unless the
 * level is `search`, then the nodes of the project's solver (MAC, GAC all-different, MRV) to its
 * first solution.
 */
import { solve } from '../../solver/index.ts';
import type { NumberGrid } from './grid.ts';
import { LEVELS, Reasoner, STEP_KINDS, STEP_LEVEL, type Level, type Step, type StepKind } from './reasoning.ts';

export interface Rating {
  level: Level;
  nodes: number;
  needs: Record<StepKind, number>;
  /** Reasoning proved that there is no solution (the level is what it took). */
  contradiction?: boolean;
}

export function emptyNeeds(): Record<StepKind, number> {
  return Object.fromEntries(STEP_KINDS.map((k) => [k, 0])) as Record<StepKind, number>;
}

/** Rate a Sudoku or Futoshiki (its givens, or `cells` instead). */
export function rate(grid: NumberGrid, cells: Uint8Array = grid.cells): Rating {
  const target = cells === grid.cells ? grid : { ...grid, cells };
  const r = new Reasoner(target, undefined, false);
  const needs = emptyNeeds();
  let level = 0;
  for (;;) {
    const step = r.next('gac');
    if (!step) break;
    needs[step.kind]++;
    level = Math.max(level, LEVELS.indexOf(step.level));
    r.apply(step);
  }
  if (r.contradiction) return { level: LEVELS[level]!, nodes: 0, needs, contradiction: true };
  if (r.solved) return { level: LEVELS[level]!, nodes: 0, needs };
  const nodes = solve(grid.problem(cells), { ...grid.search, maxSolutions: 1 }).stats.nodes;
  return { level: 'search', nodes, needs };
}

export type Hint =
  | { type: 'step'; step: Step }
  /** Every cell is decided. */
  | { type: 'solved' }
  /** The givens and entries (and candidates) admit no solution: the cells that show it. */
  | { type: 'contradiction'; cells: number[]; reason: string }
  /** No reasoning up to GAC makes progress: the puzzle needs a guess here. */
  | { type: 'stuck' };

export interface HintOptions {
  /** The player's digits (0 empty), decided like givens. */
  entries?: Uint8Array | undefined;
  /** The player's candidates per cell (bit d - 1 for digit d), intersected with those reasoning finds. */
  candidates?: ArrayLike<number> | undefined;
  /** The strongest reasoning to use (default `gac`). */
  upTo?: Level | undefined;
}

/** The next step that reasoning can make on the board (the weakest kind first), without solving the rest. */
export function hint(grid: NumberGrid, options: HintOptions = {}): Hint {
  const r = new Reasoner(grid, options.entries);
  if (options.candidates) r.restrictTo(options.candidates);
  if (r.contradiction) return { type: 'contradiction', ...r.contradiction };
  if (r.solved) return { type: 'solved' };
  const step = r.next(options.upTo === 'search' ? 'gac' : (options.upTo ?? 'gac'));
  if (step) return { type: 'step', step };
  if (r.contradiction) return { type: 'contradiction', ...(r.contradiction as { cells: number[]; reason: string }) };
  return { type: 'stuck' };
}

export { STEP_LEVEL };
