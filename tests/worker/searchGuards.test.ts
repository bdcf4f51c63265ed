/**
 * The solver worker's own guard before a search the app would not ask for (the app refuses these
 * first): the tree algorithm off a forest, cutset conditioning with a set that leaves a cycle or on
 * a model with an objective. Compare's `measure` job says each in words, naming the cycle, as a
 * row of its own; the rows before and after it still run.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { solverJobs } from '../../src/worker/jobs/solverJobs.ts';
import type { CompareRow, RunOptions, SolveRequest } from '../../src/worker/protocol.ts';

const australia = readFileSync(new URL('../fixtures/model/australia.fzn', import.meta.url), 'utf8');

function request(options: Partial<RunOptions>, fzn = australia): SolveRequest {
  return { type: 'solve', kind: 'model', runId: 1, puzzle: { name: 'australia.fzn', fzn }, alldiff: 'neq', reuse: false, options: { maxSolutions: 1, ...options } as RunOptions };
}

async function measure(runs: SolveRequest[]): Promise<CompareRow[]> {
  const rows: CompareRow[] = [];
  await solverJobs(() => Promise.reject(new Error('no network'))).measure({ runs }, { emit: (row) => rows.push(row), signal: new AbortController().signal });
  return rows;
}

describe("the solver worker's guard before a search", () => {
  it('refuses the tree algorithm on a cycle and a cutset that leaves one, naming the cycle in words; the other rows run', async () => {
    const rows = await measure([request({ search: 'tree' }), request({ search: 'cutset', cutset: ['wa'] }), request({ search: 'cutset' })]);
    expect(rows.map((r) => r.index)).toEqual([0, 1, 2]);
    const error = (r: CompareRow) => ('error' in r ? r.error : null);
    expect(error(rows[0]!)).toBe('The tree algorithm needs binary constraints on a tree or forest: the constraint graph has a cycle: nt – wa – sa – nt');
    expect(error(rows[1]!)).toMatch(/^cutset conditioning: wa is not a cycle cutset: without it the constraint graph still has a cycle: (\w+ – )+\w+$/);
    expect(rows[2]).toMatchObject({ status: 'solved' });
  });
});
