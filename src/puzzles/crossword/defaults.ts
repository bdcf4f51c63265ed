/**
 * The best configuration we have for filling crosswords (measured by `npm run bench fill`):
 * letter variables for the checked cells, MAC after AC-3, dom/wdeg, and least-constraining values
 * (the letter, then the word, that leaves the crossing slots the most words). The textbook model
 * (one variable per slot) stays the default of the model itself and of the app's player.
 */
import type { SearchOptions } from '../../solver/index.ts';
import type { CrosswordModelOptions } from './model.ts';

export const FILL_MODEL: CrosswordModelOptions = { variables: 'cells' };

export const FILL_SEARCH: Partial<SearchOptions> = {
  inference: 'mac',
  ac3: true,
  variableOrder: 'dom-wdeg',
  valueOrder: 'lcv',
};
