/**
 * An exercise's report (test ids `exercise-report`, `exercise-report-download`): one entry per
 * question with the student's answer, the right answers, the verdict and the verdict's sentence,
 * in the interface's language; as JSON and as plain text to hand in.
 */
import type { TFunction } from 'i18next';
import { takesSet, type Question } from '../../solver/index.ts';
import { textOf, type MessageKey, type Translate } from '../i18n/index.ts';
import { askOf, isRight, type ExerciseNames, type ShownValueOrder } from './asks.ts';

export type Verdict = 'right' | 'wrong' | 'shown';

export interface ReportEntry {
  ask: Question['ask'];
  answer: string;
  right: string[];
  verdict: Verdict;
  sentence: string;
}

/** The verdict of an answer: shown (Show me), right (one of the right answers) or wrong. */
export function verdictOf(q: Question, answer: number, shown: boolean, marks?: readonly number[]): Verdict {
  return shown ? 'shown' : isRight(q, answer, marks) ? 'right' : 'wrong';
}

/** The word before a verdict's sentence: a split is not graded, so a move of the student's is "Your move", not "Right". */
export function verdictLabel(ask: Question['ask'], verdict: Verdict): MessageKey {
  return ask === 'split' && verdict === 'right' ? 'exerciseSplit.verdict' : `exercise.verdict.${verdict}`;
}

/** One question answered, as the report reads it (`marks`: the choices marked, for a question answered by a set). */
export interface AnsweredQuestion {
  question: Question;
  answer: number;
  shown: boolean;
  marks?: readonly number[] | undefined;
}

/** The report's entries, worded with `t` and the kind's names. */
export function reportEntries(
  entries: readonly AnsweredQuestion[],
  names: ExerciseNames,
  valueOrder: ShownValueOrder,
  list: (items: string[]) => string,
  t: TFunction | Translate,
): ReportEntry[] {
  return entries.map(({ question: q, answer, shown, marks }) => {
    const ask = askOf(q.ask);
    const choices = ask.choices(q, names);
    const text = (id: number) => choices.find((c) => c.id === id)?.text ?? String(id);
    return {
      ask: q.ask,
      answer: takesSet(q) ? list([...(marks ?? [])].sort((a, b) => a - b).map(text)) : text(answer),
      right: q.right.map(text),
      verdict: verdictOf(q, answer, shown, marks),
      sentence: textOf(ask.sentence(q, answer, names, valueOrder, list, shown, marks), t),
    };
  });
}

/** The score: answers right (not shown), questions answered, answers shown. */
export function scoreOf(entries: readonly AnsweredQuestion[]): { right: number; asked: number; shown: number } {
  let right = 0;
  let shown = 0;
  for (const e of entries) {
    if (e.shown) shown++;
    else if (isRight(e.question, e.answer, e.marks)) right++;
  }
  return { right, asked: entries.length, shown };
}

/** The report as plain text: the score, then one block per question. */
export function reportText(entries: readonly ReportEntry[], score: { right: number; asked: number; shown: number }, translate: TFunction | Translate): string {
  const t = translate as Translate;
  const lines = [t('exercise.score', { right: score.right, asked: score.asked }), ''];
  entries.forEach((e, i) => {
    lines.push(`${i + 1}. ${t(askOf(e.ask).label)} — ${t(verdictLabel(e.ask, e.verdict))}`);
    lines.push(`   ${t('exercise.report.answer')}: ${e.answer}`);
    lines.push(`   ${t('exercise.report.right')}: ${e.right.join(', ')}`);
    lines.push(`   ${e.sentence}`);
  });
  return lines.join('\n') + '\n';
}
