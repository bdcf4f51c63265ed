/** A grid of digits (Sudoku, Futoshiki) with its size, its puzzle set and a summary. */
import { useTranslation } from 'react-i18next';
import { sourceName } from '../../../i18n/index.ts';
import { useShallow } from 'zustand/react/shallow';
import { Button, InlineSelect, PuzzleError, PuzzlePicker } from '../../../widgets/ui/index.ts';
import { UndoRedo } from '../../ui/UndoRedo.tsx';
import { useApp } from '../../../state/index.ts';
import { NumberBoard, shownNumbers } from './Board.tsx';
import { MakersPanel } from './MakersPanel.tsx';
import type { KindId } from '../../registry.ts';

/** `board={false}`: the tools without the board (the teaching layout shows the board on its own). */
export function NumberBoardPanel({ board: withBoard = true }: { board?: boolean }) {
  const { t } = useTranslation();
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
    <section aria-label={t(withBoard ? 'board.aria' : 'layout.tools')} className="flex min-w-0 flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <InlineSelect
          label={t('board.size')}
          testId="board-size"
          value={puzzle.size}
          disabled={locked}
          options={(sizes.includes(puzzle.size) ? sizes : [...sizes, puzzle.size]).map((n) => ({ value: n, label: `${n} × ${n}` }))}
          onChange={(n) => useApp.getState().resize(n)}
        />
        <Button onClick={() => useApp.getState().clearBoard()} disabled={locked}>
          {t('board.clear')}
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
      {withBoard ? <NumberBoard /> : null}
      <p data-testid="puzzle-summary" className="text-sm text-slate-700">
        <span className="font-medium">{sourceName(board.source)}</span> · {t(`catalog.kind.${kind.id as KindId}`)} {puzzle.size} × {puzzle.size} ·{' '}
        <span data-testid="given-count">{givens}</span> {t('board.givens', { count: givens })}
        {futoshiki ? (
          <>
            {' '}
            · <span data-testid="sign-count">{signs}</span> {t('board.signs', { count: signs })}
          </>
        ) : null}
      </p>
      <MakersPanel />
      <p className="text-xs text-slate-500">
        {t('board.numbersHelp', { max: puzzle.size, signs: futoshiki ? t('board.signsHelp') : '' })}
      </p>
    </section>
  );
}
