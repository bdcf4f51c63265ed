/**
 * Compare: several configurations on the same puzzles, solved in a worker; a table with the
 * preset's own columns, a bar chart and a CSV. Each seed experiment runs with one click of its
 * button (the tab, then the button: two clicks from anywhere).
 */
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { statusName, textOf } from '../../i18n/index.ts';
import { useApp } from '../../state/index.ts';
import { Button, useBoxSize } from '../../widgets/ui/index.ts';
import { kindOf } from '../../kinds/index.ts';
import { pickSettings, summaryLine, summaryParts } from '../../settings/index.ts';
import { useShallow } from 'zustand/react/shallow';
import { BOARD_CONFIGS, BOARD_PRESET, COLUMNS, PRESETS, quickLabel, reasonSentences, toCsv, type Column, type CompareRow, type Preset, type Translate } from '../compare.ts';

/** Columns whose values are words the interface translates (search, order, first/all). */
const TRANSLATED = new Set(['strategy', 'order', 'solutions']);

function cellText(column: Column, row: CompareRow, t: Translate, language: string): string {
  if (column.id === 'solved') return row.solved ? t('presets.yes') : `✕ ${statusName(row.status)}`;
  if (column.id === 'configuration') return textOf(row.configurationLabel, t);
  if (column.id === 'puzzle') return textOf(row.puzzleLabel, t);
  const v = column.value(row);
  if (v === undefined || v === '') return '—';
  if (typeof v === 'number') {
    const digits = column.digits ?? 0;
    return new Intl.NumberFormat(language, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(v);
  }
  if (TRANSLATED.has(column.id)) return t(`presets.value.${String(v)}`);
  return String(v);
}

/** A cell's text with a line-break chance after each slash ("forward checking/static"): its words stay whole. */
function breakable(text: string): ReactNode {
  const parts = text.split('/');
  return parts.length === 1 ? text : parts.map((part, i) => <Fragment key={i}>{i > 0 ? <>/<wbr /></> : null}{part}</Fragment>);
}

/**
 * The configurations a teacher ticks, run on the puzzle on the board now (test id `compare-board`,
 * shown with the board's preset: `compare-board-open`; each box `compare-config-<id>`, the button
 * `compare-board-run`): the user's own settings (their summary beside), the Algorithm panel's
 * presets, and min-conflicts where the board offers it.
 */
function BoardConfigs() {
  const { t } = useTranslation();
  const chosen = useApp((s) => s.compare.boardConfigs);
  const running = useApp((s) => s.compare.running);
  const settings = useApp(useShallow((s) => ({ ...pickSettings(s), kind: s.kind })));
  const words = kindOf(settings.kind).usesDictionary;
  const offered = BOARD_CONFIGS.filter((c) => !(c.id === 'min-conflicts' && words));
  return (
    <fieldset data-testid="compare-board" className="flex flex-wrap gap-x-4 gap-y-1 rounded-md border border-slate-200 px-2 pt-0.5 pb-1.5">
      <legend className="px-1 text-slate-700">{t('compareBoard.configs')}</legend>
      {offered.map((c) => (
        <label key={c.id} className="inline-flex items-baseline gap-1.5 text-slate-800">
          <input type="checkbox" data-testid={`compare-config-${c.id}`} checked={chosen.includes(c.id)} disabled={running} onChange={(e) => useApp.getState().setBoardConfig(c.id, e.target.checked)} />
          <span>
            {textOf(c.label, t)}
            {c.id === 'mine' ? <span className="text-xs text-slate-500"> ({summaryLine(summaryParts(settings, settings.kind), t)})</span> : null}
          </span>
        </label>
      ))}
    </fieldset>
  );
}

export function ComparePanel() {
  const { t, i18n } = useTranslation();
  const tr = t as unknown as Translate;
  const { presetId, rows, running, error } = useApp((s) => s.compare);
  const runCompare = useApp((s) => s.runCompare);
  const stop = useApp((s) => s.stopCompare);
  const choosePreset = useApp((s) => s.chooseComparePreset);
  const boardCount = useApp((s) => {
    const words = kindOf(s.kind).usesDictionary;
    return s.compare.boardConfigs.filter((id) => !(id === 'min-conflicts' && words)).length;
  });
  const [measureChart, chartBox] = useBoxSize<HTMLElement>();
  const board = presetId === BOARD_PRESET.id;
  const preset = board ? BOARD_PRESET : PRESETS.find((p) => p.id === presetId)!;
  const run = (chosen: Preset) => (chosen.id === BOARD_PRESET.id ? useApp.getState().runBoardCompare() : runCompare(chosen.id));

  const columns = (['puzzle', 'configuration', ...preset.columns] as const).map((id) => COLUMNS[id]);
  const defines = preset.columns.includes('explored') || preset.columns.includes('maxFrontier');
  const maxLog = Math.max(1, ...rows.map((r) => Math.log10(r.nodes + 1)));
  // The chart is drawn in the figure's own pixels: 12 px labels however wide the view is.
  const chartW = Math.max(320, chartBox.width);
  const labelW = Math.min(300, Math.round(chartW * 0.42));
  const barRoom = chartW - labelW - 80;
  const ROW_H = 20;
  const csv = rows.length > 0 ? `data:text/csv;charset=utf-8,${encodeURIComponent(toCsv(rows, preset, tr))}` : null;
  return (
    <div className="flex flex-col gap-3 text-sm" data-testid="compare-experiment" data-preset={preset.id}>
      <div className="flex flex-col gap-1">
        <div className="flex flex-wrap items-baseline justify-between gap-x-3">
          <span className="text-slate-700">{t('presets.quick')}</span>
          {/* The board's own preset: the configurations to tick show in place of a preset's note. */}
          <button
            type="button"
            data-testid="compare-board-open"
            onClick={() => choosePreset(BOARD_PRESET.id)}
            disabled={running}
            title={t('compareBoard.intro')}
            aria-pressed={board}
            className={`rounded px-1 font-medium underline underline-offset-2 disabled:opacity-50 ${board ? 'bg-sky-100 text-sky-900' : 'text-sky-800 hover:text-sky-950'}`}
          >
            {t('compareBoard.open')}
          </button>
        </div>
        <div className="flex flex-wrap gap-1.5">
          {PRESETS.map((p) => {
            const quick = quickLabel(p);
            return (
              <Button key={p.id} data-testid={`compare-preset-run-${p.id}`} onClick={() => run(p)} disabled={running} title={t(`presets.label.${p.id}`)} variant={p.id === presetId ? 'primary' : 'plain'}>
                {textOf(quick, t)}
              </Button>
            );
          })}
        </div>
      </div>
      <label className="flex flex-col gap-1 text-slate-700">
        {t('presets.preset')}
        <select
          data-testid="compare-preset"
          value={presetId}
          onChange={(e) => choosePreset(e.target.value)}
          className="max-w-full min-w-0 rounded-md border border-slate-300 px-2 py-1 text-sm"
          disabled={running}
        >
          {[...PRESETS, BOARD_PRESET].map((p) => (
            <option key={p.id} value={p.id}>
              {t(`presets.label.${p.id}`)}
            </option>
          ))}
        </select>
      </label>
      <p data-testid="compare-note" className="text-xs text-slate-600">
        {t(`presets.note.${preset.id}`)}
      </p>
      {board ? <BoardConfigs /> : null}
      {defines ? (
        <div data-testid="compare-definitions" className="rounded-md bg-slate-50 p-2 text-xs text-slate-700">
          <p className="font-semibold">{t('presets.definitionsTitle')}</p>
          <p>{t('presets.definitions')}</p>
        </div>
      ) : null}
      <div className="flex flex-wrap items-center gap-2">
        {board ? (
          <Button variant="primary" data-testid="compare-board-run" onClick={() => run(preset)} disabled={running || boardCount === 0}>
            {running ? t('presets.running', { done: rows.length, total: boardCount }) : t('compareBoard.run', { count: boardCount })}
          </Button>
        ) : (
          <Button variant="primary" data-testid="compare-run" onClick={() => run(preset)} disabled={running}>
            {running ? t('presets.running', { done: rows.length, total: preset.entries.length }) : t('presets.run', { count: preset.entries.length })}
          </Button>
        )}
        {running ? (
          <Button variant="danger" onClick={stop}>
            {t('presets.stop')}
          </Button>
        ) : null}
        {csv && !running ? (
          <a data-testid="compare-csv" href={csv} download={`compare-${preset.id}.csv`} className="text-sky-800 underline">
            {t('presets.csv')}
          </a>
        ) : null}
        <span className="text-xs text-slate-500">{t('presets.limit')}</span>
      </div>
      {error !== null ? <p className="text-orange-800">⚠ {error || t('presets.workerStopped')}</p> : null}
      {rows.length > 0 ? (
        <>
          <div className="compare-table-box max-h-96 overflow-auto" tabIndex={0} role="region" aria-label={t('a11y.compareScroll')}>
            <table data-testid="compare-table" className="w-full border-collapse text-xs tabular-nums [&_td:first-child]:break-all [&_th]:align-bottom [&_td]:pr-1 [&_td:last-child]:pr-0 [&_th]:pr-1 [&_th:last-child]:pr-0">
              <thead className="sticky top-0 bg-white text-left text-slate-600">
                <tr>
                  {columns.map((c) => (
                    <th key={c.id} data-testid={`compare-col-${c.id}`} title={t(`presets.columnHelp.${c.id}`)} className={`py-1 ${c.numeric ? 'text-right' : ''}`}>
                      {t(`presets.column.${c.id}`)}
                    </th>
                  ))}
                  {preset.reasons ? (
                    <th data-testid="compare-col-reason" title={t('presets.columnHelp.reason')} className="py-1">
                      {t('presets.column.reason')}
                    </th>
                  ) : null}
                </tr>
              </thead>
              <tbody>
                {rows.map((r, k) => (
                  <tr
                    key={k}
                    data-testid="compare-row"
                    data-puzzle={r.puzzle}
                    data-configuration={r.configuration}
                    data-nodes={r.nodes}
                    data-status={r.status}
                    className="border-t border-slate-100 align-top"
                  >
                    {columns.map((c) => (
                      <td key={c.id} className={`py-0.5 ${c.numeric ? 'text-right' : ''}`} title={c.id === 'solved' && r.message ? textOf(r.message, tr) : undefined}>
                        {breakable(cellText(c, r, tr, i18n.language))}
                      </td>
                    ))}
                    {preset.reasons ? (
                      <td data-testid="compare-reason" className="py-0.5 text-slate-700">
                        {reasonSentences(r, tr).map((s, i) => (
                          <p key={i}>{s}</p>
                        ))}
                      </td>
                    ) : null}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <figure ref={measureChart}>
            <figcaption className="text-xs font-semibold text-slate-600">{t('presets.chart')}</figcaption>
            <svg
              data-testid="compare-chart"
              width={chartW}
              height={rows.length * ROW_H + 4}
              viewBox={`0 0 ${chartW} ${rows.length * ROW_H + 4}`}
              className="block max-w-full"
              role="img"
              aria-label={t('presets.chartLabel')}
            >
              {rows.map((r, k) => {
                const w = (Math.log10(r.nodes + 1) / maxLog) * barRoom;
                return (
                  <g key={k} transform={`translate(0 ${k * ROW_H + 2})`}>
                    <text style={{ fill: 'var(--tv-ink-soft)' }} x={0} y={14} fontSize={12}>
                      {`${r.puzzle.replace(/^seed00\d-/, '').replace('futoshiki ', '').replace('sudoku-seed004 ', '')} ${textOf(r.configurationLabel)}${r.facets?.leftOut?.length ? ` −${r.facets.leftOut.join(' ')}` : ''}`.slice(0, Math.floor(labelW / 6.6))}
                    </text>
                    <rect style={{ fill: r.solved ? 'var(--tv-blue)' : 'var(--tv-bad)' }} x={labelW} y={2} width={Math.max(1, w)} height={ROW_H - 6} />
                    <text style={{ fill: 'var(--tv-ink-soft)' }} x={labelW + 4 + w} y={14} fontSize={12}>
                      {new Intl.NumberFormat(i18n.language).format(r.nodes)}
                      {/* Not solved is also a ✕, not only the bar's colour (colour-blind readers). */}
                      {r.solved ? '' : ' ✕'}
                    </text>
                  </g>
                );
              })}
            </svg>
          </figure>
        </>
      ) : null}
    </div>
  );
}
