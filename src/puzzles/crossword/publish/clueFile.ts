/**
 * Clue files (docs/export.md): one `slot<TAB>clue` line per slot (`1-Across<TAB>Feline pet`), and
 * optionally `Title`, `Author`, `Copyright` and `Notes` lines in the same form (several `Notes`
 * lines make a note of several lines). Blank lines and lines starting with `#` are skipped. A bad
 * line is a `ParseError` naming the file, the line and what was wrong.
 */
import { lines, ParseError, describe } from '../../errors.ts';
import { EMPTY_SHEET, type ClueSheet } from './clues.ts';

const SLOT = /^(\d+)-(across|down)$/i;
const META = ['title', 'author', 'copyright', 'notes'] as const;

/** Read a clue file against the slot names of its grid (`1-Across`, ...). */
export function parseClueFile(text: string, file: string, slotNames: readonly string[]): ClueSheet {
  const known = new Set(slotNames);
  const clues: Record<string, string> = {};
  const lineOf = new Map<string, number>();
  const meta: Record<(typeof META)[number], string[]> = { title: [], author: [], copyright: [], notes: [] };
  lines(text).forEach((line, i) => {
    const n = i + 1;
    if (line.trim() === '' || line.trimStart().startsWith('#')) return;
    const tab = line.indexOf('\t');
    if (tab < 0) throw new ParseError(file, n, 1, `expected a slot, a tab and its clue (e.g. "1-Across<TAB>Feline pet"), found no tab in ${describe(line.trim(), 40)}`);
    const key = line.slice(0, tab).trim();
    const clue = line.slice(tab + 1).trim();
    const metaKey = META.find((m) => m === key.toLowerCase());
    if (metaKey) {
      if (metaKey !== 'notes' && meta[metaKey].length > 0) throw new ParseError(file, n, 1, `a second ${key} line (one is enough)`);
      meta[metaKey].push(clue);
      return;
    }
    const m = SLOT.exec(key);
    if (!m) throw new ParseError(file, n, 1, `expected a slot such as 1-Across or 12-Down (or Title, Author, Copyright, Notes), found ${describe(key)}`);
    const slot = `${Number(m[1])}-${m[2]!.toLowerCase() === 'across' ? 'Across' : 'Down'}`;
    if (!known.has(slot)) throw new ParseError(file, n, 1, `the grid has no slot ${slot} (it has ${slotNames.length} slots, from ${slotNames[0] ?? 'none'} to ${slotNames[slotNames.length - 1] ?? 'none'})`);
    const first = lineOf.get(slot);
    if (first !== undefined) throw new ParseError(file, n, 1, `a second clue for ${slot} (the first is on line ${first})`);
    if (clue === '') throw new ParseError(file, n, tab + 2, `the clue for ${slot} is empty`);
    lineOf.set(slot, n);
    clues[slot] = clue;
  });
  return {
    ...EMPTY_SHEET,
    title: meta.title[0] ?? '',
    author: meta.author[0] ?? '',
    copyright: meta.copyright[0] ?? '',
    notes: meta.notes.join('\n'),
    clues,
  };
}
