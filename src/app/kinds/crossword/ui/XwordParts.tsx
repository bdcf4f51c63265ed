/** The crossword panel's parts for crossword files (.puz, .ipuz, .jpz): the title, the "keep the letters" box and the note of what a file's reading left out. */
import { useTranslation } from 'react-i18next';
import { useApp } from '../../../state/index.ts';
import { CheckboxField } from '../../../widgets/ui/index.ts';

/** The title of the crossword file the board came from, above the board. */
export function XwordTitle() {
  const title = useApp((s) => s.boards.crossword.puzzle.title);
  if (!title) return null;
  return (
    <h2 data-testid="puzzle-title" className="text-center text-lg font-semibold text-slate-900">
      {title}
    </h2>
  );
}

/** Keep the solution letters of crossword files as given letters (remembered with the crossword). */
export function KeepLettersBox() {
  const { t } = useTranslation();
  const keep = useApp((s) => s.keepLetters);
  const locked = useApp((s) => s.phase === 'running');
  return (
    <CheckboxField
      testId="keep-letters"
      label={t('xword.keepLetters')}
      hint={t('xword.keepLettersHint')}
      checked={keep}
      disabled={locked}
      onChange={(on) => useApp.getState().setKeepLetters(on)}
    />
  );
}

/** What the last crossword file's reading left out or kept, while its board is as it was opened. */
export function XwordNoteLine() {
  const { t } = useTranslation();
  const note = useApp((s) => (s.xwordNote && s.xwordNote.layout === s.boards.crossword.puzzle ? s.xwordNote.note : null));
  if (!note) return null;
  const parts: string[] = [t('xword.opened', { name: note.name, format: note.format.toUpperCase() })];
  if (note.scrambled) parts.push(t('xword.scrambled'));
  if (note.lettersDropped > 0) parts.push(t('xword.lettersDropped', { count: note.lettersDropped }));
  if (note.lettersKept > 0) parts.push(t('xword.lettersKept', { count: note.lettersKept }));
  if (note.prefilled > 0) parts.push(t('xword.prefilled', { count: note.prefilled }));
  if (note.rebusCells > 0) parts.push(t('xword.rebus', { count: note.rebusCells }));
  return (
    <p data-testid="xword-note" role="status" className="rounded-md bg-sky-50 px-3 py-2 text-sm text-sky-950">
      {parts.join(' ')}
    </p>
  );
}
