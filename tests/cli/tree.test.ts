/**
 * `--search tree` (the tree-structured CSP algorithm, Russell & Norvig fig. 6.11) from the command
 * line: Australia without South Australia compiled by MiniZinc and coloured without backtracking,
 * the JSON solution checked here against the map itself; a model whose graph has a cycle
 * (Australia) refused naming the cycle; what does not go with it refused clearly.
 */
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { check } from '../check.ts';

const ROOT = new URL('../../', import.meta.url).pathname;

function cli(...args: string[]) {
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', ...args], { cwd: ROOT, encoding: 'utf8' });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe('--search tree', () => {
  it('colours Australia without South Australia, verified, no backtrack', () => {
    const r = cli('public/models/australia-tree.mzn', '--search', 'tree', '--json');
    check(r.code, r.stderr).toBe(0);
    const out = JSON.parse(r.stdout) as { status: string; verified: boolean; solutions: { values: Record<string, string> }[]; stats: { backtracks: number; nodes: number } };
    check(out.status).toBe('solved');
    check(out.verified).toBe(true);
    expect(out.solutions).toHaveLength(1);
    const colour = out.solutions[0]!.values;
    check(Object.keys(colour).sort()).toEqual(['nsw', 'nt', 'q', 't', 'v', 'wa']);
    for (const c of Object.values(colour)) check(['red', 'green', 'blue']).toContain(c);
    for (const [a, b] of [['wa', 'nt'], ['nt', 'q'], ['q', 'nsw'], ['nsw', 'v']] as const) check(colour[a], `${a}, ${b}`).not.toBe(colour[b]);
    check(out.stats.backtracks).toBe(0);
    check(out.stats.nodes).toBe(6);
  });

  it('refuses Australia (South Australia closes a cycle), naming the cycle', () => {
    const r = cli('public/models/australia.mzn', '--search', 'tree', '--json');
    check(r.code).toBe(2);
    const out = JSON.parse(r.stdout) as { status: string; error: { message: string } };
    check(out.status).toBe('error');
    check(out.error.message).toBe('--search tree needs binary constraints on a tree or forest: the constraint graph has a cycle: nt – wa – sa – nt');
  });

  it('refuses a constraint on more than two variables, and all solutions', () => {
    const zebra = cli('tests/fixtures/model/zebra.fzn', '--search', 'tree');
    check(zebra.code).toBe(2);
    check(zebra.stderr).toMatch(/--search tree needs binary constraints on a tree or forest: .* is not a binary constraint \(on /);
    const all = cli('public/models/australia-tree.mzn', '--search', 'tree', '--all');
    check(all.code).toBe(2);
    check(all.stderr).toContain('--search tree finds one solution');
  });

  it('queens: refused from 3 queens on (a cycle), one queen solved', () => {
    const eight = cli('--type', 'queens', '--size', '8', '--search', 'tree', '--json');
    check(eight.code).toBe(2);
    check(eight.stdout).toContain('is not a binary constraint');
    const one = cli('--type', 'queens', '--size', '1', '--search', 'tree', '--json', '--verify');
    check(one.code).toBe(0);
    expect(JSON.parse(one.stdout)).toMatchObject({ status: 'solved', solutions: [{ queens: [0] }] });
  });

  it('a model file is a model before the search kinds are checked: min-conflicts runs on a .mzn (it was refused as a crossword)', () => {
    const r = cli('public/models/australia.mzn', '--search', 'min-conflicts', '--json');
    check(r.code, r.stderr).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ status: 'solved', verified: true });
  });
});
