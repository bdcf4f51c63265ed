/** Domain sizes as heat: the board's heat map and the constraint graph's node colours. */
/** Heat of a domain size relative to the initial size: 0 (almost empty) .. 4 (full). */
export function heatLevel(size: number, initial: number): number {
  if (size <= 0) return 0;
  if (size === 1) return 1;
  const r = Math.log(size) / Math.log(Math.max(2, initial));
  return r < 0.34 ? 2 : r < 0.67 ? 3 : 4;
}
/** Okabe–Ito vermillion, orange, yellow, then pale blues; CSS variables (index.css) so that the dark theme has its own pale end. */
export const HEAT_COLOURS = ['var(--heat-0)', 'var(--heat-1)', 'var(--heat-2)', 'var(--heat-3)', 'var(--heat-4)'];
