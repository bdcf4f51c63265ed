/**
 * What the kinds' SVG exports share (kinds/crossword/export.ts, kinds/numbers/export.ts): the
 * board's palette (the same colours as index.css), sizes in SVG units, escaping and the document
 * around a drawing. Pure: strings in, a string out (no DOM), so Node tests and the CLI can use it.
 */

/** Side of a cell, in SVG units (the PNG export draws the SVG at 2x). */
export const CELL = 40;
/** Margin around the board. */
export const MARGIN = 8;

export const COLOURS = {
  frame: '#1e293b',
  cell: '#ffffff',
  givenCell: '#e2e8f0',
  /** Letters and digits the puzzle gives. */
  given: '#0f172a',
  /** Letters and digits the solver placed. */
  placed: '#075985',
  /** Slot numbers, candidates. */
  small: '#475569',
  thinLine: '#94a3b8',
  futoshikiCell: '#334155',
} as const;

export const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Noto Sans CJK SC', sans-serif";
export const MONO = "ui-monospace, 'SFMono-Regular', Menlo, Consolas, 'DejaVu Sans Mono', monospace";

/** Text made safe for SVG content and attribute values. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[ch]!);
}

/** A number as an SVG attribute (at most two decimals, no trailing zeros). */
export function num(x: number): string {
  return String(Math.round(x * 100) / 100);
}

/** A standalone SVG document of `width` x `height` units, with a title and a white background. */
export function svgDocument(width: number, height: number, title: string, body: readonly string[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<svg xmlns="http://www.w3.org/2000/svg" width="${num(width)}" height="${num(height)}" viewBox="0 0 ${num(width)} ${num(height)}" font-family="${escapeXml(FONT)}">`,
    `<title>${escapeXml(title)}</title>`,
    `<rect width="100%" height="100%" fill="${COLOURS.cell}"/>`,
    ...body,
    '</svg>',
    '',
  ].join('\n');
}

/** A letter or digit centred in the cell whose top left corner is (x, y). */
export function cellText(x: number, y: number, text: string, given: boolean, cell: number, size = CELL): string {
  const fill = given ? COLOURS.given : COLOURS.placed;
  const weight = given ? 800 : 600;
  return `<text data-cell="${cell}" data-given="${given}" x="${num(x + size / 2)}" y="${num(y + size / 2)}" font-size="${num(size * 0.55)}" font-weight="${weight}" fill="${fill}" text-anchor="middle" dominant-baseline="central">${escapeXml(text)}</text>`;
}
