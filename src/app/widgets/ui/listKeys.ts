/**
 * Lists of clickable lines (the why log, the arc queue): each line is a button, only one of them
 * in the tab order (the current line, else the last), and the arrow keys move between them —
 * so a long list is one tab stop, as the board is.
 */
import type { KeyboardEvent } from 'react';

export function moveBetweenLines(e: KeyboardEvent<HTMLElement>): void {
  const step = e.key === 'ArrowDown' ? 1 : e.key === 'ArrowUp' ? -1 : 0;
  const edge = e.key === 'Home' ? 'first' : e.key === 'End' ? 'last' : null;
  if (step === 0 && !edge) return;
  const buttons = Array.from(e.currentTarget.querySelectorAll<HTMLButtonElement>(':scope > li > button'));
  const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
  if (at < 0 || buttons.length === 0) return;
  e.preventDefault();
  const next = edge === 'first' ? 0 : edge === 'last' ? buttons.length - 1 : Math.max(0, Math.min(buttons.length - 1, at + step));
  buttons[next]!.focus();
}

/** Which line is in the tab order: the current one, else the last. */
export function tabStopOf(currents: readonly boolean[]): number {
  const i = currents.indexOf(true);
  return i >= 0 ? i : currents.length - 1;
}
