/**
 * Parts of the interface loaded when first shown, not with the app's first script (what a first
 * screen does not show: the exercise's questions, Compare, the Export menu's items). `later`
 * makes the lazy component; `Later` shows a short "Loading…" in its place until its code is here.
 */
import { lazy, Suspense, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A component whose code is fetched (once) the first time it is drawn: `load` gives the component of a dynamically imported module. */
export function later<P extends object>(load: () => Promise<ComponentType<P>>): LazyExoticComponent<ComponentType<P>> {
  return lazy(() => load().then((component) => ({ default: component })));
}

/** The place of a part still loading (test id `lazy-loading`). */
export function Loading() {
  const { t } = useTranslation();
  return (
    <p role="status" data-testid="lazy-loading" className="px-1 py-1 text-xs text-slate-500">
      {t('lazy.loading')}
    </p>
  );
}

/** Draws `children`, and "Loading…" while a lazy component among them is still being fetched. */
export function Later({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Loading />}>{children}</Suspense>;
}
