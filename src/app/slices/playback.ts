/** The playback slice: the cursor in the trace, playing and pausing, speed. */
import { EventCode } from '../../worker/protocol.ts';
import { DEFAULT_SPEED, INSTANT_SPEED } from '../catalog.ts';
import type { Slice } from './shared.ts';

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
  };
};
