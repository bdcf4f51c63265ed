/** Compare: several configurations on the same puzzles, solved in a worker; a table, a bar chart and a CSV. */
import { useEffect, useRef, useState } from 'react';
import type { CompareFromWorker, CompareToWorker } from '../../../worker/compareProtocol.ts';
import { Button } from '../../components/ui.tsx';
import { useBoxSize } from '../../components/useBox.ts';
import { PRESETS, rowOf, toCsv, type CompareRow } from '../compare.ts';

let nextId = 1;

export function ComparePanel() {
  const [presetId, setPresetId] = useState(PRESETS[0]!.id);
  const [rows, setRows] = useState<CompareRow[]>([]);
  const [running, setRunning] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const worker = useRef<Worker | null>(null);
  const [measureChart, chartBox] = useBoxSize<HTMLElement>();
  useEffect(() => () => worker.current?.terminate(), []);
  const preset = PRESETS.find((p) => p.id === presetId)!;

  const run = () => {
    worker.current?.terminate();
    const w = new Worker(new URL('../../../worker/compare.worker.ts', import.meta.url), { type: 'module', name: 'csp-compare' });
    worker.current = w;
    const id = nextId++;
    const entries = preset.entries;
    setRows([]);
    setError(null);
    setRunning(true);
    w.onmessage = (e: MessageEvent<CompareFromWorker>) => {
      const m = e.data;
      if (m.id !== id) return;
      if (m.type === 'row') setRows((r) => [...r, rowOf(entries[m.index]!, m.status, m.stats)]);
      else if (m.type === 'error') {
        const entry = entries[m.index]!;
        setRows((r) => [
          ...r,
          { puzzle: entry.puzzle, configuration: entry.configuration, status: 'error', solved: false, nodes: 0, backtracks: 0, prunes: 0, timeMs: 0, inferenceUsPerNode: 0, message: m.message },
        ]);
      } else {
        setRunning(false);
        w.terminate();
        worker.current = null;
      }
    };
    w.onerror = (e) => {
      e.preventDefault();
      setError(e.message || 'the compare worker stopped');
      setRunning(false);
      w.terminate();
      worker.current = null;
    };
    w.postMessage({ type: 'compare', id, jobs: entries.map((x) => x.job) } satisfies CompareToWorker);
  };
  const stop = () => {
    worker.current?.terminate();
    worker.current = null;
    setRunning(false);
  };

  const maxLog = Math.max(1, ...rows.map((r) => Math.log10(r.nodes + 1)));
  // The chart is drawn in the figure's own pixels: 12 px labels however wide the view is.
  const chartW = Math.max(320, chartBox.width);
  const labelW = Math.min(300, Math.round(chartW * 0.42));
  const barRoom = chartW - labelW - 80;
  const ROW_H = 20;
  const csv = rows.length > 0 ? `data:text/csv;charset=utf-8,${encodeURIComponent(toCsv(rows))}` : null;
  return (
    <div className="flex flex-col gap-3 text-sm">
      <label className="flex flex-col gap-1 text-slate-700">
        Preset
        <select data-testid="compare-preset" value={presetId} onChange={(e) => setPresetId(e.target.value)} className="rounded-md border border-slate-300 px-2 py-1 text-sm" disabled={running}>
          {PRESETS.map((p) => (
            <option key={p.id} value={p.id}>
              {p.label}
            </option>
          ))}
        </select>
      </label>
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="primary" data-testid="compare-run" onClick={run} disabled={running}>
          {running ? `Running… ${rows.length} of ${preset.entries.length}` : `Run ${preset.entries.length} solves`}
        </Button>
        {running ? (
          <Button variant="danger" onClick={stop}>
            Stop
          </Button>
        ) : null}
        {csv && !running ? (
          <a data-testid="compare-csv" href={csv} download={`compare-${preset.id}.csv`} className="text-sky-800 underline">
            Download CSV
          </a>
        ) : null}
        <span className="text-xs text-slate-500">Each solve stops after 20 s (status “timeout”).</span>
      </div>
      {error ? <p className="text-orange-800">⚠ {error}</p> : null}
      {rows.length > 0 ? (
        <>
          <div className="compare-table-box max-h-96 overflow-auto">
            <table data-testid="compare-table" className="w-full border-collapse text-xs tabular-nums [&_td:first-child]:break-all [&_th]:align-bottom">
              <thead className="sticky top-0 bg-white text-left text-slate-600">
                <tr>
                  <th className="py-1 pr-2">Puzzle</th>
                  <th className="pr-2">Configuration</th>
                  <th className="pr-2 text-right">Nodes</th>
                  <th className="pr-2 text-right">Backtracks</th>
                  <th className="pr-2 text-right">Prunes</th>
                  <th className="pr-2 text-right">Time ms</th>
                  <th className="pr-2 text-right" title="Average inference time per node, microseconds">Infer µs/node</th>
                  <th>Solved</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((r, k) => (
                  <tr key={k} data-testid="compare-row" data-puzzle={r.puzzle} data-configuration={r.configuration} data-nodes={r.nodes} className="border-t border-slate-100">
                    <td className="py-0.5 pr-2">{r.puzzle}</td>
                    <td className="pr-2">{r.configuration}</td>
                    <td className="pr-2 text-right">{r.nodes.toLocaleString('en')}</td>
                    <td className="pr-2 text-right">{r.backtracks.toLocaleString('en')}</td>
                    <td className="pr-2 text-right">{r.prunes.toLocaleString('en')}</td>
                    <td className="pr-2 text-right">{r.timeMs.toFixed(1)}</td>
                    <td className="pr-2 text-right">{r.inferenceUsPerNode.toFixed(1)}</td>
                    <td title={r.message}>{r.solved ? '✓ yes' : `✕ ${r.status}`}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <figure ref={measureChart}>
            <figcaption className="text-xs font-semibold text-slate-600">Nodes per solve (log scale)</figcaption>
            <svg
              data-testid="compare-chart"
              width={chartW}
              height={rows.length * ROW_H + 4}
              viewBox={`0 0 ${chartW} ${rows.length * ROW_H + 4}`}
              className="block max-w-full"
              role="img"
              aria-label="Bar chart of nodes per configuration"
            >
              {rows.map((r, k) => {
                const w = (Math.log10(r.nodes + 1) / maxLog) * barRoom;
                return (
                  <g key={k} transform={`translate(0 ${k * ROW_H + 2})`}>
                    <text x={0} y={14} fontSize={12} fill="#334155">
                      {`${r.puzzle.replace('seed000-', '').replace('futoshiki ', '')} ${r.configuration}`.slice(0, Math.floor(labelW / 6.6))}
                    </text>
                    <rect x={labelW} y={2} width={Math.max(1, w)} height={ROW_H - 6} fill={r.solved ? '#0072b2' : '#d55e00'} />
                    <text x={labelW + 4 + w} y={14} fontSize={12} fill="#334155">
                      {r.nodes.toLocaleString('en')}
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
