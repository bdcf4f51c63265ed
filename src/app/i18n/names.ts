/**
 * Names the app still translates from English at display time: the board's history ("letter Q"),
 * a board's source ("Drawn"), the compare table's configurations, puzzles and statuses. (The
 * models' variables and constraints carry messages: `Variable.label`, `Constraint.label`.)
 */
import type { TFunction } from 'i18next';
import { i18n } from './i18n.ts';

const tr = (): TFunction => i18n.t.bind(i18n);

/** The board's history labels (src/app/state/slices/puzzle.ts, the kinds' edits), for Undo and Redo. */
const HISTORY: readonly { re: RegExp; show(m: RegExpExecArray, t: TFunction): string }[] = [
  { re: /^block$/, show: (_, t) => t('names.undo.block') },
  { re: /^open cell$/, show: (_, t) => t('names.undo.openCell') },
  { re: /^clear letter$/, show: (_, t) => t('names.undo.clearLetter') },
  { re: /^letter (.+)$/, show: (m, t) => t('names.undo.letter', { letter: m[1] }) },
  { re: /^clear digit$/, show: (_, t) => t('names.undo.clearDigit') },
  { re: /^digit (\d+)$/, show: (m, t) => t('names.undo.digit', { digit: m[1] }) },
  { re: /^sign$/, show: (_, t) => t('names.undo.sign') },
  { re: /^resize$/, show: (_, t) => t('names.undo.resize') },
  { re: /^clear board$/, show: (_, t) => t('names.undo.clearBoard') },
  { re: /^place queen$/, show: (_, t) => t('names.undo.placeQueen') },
  { re: /^remove queen$/, show: (_, t) => t('names.undo.removeQueen') },
  { re: /^switch to (crossword|sudoku|futoshiki|queens)$/, show: (m, t) => t('names.undo.switchTo', { kind: t(`catalog.kind.${m[1] as 'crossword'}`) }) },
  { re: /^load (.+)$/, show: (m, t) => t('names.undo.load', { name: m[1] }) },
  { re: /^puzzle (\d+) of (.+)$/, show: (m, t) => t('names.undo.puzzleOf', { n: m[1], set: m[2] }) },
];

export function knownHistoryLabel(label: string): boolean {
  return HISTORY.some((l) => l.re.test(label));
}

/** "switch to sudoku" → "切换到数独". */
export function historyLabel(label: string, t: TFunction = tr()): string {
  for (const l of HISTORY) {
    const m = l.re.exec(label);
    if (m) return l.show(m, t);
  }
  return label;
}

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
