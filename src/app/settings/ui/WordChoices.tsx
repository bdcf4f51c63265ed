/**
 * A puzzle maker's own word choices, under the dictionary: the minimum score (a setting), the
 * banned and preferred words of this puzzle (kept with the crossword board), and how many words
 * they leave to fill with (the solver worker counts them: `checkChosen`).
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import { useApp } from '../../state/index.ts';
import { Button, CheckboxField, selectClass } from '../../widgets/ui/index.ts';
import { MAX_MIN_SCORE } from '../schema.ts';

const EMPTY: readonly string[] = [];

function WordList({ which, words, disabled }: { which: 'ban' | 'prefer'; words: readonly string[]; disabled: boolean }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');
  const change = (next: readonly string[]) => {
    const layout = useApp.getState().boards.crossword.puzzle;
    const ban = which === 'ban' ? next : (layout.ban ?? EMPTY);
    const prefer = which === 'prefer' ? next : (layout.prefer ?? EMPTY);
    useApp.getState().edit('crossword', { type: 'words', ban, prefer });
  };
  const add = () => {
    const items = draft.split(/[,\n]/).map((w) => w.trim()).filter((w) => w !== '');
    if (items.length === 0) return;
    change([...words, ...items]);
    setDraft('');
  };
  return (
    <div className="mt-2">
      <span className="block text-xs font-medium text-slate-700">{t(`makers.${which}`)}</span>
      <ul data-testid={`${which}-list`} className="mt-1 flex flex-wrap gap-1 text-xs">
        {words.length === 0 ? <li className="text-slate-500">{t('makers.noWords')}</li> : null}
        {words.map((w) => (
          <li key={w} data-testid={`${which}-word`} data-word={w} className="inline-flex items-center gap-1 rounded border border-slate-300 px-1.5 py-0.5 font-mono uppercase">
            {w}
            <button
              type="button"
              data-testid={`${which}-remove`}
              aria-label={t('makers.remove', { word: w.toUpperCase() })}
              title={t('makers.remove', { word: w.toUpperCase() })}
              disabled={disabled}
              className="text-slate-500 hover:text-orange-700 disabled:opacity-45"
              onClick={() => change(words.filter((x) => x !== w))}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      <div className="mt-1 flex gap-1">
        <input
          data-testid={`${which}-input`}
          aria-label={t(`makers.${which}`)}
          placeholder={t('makers.wordPlaceholder')}
          className={`${selectClass} min-w-0 flex-1`}
          value={draft}
          disabled={disabled}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              add();
            }
          }}
        />
        <Button data-testid={`${which}-add`} disabled={disabled || draft.trim() === ''} onClick={add}>
          {t('makers.add')}
        </Button>
      </div>
    </div>
  );
}

export function WordChoices() {
  const { t } = useTranslation();
  const { lexicon, minScore, valueOrder, ban, prefer, chosen, locked, foldAccents } = useApp(
    useShallow((s) => ({
      lexicon: s.lexicon,
      minScore: s.minScore,
      foldAccents: s.foldAccents,
      valueOrder: s.valueOrder,
      ban: s.boards.crossword.puzzle.ban ?? EMPTY,
      prefer: s.boards.crossword.puzzle.prefer ?? EMPTY,
      chosen: s.chosenWords,
      locked: s.phase === 'running',
    })),
  );
  useEffect(() => void useApp.getState().checkChosen(), [lexicon, minScore, valueOrder, ban, prefer, foldAccents]);
  // What is typed, until it is committed (Enter or leaving the field); then the setting shows.
  const [draft, setDraft] = useState<string | null>(null);
  const text = draft ?? String(minScore);
  const commit = (raw: string) => {
    const n = Number(raw.trim() === '' ? 0 : raw);
    if (Number.isSafeInteger(n) && n >= 0 && n <= MAX_MIN_SCORE) useApp.getState().setAlgorithm({ minScore: n });
    setDraft(null);
  };
  const scored = (lexicon?.scores?.scored ?? 0) > 0;
  return (
    <div data-testid="word-choices" className="mt-3 border-t border-slate-200 pt-2">
      {scored || minScore > 0 ? (
        <label className="flex items-center justify-between gap-2 text-sm" title={t('makers.minScoreHint')}>
          <span className="font-medium text-slate-700">{t('makers.minScore')}</span>
          <input
            data-testid="min-score"
            type="number"
            min={0}
            max={MAX_MIN_SCORE}
            step={1}
            className={selectClass.replace('w-full', 'w-24 shrink-0')}
            value={text}
            disabled={locked}
            onChange={(e) => setDraft(e.target.value)}
            onBlur={(e) => commit(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') commit((e.target as HTMLInputElement).value);
            }}
          />
        </label>
      ) : null}
      <CheckboxField
        testId="fold-accents"
        label={t('makers.foldAccents')}
        hint={t('makers.foldAccentsHint')}
        checked={foldAccents}
        disabled={locked}
        onChange={(on) => useApp.getState().setAlgorithm({ foldAccents: on })}
        className="mt-1"
      />
      {chosen && lexicon && (chosen.key !== lexicon.key || minScore > 0) ? (
        <p data-testid="chosen-words" data-count={chosen.wordCount} className="mt-1 text-xs text-slate-600">
          {t('makers.chosenWords', { count: chosen.wordCount, below: chosen.belowMinimum, banned: chosen.banned })}
        </p>
      ) : null}
      <WordList which="ban" words={ban} disabled={locked} />
      <WordList which="prefer" words={prefer} disabled={locked} />
    </div>
  );
}
