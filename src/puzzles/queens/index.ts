export { buildQueensModel, queensRows, QUEENS_CONSTRAINTS, QUEENS_MAX_BACKTRACKING, QUEENS_SEARCH, type QueensModel } from './model.ts';
