/**
 * A run's words as the store keeps them: value v of a slot of length L is `words[L][v]`. They come
 * with the events that first use them (`WordTable`), or a whole length at a time for the domain
 * views; each change is a new table (through the store's `set`), sharing the lengths it leaves.
 */
import type { WordTable } from '../../worker/protocol.ts';

export type RunWords = Record<number, string[]>;

/**
 * A list of `size` slots, none filled yet, as a packed array: writing value 50,000 into an empty
 * array would turn it into a slow dictionary-backed one (and every later read and write with it).
 */
function emptyList(size: number): string[] {
  const list: (string | undefined)[] = [];
  for (let i = 0; i < size; i++) list.push(undefined);
  return list as string[];
}

/**
 * `words` with the words of a `WordTable` added: only the lengths the table touches are copied,
 * and only this batch's words are read (a small text, split once).
 */
export function withWords(words: RunWords | null, table: WordTable): RunWords {
  const out: RunWords = { ...words };
  for (const key in table) {
    const length = Number(key);
    const { values, text, size } = table[length]!;
    const list = out[length]?.slice() ?? emptyList(size ?? 0);
    let start = 0;
    for (let i = 0; i < values.length; i++) {
      let end = text.indexOf('\n', start);
      if (end < 0) end = text.length;
      list[values[i]!] = text.slice(start, end);
      start = end + 1;
    }
    out[length] = list;
  }
  return out;
}
