/** Play, pause, step, jump, speed and the timeline: how the recorded search is watched. */
import { useShallow } from 'zustand/react/shallow';
import { INSTANT_SPEED, SPEEDS, speedLabel } from '../catalog.ts';
import { useApp } from '../store.ts';
import { crosswordNames, describeStep, numberNames } from '../sentences.ts';
import { Button, Panel } from './ui.tsx';

function Icon({ d }: { d: string }) {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" fill="currentColor" stroke="currentColor" strokeWidth="2" strokeLinejoin="round">
      <path d={d} />
    </svg>
  );
}

function mb(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

export function PlaybackPanel() {
  const s = useApp(
    useShallow((s) => ({
      trace: s.trace,
      cursor: s.cursor,
      playing: s.playing,
      speedIndex: s.speedIndex,
      groupPrunes: s.groupPrunes,
      traceVersion: s.traceVersion,
      words: s.words,
      runLayout: s.runLayout,
      runPuzzle: s.runPuzzle,
      constraintLabels: s.constraintLabels,
      phase: s.phase,
    })),
  );
  const a = useApp.getState();
  const trace = s.trace;
  const total = trace?.total ?? 0;
  const none = !trace || total === 0;
  const text =
    trace && s.runLayout
      ? describeStep(trace, s.cursor, crosswordNames(s.runLayout, s.words))
      : trace && s.runPuzzle
        ? describeStep(trace, s.cursor, numberNames(s.runPuzzle, s.constraintLabels))
        : 'Solve a puzzle to record its search, then watch it here step by step.';

  return (
    <Panel title="Watch the search">
      <div className="flex flex-wrap items-center gap-1.5" role="toolbar" aria-label="Playback">
        <Button data-testid="jump-start" title="Jump to the start" aria-label="Jump to start" disabled={none || s.cursor === 0} onClick={a.jumpStart}>
          <Icon d="M6 5v14M18 5 8 12l10 7z" />
        </Button>
        <Button data-testid="step-back" title="Step back one event" aria-label="Step back" disabled={none || s.cursor === 0} onClick={a.stepBack}>
          ◀ Step
        </Button>
        {s.playing ? (
          <Button data-testid="pause" variant="primary" title="Pause" onClick={a.pause} className="min-w-20">
            ❚❚ Pause
          </Button>
        ) : (
          <Button data-testid="play" variant="primary" title="Play from here" disabled={none} onClick={a.play} className="min-w-20">
            ▶ Play
          </Button>
        )}
        <Button data-testid="step-forward" title="Step forward one event" aria-label="Step forward" disabled={none || s.cursor >= total} onClick={a.stepForward}>
          Step ▶
        </Button>
        <Button data-testid="jump-end" title="Jump to the end" aria-label="Jump to end" disabled={none || s.cursor >= total} onClick={a.jumpEnd}>
          <Icon d="M18 5v14M6 5l10 7-10 7z" />
        </Button>
        <span className="mx-1 h-6 w-px bg-slate-200" aria-hidden="true" />
        <Button data-testid="next-assign" title="Jump to the next assignment" disabled={none} onClick={() => a.jumpNext('assign')}>
          → Next assign
        </Button>
        <Button data-testid="next-backtrack" title="Jump to the next backtrack" disabled={none} onClick={() => a.jumpNext('backtrack')}>
          ↩ Next backtrack
        </Button>
        <Button data-testid="next-solution" title="Jump to the next solution" disabled={none} onClick={() => a.jumpNext('solution')}>
          ✓ Next solution
        </Button>
      </div>

      <label className="mt-4 block">
        <span className="flex justify-between text-xs text-slate-600">
          <span>Timeline</span>
          <span data-testid="step-counter" className="font-mono tabular-nums">
            step {s.cursor.toLocaleString('en')} of {total.toLocaleString('en')}
          </span>
        </span>
        <input
          data-testid="timeline"
          type="range"
          min={0}
          max={Math.max(total, 0)}
          step={1}
          value={s.cursor}
          disabled={none}
          onChange={(e) => a.seek(Number(e.target.value))}
          className="mt-1 w-full accent-sky-700"
          aria-valuetext={`step ${s.cursor} of ${total}`}
        />
      </label>

      <p data-testid="event" aria-live="off" className="mt-2 min-h-[2.75rem] rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-800">
        {text}
      </p>

      <label className="mt-3 flex flex-wrap items-center gap-3 text-sm text-slate-700">
        Speed
        <input
          data-testid="speed"
          type="range"
          min={0}
          max={SPEEDS.length - 1}
          step={1}
          value={s.speedIndex}
          onChange={(e) => a.setSpeed(Number(e.target.value))}
          className="w-44 accent-sky-700"
          aria-valuetext={speedLabel(s.speedIndex)}
        />
        <span className="font-mono text-xs tabular-nums">{speedLabel(s.speedIndex)}</span>
        {s.speedIndex !== INSTANT_SPEED ? (
          <button type="button" className="text-xs text-sky-800 underline" onClick={() => a.setSpeed(INSTANT_SPEED)}>
            instant
          </button>
        ) : null}
      </label>
      <label className="mt-2 flex items-center gap-2 text-sm text-slate-700" title="When playing, the values pruned after one assignment go by as one step; Step still moves one event at a time.">
        <input data-testid="group-prunes" type="checkbox" className="size-4 accent-sky-700" checked={s.groupPrunes} onChange={(e) => a.setGroupPrunes(e.target.checked)} />
        Play each run of prunes as one step
      </label>

      {trace ? (
        <p className="mt-3 text-xs text-slate-500" data-testid="trace-info">
          Trace: {trace.recorded.toLocaleString('en')} events kept in {mb(trace.bytes)}; {trace.end.solutions} solution{trace.end.solutions === 1 ? '' : 's'}.
        </p>
      ) : null}
      {trace?.thinned ? (
        <p data-testid="trace-thinned" className="mt-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-xs text-amber-950">
          <span aria-hidden="true">ℹ </span>The trace was thinned: the first {trace.recorded.toLocaleString('en')} events are kept in full; after that only snapshots every{' '}
          {trace.thinInterval.toLocaleString('en')} events are kept (statistics still count every event).
        </p>
      ) : null}
    </Panel>
  );
}

export function Legend() {
  const items: { mark: string; label: string; icon: string }[] = [
    { mark: 'select', label: 'chosen next', icon: '◎' },
    { mark: 'assign', label: 'assigned', icon: '→' },
    { mark: 'prune', label: 'domain pruned', icon: '✂' },
    { mark: 'conflict', label: 'wipe-out / conflict', icon: '✕' },
    { mark: 'backtrack', label: 'backtrack (value removed)', icon: '↩' },
    { mark: 'solution', label: 'solution', icon: '✓' },
  ];
  return (
    <ul aria-label="Legend" className="flex flex-wrap gap-x-4 gap-y-1.5 text-xs text-slate-700">
      {items.map((i) => (
        <li key={i.mark} className="flex items-center gap-1.5">
          <span className="legend-swatch cell" data-mark={i.mark} aria-hidden="true" />
          <span aria-hidden="true">{i.icon}</span> {i.label}
        </li>
      ))}
    </ul>
  );
}
