/**
 * The in-app guide (test id `help` opens it; `guide-panel` while open): each algorithm setting in
 * two sentences (guide.ts lists them), each with a "show me" (`guide-show-<id>`) that applies the
 * setting over the user's other settings and solves the puzzle on the board. The settings from
 * before the first "show me" are kept until the user puts them back (`guide-restore`), also after
 * the guide is closed; they are kept in the store (`keepSettings('guide', …)`), the same one way
 * the lesson keeps the user's settings. A non-modal dialog at the left edge (the board and the run stay in view):
 * focus moves into it when it opens and back to the Help button when it closes; Esc closes it.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import { ALLDIFF_CHOICES, INFERENCE_CHOICES, QUICK_SAMPLES, SCORE_ORDER_CHOICE, STRATEGY_CHOICES, VALUE_ORDER_CHOICES, VARIABLE_ORDER_CHOICES, type Choice, type AlgorithmSettings } from '../../settings/index.ts';
import { changedBy, GUIDE, GUIDE_GROUPS, GUIDED_SETTINGS, type GuideEntry, type GuidedSetting } from '../guide.ts';
import { useApp, type AppState } from '../../state/index.ts';
import { Button } from '../../widgets/ui/index.ts';
import { textOf } from '../../i18n/index.ts';

type Guided = Pick<AlgorithmSettings, GuidedSetting>;

function pickGuided(s: AppState): Guided {
  return Object.fromEntries(GUIDED_SETTINGS.map((k) => [k, s[k]])) as unknown as Guided;
}

/** Apply an entry's settings (over the user's) and solve; a Sudoku sample first for a numbers-only setting. */
async function showMe(entry: GuideEntry): Promise<void> {
  let s = useApp.getState();
  if (!entry.patch) return;
  if (s.phase === 'running') s.cancel();
  const kind = entry.kinds?.[0];
  if (kind && !entry.kinds!.includes(s.kind)) await s.loadSample(QUICK_SAMPLES[kind]);
  s = useApp.getState();
  s.setAlgorithm(entry.patch);
  await s.solve();
}

function useSettingText(): (setting: GuidedSetting, value: unknown) => string {
  const { t } = useTranslation();
  const choice = <T extends string>(choices: readonly Choice<T>[], value: unknown) => {
    const c = choices.find((x) => x.value === value);
    return c ? textOf(c.label, t) : String(value);
  };
  const onOff = (value: unknown) => (value ? t('guide.on') : t('guide.off'));
  return (setting, value) => {
    switch (setting) {
      case 'inference':
        return `${t('settings.inference')}: ${choice(INFERENCE_CHOICES, value)}`;
      case 'variableOrder':
        return `${t('settings.variableOrder')}: ${choice(VARIABLE_ORDER_CHOICES, value)}`;
      case 'valueOrder':
        return `${t('settings.valueOrder')}: ${choice([...VALUE_ORDER_CHOICES, SCORE_ORDER_CHOICE], value)}`;
      case 'alldiff':
        return `${t('settings.allDifferent')}: ${choice(ALLDIFF_CHOICES, value)}`;
      case 'allSolutions':
        return `${t('settings.solutions')}: ${value ? t('settings.allSolutions') : t('settings.firstSolution')}`;
      case 'ac3':
        return `${t('settings.ac3')}: ${onOff(value)}`;
      case 'restarts':
        return `${t('settings.restarts')}: ${onOff(value)}`;
      case 'backjump':
        return `${t('settings.backjump')}: ${onOff(value)}`;
      case 'strategy':
        return `${t('settings.strategy')}: ${choice(STRATEGY_CHOICES, value)}`;
    }
  };
}

function EntryCard({ entry, current, onShow }: { entry: GuideEntry; current: Guided; onShow: (entry: GuideEntry) => void }) {
  const { t } = useTranslation();
  const settingText = useSettingText();
  const kind = useApp((s) => s.kind);
  const titleId = useId();
  const changes = changedBy(current, entry);
  const otherKind = entry.kinds && !entry.kinds.includes(kind);
  return (
    <article data-testid={`guide-entry-${entry.id}`} aria-labelledby={titleId} className="rounded-lg border border-slate-200 bg-slate-50 px-3 py-2">
      <h4 id={titleId} className="font-semibold text-slate-900">
        {t(`guide.entries.${entry.id}.title`)}
      </h4>
      <p className="mt-1 leading-snug text-slate-700">{t(`guide.entries.${entry.id}.text`)}</p>
      {entry.patch ? (
        <div className="mt-2 flex flex-wrap items-center gap-2">
          <Button data-testid={`guide-show-${entry.id}`} variant="primary" className="px-2 py-0.5 text-xs" title={t('guide.showMeTitle')} aria-describedby={`${titleId}-sets`} onClick={() => onShow(entry)}>
            {t('guide.showMe')}
          </Button>
          <span id={`${titleId}-sets`} className="text-xs text-slate-500">
            {changes.length > 0 ? t('guide.sets', { changes: changes.map((k) => settingText(k, entry.patch![k])).join('; ') }) : t('guide.alreadySet')}
            {otherKind ? ` ${t('guide.opensSample')}` : ''}
          </span>
        </div>
      ) : null}
    </article>
  );
}

function GuidePanel({ onClose, saved, onShow, onRestore, note }: { onClose: () => void; saved: boolean; onShow: (entry: GuideEntry) => void; onRestore: () => void; note: string | null }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  const guided = useApp(useShallow(pickGuided));
  useEffect(() => heading.current?.focus(), []);
  // Esc also closes it while the focus is elsewhere (on the board, the player): a non-modal dialog.
  useEffect(() => {
    const onKey = (e: globalThis.KeyboardEvent) => {
      if (e.key === 'Escape' && !e.defaultPrevented) onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      e.stopPropagation();
      onClose();
    }
  };
  return (
    <section
      id="guide-panel"
      role="dialog"
      aria-modal="false"
      aria-labelledby="guide-title"
      data-testid="guide-panel"
      onKeyDown={onKeyDown}
      className="fixed top-3 left-3 z-20 flex max-h-[calc(100dvh-1.5rem)] w-[min(22rem,calc(100vw-1.5rem))] flex-col rounded-xl border border-sky-300 bg-white text-sm text-slate-800 shadow-xl"
    >
      <header className="flex flex-wrap items-center gap-2 border-b border-slate-200 px-4 py-3">
        <h2 id="guide-title" ref={heading} tabIndex={-1} className="mr-auto text-base font-semibold text-slate-900 outline-none">
          {t('guide.title')}
        </h2>
        {saved ? (
          <Button data-testid="guide-restore" className="px-2 py-0.5 text-xs" title={t('guide.restoreTitle')} onClick={onRestore}>
            {t('guide.restore')}
          </Button>
        ) : null}
        <Button data-testid="guide-close" className="px-2 py-0.5 text-xs" title={t('guide.closeTitle')} onClick={onClose}>
          {t('guide.close')}
        </Button>
        <p data-testid="guide-note" role="status" className={note ? 'w-full rounded-md border border-emerald-300 bg-emerald-50 px-3 py-1.5 text-xs leading-snug text-emerald-950' : 'sr-only'}>
          {note ?? ''}
        </p>
      </header>
      <div className="flex flex-col gap-3 overflow-auto px-4 py-3">
        <p className="leading-snug text-slate-600">{t('guide.intro')}</p>
        {GUIDE_GROUPS.map((group) => (
          <section key={group} aria-labelledby={`guide-group-${group}`} className="flex flex-col gap-2">
            <h3 id={`guide-group-${group}`} className="text-xs font-semibold tracking-wider text-sky-800 uppercase">
              {t(`guide.groups.${group}`)}
            </h3>
            {GUIDE.filter((e) => e.group === group).map((entry) => (
              <EntryCard key={entry.id} entry={entry} current={guided} onShow={onShow} />
            ))}
          </section>
        ))}
      </div>
    </section>
  );
}

/** The `help` button and, while open, the guide. */
export function Guide() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  /** Whether the user's settings from before the first "show me" are kept (until restored). */
  const saved = useApp((s) => s.kept.guide !== null);
  const [note, setNote] = useState<string | null>(null);
  const button = useRef<HTMLButtonElement>(null);

  const close = () => {
    setOpen(false);
    setNote(null);
    button.current?.focus();
  };
  const onShow = (entry: GuideEntry) => {
    useApp.getState().keepSettings('guide', GUIDED_SETTINGS);
    setNote(t('guide.showing', { title: t(`guide.entries.${entry.id}.title`) }));
    void showMe(entry);
  };
  const onRestore = () => {
    if (useApp.getState().giveBackSettings('guide')) setNote(t('guide.restored'));
  };

  return (
    <>
      <button
        ref={button}
        type="button"
        data-testid="help"
        title={t('guide.openTitle')}
        aria-expanded={open}
        aria-controls={open ? 'guide-panel' : undefined}
        onClick={() => (open ? close() : setOpen(true))}
        className="rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50"
      >
        <span aria-hidden="true">? </span>
        {t('guide.open')}
      </button>
      {open ? <GuidePanel onClose={close} saved={saved} onShow={onShow} onRestore={onRestore} note={note} /> : null}
    </>
  );
}
