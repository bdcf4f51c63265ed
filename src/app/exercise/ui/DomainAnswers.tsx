/**
 * The domain view's part in an exercise (issue 31): while a question asks for values of the
 * variable the view shows (which value first, the repair's value, the values an inference, a
 * revision or the tree algorithm's arc removes), its values are answers to click, or marks to
 * toggle (the same marks as the list's, confirmed by `exercise-confirm`); a split's "which half
 * first" shows the variable's values in its two halves, a click on either answering; the variables
 * asked about are a click away.
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useApp } from '../../state/index.ts';
import { askOf, domainText } from '../asks.ts';
import { answerWith, valueTargetsOf, valueVariables } from '../targets.ts';
import { useOpenQuestion } from './GraphAnswers.tsx';
import { useExerciseNames } from './ExercisePanel.tsx';

/** While a question asks for values, the domain view shows a variable asked (the first, unless one is selected). */
export function useAskedVariable(): void {
  const { question } = useOpenQuestion();
  // Once per question: the student may then inspect any variable.
  useEffect(() => {
    const asked = question ? valueVariables(question) : [];
    if (asked.length > 0 && !asked.includes(useApp.getState().teaching.selected)) useApp.getState().selectVariable(asked[0]!);
  }, [question]);
}

export function DomainAnswers({ variable }: { variable: number }) {
  const { t } = useTranslation();
  const { question, marks } = useOpenQuestion();
  const names = useExerciseNames();
  if (!question) return null;
  const asked = valueVariables(question);
  if (asked.length === 0) return null;
  const values = valueTargetsOf(question, variable, marks);
  const choices = askOf(question.ask).choices(question, names);
  const set = values[0]?.target.set ?? false;
  return (
    <div data-testid="domain-answers" className="space-y-1 rounded-md border border-sky-200 bg-sky-50/60 px-2 py-1">
      {asked.length > 1 || !asked.includes(variable) ? (
        <div className="flex flex-wrap items-center gap-1 text-xs">
          <span className="text-slate-700">{t('exerciseBoard.domains.askedOf')}</span>
          {asked.map((v) => (
            <button
              key={v}
              type="button"
              data-testid="domain-asked-variable"
              data-choice={names.variable(v)}
              aria-pressed={v === variable}
              onClick={() => useApp.getState().selectVariable(v)}
              className={`rounded border px-1 font-mono ${v === variable ? 'border-slate-700 font-bold' : 'border-slate-300'}`}
            >
              {names.variable(v)}
            </button>
          ))}
        </div>
      ) : null}
      {question.ask === 'split' && question.step === 'half' && variable === question.variable ? (
        <>
          <p className="text-xs font-semibold text-slate-700">{t('exerciseAnswers.halves')}</p>
          <ul className="flex flex-wrap gap-2 font-mono text-sm" aria-label={t('exerciseAnswers.halvesLabel', { variable: names.variable(variable) })}>
            {question.halves.map((h, i) => {
              const text = domainText(variable, h.values, names);
              return (
                <li key={i}>
                  <button
                    type="button"
                    data-testid="domain-half"
                    data-choice={text}
                    data-answer="choice"
                    aria-label={t('exerciseAnswers.half', { variable: names.variable(variable), half: text })}
                    onClick={() => answerWith({ id: i, set: false, marked: false })}
                    className="answer-value bg-white text-slate-900"
                  >
                    {text}
                  </button>
                </li>
              );
            })}
          </ul>
        </>
      ) : values.length > 0 ? (
        <>
          <p className="text-xs font-semibold text-slate-700">{t(set ? 'exerciseBoard.domains.mark' : 'exerciseBoard.domains.answer')}</p>
          <ul className="flex max-h-32 flex-wrap content-start gap-1 overflow-auto font-mono text-sm">
            {values.map(({ value, target }) => (
              <li key={value}>
                <button
                  type="button"
                  data-testid="domain-answer"
                  data-choice={choices.find((c) => c.id === target.id)?.text ?? names.value(variable, value)}
                  data-answer={target.marked ? 'marked' : 'choice'}
                  aria-pressed={set ? target.marked : undefined}
                  onClick={() => answerWith(target)}
                  className="answer-value bg-white text-slate-900"
                >
                  {names.value(variable, value)}
                </button>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
