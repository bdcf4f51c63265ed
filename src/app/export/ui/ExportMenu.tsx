/**
 * The Export menu in the header (test id `export-menu`). Its items (ExportItems.tsx, with the
 * exporters and the crossword publishers) are loaded when the menu first opens: the app's first
 * script does not carry them.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PrintHost } from '../../kinds/ui/index.ts';
import { later, Later } from '../../widgets/ui/index.ts';

const ExportItems = later(() => import('./ExportItems.tsx').then((m) => m.ExportItems));

export function ExportMenu() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const details = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    if (!open) return;
    // A click elsewhere or Escape closes the menu.
    const close = (e: Event) => {
      if (e instanceof KeyboardEvent ? e.key === 'Escape' : !details.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('pointerdown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);
  return (
    <details ref={details} open={open} onToggle={(e) => setOpen(e.currentTarget.open)} className="relative">
      <summary
        data-testid="export-menu"
        className="cursor-pointer list-none rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 shadow-xs hover:bg-slate-50"
      >
        {t('exporting.menu')} <span aria-hidden="true">▾</span>
      </summary>
      {/* On a phone the box spans the screen's width, below the button. */}
      {open ? (
        <div className="fixed inset-x-2 z-20 mt-1 flex flex-col gap-1 rounded-md border border-slate-300 bg-white p-2 text-sm shadow-lg sm:absolute sm:inset-x-auto sm:right-0 sm:w-72">
          <Later>
            <ExportItems />
          </Later>
        </div>
      ) : null}
      <PrintHost />
    </details>
  );
}
