/** Undo and Redo of the boards (drawing, loads, samples, resizes, clearing, switching kind). */
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import { textOf } from '../../i18n/index.ts';
import { useApp } from '../../state/index.ts';
import { Button } from '../../widgets/ui/index.ts';

/** Each button's words and keys (literal keys, so that the i18n test sees each one used). */
const SIDES = {
  undo: { hint: 'undo.undoHint', nothing: 'undo.nothingToUndo', name: 'undo.undo', keys: 'Control+Z Meta+Z' },
  redo: { hint: 'undo.redoHint', nothing: 'undo.nothingToRedo', name: 'undo.redo', keys: 'Control+Shift+Z Meta+Shift+Z Control+Y' },
} as const;

export function UndoRedo() {
  const { t } = useTranslation();
  const { undoLabel, redoLabel, locked } = useApp(
    useShallow((s) => ({ undoLabel: s.history.past.at(-1)?.label ?? null, redoLabel: s.history.future.at(-1)?.label ?? null, locked: s.phase === 'running' })),
  );
  const why = locked ? t('undo.locked') : '';
  const button = (side: keyof typeof SIDES, label: typeof undoLabel) => {
    const words = SIDES[side];
    return (
      <Button
        data-testid={side}
        disabled={locked || label === null}
        title={label ? t(words.hint, { what: textOf(label, t), why }) : t(words.nothing)}
        aria-keyshortcuts={words.keys}
        onClick={() => useApp.getState()[side]()}
      >
        {side === 'undo' ? (
          <>
            <span aria-hidden="true">↶</span> {t(words.name)}
          </>
        ) : (
          <>
            {t(words.name)} <span aria-hidden="true">↷</span>
          </>
        )}
      </Button>
    );
  };
  return (
    <div role="group" aria-label={t('undo.group')} className="flex items-center gap-1">
      {button('undo', undoLabel)}
      {button('redo', redoLabel)}
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
