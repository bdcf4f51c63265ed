/** Dictionary and algorithm: native selects whose option values are the core's option strings. */
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import { ALLDIFF_CHOICES, CUSTOM_DICTIONARY, DICTIONARIES, INFERENCE_CHOICES, STRATEGY_CHOICES, TIME_LIMITS, VARIABLE_ORDER_CHOICES, valueOrderChoices, type Choice } from '../catalog.ts';
import { MAX_STEPS_CHOICES, SEARCH_CHOICES, WALK_CHOICES, type SearchKind } from '../catalog.ts';
import { activePreset, chooseInference, PRESETS, summaryLine, summaryParts } from '../presets.ts';
import { pickSettings, type Settings } from '../schema.ts';
import { MAX_SIZE, useApp } from '../../state/index.ts';
import { CutsetChooser, useCutsetModel, useCutsetNotOffered, useTreeNotOffered } from '../../kinds/ui/index.ts';
import { Button, CheckboxField, ErrorNote, Field, InlineSelect, Panel, selectClass, type SelectOption } from '../../widgets/ui/index.ts';
import { ScoreHistogram } from './ScoreHistogram.tsx';
import { WordChoices } from './WordChoices.tsx';
import { textOf } from '../../i18n/index.ts';

function ChoiceSelect<T extends string>({
  label,
  testId,
  choices,
  value,
  onChange,
  disabled,
  unavailable,
  why,
}: {
  label: string;
  testId: string;
  choices: readonly Choice<T>[];
  value: T;
  onChange: (v: T) => void;
  disabled: boolean;
  /** Choices shown but not offered now (the tree algorithm off a tree), unless chosen already. */
  unavailable?: (v: T) => boolean;
  /** Why a choice is not offered (its tooltip then), or null. */
  why?: (v: T) => string | null;
}) {
  const { t } = useTranslation();
  const current = choices.find((c) => c.value === value);
  const hint = current ? textOf(current.hint, t) : undefined;
  return (
    <Field label={label} hint={hint}>
      <select data-testid={testId} className={selectClass} value={value} disabled={disabled} title={hint} onChange={(e) => onChange(e.target.value as T)}>
        {choices.map((c) => (
          <option key={c.value} value={c.value} title={why?.(c.value) ?? textOf(c.hint, t)} disabled={c.value !== value && unavailable?.(c.value) === true}>
            {textOf(c.label, t)}
          </option>
        ))}
      </select>
    </Field>
  );
}

export function DictionaryPanel() {
  const { t } = useTranslation();
  const { dictionaryId, custom, lexicon, loading, error, locked, restoring, note } = useApp(
    useShallow((s) => ({
      dictionaryId: s.dictionaryId,
      custom: s.customDictionary,
      lexicon: s.lexicon,
      loading: s.dictionaryLoading,
      error: s.dictionaryError,
      locked: s.phase === 'running',
      restoring: s.dictionaryRestoring,
      note: s.dictionaryNote,
    })),
  );
  // After a reload, the user's list is read back from the browser's storage: the panel says so.
  const waiting = restoring !== null && !custom;
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
            {textOf(d.text, t)}
          </option>
        ))}
        <option value={CUSTOM_DICTIONARY} disabled={!custom}>
          {custom ? t('settings.yourFile', { name: custom.name }) : waiting ? t('settings.yourFile', { name: restoring }) : t('settings.ownFile')}
        </option>
      </select>
      <p data-testid="dictionary-info" className="mt-2 text-xs text-slate-600">
        {waiting && dictionaryId === CUSTOM_DICTIONARY
          ? t('settings.restoring', { name: restoring })
          : loading
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
      <WordChoices />
      {note && lexicon?.id === CUSTOM_DICTIONARY ? (
        <p data-testid="dictionary-note" className="mt-1 text-xs text-orange-800">
          {textOf(note, t)}
        </p>
      ) : null}
      {error ? <ErrorNote testId="dictionary-error">{t('settings.loadError', { error: textOf(error, t) })}</ErrorNote> : null}
    </Panel>
  );
}

/** The textbook algorithms, one click each (the one the settings are now is pressed). */
function Presets({ settings, disabled }: { settings: Settings; disabled: boolean }) {
  const { t } = useTranslation();
  const active = activePreset(settings);
  return (
    <div role="group" aria-label={t('settings.presets')} title={t('settings.presetsHint')}>
      <span className="mb-1 block text-sm font-medium text-slate-700">{t('settings.presets')}</span>
      <div className="flex flex-wrap gap-1.5">
        {PRESETS.map((p) => (
          <Button
            key={p.id}
            data-testid={`algorithm-preset-${p.id}`}
            aria-pressed={active?.id === p.id}
            title={textOf(p.hint, t)}
            disabled={disabled}
            variant={active?.id === p.id ? 'primary' : 'plain'}
            className="px-2 py-1 text-xs"
            onClick={() => useApp.getState().setAlgorithm(p.patch)}
          >
            {textOf(p.label, t)}
          </Button>
        ))}
      </div>
    </div>
  );
}

/**
 * The search (test id `algorithm-search`: backtracking, min-conflicts, the tree algorithm) and, for
 * a model or the tree algorithm, why the tree algorithm is offered or not for the shown board.
 * `inline`: one row (label, picker, the choice's hint as its tooltip) for the teaching layout's
 * strip, where a lesson's chapter or a kind needs it on screen rather than in the folded settings.
 */
export function SearchPicker({ inline = false }: { inline?: boolean }) {
  const { t } = useTranslation();
  const { search, kind, locked } = useApp(useShallow((s) => ({ search: pickSettings(s).search, kind: s.kind, locked: s.phase === 'running' })));
  const treeRefusal = useTreeNotOffered();
  const cutsetRefusal = useCutsetNotOffered();
  const set = useApp((st) => st.setAlgorithm);
  // Not beside min-conflicts or cutset conditioning: their own settings follow, and the tree algorithm's note would stay from a choice left.
  // In the teaching layout's strip only while the tree algorithm is chosen (there, a model's views need the height;
  // the picker's disabled option says why it is not offered).
  const offer =
    search !== 'min-conflicts' && search !== 'cutset' && (inline ? search === 'tree' : kind === 'model' || search === 'tree') ? (
      <p data-testid="tree-offer" data-offered={treeRefusal === null ? 'yes' : 'no'} className={`${inline ? '' : 'mt-1.5 '}rounded-md px-2 py-1 text-xs ${treeRefusal === null ? 'bg-emerald-50 text-emerald-900' : 'bg-amber-50 text-amber-900'}`}>
        {treeRefusal ?? t('tree.settings.offered')}
      </p>
    ) : null;
  // Cutset conditioning: whether it is offered (a model, no objective, a small cutset), said while it is chosen.
  const cutsetOffer =
    search === 'cutset' ? (
      <p data-testid="cutset-offer" data-offered={cutsetRefusal === null ? 'yes' : 'no'} className={`${inline ? '' : 'mt-1.5 '}rounded-md px-2 py-1 text-xs ${cutsetRefusal === null ? 'bg-emerald-50 text-emerald-900' : 'bg-amber-50 text-amber-900'}`}>
        {cutsetRefusal ?? t('cutset.settings.offered')}
      </p>
    ) : null;
  const refusalOf = (v: SearchKind) => (v === 'tree' ? treeRefusal : v === 'cutset' ? cutsetRefusal : null);
  const unavailable = (v: SearchKind) => refusalOf(v) !== null;
  if (inline) {
    const current = SEARCH_CHOICES.find((c) => c.value === search);
    return (
      <>
        <InlineSelect
          label={<span className="font-medium">{t('local.settings.search')}</span>}
          testId="algorithm-search"
          hint={current ? textOf(current.hint, t) : undefined}
          value={search}
          disabled={locked}
          options={SEARCH_CHOICES.map((c) => ({ value: c.value, label: textOf(c.label, t), title: refusalOf(c.value) ?? textOf(c.hint, t), disabled: c.value !== search && unavailable(c.value) }))}
          onChange={(v) => set({ search: v })}
        />
        {offer}
        {cutsetOffer}
      </>
    );
  }
  return (
    <>
      <ChoiceSelect label={t('local.settings.search')} testId="algorithm-search" choices={SEARCH_CHOICES} value={search} disabled={locked} unavailable={unavailable} why={refusalOf} onChange={(v) => set({ search: v })} />
      {offer}
      {cutsetOffer}
    </>
  );
}

/** `search={false}`: without the search picker (the teaching layout shows it in its strip). */
export function AlgorithmPanel({ search = true }: { search?: boolean }) {
  const { t, i18n } = useTranslation();
  const s = useApp(
    useShallow((s) => ({
      ...pickSettings(s),
      kind: s.kind,
      locked: s.phase === 'running',
    })),
  );
  const crossword = s.kind === 'crossword';
  // Min-conflicts has none of backtracking's switches: its own (walk, max steps) replace them.
  const local = s.search === 'min-conflicts';
  const tree = s.search === 'tree';
  const set = useApp((st) => st.setAlgorithm);
  // An optimisation model searches on past every solution for a better one, whatever Solutions says.
  const model = useCutsetModel();
  const objective = model?.problem.objective ?? null;
  const solutionsHint = objective
    ? t('review32.solutionsOptimising', { sense: objective.sense, variable: model!.problem.variables[objective.variable]?.name ?? '' })
    : s.allSolutions
      ? t('settings.allSolutionsHint')
      : t('settings.firstSolutionHint');
  /** A select of one number setting (locked while a search runs): its label, test id, choices and hint. */
  const numberSetting = (field: 'timeLimitSeconds' | 'walk' | 'maxSteps', label: string, testId: string, options: readonly SelectOption<number>[], hint?: string) => (
    <InlineSelect label={label} testId={testId} hint={hint} value={s[field]} disabled={s.locked} options={options} onChange={(value) => set({ [field]: value })} />
  );
  // Both searches take a time limit: one control, shown in either branch.
  const timeLimit = numberSetting(
    'timeLimitSeconds',
    t('settings.timeLimit'),
    'algorithm-time-limit',
    TIME_LIMITS.map((l) => ({ value: l.seconds, label: textOf(l.label, t) })),
  );
  return (
    <Panel title={t('settings.algorithm')}>
      <p data-testid="algorithm-summary" className="mb-3 rounded-md bg-slate-50 px-2 py-1.5 text-sm text-slate-800">
        <span className="font-medium">{t('settings.summaryLabel')}: </span>
        {summaryLine(summaryParts(s, s.kind), t)}
      </p>
      {search ? (
        <div className="mb-3">
          <SearchPicker />
        </div>
      ) : null}
      {s.search === 'cutset' ? (
        <div className="grid gap-3">
          <CutsetChooser />
          {timeLimit}
        </div>
      ) : tree ? (
        <div data-testid="tree-settings" className="grid gap-3">
          <p className="text-xs text-slate-600">{t('tree.settings.about')}</p>
          {timeLimit}
        </div>
      ) : local ? (
        <div data-testid="local-settings" className="grid gap-3 md:grid-cols-2 lg:grid-cols-1">
          {crossword ? (
            <p data-testid="local-not-offered" className="rounded-md bg-amber-50 px-2 py-1.5 text-sm text-amber-900">
              {t('local.settings.notOffered')}
            </p>
          ) : null}
          <p className="text-xs text-slate-600">{t('local.settings.start')}</p>
          {numberSetting(
            'walk',
            t('local.settings.walk'),
            'algorithm-walk',
            WALK_CHOICES.map((p) => ({ value: p, label: String(p) })),
            t('local.settings.walkHint'),
          )}
          {numberSetting(
            'maxSteps',
            t('local.settings.maxSteps'),
            'algorithm-max-steps',
            MAX_STEPS_CHOICES.map((n) => ({ value: n, label: n.toLocaleString(i18n.language) })),
            t('local.settings.maxStepsHint'),
          )}
          {timeLimit}
        </div>
      ) : (
        <>
      <Presets settings={s} disabled={s.locked} />
      <div className="mt-3 grid gap-3 md:grid-cols-2 lg:grid-cols-1">
        <ChoiceSelect label={t('settings.inference')} testId="algorithm-inference" choices={INFERENCE_CHOICES} value={s.inference} disabled={s.locked} onChange={(inference) => set(chooseInference(inference))} />
        <ChoiceSelect label={t('settings.strategy')} testId="algorithm-strategy" choices={STRATEGY_CHOICES} value={s.strategy} disabled={s.locked} onChange={(strategy) => set({ strategy })} />
        <ChoiceSelect label={t('settings.variableOrder')} testId="algorithm-variable-order" choices={VARIABLE_ORDER_CHOICES} value={s.variableOrder} disabled={s.locked} onChange={(variableOrder) => set({ variableOrder })} />
        <ChoiceSelect label={t('settings.valueOrder')} testId="algorithm-value-order" choices={valueOrderChoices(s.kind)} value={s.valueOrder} disabled={s.locked} onChange={(valueOrder) => set({ valueOrder })} />
        {crossword ? null : (
          <ChoiceSelect label={t('settings.allDifferent')} testId="algorithm-alldiff" choices={ALLDIFF_CHOICES} value={s.alldiff} disabled={s.locked} onChange={(alldiff) => set({ alldiff })} />
        )}
        <Field label={t('settings.solutions')} hint={solutionsHint}>
          <select data-testid="algorithm-solutions" className={selectClass} value={s.allSolutions ? 'all' : 'first'} disabled={s.locked} onChange={(e) => set({ allSolutions: e.target.value === 'all' })}>
            <option value="first">{t('settings.firstSolution')}</option>
            <option value="all">{t('settings.allSolutions')}</option>
          </select>
        </Field>
      </div>
      <div className="mt-3 flex flex-col gap-2">
        <CheckboxField testId="algorithm-ac3" label={t('settings.ac3')} hint={t('settings.ac3Hint')} checked={s.ac3} disabled={s.locked} onChange={(ac3) => set({ ac3 })} />
        <CheckboxField testId="algorithm-restarts" label={t('settings.restarts')} hint={t('settings.restartsHint')} checked={s.restarts} disabled={s.locked || s.allSolutions} onChange={(restarts) => set({ restarts })} />
        <CheckboxField testId="algorithm-backjump" label={t('settings.backjump')} hint={t('settings.backjumpHint')} checked={s.backjump} disabled={s.locked} onChange={(backjump) => set({ backjump })} />
        {crossword ? <CheckboxField testId="algorithm-reuse" label={t('settings.reuse')} hint={t('settings.reuseHint')} checked={s.reuse} disabled={s.locked} onChange={(reuse) => set({ reuse })} /> : null}
        {timeLimit}
      </div>
        </>
      )}
    </Panel>
  );
}
