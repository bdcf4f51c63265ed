/**
 * Clue files (docs/export.md): one `slot<TAB>clue` line per slot (`1-Across<TAB>Feline pet`), and
 * optionally `Title`, `Author`, `Copyright` and `Notes` lines in the same form (several `Notes`
 * lines make a note of several lines). Blank lines and lines starting with `#` are skipped. A bad
 * line is a `ParseError` naming the file, the line and what was wrong.
 */
import { lines, ParseError, describe } from '../../errors.ts';
import { msg } from '../../../text/index.ts';
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
    if (tab < 0) throw new ParseError(file, n, 1, msg('parse.clues.noTab', { line: describe(line.trim(), 40) }));
    const key = line.slice(0, tab).trim();
    const clue = line.slice(tab + 1).trim();
    const metaKey = META.find((m) => m === key.toLowerCase());
    if (metaKey) {
      if (metaKey !== 'notes' && meta[metaKey].length > 0) throw new ParseError(file, n, 1, msg('parse.clues.secondMeta', { key }));
      meta[metaKey].push(clue);
      return;
    }
    const m = SLOT.exec(key);
    if (!m) throw new ParseError(file, n, 1, msg('parse.clues.slot', { found: describe(key) }));
    const slot = `${Number(m[1])}-${m[2]!.toLowerCase() === 'across' ? 'Across' : 'Down'}`;
    if (!known.has(slot)) throw new ParseError(file, n, 1, msg('parse.clues.noSlot', { slot, n: slotNames.length, first: slotNames[0] ?? 'none', last: slotNames[slotNames.length - 1] ?? 'none' }));
    const first = lineOf.get(slot);
    if (first !== undefined) throw new ParseError(file, n, 1, msg('parse.clues.second', { slot, line: first }));
    if (clue === '') throw new ParseError(file, n, tab + 2, msg('parse.clues.empty', { slot }));
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
