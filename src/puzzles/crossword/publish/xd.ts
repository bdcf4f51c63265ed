/**
 * The `.xd` text format of the crossword corpus (github.com/century-arcade/xd, doc/xd-format.md),
 * written from its specification: UTF-8 text in four sections separated by two blank lines —
 * the metadata header (`Title:`, `Author:`, `Copyright:`, and `Rebus:` / `Special: circle` when
 * needed), the grid (one line a row: `#` a block, the letter upper case, `.` a cell without a
 * letter yet, a lower-case letter for a circled cell, a digit or symbol for a rebus square), the
 * clues (`A1. Clue ~ ANSWER`, Across then Down after one blank line) and the notes.
 *
 * xd-crossword-tools (Puzzmo) writes xd from its own JSON and in its `## Metadata` dialect; the
 * corpus's plain form is written here, and read back in the tests by two readers we did not write.
 */
import { slotsOf } from './clues.ts';
import type { Publication } from './publication.ts';

/** Symbols for rebus squares, in order (the corpus uses digits first). */
const REBUS_SYMBOLS = Array.from('123456789!@$%^&*+=?<>~"\'/|0');

/** One line: the format's header and clue lines cannot hold a line break (a clue's lines are joined with `\`, as the format says). */
function oneLine(text: string, join: string): string {
  return text.replace(/\r\n|\r|\n/g, join).trim();
}

/** A publication as the text of an `.xd` file. */
export function writeXd(pub: Publication): string {
  const { width, height, blocks, sheet } = pub;
  const circled = (i: number) => pub.circles?.[i] === true && !blocks[i];
  // Rebus squares: each distinct text of several letters gets a symbol; a circled one a lower-case
  // letter that no circled letter of the grid uses (the format's way for a square both circled and rebus).
  const rebus = new Map<string, string>();
  const circledLetters = new Set<string>();
  for (let i = 0; i < width * height; i++) if (circled(i) && Array.from(pub.solution[i] ?? '').length === 1) circledLetters.add(pub.solution[i]!.toLowerCase());
  const freeLower = Array.from('abcdefghijklmnopqrstuvwxyz').filter((ch) => !circledLetters.has(ch));
  let plain = 0;
  for (let i = 0; i < width * height; i++) {
    const text = pub.solution[i] ?? '';
    const key = `${circled(i) ? 'o' : '-'}${text}`;
    if (blocks[i] || Array.from(text).length <= 1 || rebus.has(key)) continue;
    const symbol = circled(i) ? freeLower.shift() : REBUS_SYMBOLS[plain++];
    if (symbol === undefined) throw new RangeError('too many different rebus squares for the .xd symbols');
    rebus.set(key, symbol);
  }
  const header: string[] = [];
  // Always a Title line: an empty header would leave readers one section short.
  header.push(sheet.title ? `Title: ${oneLine(sheet.title, ' ')}` : 'Title:');
  if (sheet.author) header.push(`Author: ${oneLine(sheet.author, ' ')}`);
  if (sheet.copyright) header.push(`Copyright: ${oneLine(sheet.copyright, ' ')}`);
  if (rebus.size > 0) header.push(`Rebus: ${[...rebus].map(([key, symbol]) => `${symbol}=${key.slice(1).toUpperCase()}`).join(' ')}`);
  if (blocks.some((_, i) => circled(i))) header.push('Special: circle');

  const rows: string[] = [];
  for (let r = 0; r < height; r++) {
    let row = '';
    for (let c = 0; c < width; c++) {
      const i = r * width + c;
      const text = pub.solution[i] ?? '';
      if (blocks[i]) row += '#';
      else if (text === '') row += '.';
      else if (rebus.has(`${circled(i) ? 'o' : '-'}${text}`)) row += rebus.get(`${circled(i) ? 'o' : '-'}${text}`)!;
      else row += circled(i) ? text.toLowerCase() : text.toUpperCase();
    }
    rows.push(row);
  }

  const groups: string[] = [];
  for (const direction of ['across', 'down'] as const) {
    const lines = slotsOf(pub)
      .filter((s) => s.direction === direction)
      .map((s) => {
        const answer = s.cells.map((c) => (pub.solution[c] ? pub.solution[c]!.toUpperCase() : '.')).join('');
        const clue = oneLine(sheet.clues[s.name] ?? '', ' \\ ');
        return `${direction === 'across' ? 'A' : 'D'}${s.number}. ${clue} ~ ${answer}`;
      });
    if (lines.length > 0) groups.push(lines.join('\n'));
  }
  const sections = [header.join('\n'), rows.join('\n'), groups.join('\n\n')];
  if (sheet.notes.trim() !== '') sections.push(sheet.notes.trim());
  return sections.join('\n\n\n') + '\n';
}
