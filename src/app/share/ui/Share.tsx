/** The Share button (a link to what is shown, copied) and the line that says what an opened link did. */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApp } from '../../state/index.ts';
import { CloseButton } from '../../widgets/ui/index.ts';
import { shareUrl } from './address.ts';
import { textOf } from '../../i18n/index.ts';
import { download } from '../../export/index.ts';
import { exerciseFile } from '../exerciseFile.ts';

interface Shared {
  url: string;
  step: number | null;
  stepLeftOut: boolean;
  /** The user's own word list's name when the link names one (it is not in the link). */
  custom: string | null;
  /** The link is a shared exercise. */
  exercise: boolean;
  copy: 'pending' | 'copied' | 'refused';
}

async function copy(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

export function ShareButton() {
  const { t, i18n } = useTranslation();
  const [shared, setShared] = useState<Shared | null>(null);
  const field = useRef<HTMLInputElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const close = () => {
    setShared(null);
    button.current?.focus();
  };
  const share = () => {
    const { state, stepLeftOut } = useApp.getState().linkState();
    const url = shareUrl(state);
    const custom = 'custom' in state.dictionary ? state.dictionary.custom : null;
    setShared({ url, step: state.step, stepLeftOut, custom, exercise: !!state.exercise, copy: 'pending' });
    void copy(url).then((ok) => setShared((s) => (s?.url === url ? { ...s, copy: ok ? 'copied' : 'refused' } : s)));
  };
  useEffect(() => {
    field.current?.focus();
    field.current?.select();
  }, [shared?.url]);
  return (
    <div className="relative">
      <button
        type="button"
        ref={button}
        data-testid="share"
        title={t('share.buttonHint')}
        aria-expanded={shared !== null}
        onClick={share}
        className="rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 shadow-xs hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-sky-600"
      >
        {t('share.button')}
      </button>
      {shared ? (
        <div
          role="dialog"
          aria-label={t('share.linkLabel')}
          data-testid="share-panel"
          onKeyDown={(e) => {
            if (e.key === 'Escape') close();
          }}
          className="absolute right-0 top-full z-20 mt-2 flex w-[min(32rem,90vw)] flex-col gap-2 rounded-lg border border-slate-300 bg-white p-3 text-sm text-slate-800 shadow-lg"
        >
          <div className="flex items-center gap-2">
            <label className="sr-only" htmlFor="share-url">
              {t('share.linkLabel')}
            </label>
            <input
              id="share-url"
              ref={field}
              data-testid="share-url"
              readOnly
              value={shared.url}
              onFocus={(e) => e.currentTarget.select()}
              className="min-w-0 flex-1 rounded-md border border-slate-300 bg-slate-50 px-2 py-1 font-mono text-xs"
            />
            <CloseButton testId="share-close" label={t('share.close')} tone="text-slate-600 hover:bg-slate-100" onClick={close} />
          </div>
          <p data-testid="share-status" role="status" className={shared.copy === 'refused' ? 'text-amber-800' : 'text-emerald-800'}>
            {shared.copy === 'copied' ? t('share.copied') : shared.copy === 'refused' ? t('share.copyRefused') : '\u00a0'}
          </p>
          {shared.exercise ? (
            <div className="flex flex-wrap items-center gap-2">
              <p data-testid="share-exercise" className="min-w-0 flex-1 text-xs text-slate-700">
                {t('shareExercise.included')}
              </p>
              <button
                type="button"
                data-testid="share-exercise-file"
                title={t('shareExercise.fileHint')}
                onClick={() => download('exercise.html', [exerciseFile(shared.url, t('shareExercise.fileTitle'), t('shareExercise.fileLink'), i18n.language)], 'text/html;charset=utf-8')}
                className="rounded-md border border-slate-300 bg-white px-2 py-1 text-xs font-medium text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-sky-600"
              >
                {t('shareExercise.file')}
              </button>
            </div>
          ) : null}
          <p className="text-xs text-slate-600">
            {shared.exercise ? null : shared.step !== null ? t('share.stepIncluded', { step: shared.step }) : shared.stepLeftOut ? t('share.stepLeftOut') : t('share.noRun')}
          </p>
          {shared.custom !== null ? <p className="text-xs text-slate-600">{t('share.customNote', { name: shared.custom })}</p> : null}
        </div>
      ) : null}
    </div>
  );
}

/** What the last share link opened did (or why it did not open), and the replay to its step. */
export function ShareNotice() {
  const { t } = useTranslation();
  const notice = useApp((s) => s.shareNotice);
  const replay = useApp((s) => s.shareReplay);
  if (!notice && !replay) return null;
  const error = notice?.tone === 'error';
  return (
    <div
      role={error ? 'alert' : 'status'}
      data-testid="share-notice"
      data-tone={notice?.tone ?? 'info'}
      className={`flex items-start gap-3 border-b px-4 py-1.5 text-sm lg:px-6 ${error ? 'border-red-300 bg-red-50 text-red-950' : 'border-sky-300 bg-sky-50 text-sky-950'}`}
    >
      <span aria-hidden="true">{error ? '⚠' : '✓'}</span>
      <div className="min-w-0 flex-1">
        {notice?.lines.map((line, i) => <p key={i}>{textOf(line, t)}</p>)}
        {replay ? (
          <p data-testid="share-replay" className="font-medium">
            {t('share.replaying', { step: replay.step })}
          </p>
        ) : null}
      </div>
      {notice ? (
        <CloseButton testId="share-notice-dismiss" label={t('share.dismiss')} tone="hover:bg-white/60" onClick={() => useApp.getState().dismissShareNotice()} />
      ) : null}
    </div>
  );
}
