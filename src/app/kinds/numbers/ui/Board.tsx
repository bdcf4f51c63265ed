/**
 * The Sudoku and Futoshiki board. React renders the cells (and the Futoshiki signs) when the puzzle
 * changes; the digits, candidates and highlights of the current step are painted straight into the
 * cells from a store subscription, as on the crossword board.
 *
 * A cell's text is its digit only. Its candidates live in a `data-candidates` attribute that the
 * stylesheet shows through `::before { content: attr(data-candidates) }`: visible, but not text
 * of the cell (screen readers get them from the cell's label instead).
 */
import { useCallback, useId, useRef, useState, type ClipboardEvent, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BoardFrame, boardSize } from '../../ui/BoardFrame.tsx';
import { cellNamer, setData, setSpoken, useFastBoard, type CellNamer, shownStepChanged, useFollowFocus, useRepaint } from '../../ui/boardCells.ts';
import { SIGN_GREATER, SIGN_LESS, signText, type NumberPuzzle } from '../board.ts';
import { exerciseMarksOf, signKey, useApp, whyMarks, type AppState } from '../../../state/index.ts';
import { cellName, digitText, eventAt, showsRun } from '../../view.ts';
import { answerWith, openQuestion, valueTarget, valueTargetsOf, variableMark, variableTarget } from '../../../exercise/index.ts';
import type { Board } from '../../kind.ts';
import { KINDS } from '../../registry.ts';
import { numberBoardView } from '../view.ts';
import { useTeachingOverlay } from '../../../teaching/ui/index.ts';
import { ErrorNote } from '../../../widgets/ui/index.ts';
import { type Message, textOf } from '../../../i18n/index.ts';
import { nextCell, PASTED, pastedPuzzle } from '../paste.ts';

/** The shown board and its kind when it is a grid of digits (Sudoku, Futoshiki), else null. */
export function shownNumbers(s: Pick<AppState, 'kind' | 'boards'>) {
  const kind = KINDS[s.kind];
  return 'signs' in kind ? { kind, board: s.boards[s.kind] as Board<NumberPuzzle> } : null;
}

/** What the number board shows: the run at its cursor when the run is of this puzzle, else the givens. */
export function currentNumberView(s: AppState) {
  const board = shownNumbers(s)?.board;
  if (!board) return null;
  if (!showsRun(s, board.puzzle)) return numberBoardView(board.puzzle, null, null, null);
  s.cursorView!.seek(s.cursor);
  const masks = s.domainCursor?.seek(s.cursor) ?? null;
  const event = s.cursorView!.position === s.cursor ? eventAt(s.trace!, s.cursor) : null;
  return numberBoardView(board.puzzle, s.cursorView!.values, masks, event);
}

/**
 * A Futoshiki sign between two cells. Out of the tab order: the keyboard sets signs from the cell
 * (< > ^ v, see the board's onKeyDown), and a screen reader still reaches the button by its name.
 */
function SignButton({ puzzle, cell, direction, locked }: { puzzle: NumberPuzzle; cell: number; direction: 'right' | 'down'; locked: boolean }) {
  const { t } = useTranslation();
  const why = useApp(whyMarks);
  const n = puzzle.size;
  const r = Math.floor(cell / n);
  const c = cell % n;
  const other = direction === 'right' ? cell + 1 : cell + n;
  const text = signText(puzzle[direction][cell] ?? 0, direction);
  const names = { a: cellName(cell, n), b: cellName(other, n) };
  const relation = text === '' ? t('a11y.signNone') : t(text === '<' || text === '∧' ? 'a11y.signLess' : 'a11y.signGreater', names);
  return (
    <button
      type="button"
      data-testid={`ineq-${r}-${c}-${direction}`}
      data-why={why?.signs.has(signKey(cell, other)) ? 'true' : undefined}
      className={`sign sign-${direction}`}
      style={{ gridRow: 2 * r + (direction === 'down' ? 2 : 1), gridColumn: 2 * c + (direction === 'right' ? 2 : 1) }}
      aria-label={t('a11y.signLabel', { ...names, relation })}
      title={t('a11y.signHint')}
      tabIndex={-1}
      disabled={locked}
      onClick={() => useApp.getState().edit('futoshiki', { type: 'sign', cell, direction })}
    >
      {text}
    </button>
  );
}

/** Set the sign after `cell` to `want`, or clear it when it is `want` already (one undo step). */
function setSign(cell: number, direction: 'right' | 'down', want: number): void {
  const s = useApp.getState();
  const board = shownNumbers(s)?.board;
  if (!board) return;
  const now = board.puzzle[direction][cell] ?? 0;
  const goal = now === want ? 0 : want;
  // A click cycles none → < → >; as many clicks as it takes to reach the goal.
  const order = [0, SIGN_LESS, SIGN_GREATER];
  const clicks = (order.indexOf(goal) - order.indexOf(now) + 3) % 3;
  s.beginGroup();
  for (let k = 0; k < clicks; k++) s.edit('futoshiki', { type: 'sign', cell, direction });
  s.endGroup();
}

export function NumberBoard() {
  const { t, i18n } = useTranslation();
  const hint = useId();
  const kind = useApp((s) => s.kind);
  const fast = useFastBoard();
  const puzzle = useApp((s) => shownNumbers(s)?.board.puzzle ?? null);
  const selected = useApp((s) => shownNumbers(s)?.board.selected ?? 0);
  const signs = useApp((s) => shownNumbers(s)?.kind.signs ?? false);
  // An exercise's question waiting: the cells that answer it are outlined, and the board is not
  // edited (a click on a cell answers which cell; a digit typed in the cell asked answers its value).
  const question = useApp(openQuestion);
  const marks = useApp(exerciseMarksOf);
  const locked = useApp((s) => s.phase === 'running') || question !== null;
  const why = useApp(whyMarks);
  const cells = useRef<(HTMLDivElement | null)[]>([]);
  /** What was wrong with the last paste (cleared by the next paste or edit). */
  const [pasteError, setPasteError] = useState<Message | null>(null);

  const paint = useCallback(() => {
    const s = useApp.getState();
    const view = currentNumberView(s);
    const shown = shownNumbers(s)?.board.puzzle;
    if (!view || !shown) return;
    const language = i18n.language;
    let namer: CellNamer | null = null;
    cells.current.forEach((el, i) => {
      if (!el) return;
      const digit = view.digits[i] ?? '';
      const candidates = view.candidates[i] ?? '';
      if (el.textContent !== digit) el.textContent = digit;
      setData(el, 'candidates', candidates);
      setData(el, 'mark', view.marks[i] ?? '');
      setData(el, 'ghost', view.ghosts[i] ?? '');
      // Row, column, then the digit (given or the solver's) or "empty" and the candidates left.
      const given = (shown.givens[i] ?? 0) > 0;
      setSpoken(el, `${language}|${i}|${shown.size}|${given}|${digit}|${candidates}`, () => {
        const names = (namer ??= cellNamer(t, language));
        const where = names.where(Math.floor(i / shown.size), i % shown.size);
        if (digit !== '') return `${where}${names.comma}${names.holding(given ? 'a11y.digitGiven' : 'a11y.digitSolver', digit)}`;
        const list = candidates.replace(/\s+/g, ' ').trim();
        return `${where}${names.comma}${names.empty}${list ? `${names.comma}${names.candidates(list)}` : ''}`;
      });
    });
  }, [t, i18n.language]);

  useRepaint(paint, shownStepChanged, puzzle);
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
    const go = (next: number) => {
      s.select(next);
      cells.current[next]?.focus();
    };
    const move = (dr: number, dc: number) => go(Math.max(0, Math.min(n - 1, r + dr)) * n + Math.max(0, Math.min(n - 1, c + dc)));
    if (e.key === 'ArrowUp') move(-1, 0);
    else if (e.key === 'ArrowDown') move(1, 0);
    else if (e.key === 'ArrowLeft') move(0, -1);
    else if (e.key === 'ArrowRight') move(0, 1);
    else if (question) {
      // A digit typed answers the value of the cell asked (or marks it); any other key edits nothing.
      const target = /^[1-9]$/.test(e.key) ? valueTarget(question, at, Number(e.key) - 1, marks) : null;
      if (target) answerWith(target);
    } else if (e.key === 'Backspace' || e.key === 'Delete') s.edit(s.kind, { type: 'digit', cell: at, digit: 0 });
    else if (e.key === '0' || e.key === '.') {
      // A blank, as in the usual one-line form: clear the cell and go on to the next.
      s.edit(s.kind, { type: 'digit', cell: at, digit: 0 });
      go(nextCell(at, n));
    }
    else if (futoshiki && (e.key === '<' || e.key === '>')) {
      if (c < n - 1 && s.phase !== 'running') setSign(at, 'right', e.key === '<' ? SIGN_LESS : SIGN_GREATER);
    } else if (futoshiki && (e.key === '^' || e.key === 'v' || e.key === 'V')) {
      if (r < n - 1 && s.phase !== 'running') setSign(at, 'down', e.key === '^' ? SIGN_LESS : SIGN_GREATER);
    }
    else if (/^[1-9]$/.test(e.key) && !e.ctrlKey && !e.metaKey && !e.altKey) {
      if (Number(e.key) > n) return;
      s.edit(s.kind, { type: 'digit', cell: at, digit: Number(e.key) });
      // On to the next cell, and to the next row at a row's end.
      go(nextCell(at, n));
    } else return;
    setPasteError(null);
    e.preventDefault();
  };

  /** A puzzle pasted anywhere on the board: loaded as one undo step, or a message saying what is wrong. */
  const onPaste = (e: ClipboardEvent<HTMLDivElement>) => {
    const s = useApp.getState();
    if (s.phase === 'running' || question) return;
    const pasted = pastedPuzzle(kind === 'futoshiki' ? 'futoshiki' : 'sudoku', e.clipboardData.getData('text/plain'), n);
    if (pasted === null) return;
    e.preventDefault();
    if ('error' in pasted) {
      setPasteError(pasted.error);
      return;
    }
    setPasteError(null);
    s.loadPuzzles(kind, PASTED, [pasted.puzzle]);
  };

  const onPointerDown = (cell: number) => (e: PointerEvent<HTMLDivElement>) => {
    if (e.button !== 0) return;
    useApp.getState().select(cell);
    e.currentTarget.focus();
    const target = question ? variableTarget(question, cell, marks) : null;
    if (target) answerWith(target);
    // A cell whose values are asked (a prune question's): the domain view shows them.
    else if (question && valueTargetsOf(question, cell, marks).length > 0) useApp.getState().selectVariable(cell);
  };

  /** The digits of a cell marked for a set question (the values an inference removes), as the board shows digits. */
  const struck = (i: number) => {
    const marked = question ? valueTargetsOf(question, i, marks).filter((x) => x.target.marked) : [];
    return marked.length > 0 ? marked.map((x) => digitText(x.value + 1)).join(' ') : undefined;
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
        aria-colindex={c + 1}
        style={futoshiki ? { gridRow: 2 * r + 1, gridColumn: 2 * c + 1 } : undefined}
        data-testid={`cell-${r}-${c}`}
        data-given={given ? 'true' : undefined}
        data-why={why?.cells.has(i) ? 'true' : undefined}
        data-box-right={boxRight ? 'true' : undefined}
        data-box-down={boxDown ? 'true' : undefined}
        data-answer={question ? variableMark(question, i, marks) : undefined}
        data-struck={struck(i)}
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
  // The board is one CSS grid; for screen readers it holds a grid of N rows of N cells (rows and
  // the grid itself are `contents`, so the cells stay items of the CSS grid) and, on a Futoshiki
  // board, a group of the sign buttons, placed between the cells by their grid row and column.
  return (
    <BoardFrame
      hint={hint}
      keys={
        <>
          {t('a11y.numberKeys')}
          {futoshiki ? t('a11y.signKeys') : ''}
        </>
      }
    >
      <div
        data-testid="board"
        data-kind={kind}
        onPaste={onPaste}
        data-fast={fast || undefined}
        className={`mx-auto grid select-none ${futoshiki ? 'futoshiki-board' : 'lined-board sudoku-board'}`}
        style={{ gridTemplateColumns: tracks, ...boardSize(units, 5, 0.55) }}
      >
        <div
          role="grid"
          aria-label={t('a11y.numberBoard', { kind: t(`catalog.kind.${kind}`), size: n })}
          aria-describedby={hint}
          aria-rowcount={n}
          aria-colcount={n}
          aria-readonly={locked}
          className="contents"
          onKeyDown={onKeyDown}
        >
          {Array.from({ length: n }, (_, r) => (
            <div key={`${kind}-${n}-r${r}`} role="row" aria-rowindex={r + 1} className="contents">
              {Array.from({ length: n }, (_, c) => cell(r * n + c))}
            </div>
          ))}
        </div>
        {futoshiki ? (
          <div role="group" aria-label={t('a11y.signs')} className="contents">
            {Array.from({ length: n * n }, (_, i) => (
              <SignPair key={`s-${i}`} puzzle={puzzle} cell={i} locked={locked} />
            ))}
          </div>
        ) : null}
      </div>
      {pasteError ? <ErrorNote testId="paste-error">{textOf(pasteError, t)}</ErrorNote> : null}
    </BoardFrame>
  );
}

/** The signs to the right of and below a cell, where there are cells there. */
function SignPair({ puzzle, cell, locked }: { puzzle: NumberPuzzle; cell: number; locked: boolean }) {
  const n = puzzle.size;
  return (
    <>
      {cell % n < n - 1 ? <SignButton puzzle={puzzle} cell={cell} direction="right" locked={locked} /> : null}
      {cell < n * (n - 1) ? <SignButton puzzle={puzzle} cell={cell} direction="down" locked={locked} /> : null}
    </>
  );
}
