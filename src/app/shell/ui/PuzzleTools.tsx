/**
 * The folds of the teaching layout, one row of bars under the Solve strip, beside the board: the
 * kind's own tools (test id `layout-tools`: what the normal layout shows around the board: size,
 * Clear, Undo/Redo, the set's puzzle picker, the counts, the crossword's grid insight, the Sudoku
 * and Futoshiki makers' tools, N-queens' size: the kind's panel without its board), the teaching
 * tools (`layout-teaching`: classroom mode, predict, heat map, click to inspect, breakpoints) and
 * the settings (`layout-settings`: dictionary, algorithm, legend). Each opens with one click, so
 * that nothing a teacher or a puzzle maker reaches for lies below the screen's edge in a scrolled
 * column; an open fold takes the whole width under the closed ones' bars, and a tall one scrolls
 * within, so the views below keep a part of the height. Whether the kind's tools are open is kept
 * with the layout. Closed, a bad file's error still shows under the row. While the guided lesson
 * runs, its card takes the tools' place (the lesson sets the puzzle): the fold comes back, open or
 * closed as it was, when the lesson closes.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import { useLayout } from '../layout.ts';
import { useApp } from '../../state/index.ts';
import { PANELS } from '../../kinds/ui/index.ts';
import { Legend } from '../../run/ui/index.ts';
import { SavedStateFooter } from '../../persist/ui/index.ts';
import { AlgorithmPanel, DictionaryPanel } from '../../settings/ui/index.ts';
import { TeachingPanel } from '../../teaching/ui/index.ts';
import { PuzzleError } from '../../widgets/ui/index.ts';

interface FoldProps {
  testId: string;
  title: string;
  /** What it holds, said on hovering its bar and to a screen reader. */
  hint?: string;
  open?: boolean;
  onToggle?: (open: boolean) => void;
  /** Mounted only while open (the kind's tools: grid insight and uniqueness run when they are shown). */
  lazy?: boolean;
  children: ReactNode;
}

function Fold({ testId, title, hint, open, onToggle, lazy = false, children }: FoldProps) {
  return (
    <details
      data-testid={testId}
      open={open}
      onToggle={onToggle ? (e) => onToggle(e.currentTarget.open) : undefined}
      className="teach-fold min-w-0 rounded-xl border border-slate-200 bg-white shadow-sm"
    >
      <summary data-testid={`${testId}-toggle`} title={hint} className="cursor-pointer px-4 py-1.5 text-sm font-semibold text-slate-800">
        {title}
        {hint ? <span className="sr-only">: {hint}</span> : null}
      </summary>
      <FoldBody lazy={lazy} title={title}>
        {children}
      </FoldBody>
    </details>
  );
}

function FoldBody({ lazy, title, children }: { lazy: boolean; title: string; children: ReactNode }) {
  // A closed <details> keeps its body in the page (hidden): lazy folds leave it out until opened.
  return lazy ? <>{children}</> : (
    <div className="teach-tools-body overflow-y-auto px-3 pb-3">
      {/* The headings inside sit under this one, as under their panels in the normal layout. */}
      <h2 className="sr-only">{title}</h2>
      {children}
    </div>
  );
}

export function TeachFolds() {
  const { t } = useTranslation();
  const toolsOpen = useLayout((s) => s.tools);
  const { kind, puzzleError, lesson } = useApp(useShallow((s) => ({ kind: s.kind, puzzleError: s.puzzleError, lesson: s.lesson.open })));
  const Panel = PANELS[kind];
  return (
    <div className="teach-tools flex flex-col gap-2">
      <div className="teach-folds">
        {lesson ? null : (
          <Fold testId="layout-tools" title={t('layout.tools')} hint={t(`layout.toolsList.${kind}`)} open={toolsOpen} onToggle={(open) => useLayout.getState().setTools(open)} lazy>
            {toolsOpen ? (
              <FoldBody lazy={false} title={t('layout.tools')}>
                <Panel board={false} />
              </FoldBody>
            ) : null}
          </Fold>
        )}
        <Fold testId="layout-teaching" title={t('layout.teachingTools')} hint={t('layout.teachingList')}>
          <TeachingPanel views={false} />
        </Fold>
        <Fold testId="layout-settings" title={t('layout.settings')}>
          {kind === 'crossword' ? <DictionaryPanel /> : null}
          <AlgorithmPanel search={false} />
          <Legend />
          <SavedStateFooter />
        </Fold>
      </div>
      {toolsOpen && !lesson ? null : <PuzzleError error={puzzleError} />}
    </div>
  );
}
