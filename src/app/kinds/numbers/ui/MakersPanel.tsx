/**
 * For puzzle makers, under a Sudoku or Futoshiki board: whether the givens have one solution
 * (`uniqueness`, checked off the main thread as they are typed) and where a second one differs,
 * the rating (`rating`), a hint (`hint`: the next step on the board, with the cells that cause it)
 * and a generator (`generate`: a new minimal unique puzzle as one undo step, its seed shown).
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { LEVELS, type Hint, type Level, type Rating, type Step } from '../../../../puzzles/numbers/index.ts';
import { Button } from '../../../widgets/ui/index.ts';
import { useApp } from '../../../state/index.ts';
import { cellName } from '../../view.ts';
import { shownNumberPuzzle } from '../makers.ts';
import type { NumberPuzzle } from '../board.ts';
import './makers.css';

function unitText(t: TFunction, unit: number, n: number): string {
  if (unit < n) return t('makers.unit.row', { n: unit + 1 });
  if (unit < 2 * n) return t('makers.unit.column', { n: unit - n + 1 });
  return t('makers.unit.box', { n: unit - 2 * n + 1 });
}

/** The step's sentence, in CSP and Sudoku players' terms. */
export function stepText(t: TFunction, step: Step, n: number): string {
  const removed = step.removed.map((r) => t('makers.removed', { cell: cellName(r.cell, n), digits: r.digits.join(', ') })).join('; ');
  return t(`makers.step.${step.kind}`, {
    cell: step.cell === undefined ? '' : cellName(step.cell, n),
    digit: step.digit ?? '',
    unit: step.unit === undefined ? '' : unitText(t, step.unit, n),
    size: step.size ?? 0,
    removed,
  });
}

export function hintText(t: TFunction, hint: Hint, n: number): string {
  if (hint.type === 'step') return stepText(t, hint.step, n);
  if (hint.type === 'contradiction') return t('makers.contradiction', { cells: hint.cells.map((c) => cellName(c, n)).join(', ') });
  return t(`makers.${hint.type}`);
}

export function ratingText(t: TFunction, rating: Rating): string {
  const level = t(`makers.level.${rating.level}`, { nodes: rating.nodes });
  const used = Object.entries(rating.needs)
    .filter(([, count]) => count > 0)
    .map(([kind, count]) => `${t(`makers.kind.${kind as keyof Rating['needs']}`)} ${count}`)
    .join(', ');
  return used ? `${level} · ${used}` : level;
}

/** Paint the marks (second solution, hint) onto the board's cells; clear the old ones. */
function useBoardMarks(puzzle: NumberPuzzle | null): void {
  const { check, checkedFor, showDiffer, hint, hintFor } = useApp((s) => s.makers);
  useEffect(() => {
    const board = document.querySelector('[data-testid="board"]');
    if (!board || !puzzle) return;
    const n = puzzle.size;
    const cellEl = (cell: number) => board.querySelector<HTMLElement>(`[data-testid="cell-${Math.floor(cell / n)}-${cell % n}"]`);
    const mark = (cell: number, what: string, digit?: number) => {
      const el = cellEl(cell);
      if (!el) return;
      el.dataset.maker = what;
      if (digit) el.dataset.makerDigit = String(digit);
    };
    if (showDiffer && check && checkedFor === puzzle && check.solutions.length >= 2) {
      for (const cell of check.differ) mark(cell, 'differ', check.solutions[1]![cell]);
    }
    if (hint && hintFor === puzzle) {
      if (hint.type === 'step') {
        for (const r of hint.step.removed) mark(r.cell, 'removed');
        for (const c of hint.step.causes) mark(c, 'cause');
        if (hint.step.cell !== undefined) mark(hint.step.cell, 'hint', hint.step.digit);
      } else if (hint.type === 'contradiction') {
        for (const c of hint.cells) mark(c, 'conflict');
      }
    }
    return () => {
      for (const el of board.querySelectorAll<HTMLElement>('[data-maker]')) {
        delete el.dataset.maker;
        delete el.dataset.makerDigit;
      }
    };
  }, [puzzle, check, checkedFor, showDiffer, hint, hintFor]);
}

export function MakersPanel() {
  const { t } = useTranslation();
  const puzzle = useApp((s) => shownNumberPuzzle(s));
  const locked = useApp((s) => s.phase === 'running');
  const { check, checkedFor, showDiffer, hint, hintFor, generating, generated, error } = useApp((s) => s.makers);
  const [level, setLevel] = useState<Level | ''>('');
  useEffect(() => useApp.getState().watchNumberBoard(), []);
  useBoardMarks(puzzle);
  if (!puzzle) return null;
  const n = puzzle.size;
  const fresh = check !== null && checkedFor === puzzle;
  const status = fresh ? check.status : 'checking';
  const statusText = !fresh
    ? t('makers.checking')
    : check.status === 'multiple'
      ? t('makers.multiple', { count: check.count })
      : t(`makers.${check.status}`, { nodes: check.nodes });
  const tone = status === 'unique' ? 'text-emerald-800 bg-emerald-50 border-emerald-300' : status === 'checking' ? 'text-slate-700 bg-slate-50 border-slate-300' : 'text-orange-800 bg-orange-50 border-orange-300';

  return (
    <div data-testid="makers" className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm text-slate-800">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-medium">{t('makers.solutions')}</span>
        <span data-testid="uniqueness" data-status={status} aria-live="polite" className={`rounded-md border px-2 py-0.5 font-medium ${tone}`}>
          {statusText}
        </span>
        {fresh && check.status === 'multiple' ? (
          <Button data-testid="show-differ" aria-pressed={showDiffer} onClick={() => useApp.getState().toggleDiffer()}>
            {showDiffer ? t('makers.hideDiffer') : t('makers.showDiffer')}
          </Button>
        ) : null}
        {fresh && showDiffer && check.differ.length > 0 ? (
          <span data-testid="differ-cells" className="text-xs text-slate-600">
            {t('makers.differ', { cells: check.differ.map((c) => cellName(c, n)).join(', ') })}
          </span>
        ) : null}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-medium">{t('makers.rating')}</span>
        <span data-testid="rating" data-level={fresh && check.rating ? check.rating.level : ''}>
          {fresh && check.rating ? ratingText(t, check.rating) : t('makers.ratingWait')}
        </span>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Button data-testid="hint" disabled={locked} onClick={() => void useApp.getState().askHint()}>
          {t('makers.hint')}
        </Button>
        {hint && hintFor === puzzle ? (
          <span data-testid="hint-text" data-type={hint.type} data-kind={hint.type === 'step' ? hint.step.kind : ''}>
            {hintText(t, hint, n)}
          </span>
        ) : null}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <label className="flex items-center gap-1.5">
          {t('makers.level.choose')}
          <select
            data-testid="generate-level"
            className="rounded-md border border-slate-300 bg-white px-2 py-1 text-sm"
            value={level}
            disabled={locked || generating}
            onChange={(e) => setLevel(e.target.value as Level | '')}
          >
            <option value="">{t('makers.anyLevel')}</option>
            {LEVELS.map((l) => (
              <option key={l} value={l}>
                {t(`makers.levelName.${l}`)}
              </option>
            ))}
          </select>
        </label>
        <Button data-testid="generate" disabled={locked || generating} onClick={() => void useApp.getState().generatePuzzle(level === '' ? null : level)}>
          {generating ? t('makers.generating') : t('makers.generate')}
        </Button>
        {generated ? (
          <span data-testid="generated-seed" data-seed={generated.seed} className="text-xs text-slate-600">
            {t('makers.generated', { seed: generated.seed, givens: generated.givens, level: t(`makers.levelName.${generated.rating.level}`) })}
          </span>
        ) : null}
      </div>
      {error ? (
        <p role="alert" data-testid="makers-error" className="text-orange-800">
          {error}
        </p>
      ) : null}
    </div>
  );
}
