// @vitest-environment jsdom
/** Accessibility of the boards and the player (issue 14): grid semantics, spoken cells, keyboard signs, the step announcer. */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { check } from '../../../tests/check.ts';
import { Board } from '../kinds/crossword/ui/Board.tsx';
import { NumberBoard } from '../kinds/numbers/ui/Board.tsx';
import { PlaybackPanel } from '../run/ui/PlaybackPanel.tsx';
import { useApp } from '../state/store.ts';
import { loadRecordedRun } from './recordedRun.ts';

const initial = useApp.getInitialState();
beforeEach(() => useApp.setState(initial, true));
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('crossword board', () => {
  it('is a grid of rows of cells, one of them in the tab order, each named by row, column and content', () => {
    render(<Board />);
    const grid = screen.getByRole('grid');
    check(grid.getAttribute('aria-label')).toBe('Crossword board, 8 by 8');
    const rows = screen.getAllByRole('row');
    expect(rows).toHaveLength(8);
    for (const row of rows) expect(row.querySelectorAll('[role="gridcell"]')).toHaveLength(8);
    expect(grid.querySelectorAll('[tabindex="0"]')).toHaveLength(1);
    act(() => useApp.getState().edit('crossword', { type: 'block', cell: 0, blocked: true }));
    act(() => useApp.getState().edit('crossword', { type: 'letter', cell: 1, letter: 'q' }));
    check(screen.getByTestId('cell-0-0').getAttribute('aria-label')).toBe('Row 1, column 1, block');
    check(screen.getByTestId('cell-0-1').getAttribute('aria-label')).toBe('Row 1, column 2, letter Q, given');
    check(screen.getByTestId('cell-0-2').getAttribute('aria-label')).toBe('Row 1, column 3, empty');
    // The text of a cell stays its letter only.
    check(screen.getByTestId('cell-0-1').textContent).toBe('q');
  });

  it('names the solver’s letters at the step shown', () => {
    const { layout, trace } = loadRecordedRun();
    render(<Board />);
    act(() => useApp.getState().jumpNext('assign'));
    const slot = layout.slots[trace.variable(useApp.getState().cursor - 1)]!;
    const cell = slot.cells[0]!;
    const el = screen.getByTestId(`cell-${Math.floor(cell / layout.width)}-${cell % layout.width}`);
    check(el.getAttribute('aria-label')).toBe(`Row ${Math.floor(cell / layout.width) + 1}, column ${(cell % layout.width) + 1}, letter ${el.textContent!.toUpperCase()}, solver’s`);
    act(() => useApp.getState().stepBack());
    check(el.getAttribute('aria-label')).toMatch(/, empty$/);
  });
});

describe('number boards', () => {
  it('Sudoku: rows of cells named with the digit, given or not', () => {
    act(() => useApp.getState().setKind('sudoku'));
    render(<NumberBoard />);
    act(() => useApp.getState().edit('sudoku', { type: 'digit', cell: 10, digit: 7 }));
    check(screen.getByRole('grid').getAttribute('aria-label')).toMatch(/^Sudoku board, (\d+) by \1$/);
    const n = useApp.getState().boards.sudoku.puzzle.size;
    expect(screen.getAllByRole('row')).toHaveLength(n);
    expect(screen.getAllByRole('gridcell')).toHaveLength(n * n);
    const r = Math.floor(10 / n);
    const c = 10 % n;
    check(screen.getByTestId(`cell-${r}-${c}`).getAttribute('aria-label')).toBe(`Row ${r + 1}, column ${c + 1}, 7, given`);
  });

  it('Futoshiki: the signs are a group outside the grid, set from the focused cell with < > ^ v', () => {
    act(() => useApp.getState().setKind('futoshiki'));
    act(() => useApp.getState().resize(4));
    render(<NumberBoard />);
    const grid = screen.getByRole('grid');
    expect(grid.querySelectorAll('button')).toHaveLength(0);
    expect(screen.getAllByRole('gridcell')).toHaveLength(16);
    const signs = screen.getByRole('group');
    expect(signs.querySelectorAll('button')).toHaveLength(2 * 4 * 3);
    for (const b of signs.querySelectorAll('button')) check(b.tabIndex).toBe(-1);
    const cell = screen.getByTestId('cell-1-1');
    act(() => cell.focus());
    check(useApp.getState().boards.futoshiki.selected).toBe(5);
    fireEvent.keyDown(cell, { key: '<' });
    check(screen.getByTestId('ineq-1-1-right').textContent).toBe('<');
    fireEvent.keyDown(cell, { key: '>' });
    check(screen.getByTestId('ineq-1-1-right').textContent).toBe('>');
    fireEvent.keyDown(cell, { key: '>' });
    check(screen.getByTestId('ineq-1-1-right').textContent).toBe('');
    fireEvent.keyDown(cell, { key: 'v' });
    check(screen.getByTestId('ineq-1-1-down').textContent).toBe('∨');
    check(screen.getByTestId('ineq-1-1-down').getAttribute('aria-label')).toBe('Sign between r2c2 and r3c2: r2c2 greater than r3c2');
    // Setting > from none is two clicks' worth of edits but one undo step.
    act(() => useApp.getState().undo());
    check(screen.getByTestId('ineq-1-1-down').textContent).toBe('');
    // The last column has no sign to its right.
    act(() => screen.getByTestId('cell-0-3').focus());
    fireEvent.keyDown(screen.getByTestId('cell-0-3'), { key: '<' });
    expect(useApp.getState().boards.futoshiki.puzzle.right.filter((x) => x !== 0)).toHaveLength(0);
  });
});

describe('step announcer', () => {
  const setUpRun = loadRecordedRun;

  it('says the step shown once it stays put, and nothing while playing', () => {
    vi.useFakeTimers();
    setUpRun();
    render(<PlaybackPanel />);
    const live = screen.getByTestId('step-announcement');
    check(live.getAttribute('aria-live')).toBe('polite');
    act(() => useApp.getState().stepForward());
    act(() => useApp.getState().stepForward());
    // Within the quiet time nothing is said; then the step shown, not the ones passed.
    check(live.textContent).toBe('');
    act(() => vi.advanceTimersByTime(400));
    check(live.textContent).toBe(screen.getByTestId('event').textContent);
    const said = live.textContent;
    // Playing: the frame loop moves the cursor; nothing is said.
    act(() => useApp.setState({ playing: true }));
    act(() => useApp.setState({ cursor: useApp.getState().cursor + 3 }));
    act(() => vi.advanceTimersByTime(1000));
    check(live.textContent).toBe(said);
    // Pausing says where playback stopped.
    act(() => useApp.setState({ playing: false }));
    act(() => vi.advanceTimersByTime(400));
    check(live.textContent).toBe(screen.getByTestId('event').textContent);
    check(live.textContent).not.toBe(said);
  });
});
