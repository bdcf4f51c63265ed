/**
 * The tree-structured CSP algorithm in the app (src/solver/treeCsp.ts, Russell & Norvig fig. 6.11):
 * whether it is offered for the shown board (a model whose constraint graph is a tree or a forest
 * of binary constraints; otherwise the reason, naming a cycle or a constraint), and what a tree
 * run's trace says at a step: the topological order drawn so far and the arc being revised. Pure.
 */
import { treeRefusal, type Problem } from '../../../solver/index.ts';
import { EventCode, type Trace } from '../../../trace/index.ts';
import { i18n, textOf } from '../../i18n/index.ts';
import { modelInfo } from './compiled.ts';
import type { ModelPuzzle } from './puzzle.ts';
import { isCutsetTrace } from './cutset.ts';
import { treeSegmentStart } from '../treeSentences.ts';

/** The reason a problem is not a forest of binary constraints, in the interface's language, or null. */
export function treeReason(problem: Problem): string | null {
  const r = treeRefusal(problem);
  if (!r) return null;
  const name = (v: number) => problem.variables[v]?.name ?? '?';
  if (r.kind === 'objective') return i18n.t('tree.settings.objective');
  if (r.kind === 'not-binary') {
    // The constraint's label is a message (the model's own words for it), said in the interface's language.
    const constraint = problem.constraints[r.constraint];
    return i18n.t('tree.settings.notBinary', { constraint: constraint ? textOf(constraint.label) : '?', variables: r.variables.map(name).join(', ') });
  }
  return i18n.t('tree.settings.cycle', { first: name(r.cycle[0]!), cycle: [...r.cycle, r.cycle[0]!].map(name).join(' – ') });
}

/** Why the tree algorithm is not offered for this board (null: it is). */
export function treeNotOffered(kind: string, puzzle: unknown): string | null {
  if (kind !== 'model') return i18n.t('tree.settings.notModel');
  const info = modelInfo(puzzle as ModelPuzzle);
  if (!info) return i18n.t('tree.settings.compiling');
  if (!info.ok) return i18n.t('tree.settings.notRead');
  return treeReason(info.built.problem);
}

/** Is this trace a tree run's (its first record an `order`)? */
export function isTreeTrace(trace: Trace | null): boolean {
  return trace !== null && trace.recorded > 0 && trace.type(0) === EventCode.order;
}

/** A tree run at a step: the order so far and what the step does. */
export interface TreeStepView {
  /** Place of each variable in the order (1 the first root), 0 when not ordered yet at this step. */
  place: Int32Array;
  /** Each variable's parent (-1: a root, or not ordered yet). */
  parent: Int32Array;
  /** The arc being made consistent at this step (its `revise` or one of its prunes), else null. */
  arc: { parent: number; child: number } | null;
  /** Which pass the step is in. */
  pass: 'order' | 'revise' | 'assign' | 'done';
}

/**
 * The tree run's order and arc at `position` (events before it), or null when the trace is not a
 * tree run's; in cutset conditioning's, those of the tree algorithm on the rest under the
 * assignment of the cutset in effect (each assignment starts it again).
 */
export function treeStepAt(trace: Trace | null, position: number, variables: number): TreeStepView | null {
  if (!trace || !(isTreeTrace(trace) || isCutsetTrace(trace))) return null;
  const place = new Int32Array(variables);
  const parent = new Int32Array(variables).fill(-1);
  let arc: TreeStepView['arc'] = null;
  let pass: TreeStepView['pass'] = 'order';
  const upTo = Math.min(position, trace.recorded);
  for (let i = treeSegmentStart(trace, upTo - 1); i < upTo; i++) {
    const type = trace.type(i);
    const v = trace.variable(i);
    if (type === EventCode.order) {
      place[v] = trace.value(i) + 1;
      parent[v] = trace.extra(i);
      pass = 'order';
    } else if (type === EventCode.revise) {
      arc = { parent: v, child: trace.value(i) };
      pass = 'revise';
    } else if (type === EventCode.prune) {
      pass = 'revise';
    } else if (type === EventCode.assign) {
      arc = null;
      // A cutset's own assignment is not the tree algorithm's (its order comes after).
      if (place[v] === 0 && isCutsetTrace(trace)) continue;
      pass = 'assign';
    } else if (type === EventCode.solution) {
      arc = null;
      pass = 'done';
    }
  }
  return { place, parent, arc, pass };
}
