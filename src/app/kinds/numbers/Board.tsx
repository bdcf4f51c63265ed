/**
 * The Sudoku and Futoshiki board. React renders the cells (and the Futoshiki signs) when the puzzle
 * changes; the digits, candidates and highlights of the current step are painted straight into the
 * cells from a store subscription, as on the crossword board.
 *
 * A cell's text is its digit only. Its candidates live in a `data-candidates` attribute that the
 * stylesheet shows through `::before { content: attr(data-candidates) }`: visible, but not text
 * of the cell (screen readers get them from the cell's label instead).
 */
import { Fragment, useCallback, useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { setData, useFastBoard, useFollowFocus, useRepaint } from '../../components/boardCells.ts';
import { signText, type NumberPuzzle } from '../../numbers.ts';
import { useApp, type AppState } from '../../store.ts';
import { cellName, eventAt } from '../../view.ts';
import type { Board } from '../kind.ts';
import { KINDS } from '../registry.ts';
import { numberBoardView } from './view.ts';
import { useTeachingOverlay } from '../../teaching/overlay.ts';

/** The shown board and its kind when it is a grid of digits (Sudoku, Futoshiki), else null. */
export function shownNumbers(s: Pick<AppState, 'kind' | 'boards'>) {
  const kind = KINDS[s.kind];
  return 'signs' in kind ? { kind, board: s.boards[s.kind] as Board<NumberPuzzle> } : null;
}

/** What the number board shows: the run at its cursor when the run is of this puzzle, else the givens. */
export function currentNumberView(s: AppState) {
  const board = shownNumbers(s)?.board;
  if (!board) return null;
  const showRun = s.trace && s.cursorView && s.runBoard?.puzzle === board.puzzle;
  if (!showRun) return numberBoardView(board.puzzle, null, null, null);
  s.cursorView!.seek(s.cursor);
  const masks = s.domainCursor?.seek(s.cursor) ?? null;
  const event = s.cursorView!.position === s.cursor ? eventAt(s.trace!, s.cursor) : null;
  return numberBoardView(board.puzzle, s.cursorView!.values, masks, event);
}

function SignButton({ puzzle, cell, direction, locked }: { puzzle: NumberPuzzle; cell: number; direction: 'right' | 'down'; locked: boolean }) {
  const n = puzzle.size;
  const r = Math.floor(cell / n);
  const c = cell % n;
  const other = direction === 'right' ? cell + 1 : cell + n;
  const text = signText(puzzle[direction][cell] ?? 0, direction);
  const relation = text === '' ? 'no sign' : `${cellName(cell, n)} ${text === '<' || text === '∧' ? 'less than' : 'greater than'} ${cellName(other, n)}`;
  return (
    <button
      type="button"
      data-testid={`ineq-${r}-${c}-${direction}`}
      className={`sign sign-${direction}`}
      aria-label={`Sign between ${cellName(cell, n)} and ${cellName(other, n)}: ${relation}. Click to change.`}
      title="Click: none → < → > → none"
      disabled={locked}
      onClick={() => useApp.getState().edit('futoshiki', { type: 'sign', cell, direction })}
    >
      {text}
    </button>
  );
}

/** The number board shows a different step or puzzle. */
function stepOrPuzzleChanged(s: AppState, prev: AppState): boolean {
  return (
    s.cursor !== prev.cursor ||
    s.traceVersion !== prev.traceVersion ||
    s.trace !== prev.trace ||
    s.runBoard !== prev.runBoard ||
    s.kind !== prev.kind ||
    s.boards[s.kind].puzzle !== prev.boards[s.kind].puzzle
  );
}

export function NumberBoard() {
  const kind = useApp((s) => s.kind);
  const fast = useFastBoard();
  const puzzle = useApp((s) => shownNumbers(s)?.board.puzzle ?? null);
  const selected = useApp((s) => shownNumbers(s)?.board.selected ?? 0);
  const signs = useApp((s) => shownNumbers(s)?.kind.signs ?? false);
  const label = useApp((s) => shownNumbers(s)?.kind.label ?? '');
  const locked = useApp((s) => s.phase === 'running');
  const cells = useRef<(HTMLDivElement | null)[]>([]);

  const paint = useCallback(() => {
    const view = currentNumberView(useApp.getState());
    if (!view) return;
    cells.current.forEach((el, i) => {
      if (!el) return;
      const digit = view.digits[i] ?? '';
      if (el.textContent !== digit) el.textContent = digit;
      setData(el, 'candidates', view.candidates[i] ?? '');
      setData(el, 'mark', view.marks[i] ?? '');
      setData(el, 'ghost', view.ghosts[i] ?? '');
    });
  }, []);

  useRepaint(paint, stepOrPuzzleChanged, puzzle);
  useFollowFocus(cells, selected);
  // The heat map and the inspected variable, from the teaching selector.
  useTeachingOverlay(cells, puzzle);

  if (!puzzle) return null;
  const n = puzzle.size;
  const futoshiki = signs;

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const s = useApp.getState();
    const at = shownNumbers(s)?.board.selected ?? 0;
    const r = Math.floor(at / n);
    const c = at % n;
    const move = (dr: number, dc: number) => {
      const next = Math.max(0, Math.min(n - 1, r + dr)) * n + Math.max(0, Math.min(n - 1, c + dc));
      s.select(next);
      cells.current[next]?.focus();
    };
    if (e.key === 'ArrowUp') move(-1, 0);
    else if (e.key === 'ArrowDown') move(1, 0);
    else if (e.key === 'ArrowLeft') move(0, -1);
    else if (e.key === 'ArrowRight') move(0, 1);
    else if (e.key === 'Backspace' || e.key === 'Delete' || e.key === '0') s.edit(s.kind, { type: 'digit', cell: at, digit: 0 });
    else if (/^[1-9]$/.test(e.key) && !e.ctrlKey && !e.metaKey && !e.altKey) {
      if (Number(e.key) > n) return;
      s.edit(s.kind, { type: 'digit', cell: at, digit: Number(e.key) });
      if (c < n - 1) move(0, 1);
    } else return;
    e.preventDefault();
  };

  const onPointerDown = (cell: number) => (e: PointerEvent<HTMLDivElement>) => {
    if (e.button !== 0) return;
    useApp.getState().select(cell);
    e.currentTarget.focus();
  };

  const cell = (i: number) => {
    const r = Math.floor(i / n);
    const c = i % n;
    const given = puzzle.givens[i]! > 0;
    const boxRight = !futoshiki && c < n - 1 && (c + 1) % puzzle.boxCols === 0;
    const boxDown = !futoshiki && r < n - 1 && (r + 1) % puzzle.boxRows === 0;
    return (
      <div
        key={`${kind}-${n}-${i}`}
        ref={(el) => {
          cells.current[i] = el;
        }}
        role="gridcell"
        aria-label={`${cellName(i, n)}${given ? ', given' : ''}`}
        data-testid={`cell-${r}-${c}`}
        data-given={given ? 'true' : undefined}
        data-box-right={boxRight ? 'true' : undefined}
        data-box-down={boxDown ? 'true' : undefined}
        tabIndex={i === selected ? 0 : -1}
        className="cell num-cell"
        onPointerDown={onPointerDown(i)}
        onFocus={() => useApp.getState().select(i)}
      />
    );
  };

  // Futoshiki: cells in the odd tracks of a (2N-1)-track grid, signs in the even tracks between them.
  const units = futoshiki ? n + 0.45 * (n - 1) : n;
  const tracks = futoshiki ? `${'minmax(0,1fr) minmax(0,0.45fr) '.repeat(n - 1)}minmax(0,1fr)` : `repeat(${n}, minmax(0, 1fr))`;
  const side = `min(100%, ${units * 5}rem, var(--board-room, 100dvh - 272px))`;
  return (
    <div className="@container w-full">
      <div
        data-testid="board"
        role="grid"
        aria-label={`${label} board, ${n} by ${n}`}
        aria-readonly={locked}
        data-kind={kind}
        data-fast={fast || undefined}
        className={`mx-auto grid select-none ${futoshiki ? 'futoshiki-board' : 'sudoku-board'}`}
        style={{
          gridTemplateColumns: tracks,
          width: side,
          fontSize: `calc(min(100cqw, ${units * 5}rem, var(--board-room, 100dvh - 272px)) / ${units} * 0.55)`,
        }}
        onKeyDown={onKeyDown}
      >
        {futoshiki
          ? Array.from({ length: n }, (_, r) => (
              <Fragment key={`row-${r}`}>
                {Array.from({ length: n }, (_, c) => (
                  <Fragment key={`c-${c}`}>
                    {cell(r * n + c)}
                    {c < n - 1 ? <SignButton puzzle={puzzle} cell={r * n + c} direction="right" locked={locked} /> : null}
                  </Fragment>
                ))}
                {r < n - 1
                  ? Array.from({ length: n }, (_, c) => (
                      <Fragment key={`d-${c}`}>
                        <SignButton puzzle={puzzle} cell={r * n + c} direction="down" locked={locked} />
                        {c < n - 1 ? <span aria-hidden="true" /> : null}
                      </Fragment>
                    ))
                  : null}
              </Fragment>
            ))
          : Array.from({ length: n * n }, (_, i) => cell(i))}
      </div>
    </div>
  );
}
