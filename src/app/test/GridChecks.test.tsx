// @vitest-environment jsdom
/**
 * The grid checks panel beside the board: a line per rule with its state, updated on each edit, and
 * "Show" outlining the rule's cells on the board (the cells worked out here by hand, not by gridChecks).
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, it } from 'vitest';
import { check } from '../../../tests/check.ts';
import { Board } from '../kinds/crossword/ui/Board.tsx';
import { GridChecksPanel } from '../kinds/crossword/ui/GridChecks.tsx';
import { useApp } from '../state/store.ts';

const initial = useApp.getInitialState();
beforeEach(() => useApp.setState(initial, true));
afterEach(cleanup);

const line = (rule: string) => screen.getByTestId(`grid-check-${rule}`);
const outlined = () =>
  screen
    .getAllByTestId(/^cell-\d+-\d+$/)
    .filter((el) => el.dataset.check === 'true')
    .map((el) => el.dataset.testid);

describe('grid checks panel', () => {
  it('says each rule, follows the edits, and shows the cells a broken rule concerns', () => {
    render(
      <>
        <Board />
        <GridChecksPanel />
      </>,
    );
    // The empty 8 x 8: one piece, 16 words of 8, all checked.
    check(line('connected').dataset.state).toBe('ok');
    check(line('min-length').dataset.state).toBe('ok');
    check(line('checked').dataset.state).toBe('ok');
    check(line('word-count').textContent).toContain('16');
    // Blocks at row 0, columns 1 and 6 (and their rotational partners at row 7): (0,0) and (7,7) are
    // then in one-letter runs across, so unchecked, and (0,7), (7,0) too; the runs between are 4 long.
    act(() => {
      useApp.getState().setSymmetry('rotational');
      useApp.getState().edit('crossword', { type: 'block', cell: 1, blocked: true, symmetry: 'rotational' });
      useApp.getState().edit('crossword', { type: 'block', cell: 6, blocked: true, symmetry: 'rotational' });
    });
    check(line('checked').dataset.state).toBe('error');
    check(line('checked').dataset.cells).toBe('4');
    check(outlined()).toEqual([]);
    fireEvent.click(screen.getByTestId('grid-check-show-checked'));
    check(outlined()).toEqual(['cell-0-0', 'cell-0-7', 'cell-7-0', 'cell-7-7']);
    // The outline follows the next edit: opening (0,1) again checks (0,0) and its row.
    act(() => useApp.getState().edit('crossword', { type: 'block', cell: 1, blocked: false, symmetry: 'rotational' }));
    check(outlined()).toEqual(['cell-0-7', 'cell-7-0']);
    fireEvent.click(screen.getByTestId('grid-check-show-checked'));
    check(outlined()).toEqual([]);
  });
});
