/**
 * The parts of publishing a board uses while it is drawn and edited: symmetry, grid checks, the
 * clue model, a publication and what can stop one. The file formats (.puz, .ipuz, .xd, and the
 * reader of opened files with its parser package) are index.ts's: the app's first script imports
 * this file, so that it does not carry them (the Export menu's items and a dropped crossword file
 * load them when needed).
 */
export * from './symmetry.ts';
export * from './gridChecks.ts';
export * from './clues.ts';
export * from './problems.ts';
export * from './publication.ts';
