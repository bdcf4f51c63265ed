/**
 * `--search cutset` (cutset conditioning, Russell & Norvig 6.5.1) from the command line: Australia
 * conditioned on South Australia, its solutions checked here against the map itself; a cutset
 * given by name, or refused naming the cycle left; the cutset in the JSON stats and the text.
 */
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { check } from '../check.ts';

const ROOT = new URL('../../', import.meta.url).pathname;

function cli(...args: string[]) {
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', ...args], { cwd: ROOT, encoding: 'utf8' });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

const BORDERS = [['wa', 'nt'], ['wa', 'sa'], ['nt', 'sa'], ['nt', 'q'], ['sa', 'q'], ['sa', 'nsw'], ['sa', 'v'], ['q', 'nsw'], ['nsw', 'v']] as const;

interface Out {
  status: string;
  verified?: boolean;
  solutions: { values: Record<string, string | number> }[];
  stats: { cutset: string[]; cutsetAssignments: number; solutions: number };
  error?: { message: string };
}

function colourings(out: Out): string[] {
  for (const { values } of out.solutions) {
    check(Object.keys(values).sort()).toEqual(['nsw', 'nt', 'q', 'sa', 't', 'v', 'wa']);
    for (const [a, b] of BORDERS) check(values[a], `${a}, ${b}`).not.toBe(values[b]);
  }
  return out.solutions.map(({ values }) => JSON.stringify(values));
}

describe('--search cutset', () => {
  it('colours Australia: South Australia proposed, one assignment of it tried; the cutset in the text too', () => {
    const r = cli('public/models/australia.mzn', '--search', 'cutset', '--json');
    check(r.code, r.stderr).toBe(0);
    const out = JSON.parse(r.stdout) as Out;
    expect(out).toMatchObject({ status: 'solved', verified: true, stats: { cutset: ['sa'], cutsetAssignments: 1, solutions: 1 } });
    expect(colourings(out)).toHaveLength(1);
    const text = cli('tests/fixtures/model/australia.fzn', '--search', 'cutset');
    check(text.code, text.stderr).toBe(0);
    check(text.stdout).toContain('Cutset: sa   Assignments of it tried: 1');
  });

  it('all 18 colourings, with the cutset proposed or given by name', () => {
    const proposed = JSON.parse(cli('tests/fixtures/model/australia.fzn', '--search', 'cutset', '--all', '--json').stdout) as Out;
    expect(proposed.stats).toMatchObject({ cutset: ['sa'], cutsetAssignments: 3, solutions: 18 });
    const all = colourings(proposed);
    check(new Set(all).size).toBe(18);
    const given = cli('tests/fixtures/model/australia.fzn', '--search', 'cutset', '--cutset', 'nsw,nt', '--all', '--json');
    check(given.code, given.stderr).toBe(0);
    const out = JSON.parse(given.stdout) as Out;
    check(out.stats.cutset).toEqual(['nsw', 'nt']);
    // nsw and nt take different colours or not (they are not neighbours): 9 assignments.
    check(out.stats.cutsetAssignments).toBe(9);
    check(colourings(out).sort()).toEqual([...all].sort());
  });

  it('refuses a set that leaves a cycle, naming it; an unknown name; --cutset without --search cutset; crosswords', () => {
    const wa = cli('tests/fixtures/model/australia.fzn', '--search', 'cutset', '--cutset', 'wa', '--json');
    check(wa.code).toBe(2);
    check((JSON.parse(wa.stdout) as Out).error!.message).toBe('--cutset wa is not a cycle cutset: without it the constraint graph still has a cycle: nt – sa – q – nt');
    const unknown = cli('tests/fixtures/model/australia.fzn', '--search', 'cutset', '--cutset', 'sa,tas');
    check(unknown.code).toBe(2);
    check(unknown.stderr).toContain('--cutset: no variable named "tas"');
    const alone = cli('tests/fixtures/model/australia.fzn', '--cutset', 'sa');
    check(alone.code).toBe(2);
    check(alone.stderr).toContain('--cutset goes with --search cutset');
    const crossword = cli('tests/fixtures/crossword/seed003-simple.grid', '--search', 'cutset');
    check(crossword.code).toBe(2);
    check(crossword.stderr).toContain('--search cutset is for models, queens, Sudoku and Futoshiki');
  });

  it('queens: the four solutions of 6 queens, verified', () => {
    const r = cli('--type', 'queens', '--size', '6', '--search', 'cutset', '--all', '--verify', '--json');
    check(r.code, r.stderr).toBe(0);
    const out = JSON.parse(r.stdout) as { solutions: { queens: number[] }[]; verified: boolean; stats: { cutset: string[] } };
    check(out.verified).toBe(true);
    check(out.solutions.map((s) => s.queens.join('')).sort()).toEqual(['135024', '251403', '304152', '420531']);
    expect(out.stats.cutset).toHaveLength(4);
  });
});
