/** The one-line notice of what could not be restored, and the action that forgets the saved session. */
import { useTranslation } from 'react-i18next';
import { useApp } from '../../state/index.ts';
import { textOf } from '../../i18n/index.ts';
import { CloseButton } from '../../widgets/ui/index.ts';
import { resetSavedState } from '../persist.ts';

export function RestoreNotice() {
  const { t, i18n } = useTranslation();
  const messages = useApp((s) => s.restoreNotice);
  if (messages.length === 0) return null;
  // Said here, in the language of the moment: switching the language says the notice again. Chinese
  // sentences follow each other with no space (each ends in its own full-width stop).
  const line = messages.map((m) => textOf(m, t)).join(i18n.language.startsWith('zh') ? '' : ' ');
  return (
    <div role="status" data-testid="restore-notice" className="flex items-center gap-3 border-b border-amber-300 bg-amber-50 px-4 py-1.5 text-sm text-amber-950 lg:px-6">
      <span aria-hidden="true">⚠</span>
      <span className="min-w-0 flex-1 truncate" title={line}>
        {line}
      </span>
      <CloseButton testId="restore-notice-dismiss" label={t('saved.dismiss')} tone="text-amber-900 hover:bg-amber-100" onClick={() => useApp.getState().dismissRestoreNotice()} />
    </div>
  );
}

export function SavedStateFooter() {
  const { t } = useTranslation();
  return (
    <footer className="px-4 pb-4 text-xs text-slate-600 lg:px-6">
      {t('saved.kept')}{' '}
      <button
        type="button"
        data-testid="reset-saved"
        title={t('saved.resetHint')}
        onClick={() => {
          if (confirm(t('saved.resetConfirm'))) void resetSavedState();
        }}
        className="underline decoration-dotted underline-offset-2 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-sky-600"
      >
        {t('saved.reset')}
      </button>
    </footer>
  );
}
