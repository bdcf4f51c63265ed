// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { check } from '../../../tests/check.ts';
import { Board } from '../kinds/crossword/ui/Board.tsx';
import { BoardPanel } from '../kinds/ui/BoardPanel.tsx';
import { useApp } from '../state/store.ts';
import { advance } from '../run/ui/playback.ts';
import { loadRecordedRun } from './recordedRun.ts';

const initial = useApp.getInitialState();
beforeEach(() => useApp.setState(initial, true));
afterEach(cleanup);

describe('Board', () => {
  it('renders one cell per square with exact test ids and letter-only text', () => {
    render(<Board />);
    expect(screen.getByTestId('board')).toBeTruthy();
    expect(screen.getAllByRole('gridcell')).toHaveLength(64);
    const corner = screen.getByTestId('cell-0-0');
    check(corner.textContent).toBe('');
    check(corner.getAttribute('data-number')).toBe('1');
    expect(screen.getByTestId('cell-7-7')).toBeTruthy();
  });

  it('toggles blocks by pointer and by space, and types letters', () => {
    render(<Board />);
    const cell = screen.getByTestId('cell-2-3');
    // The first press on a white cell selects it; the second, on the selected cell, toggles it.
    fireEvent.pointerDown(cell, { button: 0, buttons: 1 });
    fireEvent.pointerUp(cell);
    expect(screen.getByTestId('cell-2-3').getAttribute('data-block')).toBeNull();
    fireEvent.pointerDown(cell, { button: 0, buttons: 1 });
    check(screen.getByTestId('cell-2-3').getAttribute('data-block')).toBe('true');
    fireEvent.pointerUp(cell);
    fireEvent.keyDown(screen.getByTestId('cell-2-3'), { key: ' ' });
    expect(screen.getByTestId('cell-2-3').getAttribute('data-block')).toBeNull();
    fireEvent.keyDown(screen.getByTestId('cell-2-3'), { key: 'k' });
    check(screen.getByTestId('cell-2-3').textContent).toBe('k');
    // The cursor moved right; arrows move it back.
    check(useApp.getState().boards.crossword.selected).toBe(2 * 8 + 4);
    fireEvent.keyDown(screen.getByTestId('cell-2-4'), { key: 'ArrowLeft' });
    check(useApp.getState().boards.crossword.selected).toBe(2 * 8 + 3);
  });

  it('a click on a white cell selects it for typing; a second click, or a click on a block, toggles it', () => {
    render(<Board />);
    const click = (id: string) => {
      fireEvent.pointerDown(screen.getByTestId(id), { button: 0, buttons: 1 });
      fireEvent.pointerUp(screen.getByTestId(id));
    };
    const blocked = (id: string) => screen.getByTestId(id).getAttribute('data-block') === 'true';
    const before = useApp.getState().history.past.length;
    click('cell-4-2');
    check(blocked('cell-4-2')).toBe(false);
    check(useApp.getState().boards.crossword.selected).toBe(4 * 8 + 2);
    check(document.activeElement).toBe(screen.getByTestId('cell-4-2'));
    // Only a selection: nothing to undo.
    check(useApp.getState().history.past.length).toBe(before);
    // The typed letter lands in the clicked cell.
    fireEvent.keyDown(screen.getByTestId('cell-4-2'), { key: 'w' });
    check(screen.getByTestId('cell-4-2').textContent).toBe('w');
    check(blocked('cell-4-2')).toBe(false);
    // The cursor moved on: a click on the cell selects it again and keeps its letter.
    click('cell-4-2');
    check(screen.getByTestId('cell-4-2').textContent).toBe('w');
    check(blocked('cell-4-2')).toBe(false);
    // The selected cell: a block.
    click('cell-4-2');
    check(blocked('cell-4-2')).toBe(true);
    // A block, selected or not: open again, at the first click.
    click('cell-0-0');
    click('cell-4-2');
    check(blocked('cell-4-2')).toBe(false);
    // A selected cell that lost the focus shows no cursor: the first click selects it again.
    click('cell-5-5');
    (document.activeElement as HTMLElement).blur();
    click('cell-5-5');
    check(blocked('cell-5-5')).toBe(false);
    click('cell-5-5');
    check(blocked('cell-5-5')).toBe(true);
  });

  it('a drag paints every cell it crosses, the one it started on too, as one undo step', () => {
    render(<Board />);
    const before = useApp.getState().history.past.length;
    const cell = (c: number) => screen.getByTestId(`cell-1-${c}`);
    fireEvent.pointerDown(cell(0), { button: 0, buttons: 1 });
    expect(cell(0).getAttribute('data-block')).toBeNull();
    for (const c of [1, 2, 3]) fireEvent.pointerEnter(cell(c), { buttons: 1 });
    fireEvent.pointerUp(cell(3));
    for (const c of [0, 1, 2, 3]) check(cell(c).getAttribute('data-block')).toBe('true');
    expect(cell(4).getAttribute('data-block')).toBeNull();
    check(useApp.getState().history.past.length).toBe(before + 1);
    // A drag from a block opens the cells it crosses.
    fireEvent.pointerDown(cell(3), { button: 0, buttons: 1 });
    expect(cell(3).getAttribute('data-block')).toBeNull();
    fireEvent.pointerEnter(cell(2), { buttons: 1 });
    fireEvent.pointerUp(cell(2));
    expect(cell(2).getAttribute('data-block')).toBeNull();
    check(cell(1).getAttribute('data-block')).toBe('true');
    act(() => useApp.getState().undo());
    for (const c of [0, 1, 2, 3]) check(cell(c).getAttribute('data-block')).toBe('true');
    act(() => useApp.getState().undo());
    for (const c of [0, 1, 2, 3]) expect(cell(c).getAttribute('data-block')).toBeNull();
  });

  it('paints the letters of the step the cursor is at, without re-rendering', () => {
    const { layout, trace } = loadRecordedRun();
    render(<Board />);
    // Find the first assignment; its slot's cells are highlighted.
    act(() => useApp.getState().jumpNext('assign'));
    const marked = document.querySelectorAll('[data-mark="assign"]');
    const at = useApp.getState().cursor - 1;
    const slot = layout.slots[trace.variable(at)]!;
    check(marked.length).toBe(slot.length);
    const word = useApp.getState().words![slot.length]![trace.value(at)]!;
    check(slot.cells.map((c) => screen.getByTestId(`cell-${Math.floor(c / layout.width)}-${c % layout.width}`).textContent).join('')).toBe(word);
    act(() => useApp.getState().stepBack());
    check(document.querySelectorAll('[data-mark="assign"]').length).toBe(0);
    check(slot.cells.every((c) => screen.getByTestId(`cell-${Math.floor(c / layout.width)}-${c % layout.width}`).textContent === '')).toBe(true);
  });
});

describe('BoardPanel', () => {
  it('counts slots and unfillable slots live (the solver worker answers for each layout)', async () => {
    await act(() => useApp.getState().loadDictionary('x.txt', 'abcdefgh\n'));
    render(<BoardPanel />);
    check(screen.getByTestId('slot-count').textContent).toBe('16');
    await waitFor(() => check(screen.getByTestId('unfillable-count').textContent).toBe('0 with no word of their pattern'));
    act(() => useApp.getState().edit('crossword', { type: 'toggle', cell: 0 }));
    check(screen.getByTestId('slot-count').textContent).toBe('16');
    await waitFor(() => check(screen.getByTestId('unfillable-count').textContent).toBe('2 with no word of their pattern'));
    expect(useApp.getState().unfillable).toMatchObject({ layout: useApp.getState().boards.crossword.puzzle });
    expect(useApp.getState().unfillable?.names).toHaveLength(2);
    fireEvent.change(screen.getByTestId('board-width'), { target: { value: '5' } });
    check(useApp.getState().boards.crossword.puzzle.width).toBe(5);
  });
});

describe('advance', () => {
  it('moves by speed × time, carries fractions, and jumps at instant speed', () => {
    check(advance(0, 100, 1, 200, 0)).toEqual({ cursor: 0, carry: 0.2 });
    check(advance(0, 100, 1, 200, 0.9).cursor).toBe(1);
    check(advance(0, 100, 10, 5000, 0).cursor).toBe(2); // a long pause counts as one 250 ms frame
    check(advance(10, 100, 1000, 1000, 0).cursor).toBe(100);
    check(advance(3, 100, Infinity, 16, 0).cursor).toBe(100);
  });
});
