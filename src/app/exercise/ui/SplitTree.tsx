/**
 * Domain splitting by hand (issue 31's `split` questions): the tree of the splits made so far, as
 * an indented list (each node the variable and the half it keeps, solutions and failures marked,
 * the open node worked on highlighted), the splits made and, at the end, the splits the student
 * needed to reach every solution beside MRV with halving's.
 */
import { useTranslation } from 'react-i18next';
import { splitCountOf, treeAfterSplit, type Question, type SplitNodeView, type SplitQuestion } from '../../../solver/index.ts';
import type { ExerciseEntry } from '../../state/index.ts';
import { domainText, type ExerciseNames } from '../asks.ts';

/** The split tree shown: the open question's, or after the last split once every leaf is decided; null before any split question. */
export function splitTreeOf(entries: readonly ExerciseEntry[], question: Question | null): { tree: SplitNodeView[]; current: number; last: SplitQuestion } | null {
  if (question?.ask === 'split') return { tree: question.tree, current: question.node, last: question };
  const last = [...entries].reverse().find((e) => e.question.ask === 'split');
  if (last?.question.ask !== 'split') return null;
  return { tree: treeAfterSplit(last.question, last.answer), current: -1, last: last.question };
}

const STATUS_CLASS: Record<SplitNodeView['status'], string> = {
  solution: 'border-emerald-400 bg-emerald-50 text-emerald-900',
  failed: 'border-rose-300 bg-rose-50 text-rose-900 line-through decoration-rose-400',
  open: 'border-slate-300 bg-white text-slate-900',
  split: 'border-slate-200 bg-slate-50 text-slate-700',
};

const STATUS_MARK: Record<SplitNodeView['status'], string> = { solution: '✓', failed: '✗', open: '○', split: '▾' };

/** `end`: the status the exercise ended with (null while it goes on). */
export function SplitTreeView({ entries, question, names, end }: { entries: readonly ExerciseEntry[]; question: Question | null; names: ExerciseNames; end: string | null }) {
  const { t } = useTranslation();
  const shown = splitTreeOf(entries, question);
  const finished = end !== null;
  if (!shown) {
    // Arc consistency decided the puzzle before any split: nothing was asked, and MRV splits nothing either.
    return end === 'solved' || end === 'unsatisfiable' ? (
      <p data-testid="exercise-split-count" data-splits={0} data-splits-all={0} data-mrv={0} data-mrv-all={0} className="text-sm font-semibold">
        {t('exerciseSplit.noSplit')}
      </p>
    ) : null;
  }
  const { tree, current, last } = shown;
  const count = splitCountOf(tree);
  // The question of the last split carries MRV with halving's count.
  const mrv = last.mrv;
  const children = (id: number) => tree.filter((n) => n.parent === id);
  const node = (n: SplitNodeView) => {
    const isCurrent = n.id === current;
    const label = n.parent < 0 ? t('exerciseSplit.tree.root') : `${names.variable(n.variable)} ${domainText(n.variable, n.values, names)}`;
    const status = t(`exerciseSplit.tree.status.${isCurrent ? 'current' : n.status}`);
    const kids = children(n.id);
    return (
      <li key={n.id} className="mt-1">
        <span
          data-testid="split-node"
          data-node={n.id}
          data-status={n.status}
          data-current={isCurrent}
          aria-current={isCurrent ? 'step' : undefined}
          className={`inline-flex items-center gap-1.5 rounded border px-2 py-0.5 ${isCurrent ? 'border-amber-500 bg-amber-100 font-semibold text-amber-950 ring-2 ring-amber-400' : STATUS_CLASS[n.status]}`}
        >
          <span aria-hidden="true">{isCurrent ? '●' : STATUS_MARK[n.status]}</span>
          <span>{label}</span>
          <span className="text-xs opacity-80">({status})</span>
        </span>
        {kids.length > 0 ? <ul className="ml-3 border-l border-slate-300 pl-3">{kids.map(node)}</ul> : null}
      </li>
    );
  };
  const root = tree.find((n) => n.parent < 0);
  return (
    <section data-testid="exercise-split-tree" aria-label={t('exerciseSplit.tree.title')} className="space-y-1 rounded-md border border-slate-200 bg-white/70 p-2 text-sm">
      <h3 className="font-semibold">{t('exerciseSplit.tree.title')}</h3>
      <p data-testid="exercise-split-progress" data-splits={count.splits} data-solutions={count.solutions}>
        {t('exerciseSplit.progress', { splits: count.splits, solutions: count.solutions })}
      </p>
      {root ? <ul className="max-h-72 overflow-auto">{node(root)}</ul> : null}
      {finished && mrv ? (
        <p
          data-testid="exercise-split-count"
          data-splits={count.toEverySolution}
          data-splits-all={count.splits}
          data-solutions={count.solutions}
          data-mrv={mrv.toEverySolution}
          data-mrv-all={mrv.splits}
          className="font-semibold"
        >
          {count.solutions > 0
            ? t('exerciseSplit.count', { solutions: count.solutions, student: count.toEverySolution, mrv: mrv.toEverySolution, studentAll: count.splits, mrvAll: mrv.splits })
            : t('exerciseSplit.countNone', { studentAll: count.splits, mrvAll: mrv.splits })}
        </p>
      ) : null}
    </section>
  );
}
