/**
 * Where playback stops: predict mode (before each select / assign) and breakpoints. Pure: the
 * playback slice asks `firstStop` for every stretch the frame loop moves the cursor over.
 */
import { EventCode, type Trace } from '../../trace/index.ts';
import type { Message } from '../../text/index.ts';
import { i18n, textOf } from '../i18n/index.ts';

export type Breakpoint = { kind: 'none' } | { kind: 'wipeout' } | { kind: 'depth'; depth: number } | { kind: 'assigned'; variable: number };

/** What stops playback: the breakpoint, and predict mode's pause before each decision. */
export interface StopConditions {
  breakpoint: Breakpoint;
  predict: boolean;
}

/** A stop: where the cursor goes, and what is shown there. */
export type Stop = { kind: 'predict'; cursor: number; event: number } | { kind: 'break'; cursor: number; message: string };

/** First event index in [from, to) that matches, or -1. */
function scan(trace: Trace, from: number, to: number, match: (i: number) => boolean): number {
  const end = Math.min(to, trace.recorded);
  for (let i = Math.max(0, from); i < end; i++) if (match(i)) return i;
  return -1;
}

/** The next select or assign event in [from, to), for the class to predict. */
export function nextDecision(trace: Trace, from: number, to: number): number {
  return scan(trace, from, to, (i) => {
    const t = trace.type(i);
    return t === EventCode.select || t === EventCode.assign;
  });
}

/** The next event in [from, to) where the breakpoint fires, or -1. */
export function nextBreak(trace: Trace, from: number, to: number, b: Breakpoint): number {
  switch (b.kind) {
    case 'none':
      return -1;
    case 'wipeout':
      return scan(trace, from, to, (i) => trace.type(i) === EventCode.wipeout);
    case 'depth':
      return scan(trace, from, to, (i) => trace.type(i) === EventCode.assign && trace.extra(i) >= b.depth);
    case 'assigned':
      return scan(trace, from, to, (i) => trace.type(i) === EventCode.assign && trace.variable(i) === b.variable);
  }
}

export function describeBreakpoint(b: Breakpoint, names: readonly Message<string>[]): string {
  switch (b.kind) {
    case 'none':
      return '';
    case 'wipeout':
      return i18n.t('teaching.firedWipeout');
    case 'depth':
      return i18n.t('teaching.firedDepth', { depth: b.depth });
    case 'assigned':
      return i18n.t('teaching.firedAssigned', { variable: names[b.variable] !== undefined ? textOf(names[b.variable]!) : i18n.t('teaching.theVariable') });
  }
}

export function breakMessage(event: number, b: Breakpoint, names: readonly Message<string>[]): string {
  return i18n.t('teaching.stoppedAt', { step: event + 1, why: describeBreakpoint(b, names) });
}

/**
 * The first stop met moving the cursor from `from` to `to`: the next decision in predict mode
 * (the cursor stays just before it, for the class to guess), else the breakpoint (just after it).
 */
export function firstStop(trace: Trace, from: number, to: number, stops: StopConditions, names: readonly Message<string>[]): Stop | null {
  if (stops.predict) {
    const i = nextDecision(trace, from, to);
    if (i >= 0) return { kind: 'predict', cursor: i, event: i };
  }
  const b = nextBreak(trace, from, to, stops.breakpoint);
  return b >= 0 ? { kind: 'break', cursor: b + 1, message: breakMessage(b, stops.breakpoint, names) } : null;
}
