/**
 * Cutset conditioning's cycle cutset for the shown model (test id `cutset-settings`): the app's
 * proposal (a smallest cycle cutset, `smallestCycleCutset`) or the student's own, ticked in the
 * list (`cutset-variable-<name>`) or clicked on the model's graph (`toggleCutsetVariable`); the
 * verdict on the chosen set (`cutset-check`, `data-state` = `proposed`, `ok`, `cycle` or
 * `unknown`: a set leaving a cycle is refused naming the cycle).
 */
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import { pickSettings } from '../../../settings/index.ts';
import { useApp } from '../../../state/index.ts';
import { Button } from '../../../widgets/ui/index.ts';
import { checkCutset, cutsetFacts, cutsetRefusal } from '../cutset.ts';
import { modelInfo } from '../compiled.ts';
import type { ModelPuzzle } from '../puzzle.ts';

/** Add or remove a variable (by name) of the chosen cutset; starting from the app's proposal when none is chosen yet. */
export function toggleCutsetVariable(name: string, proposal: readonly string[]): void {
  const s = useApp.getState();
  if (s.phase === 'running') return;
  const chosen = s.cutset.length > 0 ? s.cutset : proposal;
  s.setAlgorithm({ cutset: chosen.includes(name) ? chosen.filter((n) => n !== name) : [...chosen, name] });
}

/** The shown model's problem and its cutset facts, when it is read. */
export function useCutsetModel() {
  const puzzle = useApp((s) => (s.kind === 'model' ? (s.boards.model.puzzle as ModelPuzzle) : null));
  const info = puzzle ? modelInfo(puzzle) : null;
  if (!info?.ok) return null;
  const problem = info.built.problem;
  return { problem, facts: cutsetFacts(problem) };
}

export function CutsetChooser() {
  const { t } = useTranslation();
  const { cutset, locked } = useApp(useShallow((s) => ({ cutset: pickSettings(s).cutset, locked: s.phase === 'running' })));
  const model = useCutsetModel();
  if (!model) return null;
  const { problem, facts } = model;
  const name = (v: number) => problem.variables[v]!.name;
  const proposal = facts.smallest.set.map(name);
  const check = checkCutset(problem, cutset);
  const refusal = cutsetRefusal(problem, check);
  const shown = check.state === 'proposed' ? proposal : cutset;
  const proposedText =
    proposal.length === 0
      ? t('cutset.choose.proposedNone')
      : t(facts.smallest.exact ? 'cutset.choose.proposedExact' : 'cutset.choose.proposedFound', { cutset: proposal.join(', ') });
  return (
    <div data-testid="cutset-settings" className="grid gap-2 text-sm">
      <p className="text-xs text-slate-600">{t('cutset.settings.about')}</p>
      <p data-testid="cutset-proposal" data-cutset={proposal.join(',')} className="text-slate-800">
        {proposedText}
      </p>
      <p
        data-testid="cutset-check"
        data-state={check.state}
        data-cutset={shown.join(',')}
        // The app's proposal is said just above: this line says a chosen set's verdict.
        hidden={check.state === 'proposed'}
        className={`rounded-md px-2 py-1 text-xs ${refusal ? 'bg-amber-50 text-amber-900' : 'bg-emerald-50 text-emerald-900'}`}
      >
        {refusal ?? (check.state === 'ok' ? t('cutset.choose.ok', { cutset: cutset.join(', '), size: cutset.length, smallest: facts.smallest.size }) : proposedText)}
      </p>
      {check.state !== 'proposed' ? (
        <div>
          <Button data-testid="cutset-use-proposed" disabled={locked} onClick={() => useApp.getState().setAlgorithm({ cutset: [] })}>
            {t('cutset.choose.useProposed')}
          </Button>
        </div>
      ) : null}
      <fieldset className="rounded-md border border-slate-200 px-2 py-1.5" disabled={locked}>
        <legend className="px-1 text-xs font-medium text-slate-700">{t('cutset.choose.list')}</legend>
        <p className="mb-1 text-xs text-slate-600">{t('cutset.choose.hint')}</p>
        <div className="flex max-h-40 flex-wrap gap-x-3 gap-y-1 overflow-auto">
          {problem.variables.map((v) => (
            <label key={v.name} className="inline-flex items-center gap-1">
              <input type="checkbox" data-testid={`cutset-variable-${v.name}`} checked={shown.includes(v.name)} onChange={() => toggleCutsetVariable(v.name, proposal)} />
              <span className="font-mono text-xs">{v.name}</span>
            </label>
          ))}
        </div>
      </fieldset>
    </div>
  );
}
