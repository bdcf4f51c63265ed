import { describe, it } from 'vitest';
import { check } from '../check.ts';
import { constraintItems, withoutItems } from '../../src/puzzles/model/mznItems.ts';

describe('constraintItems', () => {
  const text = [
    'var 1..5: x; % constraint x > 9; here a comment',
    'constraint x > 1; /* constraint x < 0; */',
    ' constraint let { var int: z = x + 1; } in',
    '  z > 2 /\\ "a;b" != "c";',
    'output ["x = \\(x);\\n"];',
    'solve satisfy;',
  ].join('\n');

  it('finds each constraint item, its line and its text on one line; not in comments, strings or a let', () => {
    const items = constraintItems(text);
    check(items.map((i) => [i.line, i.lastLine, i.text])).toEqual([
      [2, 2, 'x > 1'],
      [3, 4, 'let { var int: z = x + 1; } in z > 2 /\\ "a;b" != "c"'],
    ]);
    check(text.slice(items[1]!.start, items[1]!.end)).toBe('constraint let { var int: z = x + 1; } in\n  z > 2 /\\ "a;b" != "c";');
  });

  it('blanks the items not kept, every line where it was', () => {
    const items = constraintItems(text);
    const kept = withoutItems(text, items, new Set([1]));
    check(kept.split('\n').length).toBe(text.split('\n').length);
    check(constraintItems(kept).map((i) => i.line)).toEqual([3]);
    check(kept.split('\n')[1]!.trim()).toBe('/* constraint x < 0; */');
  });
});
