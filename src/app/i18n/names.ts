/**
 * Names the app still translates from English at display time: a board's source ("Drawn"), the
 * compare table's configurations, puzzles and statuses. (The models' variables and constraints,
 * and the board's history, carry messages: `Variable.label`, `Constraint.label`, `Edited.label`.)
 */
import type { TFunction } from 'i18next';
import { i18n } from './i18n.ts';

const tr = (): TFunction => i18n.t.bind(i18n);

/** A board's source: a file name, or the sentinel "Drawn" for a board drawn by hand. */
export function sourceName(source: string, t: TFunction = tr()): string {
  return source === 'Drawn' ? t('names.drawn') : source;
}

/**
 * A compare configuration's name ("fc/mrv lex", "mac/mrv, GAC all-different", "dfs/mrv all"), word
 * by word in the interface's language; the CSV keeps the English name.
 */
export function configurationName(name: string, t: TFunction = tr()): string {
  return name.replace(/pairwise ≠|GAC all-different|[A-Za-z0-9-]+/g, (w) => {
    const key = `names.config.${w === 'pairwise ≠' ? 'pairwise' : w === 'GAC all-different' ? 'gacAllDifferent' : w}`;
    return i18n.exists(key) ? t(key as 'names.config.none') : w;
  });
}

/** A compare row's puzzle: a file's stem as it is ("seed000-p1"), a puzzle named by its kind in the interface's language ("futoshiki 4×4" → "不等式数独 4×4"). */
export function puzzleName(name: string, t: TFunction = tr()): string {
  const m = /^(crossword|sudoku|futoshiki|queens) (.+)$/.exec(name);
  return m ? `${t(`catalog.kind.${m[1] as 'crossword'}`)} ${m[2]!}` : name;
}

/** A run's status as a compare table writes it ("✕ unsatisfiable" → "✕ 无解"). */
export function statusName(status: string, t: TFunction = tr()): string {
  const key = `names.status.${status}`;
  return i18n.exists(key) ? t(key as 'names.status.error') : status;
}
