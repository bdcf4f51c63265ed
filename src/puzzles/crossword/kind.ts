/**
 * The crossword, declared once (see ../kind.ts): grid files and slot files, a model of one variable
 * per slot whose values are the dictionary's words (`buildCrosswordModel`, slots only: the player
 * draws, explains and traces one variable per slot), checked by the independent crossword checker.
 */
import { crosswordCheck } from '../../checkers/solutions.ts';
import type { PuzzleDescriptor } from '../kind.ts';
import { crosswordTooLarge, MAX_SIDE } from '../limits.ts';
import { FILL_SEARCH } from './defaults.ts';
import { parseGridFile } from './gridFile.ts';
import type { CrosswordLayout } from './layout.ts';
import { buildCrosswordModel } from './model.ts';
import { whyNoFill } from './noFill.ts';
import { serializeGrid, serializeSlots, slotsFromBlocks } from './serialize.ts';
import { gridOrWords, gridRows, looksLikeSlots, slotHeader } from './sniff.ts';
import { parseSlotFile } from './slotFile.ts';

export const crossword: PuzzleDescriptor<CrosswordLayout, CrosswordLayout, 'crossword'> = {
  id: 'crossword',

  formats: [
    {
      id: 'grid',
      extensions: ['grid'],
      sniff({ text }) {
        const shape = gridOrWords(text);
        return shape === 'grid' ? { rank: 1 } : shape === 'either' ? { rank: 1, orWords: true } : null;
      },
      limit(text, name) {
        const rows = gridRows(text);
        // A loop, not Math.max(...widths): a file of a million rows would overflow the call stack.
        let width = 0;
        for (const r of rows) width = Math.max(width, Array.from(r).length);
        return width > MAX_SIDE || rows.length > MAX_SIDE ? crosswordTooLarge(name, width, rows.length) : null;
      },
      read: (text, name) => [parseGridFile(text, name)],
    },
    {
      id: 'slots',
      extensions: ['slots'],
      sniff: ({ lines }) => (looksLikeSlots(lines) ? { rank: 1 } : null),
      limit(text, name) {
        const [width, height] = slotHeader(text);
        return Number(width) > MAX_SIDE || Number(height) > MAX_SIDE ? crosswordTooLarge(name, width, height) : null;
      },
      read: (text, name) => parseSlotFile(text, name),
    },
  ],
  // A grid file; a slot file when the slots are not the blocks' own (a slot file has no given letters, nor had the board).
  write: (layout) =>
    layout.slots.length > 0 && !slotsFromBlocks(layout) ? { text: serializeSlots(layout), extension: 'slots' } : { text: serializeGrid(layout), extension: 'grid' },

  words: true,
  labels: false,
  search: FILL_SEARCH,
  refuses: { 'min-conflicts': 'min-conflicts is offered for the grid kinds (Sudoku, Futoshiki, …), not for crosswords' },
  build(layout, { reuse, index }) {
    if (!index) throw new Error('a crossword needs a word list');
    const model = buildCrosswordModel(layout, index, { reuse, variables: 'slots' });
    return {
      problem: model.problem,
      rows: (values) => model.rows(values),
      wordLengths: Int32Array.from(layout.slots, (slot) => slot.length),
      words: (values) => layout.slots.map((_, s) => model.word(s, values[s]!)),
      empty: model.emptySlots.map((e) => ({
        slot: e.slot.index,
        name: e.slot.name,
        reason: e.reason,
        why: e.why,
        row: e.slot.row + 1,
        col: e.slot.col + 1,
        length: e.slot.length,
        pattern: e.pattern,
      })),
      whyNoSolution: (options) => whyNoFill(model, options),
    };
  },
  check: (layout, { words, reuse }) => crosswordCheck(layout, words, reuse),
};
