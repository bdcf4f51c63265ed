/**
 * Why no solution (issue 32), under the run's status after a run ended without solution: the
 * button that asks for the reason, its progress with a Stop button while it is searched, then the
 * reason: its sentence in the interface's language (from the reason's message data), its parts
 * listed where the board cannot show them (a crossword's slots with their patterns and the words
 * that fit each alone, a model's constraints at their lines) and outlined on the board (the boards
 * read `whyMarks`), and whether it was proven minimal.
 */
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { slotName as reasonSlot, type ReasonParam } from '../../../puzzles/reason.ts';
import { useApp, WHY_TIME_MS, type ReasonAnswer } from '../../state/index.ts';
import { Button, ErrorNote } from '../../widgets/ui/index.ts';

/** A reason's sentence (or one of its parameters) in the interface's language. */
export function sayReason(t: TFunction, said: ReasonParam): string {
  if (typeof said === 'string') return said;
  if (typeof said === 'number') return String(said);
  const params: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(said.params)) params[name] = typeof value === 'object' ? sayReason(t, value) : value;
  // A reason key is data from below the app (names.reason.*), not a literal: asked as any key.
  return (t as unknown as (key: string, params: Record<string, string | number>) => string)(said.key, params);
}

export function WhyPanel() {
  const { t } = useTranslation();
  const offered = useApp((s) => s.phase === 'done' && s.status === 'unsatisfiable' && s.runBoard !== null);
  const why = useApp((s) => s.why);
  if (!offered) return null;
  return (
    <section className="mt-3 flex flex-col gap-2" aria-label={t('why.title')} data-testid="why">
      {why.phase === 'working' ? (
        <div className="flex items-center gap-2">
          <progress
            data-testid="why-progress"
            aria-label={t('why.progress')}
            className="h-2 min-w-0 flex-1"
            max={WHY_TIME_MS}
            value={Math.min(WHY_TIME_MS, why.progress?.elapsedMs ?? 0)}
          />
          <Button variant="danger" data-testid="why-stop" onClick={() => useApp.getState().stopWhy()}>
            {t('why.stop')}
          </Button>
        </div>
      ) : why.phase !== 'done' ? (
        <div>
          <Button data-testid="why-no-solution" title={t('why.askHint')} onClick={() => useApp.getState().askWhy()}>
            {t('why.ask')}
          </Button>
        </div>
      ) : null}
      {why.phase === 'working' ? (
        <p className="text-xs text-slate-600" aria-live="polite">
          {why.progress ? t('why.working', { calls: why.progress.calls, best: why.progress.best }) : t('why.progress')}
        </p>
      ) : null}
      {why.phase === 'stopped' ? <p className="text-xs text-slate-600">{t('why.stopped')}</p> : null}
      {why.phase === 'failed' ? <ErrorNote testId="why-failed">{t('why.failed', { error: why.error })}</ErrorNote> : null}
      {why.phase === 'done' ? <Reason answer={why.answer} t={t} /> : null}
    </section>
  );
}

/** Past this many constraints, a model's sentence counts them instead of naming each again: the list under it names them, at their lines. */
const MANY_LISTED = 3;

function Reason({ answer, t }: { answer: ReasonAnswer; t: TFunction }) {
  const layout = useApp((s) => (s.runBoard?.kind === 'crossword' ? s.runBoard.puzzle : null));
  const found = answer.status === 'found';
  const parts = answer.parts;
  const minimalSaid = answer.minimal ? t(parts.kind === 'model' ? 'review32.minimalModel' : 'why.minimal') : answer.stopped === 'signal' ? t('whyStop.notMinimal') : t('why.notMinimal');
  const items =
    parts.kind === 'crossword'
      ? parts.slots.map((x) => {
          const slot = layout?.slots[x.slot];
          const name = slot ? sayReason(t, reasonSlot(slot.number, slot.direction)) : x.name;
          return t('why.slot', { slot: name, pattern: x.pattern, count: x.fit });
        })
      : parts.kind === 'model'
        ? parts.constraints.map((c) => t(parts.linesIn === 'model' ? 'why.line' : 'why.fznLine', { line: c.line, text: c.text }))
        : [];
  return (
    <div data-testid="why-reason" data-minimal={String(answer.minimal)} data-status={answer.status} className="rounded-lg border border-rose-300 bg-rose-50 px-3 py-2 text-sm text-rose-950">
      <p className="font-medium" data-testid="why-sentence">
        {items.length > MANY_LISTED && parts.kind === 'model' ? t('review32.manyConstraints', { count: items.length }) : sayReason(t, answer.sentence)}
      </p>
      {items.length > 0 ? (
        <ul className="mt-1 max-h-32 list-disc overflow-y-auto pl-5 text-xs" data-testid="why-parts">
          {items.map((text, i) => (
            <li key={i}>{text}</li>
          ))}
        </ul>
      ) : null}
      {found ? (
        <p className="mt-1 text-xs" data-testid="why-minimal">
          {parts.kind !== 'model' ? t('review32.then', { first: minimalSaid, then: t('why.shown') }) : minimalSaid}
          <button type="button" data-testid="why-show" className="ml-1 font-medium text-rose-900 underline underline-offset-2 hover:text-rose-700" onClick={() => showOnBoard(parts.kind === 'model')}>
            {t(parts.kind === 'model' ? 'review32.showOnGraph' : 'review32.showOnBoard')}
          </button>
        </p>
      ) : null}
    </div>
  );
}

/**
 * Bring the outlined parts into view: on a phone, and in the one-column layout, the board is far
 * above the run panel (a model's constraints: its graph).
 */
function showOnBoard(model: boolean): void {
  const marked = document.querySelector(model ? '[data-testid="model-why"]' : '[data-testid="board"]');
  const target = model ? (marked?.closest('svg') ?? marked) : marked;
  target?.scrollIntoView({ block: 'center' });
}
