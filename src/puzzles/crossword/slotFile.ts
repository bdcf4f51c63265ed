/**
 * Slot files (docs/formats.md): an optional `WIDTH HEIGHT` header, then `X Y LENGTH DIRECTION` groups,
 * one slot per line, or one whole puzzle per line (a set of puzzles). The board is at most
 * MAX_BOARD_SIDE (1,000) cells wide and tall.
 */
import { ParseError, describe, excerpt, fields, lines } from '../errors.ts';
import { msg, type Message } from '../../text/index.ts';
import { MAX_BOARD_SIDE, numberSlots, type CrosswordLayout, type Direction, type SlotSpec } from './layout.ts';

const DEFAULT_SIZE = 8;

interface Field {
  text: string;
  column: number;
}

function integer(file: string, line: number, f: Field, what: Message, min: number, max: number): number {
  if (!/^[+-]?\d+$/.test(f.text)) throw new ParseError(file, line, f.column, msg('parse.slots.integer', { what, found: describe(f.text) }));
  const n = Number(f.text);
  if (n < min) throw new ParseError(file, line, f.column, msg('parse.slots.atLeast', { what, min, found: Number.isSafeInteger(n) ? n : excerpt(f.text) }));
  if (n > max) throw new ParseError(file, line, f.column, msg('parse.slots.atMost', { what, max, found: Number.isSafeInteger(n) ? n : excerpt(f.text) }));
  return n;
}

function direction(file: string, line: number, f: Field): Direction {
  switch (f.text.toLowerCase()) {
    case 'h':
    case 'a':
      return 'across';
    case 'v':
    case 'd':
      return 'down';
  }
  throw new ParseError(file, line, f.column, msg('parse.slots.direction', { found: describe(f.text) }));
}

interface PlacedSpec extends SlotSpec {
  line: number;
  column: number;
}

function buildLayout(file: string, width: number, height: number, specs: PlacedSpec[]): CrosswordLayout {
  const owner = new Map<string, PlacedSpec>();
  for (const s of specs) {
    const endRow = s.direction === 'down' ? s.row + s.length - 1 : s.row;
    const endCol = s.direction === 'across' ? s.col + s.length - 1 : s.col;
    if (s.row >= height || s.col >= width || endRow >= height || endCol >= width) {
      throw new ParseError(
        file,
        s.line,
        s.column,
        msg('parse.slots.leaves', { x: s.col, y: s.row, length: s.length, direction: msg(`parse.slots.${s.direction}`), width, height }),
      );
    }
    for (let i = 0; i < s.length; i++) {
      const r = s.direction === 'down' ? s.row + i : s.row;
      const c = s.direction === 'across' ? s.col + i : s.col;
      const key = `${s.direction}:${r}:${c}`;
      const other = owner.get(key);
      if (other) {
        throw new ParseError(
          file,
          s.line,
          s.column,
          msg('parse.slots.overlaps', { x: s.col, y: s.row, direction: msg(`parse.slots.${s.direction}`), line: other.line, atX: c, atY: r }),
        );
      }
      owner.set(key, s);
    }
  }
  const blocks = new Array<boolean>(width * height).fill(true);
  for (const key of owner.keys()) {
    const [, r, c] = key.split(':');
    blocks[Number(r) * width + Number(c)] = false;
  }
  return { width, height, blocks, given: new Array<string>(width * height).fill(''), slots: numberSlots(specs, width) };
}

/** Parse a slot file into one or more puzzles. */
export function parseSlotFile(text: string, file = 'slots'): CrosswordLayout[] {
  const content: { line: number; fields: Field[] }[] = [];
  const all = lines(text);
  all.forEach((raw, i) => {
    const trimmed = raw.trim();
    if (trimmed === '' || trimmed.startsWith('#')) return;
    content.push({ line: i + 1, fields: fields(raw) });
  });
  if (content.length === 0) throw new ParseError(file, 1, 1, msg('parse.slots.empty'));

  let width = DEFAULT_SIZE;
  let height = DEFAULT_SIZE;
  const first = content[0]!;
  if (first.fields.length === 2) {
    width = integer(file, first.line, first.fields[0]!, msg('parse.slots.what.width'), 1, MAX_BOARD_SIDE);
    height = integer(file, first.line, first.fields[1]!, msg('parse.slots.what.height'), 1, MAX_BOARD_SIDE);
    content.shift();
    if (content.length === 0) {
      // At the end of the file: after its last line (which is the header when no newline follows).
      throw new ParseError(file, all.length, all[all.length - 1]!.length + 1, msg('parse.slots.noSlots'));
    }
  }

  const parsed = content.map(({ line, fields: fs }) => {
    if (fs.length % 4 !== 0) {
      const last = fs[fs.length - 1]!;
      throw new ParseError(
        file,
        line,
        fs[fs.length - (fs.length % 4)]!.column,
        msg('parse.slots.groups', { n: fs.length, left: fs.length % 4, after: describe(last.text) }),
      );
    }
    const specs: PlacedSpec[] = [];
    for (let i = 0; i < fs.length; i += 4) {
      // Bounded here so that huge numbers read as numbers; buildLayout checks the board's edges.
      const col = integer(file, line, fs[i]!, msg('parse.slots.what.x'), 0, MAX_BOARD_SIDE);
      const row = integer(file, line, fs[i + 1]!, msg('parse.slots.what.y'), 0, MAX_BOARD_SIDE);
      const length = integer(file, line, fs[i + 2]!, msg('parse.slots.what.length'), 2, MAX_BOARD_SIDE);
      const dir = direction(file, line, fs[i + 3]!);
      specs.push({ row, col, length, direction: dir, line, column: fs[i]!.column });
    }
    return specs;
  });

  const onePerLine = parsed.every((specs) => specs.length === 1);
  if (onePerLine) return [buildLayout(file, width, height, parsed.flat())];
  return parsed.map((specs) => buildLayout(file, width, height, specs));
}
