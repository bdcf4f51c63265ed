/** Publishing a crossword: symmetry, grid checks, the clue model, and the .puz, .ipuz and .xd files. */
// The parts a board uses while drawn (board.ts), then the files.
export * from './board.ts';
export { parsePuzFile, serializePuzFile, puzFromPublication, puzGrid, rebusTable, writePuz, puzUsesUtf8, PUZ_MAX_SIDE, type PuzFile } from './puz.ts';
export { ipuzJson, ipuzObject, writeIpuz, IPUZ_VERSION, IPUZ_CROSSWORD, type Json, type JsonObject } from './ipuz.ts';
export { writeXd } from './xd.ts';
export { keptOpenedFile, openForPublishing, openedFormat, withOpened, type OpenedFormat, type OpenedPuzzle, type UnmatchedClue } from './opened.ts';
export { parseClueFile } from './clueFile.ts';
