/**
 * The playback slice: the cursor in the trace, playing and pausing, speed, and the stop
 * conditions (breakpoint, predict mode) where playing stops by itself.
 */
import { EventCode } from '../../../trace/index.ts';
import { DEFAULT_SPEED, INSTANT_SPEED } from '../../settings/index.ts';
import { breakMessage, firstStop, nextBreak, type Breakpoint } from '../../run/index.ts';
import type { Slice } from './shared.ts';
import { i18n } from '../../i18n/index.ts';

export interface PlaybackSlice {
  cursor: number;
  playing: boolean;
  speedIndex: number;
  play(): void;
  pause(): void;
  seek(position: number): void;
  stepForward(): void;
  stepBack(): void;
  jumpStart(): void;
  jumpEnd(): void;
  jumpNext(kind: 'backtrack' | 'solution' | 'assign'): void;
  setSpeed(index: number): void;
  /** While playing, a run of consecutive prunes counts as one step (single steps stay single). */
  groupPrunes: boolean;
  setGroupPrunes(on: boolean): void;
  /** Where playing stops by itself (see teaching/stops.ts). */
  breakpoint: Breakpoint;
  /** Predict mode: pause before each choice of variable and value. */
  predict: boolean;
  /** Predict mode: the event index the class is guessing (-1: none). */
  predicting: number;
  /** Message of the last breakpoint hit. */
  stoppedAt: string | null;
  setBreakpoint(b: Breakpoint): void;
  setPredict(on: boolean): void;
  /**
   * The frame loop moves the cursor forward to `position` while playing: it stops at the first
   * stop condition met on the way (the cursor there, playing off) instead.
   */
  advance(position: number): void;
  /** Seek to the next place the breakpoint fires (or say that it does not fire again). */
  runToBreakpoint(): void;
  /** Predict mode: show the event guessed, and play on if asked. */
  reveal(playOn: boolean): void;
}

export function instantFromUrl(): boolean {
  if (typeof location === 'undefined') return false;
  return new URLSearchParams(location.search).get('instant') === '1';
}

export const createPlaybackSlice: Slice<PlaybackSlice> = () => (set, get) => {
  const seekTo = (position: number) => {
    const trace = get().trace;
    if (!trace) return;
    set({ cursor: Math.max(0, Math.min(Math.round(position), trace.total)) });
  };
  return {
    cursor: 0,
    playing: false,
    speedIndex: instantFromUrl() ? INSTANT_SPEED : DEFAULT_SPEED,
    play() {
      const s = get();
      if (!s.trace) return;
      if (s.cursor >= s.trace.total && s.phase !== 'running') set({ cursor: 0 });
      set({ playing: true });
    },
    pause() {
      set({ playing: false });
    },
    seek(position) {
      set({ playing: false });
      seekTo(position);
    },
    stepForward() {
      get().seek(get().cursor + 1);
    },
    stepBack() {
      get().seek(get().cursor - 1);
    },
    jumpStart() {
      get().seek(0);
    },
    jumpEnd() {
      get().seek(get().trace?.total ?? 0);
    },
    jumpNext(kind) {
      const s = get();
      const trace = s.trace;
      if (!trace) return;
      const next =
        kind === 'solution'
          ? (trace.solutionPositions.find((p) => p > s.cursor) ?? -1)
          : kind === 'backtrack'
            ? trace.findNext(s.cursor, EventCode.backtrack, EventCode.backjump)
            : trace.findNext(s.cursor, EventCode.assign);
      if (next >= 0) s.seek(next);
    },
    setSpeed(index) {
      set({ speedIndex: index });
    },
    groupPrunes: true,
    setGroupPrunes(on) {
      set({ groupPrunes: on });
    },
    breakpoint: { kind: 'none' },
    predict: false,
    predicting: -1,
    stoppedAt: null,
    setBreakpoint(b) {
      set({ breakpoint: b });
    },
    setPredict(on) {
      set(on ? { predict: true } : { predict: false, predicting: -1 });
    },
    advance(position) {
      const s = get();
      if (!s.trace) return;
      const to = Math.max(0, Math.min(Math.round(position), s.trace.total));
      const stop = to > s.cursor ? firstStop(s.trace, s.cursor, to, s, s.sketch?.labels ?? []) : null;
      if (!stop) set({ cursor: to });
      else if (stop.kind === 'predict') set({ cursor: stop.cursor, playing: false, predicting: stop.event });
      else set({ cursor: stop.cursor, playing: false, stoppedAt: stop.message });
    },
    runToBreakpoint() {
      const s = get();
      if (!s.trace) return;
      const i = nextBreak(s.trace, s.cursor, s.trace.recorded, s.breakpoint);
      if (i < 0) {
        set({ stoppedAt: i18n.t('teaching.noMoreBreaks') });
        return;
      }
      s.seek(i + 1);
      set({ stoppedAt: breakMessage(i, s.breakpoint, s.sketch?.labels ?? []) });
    },
    reveal(playOn) {
      const s = get();
      if (s.predicting < 0) return;
      const at = s.predicting;
      set({ predicting: -1 });
      s.seek(at + 1);
      if (playOn) get().play();
    },
  };
};
