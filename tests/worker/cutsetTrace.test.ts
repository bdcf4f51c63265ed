/**
 * Cutset conditioning in the trace (src/worker/encode.ts `CutsetEncoder`, the `cutset` and
 * `condition` codes of src/trace/codes.ts): replayed by the trace's cursor and index, the board
 * at each `solution` record is that solution, and the domains at every record are the start's
 * less the values the events removed since the last assignment of the cutset (a `condition`
 * takes back everything the previous one did).
 */
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { check } from '../check.ts';
import { cutsetConditioning, type CutsetEvent } from '../../src/solver/index.ts';
import { EVENT_FIELDS, EventCode, sketchProblem, Trace, TraceCursor, TraceIndex } from '../../src/trace/index.ts';
import { CutsetEncoder } from '../../src/worker/encode.ts';
import { adjacency, binaryCsps, binaryProblem, cspGraph, isForestWithout, show } from '../solver/cspFixtures.ts';

describe('cutset conditioning, encoded and replayed', () => {
  it('shows each solution at its record, and the domains the events leave', () => {
    const cyclic = binaryCsps(3, 6, 3, 10).filter((csp) => !isForestWithout(adjacency(cspGraph(csp)), new Set()));
    fc.assert(
      fc.property(cyclic, (csp) => {
        const problem = binaryProblem(csp);
        const events: CutsetEvent[] = [...cutsetConditioning(problem, { maxSolutions: Infinity })];
        const words: number[] = [];
        const fresh = () => csp.domainSizes.map((size) => Array.from({ length: size }, (_, a) => a));
        // The domains each event leaves, from the events themselves: the start's less the removals since the last condition.
        const afterEvent: { record: number; domains: number[][] }[] = [];
        let domains = fresh();
        const solutions: string[] = [];
        const encoder = new CutsetEncoder();
        for (const e of events) {
          if (e.type === 'condition') domains = fresh();
          if (e.type === 'prune') domains[e.variable] = domains[e.variable]!.filter((a) => a !== e.value);
          if (e.type === 'revise') domains[e.parent] = domains[e.parent]!.filter((a) => !e.removed.includes(a));
          if (e.type === 'solution') solutions.push(show(e.values));
          encoder.encode(e, (t, v, x, extra) => words.push(t, v, x, extra));
          afterEvent.push({ record: words.length / EVENT_FIELDS, domains: domains.map((d) => [...d]) });
        }
        const trace = new Trace({ variables: problem.variables.length });
        trace.append(Int32Array.from(words), words.length / EVENT_FIELDS);
        const index = new TraceIndex(trace, sketchProblem(problem, { inference: 'none', ac3: false, variableOrder: 'static', valueOrder: 'lex' }));
        index.sync();
        // The format's meaning, replayed here record by record: a prune removes its value, a condition puts back all.
        let replayed = fresh();
        const byRecord: number[][][] = [];
        for (let i = 0; i < trace.recorded; i++) {
          if (trace.type(i) === EventCode.condition) replayed = fresh();
          if (trace.type(i) === EventCode.prune) replayed[trace.variable(i)] = replayed[trace.variable(i)]!.filter((a) => a !== trace.value(i));
          byRecord.push(replayed.map((d) => [...d]));
          for (let v = 0; v < problem.variables.length; v++) check(index.domainAt(v, i + 1).remaining, `record ${i}, x${v}`).toEqual(replayed[v]);
        }
        for (const { record, domains: d } of afterEvent) if (record > 0) check(byRecord[record - 1]).toEqual(d);
        const cursor = new TraceCursor(trace);
        let solution = 0;
        let cutsetRecords = 0;
        for (let i = 0; i < trace.recorded; i++) {
          const type = trace.type(i);
          if (type === EventCode.cutset) cutsetRecords++;
          if (type === EventCode.solution) {
            cursor.seek(i + 1);
            check(show(cursor.values)).toBe(solutions[solution++]);
          }
        }
        check(solution).toBe(solutions.length);
        const first = events[0]!;
        check(cutsetRecords).toBe(first.type === 'cutset' ? first.cutset.length : -1);
        // Stepping back over a condition replays from a checkpoint: the board before it comes back.
        for (let i = trace.recorded - 1; i > 0; i--) {
          if (trace.type(i) !== EventCode.condition) continue;
          cursor.seek(trace.recorded);
          cursor.seek(i);
          const replayed = new TraceCursor(trace);
          for (let k = 0; k < i; k++) replayed.forward(k);
          check(Array.from(cursor.values)).toEqual(Array.from(replayed.values));
        }
      }),
      { numRuns: 100 },
    );
  });
});
