/**
 * The event stream: replaying it reproduces the search (assignments, domains, statistics), and the
 * options that shape it (limits, cancellation, seeds, breadth-first memory bound) behave.
 */
import { describe, expect, it, vi } from 'vitest';
import { check } from '../check.ts';
import { buildCrosswordModel, parseDictionary, parseGridFile, parseSlotFile, WordIndex } from '../../src/puzzles/crossword/index.ts';
import { search, solve, type Problem, type SearchEvent, type SearchOptions } from '../../src/solver/index.ts';
import { readFixture, readPublic } from '../data.ts';
import { english } from '../../src/text/index.ts';

const top3000 = new WordIndex(parseDictionary(readFixture('crossword/top3000-english.txt')).words);
const p4 = buildCrosswordModel(parseSlotFile(readPublic('puzzles/seed000-p4.slots'))[0]!, top3000, { reuse: true });
const p2 = buildCrosswordModel(parseSlotFile(readPublic('puzzles/seed000-p2.slots'))[0]!, top3000, { reuse: true });
const simple = buildCrosswordModel(parseGridFile(readFixture('crossword/seed003-simple.grid')), top3000);
const simpleCells = buildCrosswordModel(parseGridFile(readFixture('crossword/seed003-simple.grid')), top3000, { variables: 'cells' });

/** The problem with its first variable's value (a word index: the word list's order) to minimise or maximise. */
const minimiseFirst = (problem: Problem): Problem => ({ ...problem, objective: { variable: 0, sense: 'minimize' } });
const maximiseFirst = (problem: Problem): Problem => ({ ...problem, objective: { variable: 0, sense: 'maximize' } });

function collect(problem: Problem, options: Partial<SearchOptions>): SearchEvent[] {
  return [...search(problem, { ...options, record: true })];
}

/** Replays events on plain sets, checking each against the replayed state; returns counts. */
function replay(problem: Problem, events: SearchEvent[], ordering?: SearchOptions['variableOrder']) {
  const domains = problem.variables.map((v) => new Set(v.initial ?? Array.from({ length: v.size }, (_, i) => i)));
  const value = new Array<number>(problem.variables.length).fill(-1);
  const pruneStack: { variable: number; value: number }[] = [];
  const pushedAt: number[] = []; // prune stack height after each assignment's prunes
  const counts = { assign: 0, backtrack: 0, prune: 0, solution: 0, restart: 0, backjump: 0, jumpedBack: 0 };
  let pendingAssign = false;
  let searchStart = 0; // prune stack height when search begins (AC-3's prunes stay)
  for (const e of events) {
    if (e.type === 'phase' && e.phase === 'search') searchStart = pruneStack.length;
    switch (e.type) {
      case 'select': {
        check(value[e.variable]).toBe(-1);
        const live = [...domains[e.variable]!].filter((x) => x >= 0).length;
        check(e.domainSize).toBe(live);
        if (ordering === 'mrv') {
          const sizes = value.map((x, v) => (x < 0 ? domains[v]!.size : Infinity));
          check(live).toBe(Math.min(...sizes));
        }
        if (ordering === 'static') check(e.variable).toBe(value.indexOf(-1));
        break;
      }
      case 'assign':
        check(value[e.variable]).toBe(-1);
        check(domains[e.variable]!.has(e.value)).toBe(true);
        value[e.variable] = e.value;
        counts.assign++;
        pushedAt.push(pruneStack.length);
        pendingAssign = true;
        break;
      case 'prune':
        check(domains[e.variable]!.has(e.value), `prune of a value already gone: ${JSON.stringify(e)}`).toBe(true);
        check(value[e.variable]).toBe(-1);
        domains[e.variable]!.delete(e.value);
        pruneStack.push({ variable: e.variable, value: e.value });
        counts.prune++;
        break;
      case 'backtrack': {
        check(value[e.variable]).toBe(e.value);
        value[e.variable] = -1;
        const base = pushedAt.pop()!;
        check(pruneStack.length - base).toBe(e.restored);
        while (pruneStack.length > base) {
          const p = pruneStack.pop()!;
          domains[p.variable]!.add(p.value);
        }
        counts.backtrack++;
        break;
      }
      case 'restart': {
        check(Array.from(e.from)).toEqual(value);
        check(Array.from(e.to)).toEqual(value.map(() => -1));
        const base = searchStart;
        check(pruneStack.length - base).toBe(e.restored);
        while (pruneStack.length > base) {
          const p = pruneStack.pop()!;
          domains[p.variable]!.add(p.value);
        }
        pushedAt.length = 0;
        value.fill(-1);
        counts.restart++;
        break;
      }
      case 'backjump': {
        // One event takes back several assignments, deepest first, with every prune they caused.
        expect(e.variables.length).toBeGreaterThan(1);
        check(value.filter((x) => x >= 0).length).toBe(e.from);
        check(e.to).toBe(e.from - e.variables.length);
        check(value[e.variable]).toBe(-1);
        let base = pruneStack.length;
        e.variables.forEach((u, k) => {
          check(value[u]).toBe(e.values[k]);
          value[u] = -1;
          base = pushedAt.pop()!;
        });
        check(pruneStack.length - base).toBe(e.restored);
        while (pruneStack.length > base) {
          const p = pruneStack.pop()!;
          domains[p.variable]!.add(p.value);
        }
        counts.backjump++;
        counts.jumpedBack += e.variables.length;
        break;
      }
      case 'solution':
        check(Array.from(e.values)).toEqual(value);
        counts.solution++;
        break;
      default:
        break;
    }
    if (e.type !== 'assign' && e.type !== 'prune') pendingAssign = false;
  }
  check(pendingAssign).toBe(false);
  return counts;
}

describe('event stream', () => {
  const cases: [string, Problem, Partial<SearchOptions>][] = [
    ['seed000-p4 fc/static (backtracks)', p4.problem, { inference: 'fc', ac3: false, variableOrder: 'static' }],
    ['seed000-p4 fc/mrv', p4.problem, { inference: 'fc', ac3: false, variableOrder: 'mrv' }],
    ['seed000-p4 none/static', p4.problem, { inference: 'none', ac3: false, variableOrder: 'static', nodeLimit: 3000 }],
    ['seed000-p4 mac/mrv all solutions, capped', p4.problem, { inference: 'mac', variableOrder: 'mrv', maxSolutions: 5 }],
    ['seed003-simple mac/dom-wdeg lcv', simple.problem, { inference: 'mac', variableOrder: 'dom-wdeg', valueOrder: 'lcv' }],
    ['seed000-p4 fc/static random with Luby restarts', p4.problem, { inference: 'fc', ac3: false, variableOrder: 'static', valueOrder: 'random', seed: 2, restarts: 'luby', restartBase: 1, nodeLimit: 200000 }],
    ['seed003-simple letter variables, mac/dom-wdeg', simpleCells.problem, { inference: 'mac', variableOrder: 'dom-wdeg', valueOrder: 'lcv' }],
    ['seed000-p4 binary branching, fc/static', p4.problem, { inference: 'fc', ac3: false, variableOrder: 'static', branching: 'binary' }],
    ['seed000-p4 binary branching, mac/mrv, 3 solutions', p4.problem, { inference: 'mac', variableOrder: 'mrv', branching: 'binary', maxSolutions: 3 }],
    ['seed000-p4 binary branching, none, restarts', p4.problem, { inference: 'none', ac3: false, variableOrder: 'dom-wdeg', branching: 'binary', restarts: 'luby', restartBase: 2, nodeLimit: 20000 }],
    ['seed000-p4 backjumping, none/static', p4.problem, { inference: 'none', ac3: false, variableOrder: 'static', backjump: true }],
    ['seed000-p4 backjumping, fc/dom-wdeg', p4.problem, { inference: 'fc', ac3: false, variableOrder: 'dom-wdeg', backjump: true }],
    ['seed000-p2 backjumping, none/dom-wdeg, all solutions', p2.problem, { inference: 'none', ac3: false, variableOrder: 'dom-wdeg', backjump: true, maxSolutions: Infinity, nodeLimit: 40000 }],
    ['seed003-simple letter variables, backjumping, mac/dom-wdeg', simpleCells.problem, { inference: 'mac', variableOrder: 'dom-wdeg', valueOrder: 'lcv', backjump: true }],
    ['seed000-p4 backjumping with restarts, none', p4.problem, { inference: 'none', ac3: false, variableOrder: 'dom-wdeg', valueOrder: 'random', restarts: 'luby', restartBase: 4, backjump: true, nodeLimit: 20000 }],
    // Branch and bound: the bound's prunes (its constraint after the problem's) are replayed as any other.
    ['seed000-p4 branch and bound, the first word of 1-Across, mac/mrv', minimiseFirst(p4.problem), { inference: 'mac', variableOrder: 'mrv' }],
    ['seed000-p4 branch and bound, the last word of 1-Across, mac/mrv', maximiseFirst(p4.problem), { inference: 'mac', variableOrder: 'mrv' }],
    ['seed000-p4 branch and bound, the last word of 1-Across, binary branching, mac/mrv', maximiseFirst(p4.problem), { inference: 'mac', variableOrder: 'mrv', branching: 'binary' }],
    ['seed000-p4 branch and bound, backjumping, fc/dom-wdeg', minimiseFirst(p4.problem), { inference: 'fc', ac3: false, variableOrder: 'dom-wdeg', backjump: true }],
    ['seed003-simple branch and bound, none, restarts, stopped with the best so far', minimiseFirst(simple.problem), { inference: 'none', ac3: false, variableOrder: 'dom-wdeg', valueOrder: 'random', restarts: 'luby', restartBase: 4, nodeLimit: 3000 }],
  ];
  for (const [name, problem, options] of cases) {
    it(`replays exactly: ${name}`, () => {
      const events = collect(problem, options);
      const done = events[events.length - 1]!;
      check(done.type).toBe('done');
      if (done.type !== 'done') return;
      const counts = replay(problem, events, options.variableOrder);
      check(counts.assign).toBe(done.stats.nodes);
      // A backjump's assignments count as backtracks; each backjump is one event.
      check(counts.backtrack + counts.jumpedBack).toBe(done.stats.backtracks);
      check(counts.backjump).toBe(done.stats.backjumps);
      if (options.backjump && options.inference === 'none') expect(counts.backjump).toBeGreaterThan(0);
      check(counts.prune).toBe(done.stats.prunes);
      check(counts.solution).toBe(done.stats.solutions);
      check(counts.restart).toBe(done.stats.restarts);
      if (options.restarts === 'luby') expect(counts.restart).toBeGreaterThan(0);
      // Batch mode computes the same search.
      const batch = solve(problem, options);
      check(batch.stats.nodes).toBe(done.stats.nodes);
      check(batch.stats.backtracks).toBe(done.stats.backtracks);
      check(batch.stats.prunes).toBe(done.stats.prunes);
      check(batch.stats.checks).toBe(done.stats.checks);
      check(batch.stats.backjumps).toBe(done.stats.backjumps);
      check(batch.status).toBe(done.status);
    });
  }

  it('a first-solution depth-first search makes one node per variable plus one per backtrack', () => {
    for (const options of cases.map((c) => c[2]).filter((o) => !o.maxSolutions && !o.nodeLimit && !o.restarts)) {
      const r = solve(p4.problem, options);
      check(r.status).toBe('solved');
      check(r.stats.nodes).toBe(p4.problem.variables.length + r.stats.backtracks);
    }
  });

  it('record:false yields only the solution and done events', () => {
    const events = [...search(p4.problem, { record: false })];
    check(events.map((e) => e.type)).toEqual(['solution', 'done']);
  });

  it('prune events name the constraint and the variable that caused them', () => {
    const events = collect(p4.problem, { inference: 'fc', ac3: false, variableOrder: 'mrv' });
    let lastAssigned = -1;
    for (const e of events) {
      if (e.type === 'assign') lastAssigned = e.variable;
      if (e.type === 'prune') {
        check(e.via).toBe(lastAssigned);
        check(p4.problem.constraints[e.constraint]!.scope).toContain(e.variable);
        check(p4.problem.constraints[e.constraint]!.scope).toContain(e.via);
      }
    }
  });
});

describe('limits, cancellation and seeds', () => {
  const hard = p4.problem;
  const slow: Partial<SearchOptions> = { inference: 'none', ac3: false, variableOrder: 'static' };

  it('stops at the node limit', () => {
    const r = solve(hard, { ...slow, nodeLimit: 1000 });
    check(r.status).toBe('stopped');
    check(r.stats.nodes).toBe(1000);
  });

  it('stops at the time limit: at the first node once the clock has passed it, not before', () => {
    // The solver's clock is performance.now (src/solver/clock.ts); here it moves only when the test says.
    let clock = 1000;
    const spy = vi.spyOn(performance, 'now').mockImplementation(() => clock);
    try {
      let nodes = 0;
      let nodesAtDeadline = -1;
      let last: SearchEvent | undefined;
      for (const e of search(hard, { ...slow, record: true, timeLimitMs: 20 })) {
        last = e;
        if (e.type !== 'assign') continue;
        nodes++;
        if (nodes === 300) clock = 1020; // at the limit, not past it: the search goes on
        if (nodes === 600) {
          clock = 1020.5;
          nodesAtDeadline = nodes;
        }
      }
      check(last?.type).toBe('done');
      if (last?.type !== 'done') return;
      check(last.status).toBe('timeout');
      check(nodesAtDeadline).toBe(600);
      // One more node may be under way when the clock passes; the next check stops the search.
      expect(nodes - nodesAtDeadline).toBeLessThanOrEqual(1);
      check(last.stats.timeMs).toBe(20.5);
    } finally {
      spy.mockRestore();
    }
  });

  it('stops when the signal is aborted', () => {
    const signal = { aborted: false };
    const run = search(hard, { ...slow, record: true, signal });
    let seen = 0;
    let last: SearchEvent | undefined;
    for (const e of run) {
      last = e;
      if (++seen === 500) signal.aborted = true;
    }
    check(last?.type).toBe('done');
    if (last?.type === 'done') check(last.status).toBe('stopped');
  });

  it('random value order is reproducible from its seed', () => {
    const a = solve(hard, { inference: 'fc', variableOrder: 'static', valueOrder: 'random', seed: 11 });
    const b = solve(hard, { inference: 'fc', variableOrder: 'static', valueOrder: 'random', seed: 11 });
    check(Array.from(a.solutions[0]!)).toEqual(Array.from(b.solutions[0]!));
    check(a.stats.nodes).toBe(b.stats.nodes);
    const others = [12, 13, 14, 15].map((seed) => Array.from(solve(hard, { inference: 'fc', variableOrder: 'static', valueOrder: 'random', seed }).solutions[0]!).join());
    check(others.some((s) => s !== Array.from(a.solutions[0]!).join())).toBe(true);
  });

  it('breadth-first search says so when its queue would exceed the memory bound', () => {
    const r = solve(hard, { strategy: 'bfs', inference: 'fc', ac3: false, bfsMaxBytes: 200_000, maxSolutions: Infinity });
    check(r.status).toBe('memory-limit');
    check(english(r.message!)).toMatch(/breadth-first search stopped.*depth-first/);
  });
});
