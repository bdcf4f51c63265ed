/**
 * The clue list beside the crossword board (test id `clue-list`, issue 33): the Across and Down
 * lists of the grid's slots, each with its number, its answer (or its pattern while unfilled, from
 * the board as shown: a run's fill at its step, else the given letters), its enumeration and an
 * editable clue (`clue-1-Across`); a clue whose answer changed since it was written is marked.
 * Picking a clue selects its slot on the board; a cell selected on the board selects its slot's
 * clue. Title, author, copyright and notes above. Every change is a board change
 * (`annotateCrossword`: undo, the saved record and share links keep it) that leaves the run shown.
 */
import { memo, useDeferredValue, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { textOf } from '../../../i18n/index.ts';
import { msg } from '../../../i18n/index.ts';
import { slotLabel } from '../../../../puzzles/crossword/index.ts';
import { boardSheet, clueLists, PATTERN_BLANK, setClue, type ClueEntry, type ClueSheet } from '../../../../puzzles/crossword/publish/board.ts';
import { MAX_TITLE } from '../../../../puzzles/crossword/xwordFormat.ts';
import { exerciseMarksOf, useApp } from '../../../state/index.ts';
import { answerVariable, openQuestion, variableMark } from '../../../exercise/index.ts';
import { showsRun } from '../../view.ts';
import { selectedClueSlot, withSheet } from '../clues.ts';
import { currentView } from './Board.tsx';

type Field = 'title' | 'author' | 'copyright' | 'notes';
const FIELDS: readonly Field[] = ['title', 'author', 'copyright', 'notes'];

/** The pattern as shown: a middle dot for a cell without a letter. */
function shownAnswer(answer: string): string {
  return answer.split(PATTERN_BLANK).join('·');
}

/** Write the sheet onto the board: one undo step per field typed into. */
function saveSheet(sheet: ClueSheet, key: string, label: ReturnType<typeof msg>): void {
  const s = useApp.getState();
  s.annotateCrossword(withSheet(s.boards.crossword.puzzle, sheet), label, key);
}

/** Scroll `list` (it alone, not its ancestors) the least that shows all of `row`. */
function revealWithin(list: HTMLElement, row: HTMLElement): void {
  const l = list.getBoundingClientRect();
  const r = row.getBoundingClientRect();
  if (r.top < l.top) list.scrollTop -= l.top - r.top;
  else if (r.bottom > l.bottom) list.scrollTop += r.bottom - l.bottom;
}

const ClueRow = memo(function ClueRow({ entry, selected, locked, answer }: { entry: ClueEntry; selected: boolean; locked: boolean; answer: { slot: number; mark: 'marked' | 'choice' | 'off' } | undefined }) {
  const { t } = useTranslation();
  const row = useRef<HTMLLIElement>(null);
  const label = textOf(slotLabel(entry), t);
  useEffect(() => {
    // The slot selected on the board brings its clue into view within the list only: never the
    // page (scrollIntoView would scroll it too, moving the board under a drag that is drawing).
    const el = row.current;
    if (selected && el?.parentElement) revealWithin(el.parentElement, el);
  }, [selected]);
  const pick = () => {
    const s = useApp.getState();
    s.selectClue(entry.slot);
    if (!entry.cells.includes(s.boards.crossword.selected)) s.select(entry.cells[0]!);
    // While an exercise's question waits, the clue answers with its slot (or shows its words in the domain view).
    if (answer && !answerVariable(answer.slot) && answer.mark !== 'off') s.selectVariable(answer.slot);
  };
  return (
    <li
      ref={row}
      data-testid={`clue-entry-${entry.slot}`}
      data-selected={selected || undefined}
      data-changed={entry.changed || undefined}
      data-answer={answer?.mark}
      className={`flex flex-col gap-0.5 rounded px-1 py-0.5 ${selected ? 'bg-sky-100 ring-1 ring-sky-400' : ''}`}
      onPointerDown={pick}
    >
      <div className="flex items-baseline gap-1.5 text-xs">
        <span className="w-6 shrink-0 text-right font-semibold text-slate-800">{entry.number}</span>
        <span data-testid={`clue-answer-${entry.slot}`} className="font-mono tracking-wider text-slate-800">
          {shownAnswer(entry.answer)}
        </span>
        <span className="text-slate-600">{entry.enumeration}</span>
        {entry.changed ? (
          <span data-testid={`clue-changed-${entry.slot}`} title={t('clueList.changedHint')} className="rounded bg-amber-100 px-1 font-medium text-amber-900">
            {t('clueList.changed')}
          </span>
        ) : null}
      </div>
      <input
        type="text"
        data-testid={`clue-${entry.slot}`}
        aria-label={t('clueList.clueAria', { slot: label, answer: shownAnswer(entry.answer) })}
        placeholder={t('clueList.placeholder')}
        value={entry.clue}
        disabled={locked}
        onFocus={pick}
        onChange={(e) => {
          const sheet = boardSheet(useApp.getState().boards.crossword.puzzle);
          saveSheet(setClue(sheet, entry.slot, e.target.value, entry.answer), `clue ${entry.slot}`, msg('clueList.undo.clue', { slot: entry.slot }));
        }}
        className="ml-7 rounded border border-slate-300 px-1.5 py-0.5 text-sm text-slate-900 disabled:bg-slate-50"
      />
    </li>
  );
});

function Details({ sheet, locked }: { sheet: ClueSheet; locked: boolean }) {
  const { t } = useTranslation();
  return (
    <fieldset className="grid grid-cols-[auto_1fr] items-center gap-x-2 gap-y-1 text-sm" disabled={locked}>
      <legend className="sr-only">{t('clueList.details')}</legend>
      {FIELDS.map((field) => (
        <label key={field} className="contents">
          <span className="text-slate-700">{t(`clueList.field.${field}`)}</span>
          {field === 'notes' ? (
            <textarea
              data-testid={`clue-${field}`}
              rows={2}
              value={sheet[field]}
              onChange={(e) => saveSheet({ ...sheet, notes: e.target.value }, field, msg('clueList.undo.details'))}
              className="rounded border border-slate-300 px-1.5 py-0.5 text-slate-900"
            />
          ) : (
            <input
              type="text"
              data-testid={`clue-${field}`}
              maxLength={field === 'title' ? MAX_TITLE : undefined}
              value={sheet[field]}
              onChange={(e) => saveSheet({ ...sheet, [field]: e.target.value }, field, msg('clueList.undo.details'))}
              className="rounded border border-slate-300 px-1.5 py-0.5 text-slate-900"
            />
          )}
        </label>
      ))}
    </fieldset>
  );
}

/** The letters the board shows (its `layout`, the run's `trace` at `step`: the arguments say when to read them again). */
function shownLetters(...when: unknown[]): string[] {
  void when;
  return currentView(useApp.getState()).letters;
}

export function ClueListPanel() {
  const { t } = useTranslation();
  const layout = useApp((s) => s.boards.crossword.puzzle);
  const locked = useApp((s) => s.phase === 'running');
  // The board as shown: a run's step (deferred, so a playing run does not wait on the list).
  const step = useDeferredValue(useApp((s) => (showsRun(s, s.boards.crossword.puzzle) ? s.cursor : -1)));
  const trace = useApp((s) => s.trace);
  // Worked out again when the board, the run or its shown step changes (read from the store then).
  const fill = useMemo(() => shownLetters(layout, step, trace), [layout, step, trace]);
  const sheet = useMemo(() => boardSheet(layout), [layout]);
  const lists = useMemo(() => clueLists({ width: layout.width, height: layout.height, blocks: layout.blocks, fill }, sheet), [layout, fill, sheet]);
  const picked = useApp((s) => selectedClueSlot(s.boards.crossword.puzzle, s.boards.crossword.selected, s.clueSlot));
  // An exercise's question waiting: a clue whose slot answers is outlined, and a click on it answers.
  const question = useApp(openQuestion);
  const marks = useApp(exerciseMarksOf);
  const runLayout = useApp((s) => s.runLayout);
  const answerOf = (name: string) => {
    const slot = question && runLayout === layout ? layout.slots.find((x) => x.name === name) : undefined;
    return question && slot ? { slot: slot.index, mark: variableMark(question, slot.index, marks) } : undefined;
  };
  const missing = [...lists.across, ...lists.down].filter((e) => e.clue.trim() === '').length;
  const total = lists.across.length + lists.down.length;
  return (
    <section aria-label={t('clueList.aria')} data-testid="clue-list" className="flex flex-col gap-2 rounded-lg border border-slate-200 p-2 text-sm">
      <h3 className="font-semibold text-slate-800">{t('clueList.title')}</h3>
      <Details sheet={sheet} locked={locked} />
      {total === 0 ? (
        <p className="text-slate-600">{t('clueList.empty')}</p>
      ) : (
        <>
          <p data-testid="clue-missing" className="text-xs text-slate-600">
            {missing > 0 ? t('clueList.missing', { count: missing }) : t('clueList.allClued')} {locked ? t('clueList.lockedWhileRunning') : t('clueList.hint')}
          </p>
          <div className="grid gap-2 sm:grid-cols-2">
            {(['across', 'down'] as const).map((direction) => (
              <div key={direction} data-testid={`clue-list-${direction}`} className="flex min-w-0 flex-col">
                <h4 className="font-semibold text-slate-800">{t(`clueList.${direction}`)}</h4>
                <ol className="flex max-h-96 flex-col gap-0.5 overflow-y-auto">
                  {lists[direction].map((entry) => (
                    <ClueRow key={entry.slot} entry={entry} selected={entry.slot === picked} locked={locked} answer={answerOf(entry.slot)} />
                  ))}
                </ol>
              </div>
            ))}
          </div>
        </>
      )}
    </section>
  );
}
