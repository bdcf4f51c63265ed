/** Undo and Redo of the boards (drawing, loads, samples, resizes, clearing, switching kind). */
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import { textOf } from '../../i18n/index.ts';
import { useApp } from '../../state/index.ts';
import { Button } from '../../widgets/ui/index.ts';

export function UndoRedo() {
  const { t } = useTranslation();
  const { undoLabel, redoLabel, locked } = useApp(
    useShallow((s) => ({ undoLabel: s.history.past.at(-1)?.label ?? null, redoLabel: s.history.future.at(-1)?.label ?? null, locked: s.phase === 'running' })),
  );
  const why = locked ? t('undo.locked') : '';
  return (
    <div role="group" aria-label={t('undo.group')} className="flex items-center gap-1">
      <Button
        data-testid="undo"
        disabled={locked || undoLabel === null}
        title={undoLabel ? t('undo.undoHint', { what: textOf(undoLabel, t), why }) : t('undo.nothingToUndo')}
        aria-keyshortcuts="Control+Z Meta+Z"
        onClick={() => useApp.getState().undo()}
      >
        <span aria-hidden="true">↶</span> {t('undo.undo')}
      </Button>
      <Button
        data-testid="redo"
        disabled={locked || redoLabel === null}
        title={redoLabel ? t('undo.redoHint', { what: textOf(redoLabel, t), why }) : t('undo.nothingToRedo')}
        aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z Control+Y"
        onClick={() => useApp.getState().redo()}
      >
        {t('undo.redo')} <span aria-hidden="true">↷</span>
      </Button>
    </div>
  );
}

/** Elements whose own Ctrl+Z undoes typing: text fields keep it. */
function editsText(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target instanceof HTMLTextAreaElement) return true;
  return target instanceof HTMLInputElement && !['checkbox', 'radio', 'button', 'submit', 'reset', 'file', 'range', 'color'].includes(target.type);
}

/**
 * Ctrl+Z (⌘Z) undoes, Ctrl+Shift+Z and Ctrl+Y redo, anywhere but in a text field (which keeps its
 * own undo) and while the question about a file is open. Returns whether the key was taken.
 */
export function undoShortcut(e: KeyboardEvent): boolean {
  if (!(e.ctrlKey || e.metaKey) || e.altKey || editsText(e.target)) return false;
  const key = e.key.toLowerCase();
  const s = useApp.getState();
  if (s.pendingLoad) return false;
  if (key === 'z' && !e.shiftKey) s.undo();
  else if ((key === 'z' && e.shiftKey) || (key === 'y' && !e.shiftKey)) s.redo();
  else return false;
  e.preventDefault();
  return true;
}
