/**
 * "Why, in words": one plain sentence per search event. Pure: the event, and a context holding
 * what was true just before it (assignment, domain sizes, the node being extended).
 */
import { EventCode } from '../../worker/protocol.ts';
import type { ProblemSketch } from '../../worker/sketch.ts';

export interface EventRecord {
  type: number;
  variable: number;
  value: number;
  extra: number;
}

export type Detail = 'short' | 'long';

export interface ExplainContext {
  sketch: ProblemSketch;
  /** "TRAIN" or "5": how a value of a variable is shown. */
  valueName(variable: number, value: number): string;
  /** What a value is called: "word" or "digit"; what a variable is called: "slot" or "cell". */
  nouns: { value: string; variable: string };
  /** Values just before the event (-1 unassigned). */
  values: Int32Array;
  /** Domain sizes just before the event (null when unknown). */
  sizes: Int32Array | null;
  /** Variable assigned most recently (the node being extended), or -1 at the root. */
  lastAssigned: number;
  /** Whether the event happens during AC-3 before search. */
  beforeSearch: boolean;
  /** 1-based step of the event. */
  step: number;
  detail: Detail;
}

const ORDINALS = ['1st', '2nd', '3rd'];
export function ordinal(n: number): string {
  return ORDINALS[n - 1] ?? `${n}th`;
}

function plural(n: number, word: string): string {
  return `${n.toLocaleString('en')} ${word}${n === 1 ? '' : 's'}`;
}

function nameOf(ctx: ExplainContext, v: number): string {
  return ctx.sketch.names[v] ?? `variable ${v}`;
}

/** The other variable of a binary constraint, or -1. */
export function otherEnd(sketch: ProblemSketch, constraint: number, variable: number): number {
  const scope = sketch.constraints[constraint]?.scope;
  if (!scope || scope.length !== 2) return -1;
  return scope[0] === variable ? scope[1]! : scope[1] === variable ? scope[0]! : -1;
}

/** Letter position of `variable` in a crossing (0-based), or -1. */
export function crossingPosition(sketch: ProblemSketch, constraint: number, variable: number): number {
  const c = sketch.constraints[constraint];
  if (!c?.positions) return -1;
  return c.scope[0] === variable ? c.positions[0] : c.scope[1] === variable ? c.positions[1] : -1;
}

function inferenceName(ctx: ExplainContext): string {
  if (ctx.beforeSearch) return 'AC-3';
  switch (ctx.sketch.options.inference) {
    case 'fc':
      return 'Forward checking';
    case 'mac':
      return 'Arc consistency (MAC)';
    default:
      return 'Inference';
  }
}

function heuristicSentence(ctx: ExplainContext, variable: number, left: number): string {
  const name = nameOf(ctx, variable);
  const count = plural(left, ctx.nouns.value);
  const order = ctx.sketch.options.variableOrder;
  if (order === 'static') return `Static order takes ${name} next: the first ${ctx.nouns.variable} not yet filled (${count} left)`;
  // Compare with the other unassigned variables' domain sizes.
  let smaller = 0;
  let ties = 0;
  if (ctx.sizes) {
    for (let v = 0; v < ctx.sizes.length; v++) {
      if (v === variable || ctx.values[v]! >= 0) continue;
      if (ctx.sizes[v]! < left) smaller++;
      else if (ctx.sizes[v] === left) ties++;
    }
  }
  const others = ctx.nouns.variable;
  const rank = !ctx.sizes
    ? ''
    : smaller > 0
      ? `, although ${plural(smaller, 'other ' + others)} ${smaller === 1 ? 'has' : 'have'} fewer`
      : ties > 0
        ? `, tied with ${plural(ties, 'other ' + others)}`
        : `, fewer than any other ${others}`;
  if (order === 'mrv') return `MRV picks ${name}: ${count} left${rank}`;
  if (order === 'mrv-degree') return `MRV picks ${name}: ${count} left${rank}${ties > 0 ? ' (the degree — most crossings with open slots — breaks the tie)' : ''}`;
  return `dom/wdeg picks ${name}: ${count} left for the weight of its constraints (weights grow where wipe-outs happened)${ctx.detail === 'long' ? rank : ''}`;
}

function pruneReason(ctx: ExplainContext, variable: number, value: number, constraint: number): string {
  const c = ctx.sketch.constraints[constraint];
  if (!c) return 'it is set aside';
  const via = otherEnd(ctx.sketch, constraint, variable);
  const pos = crossingPosition(ctx.sketch, constraint, variable);
  if (via >= 0 && pos >= 0) {
    const viaPos = crossingPosition(ctx.sketch, constraint, via);
    const viaValue = ctx.values[via] ?? -1;
    const own = Array.from(ctx.valueName(variable, value))[pos] ?? '?';
    if (viaValue >= 0) {
      const letter = Array.from(ctx.valueName(via, viaValue))[viaPos] ?? '?';
      return `its ${ordinal(pos + 1)} letter must be ${letter.toUpperCase()} (${nameOf(ctx, via)} is ${ctx.valueName(via, viaValue)})`;
    }
    return `no ${ctx.nouns.value} left in ${nameOf(ctx, via)} has ${own.toUpperCase()} as its ${ordinal(viaPos + 1)} letter`;
  }
  if (via >= 0) {
    const viaValue = ctx.values[via] ?? -1;
    if (viaValue >= 0) return `${nameOf(ctx, via)} is ${ctx.valueName(via, viaValue)} and ${c.label}`;
    return `no value left in ${nameOf(ctx, via)} supports it (${c.label})`;
  }
  return `${c.label} rules it out`;
}

/** One sentence for an event. */
export function explain(e: EventRecord, ctx: ExplainContext): string {
  const long = ctx.detail === 'long';
  const name = e.variable >= 0 ? nameOf(ctx, e.variable) : '';
  const tail = (s: string) => (long ? ` ${s}` : '');
  switch (e.type) {
    case EventCode.phase:
      return e.value === 0
        ? `AC-3 before search: every constraint removes the ${ctx.nouns.value}s that no ${ctx.nouns.value} of its other ${ctx.nouns.variable} supports.`
        : `Search begins: choose a ${ctx.nouns.variable}, try a ${ctx.nouns.value}, infer, and back up on failure.`;
    case EventCode.select:
      return `${heuristicSentence(ctx, e.variable, e.value)}.${tail(`(Depth ${e.extra}, step ${ctx.step.toLocaleString('en')}.)`)}`;
    case EventCode.assign: {
      const order = ctx.sketch.options.valueOrder;
      const why =
        order === 'lex'
          ? `the first ${ctx.nouns.value} left in alphabetical order`
          : order === 'reverse'
            ? `the last ${ctx.nouns.value} left in alphabetical order`
            : order === 'lcv'
              ? `the least constraining ${ctx.nouns.value}: it leaves its neighbours the most choices`
              : `a random ${ctx.nouns.value} left`;
      return `Try ${ctx.valueName(e.variable, e.value)} in ${name}: ${why}.${tail(`(Depth ${e.extra}.)`)}`;
    }
    case EventCode.prune: {
      if (e.extra < 0) {
        // Binary branching's right branch: the search itself removes the value that just failed.
        const shown = ctx.valueName(e.variable, e.value);
        return `The search removes ${shown} from ${name}: ${name} = ${shown} failed, so it goes on with ${name} ≠ ${shown}.${tail('(Binary branching.)')}`;
      }
      const reason = pruneReason(ctx, e.variable, e.value, e.extra);
      const label = ctx.sketch.constraints[e.extra]?.label;
      return `${inferenceName(ctx)} removes ${ctx.valueName(e.variable, e.value)} from ${name}: ${reason}.${tail(label ? `(Constraint: ${label}.)` : '')}`;
    }
    case EventCode.wipeout: {
      const back = ctx.lastAssigned >= 0 ? `backtrack to ${nameOf(ctx, ctx.lastAssigned)}` : 'no solution';
      const via = otherEnd(ctx.sketch, e.value, e.variable);
      const label = ctx.sketch.constraints[e.value]?.label;
      return `${name} has no ${ctx.nouns.value} left${via >= 0 ? ` that fits ${nameOf(ctx, via)}` : ''}: ${back}.${tail(label ? `(Emptied by ${label}.)` : '')}`;
    }
    case EventCode.conflict: {
      const via = otherEnd(ctx.sketch, e.value, e.variable);
      const value = ctx.values[e.variable] ?? -1;
      const label = ctx.sketch.constraints[e.value]?.label ?? 'a constraint';
      const shown = value >= 0 ? `${ctx.valueName(e.variable, value)} in ${name}` : name;
      return `${shown} clashes with ${via >= 0 ? nameOf(ctx, via) : 'an assigned ' + ctx.nouns.variable} (${label}): try the next ${ctx.nouns.value}.`;
    }
    case EventCode.backtrack:
      return `Take ${ctx.valueName(e.variable, e.value)} back from ${name}${e.extra > 0 ? ` and restore the ${plural(e.extra, 'pruned ' + ctx.nouns.value)} it caused` : ''}.${tail('Its subtree failed, so the search tries the next value.')}`;
    case EventCode.set:
      return e.value >= 0
        ? `Breadth-first jump: ${name} becomes ${ctx.valueName(e.variable, e.value)}.`
        : `${name} is emptied: ${ctx.valueName(e.variable, e.extra)} is taken back.`;
    case EventCode.restart:
      return `Restart ${e.variable}: every assignment is taken back${e.extra > 0 ? ` with the ${plural(e.extra, 'pruned ' + ctx.nouns.value)}` : ''}; dom/wdeg keeps the weights it learnt, so the search starts again elsewhere.${tail('Luby restarts: after 1, 1, 2, 1, 1, 2, 4, … times a base number of failures.')}`;
    case EventCode.backjump: {
      let from = 0;
      for (const x of ctx.values) if (x >= 0) from++;
      const between = from - e.value - 1;
      const skipped = between > 0 ? `; chronological backtracking would first have tried the other ${ctx.nouns.value}s of the ${plural(between, ctx.nouns.variable)} in between, in vain` : '';
      return `No ${ctx.nouns.value} is left for ${name}, and none of its failures involves an assignment deeper than depth ${e.value + 1}: jump back from depth ${from} to depth ${e.value}, taking back ${plural(from - e.value, 'assignment')} at once${e.extra > 0 ? ` with the ${plural(e.extra, 'pruned ' + ctx.nouns.value)}` : ''}${skipped}.${tail('(Conflict-directed backjumping: each variable keeps the set of depths that caused its failures.)')}`;
    }
    case EventCode.solution:
      return `Solution ${e.variable + 1}: every ${ctx.nouns.variable} has a ${ctx.nouns.value} that satisfies all its constraints.`;
    default:
      return '';
  }
}
