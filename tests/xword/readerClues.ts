/** The clue texts of a crossword file as readers we did not write give them (the tests' independent check). */
import { parseIpuz, parseJpz } from '@xwordly/xword-parser';
import { puzDecode } from 'xd-crossword-tools';

/** An .ipuz file's clue lists, read once. */
function ipuzLists(text: string) {
  const { clues } = parseIpuz(text);
  return { across: clues.Across ?? [], down: clues.Down ?? [] };
}

/**
 * Clue texts by "number-Direction" as an independent reader gives them: Puzzmo's `puzDecode` for a
 * .puz (it numbers the file's clue list as the format says), `@xwordly/xword-parser` for the others.
 */
export function readerClues(name: string, bytes: Uint8Array): Record<string, string> {
  const out: Record<string, string> = {};
  if (name.endsWith('.puz')) {
    const d = puzDecode(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
    d.clues.across.forEach((text, n) => text !== undefined && (out[`${n}-Across`] = text));
    d.clues.down.forEach((text, n) => text !== undefined && (out[`${n}-Down`] = text));
    return out;
  }
  const text = new TextDecoder().decode(bytes);
  const lists = name.endsWith('.ipuz') ? ipuzLists(text) : parseJpz(text);
  for (const c of lists.across) out[`${c.number}-Across`] = c.text;
  for (const c of lists.down) out[`${c.number}-Down`] = c.text;
  return out;
}
