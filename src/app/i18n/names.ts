/**
 * Two names the app words itself: a board's source (a file's name, or the sentinel "Drawn" a saved
 * board keeps) and a run's status in a compare table. Everything else pure code names carries its
 * message: variables and constraints (`Variable.label`, `Constraint.label`), the board's history
 * (`Edited.label`), the compare table's configurations and puzzles (`configurationLabel`, `puzzleLabel`).
 */
import type { TFunction } from 'i18next';
import type { Status } from '../../solver/index.ts';
import { i18n } from './i18n.ts';

const tr = (): TFunction => i18n.t.bind(i18n);

/** A board's source: a file name, or the sentinel "Drawn" for a board drawn by hand. */
export function sourceName(source: string, t: TFunction = tr()): string {
  return source === 'Drawn' ? t('names.drawn') : source;
}

/** A run's status as a compare table writes it ("✕ unsatisfiable" → "✕ 无解"). */
export function statusName(status: Status | 'error', t: TFunction = tr()): string {
  return t(`names.status.${status}`);
}
