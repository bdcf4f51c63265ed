/**
 * The `constraint` items of a MiniZinc model's text, for a reason found on the model itself (when
 * MiniZinc's compiler finds the model inconsistent, its FlatZinc has only `false` left, placed
 * nowhere in the model): each item's span, its line, and its text as the model writes it. An item
 * ends at a `;` outside brackets and strings (a `let { ...; ... }` is inside one); comments are not
 * part of it. `withoutItems` blanks items out, keeping every line where it was. Pure: no Node.
 */
import { blankComments } from './labels.ts';

export interface ModelItem {
  /** Offsets in the text: the item's first character (`c` of `constraint`) and one past its `;`. */
  readonly start: number;
  readonly end: number;
  /** The 1-based lines it starts and ends on. */
  readonly line: number;
  readonly lastLine: number;
  /** What it constrains, on one line (`x + y = 10` for `constraint x + y = 10;`). */
  readonly text: string;
}

const OPEN = new Set(['(', '[', '{']);
const CLOSE = new Set([')', ']', '}']);

/** The model's `constraint` items, in order. */
export function constraintItems(text: string): ModelItem[] {
  const code = blankComments(text);
  const items: ModelItem[] = [];
  // A block comment with a character beyond the BMP blanks to fewer spaces: offsets would not hold.
  if (code.length !== text.length) return items;
  // Where each line break starts, in order: an offset's line is one more than the breaks before it (asked in increasing order).
  const breaks = [...code.matchAll(/\r\n|\r|\n/g)].map((m) => m.index);
  let passed = 0;
  const lineOf = (offset: number) => {
    while (passed < breaks.length && breaks[passed]! < offset) passed++;
    return passed + 1;
  };
  let depth = 0;
  let start = 0;
  for (let i = 0; i < code.length; i++) {
    const c = code[i]!;
    if (c === '"') {
      // A string (blankComments kept it whole): to its closing quote.
      for (i++; i < code.length && code[i] !== '"' && code[i] !== '\n'; i += code[i] === '\\' ? 2 : 1);
    } else if (OPEN.has(c)) depth++;
    else if (CLOSE.has(c)) depth = Math.max(0, depth - 1);
    else if (c === ';' && depth === 0) {
      const item = code.slice(start, i);
      const lead = item.length - item.trimStart().length;
      const m = /^constraint\b([\s\S]*)$/.exec(item.trimStart());
      if (m) {
        const at = start + lead;
        items.push({ start: at, end: i + 1, line: lineOf(at), lastLine: lineOf(i), text: m[1]!.trim().replace(/\s+/g, ' ') });
      }
      start = i + 1;
    }
  }
  return items;
}

/** The text without the items not `kept` (blanked to spaces, line breaks kept: every line stays where it was). */
export function withoutItems(text: string, items: readonly ModelItem[], kept: ReadonlySet<number>): string {
  // The items are in order and apart: one pass, each blanked item between the text kept around it.
  let out = '';
  let at = 0;
  items.forEach((item, i) => {
    if (kept.has(i)) return;
    out += text.slice(at, item.start) + text.slice(item.start, item.end).replace(/[^\r\n]/g, ' ');
    at = item.end;
  });
  return out + text.slice(at);
}
