/**
 * The store's why slice (inline solver client): after a run ends without solution the reason of
 * the run's board is found and kept; a board change clears it, also while it is still searched
 * (the answer that comes after is dropped). The reason is judged afresh: two givens of one digit
 * in one row.
 */
import { describe, it } from 'vitest';
import { check } from '../../../tests/check.ts';
import { inlineStore as store, settled as until, type InlineStore as Store } from './inlineStore.ts';

/** A 4 × 4 Sudoku whose givens 1 at r1c1 and r1c3 clash, solved to its end. */
async function clashing(): Promise<Store> {
  const s = store();
  s.getState().setKind('sudoku');
  s.getState().resize(4);
  s.getState().edit('sudoku', { type: 'digit', cell: 0, digit: 1 });
  s.getState().edit('sudoku', { type: 'digit', cell: 2, digit: 1 });
  s.getState().edit('sudoku', { type: 'digit', cell: 7, digit: 3 });
  s.getState().solve();
  await until(s, (st) => st.phase === 'done' || st.phase === 'error');
  check(s.getState().status).toBe('unsatisfiable');
  return s;
}

describe('the why slice', () => {
  it('finds the reason of the run’s board, then a board change clears it', async () => {
    const s = await clashing();
    check(s.getState().why.phase).toBe('idle');
    s.getState().askWhy();
    check(s.getState().why.phase).toBe('working');
    await until(s, (st) => st.why.phase !== 'working');
    const why = s.getState().why;
    if (why.phase !== 'done' || why.answer.parts.kind !== 'digits') throw new Error(JSON.stringify(why));
    const givens = why.answer.parts.givens;
    check(givens.map((g) => [g.row, g.column])).toEqual([[1, 1], [1, 3]]);
    check(givens[0]!.digit).toBe(givens[1]!.digit);
    check(why.answer.minimal).toBe(true);
    s.getState().edit('sudoku', { type: 'digit', cell: 2, digit: 2 });
    check(s.getState().why.phase).toBe('idle');
  });

  it('a board change while the reason is searched clears it for good', async () => {
    const s = await clashing();
    s.getState().askWhy();
    s.getState().edit('sudoku', { type: 'digit', cell: 2, digit: 2 });
    check(s.getState().why.phase).toBe('idle');
    // A new run (solved this time) and its end: the old reason never shows.
    s.getState().solve();
    await until(s, (st) => st.phase === 'done');
    check(s.getState().why.phase).toBe('idle');
  });

  it('Stop while the reason is searched: the smallest set so far, said not proven minimal; asked again, found afresh', async () => {
    const s = await clashing();
    s.getState().askWhy();
    s.getState().stopWhy();
    // Stopped where it was: the set proven so far (before any search, the board's givens: the run had no solution), not minimal.
    await until(s, (st) => st.why.phase !== 'working');
    const why = s.getState().why;
    check(why.phase).toBe('done');
    if (why.phase !== 'done') throw new Error('no answer');
    check(why.answer.status).toBe('found');
    check(why.answer.minimal).toBe(false);
    check(why.answer.stopped).toBe('signal');
    check(why.answer.parts.kind === 'digits' ? why.answer.parts.givens.length : 0).toBe(3);
    // Asked again: a reason comes, found afresh.
    s.getState().askWhy();
    await until(s, (st) => st.why.phase !== 'working');
    check(s.getState().why.phase).toBe('done');
  });

  it('is not asked of a run that found a solution', async () => {
    const s = store();
    s.getState().setKind('sudoku');
    s.getState().resize(4);
    s.getState().solve();
    await until(s, (st) => st.phase === 'done');
    s.getState().askWhy();
    check(s.getState().why.phase).toBe('idle');
  });
});
