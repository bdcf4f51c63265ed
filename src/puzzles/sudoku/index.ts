export { SYMBOLS, BOX_SHAPES, sudokuFromLine, sudokuToLine, type SudokuPuzzle } from './puzzle.ts';
export { parseSudokuFile } from './parse.ts';
export { buildSudokuModel, sudokuUnits, SUDOKU_SEARCH, type SudokuModel, type SudokuModelOptions } from './model.ts';
