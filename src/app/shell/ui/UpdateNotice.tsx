/**
 * Offline support, as the user sees it (the service worker itself: pwa.config.ts).
 *
 * - `UpdateNotice` (test id `update-notice`): registers the service worker (once the page has
 *   settled: see `serviceWorkerTurn`) and, when a new
 *   version has been installed and waits, offers to reload into it (`update-reload`) or later
 *   (`update-later`). Reload is disabled while a search runs; the boards and settings are saved
 *   at pagehide (persist.ts) and come back after the reload. Checks for a new version hourly.
 * - `OfflineBadge` (test id `offline-badge`): shown while the browser is offline, to say the app
 *   goes on working from its stored copy.
 */
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { compilerBusy } from '../../kinds/ui/index.ts';
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

/** The first install waits at least this long after the page's load: the user's first choices come first. */
const SETTLE_MS = 3000;
/** MiniZinc is asked this often whether it is still loading or compiling. */
const POLL_MS = 500;

function pageLoaded(): Promise<void> {
  return document.readyState === 'complete' ? Promise.resolve() : new Promise((resolve) => addEventListener('load', () => resolve(), { once: true }));
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function idle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: 2000 });
    else setTimeout(resolve, 0);
  });
}

/**
 * When the service worker may register. Its first install downloads and stores the whole
 * precache (22 MB, MiniZinc's 17.9 MB of WebAssembly among it), which on a two-core machine
 * competes with MiniZinc loading and compiling the user's first model: measured on a first visit
 * with a model typed at once, 5.5-6.0 s with the install under way against 3.7-3.8 s without.
 * So it waits for the page's load, SETTLE_MS more, and two idle moments POLL_MS apart in which
 * MiniZinc is neither loading nor compiling (at once when no model was opened).
 */
async function serviceWorkerTurn(): Promise<void> {
  await pageLoaded();
  await sleep(SETTLE_MS);
  for (let quiet = 0; quiet < 2; ) {
    await idle();
    quiet = compilerBusy() ? 0 : quiet + 1;
    if (quiet < 2) await sleep(POLL_MS);
  }
}

export function UpdateNotice() {
  const [turn, setTurn] = useState(false);
  useEffect(() => {
    let live = true;
    void serviceWorkerTurn().then(() => {
      if (live) setTurn(true);
    });
    return () => {
      live = false;
    };
  }, []);
  return turn ? <RegisteredUpdateNotice /> : null;
}

function RegisteredUpdateNotice() {
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
