/** The N-queens board with its size (1 to 1,000), Clear, Undo and a summary. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import { MAX_QUEENS_BOARD } from '../../../../puzzles/queens/index.ts';
import { sourceName } from '../../../i18n/index.ts';
import { useApp } from '../../../state/index.ts';
import { Button, PuzzleError } from '../../../widgets/ui/index.ts';
import { UndoRedo } from '../../ui/UndoRedo.tsx';
import { QUEENS_CELLS_UP_TO } from '../view.ts';
import { currentQueensView, QueensBoard } from './Board.tsx';

/** The board's side: a number field that resizes as soon as it holds a size the board takes. */
function SizeField({ size, disabled }: { size: number; disabled: boolean }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(String(size));
  // A size set elsewhere (undo, a file) replaces what is typed.
  const [shown, setShown] = useState(size);
  if (shown !== size) {
    setShown(size);
    setDraft(String(size));
  }
  return (
    <label className="flex items-center gap-1.5 text-sm text-slate-700">
      {t('board.size')}
      <input
        data-testid="board-size"
        type="number"
        inputMode="numeric"
        min={1}
        max={MAX_QUEENS_BOARD}
        value={draft}
        disabled={disabled}
        onChange={(e) => {
          setDraft(e.target.value);
          const v = Number(e.target.value);
          if (e.target.value !== '' && Number.isInteger(v) && v >= 1 && v <= MAX_QUEENS_BOARD) useApp.getState().resize(v);
        }}
        onBlur={() => setDraft(String(size))}
        className="w-20 rounded-md border border-slate-300 px-2 py-1 text-sm"
      />
      <span aria-hidden="true">× {size}</span>
    </label>
  );
}

/** The board's size field, connected to the shown board: in the panel, and in the teaching layout's strip. */
export function QueensSize() {
  const { size, locked } = useApp(useShallow((s) => ({ size: s.boards.queens.puzzle.size, locked: s.phase === 'running' })));
  return <SizeField size={size} disabled={locked} />;
}

/**
 * `board={false}`: the tools without the board and without the size (the teaching layout shows the
 * board on its own, and the size in its strip, on screen: a lesson's N-queens needs it at hand).
 */
export function QueensPanel({ board: withBoard = true }: { board?: boolean }) {
  const { t } = useTranslation();
  const { board, puzzleError, locked } = useApp(useShallow((s) => ({ board: s.boards.queens, puzzleError: s.puzzleError, locked: s.phase === 'running' })));
  const { puzzle } = board;
  // The queens the board shows: the run's at its cursor after a solve (eight on a solved 8 × 8), else the ones placed by hand.
  const placed = useApp((s) => {
    const view = currentQueensView(s, false);
    return view ? view.queens.reduce((k, c) => (c >= 0 ? k + 1 : k), 0) : 0;
  });
  return (
    <section aria-label={t(withBoard ? 'board.aria' : 'layout.tools')} className="flex min-w-0 flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        {withBoard ? <SizeField size={puzzle.size} disabled={locked} /> : null}
        <Button onClick={() => useApp.getState().clearBoard()} disabled={locked}>
          {t('board.clear')}
        </Button>
        <UndoRedo />
      </div>
      <PuzzleError error={puzzleError} />
      {withBoard ? <QueensBoard /> : null}
      <p data-testid="puzzle-summary" className="text-sm text-slate-700">
        <span className="font-medium">{sourceName(board.source)}</span> · {t('catalog.kind.queens')} {puzzle.size} × {puzzle.size} ·{' '}
        <span data-testid="queen-count">{placed}</span> {t('board.queensPlaced', { count: placed })}
      </p>
      <p className="text-xs text-slate-500">{t(puzzle.size > QUEENS_CELLS_UP_TO ? 'board.queensPictureHelp' : 'board.queensHelp', { max: QUEENS_CELLS_UP_TO })}</p>
    </section>
  );
}
