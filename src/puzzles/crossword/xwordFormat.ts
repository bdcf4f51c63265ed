/**
 * Which crossword file formats the app opens through the parser package, by extension. Light on
 * purpose (no parser imported): the page asks it to choose how to read a file (.puz is binary).
 */
export type XwordFormat = 'puz' | 'ipuz' | 'jpz';

export const XWORD_EXTENSIONS: readonly string[] = ['.puz', '.ipuz', '.jpz'];

/** The crossword format a file name says, or null. */
export function xwordFormat(name: string): XwordFormat | null {
  const ext = /\.([^./\\]+)$/.exec(name.toLowerCase())?.[1];
  return ext === 'puz' || ext === 'ipuz' || ext === 'jpz' ? ext : null;
}

/** The longest title kept (longer ones are cut, with an ellipsis). */
export const MAX_TITLE = 300;

/** A file's title as the board shows it: one line, white space collapsed, at most `MAX_TITLE` characters. */
export function cleanTitle(title: string): string {
  const line = title.replace(/\s+/g, ' ').trim();
  const chars = Array.from(line);
  return chars.length > MAX_TITLE ? chars.slice(0, MAX_TITLE - 1).join('') + '…' : line;
}
