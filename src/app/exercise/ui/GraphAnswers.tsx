/**
 * What answers an exercise's question on a drawing of the constraint graph (the model's board and
 * the Graph view, issue 31): a dashed ring around a node that answers (solid when marked); for
 * "which arc next" (arc consistency's queue, the tree algorithm's arcs parent → child) the arcs as
 * the halves of the edges: the half next to a variable is the arc that narrows it ("WA → NT" is
 * WA's half of the WA – NT edge; a hyperarc is its variable's spoke to the constraint's square);
 * for a split's "which half first", the two halves drawn beside the variable split.
 */
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Question } from '../../../solver/index.ts';
import type { GraphPicture } from '../../../trace/index.ts';
import { exerciseMarksOf, useApp } from '../../state/index.ts';
import { arcName, domainText } from '../asks.ts';
import { answerWith, arcTarget, openQuestion, variableMark, type AnswerTarget } from '../targets.ts';
import { useExerciseNames } from './ExercisePanel.tsx';

/** Enter or Space on a drawn answer (an SVG button) gives it, as a click does. */
function onKeyAnswer(t: AnswerTarget) {
  return (e: KeyboardEvent) => {
    if (e.key !== 'Enter' && e.key !== ' ') return;
    e.preventDefault();
    e.stopPropagation();
    answerWith(t);
  };
}

/** "Which arc next": arc consistency's queue, or the tree algorithm's arcs parent → child not yet made consistent. */
function picksArc(q: Question | null): q is Extract<Question, { ask: 'arc' | 'tree' }> {
  return q !== null && (q.ask === 'arc' || q.ask === 'tree') && q.step === 'pick';
}

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

/**
 * The arcs to pick on the graph's edges, each a click (or Enter) that picks it: a `pick` question of
 * arc consistency by hand (the queue) or of the tree algorithm (its arcs parent → child left).
 */
export function ArcAnswers({ question, graph, X, Y, r }: { question: Question | null; graph: GraphPicture; X: (i: number) => number; Y: (i: number) => number; r: number }) {
  const { t } = useTranslation();
  const names = useExerciseNames();
  if (!picksArc(question)) return null;
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
    <g data-testid="graph-arcs" role="group" aria-label={t(question.ask === 'tree' ? 'exerciseAnswers.treeArcsLabel' : 'exerciseBoard.arcsLabel', { count: halves.length })}>
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
          <g key={`${k}-${v}`} data-testid="graph-arc" data-choice={name} data-answer="choice" role="button" tabIndex={0} aria-label={name} onClick={() => answerWith(target!)} onKeyDown={onKeyAnswer(target!)}>
            <title>{name}</title>
            <line className="answer-arc-hit" x1={x1} y1={y1} x2={x2} y2={y2} />
            <line className="answer-arc-halo" x1={x1} y1={y1} x2={x2} y2={y2} />
            <line className="answer-arc" x1={x1} y1={y1} x2={x2} y2={y2} />
          </g>
        );
      })}
    </g>
  );
}

/**
 * The arcs view's arcs while "which arc next" waits: one button per arc, in the question's order (arc
 * consistency's queue; the tree algorithm's arcs left, children last first).
 */
export function ArcQueuePicks() {
  const { t } = useTranslation();
  const { question } = useOpenQuestion();
  const names = useExerciseNames();
  if (!picksArc(question)) return null;
  return (
    <div data-testid="arc-queue-picks" className="rounded-md border border-sky-200 bg-sky-50/60 px-2 py-1">
      <p className="text-xs font-semibold text-slate-700">{t(question.ask === 'tree' ? 'exerciseAnswers.treeArcs' : 'exerciseBoard.arcs.queue')}</p>
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

/**
 * A split's "which half first" on the graph: the two halves of the variable split, drawn beside
 * its node (on the side with room, `width` the drawing's), each a button (click, Enter or Space)
 * naming its values as the list does.
 */
export function HalfAnswers({ question, X, Y, r, width }: { question: Question | null; X: (i: number) => number; Y: (i: number) => number; r: number; width: number }) {
  const { t } = useTranslation();
  const names = useExerciseNames();
  if (!question || question.ask !== 'split' || question.step !== 'half') return null;
  const v = question.variable;
  const variable = names.variable(v);
  const texts = question.halves.map((h) => domainText(v, h.values, names));
  const w = Math.max(...texts.map((x) => 14 + 7.2 * x.length));
  const left = X(v) + r + 8 + w > width;
  const x = left ? X(v) - r - 8 - w : X(v) + r + 8;
  return (
    <g data-testid="graph-halves" role="group" aria-label={t('exerciseAnswers.halvesLabel', { variable })}>
      {texts.map((text, i) => {
        // Above the node's line of values under it.
        const y = Y(v) - 29 + i * 25;
        const target: AnswerTarget = { id: i, set: false, marked: false };
        return (
          <g key={i} className="answer-half" data-testid="graph-half" data-choice={text} data-answer="choice" role="button" tabIndex={0} aria-label={t('exerciseAnswers.half', { variable, half: text })} onClick={() => answerWith(target)} onKeyDown={onKeyAnswer(target)}>
            <title>{t('exerciseAnswers.half', { variable, half: text })}</title>
            <rect x={x} y={y} width={w} height={21} rx={5} />
            <text x={x + w / 2} y={y + 15} textAnchor="middle" fontSize={12}>
              {text}
            </text>
          </g>
        );
      })}
    </g>
  );
}
