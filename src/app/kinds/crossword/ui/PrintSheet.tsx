/**
 * The crossword's print view (issue 33, the Export menu's `export-print` and
 * `export-print-answers`): the grid with its numbers (and, with the answers, its letters) and the
 * numbered Across and Down clue lists with their enumerations, title, author, copyright and notes,
 * on one page of paper. It is drawn into the page's body only while a print is asked for (the
 * menu, or the browser's own Print command: `beforeprint`) and shows only on paper: index.css's
 * `@media print` hides the app and sizes the sheet for the page.
 */
import { useEffect, useMemo, useState } from 'react';
import { createPortal, flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { boardSheet, clueLists, slotsOf, type ClueEntry } from '../../../../puzzles/crossword/publish/board.ts';
import { useApp } from '../../../state/index.ts';
import { currentView } from './Board.tsx';

/** What a print asks for: the grid blank for solvers, or with the answers. */
export type PrintWhat = 'blank' | 'answers';

let asked: ((what: PrintWhat) => void) | null = null;

/** Print the crossword (the sheet is drawn first, then the browser's print dialog opens). */
export function printCrossword(what: PrintWhat): void {
  asked?.(what);
  window.print();
}

function Clues({ title, entries, answers }: { title: string; entries: readonly ClueEntry[]; answers: boolean }) {
  return (
    <section className="print-clues">
      <h2>{title}</h2>
      <ol>
        {entries.map((e) => (
          <li key={e.slot} data-testid={`print-clue-${e.slot}`}>
            <b>{e.number}</b> {e.clue} {e.enumeration}
            {answers ? <span className="print-answer"> {e.answer}</span> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}

function Sheet({ what }: { what: PrintWhat }) {
  const { t } = useTranslation();
  const layout = useApp((s) => s.boards.crossword.puzzle);
  const letters = useMemo(() => (what === 'answers' && layout ? currentView(useApp.getState()).letters : null), [what, layout]);
  const sheet = boardSheet(layout);
  const fill = letters ?? layout.blocks.map(() => '');
  const lists = clueLists({ width: layout.width, height: layout.height, blocks: layout.blocks, fill }, sheet);
  const numbers = new Map<number, number>();
  for (const slot of slotsOf(layout)) if (!numbers.has(slot.cells[0]!)) numbers.set(slot.cells[0]!, slot.number);
  const answers = what === 'answers';
  return (
    <div className="print-sheet" data-testid="print-sheet" data-answers={answers || undefined}>
      <header>
        <h1>{sheet.title || t('printSheet.untitled')}</h1>
        <p>{[sheet.author ? t('printSheet.by', { author: sheet.author }) : '', sheet.copyright].filter((x) => x !== '').join(' · ')}</p>
      </header>
      <div className="print-grid" data-testid="print-grid" style={{ gridTemplateColumns: `repeat(${layout.width}, 1fr)` }}>
        {layout.blocks.map((blocked, i) => (
          <div key={i} className="print-cell" data-block={blocked || undefined} data-circle={(!blocked && layout.circles?.[i]) || undefined}>
            {numbers.has(i) ? <span className="print-number">{numbers.get(i)}</span> : null}
            {answers && !blocked ? fill[i]!.toUpperCase() : ''}
          </div>
        ))}
      </div>
      <div className="print-lists">
        <Clues title={t('clueList.across')} entries={lists.across} answers={answers} />
        <Clues title={t('clueList.down')} entries={lists.down} answers={answers} />
      </div>
      {sheet.notes ? <p className="print-notes">{sheet.notes}</p> : null}
    </div>
  );
}

/** Draws the sheet while a print is asked for (on a crossword board). */
export function PrintHost() {
  const [what, setWhat] = useState<PrintWhat | null>(null);
  const crossword = useApp((s) => s.kind === 'crossword');
  useEffect(() => {
    // The sheet must be in the page before the browser lays out its print: drawn synchronously.
    asked = (w) => flushSync(() => setWhat(w));
    const before = () => {
      if (what === null) asked?.('blank');
    };
    const after = () => setWhat(null);
    window.addEventListener('beforeprint', before);
    window.addEventListener('afterprint', after);
    return () => {
      asked = null;
      window.removeEventListener('beforeprint', before);
      window.removeEventListener('afterprint', after);
    };
  }, [what]);
  return what !== null && crossword ? createPortal(<Sheet what={what} />, document.body) : null;
}
