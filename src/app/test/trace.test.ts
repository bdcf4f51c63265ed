import { describe, expect, it } from 'vitest';
import { check } from '../../../tests/check.ts';
import { Trace, TraceCursor } from '../../trace/trace.ts';
import { EVENT_FIELDS, EventCode } from '../../trace/codes.ts';
import { puzzle, record, type Recording } from './record.ts';

/** Append a recording in batches of uneven sizes, as worker slices would. */
function fill(trace: Trace, r: Recording, batch = 977): void {
  for (let start = 0; start < r.count; start += batch) {
    const n = Math.min(batch, r.count - start);
    trace.append(r.data.subarray(start * EVENT_FIELDS, (start + n) * EVENT_FIELDS), n);
  }
}

/** Seeking every position forward, then every third one backward, shows the recording's board and depth. */
function seeksMatch(trace: Trace, r: Recording): TraceCursor {
  const cursor = new TraceCursor(trace);
  for (let p = 0; p <= trace.total; p++) {
    cursor.seek(p);
    check(Array.from(cursor.values)).toEqual(Array.from(r.reference[p]!));
  }
  for (let p = trace.total; p >= 0; p -= 3) {
    cursor.seek(p);
    check(Array.from(cursor.values)).toEqual(Array.from(r.reference[p]!));
    check(cursor.counters.depth).toBe(r.reference[p]!.filter((x) => x >= 0).length);
  }
  return cursor;
}

describe('Trace and TraceCursor', () => {
  const mac = record(puzzle('seed000-p4.slots'), { inference: 'mac', variableOrder: 'dom-wdeg' });
  const none = record(puzzle('swordsmith-4x.grid'), { inference: 'none', ac3: false, variableOrder: 'static', nodeLimit: 3000 });

  it('counts what the search reports', () => {
    for (const r of [mac, none]) {
      const trace = new Trace({ variables: r.variables, checkpointInterval: 64 });
      fill(trace, r);
      check(trace.total).toBe(r.count);
      check(trace.thinned).toBe(false);
      check(trace.end.nodes).toBe(r.done.stats.nodes);
      check(trace.end.backtracks).toBe(r.done.stats.backtracks);
      check(trace.end.prunes).toBe(r.done.stats.prunes);
      check(trace.end.solutions).toBe(r.done.stats.solutions);
    }
  });

  it('shows at every position the board the events say, seeking forward, backward and far', () => {
    for (const r of [mac, none]) {
      const trace = new Trace({ variables: r.variables, checkpointInterval: 64 });
      fill(trace, r);
      const cursor = new TraceCursor(trace);
      // Step back one at a time from the end.
      cursor.seek(trace.total);
      check(Array.from(cursor.values)).toEqual(Array.from(r.reference[trace.total]!));
      for (let p = trace.total; p >= 0; p -= 1) {
        cursor.seek(p);
        check(Array.from(cursor.values), `position ${p}`).toEqual(Array.from(r.reference[p]!));
      }
      // Random jumps.
      let seed = 7;
      for (let k = 0; k < 300; k++) {
        seed = (seed * 1103515245 + 12345) % 2 ** 31;
        const p = seed % (trace.total + 1);
        check(cursor.seek(p)).toBe(p);
        check(Array.from(cursor.values), `position ${p}`).toEqual(Array.from(r.reference[p]!));
        check(cursor.counters.depth).toBe(r.reference[p]!.filter((v) => v >= 0).length);
      }
    }
  });

  it('thins a long trace: full events up to the limit, then snapshots, and the end stays exact', () => {
    const r = none;
    const trace = new Trace({ variables: r.variables, checkpointInterval: 32, maxEvents: 1000, maxSnapshots: 8 });
    fill(trace, r, 100);
    check(trace.thinned).toBe(true);
    check(trace.recorded).toBe(1000);
    check(trace.total).toBe(r.count);
    check(trace.end.nodes).toBe(r.done.stats.nodes);
    const cursor = new TraceCursor(trace);
    cursor.seek(trace.total);
    check(Array.from(cursor.values)).toEqual(Array.from(r.reference[trace.total]!));
    const mid = Math.floor((trace.total + 1000) / 2);
    const shown = cursor.seek(mid);
    expect(shown).toBeLessThanOrEqual(mid);
    expect(shown).toBeGreaterThanOrEqual(1000);
    check(Array.from(cursor.values)).toEqual(Array.from(r.reference[shown]!));
    cursor.seek(500);
    check(Array.from(cursor.values)).toEqual(Array.from(r.reference[500]!));
  });

  it('replays breadth-first jumps', () => {
    const r = record(puzzle('seed000-p1.slots'), { strategy: 'bfs', inference: 'fc', nodeLimit: 400 }, true);
    const trace = new Trace({ variables: r.variables, checkpointInterval: 16 });
    fill(trace, r, 50);
    const cursor = new TraceCursor(trace);
    for (let p = 0; p <= trace.total; p++) {
      cursor.seek(p);
      check(Array.from(cursor.values)).toEqual(Array.from(r.reference[p]!));
    }
    for (let p = trace.total; p >= 0; p--) {
      cursor.seek(p);
      check(Array.from(cursor.values)).toEqual(Array.from(r.reference[p]!));
    }
  });

  it('replays restarts: the board empties at once and stepping back brings it back', () => {
    const r = record(puzzle('swordsmith-4x.grid'), { inference: 'fc', ac3: false, variableOrder: 'dom-wdeg', valueOrder: 'random', seed: 3, restarts: 'luby', restartBase: 1, nodeLimit: 250 });
    const restarts = r.events.filter((e) => e.type === 'restart').length;
    expect(restarts).toBeGreaterThan(2);
    const trace = new Trace({ variables: r.variables, checkpointInterval: 16 });
    fill(trace, r, 37);
    check(trace.restarts).toBe(restarts);
    check(trace.maxDepth).toBe(r.done.stats.maxDepth);
    seeksMatch(trace, r);
  });

  it('replays backjumps: the skipped assignments go at once and stepping back brings them back', () => {
    const r = record(puzzle('seed000-p1.slots'), { inference: 'none', ac3: false, variableOrder: 'static', backjump: true }, true);
    const jumps = r.events.filter((e) => e.type === 'backjump');
    expect(jumps.length).toBeGreaterThan(2);
    const trace = new Trace({ variables: r.variables, checkpointInterval: 16 });
    fill(trace, r, 37);
    check(trace.backjumps).toBe(jumps.length);
    check(trace.end.backtracks).toBe(r.done.stats.backtracks);
    check(trace.end.nodes).toBe(r.done.stats.nodes);
    const cursor = seeksMatch(trace, r);
    // One step back over each backjump restores exactly the board before it.
    for (let i = 0; i < trace.total; i++) {
      if (trace.type(i) !== EventCode.backjump) continue;
      cursor.seek(i + 1);
      check(cursor.counters.depth).toBe(trace.value(i));
      cursor.seek(i);
      check(Array.from(cursor.values)).toEqual(Array.from(r.reference[i]!));
      expect(cursor.counters.depth - trace.value(i)).toBeGreaterThan(1);
    }
    // "Next backtrack" stops at backjumps too.
    const first = r.events.filter((e) => e.type !== 'done').findIndex((e) => e.type === 'backtrack' || e.type === 'backjump');
    check(trace.findNext(0, EventCode.backtrack, EventCode.backjump)).toBe(first + 1);
  });

  it('finds the next backtrack and the solutions', () => {
    const trace = new Trace({ variables: none.variables });
    fill(trace, none);
    const next = trace.findNext(0, 6);
    expect(next).toBeGreaterThan(0);
    check(none.events.filter((e) => e.type !== 'done' && e.type !== 'jump')[next - 1]!.type).toBe('backtrack');
    check(trace.solutionPositions.length).toBe(none.done.stats.solutions);
  });
});

describe('playing with prune runs grouped', () => {
  it('counts a run of consecutive prunes as one step, other events one each', async () => {
    const { skipPruneRuns } = await import('../run/ui/playback.ts');
    const r = record(puzzle('seed000-p4.slots'), { inference: 'fc', variableOrder: 'static' }, true);
    const trace = new Trace({ variables: r.variables });
    trace.append(r.data, r.count);
    // Independent count: steps = non-prune events + maximal runs of prunes.
    const kinds = r.events.filter((e) => e.type !== 'done').map((e) => e.type);
    let expected = 0;
    kinds.forEach((k, i) => {
      if (k !== 'prune' || kinds[i - 1] !== 'prune') expected++;
    });
    let steps = 0;
    for (let p = 0; p < trace.total; steps++) {
      const next = skipPruneRuns(trace, p, 1);
      expect(next).toBeGreaterThan(p);
      if (trace.type(p) === EventCode.prune) check(next === trace.total || trace.type(next) !== EventCode.prune).toBe(true);
      else check(next).toBe(p + 1);
      p = next;
    }
    check(steps).toBe(expected);
    expect(expected).toBeLessThan(trace.total / 5);
    check(skipPruneRuns(trace, 0, 5)).toBe([0, 0, 0, 0, 0].reduce((p) => skipPruneRuns(trace, p, 1), 0));
  });
});
