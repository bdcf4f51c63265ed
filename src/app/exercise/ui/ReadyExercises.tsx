/**
 * The ready exercises in the lesson's picker (test id `exercise-ready-pick`, one option per
 * exercise, its value the exercise's id): choosing one closes the lesson, opens the exercise's
 * puzzle, sets its algorithm and starts it in exercise mode at the first question.
 */
import { useTranslation } from 'react-i18next';
import { emptyQueens } from '../../../puzzles/queens/index.ts';
import { DEFAULT_DICTIONARY } from '../../settings/index.ts';
import { useApp } from '../../state/index.ts';
import { asksOf, READY_EXERCISES, type ReadyExercise } from '../ready.ts';

/** Open `exercise`: its puzzle, its settings, exercise mode asking its questions. */
export async function openReadyExercise(exercise: ReadyExercise): Promise<boolean> {
  let s = useApp.getState();
  if (s.lesson.open) s.closeLesson();
  s = useApp.getState();
  if (s.phase === 'running') s.cancel();
  const p = exercise.puzzle;
  if (p.kind === 'queens') s.loadPuzzles('queens', `${p.size} × ${p.size}`, [emptyQueens(p.size)]);
  else await s.loadSample(p.kind === 'crossword' ? p.file : p.sample);
  s = useApp.getState();
  if (s.kind !== p.kind) return false;
  if (p.kind === 'crossword' && s.dictionaryId !== DEFAULT_DICTIONARY) await s.chooseDictionary(DEFAULT_DICTIONARY);
  useApp.getState().setAlgorithm(exercise.settings);
  return useApp.getState().resumeExercise(asksOf(exercise), []);
}

export function ReadyExercisePick() {
  const { t } = useTranslation();
  return (
    <select
      data-testid="exercise-ready-pick"
      aria-label={t('readyExercise.pick')}
      value=""
      onChange={(e) => {
        const chosen = READY_EXERCISES.find((x) => x.id === e.target.value);
        if (chosen) void openReadyExercise(chosen);
      }}
      className="max-w-48 min-w-0 rounded-md border border-slate-300 bg-white px-1 py-0.5 text-xs"
    >
      <option value="">{t('readyExercise.pick')}</option>
      {READY_EXERCISES.map((x) => (
        <option key={x.id} value={x.id}>
          {t(`readyExercise.${x.id}`)}
        </option>
      ))}
    </select>
  );
}
