/**
 * The phone's dock (test id `phone-dock`): below the teaching layout's width, one column holds the
 * board, its tools, the clue list and the legend before the Solve and playback panels, so Solve and
 * the player would be a long scroll away from the board. The dock keeps Solve (Cancel while it
 * runs), step back, play or pause, step forward and the step counter at the bottom of the screen,
 * over the page, so the board and the player are on screen together while a run plays. The
 * panels below keep every control; the dock repeats the few a watcher needs, through the same
 * store actions.
 */
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import { useApp } from '../../state/index.ts';
import { Button, useMedia } from '../../widgets/ui/index.ts';
import { TEACH_MEDIA } from './TeachLayout.tsx';

export function PhoneDock() {
  const { t } = useTranslation();
  const wide = useMedia(TEACH_MEDIA);
  const s = useApp(
    useShallow((s) => ({ total: s.trace?.total ?? 0, cursor: s.cursor, playing: s.playing, running: s.phase === 'running' || s.runWaiting !== null })),
  );
  if (wide) return null;
  const a = useApp.getState();
  const none = s.total === 0;
  return (
    <div
      data-testid="phone-dock"
      role="toolbar"
      aria-label={t('phoneDock.label')}
      className="phone-dock fixed inset-x-0 bottom-0 z-20 flex flex-wrap items-center gap-1.5 border-t border-slate-200 bg-white/95 px-2 py-1.5 shadow-[0_-2px_8px_rgb(0_0_0/0.08)]"
    >
      {s.running ? (
        <Button variant="danger" data-testid="dock-cancel" onClick={() => a.cancel()}>
          {t('run.cancel')}
        </Button>
      ) : (
        <Button variant="primary" data-testid="dock-solve" onClick={() => void a.solve()}>
          {t('run.solve')}
        </Button>
      )}
      <Button data-testid="dock-step-back" aria-label={t('a11y.stepBack')} disabled={none || s.cursor === 0} onClick={a.stepBack}>
        {t('playback.stepBackButton')}
      </Button>
      {s.playing ? (
        <Button data-testid="dock-pause" variant="primary" onClick={a.pause}>
          {t('playback.pauseButton')}
        </Button>
      ) : (
        <Button data-testid="dock-play" variant="primary" disabled={none} onClick={a.play}>
          {t('playback.play')}
        </Button>
      )}
      <Button data-testid="dock-step-forward" aria-label={t('a11y.stepForward')} disabled={none || s.cursor >= s.total} onClick={a.stepForward}>
        {t('playback.stepForwardButton')}
      </Button>
      <span data-testid="dock-step-counter" className="ml-auto font-mono text-xs tabular-nums text-slate-600">
        {t('playback.stepOf', { step: s.cursor, total: s.total })}
      </span>
    </div>
  );
}
