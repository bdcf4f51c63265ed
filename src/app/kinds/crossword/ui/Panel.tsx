/** The crossword board with its size, symmetry, set of puzzles and slot summary. */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { sourceName, textOf } from '../../../i18n/index.ts';
import { slotLabel } from '../../../../puzzles/crossword/index.ts';
import { useShallow } from 'zustand/react/shallow';
import { Button, InlineSelect, PuzzleError, PuzzlePicker } from '../../../widgets/ui/index.ts';
import { SYMMETRIES, type Symmetry } from '../../../../puzzles/crossword/publish/board.ts';
import { UndoRedo } from '../../ui/UndoRedo.tsx';
import { fillKey, MAX_SIZE, MIN_SIZE, useApp } from '../../../state/index.ts';
import { crosswordKind } from '../index.ts';
import { Board } from './Board.tsx';
import { XwordNoteLine, XwordTitle, KeepLettersBox } from './XwordParts.tsx';
import { InsightPanel } from './Insight.tsx';
import { GridChecksPanel } from './GridChecks.tsx';
import { ClueListPanel } from './ClueList.tsx';

function SizeInput({ label, testId, value, onChange, disabled }: { label: string; testId: string; value: number; onChange: (v: number) => void; disabled: boolean }) {
  return (
    <label className="flex items-center gap-1.5 text-sm text-slate-700">
      {label}
      <input
        data-testid={testId}
        type="number"
        min={MIN_SIZE}
        max={MAX_SIZE}
        value={value}
        disabled={disabled}
        onChange={(e) => {
          const v = Number(e.target.value);
          if (Number.isInteger(v) && v >= MIN_SIZE && v <= MAX_SIZE) onChange(v);
        }}
        className="w-16 rounded-md border border-slate-300 px-2 py-1 text-sm"
      />
    </label>
  );
}

/** Each symmetry's message key under `board.symmetryNames`. */
const SYMMETRY_NAME: Record<Symmetry, 'rotational' | 'mirrorLeftRight' | 'mirrorTopBottom' | 'none'> = { rotational: 'rotational', 'mirror-left-right': 'mirrorLeftRight', 'mirror-top-bottom': 'mirrorTopBottom', none: 'none' };

/** `board={false}`: the tools without the board (the teaching layout shows the board on its own). */
export function CrosswordPanel({ board: withBoard = true }: { board?: boolean }) {
  const { t } = useTranslation();
  const { board, symmetry, puzzleError, locked } = useApp(
    useShallow((s) => ({
      board: s.boards.crossword,
      symmetry: s.symmetry,
      puzzleError: s.puzzleError,
      locked: s.phase === 'running',
    })),
  );
  const { puzzle: layout, source, set: puzzleSet } = board;
  const { width, height } = layout;
  const lexicon = useApp((s) => s.lexicon);
  const resize = useApp((s) => s.resize);
  // The solver worker answers for each layout (it keeps the words); the last answer shows meanwhile.
  // Counted with the words a fill would use (the minimum score and the bans applied).
  const key = useApp(fillKey);
  useEffect(() => void useApp.getState().checkUnfillable(), [layout, lexicon, key]);
  const answer = useApp((s) => s.unfillable);
  const unfillable = answer && answer.key === key ? answer.layout.slots.filter((s) => answer.names.includes(s.name)) : [];
  const across = layout.slots.filter((s) => s.direction === 'across').length;

  return (
    <section aria-label={t(withBoard ? 'board.aria' : 'layout.tools')} className="flex min-w-0 flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <SizeInput label={t('board.width')} testId="board-width" value={width} disabled={locked} onChange={(w) => resize(w, height)} />
        <SizeInput label={t('board.height')} testId="board-height" value={height} disabled={locked} onChange={(h) => resize(width, h)} />
        <InlineSelect
          label={t('board.symmetry')}
          hint={t('board.symmetryHint')}
          testId="symmetry"
          value={symmetry}
          options={SYMMETRIES.map((value) => ({ value, label: t(`board.symmetryNames.${SYMMETRY_NAME[value]}`) }))}
          onChange={(value) => useApp.getState().setSymmetry(value)}
        />
        <KeepLettersBox />
        <Button onClick={() => useApp.getState().clearBoard()} disabled={locked}>
          {t('board.clear')}
        </Button>
        <UndoRedo />
        {puzzleSet ? (
          <PuzzlePicker
            index={puzzleSet.index}
            count={puzzleSet.puzzles.length}
            describe={(i) => crosswordKind.describe(puzzleSet.puzzles[i]!)}
            disabled={locked}
            onChoose={(i) => useApp.getState().choosePuzzle(i)}
          />
        ) : null}
      </div>
      <PuzzleError error={puzzleError} />
      <XwordNoteLine />
      <XwordTitle />
      {withBoard ? <Board /> : null}
      <p data-testid="slot-summary" className="text-sm text-slate-700">
        <span className="font-medium">{sourceName(source)}</span> · {width} × {height} · <span data-testid="slot-count">{layout.slots.length}</span> {t('board.slots', { count: layout.slots.length })}{' '}
        {t('board.acrossDown', { across, down: layout.slots.length - across })} ·{' '}
        <span className={unfillable.length > 0 ? 'font-semibold text-orange-800' : ''} data-testid="unfillable-count">
          {t('board.unfillable', { count: unfillable.length })}
        </span>
        {unfillable.length > 0 ? (
          <span className="text-orange-800">
            {' '}
            ({unfillable
              .slice(0, 6)
              .map((s) => textOf(slotLabel(s), t))
              .join(', ')}
            {unfillable.length > 6 ? ', …' : ''})
          </span>
        ) : null}
      </p>
      <InsightPanel />
      <GridChecksPanel />
      <ClueListPanel />
      <p className="text-xs text-slate-500">
        {t('board.crosswordHelp', { max: MAX_SIZE })}
      </p>
    </section>
  );
}
