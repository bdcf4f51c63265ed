/**
 * The names the models give in English, shown in the interface's language. The models (and the
 * CLI's text and JSON, which are contracts) name slots "10-Across", constraints "row 3" or
 * "1-Across letter 2 = 1-Down letter 1", and the board's history "letter Q": those strings stay as
 * they are in the model, the trace and the saved state; the app translates them here, at display
 * time, so a change of language renames what is already on screen. Each function recognises the
 * exact forms the models write (a test builds every kind's model and checks that every name and
 * label is recognised) and returns anything else unchanged.
 */
import type { TFunction } from 'i18next';
import { i18n } from './i18n.ts';

const tr = (): TFunction => i18n.t.bind(i18n);

const SLOT = /^(\d+)-(Across|Down)$/;
/** An N-queens row (src/puzzles/queens/model.ts names its variables "row 1" .. "row N"). */
const QUEEN_ROW = /^row (\d+)$/;

/** "10-Across" → "横 10" / "10 по горизонтали", "row 3" → "第 3 行"; any other name (r3c5, a slot file's own names) as it is. */
export function slotName(name: string, t: TFunction = tr()): string {
  const row = QUEEN_ROW.exec(name);
  if (row) return t('names.queenRow', { n: row[1] });
  const m = SLOT.exec(name);
  if (!m) return name;
  return t(m[2] === 'Across' ? 'names.across' : 'names.down', { n: m[1] });
}

/** The short form a small picture uses: "10A" → "横10" / "10→". */
export function shortSlotName(name: string, t: TFunction = tr()): string {
  const row = QUEEN_ROW.exec(name);
  if (row) return t('names.queenRow', { n: row[1] });
  const m = SLOT.exec(name);
  if (!m) return name;
  return t(m[2] === 'Across' ? 'names.acrossShort' : 'names.downShort', { n: m[1] });
}

/** Every slot name inside a longer text ("1-Across letter 2 …"). */
function slotNamesIn(text: string, t: TFunction): string {
  return text.replace(/\b(\d+)-(Across|Down)\b/g, (whole) => slotName(whole, t));
}

/** The forms of the models' constraint labels (src/puzzles/…/model.ts). */
const LABELS: readonly { re: RegExp; show(m: RegExpExecArray, t: TFunction): string }[] = [
  {
    // Crossword crossing: "1-Across letter 2 = 1-Down letter 1".
    re: /^(\d+-(?:Across|Down)) letter (\d+) = (\d+-(?:Across|Down)) letter (\d+)$/,
    show: (m, t) => t('names.crossing', { a: slotName(m[1]!, t), i: Number(m[2]), b: slotName(m[3]!, t), j: Number(m[4]) }),
  },
  {
    // Crossword by cells: "1-Across letter 2 = cell r1c2".
    re: /^(\d+-(?:Across|Down)) letter (\d+) = cell (r\d+c\d+)$/,
    show: (m, t) => t('names.cellLetter', { a: slotName(m[1]!, t), i: Number(m[2]), cell: m[3] }),
  },
  { re: /^different words of (\d+) letters$/, show: (m, t) => t('names.differentWords', { count: Number(m[1]) }) },
  { re: /^all different: row (\d+)$/, show: (m, t) => t('names.allDifferentRow', { n: m[1] }) },
  { re: /^all different: column (\d+)$/, show: (m, t) => t('names.allDifferentColumn', { n: m[1] }) },
  { re: /^all different: box (\d+)$/, show: (m, t) => t('names.allDifferentBox', { n: m[1] }) },
  // N-queens (src/puzzles/queens/model.ts): a column, a ↗ or a ↘ diagonal holds one queen.
  { re: /^queens: different columns$/, show: (_, t) => t('names.queensColumns') },
  { re: /^queens: different ↗ diagonals \(row \+ column\)$/, show: (_, t) => t('names.queensRising') },
  { re: /^queens: different ↘ diagonals \(column − row\)$/, show: (_, t) => t('names.queensFalling') },
  // Futoshiki sign: "r1c1 < r1c2" has no English word in it.
  { re: /^(r\d+c\d+) < (r\d+c\d+)$/, show: (m) => `${m[1]!} < ${m[2]!}` },
];

/** True when `label` is one of the forms above (a test checks every model's labels). */
export function knownConstraintLabel(label: string): boolean {
  return LABELS.some((l) => l.re.test(label));
}

/** A model's constraint label in the interface's language ("all different: row 3" → "第 3 行各不相同"). */
export function constraintLabel(label: string, t: TFunction = tr()): string {
  for (const l of LABELS) {
    const m = l.re.exec(label);
    if (m) return l.show(m, t);
  }
  return slotNamesIn(label, t);
}

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
