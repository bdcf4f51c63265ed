/**
 * One step sentence generator for every kind: the same events read with crossword names and with
 * Sudoku names, checked against the layout, the words and the puzzle here (not against sentences.ts).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { check } from '../../../tests/check.ts';
import { i18n } from '../i18n/i18n.ts';
import { parseSudokuFile } from '../../puzzles/sudoku/index.ts';
import { EVENT_FIELDS, EventCode } from '../../trace/codes.ts';
import { fromSudoku } from '../kinds/numbers/board.ts';
import { crosswordNames, describeStep, numberNames } from '../kinds/sentences.ts';
import { Trace } from '../../trace/trace.ts';
import { msg, verbatim } from '../../text/index.ts';
import { puzzle } from './record.ts';

const E = EventCode;
/** phase, select, assign, prune, wipe-out, backtrack, set, restart, backjump, conflict, solution. */
const events = [
  [E.phase, -1, 1, 0],
  [E.select, 0, 3, 1],
  [E.assign, 0, 1, 1],
  [E.prune, 1, 2, 4],
  [E.wipeout, 1, 4, 0],
  [E.backtrack, 0, 1, 2],
  [E.set, 0, -1, 1],
  [E.restart, 1, 0, 3],
  [E.backjump, 1, 0, 1],
  [E.conflict, 1, 4, 0],
  [E.solution, 0, 0, 0],
];

function trace(variables: number): Trace {
  const t = new Trace({ variables });
  t.append(Int32Array.from(events.flat()), events.length);
  expect(events.flat()).toHaveLength(events.length * EVENT_FIELDS);
  return t;
}

describe('describeStep', () => {
  it('names slots and words on a crossword', () => {
    const layout = puzzle('seed000-p1.slots');
    const [a, b] = layout.slots;
    const words: Record<number, string[]> = { [a!.length]: ['AAAA', 'BBBB', 'CCCC'], [b!.length]: ['DDDD', 'EEEE', 'FFFF'] };
    const t = trace(layout.slots.length);
    const names = crosswordNames(layout, words);
    const w = (slot: number, v: number) => `“${words[layout.slots[slot]!.length]![v]}”`;
    const at = (p: number) => describeStep(t, p, names);
    check(at(0)).toBe('Start: nothing assigned yet.');
    check(at(2)).toBe(`◎ Choose ${a!.name} next (3 words left, depth 1).`);
    check(at(3)).toBe(`→ Assign ${a!.name} = ${w(0, 1)} (depth 1).`);
    check(at(4)).toBe(`✂ Prune: ${w(1, 2)} no longer fits ${b!.name}.`);
    check(at(5)).toBe(`✕ Wipe-out: no word is left for ${b!.name}.`);
    check(at(6)).toBe(`↩ Backtrack: take ${w(0, 1)} out of ${a!.name} (restores 2 pruned words).`);
    check(at(7)).toBe(`⇢ ${a!.name} is emptied (${w(0, 1)} taken back).`);
    check(at(8)).toContain('⟲ Restart 1:');
    check(at(8)).toContain('(restores 3 pruned words)');
    check(at(9)).toContain(`⤺ Backjump: no word is left for ${b!.name}, so the search jumps back to depth 0`);
    check(at(10)).toBe(`✕ Conflict: ${b!.name} clashes with an assigned slot.`);
    check(at(11)).toBe('✓ Solution 1 found.');
  });

  it('names cells, digits and constraints on a Sudoku', () => {
    const p = fromSudoku(parseSudokuFile('1.....3..4.....2\n', 'x')[0]!);
    const labels = [...['a', 'b', 'c', 'd', 'row 1'].map(verbatim)];
    const t = trace(16);
    const at = (q: number) => describeStep(t, q, numberNames(p, labels));
    check(at(2)).toBe('◎ Choose r1c1 next (3 candidates left, depth 1).');
    check(at(3)).toBe('→ Place 2 in r1c1 (depth 1).');
    check(at(4)).toBe('✂ Prune: 3 no longer fits r1c2 (row 1).');
    check(at(5)).toBe('✕ Wipe-out: no digit is left for r1c2 (row 1).');
    check(at(6)).toBe('↩ Backtrack: take 2 out of r1c1 (restores 2 pruned candidates).');
    check(at(10)).toBe('✕ Conflict: r1c2 clashes with an assigned cell (row 1).');
    check(at(11)).toBe('✓ Solution 1 found.');
  });

  describe('in the interface language', () => {
    afterEach(async () => {
      await i18n.changeLanguage('en');
    });

    it('Russian, with plural forms', async () => {
      await i18n.changeLanguage('ru');
      const layout = puzzle('seed000-p1.slots');
      const [a, b] = layout.slots;
      const words: Record<number, string[]> = { [a!.length]: ['AAAA', 'BBBB', 'CCCC'], [b!.length]: ['DDDD', 'EEEE', 'FFFF'] };
      // The slot names of the model (1-Across, 1-Down) in Russian, and the model's constraint label.
      check([a!.name, b!.name]).toEqual(['1-Across', '1-Down']);
      const at = (p: number) => describeStep(trace(layout.slots.length), p, crosswordNames(layout, words));
      check(at(0)).toBe('Начало: ещё ничего не присвоено.');
      check(at(2)).toBe('◎ Следующим выбираем слот 1 по горизонтали (осталось 3 слова, глубина 1).');
      check(at(3)).toBe('→ Присваиваем 1 по горизонтали = «BBBB» (глубина 1).');
      check(at(5)).toBe('✕ Пустой домен: для 1 по вертикали не осталось ни одного слова.');
      check(at(6)).toBe('↩ Возврат: снимаем «BBBB» с 1 по горизонтали (возвращает 2 удалённых слова).');
      const p = fromSudoku(parseSudokuFile('1.....3..4.....2\n', 'x')[0]!);
      check(describeStep(trace(16), 4, numberNames(p, [...['a', 'b', 'c', 'd'].map(verbatim), msg('names.allDifferentRow', { n: 1 })]))).toBe('✂ Удаление значения: 3 больше не подходит для r1c2 (все различны: строка 1).');
    });

    it('Chinese', async () => {
      await i18n.changeLanguage('zh');
      const p = fromSudoku(parseSudokuFile('1.....3..4.....2\n', 'x')[0]!);
      const at = (q: number) => describeStep(trace(16), q, numberNames(p, ['a', 'b', 'c', 'd', 'row 1'].map(verbatim)));
      check(at(2)).toBe('◎ 接下来选择 r1c1（剩余 3 个候选值，深度 1）。');
      check(at(6)).toBe('↩ 回溯：从 r1c1 撤回 2（恢复 2 个被剪枝的候选值）。');
      check(at(11)).toBe('✓ 找到第 1 个解。');
    });
  });
});
