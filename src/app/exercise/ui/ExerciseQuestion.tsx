/**
 * Exercise mode's question (issue 31), loaded when an exercise first runs (ExercisePanel.tsx draws
 * it, with the names it says): what is asked, one button per answer, the verdict's sentence, the
 * score, Show me, Undo and the report.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import { takesSet } from '../../../solver/index.ts';
import { download } from '../../export/index.ts';
import { textOf } from '../../i18n/index.ts';
import { valueOrderChoices } from '../../settings/index.ts';
import { exerciseMarksOf, useApp } from '../../state/index.ts';
import { Button } from '../../widgets/ui/index.ts';
import { askOf, type Choice, type ExerciseNames, type ShownValueOrder } from '../asks.ts';
import { SplitTreeView } from './SplitTree.tsx';
import { reportEntries, reportText, scoreOf, verdictLabel, verdictOf } from '../report.ts';
import { valueVariables } from '../targets.ts';

/** A list of names as the language joins them ("NT and SA", "NT和SA", "NT и SA"). */
function useList(): (items: string[]) => string {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const format = new Intl.ListFormat(i18n.language, { type: 'conjunction' });
    return (items: string[]) => format.format(items);
  }, [i18n.language]);
}

/** The question, its answers, the last verdict, the score and the report, said with `names`. */
export function ExerciseQuestion({ names }: { names: ExerciseNames }) {
  const { t } = useTranslation();
  const list = useList();
  const s = useApp(
    useShallow((s) => ({
      question: s.phase === 'done' && s.status === 'question' ? s.exerciseQuestion : null,
      entries: s.exerciseEntries,
      phase: s.phase,
      status: s.status,
      valueOrder: s.valueOrder as ShownValueOrder,
      words: s.words,
      wordsVersion: s.wordsVersion,
      sketch: s.sketch,
      // Predict (or classroom mode) in an exercise: the question is the class's, on the projector.
      forClass: s.predict || s.teaching.classroom,
    })),
  );
  const q = s.question;
  const last = s.entries[s.entries.length - 1];
  const score = scoreOf(s.entries);
  const finished = s.phase === 'done' && s.status !== 'question';
  const running = s.phase === 'running';
  const valueOrder: ShownValueOrder = s.valueOrder === ('ascending' as never) ? 'lex' : s.valueOrder === ('descending' as never) ? 'reverse' : s.valueOrder;
  const report = reportEntries(s.entries, names, valueOrder, list, t);
  return (
    <section aria-label={t('exercise.switch')} className="exercise-panel mt-3 space-y-2 rounded-lg border border-sky-200 bg-sky-50/60 p-3 text-slate-900">
      <p data-testid="exercise-score" data-right={score.right} data-asked={score.asked} data-shown={score.shown} data-class={s.forClass} className={s.forClass ? 'text-xl font-semibold' : 'text-sm font-semibold'}>
        {s.forClass ? t('exerciseClass.tally', { right: score.right, asked: score.asked }) : t('exercise.score', { right: score.right, asked: score.asked })}
        {score.shown > 0 ? ` · ${t('exercise.scoreShown', { shown: score.shown })}` : ''}
      </p>
      {last ? (
        <p
          data-testid="exercise-verdict"
          data-verdict={verdictOf(last.question, last.answer, last.shown, last.marks)}
          role="status"
          aria-live="polite"
          className={`rounded-md border px-3 py-2 text-sm ${verdictOf(last.question, last.answer, last.shown, last.marks) === 'wrong' ? 'border-orange-300 bg-orange-50' : 'border-emerald-300 bg-emerald-50'}`}
        >
          <strong>{t(verdictLabel(last.question.ask, verdictOf(last.question, last.answer, last.shown, last.marks)))}</strong>{' '}
          {textOf(askOf(last.question.ask).sentence(last.question, last.answer, names, valueOrder, list, last.shown, last.marks), t)}
        </p>
      ) : null}
      {q ? (
        <div>
          <p data-testid="exercise-prompt" data-ask={q.ask} className={s.forClass ? 'text-2xl font-semibold' : 'text-base font-semibold'} id="exercise-prompt">
            {textOf(askOf(q.ask).prompt(q, names, valueOrder, valueOrderChoices(useApp.getState().kind).find((c) => c.value === s.valueOrder)?.label), t)}
          </p>
          <BoardHint />
          {takesSet(q) ? (
            <MarkChoices choices={askOf(q.ask).choices(q, names)} disabled={running} />
          ) : (
            <div
              data-testid="exercise-choices"
              data-size={s.forClass ? 'class' : 'normal'}
              role="group"
              aria-labelledby="exercise-prompt"
              className={`mt-2 flex flex-wrap overflow-y-auto ${s.forClass ? 'max-h-96 gap-3' : 'max-h-56 gap-2'}`}
            >
              {askOf(q.ask)
                .choices(q, names)
                .map((c) => (
                  <Button key={c.id} data-choice={c.text} disabled={running} onClick={() => useApp.getState().answerExercise(c.id)} className={s.forClass ? 'min-w-24 px-5 py-3 text-3xl font-semibold' : 'min-w-12 text-base'}>
                    {c.text}
                  </Button>
                ))}
            </div>
          )}
        </div>
      ) : null}
      {useApp.getState().runSettings?.options.script?.ask.includes('split') ? <SplitTreeView entries={s.entries} question={q} names={names} end={finished ? (s.status ?? 'stopped') : null} /> : null}
      <div className="flex flex-wrap gap-2">
        <Button data-testid="exercise-show" disabled={!q || running} onClick={() => useApp.getState().showExerciseAnswer()}>
          {t('exercise.showMe')}
        </Button>
        <Button data-testid="exercise-undo" disabled={s.entries.length === 0 || running} onClick={() => useApp.getState().undoExercise()}>
          {t('exercise.undo')}
        </Button>
      </div>
      {finished ? <p className="text-sm">{t('exercise.finished', { status: t(`run.${s.status === 'memory-limit' ? 'memoryLimit' : (s.status ?? 'stopped')}` as never) })}</p> : null}
      {report.length > 0 ? (
        <details data-testid="exercise-report" open={finished} className="space-y-2">
          <summary className="cursor-pointer text-sm font-semibold">
            {t('exercise.report.title')} ({report.length})
          </summary>
          <ol className="mt-2 max-h-72 list-decimal space-y-1 overflow-y-auto pl-8 text-sm">
            {report.map((e, i) => (
              <li key={i} data-testid="exercise-report-entry" data-ask={e.ask} data-verdict={e.verdict} data-answer={e.answer} data-right={e.right.join('|')}>
                <span className="font-medium">{t(askOf(e.ask).label)}</span> — <strong>{t(verdictLabel(e.ask, e.verdict))}</strong> {e.sentence}
              </li>
            ))}
          </ol>
          <div className="mt-2 flex flex-wrap gap-2">
            <Button data-testid="exercise-report-download" onClick={() => download('exercise-report.json', [JSON.stringify({ score, questions: report }, null, 2) + '\n'], 'application/json;charset=utf-8')}>
              {t('exercise.report.download')} (JSON)
            </Button>
            <Button data-testid="exercise-report-download-text" onClick={() => download('exercise-report.txt', [reportText(report, score, t)], 'text/plain;charset=utf-8')}>
              {t('exercise.report.download')} (TXT)
            </Button>
          </div>
        </details>
      ) : null}
    </section>
  );
}

/** Where else the open question can be answered: the board and the views (their answers are outlined). */
function BoardHint() {
  const { t } = useTranslation();
  const q = useApp((s) => s.exerciseQuestion);
  const kind = useApp((s) => s.kind);
  if (!q) return null;
  const digits = (kind === 'sudoku' || kind === 'futoshiki') && valueVariables(q).length > 0;
  const where =
    q.ask === 'arc' && q.step === 'pick'
      ? 'exerciseBoard.hint.arc'
      : q.ask === 'tree' && q.step === 'pick'
        ? 'exerciseAnswers.hint.treeArc'
        : q.ask === 'split' && q.step === 'half'
          ? 'exerciseAnswers.hint.half'
          : takesSet(q)
            ? 'exerciseBoard.hint.set'
            : 'exerciseBoard.hint.single';
  return (
    <p data-testid="exercise-board-hint" className="mt-1 text-xs text-slate-600">
      {t(where)}
      {digits ? ` ${t('exerciseBoard.hint.typeDigit')}` : ''}
    </p>
  );
}

/**
 * The choices of a question answered by a set (prune): each toggles (`aria-pressed`), grouped by
 * the variable it belongs to; `exercise-confirm` submits the marks.
 */
function MarkChoices({ choices, disabled }: { choices: Choice[]; disabled: boolean }) {
  const { t } = useTranslation();
  // The store's marks: the same marks the board, the graph and the domain view show and toggle.
  const marks = useApp(exerciseMarksOf);
  const marked = new Set(marks);
  const groups: { name: string; choices: Choice[] }[] = [];
  for (const c of choices) {
    const name = c.group ?? '';
    if (groups[groups.length - 1]?.name !== name) groups.push({ name, choices: [] });
    groups[groups.length - 1]!.choices.push(c);
  }
  const toggle = (id: number) => useApp.getState().toggleExerciseMark(id);
  return (
    <div className="mt-2 space-y-2">
      <div data-testid="exercise-choices" role="group" aria-labelledby="exercise-prompt" className="max-h-56 space-y-1 overflow-y-auto">
        {groups.map((g) => (
          <div key={g.name} role="group" aria-label={g.name} className="flex flex-wrap items-center gap-1.5">
            {g.name ? <span className="min-w-12 text-sm font-semibold">{g.name}</span> : null}
            {g.choices.map((c) => (
              <Button
                key={c.id}
                data-choice={c.text}
                aria-label={c.text}
                aria-pressed={marked.has(c.id)}
                disabled={disabled}
                onClick={() => toggle(c.id)}
                className={`min-w-10 text-base ${marked.has(c.id) ? 'bg-orange-100 line-through decoration-2 ring-2 ring-orange-500' : ''}`}
              >
                {c.short ?? c.text}
              </Button>
            ))}
          </div>
        ))}
      </div>
      <Button data-testid="exercise-confirm" disabled={disabled} onClick={() => useApp.getState().answerExerciseMarks(marks)}>
        {t('exercise.confirm')}
      </Button>
    </div>
  );
}
