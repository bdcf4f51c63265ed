/**
 * The best configuration we have for filling crosswords (measured by `npm run bench fill`):
 * letter variables for the checked cells, MAC after AC-3, dom/wdeg, and least-constraining values
 * (the letter, then the word, that leaves the crossing slots the most words). The textbook model
 * (one variable per slot) stays the default of the model itself and of the app's player, and is
 * the model of every textbook configuration (see `crosswordVariables`).
 */
import { withDefaults, type SearchOptions } from '../../solver/index.ts';
import type { CrosswordModelOptions } from './model.ts';

export type CrosswordVariables = NonNullable<CrosswordModelOptions['variables']>;

export const FILL_MODEL: CrosswordModelOptions & { variables: CrosswordVariables } = { variables: 'cells' };

export const FILL_SEARCH: Partial<SearchOptions> = {
  inference: 'mac',
  ac3: true,
  variableOrder: 'dom-wdeg',
  valueOrder: 'lcv',
};

/**
 * The crossword model a search runs on: the one `chosen` when there is one (an explicit choice
 * always wins), otherwise decided by the search options, which must be the effective ones (after
 * the caller's defaults; a missing field counts as the solver's default):
 *
 * - the letter model (`FILL_MODEL`, letter variables for the checked cells) only for the fill
 *   settings: depth-first search with MAC (`inference: 'mac'`) and dom/wdeg variable order;
 * - the one-variable-per-slot model of the seeds for every textbook configuration: backtracking
 *   or forward checking (`inference` none or fc), static, MRV or MRV + degree order, or
 *   breadth-first search. There the nodes, backtracks and orders are those of the seed reports
 *   (one node per word placed), and plain backtracking does not wander among letters.
 *
 * The value order, AC-3 before search, branching, restarts and backjumping do not change the
 * choice: they refine either search.
 */
export function crosswordVariables(search: Partial<SearchOptions>, chosen?: CrosswordVariables): CrosswordVariables {
  if (chosen !== undefined) return chosen;
  const { inference, variableOrder, strategy } = withDefaults(search);
  return inference === 'mac' && variableOrder === 'dom-wdeg' && strategy === 'dfs' ? FILL_MODEL.variables : 'slots';
}
