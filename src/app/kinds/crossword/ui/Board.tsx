/**
 * The crossword board. React renders the cells when the layout changes; the letters and the
 * highlights of the current step are painted straight into the cells from a store subscription,
 * so playing a search re-renders nothing here.
 */
import { useCallback, useId, useMemo, useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BoardFrame, boardSize } from '../../ui/BoardFrame.tsx';
import { cellNamer, setData, setSpoken, useFastBoard, type CellNamer, shownStepChanged, useFollowFocus, useRepaint } from '../../ui/boardCells.ts';
import { exerciseMarksOf, fillKey, useApp, whyMarks, type AppState } from '../../../state/index.ts';
import { inspectCell } from '../../../teaching/index.ts';
import { useTeachingOverlay } from '../../../teaching/ui/index.ts';
import { eventAt, showsRun } from '../../view.ts';
import { boardView } from '../view.ts';
import { pressOnCell } from '../index.ts';
import { inRegion } from '../region.ts';
import { gridChecks, slotsOf } from '../../../../puzzles/crossword/publish/board.ts';
import { selectedClueSlot } from '../clues.ts';
import { answerWith, openQuestion, slotsMark, slotTarget, valueTargetsOf } from '../../../exercise/index.ts';
import type { Slot } from '../../../../puzzles/crossword/index.ts';

/** Whether the board must be painted again: the shown step, or the insight, the region or the locks. */
function boardChanged(s: AppState, prev: AppState): boolean {
  return shownStepChanged(s, prev) || s.insight !== prev.insight || s.region !== prev.region || s.shownCheck !== prev.shownCheck;
}

/**
 * The insight marks of each cell (issue 23), while the board shows its own letters (no run): the
 * letter every remaining word forces, and `dead` for the cells of a slot left with no word
 * (`crossing` for the cell whose crossing emptied it).
 */
function insightMarks(s: AppState): { forced: Map<number, string>; marks: Map<number, 'dead' | 'crossing'>; id: number } | null {
  const layout = s.boards.crossword.puzzle;
  const insight = s.insight;
  if (!insight || insight.layout !== layout || insight.key !== fillKey(s) || showsRun(s, layout)) return null;
  const marks = new Map<number, 'dead' | 'crossing'>();
  for (const e of insight.empty) {
    for (const cell of layout.slots[e.slot]?.cells ?? []) if (!marks.has(cell)) marks.set(cell, 'dead');
  }
  for (const e of insight.empty) if (e.cell !== undefined) marks.set(e.cell, 'crossing');
  return { forced: new Map(insight.forced), marks, id: insight.id };
}

/** The board a state shows: the run at its cursor when the run is of this layout, else the givens. */
export function currentView(s: AppState) {
  const layout = s.boards.crossword.puzzle;
  if (!showsRun(s, layout)) return boardView(layout, null, null, null);
  s.cursorView!.seek(s.cursor);
  const event = s.cursorView!.position === s.cursor ? eventAt(s.trace!, s.cursor) : null;
  return boardView(layout, s.words, s.cursorView!.values, event);
}

const LETTER = /^\p{L}$/u;

export function Board() {
  const { t, i18n } = useTranslation();
  const hint = useId();
  const layout = useApp((s) => s.boards.crossword.puzzle);
  const fast = useFastBoard();
  const { width, height, blocks } = layout;
  const selected = useApp((s) => s.boards.crossword.selected);
  const locked = useApp((s) => s.phase === 'running');
  const why = useApp(whyMarks);
  // The slot of the clue selected in the clue list, underlined.
  const clueSlot = useApp((s) => selectedClueSlot(s.boards.crossword.puzzle, s.boards.crossword.selected, s.clueSlot));
  const clueCells = useMemo(() => new Set(slotsOf(layout).find((s) => s.name === clueSlot)?.cells), [layout, clueSlot]);
  // An exercise's question waiting: the cells of the slots that answer it are outlined; a click
  // answers with its slot (of a cell's two, the one the board's direction selects, else Across),
  // and nothing is edited.
  const question = useApp(openQuestion);
  const marks = useApp(exerciseMarksOf);
  const runLayout = useApp((s) => s.runLayout);
  const cellSlots = useMemo(() => {
    const bySlot = new Map<number, Slot[]>();
    if (runLayout !== layout) return bySlot;
    for (const slot of layout.slots) for (const c of slot.cells) bySlot.set(c, [...(bySlot.get(c) ?? []), slot]);
    return bySlot;
  }, [runLayout, layout]);
  const cells = useRef<(HTMLDivElement | null)[]>([]);
  // A press in progress: what it paints, and the pressed cell while it still waits to be painted
  // (a press on an unselected white cell paints it only once the pointer drags on).
  const drag = useRef<{ paint: boolean; pending: number | null } | null>(null);

  const numbers = useMemo(() => {
    const out = new Map<number, number>();
    for (const slot of layout.slots) out.set(slot.row * layout.width + slot.col, slot.number);
    return out;
  }, [layout]);

  const paint = useCallback(() => {
    const view = currentView(useApp.getState());
    const shown = useApp.getState().boards.crossword.puzzle;
    const language = i18n.language;
    let namer: CellNamer | null = null;
    const state = useApp.getState();
    const insight = insightMarks(state);
    const region = state.region;
    // The cells of the grid check the user asked to see (worked out from the board as it is now).
    const checked = state.shownCheck === null ? null : new Set(gridChecks(shown.width, shown.height, shown.blocks).rules.find((r) => r.rule === state.shownCheck)?.cells);
    cells.current.forEach((el, i) => {
      if (!el) return;
      const letter = view.letters[i] ?? '';
      if (el.textContent !== letter) el.textContent = letter;
      setData(el, 'mark', view.marks[i] ?? '');
      setData(el, 'ghost', view.ghosts[i] ?? '');
      const forced = letter === '' ? (insight?.forced.get(i) ?? '') : '';
      const mark = insight?.marks.get(i) ?? '';
      const isLocked = shown.locked?.[i] === true && !shown.blocks[i];
      setData(el, 'forced', forced);
      setData(el, 'insight', mark);
      setData(el, 'locked', isLocked ? 'true' : '');
      setData(el, 'region', region && inRegion(region, shown.width, i) ? 'true' : '');
      setData(el, 'check', checked?.has(i) ? 'true' : '');
      // Row, column, then a block, the letter (given or the solver's), the forced letter or "empty";
      // then what the colours show: locked, in a slot with no word left, the crossing that emptied it.
      const blocked = shown.blocks[i] === true;
      const given = !blocked && letter !== '' && (shown.given[i] ?? '') !== '';
      const circled = !blocked && shown.circles?.[i] === true;
      setSpoken(el, `${language}|${i}|${shown.width}|${blocked}|${given}|${letter}|${circled}|${forced}|${mark}|${isLocked}`, () => {
        const names = (namer ??= cellNamer(t, language));
        const what = blocked
          ? names.block
          : letter !== ''
            ? names.holding(given ? 'a11y.letterGiven' : 'a11y.letterSolver', letter.toUpperCase())
            : forced !== ''
              ? names.forced(forced.toUpperCase())
              : names.empty;
        const extra = [circled ? names.circled : '', isLocked ? names.locked : '', mark === 'dead' ? names.dead : mark === 'crossing' ? names.crossing : ''].filter((x) => x !== '');
        return `${names.where(Math.floor(i / shown.width), i % shown.width)}${names.comma}${what}${extra.map((x) => names.comma + x).join('')}`;
      });
    });
    // The edit's insight is on the board now: its performance measure ends here.
    if (insight) state.insightShown(insight.id);
  }, [t, i18n.language]);

  useRepaint(paint, boardChanged, layout);
  useFollowFocus(cells, selected);
  // The heat map and the inspected variable, from the teaching selector.
  useTeachingOverlay(cells, layout);

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const s = useApp.getState();
    // While an exercise's question waits the arrows move, and no key edits the board.
    if (question && !e.key.startsWith('Arrow')) return;
    const at = s.boards.crossword.selected;
    const symmetry = s.symmetry;
    const r = Math.floor(at / width);
    const c = at % width;
    const move = (dr: number, dc: number) => {
      const nr = Math.max(0, Math.min(height - 1, r + dr));
      const nc = Math.max(0, Math.min(width - 1, c + dc));
      s.select(nr * width + nc);
      cells.current[nr * width + nc]?.focus();
    };
    if (e.key === 'ArrowUp') move(-1, 0);
    else if (e.key === 'ArrowDown') move(1, 0);
    else if (e.key === 'ArrowLeft') move(0, -1);
    else if (e.key === 'ArrowRight') move(0, 1);
    else if (e.key === ' ') s.edit('crossword', { type: 'toggle', cell: at, symmetry });
    else if (e.key === 'Backspace' || e.key === 'Delete') s.edit('crossword', { type: 'letter', cell: at, letter: '', symmetry });
    else if (LETTER.test(e.key) && !e.ctrlKey && !e.metaKey && !e.altKey) {
      s.edit('crossword', { type: 'letter', cell: at, letter: e.key, symmetry });
      if (c < width - 1) move(0, 1);
    } else return;
    e.preventDefault();
  };

  const onPointerDown = (cell: number) => (e: PointerEvent<HTMLDivElement>) => {
    if (e.button !== 0) return;
    const s = useApp.getState();
    // Selected means selected and focused: a cell the user can see is the typing cursor.
    const wasSelected = s.boards.crossword.selected === cell && document.activeElement === e.currentTarget;
    // Shift + click: a rectangle from the selected cell (for a lock or a region fill), nothing edited.
    if (e.shiftKey && !locked) {
      s.selectRegion(cell);
      e.preventDefault();
      return;
    }
    if (s.region) s.selectRegion(null);
    s.select(cell);
    e.currentTarget.focus();
    if (question) {
      const slots = cellSlots.get(cell) ?? [];
      const target = slotTarget(question, slots, selectedClueSlot(layout, cell, s.clueSlot), marks);
      if (target) answerWith(target);
      else {
        // A slot whose words are asked: the domain view shows them.
        const asked = slots.find((slot) => valueTargetsOf(question, slot.index, marks).length > 0);
        if (asked) s.selectVariable(asked.index);
      }
      return;
    }
    // While a run is shown, a click selects the slot for the teaching views instead of editing.
    if (inspectCell(cell) || locked) return;
    const { paint, now } = pressOnCell(s.boards.crossword.puzzle, cell, wasSelected);
    drag.current = { paint, pending: now ? null : cell };
    // The whole drag is one undo step.
    s.beginGroup();
    if (now) s.edit('crossword', { type: 'block', cell, blocked: paint, symmetry: s.symmetry });
  };
  const endDrag = () => {
    if (drag.current === null) return;
    drag.current = null;
    useApp.getState().endGroup();
  };
  const onPointerEnter = (cell: number) => (e: PointerEvent<HTMLDivElement>) => {
    const press = drag.current;
    if (press === null || (e.buttons & 1) === 0) return;
    const s = useApp.getState();
    // The press became a drag: the cell it started on is painted too.
    if (press.pending !== null) {
      s.edit('crossword', { type: 'block', cell: press.pending, blocked: press.paint, symmetry: s.symmetry });
      press.pending = null;
    }
    s.edit('crossword', { type: 'block', cell, blocked: press.paint, symmetry: s.symmetry });
  };

  return (
    <BoardFrame hint={hint} keys={t('a11y.crosswordKeys')}>
      <div
        data-testid="board"
        role="grid"
        aria-label={t('a11y.crosswordBoard', { width, height })}
        aria-describedby={hint}
        aria-rowcount={height}
        aria-colcount={width}
        aria-readonly={locked}
        className="board mx-auto grid select-none"
        data-fast={fast || undefined}
        style={{ gridTemplateColumns: `repeat(${width}, minmax(0, 1fr))`, ...boardSize(width, 7, 0.55, width / height) }}
        onKeyDown={onKeyDown}
        onPointerUp={endDrag}
        onPointerLeave={endDrag}
        onPointerCancel={endDrag}
      >
        {Array.from({ length: height }, (_, r) => (
          // A row for screen readers only: `contents` leaves its cells in the board's CSS grid.
          <div key={`${width}x${height}-r${r}`} role="row" aria-rowindex={r + 1} className="contents">
            {blocks.slice(r * width, (r + 1) * width).map((blocked, c) => {
              const i = r * width + c;
              return (
                <div
                  key={`${width}x${height}-${i}`}
                  ref={(el) => {
                    cells.current[i] = el;
                  }}
                  role="gridcell"
                  aria-colindex={c + 1}
                  data-testid={`cell-${r}-${c}`}
                  data-block={blocked ? 'true' : undefined}
                  data-number={numbers.get(i)}
                  data-circle={layout.circles?.[i] && !blocked ? 'true' : undefined}
                  data-why={why?.cells.has(i) ? 'true' : undefined}
                  data-clue={clueCells.has(i) ? 'true' : undefined}
                  data-answer={question && !blocked ? slotsMark(question, cellSlots.get(i) ?? [], marks) : undefined}
                  tabIndex={i === selected ? 0 : -1}
                  className="cell"
                  onPointerDown={onPointerDown(i)}
                  onPointerEnter={onPointerEnter(i)}
                  onFocus={() => useApp.getState().select(i)}
                />
              );
            })}
          </div>
        ))}
      </div>
    </BoardFrame>
  );
}
