/**
 * The step sentence under the playback controls: one generator for every puzzle kind. What is
 * kind-specific is how things are named (`StepNames`): a variable ("1-Across", "r3c5"), a value
 * ("“TRAIN”", "7"), a constraint ("row 3"), and how an assignment reads. A puzzle kind provides
 * its names; `crosswordNames` and `numberNames` are the two there are today.
 */
import type { CrosswordLayout } from '../puzzles/crossword/index.ts';
import { EventCode } from '../worker/protocol.ts';
import type { NumberPuzzle } from './numbers.ts';
import type { Trace } from './trace.ts';
import { cellName, digitText, eventAt, wordOf, type Words } from './view.ts';

/** How a puzzle kind names what the sentences talk about. */
export interface StepNames {
  /** What a variable is called ("slot", "cell") and a value ("word", "digit"). */
  readonly nouns: { variable: string; value: string; candidate: string };
  variable(v: number): string;
  value(v: number, value: number): string;
  /** Label of a constraint, or '' when there is none to name. */
  constraint(c: number): string;
  /** "Assign 1-Across = “TRAIN”", "Place 7 in r3c5". */
  assignment(v: number, value: number): string;
}

function plural(n: number, word: string): string {
  return `${n.toLocaleString('en')} ${word}${n === 1 ? '' : 's'}`;
}

/** One sentence for the event that led to `position`. */
export function describeStep(trace: Trace, position: number, names: StepNames): string {
  if (position === 0) return 'Start: nothing assigned yet.';
  if (position > trace.recorded) return `Snapshot near step ${position.toLocaleString('en')} (the trace was thinned here; single events are not kept).`;
  const e = eventAt(trace, position);
  if (!e) return '';
  const { nouns } = names;
  const name = names.variable(e.variable);
  const value = (v: number) => names.value(e.variable, v);
  const why = (c: number) => {
    const label = names.constraint(c);
    return label ? ` (${label})` : '';
  };
  const restores = e.extra > 0 ? ` (restores ${plural(e.extra, `pruned ${nouns.candidate}`)})` : '';
  switch (e.type) {
    case EventCode.phase:
      return e.value === 0 ? `⚙ AC-3 before search: removing every ${nouns.value} that no constraint allows.` : '⚙ Search begins.';
    case EventCode.select:
      return `◎ Choose ${name} next (${plural(e.value, nouns.candidate)} left, depth ${e.extra}).`;
    case EventCode.assign:
      return `→ ${names.assignment(e.variable, e.value)} (depth ${e.extra}).`;
    case EventCode.prune:
      return `✂ Prune: ${value(e.value)} no longer fits ${name}${why(e.extra)}.`;
    case EventCode.wipeout:
      return e.variable >= 0 ? `✕ Wipe-out: no ${nouns.value} is left for ${name}${why(e.value)}.` : '✕ Wipe-out: a domain is empty.';
    case EventCode.conflict:
      return `✕ Conflict: ${name} clashes with an assigned ${nouns.variable}${why(e.value)}.`;
    case EventCode.backtrack:
      return `↩ Backtrack: take ${value(e.value)} out of ${name}${restores}.`;
    case EventCode.set:
      return e.value >= 0 ? `⇢ Jump: ${name} = ${value(e.value)}.` : `⇢ ${name} is emptied (${value(e.extra)} taken back).`;
    case EventCode.restart:
      return `⟲ Restart ${e.variable}: back to where search began${restores}, keeping the dom/wdeg weights.`;
    case EventCode.backjump:
      return `⤺ Backjump: no ${nouns.value} is left for ${name}, so the search jumps back to depth ${e.value}, taking back every ${nouns.value} placed since${restores}.`;
    case EventCode.solution:
      return `✓ Solution ${e.variable + 1} found.`;
    default:
      return '';
  }
}

/** Names on a crossword: slots by their clue name, words in quotes. */
export function crosswordNames(layout: CrosswordLayout, words: Words | null): StepNames {
  const value = (v: number, x: number) => `“${wordOf(words, layout.slots[v], x) || '?'}”`;
  const variable = (v: number) => layout.slots[v]?.name ?? `slot ${v}`;
  return {
    nouns: { variable: 'slot', value: 'word', candidate: 'word' },
    variable,
    value,
    constraint: () => '',
    assignment: (v, x) => `Assign ${variable(v)} = ${value(v, x)}`,
  };
}

/** Names on a Sudoku or Futoshiki: cells as r3c5, digits as the board writes them, the model's constraint labels. */
export function numberNames(puzzle: NumberPuzzle, constraints: readonly string[] | null): StepNames {
  const variable = (v: number) => (v >= 0 ? cellName(v, puzzle.size) : 'a cell');
  const value = (_: number, x: number) => digitText(x + 1);
  return {
    nouns: { variable: 'cell', value: 'digit', candidate: 'candidate' },
    variable,
    value,
    constraint: (c) => constraints?.[c] ?? '',
    assignment: (v, x) => `Place ${value(v, x)} in ${variable(v)}`,
  };
}
