/**
 * The question asked when a file could be a puzzle or a word list: a modal <dialog> (focus moves
 * into it, Tab stays inside, Escape loads nothing, focus returns where it was).
 */
import type { TFunction } from 'i18next';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { PuzzleFile } from '../../../puzzles/files.ts';
import { textOf } from '../../i18n/index.ts';
import { kindOf } from '../../kinds/index.ts';
import { useApp } from '../../state/index.ts';
import { Button } from '../../widgets/ui/index.ts';

/** What a loaded file holds, in the interface's language (the words and file names as they are). */
export function describeLoadedIn(t: TFunction, file: PuzzleFile | { kind: 'dictionary'; summary: { wordCount: number; skipped: number } }): string {
  if (file.kind === 'puzzle') {
    const what = kindOf(file.puzzleKind).fileSummary(file.puzzles, file.name);
    return textOf(what, t);
  }
  const { wordCount, skipped } = file.summary;
  const list = t('loadQuestion.wordList', { count: wordCount });
  return skipped > 0 ? t('loadQuestion.linesSkipped', { list, count: skipped }) : list;
}

export function LoadQuestion() {
  const { t } = useTranslation();
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

  const answer = (a: 'puzzle' | 'dictionary' | null) => void useApp.getState().answerLoad(a);
  const opening = ask ? kindOf(ask.asPuzzle.puzzleKind).openAs : null;
  const openAs = opening ? textOf(opening, t) : '';
  return (
    <dialog
      ref={dialog}
      data-testid="ask-load"
      aria-labelledby="ask-load-title"
      aria-describedby="ask-load-text"
      className="m-auto max-w-lg rounded-xl border border-slate-300 bg-white p-5 text-slate-900 shadow-xl backdrop:bg-black/50"
      onCancel={(e) => {
        e.preventDefault();
        answer(null);
      }}
    >
      {ask ? (
        <>
          <h2 id="ask-load-title" className="text-lg font-semibold">
            {t('loadQuestion.title', { name: ask.name })}
          </h2>
          <div id="ask-load-text" className="mt-2 space-y-2 text-sm text-slate-700">
            <p>{textOf(ask.reason, t)}</p>
            <ul className="list-disc pl-5">
              <li>{t('loadQuestion.asPuzzle', { what: describeLoadedIn(t, ask.asPuzzle) })}</li>
              <li>{t('loadQuestion.asDictionary', { what: describeLoadedIn(t, ask.asDictionary) })}</li>
            </ul>
          </div>
          <div className="mt-4 flex flex-wrap justify-end gap-2">
            <Button data-testid="ask-load-cancel" onClick={() => answer(null)}>
              {t('loadQuestion.cancel')}
            </Button>
            <Button data-testid="ask-load-as-puzzle" onClick={() => answer('puzzle')}>
              {openAs}
            </Button>
            <Button data-testid="ask-load-as-dictionary" variant="primary" onClick={() => answer('dictionary')}>
              {t('loadQuestion.useAsDictionary')}
            </Button>
          </div>
        </>
      ) : null}
    </dialog>
  );
}
