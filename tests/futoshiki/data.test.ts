import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { check } from '../check.ts';
import { buildFutoshikiModel, parseFutoshiki } from '../../src/puzzles/futoshiki/index.ts';
import { solve } from '../../src/solver/index.ts';
import { checkFutoshiki, readFutoshikiFacts } from '../../src/checkers/futoshiki.ts';

const dir = new URL('../fixtures/futoshiki/', import.meta.url);
const known = JSON.parse(readFileSync(new URL('solutions.json', dir), 'utf8')) as Record<string, { solutions_capped_at_2: number; solution?: number[][] }>;
const names = Object.keys(known).sort();

describe('the 19 Futoshiki puzzles of solutions.json', () => {
  it('are 19, two of them without solution', () => {
    expect(names).toHaveLength(19);
    check(names.filter((n) => known[n]!.solutions_capped_at_2 === 0)).toEqual(['futoshiki-8_0', 'futoshiki-9_2']);
  });

  describe.each(['gac', 'neq'] as const)('all-different as %s', (alldiff) => {
    it.each(names)('%s', (name) => {
      const text = readFileSync(new URL(`${name}.txt`, dir), 'utf8');
      // futoshiki-simple is 3 x 3, below the format's N = 4..9: read it with a relaxed limit.
      const puzzle = parseFutoshiki(text, `${name}.txt`, name === 'futoshiki-simple' ? { minSize: 3 } : {});
      const model = buildFutoshikiModel(puzzle, { alldiff });
      // GAC with MRV, the benchmarked setting; ≠ with MAC and dom/wdeg (≠ with FC takes seconds on the 8 x 8 and 9 x 9 ones: see bench/futoshiki.ts).
      const options = alldiff === 'gac' ? ({ variableOrder: 'mrv', inference: 'mac' } as const) : ({ variableOrder: 'dom-wdeg', inference: 'mac' } as const);
      const result = solve(model.problem, { ...options, maxSolutions: 2 });
      const want = known[name]!;
      check(result.solutions.length).toBe(want.solutions_capped_at_2);
      check(result.status).toBe(want.solutions_capped_at_2 > 0 ? 'solved' : 'unsatisfiable');
      const facts = readFutoshikiFacts(text);
      for (const values of result.solutions) check(checkFutoshiki(facts, model.rows(values))).toEqual([]);
      if (want.solution) check(model.rows(result.solutions[0]!)).toEqual(want.solution.map((row) => row.join('')));
    });
  });

  it('the checker itself rejects a broken solution', () => {
    const facts = readFutoshikiFacts(readFileSync(new URL('futoshiki-4_0.txt', dir), 'utf8'));
    const good = known['futoshiki-4_0']!.solution!.map((r) => r.join(''));
    check(checkFutoshiki(facts, good)).toEqual([]);
    expect(checkFutoshiki(facts, [good[1]!, good[0]!, good[2]!, good[3]!]).length).toBeGreaterThan(0);
  });
});
