/** Dictionary and algorithm: native selects whose option values are the core's option strings. */
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import { ALLDIFF_CHOICES, CUSTOM_DICTIONARY, DICTIONARIES, INFERENCE_CHOICES, TIME_LIMITS, VALUE_ORDER_CHOICES, VARIABLE_ORDER_CHOICES, type Choice } from '../catalog.ts';
import { MAX_SIZE, useApp } from '../../state/index.ts';
import { ErrorNote, Field, Panel, selectClass } from '../../widgets/ui/index.ts';
import { ScoreHistogram } from './ScoreHistogram.tsx';

function ChoiceSelect<T extends string>({ label, testId, choices, value, onChange, disabled }: { label: string; testId: string; choices: readonly Choice<T>[]; value: T; onChange: (v: T) => void; disabled: boolean }) {
  const { t } = useTranslation();
  const current = choices.find((c) => c.value === value);
  const hint = current ? t(current.hint.key, current.hint.values) : undefined;
  return (
    <Field label={label} hint={hint}>
      <select data-testid={testId} className={selectClass} value={value} disabled={disabled} title={hint} onChange={(e) => onChange(e.target.value as T)}>
        {choices.map((c) => (
          <option key={c.value} value={c.value} title={t(c.hint.key, c.hint.values)}>
            {t(c.label.key, c.label.values)}
          </option>
        ))}
      </select>
    </Field>
  );
}

export function DictionaryPanel() {
  const { t } = useTranslation();
  const { dictionaryId, custom, lexicon, loading, error, locked } = useApp(
    useShallow((s) => ({
      dictionaryId: s.dictionaryId,
      custom: s.customDictionary,
      lexicon: s.lexicon,
      loading: s.dictionaryLoading,
      error: s.dictionaryError,
      locked: s.phase === 'running',
    })),
  );
  return (
    <Panel title={t('settings.dictionary')}>
      <select
        data-testid="dictionary-select"
        aria-label={t('settings.dictionary')}
        className={selectClass}
        value={dictionaryId}
        disabled={locked}
        onChange={(e) => void useApp.getState().chooseDictionary(e.target.value)}
      >
        {DICTIONARIES.map((d) => (
          <option key={d.id} value={d.id}>
            {t(d.text.key, d.text.values)}
          </option>
        ))}
        <option value={CUSTOM_DICTIONARY} disabled={!custom}>
          {custom ? t('settings.yourFile', { name: custom.name }) : t('settings.ownFile')}
        </option>
      </select>
      <p data-testid="dictionary-info" className="mt-2 text-xs text-slate-600">
        {loading
          ? t('settings.loading')
          : lexicon
            ? t('settings.words', { count: lexicon.wordCount }) +
              (lexicon.id === CUSTOM_DICTIONARY ? t('settings.fromFile', { name: lexicon.name, count: lexicon.skipped }) : '') +
              (lexicon.duplicates > 0 ? t('settings.duplicates', { count: lexicon.duplicates }) : '') +
              (lexicon.tooLong > 0 ? t('settings.tooLong', { count: lexicon.tooLong, max: MAX_SIZE }) : '')
            : ''}
      </p>
      {custom && custom.lexicon.skippedExamples.length > 0 && lexicon?.id === CUSTOM_DICTIONARY ? (
        <p data-testid="dictionary-skipped" className="mt-1 text-xs text-slate-500">
          {t('settings.skipped', { line: custom.lexicon.skippedExamples[0]!.line, text: custom.lexicon.skippedExamples[0]!.text.slice(0, 40) })}
        </p>
      ) : null}
      <ScoreHistogram />
      {error ? <ErrorNote testId="dictionary-error">{t('settings.loadError', { error })}</ErrorNote> : null}
    </Panel>
  );
}

export function AlgorithmPanel() {
  const { t } = useTranslation();
  const s = useApp(
    useShallow((s) => ({
      inference: s.inference,
      ac3: s.ac3,
      variableOrder: s.variableOrder,
      valueOrder: s.valueOrder,
      allSolutions: s.allSolutions,
      reuse: s.reuse,
      timeLimitSeconds: s.timeLimitSeconds,
      alldiff: s.alldiff,
      restarts: s.restarts,
      backjump: s.backjump,
      kind: s.kind,
      locked: s.phase === 'running',
    })),
  );
  const crossword = s.kind === 'crossword';
  const set = useApp((st) => st.setAlgorithm);
  return (
    <Panel title={t('settings.algorithm')}>
      <div className="grid gap-3 md:grid-cols-2 lg:grid-cols-1">
        <ChoiceSelect label={t('settings.inference')} testId="algorithm-inference" choices={INFERENCE_CHOICES} value={s.inference} disabled={s.locked} onChange={(inference) => set({ inference })} />
        <ChoiceSelect label={t('settings.variableOrder')} testId="algorithm-variable-order" choices={VARIABLE_ORDER_CHOICES} value={s.variableOrder} disabled={s.locked} onChange={(variableOrder) => set({ variableOrder })} />
        <ChoiceSelect label={t('settings.valueOrder')} testId="algorithm-value-order" choices={VALUE_ORDER_CHOICES} value={s.valueOrder} disabled={s.locked} onChange={(valueOrder) => set({ valueOrder })} />
        {crossword ? null : (
          <ChoiceSelect label={t('settings.allDifferent')} testId="algorithm-alldiff" choices={ALLDIFF_CHOICES} value={s.alldiff} disabled={s.locked} onChange={(alldiff) => set({ alldiff })} />
        )}
        <Field label={t('settings.solutions')} hint={s.allSolutions ? t('settings.allSolutionsHint') : t('settings.firstSolutionHint')}>
          <select data-testid="algorithm-solutions" className={selectClass} value={s.allSolutions ? 'all' : 'first'} disabled={s.locked} onChange={(e) => set({ allSolutions: e.target.value === 'all' })}>
            <option value="first">{t('settings.firstSolution')}</option>
            <option value="all">{t('settings.allSolutions')}</option>
          </select>
        </Field>
      </div>
      <div className="mt-3 flex flex-col gap-2 text-sm text-slate-700">
        <label className="flex items-center gap-2" title={t('settings.ac3Hint')}>
          <input data-testid="algorithm-ac3" type="checkbox" className="size-4 accent-sky-700" checked={s.ac3} disabled={s.locked} onChange={(e) => set({ ac3: e.target.checked })} />
          {t('settings.ac3')}
        </label>
        <label
          className="flex items-center gap-2"
          title={t('settings.restartsHint')}
        >
          <input
            data-testid="algorithm-restarts"
            type="checkbox"
            className="size-4 accent-sky-700"
            checked={s.restarts}
            disabled={s.locked || s.allSolutions}
            onChange={(e) => set({ restarts: e.target.checked })}
          />
          {t('settings.restarts')}
        </label>
        <label
          className="flex items-center gap-2"
          title={t('settings.backjumpHint')}
        >
          <input
            data-testid="algorithm-backjump"
            type="checkbox"
            className="size-4 accent-sky-700"
            checked={s.backjump}
            disabled={s.locked}
            onChange={(e) => set({ backjump: e.target.checked })}
          />
          {t('settings.backjump')}
        </label>
        {crossword ? (
          <label className="flex items-center gap-2" title={t('settings.reuseHint')}>
            <input data-testid="algorithm-reuse" type="checkbox" className="size-4 accent-sky-700" checked={s.reuse} disabled={s.locked} onChange={(e) => set({ reuse: e.target.checked })} />
            {t('settings.reuse')}
          </label>
        ) : null}
        <label className="flex items-center gap-2">
          {t('settings.timeLimit')}
          <select data-testid="algorithm-time-limit" className="rounded-md border border-slate-300 px-2 py-1 text-sm" value={s.timeLimitSeconds} disabled={s.locked} onChange={(e) => set({ timeLimitSeconds: Number(e.target.value) })}>
            {TIME_LIMITS.map((l) => (
              <option key={l.seconds} value={l.seconds}>
                {t(l.label.key, l.label.values)}
              </option>
            ))}
          </select>
        </label>
      </div>
    </Panel>
  );
}
