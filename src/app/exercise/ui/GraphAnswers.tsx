/**
 * What answers an exercise's question on a drawing of the constraint graph (the model's board and
 * the Graph view, issue 31): a dashed ring around a node that answers (solid when marked), and,
 * for "which arc next", the arcs of the queue as the halves of the edges: the half next to a
 * variable is the arc that narrows it ("WA → NT" is WA's half of the WA – NT edge; a hyperarc is
 * its variable's spoke to the constraint's square).
 */
import { useTranslation } from 'react-i18next';
import type { Question } from '../../../solver/index.ts';
import type { GraphPicture } from '../../../trace/index.ts';
import { exerciseMarksOf, useApp } from '../../state/index.ts';
import { arcName } from '../asks.ts';
import { answerWith, arcTarget, openQuestion, variableMark } from '../targets.ts';
import { namesOf } from './ExercisePanel.tsx';

/** The question waiting and the choices marked for it (the same marks as the list's). */
export function useOpenQuestion(): { question: Question | null; marks: readonly number[] } {
  const question = useApp(openQuestion);
  const marks = useApp(exerciseMarksOf);
  return { question, marks };
}

/** The ring around node `v` while a question waits: dashed when it answers, solid when marked, none when off. */
export function AnswerRing({ question, marks, v, cx, cy, r }: { question: Question | null; marks: readonly number[]; v: number; cx: number; cy: number; r: number }) {
  if (!question) return null;
  const mark = variableMark(question, v, marks);
  return mark === 'off' ? null : <circle className="answer-ring" data-testid={`answer-ring-${v}`} data-answer={mark} cx={cx} cy={cy} r={r + 5} />;
}

/** The queue's arcs on the graph's edges, each a click that picks it (a `pick` question of arc consistency by hand). */
export function ArcAnswers({ question, graph, X, Y, r }: { question: Question | null; graph: GraphPicture; X: (i: number) => number; Y: (i: number) => number; r: number }) {
  const { t } = useTranslation();
  if (!question || question.ask !== 'arc' || question.step !== 'pick') return null;
  const names = namesOf(useApp.getState());
  const n = graph.variables;
  const halves = graph.edges.flatMap(([a, b], k) => {
    // A spoke from a constraint's square (a >= n) to its variable b: b's hyperarc; a binary edge: one arc each way.
    const ends = a >= n ? [{ v: b, from: a, target: arcTarget(question, b, { constraint: graph.edgeConstraint[k]! }) }] : [
      { v: a, from: b, target: arcTarget(question, a, { other: b }) },
      { v: b, from: a, target: arcTarget(question, b, { other: a }) },
    ];
    return ends.flatMap((e) => (e.target ? [{ ...e, k, spoke: a >= n }] : []));
  });
  return (
    <g data-testid="graph-arcs" role="group" aria-label={t('exerciseBoard.arcsLabel', { count: halves.length })}>
      {halves.map(({ v, from, target, k, spoke }) => {
        const arc = question.arcs.find((x) => x.id === target!.id)!;
        const name = arcName(arc, names);
        // From the node's rim to the middle of the edge (the whole spoke for a hyperarc).
        const dx = X(from) - X(v);
        const dy = Y(from) - Y(v);
        const d = Math.max(1, Math.hypot(dx, dy));
        const x1 = X(v) + (dx * (r + 2)) / d;
        const y1 = Y(v) + (dy * (r + 2)) / d;
        // A gap of 3 pixels before the middle: the two arcs of an edge show as two lines.
        const x2 = spoke ? X(from) : X(v) + dx / 2 - (dx * 3) / d;
        const y2 = spoke ? Y(from) : Y(v) + dy / 2 - (dy * 3) / d;
        return (
          <g key={`${k}-${v}`} data-testid="graph-arc" data-choice={name} data-answer="choice" onClick={() => answerWith(target!)}>
            <title>{name}</title>
            <line className="answer-arc-hit" x1={x1} y1={y1} x2={x2} y2={y2} />
            <line className="answer-arc" x1={x1} y1={y1} x2={x2} y2={y2} />
          </g>
        );
      })}
    </g>
  );
}

/** The arcs view's queue while "which arc next" waits: one button per queued arc, in the queue's order. */
export function ArcQueuePicks() {
  const { t } = useTranslation();
  const { question } = useOpenQuestion();
  if (!question || question.ask !== 'arc' || question.step !== 'pick') return null;
  const names = namesOf(useApp.getState());
  return (
    <div data-testid="arc-queue-picks" className="rounded-md border border-sky-200 bg-sky-50/60 px-2 py-1">
      <p className="text-xs font-semibold text-slate-700">{t('exerciseBoard.arcs.queue')}</p>
      <ol className="mt-1 flex max-h-40 flex-wrap content-start gap-1 overflow-auto text-sm">
        {question.arcs.map((a) => (
          <li key={a.id}>
            <button type="button" data-testid="arc-queue-pick" data-choice={arcName(a, names)} data-answer="choice" className="answer-value bg-white text-slate-900" onClick={() => answerWith({ id: a.id, set: false, marked: false })}>
              {arcName(a, names)}
            </button>
          </li>
        ))}
      </ol>
    </div>
  );
}
