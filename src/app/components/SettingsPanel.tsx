/** Dictionary and algorithm: native selects whose option values are the core's option strings. */
import { useShallow } from 'zustand/react/shallow';
import { ALLDIFF_CHOICES, CUSTOM_DICTIONARY, DICTIONARIES, INFERENCE_CHOICES, TIME_LIMITS, VALUE_ORDER_CHOICES, VARIABLE_ORDER_CHOICES, type Choice } from '../catalog.ts';
import { MAX_SIZE, useApp } from '../store.ts';
import { ErrorNote, Field, Panel, selectClass } from './ui.tsx';

function ChoiceSelect<T extends string>({ label, testId, choices, value, onChange, disabled }: { label: string; testId: string; choices: readonly Choice<T>[]; value: T; onChange: (v: T) => void; disabled: boolean }) {
  const current = choices.find((c) => c.value === value);
  return (
    <Field label={label} hint={current?.hint}>
      <select data-testid={testId} className={selectClass} value={value} disabled={disabled} title={current?.hint} onChange={(e) => onChange(e.target.value as T)}>
        {choices.map((c) => (
          <option key={c.value} value={c.value} title={c.hint}>
            {c.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

export function DictionaryPanel() {
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
    <Panel title="Dictionary">
      <select
        data-testid="dictionary-select"
        aria-label="Dictionary"
        className={selectClass}
        value={dictionaryId}
        disabled={locked}
        onChange={(e) => void useApp.getState().chooseDictionary(e.target.value)}
      >
        {DICTIONARIES.map((d) => (
          <option key={d.id} value={d.id}>
            {d.label}
          </option>
        ))}
        <option value={CUSTOM_DICTIONARY} disabled={!custom}>
          {custom ? `Your file: ${custom.name}` : 'Your own file (load or drop one)'}
        </option>
      </select>
      <p data-testid="dictionary-info" className="mt-2 text-xs text-slate-600">
        {loading
          ? 'Loading…'
          : lexicon
            ? `${lexicon.wordCount.toLocaleString('en')} words` +
              (lexicon.id === CUSTOM_DICTIONARY ? ` from ${lexicon.name}; ${lexicon.skipped.toLocaleString('en')} lines skipped` : '') +
              (lexicon.duplicates > 0 ? `, ${lexicon.duplicates.toLocaleString('en')} duplicates merged` : '') +
              (lexicon.tooLong > 0 ? `, ${lexicon.tooLong.toLocaleString('en')} words longer than ${MAX_SIZE} letters left out (no board is that wide)` : '')
            : ''}
      </p>
      {custom && custom.lexicon.skippedExamples.length > 0 && lexicon?.id === CUSTOM_DICTIONARY ? (
        <p data-testid="dictionary-skipped" className="mt-1 text-xs text-slate-500">
          Skipped e.g. line {custom.lexicon.skippedExamples[0]!.line}: “{custom.lexicon.skippedExamples[0]!.text.slice(0, 40)}” (not only letters)
        </p>
      ) : null}
      {error ? <ErrorNote testId="dictionary-error">Could not load the dictionary — {error}</ErrorNote> : null}
    </Panel>
  );
}

export function AlgorithmPanel() {
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
    <Panel title="Algorithm">
      <div className="grid gap-3 md:grid-cols-2 lg:grid-cols-1">
        <ChoiceSelect label="Inference" testId="algorithm-inference" choices={INFERENCE_CHOICES} value={s.inference} disabled={s.locked} onChange={(inference) => set({ inference })} />
        <ChoiceSelect label="Variable order" testId="algorithm-variable-order" choices={VARIABLE_ORDER_CHOICES} value={s.variableOrder} disabled={s.locked} onChange={(variableOrder) => set({ variableOrder })} />
        <ChoiceSelect label="Value order" testId="algorithm-value-order" choices={VALUE_ORDER_CHOICES} value={s.valueOrder} disabled={s.locked} onChange={(valueOrder) => set({ valueOrder })} />
        {crossword ? null : (
          <ChoiceSelect label="All-different" testId="algorithm-alldiff" choices={ALLDIFF_CHOICES} value={s.alldiff} disabled={s.locked} onChange={(alldiff) => set({ alldiff })} />
        )}
        <Field label="Solutions" hint={s.allSolutions ? 'Keep searching after each solution until the space is exhausted.' : 'Stop at the first solution.'}>
          <select data-testid="algorithm-solutions" className={selectClass} value={s.allSolutions ? 'all' : 'first'} disabled={s.locked} onChange={(e) => set({ allSolutions: e.target.value === 'all' })}>
            <option value="first">First solution</option>
            <option value="all">All solutions</option>
          </select>
        </Field>
      </div>
      <div className="mt-3 flex flex-col gap-2 text-sm text-slate-700">
        <label className="flex items-center gap-2" title="Run AC-3 once on every crossing before the search starts.">
          <input data-testid="algorithm-ac3" type="checkbox" className="size-4 accent-sky-700" checked={s.ac3} disabled={s.locked} onChange={(e) => set({ ac3: e.target.checked })} />
          AC-3 before search
        </label>
        <label
          className="flex items-center gap-2"
          title="After 50, 50, 100, 50, 50, 100, 200, … failures, start again from the empty board, keeping what dom/wdeg learnt about hard constraints (first solution only). Helps on big open grids."
        >
          <input
            data-testid="algorithm-restarts"
            type="checkbox"
            className="size-4 accent-sky-700"
            checked={s.restarts}
            disabled={s.locked || s.allSolutions}
            onChange={(e) => set({ restarts: e.target.checked })}
          />
          Restarts (Luby, keeps dom/wdeg weights)
        </label>
        <label
          className="flex items-center gap-2"
          title="Conflict-directed backjumping: when no value is left for a variable, go back at once to the deepest assignment that caused its failures, skipping the ones in between (after a solution the search backs up one step at a time)."
        >
          <input
            data-testid="algorithm-backjump"
            type="checkbox"
            className="size-4 accent-sky-700"
            checked={s.backjump}
            disabled={s.locked}
            onChange={(e) => set({ backjump: e.target.checked })}
          />
          Backjumping (conflict-directed)
        </label>
        {crossword ? (
          <label className="flex items-center gap-2" title="Allow the same word in two slots (the seed-000 experiments did).">
            <input data-testid="algorithm-reuse" type="checkbox" className="size-4 accent-sky-700" checked={s.reuse} disabled={s.locked} onChange={(e) => set({ reuse: e.target.checked })} />
            Allow a word in several slots
          </label>
        ) : null}
        <label className="flex items-center gap-2">
          Time limit
          <select data-testid="algorithm-time-limit" className="rounded-md border border-slate-300 px-2 py-1 text-sm" value={s.timeLimitSeconds} disabled={s.locked} onChange={(e) => set({ timeLimitSeconds: Number(e.target.value) })}>
            {TIME_LIMITS.map((t) => (
              <option key={t.seconds} value={t.seconds}>
                {t.label}
              </option>
            ))}
          </select>
        </label>
      </div>
    </Panel>
  );
}
