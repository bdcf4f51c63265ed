/**
 * Exercise mode's controls (issue 31): the switch beside Solve, what is asked, and the place of the
 * question (ExerciseQuestion.tsx: the question with one button per answer, the verdict's
 * sentence, the score, Show me, Undo and the report), whose code is loaded when first needed.
 */
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import type { AskKind } from '../../../solver/index.ts';
import { kindOf } from '../../kinds/index.ts';
import { EXERCISE_ASKS, useApp, type AppState } from '../../state/index.ts';
import { later, Later } from '../../widgets/ui/index.ts';
import { askOf, type ExerciseNames } from '../asks.ts';
import './answers.css';

/** The question's code, fetched once: when the switch is turned on (so it is here by the first question) or when an exercise runs. */
const loadQuestion = () => import('./ExerciseQuestion.tsx').then((m) => m.ExerciseQuestion);
const ExerciseQuestion = later(loadQuestion);

/** The kind's names for the run shown (its step names, in the interface's language). */
export function namesOf(s: AppState): ExerciseNames {
  return kindOf(s.kind).stepNames(s.boards[s.kind].puzzle as never, { words: s.words, constraints: s.constraintLabels });
}

/**
 * The same names, following the store: they read the constraints' labels and a crossword's words,
 * which come after the run starts, so what uses them draws again when they arrive (a verdict said
 * before them named a constraint by its variables), and in the language shown.
 */
export function useExerciseNames(): ExerciseNames {
  const { i18n } = useTranslation();
  const { constraintLabels, words, kind, puzzle } = useApp(useShallow((st) => ({ constraintLabels: st.constraintLabels, words: st.words, kind: st.kind, puzzle: st.boards[st.kind].puzzle })));
  const language = i18n.language;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the names are said in the language shown
  return useMemo(() => kindOf(kind).stepNames(puzzle as never, { words, constraints: constraintLabels }), [constraintLabels, words, kind, puzzle, language]);
}

/** The switch beside Solve (test id `exercise`) and, when on, the checkboxes of what is asked. */
export function ExerciseSwitch() {
  const { t } = useTranslation();
  const { on, ask, running } = useApp(useShallow((s) => ({ on: s.exerciseOn, ask: s.exerciseAsk, running: s.phase === 'running' })));
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <label className="inline-flex cursor-pointer items-center gap-2 text-sm font-medium text-slate-800" title={t('exercise.switchHint')}>
        <input
          type="checkbox"
          role="switch"
          data-testid="exercise"
          aria-checked={on}
          checked={on}
          disabled={running}
          onChange={(e) => {
            if (e.target.checked) void loadQuestion();
            useApp.getState().setExerciseOn(e.target.checked);
          }}
          className="size-4 accent-sky-700"
        />
        {t('exercise.switch')}
      </label>
      {on ? (
        <fieldset className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700">
          <legend className="sr-only">{t('exercise.askLegend')}</legend>
          <span aria-hidden="true" className="text-xs text-slate-500">
            {t('exercise.askLegend')}:
          </span>
          {EXERCISE_ASKS.map((kind: AskKind) => (
            <label key={kind} className="inline-flex items-center gap-1" title={kind === 'split' ? t('exerciseSplit.hint') : undefined}>
              <input
                type="checkbox"
                data-testid={`exercise-ask-${kind}`}
                checked={ask.includes(kind)}
                disabled={running}
                onChange={() => useApp.getState().toggleExerciseAsk(kind)}
                className="size-4 accent-sky-700"
              />
              {t(askOf(kind).label)}
            </label>
          ))}
        </fieldset>
      ) : null}
    </div>
  );
}

/**
 * The question, its answers, the last verdict, the score and the report, while an exercise runs
 * (the verdicts said with the names kept while a run restarts).
 */
export function ExercisePanel() {
  const s = useApp(
    useShallow((s) => ({
      on: s.exerciseOn,
      exercise: s.runSettings?.options.script !== undefined,
      phase: s.phase,
      question: s.phase === 'done' && s.status === 'question' ? s.exerciseQuestion : null,
    })),
  );
  const fresh = useExerciseNames();
  // An answer restarts the run, which clears the labels and words until the worker sends them
  // again: while it runs, the verdict keeps the names it was said with (else it would name a
  // constraint by its variables for a moment, then by its label).
  const [said, setSaid] = useState(fresh);
  if (s.phase !== 'running' && said !== fresh) setSaid(fresh);
  const names = s.phase === 'running' ? said : fresh;
  // A crossword's words come with the events that use them: a value question needs all of its slot's.
  const slotLength = s.question?.ask === 'value' ? useApp.getState().runLayout?.slots[s.question.variable]?.length : undefined;
  useEffect(() => {
    if (slotLength !== undefined) void useApp.getState().loadWords(slotLength);
  }, [slotLength]);
  if (!s.on || !s.exercise) return null;
  return (
    <Later>
      <ExerciseQuestion names={names} />
    </Later>
  );
}
