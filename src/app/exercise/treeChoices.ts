/**
 * The tree algorithm by hand (issue 31): in its forward pass every value agreeing with the
 * parent's is right and the student's is the one given, so a value may be the student's and not
 * the algorithm's (the first). The step sentences and the why log say so for these.
 */
import type { Question } from '../../solver/index.ts';

/** The variables given a value the algorithm would not have given, each with the algorithm's (its first agreeing value). */
export function treeChoices(entries: readonly { question: Question; answer: number }[]): ReadonlyMap<number, number> {
  const chosen = new Map<number, number>();
  for (const { question: q, answer } of entries) {
    if (q.ask === 'value' && q.tree && answer !== q.pick && q.right.includes(answer)) chosen.set(q.variable, q.pick);
  }
  return chosen;
}

/** Those of the shown run: an exercise's (a run with a script), else none. */
export function treeChosenOf(s: { runSettings: { options: { script?: unknown } } | null; exerciseEntries: readonly { question: Question; answer: number }[] }): ReadonlyMap<number, number> | undefined {
  return s.runSettings?.options.script !== undefined ? treeChoices(s.exerciseEntries) : undefined;
}
