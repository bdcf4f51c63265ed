/** Under "No solution" on a crossword: what to change, computed from the run (test id `no-fill-hint`). */
import { useTranslation } from 'react-i18next';
import { textOf } from '../../i18n/index.ts';
import { useShallow } from 'zustand/react/shallow';
import { DICTIONARIES } from '../../settings/index.ts';
import { noFillHint } from '../lesson.ts';
import { useApp } from '../../state/index.ts';
import { splitKey } from '../../run/index.ts';

export function NoFillHint() {
  const { t } = useTranslation();
  const s = useApp(
    useShallow((s) => ({
      show: s.kind === 'crossword' && s.phase === 'done' && s.status === 'unsatisfiable',
      layout: s.runLayout ?? s.boards.crossword.puzzle,
      emptySlots: s.emptySlots,
      trace: s.trace,
      words: s.words,
      lexicon: s.lexicon,
      dictionaryId: s.dictionaryId,
      runDictionary: s.runDictionary,
    })),
  );
  if (!s.show) return null;
  // A bundled list by its name in the interface's language; the user's own list by its file name.
  const bundled = DICTIONARIES.find((d) => d.id === s.dictionaryId);
  const dictionary = bundled ? textOf(bundled.text, t) : (s.lexicon?.name ?? s.dictionaryId);
  const hint = noFillHint({
    slots: s.layout.slots,
    hasBlocks: s.layout.blocks.some(Boolean),
    emptySlots: s.emptySlots,
    trace: s.trace,
    dictionary,
    wordsOfLength: (n) => s.lexicon?.lengths.get(n) ?? 0,
  });
  const said = textOf({ key: `lesson.hint.${hint.key}`, params: hint.values }, t);
  // The run's minimum score (its list's key carries it): the words below it were left out, another change that may help.
  const minScore = s.runDictionary !== null ? (splitKey(s.runDictionary).choices?.minScore ?? 0) : 0;
  return (
    <p data-testid="no-fill-hint" className="mt-2 rounded-md border border-sky-200 bg-sky-50 px-3 py-2 text-sm text-sky-950">
      {minScore > 0 ? t('review32.then', { first: said, then: t('review32.minScore', { minScore }) }) : said}
    </p>
  );
}
