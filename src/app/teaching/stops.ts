/** Where playback stops: predict mode (before each select / assign) and breakpoints. Pure. */
import { EventCode } from '../../worker/protocol.ts';
import type { Trace } from '../trace.ts';
import type { Breakpoint } from './store.ts';

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

export function describeBreakpoint(b: Breakpoint, names: readonly string[]): string {
  switch (b.kind) {
    case 'none':
      return '';
    case 'wipeout':
      return 'a domain emptied';
    case 'depth':
      return `depth ${b.depth} reached`;
    case 'assigned':
      return `${names[b.variable] ?? 'the variable'} assigned`;
  }
}
