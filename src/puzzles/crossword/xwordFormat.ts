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
