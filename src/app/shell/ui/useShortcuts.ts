/**
 * The app's keyboard shortcuts, in one place and one listener (used once, by App): undo and redo
 * of board edits, and playback — space play/pause, ← → step, shift+← → previous/next assignment,
 * shift+↑ ↓ previous/next backtrack. Playback keys are left to fields, buttons and the board.
 */
import { useEffect } from 'react';
import { EventCode } from '../../../trace/index.ts';
import { undoShortcut } from '../../kinds/ui/index.ts';
import { useApp } from '../../state/index.ts';

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  return target.closest('input, select, textarea, button, a, [role="grid"], [role="button"], [contenteditable="true"]') !== null;
}

/** Playback keys; true when the key was one of them. */
export function playbackShortcut(e: KeyboardEvent, store = useApp): boolean {
  if (e.defaultPrevented || e.ctrlKey || e.metaKey || e.altKey || isTyping(e.target)) return false;
  const s = store.getState();
  const trace = s.trace;
  if (!trace) return false;
  const back = (p: number) => p >= 0 && s.seek(p);
  if (e.key === ' ') s[s.playing ? 'pause' : 'play']();
  else if (e.key === 'ArrowRight' && e.shiftKey) s.jumpNext('assign');
  else if (e.key === 'ArrowLeft' && e.shiftKey) back(trace.findPrevious(s.cursor, EventCode.assign));
  else if (e.key === 'ArrowDown' && e.shiftKey) s.jumpNext('backtrack');
  else if (e.key === 'ArrowUp' && e.shiftKey) back(trace.findPrevious(s.cursor, EventCode.backtrack, EventCode.backjump));
  else if (e.key === 'ArrowRight') s.stepForward();
  else if (e.key === 'ArrowLeft') s.stepBack();
  else return false;
  e.preventDefault();
  return true;
}

export function useShortcuts(): void {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!undoShortcut(e)) playbackShortcut(e);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
