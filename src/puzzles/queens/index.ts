export { buildQueensModel, queensRows, QUEENS_CONSTRAINTS, QUEENS_MAX_BACKTRACKING, QUEENS_SEARCH, type QueensModel } from './model.ts';
export { attackingGivens, emptyQueens, MAX_QUEENS_BOARD, parseQueens, queensGiven, QUEENS_ROWS_UP_TO, serializeQueens, type QueensPuzzle } from './puzzle.ts';
