/**
 * The question asked when a file could be a puzzle or a word list: a modal <dialog> (focus moves
 * into it, Tab stays inside, Escape loads nothing, focus returns where it was).
 */
import { useEffect, useRef } from 'react';
import { describeLoaded } from '../files.ts';
import { useApp } from '../store.ts';
import { Button } from './ui.tsx';

export function LoadQuestion() {
  const ask = useApp((s) => s.pendingLoad);
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const d = dialog.current;
    if (!d) return;
    if (ask && !d.open) {
      if (typeof d.showModal === 'function') d.showModal();
      else d.setAttribute('open', '');
      d.querySelector<HTMLButtonElement>('[data-testid="ask-load-as-dictionary"]')?.focus();
    } else if (!ask && d.open) {
      d.close();
    }
  }, [ask]);

  const answer = (a: 'puzzle' | 'dictionary' | null) => useApp.getState().answerLoad(a);
  const kindOf = ask?.asPuzzle.kind === 'puzzle' ? 'crossword' : ask?.asPuzzle.kind === 'sudoku' ? 'Sudoku' : 'Futoshiki';
  return (
    <dialog
      ref={dialog}
      data-testid="ask-load"
      aria-labelledby="ask-load-title"
      aria-describedby="ask-load-text"
      className="m-auto max-w-lg rounded-xl border border-slate-300 bg-white p-5 text-slate-900 shadow-xl backdrop:bg-slate-900/40"
      onCancel={(e) => {
        e.preventDefault();
        answer(null);
      }}
    >
      {ask ? (
        <>
          <h2 id="ask-load-title" className="text-lg font-semibold">
            Open “{ask.name}” as a puzzle or as a word list?
          </h2>
          <div id="ask-load-text" className="mt-2 space-y-2 text-sm text-slate-700">
            <p>{ask.reason}</p>
            <ul className="list-disc pl-5">
              <li>
                As a puzzle: {describeLoaded(ask.asPuzzle)}. It replaces the board (Undo brings the board back).
              </li>
              <li>As a word list: {describeLoaded(ask.asDictionary)}. It becomes the dictionary; the board stays as it is.</li>
            </ul>
          </div>
          <div className="mt-4 flex flex-wrap justify-end gap-2">
            <Button data-testid="ask-load-cancel" onClick={() => answer(null)}>
              Cancel
            </Button>
            <Button data-testid="ask-load-as-puzzle" onClick={() => answer('puzzle')}>
              Open as a {kindOf}
            </Button>
            <Button data-testid="ask-load-as-dictionary" variant="primary" onClick={() => answer('dictionary')}>
              Use as the dictionary
            </Button>
          </div>
        </>
      ) : null}
    </dialog>
  );
}
