/** A grid of digits (Sudoku, Futoshiki) with its size, its puzzle set and a summary. */
import { useShallow } from 'zustand/react/shallow';
import { Button, PuzzleError, PuzzlePicker } from '../../components/ui.tsx';
import { UndoRedo } from '../../components/UndoRedo.tsx';
import { useApp } from '../../store.ts';
import { NumberBoard, shownNumbers } from './Board.tsx';

export function NumberBoardPanel() {
  const { kind, board, puzzleError, locked } = useApp(
    useShallow((s) => ({ kind: shownNumbers(s)?.kind, board: shownNumbers(s)?.board, puzzleError: s.puzzleError, locked: s.phase === 'running' })),
  );
  if (!board || !kind) return null;
  const { puzzle } = board;
  const futoshiki = kind.signs;
  const sizes = kind.sizes;
  const givens = puzzle.givens.filter((d) => d > 0).length;
  const signs = [...puzzle.right, ...puzzle.down].filter((x) => x !== 0).length;

  return (
    <section aria-label="Board" className="flex min-w-0 flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <label className="flex items-center gap-1.5 text-sm text-slate-700">
          Size
          <select
            data-testid="board-size"
            className="rounded-md border border-slate-300 px-2 py-1 text-sm"
            value={puzzle.size}
            disabled={locked}
            onChange={(e) => useApp.getState().resize(Number(e.target.value))}
          >
            {(sizes.includes(puzzle.size) ? sizes : [...sizes, puzzle.size]).map((n) => (
              <option key={n} value={n}>
                {n} × {n}
              </option>
            ))}
          </select>
        </label>
        <Button onClick={() => useApp.getState().clearBoard()} disabled={locked}>
          Clear board
        </Button>
        <UndoRedo />
        {board.set ? (
          <PuzzlePicker
            testId="puzzle-index"
            index={board.set.index}
            count={board.set.puzzles.length}
            describe={(i) => kind.describe(board.set!.puzzles[i]!)}
            disabled={locked}
            onChoose={(i) => useApp.getState().choosePuzzle(i)}
          />
        ) : null}
      </div>
      <PuzzleError error={puzzleError} />
      <NumberBoard />
      <p data-testid="puzzle-summary" className="text-sm text-slate-700">
        <span className="font-medium">{board.source}</span> · {kind.label} {puzzle.size} × {puzzle.size} ·{' '}
        <span data-testid="given-count">{givens}</span> given{givens === 1 ? '' : 's'}
        {futoshiki ? (
          <>
            {' '}
            · <span data-testid="sign-count">{signs}</span> sign{signs === 1 ? '' : 's'}
          </>
        ) : null}
      </p>
      <p className="text-xs text-slate-500">
        Click a cell and type 1–{puzzle.size} to give a digit; 0, Backspace or Delete clears it; arrow keys move.
        {futoshiki ? ' Click between two cells to add or flip a sign (none → < → > → none).' : ''} Givens are bold on grey; the solver’s digits are blue; small
        digits are the candidates left.
      </p>
    </section>
  );
}
