/**
 * The grid checks panel (test id `grid-checks`, issue 33): one line per rule editors ask of a grid
 * (the word and block counts, one piece, no word under 3 letters, every white cell checked, the
 * lengths, the mean length), each with its state and the cells it concerns; "Show" outlines them on
 * the board. Worked out in the page on every edit: from the blocks alone, in O(cells), a few
 * microseconds for 15 × 15 (`npm run bench gridchecks`), so no worker is needed.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { textOf } from '../../../i18n/index.ts';
import { gridChecks, type CheckState, type GridCheck } from '../../../../puzzles/crossword/publish/board.ts';
import { useApp } from '../../../state/index.ts';

/** Cells named in a line, at most this many (the rest counted). */
const NAMED_CELLS = 8;

const STATE_STYLE: Record<CheckState, { mark: string; className: string }> = {
  ok: { mark: '✓', className: 'text-emerald-800' },
  info: { mark: 'i', className: 'text-slate-700' },
  warning: { mark: '!', className: 'text-amber-800' },
  error: { mark: '✕', className: 'text-red-700' },
};

function CheckLine({ check, width, shown }: { check: GridCheck; width: number; shown: boolean }) {
  const { t } = useTranslation();
  const { mark, className } = STATE_STYLE[check.state];
  const lengths = check.rule === 'lengths' ? Object.entries(check.message.params)
          .map(([length, count]) => t('gridCheckPanel.lengthItem', { length, count }))
          .join(', ') : '';
  const named = check.cells.slice(0, NAMED_CELLS).map((c) => `(${Math.floor(c / width) + 1}, ${(c % width) + 1})`);
  return (
    <li data-testid={`grid-check-${check.rule}`} data-state={check.state} data-cells={check.cells.length} className={`flex gap-1.5 ${className}`}>
      <span aria-hidden="true" className="w-3 shrink-0 text-center font-bold">
        {mark}
      </span>
      <div className="min-w-0 flex-1">
        <span className="sr-only">{t(`gridCheckPanel.state.${check.state}`)}: </span>
        <span>
          {textOf(check.message, t)}
          {lengths ? `: ${lengths}` : ''}
        </span>
        {check.cells.length > 0 ? (
          <span className="ml-1.5 inline-flex flex-wrap items-baseline gap-x-1.5">
            <span data-testid="grid-check-cells" className="text-xs text-slate-600">
              {named.join(' ')}
              {check.cells.length > NAMED_CELLS ? ` ${t('gridCheckPanel.more', { count: check.cells.length - NAMED_CELLS })}` : ''}
            </span>
            <button
              type="button"
              data-testid={`grid-check-show-${check.rule}`}
              aria-pressed={shown}
              title={t('gridCheckPanel.showHint')}
              className="rounded border border-slate-300 px-1.5 text-xs text-slate-800 hover:bg-sky-50"
              onClick={() => useApp.getState().showCheck(shown ? null : check.rule)}
            >
              {t(shown ? 'gridCheckPanel.hide' : 'gridCheckPanel.show')}
            </button>
          </span>
        ) : null}
      </div>
    </li>
  );
}

export function GridChecksPanel() {
  const { t } = useTranslation();
  const layout = useApp((s) => s.boards.crossword.puzzle);
  const shownCheck = useApp((s) => s.shownCheck);
  const { width, height, blocks } = layout;
  const checks = useMemo(() => gridChecks(width, height, blocks), [width, height, blocks]);
  return (
    <section aria-label={t('gridCheckPanel.aria')} data-testid="grid-checks" className="relative flex flex-col gap-1 rounded-lg border border-slate-200 p-2 text-sm">
      <h3 className="font-semibold text-slate-800">{t('gridCheckPanel.title')}</h3>
      <ul className="flex flex-col gap-0.5">
        {checks.rules.map((check) => (
          <CheckLine key={check.rule} check={check} width={width} shown={shownCheck === check.rule} />
        ))}
      </ul>
    </section>
  );
}
