import { describe, it } from 'vitest';
import { parseSudokuFile } from '../../src/puzzles/sudoku/index.ts';
import { hostileFile } from './hostile.ts';
import { fuzzParser } from './outcome.ts';
import { sudokuProblems } from './wellFormed.ts';

describe('Sudoku files under hostile input', () => {
  it('parse into puzzles with givens in range or throw a ParseError at a line and column of the text', () => {
    fuzzParser('Sudoku files', hostileFile('sudoku'), 's.txt', (t) => parseSudokuFile(t, 's.txt'), sudokuProblems);
  });
});
