import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { check } from '../check.ts';
import { readFileText, type LoadedFile, type PuzzleFile } from '../../src/puzzles/files.ts';
import { anyHostileFile, fuzzRuns, REPORT } from './hostile.ts';
import { MAX_REASON } from './outcome.ts';
import { dictionaryProblems, futoshikiProblems, gridLayoutProblems, slotLayoutsProblems, sudokuProblems } from './wellFormed.ts';

const NAMES = ['drop.txt', 'p.grid', 'p.slots', 'p.sdk', 'noname', 'WORDS.TXT'];
const KINDS = ['crossword', 'sudoku', 'futoshiki'] as const;
/** The messages of the app's limits: a board too large, a Futoshiki size it does not take, words too long for any board. */
const LIMIT_REFUSAL = /: (the board is \d+…? × \d+…? cells, larger than|the Futoshiki is \d+ × \d+; the app takes|every word is longer than)/;

/** The problems of what the app made of a file: a well-formed puzzle or dictionary, or a parse error's message. */
/** The problems of a file read as puzzles of its kind. */
function puzzleProblems(loaded: PuzzleFile, text: string): string[] {
  switch (loaded.puzzleKind) {
    case 'crossword': {
      // A grid or a slot file (the content decides): either reading must be well-formed.
      const asSlots = slotLayoutsProblems(loaded.puzzles);
      if (asSlots.length === 0 || loaded.puzzles.length !== 1) return asSlots;
      const asGrid = gridLayoutProblems(loaded.puzzles[0]!);
      return asGrid.length === 0 ? [] : asSlots.concat(asGrid);
    }
    case 'sudoku':
      return sudokuProblems(loaded.puzzles, text);
    case 'futoshiki':
      return loaded.puzzles.length === 1 ? futoshikiProblems(loaded.puzzles[0]!) : [`${loaded.puzzles.length} Futoshiki in one file`];
    case 'queens': {
      // A board of 1 to 1,000 rows, at most one queen a row, each on the board.
      if (loaded.puzzles.length !== 1) return [`${loaded.puzzles.length} queens boards in one file`];
      const { size, givens } = loaded.puzzles[0]!;
      if (!Number.isInteger(size) || size < 1 || size > 1000) return [`a queens board of ${size}`];
      if (givens.length !== size) return [`${givens.length} rows of queens for ${size}`];
      return givens.some((c) => !Number.isInteger(c) || c < -1 || c >= size) ? ['a queen off the board'] : [];
    }
    case 'model':
      // A model is MiniZinc's to read: taken by its extension alone, as it is.
      return loaded.puzzles.length === 1 && loaded.puzzles[0]!.text === text ? [] : ['a model file whose text changed'];
  }
}

function loadedProblems(loaded: LoadedFile, name: string, text: string): string[] {
  switch (loaded.kind) {
    case 'puzzle':
      return puzzleProblems(loaded, text);
    case 'dictionary':
      return dictionaryProblems(loaded.dictionary, text);
    case 'ask':
      // A question: both readings are well-formed, and the user chooses.
      return [...loadedProblems(loaded.asPuzzle, name, text), ...loadedProblems(loaded.asDictionary, name, text)];
    case 'error': {
      // A refusal by the app's limits (limits.ts) names the file and the limit passed.
      if (LIMIT_REFUSAL.test(loaded.message) && loaded.message.startsWith(`${name}: `)) return [];
      // Only a ParseError may fail a load: its message is "file, line L, column C: reason".
      const m = /^(.*), line (\d+), column (\d+): (.+)$/s.exec(loaded.message);
      if (!m || m[1] !== name) return [`not a parse error: ${loaded.message.slice(0, 200)}`];
      return m[4]!.length > MAX_REASON ? [`a reason of ${m[4]!.length} characters`] : [];
    }
  }
}

describe('reading a dropped file (readFileText) under hostile input', () => {
  it('never throws: a well-formed puzzle or dictionary, or a parse error with line and column', () => {
    const counts = new Map<string, number>();
    fc.assert(
      fc.property(anyHostileFile, fc.constantFrom(...NAMES), fc.constantFrom(...KINDS), (text, name, kind) => {
        const loaded = readFileText(name, text, kind);
        counts.set(loaded.kind, (counts.get(loaded.kind) ?? 0) + 1);
        check(loadedProblems(loaded, name, text)).toEqual([]);
      }),
      { numRuns: fuzzRuns() },
    );
    if (REPORT) console.log(`fuzz readFileText: ${fuzzRuns()} inputs (${[...counts].map(([k, n]) => `${n} ${k}`).join(', ')})`);
    expect(counts.get('error')).toBeGreaterThan(0);
  });
});
