/** What the crossword board shows at a step: the givens, the words assigned there and the event's highlight — derived, never stored. */
import type { CrosswordLayout } from '../../../puzzles/crossword/index.ts';
import { EventCode } from '../../../trace/index.ts';
import { searchMark, wordOf, type CellMark, type StepEvent, type Words } from '../view.ts';

export interface BoardView {
  letters: string[];
  marks: CellMark[];
  /** Letters just taken back by a backtrack, shown fading in cells that are now empty. */
  ghosts: string[];
}

export function boardView(layout: CrosswordLayout, words: Words | null, values: Int32Array | null, event: StepEvent | null): BoardView {
  const n = layout.width * layout.height;
  const letters = layout.blocks.map((b, i) => (b ? '' : layout.given[i] || ''));
  const marks = new Array<CellMark>(n).fill('');
  const ghosts = new Array<string>(n).fill('');
  if (values && words) {
    layout.slots.forEach((slot, s) => {
      const word = Array.from(wordOf(words, slot, values[s] ?? -1));
      if (word.length === 0) return;
      slot.cells.forEach((cell, pos) => (letters[cell] = word[pos] ?? ''));
    });
  }
  if (!event) return { letters, marks, ghosts };
  const slot = layout.slots[event.variable];
  const mark = searchMark(event.type);
  if (mark) slot?.cells.forEach((c) => (marks[c] = mark));
  switch (event.type) {
    case EventCode.backtrack: {
      const word = Array.from(wordOf(words, slot, event.value));
      slot?.cells.forEach((c, pos) => {
        if (letters[c] === '') ghosts[c] = word[pos] ?? '';
      });
      break;
    }
    case EventCode.solution:
      layout.blocks.forEach((b, i) => !b && (marks[i] = 'solution'));
      break;
  }
  return { letters, marks, ghosts };
}

