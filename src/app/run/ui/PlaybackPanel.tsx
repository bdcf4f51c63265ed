/** Play, pause, step, jump, speed and the timeline: how the recorded search is watched. */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import { INSTANT_SPEED, SPEEDS, speedLabel } from '../../settings/index.ts';
import { useApp } from '../../state/index.ts';
import { kindOf, describeStep } from '../../kinds/index.ts';
import { Button, CheckboxField, Panel } from '../../widgets/ui/index.ts';
import { textOf } from '../../i18n/index.ts';
import { treeChosenOf } from '../../exercise/index.ts';

function Icon({ d }: { d: string }) {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" fill="currentColor" stroke="currentColor" strokeWidth="2" strokeLinejoin="round">
      <path d={d} />
    </svg>
  );
}

/** How long the step shown must stay put before it is announced (a held arrow key, a dragged timeline). */
const ANNOUNCE_AFTER_MS = 300;

/**
 * The step's sentence for screen readers, in a polite live region. Said only while nothing moves
 * on its own — not during playback or a live solve, where steps come faster than speech and a
 * queue of stale sentences would trail the board — and only once the step shown stays put for
 * ANNOUNCE_AFTER_MS, so stepping says each step and a held key says where it stops. Pausing
 * says the step playback stopped at.
 */
function StepAnnouncer({ text, moving }: { text: string; moving: boolean }) {
  const [said, setSaid] = useState('');
  useEffect(() => {
    if (moving) return;
    const timer = setTimeout(() => setSaid(text), ANNOUNCE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [text, moving]);
  return (
    <div data-testid="step-announcement" aria-live="polite" aria-atomic="true" className="sr-only">
      {said}
    </div>
  );
}

export function PlaybackPanel() {
  const { t } = useTranslation();
  const s = useApp(
    useShallow((s) => ({
      trace: s.trace,
      cursor: s.cursor,
      playing: s.playing,
      speedIndex: s.speedIndex,
      groupPrunes: s.groupPrunes,
      traceVersion: s.traceVersion,
      words: s.words,
      runBoard: s.runBoard,
      constraintLabels: s.constraintLabels,
      sketch: s.sketch,
      traceIndex: s.traceIndex,
      phase: s.phase,
    })),
  );
  const a = useApp.getState();
  const trace = s.trace;
  const total = trace?.total ?? 0;
  const none = !trace || total === 0;
  const run = s.runBoard;
  const text =
    trace && run
      ? describeStep(trace, s.cursor, kindOf(run.kind).stepNames(run.puzzle, { words: s.words, constraints: s.constraintLabels }), s.sketch, s.traceIndex, treeChosenOf(a))
      : t('playback.empty');
  const speed = speedLabel(s.speedIndex);
  const speedText = textOf(speed, t);

  return (
    <Panel title={t('playback.title')}>
      <div className="flex flex-wrap items-center gap-1.5" role="toolbar" aria-label={t('playback.toolbar')}>
        <Button data-testid="jump-start" title={t('playback.jumpStart')} aria-label={t('playback.jumpStartLabel')} disabled={none || s.cursor === 0} onClick={a.jumpStart}>
          <Icon d="M6 5v14M18 5 8 12l10 7z" />
        </Button>
        <Button data-testid="step-back" title={t('playback.stepBack')} aria-label={t('a11y.stepBack')} disabled={none || s.cursor === 0} onClick={a.stepBack}>
          {t('playback.stepBackButton')}
        </Button>
        {s.playing ? (
          <Button data-testid="pause" variant="primary" title={t('playback.pause')} onClick={a.pause} className="min-w-20">
            {t('playback.pauseButton')}
          </Button>
        ) : (
          <Button data-testid="play" variant="primary" title={t('playback.playHint')} disabled={none} onClick={a.play} className="min-w-20">
            {t('playback.play')}
          </Button>
        )}
        <Button data-testid="step-forward" title={t('playback.stepForward')} aria-label={t('a11y.stepForward')} disabled={none || s.cursor >= total} onClick={a.stepForward}>
          {t('playback.stepForwardButton')}
        </Button>
        <Button data-testid="jump-end" title={t('playback.jumpEnd')} aria-label={t('playback.jumpEndLabel')} disabled={none || s.cursor >= total} onClick={a.jumpEnd}>
          <Icon d="M18 5v14M6 5l10 7-10 7z" />
        </Button>
        <span className="mx-1 h-6 w-px bg-slate-200" aria-hidden="true" />
        <Button data-testid="next-assign" title={t('playback.nextAssignHint')} disabled={none} onClick={() => a.jumpNext('assign')}>
          {t('playback.nextAssign')}
        </Button>
        <Button data-testid="next-backtrack" title={t('playback.nextBacktrackHint')} disabled={none} onClick={() => a.jumpNext('backtrack')}>
          {t('playback.nextBacktrack')}
        </Button>
        <Button data-testid="next-solution" title={t('playback.nextSolutionHint')} disabled={none} onClick={() => a.jumpNext('solution')}>
          {t('playback.nextSolution')}
        </Button>
      </div>

      <label className="mt-4 block">
        <span className="flex justify-between text-xs text-slate-600">
          <span>{t('playback.timeline')}</span>
          <span data-testid="step-counter" className="font-mono tabular-nums">
            {t('playback.stepOf', { step: s.cursor, total })}
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
          aria-valuetext={t('playback.stepOf', { step: s.cursor, total })}
        />
      </label>

      <p data-testid="event" aria-live="off" className="mt-2 min-h-[2.75rem] rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-800">
        {text}
      </p>
      <StepAnnouncer text={none ? '' : text} moving={s.playing || s.phase === 'running'} />

      <label className="mt-3 flex flex-wrap items-center gap-3 text-sm text-slate-700">
        {t('playback.speed')}
        <input
          data-testid="speed"
          type="range"
          min={0}
          max={SPEEDS.length - 1}
          step={1}
          value={s.speedIndex}
          onChange={(e) => a.setSpeed(Number(e.target.value))}
          className="w-44 accent-sky-700"
          aria-valuetext={speedText}
        />
        <span className="font-mono text-xs tabular-nums">{speedText}</span>
        {s.speedIndex !== INSTANT_SPEED ? (
          <button type="button" className="text-xs text-sky-800 underline" onClick={() => a.setSpeed(INSTANT_SPEED)}>
            {t('playback.instant')}
          </button>
        ) : null}
      </label>
      <CheckboxField className="mt-2" testId="group-prunes" label={t('playback.groupPrunes')} hint={t('playback.groupPrunesHint')} checked={s.groupPrunes} onChange={(on) => a.setGroupPrunes(on)} />

      {trace ? (
        <p className="mt-3 text-xs text-slate-500" data-testid="trace-info">
          {t('playback.traceInfo', {
            events: trace.recorded,
            mb: trace.bytes / (1024 * 1024),
            count: trace.end.solutions,
            formatParams: { mb: { minimumFractionDigits: 1, maximumFractionDigits: 1 } },
          })}
        </p>
      ) : null}
      {trace?.thinned ? (
        <p data-testid="trace-thinned" className="mt-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-xs text-amber-950">
          <span aria-hidden="true">ℹ </span>
          {t('playback.thinned', { events: trace.recorded, interval: trace.thinInterval })}
        </p>
      ) : null}
    </Panel>
  );
}

export function Legend() {
  const { t } = useTranslation();
  const items: { mark: string; label: string; icon: string }[] = [
    { mark: 'select', label: t('playback.legendSelect'), icon: '◎' },
    { mark: 'assign', label: t('playback.legendAssign'), icon: '→' },
    { mark: 'prune', label: t('playback.legendPrune'), icon: '✂' },
    { mark: 'conflict', label: t('playback.legendConflict'), icon: '✕' },
    { mark: 'backtrack', label: t('playback.legendBacktrack'), icon: '↩' },
    { mark: 'solution', label: t('playback.legendSolution'), icon: '✓' },
  ];
  return (
    <ul aria-label={t('playback.legend')} className="flex flex-wrap gap-x-4 gap-y-1.5 text-xs text-slate-700">
      {items.map((i) => (
        <li key={i.mark} className="flex items-center gap-1.5">
          <span className="legend-swatch cell" data-mark={i.mark} aria-hidden="true" />
          <span aria-hidden="true">{i.icon}</span> {i.label}
        </li>
      ))}
    </ul>
  );
}
