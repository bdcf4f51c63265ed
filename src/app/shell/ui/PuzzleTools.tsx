/**
 * The kind's own tools in the teaching layout (test id `layout-tools`): a fold under the Solve
 * strip, beside the board, that holds what the normal layout shows around the board (size, Clear,
 * Undo/Redo, the set's puzzle picker, the counts, the crossword's grid insight, the Sudoku and
 * Futoshiki makers' tools, N-queens' size): the kind's panel without its board. One click opens
 * it; whether it is open is kept with the layout. Closed, a bad file's error still shows under it.
 * While the guided lesson runs, its card takes this place (the lesson sets the puzzle): the fold
 * comes back, open or closed as it was, when the lesson closes.
 */
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import { useLayout } from '../layout.ts';
import { useApp } from '../../state/index.ts';
import { PANELS } from '../../kinds/ui/index.ts';
import { PuzzleError } from '../../widgets/ui/index.ts';

export function PuzzleTools() {
  const { t } = useTranslation();
  const open = useLayout((s) => s.tools);
  const { kind, puzzleError, lesson } = useApp(useShallow((s) => ({ kind: s.kind, puzzleError: s.puzzleError, lesson: s.lesson.open })));
  const Panel = PANELS[kind];
  if (lesson) return <PuzzleError error={puzzleError} />;
  return (
    <div className="teach-tools flex flex-col gap-2">
      <details
        data-testid="layout-tools"
        open={open}
        onToggle={(e) => useLayout.getState().setTools(e.currentTarget.open)}
        className="rounded-xl border border-slate-200 bg-white shadow-sm"
      >
        <summary data-testid="layout-tools-toggle" className="cursor-pointer px-4 py-1.5 text-sm text-slate-600">
          <span className="font-semibold text-slate-800">{t('layout.tools')}</span>
          <span className="ml-2">{t(`layout.toolsList.${kind}`)}</span>
        </summary>
        {/* Mounted only while open: the panel's own checks (grid insight, uniqueness) run when they are shown. */}
        {open ? (
          <div className="teach-tools-body overflow-y-auto px-3 pb-3">
            {/* The headings inside (Grid insight) sit under this one, as under the board's panel in the normal layout. */}
            <h2 className="sr-only">{t('layout.tools')}</h2>
            <Panel board={false} />
          </div>
        ) : null}
      </details>
      {open ? null : <PuzzleError error={puzzleError} />}
    </div>
  );
}
