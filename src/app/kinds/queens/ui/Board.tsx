/**
 * The N-queens board. Up to 40 × 40 it is a grid of cells, painted straight from a store
 * subscription as the other boards are: the queens, the columns pruned from each row's domain
 * (✕), the cells attacked by the queen placed last (hatched) and the step's highlight. Larger
 * boards are one <canvas>, a density picture: each queen a dot, its column and diagonals drawn as
 * faint lines (where they pile up, many queens attack), the last queen's lines strong; so a
 * 1,000 × 1,000 board draws in a few milliseconds and makes no element per cell.
 *
 * A click (or Space / Enter on a cell) places a queen before search, or removes it.
 */
import { useCallback, useEffect, useId, useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BoardFrame, boardSize } from '../../ui/BoardFrame.tsx';
import type { QueensPuzzle } from '../../../../puzzles/queens/index.ts';
import { exerciseMarksOf, useApp, whyMarks, type AppState } from '../../../state/index.ts';
import { answerMark, answerWith, openQuestion, rowSquareHalf, rowSquareTarget } from '../../../exercise/index.ts';
import { eventAt, showsRun } from '../../view.ts';
import { cellNamer, setData, setSpoken, shownStepChanged, useFastBoard, useRepaint, type CellNamer } from '../../ui/boardCells.ts';
import { queensRepairText } from '../names.ts';
import { attacks, QUEENS_CELLS_UP_TO, queensView, type QueensRepair, type QueensView } from '../view.ts';
import './queens.css';

/** The queens board when it is the one shown, else null. */
export function shownQueens(s: Pick<AppState, 'kind' | 'boards'>): QueensPuzzle | null {
  return s.kind === 'queens' ? s.boards.queens.puzzle : null;
}

/** What the board shows: the run at its cursor when the run is of this puzzle, else the queens placed. */
export function currentQueensView(s: AppState, withPruned: boolean): QueensView | null {
  const puzzle = shownQueens(s);
  if (!puzzle) return null;
  if (!showsRun(s, puzzle)) return queensView(puzzle, null, null, null, 0, false);
  const cursor = s.cursorView!;
  cursor.seek(s.cursor);
  const event = cursor.position === s.cursor ? eventAt(s.trace!, s.cursor) : null;
  const index = s.traceIndex?.trace === s.trace ? s.traceIndex : null;
  return queensView(puzzle, cursor.values, event, index, cursor.position, withPruned);
}

function toggle(row: number, column: number): void {
  const s = useApp.getState();
  if (s.phase === 'running') return;
  // While an exercise's question waits, a square answers it (its row, or a column of the row
  // asked) or does nothing: the drawn board is never edited by an exercise's click.
  const q = openQuestion(s);
  if (q) {
    const target = rowSquareTarget(q, row, column, exerciseMarksOf(s));
    if (target) answerWith(target);
    return;
  }
  s.edit('queens', { type: 'queen', row, column });
}

export function QueensBoard() {
  const size = useApp((s) => shownQueens(s)?.size ?? 0);
  if (size === 0) return null;
  return size <= QUEENS_CELLS_UP_TO ? <QueensCells /> : <QueensCanvas />;
}

/** A cell's part in min-conflicts' repair at this step: the queen picked, a queen attacking it, the column chosen, where it stood; '' none. */
function repairRole(view: QueensView, r: number, c: number, queen: boolean): '' | 'picked' | 'attacker' | 'chosen' | 'from' {
  const rep = view.repair;
  if (!rep) return '';
  if (r === rep.row && c === rep.to) return 'chosen';
  if (r === rep.row && c === rep.from) return rep.phase === 'pick' ? 'picked' : 'from';
  return queen && rep.attackers.includes(r) ? 'attacker' : '';
}

/** The board cell by cell (up to 40 × 40). */
function QueensCells() {
  const { t, i18n } = useTranslation();
  const hint = useId();
  const fast = useFastBoard();
  const puzzle = useApp((s) => shownQueens(s));
  const locked = useApp((s) => s.phase === 'running');
  const why = useApp(whyMarks);
  // An exercise's question waiting: the squares that answer it are outlined (marked ones filled).
  const question = useApp(openQuestion);
  const marks = useApp(exerciseMarksOf);
  const cells = useRef<(HTMLDivElement | null)[]>([]);
  /** The cell with the keyboard's tab stop (kept here: the store's selection names variables). */
  const focus = useRef(0);

  const paint = useCallback(() => {
    const s = useApp.getState();
    const view = currentQueensView(s, true);
    if (!view) return;
    const n = view.size;
    const language = i18n.language;
    let namer: CellNamer | null = null;
    const { mark } = view;
    const last = view.lastRow >= 0;
    for (let i = 0; i < n * n; i++) {
      const el = cells.current[i];
      if (!el) continue;
      const r = Math.floor(i / n);
      const c = i % n;
      const queen = view.queens[r] === c;
      const kind = queen ? (view.given[r] ? 'given' : 'solver') : '';
      setData(el, 'queen', kind);
      const attacked = last && !queen && attacks(view.lastRow, view.lastColumn, r, c);
      setData(el, 'attacked', attacked ? 'true' : '');
      const pruned = !queen && (view.pruned?.[r]?.includes(c) ?? false);
      setData(el, 'pruned', pruned ? 'true' : '');
      let m = '';
      if (mark.kind === 'solution') m = queen ? 'solution' : '';
      else if (mark.kind && mark.row === r && (mark.column < 0 || mark.column === c)) m = mark.kind;
      setData(el, 'mark', m);
      setData(el, 'ghost', view.ghostRow === r && view.ghostColumn === c ? 'true' : '');
      // Min-conflicts: the queen picked, the queens attacking it, the column chosen for it.
      setData(el, 'repair', repairRole(view, r, c, queen));
      setSpoken(el, `${language}|${i}|${n}|${kind}|${attacked}|${pruned}|${repairRole(view, r, c, queen)}`, () => {
        const names = (namer ??= cellNamer(t, language));
        const parts = [names.where(r, c)];
        parts.push(kind === 'given' ? t('a11y.queenGiven') : kind === 'solver' ? t('a11y.queenSolver') : names.empty);
        if (attacked) parts.push(t('a11y.queenAttacked'));
        if (pruned) parts.push(t('a11y.queenPruned'));
        const role = repairRole(view, r, c, queen);
        if (role) parts.push(t(`repairs.${role}`));
        return parts.join(names.comma);
      });
    }
  }, [t, i18n.language]);

  useRepaint(paint, shownStepChanged, puzzle);

  if (!puzzle) return null;
  const n = puzzle.size;

  const go = (next: number) => {
    const before = cells.current[focus.current];
    if (before) before.tabIndex = -1;
    focus.current = next;
    const el = cells.current[next];
    if (el) {
      el.tabIndex = 0;
      el.focus();
    }
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const at = focus.current;
    const r = Math.floor(at / n);
    const c = at % n;
    const move = (dr: number, dc: number) => go(Math.max(0, Math.min(n - 1, r + dr)) * n + Math.max(0, Math.min(n - 1, c + dc)));
    if (e.key === 'ArrowUp') move(-1, 0);
    else if (e.key === 'ArrowDown') move(1, 0);
    else if (e.key === 'ArrowLeft') move(0, -1);
    else if (e.key === 'ArrowRight') move(0, 1);
    else if (e.key === ' ' || e.key === 'Enter' || e.key === 'q' || e.key === 'Q') toggle(r, c);
    else if ((e.key === 'Backspace' || e.key === 'Delete') && puzzle.givens[r] === c) toggle(r, c);
    else return;
    e.preventDefault();
  };
  const onPointerDown = (cell: number) => (e: PointerEvent<HTMLDivElement>) => {
    if (e.button !== 0) return;
    go(cell);
    toggle(Math.floor(cell / n), cell % n);
  };

  return (
    <BoardFrame hint={hint} keys={t('a11y.queensKeys')}>
      <div
        data-testid="board"
        data-kind="queens"
        data-size={n}
        data-fast={fast || undefined}
        className="lined-board queens-board mx-auto grid select-none"
        style={{ gridTemplateColumns: `repeat(${n}, minmax(0, 1fr))`, ...boardSize(n, 3.5, 0.7) }}
      >
        <div role="grid" aria-label={t('a11y.queensBoard', { size: n })} aria-describedby={hint} aria-rowcount={n} aria-colcount={n} aria-readonly={locked} className="contents" onKeyDown={onKeyDown}>
          {Array.from({ length: n }, (_, r) => (
            <div key={`q-${n}-r${r}`} role="row" aria-rowindex={r + 1} className="contents">
              {Array.from({ length: n }, (_, c) => {
                const i = r * n + c;
                return (
                  <div
                    key={`q-${n}-${i}`}
                    ref={(el) => {
                      cells.current[i] = el;
                    }}
                    role="gridcell"
                    aria-colindex={c + 1}
                    data-testid={`queen-cell-${r}-${c}`}
                    data-dark={(r + c) % 2 === 1 ? 'true' : undefined}
                    data-why={why?.cells.has(i) ? 'true' : undefined}
                    data-answer={question ? answerMark(rowSquareTarget(question, r, c, marks)) : undefined}
                    data-half={question ? rowSquareHalf(question, r, c) : undefined}
                    tabIndex={i === 0 ? 0 : -1}
                    className="cell queen-cell"
                    onPointerDown={onPointerDown(i)}
                  />
                );
              })}
            </div>
          ))}
        </div>
      </div>
    </BoardFrame>
  );
}

/** Pixels a side of one cell on the canvas: at least 1, the picture at most about 800 pixels. */
export function canvasCell(n: number): number {
  return Math.max(1, Math.floor(800 / n));
}

/** The density picture of a large board on `canvas` (colours from the theme's CSS variables). */
export function drawQueens(canvas: HTMLCanvasElement, view: QueensView): void {
  const n = view.size;
  const k = canvasCell(n);
  const side = n * k;
  if (canvas.width !== side) canvas.width = side;
  if (canvas.height !== side) canvas.height = side;
  const g = canvas.getContext('2d');
  if (!g) return;
  const css = getComputedStyle(canvas);
  const colour = (name: string, fallback: string) => css.getPropertyValue(name).trim() || fallback;
  g.globalAlpha = 1;
  g.fillStyle = colour('--queens-density-bg', '#f8fafc');
  g.fillRect(0, 0, side, side);
  // The rows the step is about (chosen, emptied, taken back) as bands.
  const { mark } = view;
  if (mark.kind && mark.kind !== 'solution' && mark.row >= 0) {
    const band = mark.kind === 'conflict' || mark.kind === 'backtrack' ? '--mark-conflict-bg' : mark.kind === 'prune' ? '--mark-prune-bg' : '--mark-select-bg';
    g.fillStyle = colour(band, '#e6f4fb');
    g.fillRect(0, mark.row * k, side, k);
  }
  // Every queen's column and diagonals, faint: the attacked cells pile up.
  const lines = (r: number, c: number) => {
    const x = (c + 0.5) * k;
    const y = (r + 0.5) * k;
    g.moveTo(x, 0);
    g.lineTo(x, side);
    const up = Math.min(r, c);
    const down = Math.min(n - 1 - r, n - 1 - c);
    g.moveTo(x - up * k, y - up * k);
    g.lineTo(x + (down + 0.5) * k, y + (down + 0.5) * k);
    const upRight = Math.min(r, n - 1 - c);
    const downLeft = Math.min(n - 1 - r, c);
    g.moveTo(x + upRight * k, y - upRight * k);
    g.lineTo(x - (downLeft + 0.5) * k, y + (downLeft + 0.5) * k);
  };
  g.strokeStyle = colour('--queens-attack', '#d55e00');
  g.lineWidth = Math.max(1, k * 0.25);
  g.globalAlpha = n > 200 ? 0.08 : 0.15;
  g.beginPath();
  for (let r = 0; r < n; r++) if (view.queens[r]! >= 0) lines(r, view.queens[r]!);
  g.stroke();
  if (view.lastRow >= 0) {
    g.globalAlpha = 0.9;
    g.lineWidth = Math.max(1.5, k * 0.6);
    g.beginPath();
    lines(view.lastRow, view.lastColumn);
    g.stroke();
  }
  // The queens: dots (the placed ones in the givens' ink, the solver's in its blue).
  g.globalAlpha = 1;
  const dot = Math.max(4, k * 0.9);
  const solver = colour('--solver-digit', '#0060a0');
  const given = colour('--given-ink', '#0f172a');
  const solved = colour('--mark-solution-line', '#009e73');
  for (let r = 0; r < n; r++) {
    const c = view.queens[r]!;
    if (c < 0) continue;
    g.fillStyle = view.given[r] ? given : mark.kind === 'solution' ? solved : solver;
    g.fillRect((c + 0.5) * k - dot / 2, (r + 0.5) * k - dot / 2, dot, dot);
  }
  if (view.ghostRow >= 0) {
    g.strokeStyle = colour('--mark-ghost', '#d55e00');
    g.lineWidth = 1.5;
    g.strokeRect((view.ghostColumn + 0.5) * k - dot, (view.ghostRow + 0.5) * k - dot, 2 * dot, 2 * dot);
  }
    // Canvas pixels per CSS pixel: the repair's marks keep a readable size however far the picture shrinks.
  const px = Math.max(1, side / (canvas.clientWidth || side));
  if (view.repair) drawRepair(g, view.repair, view.queens, k, dot, px, colour);
}

/**
 * Min-conflicts' repair over the picture, in the DOM board's shapes (never colour alone): the
 * queen picked in a thick square, each queen attacking it in a dashed square with a line to the
 * cell it attacks, and after the repair the column left (dotted) and the column chosen (double
 * square) joined by an arrow along the row. A few dozen strokes whatever the size.
 */
function drawRepair(g: CanvasRenderingContext2D, rep: QueensRepair, queens: Int32Array, k: number, dot: number, px: number, colour: (name: string, fallback: string) => string): void {
  const centre = (i: number) => (i + 0.5) * k;
  const s = Math.max(dot * 1.2, 6 * px);
  const square = (r: number, c: number, half: number) => g.strokeRect(centre(c) - half, centre(r) - half, 2 * half, 2 * half);
  const blue = colour('--tv-blue', '#0072b2');
  const attack = colour('--queens-attack', '#d55e00');
  const ok = colour('--tv-ok-line', '#00785a');
  g.globalAlpha = 1;
  // The attackers: a line to the cell they attack (where the picked queen stood), a dashed square.
  g.strokeStyle = attack;
  g.lineWidth = 2 * px;
  g.setLineDash([]);
  g.beginPath();
  for (const r of rep.attackers) {
    g.moveTo(centre(queens[r]!), centre(r));
    g.lineTo(centre(rep.from), centre(rep.row));
  }
  g.stroke();
  g.setLineDash([4 * px, 3 * px]);
  for (const r of rep.attackers) square(r, queens[r]!, s);
  g.setLineDash([]);
  if (rep.phase === 'pick') {
    g.strokeStyle = blue;
    g.lineWidth = 4 * px;
    square(rep.row, rep.from, s + 2 * px);
    return;
  }
  // The repair: where it stood (dotted), an arrow along the row, the column chosen (double square).
  if (rep.to !== rep.from) {
    g.strokeStyle = blue;
    g.lineWidth = 2 * px;
    g.setLineDash([2 * px, 3 * px]);
    square(rep.row, rep.from, s + 2 * px);
    g.setLineDash([]);
    const dir = Math.sign(rep.to - rep.from);
    const x0 = centre(rep.from) + dir * (s + 3 * px);
    const x1 = centre(rep.to) - dir * (s + 5 * px);
    const y = centre(rep.row);
    if ((x1 - x0) * dir > 0) {
      g.beginPath();
      g.moveTo(x0, y);
      g.lineTo(x1, y);
      g.moveTo(x1 - dir * 6 * px, y - 5 * px);
      g.lineTo(x1, y);
      g.lineTo(x1 - dir * 6 * px, y + 5 * px);
      g.stroke();
    }
  }
  g.strokeStyle = ok;
  g.lineWidth = 2 * px;
  square(rep.row, rep.to, s + 2 * px);
  square(rep.row, rep.to, s + 5 * px);
  g.strokeStyle = blue;
  g.lineWidth = 3 * px;
  square(rep.row, rep.to, s - px);
}

/** A large board as one canvas, repainted at most once a frame. */
function QueensCanvas() {
  const { t, i18n } = useTranslation();
  const puzzle = useApp((s) => shownQueens(s));
  const placed = useApp((s) => {
    const p = shownQueens(s);
    return p ? p.givens.reduce((k, c) => (c >= 0 ? k + 1 : k), 0) : 0;
  });
  const canvas = useRef<HTMLCanvasElement>(null);
  const spoken = useRef<HTMLParagraphElement>(null);
  const described = useId();
  const frame = useRef(0);

  const paint = useCallback(() => {
    if (frame.current) return;
    frame.current = requestAnimationFrame(() => {
      frame.current = 0;
      const el = canvas.current;
      const view = currentQueensView(useApp.getState(), false);
      if (!el || !view) return;
      const start = performance.now();
      drawQueens(el, view);
      el.dataset.drawMs = (performance.now() - start).toFixed(1);
      el.dataset.queens = String(view.queens.reduce((k, c) => (c >= 0 ? k + 1 : k), 0));
      // The repair in words (a live region the canvas is described by) and as data for tests.
      const rep = view.repair;
      el.dataset.repair = rep ? `${rep.phase} ${rep.row} ${rep.from} ${rep.to} ${rep.attackers.length}` : '';
      const words = queensRepairText(rep);
      const live = spoken.current;
      if (live && live.textContent !== words) live.textContent = words;
    });
  }, []);

  useRepaint(paint, shownStepChanged, puzzle);
  // The language changes the repair's words.
  useEffect(paint, [paint, i18n.language]);
  // The theme (`data-theme` on <html>) changes the colours the picture is drawn in.
  useEffect(() => {
    const watch = new MutationObserver(paint);
    watch.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
    return () => {
      watch.disconnect();
      cancelAnimationFrame(frame.current);
      frame.current = 0;
    };
  }, [paint]);

  if (!puzzle) return null;
  const n = puzzle.size;
  const onPointerDown = (e: PointerEvent<HTMLCanvasElement>) => {
    if (e.button !== 0) return;
    const box = e.currentTarget.getBoundingClientRect();
    const c = Math.floor(((e.clientX - box.left) / box.width) * n);
    const r = Math.floor(((e.clientY - box.top) / box.height) * n);
    if (r >= 0 && r < n && c >= 0 && c < n) toggle(r, c);
  };
  return (
    <div className="w-full" data-testid="board" data-kind="queens" data-size={n}>
      <canvas
        ref={canvas}
        data-testid="queens-canvas"
        role="img"
        aria-label={t('a11y.queensPicture', { size: n, count: placed })}
        aria-describedby={described}
        className="queens-canvas mx-auto"
        style={{ maxWidth: 'min(100%, var(--board-room, 100dvh - 272px))' }}
        onPointerDown={onPointerDown}
      />
      <p ref={spoken} id={described} data-testid="queens-repair" className="sr-only" aria-live="polite" />
    </div>
  );
}
