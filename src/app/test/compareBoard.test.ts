/**
 * Compare on the board shown (issue 30): the configurations ticked run on the puzzle the board
 * holds, in the solver worker's jobs (inline here), a row each in the list's order. Judged
 * independently: whether a row is solved agrees with brute force of the board's completions, and
 * forward checking never visits more nodes than plain backtracking in the same (static) order.
 */
import { describe, expect, it } from 'vitest';
import { check } from '../../../tests/check.ts';
import { inlineStore as store, settled as until } from './inlineStore.ts';

/** Whether n queens fit on an n × n board with the queens `placed` ([row, column], 0-based) kept: brute force. */
function queensSolvable(n: number, placed: readonly [number, number][]): boolean {
  const column = new Array<number>(n).fill(-1);
  for (const [r, c] of placed) column[r] = c;
  const ok = (r: number, c: number) => column.every((c2, r2) => r2 >= r || c2 < 0 || (c2 !== c && Math.abs(c2 - c) !== r - r2));
  const go = (r: number): boolean => {
    if (r === n) return true;
    const fixed = placed.find(([pr]) => pr === r);
    const options = fixed ? [fixed[1]] : [...Array(n).keys()];
    for (const c of options) {
      if (!ok(r, c)) continue;
      const old = column[r]!;
      column[r] = c;
      if (go(r + 1)) return true;
      column[r] = old;
    }
    return false;
  };
  // Placed queens must not attack each other either.
  for (let i = 0; i < placed.length; i++) for (let j = i + 1; j < placed.length; j++) {
    const [r1, c1] = placed[i]!;
    const [r2, c2] = placed[j]!;
    if (c1 === c2 || Math.abs(c1 - c2) === Math.abs(r1 - r2)) return false;
  }
  for (const [r] of placed) column[r] = -1;
  return go(0);
}

describe('compare on the board shown', () => {
  for (const { n, placed } of [
    { n: 4, placed: [] as [number, number][] },
    { n: 6, placed: [] as [number, number][] },
    { n: 6, placed: [[0, 0]] as [number, number][] },
    { n: 5, placed: [[0, 0], [1, 2]] as [number, number][] },
    { n: 7, placed: [[0, 3]] as [number, number][] },
    // No completion: 4-queens' two solutions have no queen in a corner.
    { n: 4, placed: [[0, 0]] as [number, number][] },
    { n: 6, placed: [[0, 1], [2, 0]] as [number, number][] },
  ]) {
    it(`${n}-queens with ${placed.length} queen(s) placed: a row per configuration ticked, solved as brute force says`, async () => {
      const s = store();
      s.getState().setKind('queens');
      s.getState().resize(n);
      for (const [row, column] of placed) s.getState().edit('queens', { type: 'queen', row, column });
      for (const id of ['bt', 'fc', 'fc-mrv', 'mac-mrv', 'mine'] as const) s.getState().setBoardConfig(id, true);
      s.getState().runBoardCompare();
      check(s.getState().compare.running).toBe(true);
      await until(s, (st) => !st.compare.running);
      const { rows, error, presetId } = s.getState().compare;
      expect(error).toBeNull();
      check(presetId).toBe('board');
      // In the list's order: the user's settings first, then the presets.
      check(rows.map((r) => r.configurationLabel.key)).toEqual(['compareBoard.config.mine', 'settings.preset.bt.label', 'settings.preset.fc.label', 'settings.preset.fcMrv.label', 'settings.preset.macMrv.label']);
      const solvable = queensSolvable(n, placed);
      if (n === 4 && placed.length === 1) check(solvable).toBe(false);
      for (const r of rows) check([r.configuration, r.status]).toEqual([r.configuration, solvable ? 'solved' : 'unsatisfiable']);
      const nodes = (key: string) => rows.find((r) => r.configurationLabel.key === key)!.nodes;
      expect(nodes('settings.preset.fc.label')).toBeLessThanOrEqual(nodes('settings.preset.bt.label'));
      // The CSV's names in English: the user's summary and the presets' labels, not keys.
      check(rows[0]!.configuration).toMatch(/^your settings: [A-Za-z]/);
      check(rows.slice(1).map((r) => r.configuration)).toEqual(['BT', 'FC', 'FC + MRV', 'MAC + MRV']);
      check(rows.map((r) => r.configuration).join(' ')).not.toMatch(/\b(settings|catalog|compareBoard)\.[a-z]/);
      check(rows[0]!.puzzle).toBe('N-queens');
    });
  }

  it('min-conflicts is offered for a grid puzzle; nothing ticked is said, not run', async () => {
    const s = store();
    s.getState().setKind('queens');
    s.getState().resize(8);
    for (const id of ['bt', 'fc', 'mac-mrv'] as const) s.getState().setBoardConfig(id, false);
    s.getState().runBoardCompare();
    check(s.getState().compare.running).toBe(false);
    check(s.getState().compare.error).toMatch(/configuration/i);
    s.getState().setBoardConfig('min-conflicts', true);
    s.getState().runBoardCompare();
    await until(s, (st) => !st.compare.running);
    const [row] = s.getState().compare.rows;
    check(row?.configurationLabel.key).toBe('compareBoard.config.minConflicts');
    // Local search is incomplete: solved, or stopped at its step limit; never "no solution".
    check(['solved', 'stopped']).toContain(row?.status);
    expect(row?.steps).toBeGreaterThan(0);
  });

  it('Stop ends the runs at once and keeps the rows so far', async () => {
    const s = store();
    s.getState().setKind('queens');
    s.getState().resize(6);
    s.getState().runBoardCompare();
    s.getState().stopCompare();
    check(s.getState().compare.running).toBe(false);
    const before = s.getState().compare.rows.length;
    await new Promise((resolve) => setTimeout(resolve, 0));
    check(s.getState().compare.rows.length).toBe(before);
  });
});
