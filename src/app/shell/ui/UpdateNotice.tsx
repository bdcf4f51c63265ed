/**
 * Offline support, as the user sees it (the service worker itself: pwa.config.ts).
 *
 * - `UpdateNotice` (test id `update-notice`): registers the service worker and, when a new
 *   version has been installed and waits, offers to reload into it (`update-reload`) or later
 *   (`update-later`). Reload is disabled while a search runs; the boards and settings are saved
 *   at pagehide (persist.ts) and come back after the reload. Checks for a new version hourly.
 * - `OfflineBadge` (test id `offline-badge`): shown while the browser is offline, to say the app
 *   goes on working from its stored copy.
 */
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { useApp } from '../../state/index.ts';
import { Button } from '../../widgets/ui/index.ts';

const UPDATE_CHECK_MS = 60 * 60 * 1000;

let reloading = false;
/** Reload once into the new version (workbox-window and our own listener may both ask). */
function reloadOnce(): void {
  if (reloading) return;
  reloading = true;
  location.reload();
}

/**
 * Activate the waiting version and reload when it controls the page. workbox-window reloads only
 * when it takes the new worker for "an update" of the page's own registration, which it does not
 * when the update arrives in the same session as the first install: listen to the controller change too.
 */
function applyUpdate(updateServiceWorker: () => Promise<void>): void {
  navigator.serviceWorker?.addEventListener('controllerchange', reloadOnce, { once: true });
  void updateServiceWorker();
}

export function UpdateNotice() {
  const { t } = useTranslation();
  const running = useApp((s) => s.phase === 'running');
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onNeedReload: reloadOnce,
    onRegisteredSW(_url, registration) {
      if (registration) setInterval(() => void registration.update().catch(() => undefined), UPDATE_CHECK_MS);
    },
  });
  if (!needRefresh) return null;
  return (
    <div
      role="status"
      data-testid="update-notice"
      className="fixed bottom-3 left-3 z-30 flex max-w-[min(30rem,calc(100vw-1.5rem))] flex-wrap items-center gap-2 rounded-xl border border-sky-300 bg-white px-4 py-3 text-sm text-slate-800 shadow-xl"
    >
      <p className="mr-auto">{running ? t('offline.updateAfterRun') : t('offline.updateReady')}</p>
      <Button data-testid="update-reload" variant="primary" disabled={running} onClick={() => applyUpdate(updateServiceWorker)}>
        {t('offline.reload')}
      </Button>
      <Button data-testid="update-later" onClick={() => setNeedRefresh(false)}>
        {t('offline.later')}
      </Button>
    </div>
  );
}

function subscribe(onChange: () => void): () => void {
  addEventListener('online', onChange);
  addEventListener('offline', onChange);
  return () => {
    removeEventListener('online', onChange);
    removeEventListener('offline', onChange);
  };
}

export function OfflineBadge() {
  const { t } = useTranslation();
  const online = useSyncExternalStore(subscribe, () => navigator.onLine, () => true);
  if (online) return null;
  return (
    <span data-testid="offline-badge" title={t('offline.badgeTitle')} className="rounded-full border border-amber-400 bg-amber-50 px-2 py-0.5 text-xs font-medium text-amber-900">
      {t('offline.badge')}
    </span>
  );
}
