import { english, msg, type Message, type Param } from '../text/index.ts';

/**
 * An input file that does not parse: names the file, the 1-based line and column, and what was
 * wrong, as a message (`said`, a key of the `parse` texts, shown in the interface's language) and
 * in English (`reason`, the CLI's words and JSON `message`).
 */
export class ParseError extends Error {
  readonly reason: string;

  constructor(
    readonly file: string,
    readonly line: number,
    readonly column: number,
    readonly said: Message,
  ) {
    const reason = english(said);
    super(`${file}:${line}:${column}: ${reason}`);
    this.reason = reason;
    this.name = 'ParseError';
  }

  toJSON(): { message: string; file: string; line: number; column: number } {
    return { message: this.reason, file: this.file, line: this.line, column: this.column };
  }
}

/** Split text into lines (LF, CRLF or a lone CR, as old Mac files end them), keeping 1-based numbers. */
export function lines(text: string): string[] {
  const all = text.split(/\r\n|\r|\n/);
  if (all.length > 0 && all[0]!.startsWith('\uFEFF')) all[0] = all[0]!.slice(1);
  return all;
}

/** The lines of a text that say something: trimmed, without blank lines and `#` comments. */
export function contentLines(text: string): string[] {
  return lines(text)
    .map((l) => l.trim())
    .filter((l) => l !== '' && !l.startsWith('#'));
}

/** Fields of a line separated by white space, each with its 1-based column. */
export function fields(line: string): { text: string; column: number }[] {
  const out: { text: string; column: number }[] = [];
  const re = /\S+/g;
  for (let m = re.exec(line); m; m = re.exec(line)) out.push({ text: m[0], column: m.index + 1 });
  return out;
}

/** Letters of a word as cells: one per code point. */
export function letters(word: string): string[] {
  return Array.from(word);
}

/**
 * At most `max` code points of a text (never half of a surrogate pair), with `…` when cut: what
 * an error message may quote of the input, however long its line.
 */
export function excerpt(s: string, max = 20): string {
  if (s.length <= max) return s;
  const head = Array.from(s.slice(0, 2 * max + 2));
  return head.length > max ? head.slice(0, max).join('') + '…' : s;
}

/** A piece of the input for a message: quoted and cut short (see `excerpt`), or `nothing` (in the reader's language). */
export function describe(s: string, max = 20): Param {
  return s.length === 0 ? msg('parse.nothing') : JSON.stringify(excerpt(s, max));
}
