// @vitest-environment jsdom
/**
 * The objective chart and status of a run longer than the trace keeps in full: every improving
 * solution is drawn inside the plot (the x axis is the whole run), and the best so far is the last
 * one found, past the kept events too. The improving solutions are read here from the run's events
 * as the solver gave them, not from the trace.
 */
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { check } from '../../../tests/check.ts';
import { binary, Rng } from '../../../tests/agreement/families.ts';
import { search } from '../../solver/index.ts';
import { EventCode, EVENT_FIELDS, sketchProblem, Trace } from '../../trace/index.ts';
import { encodeEvent } from '../../worker/encode.ts';
import { ObjectiveChart, ObjectiveStatus } from '../run/ui/ObjectiveChart.tsx';
import { useApp } from '../state/store.ts';

const initial = useApp.getInitialState();
beforeEach(() => useApp.setState(initial, true));
afterEach(cleanup);

describe('the objective chart of a run longer than its kept trace', () => {
  it('draws every improving solution inside the plot, and the status’s best so far is the last', () => {
    let drawn = 0;
    for (let seed = 0; seed < 40 && drawn < 5; seed++) {
      const instance = binary(new Rng(seed));
      const problem = { ...instance.problem, objective: { variable: 0, sense: 'maximize' as const } };
      const words: number[] = [];
      for (const e of search(problem, { inference: 'fc', variableOrder: 'static', record: true })) encodeEvent(e, (t, v, x, y) => words.push(t, v, x, y));
      const events = words.length / EVENT_FIELDS;
      // The improving solutions, from the events themselves: each bound record's step and value.
      const found: { step: number; value: number }[] = [];
      for (let i = 0; i < events; i++) if (words[i * EVENT_FIELDS] === EventCode.bound) found.push({ step: i + 1, value: words[i * EVENT_FIELDS + 2]! });
      // Only runs whose last improvement comes after the 8 events kept in full.
      if (found.length < 2 || found.at(-1)!.step <= 8) continue;
      const trace = new Trace({ variables: problem.variables.length, maxEvents: 8 });
      trace.append(Int32Array.from(words), events);
      const sketch = sketchProblem(problem, { inference: 'fc', ac3: false, variableOrder: 'static', valueOrder: 'lex' });
      useApp.setState({ kind: 'sudoku', sketch, trace, traceVersion: trace.version, phase: 'done', status: 'stopped', finalObjective: null, cursor: 0 });
      render(
        <>
          <ObjectiveStatus />
          <ObjectiveChart />
        </>,
      );
      const chart = screen.getByTestId('objective-chart');
      check(chart.dataset.values, `seed ${seed}`).toBe(found.map((f) => String(f.value + 1)).join(','));
      check(screen.getByTestId('objective-status').dataset.value, `seed ${seed}`).toBe(String(found.at(-1)!.value + 1));
      const [, , width] = (chart.getAttribute('viewBox') ?? '').split(' ').map(Number);
      const plot = chart.querySelector('rect')!;
      const right = Number(plot.getAttribute('x')) + Number(plot.getAttribute('width'));
      for (const point of screen.getAllByTestId('objective-point')) {
        const cx = Number(point.getAttribute('cx'));
        check(cx <= right + 1e-9 && cx <= width!, `seed ${seed}: a point at x = ${cx}, the plot ends at ${right}`).toBe(true);
      }
      cleanup();
      drawn++;
    }
    expect(drawn).toBe(5);
  });
});
