/** Publishing a crossword: symmetry, grid checks, the clue model, and the .puz, .ipuz and .xd files. */
export * from './symmetry.ts';
export * from './gridChecks.ts';
export * from './clues.ts';
export * from './problems.ts';
export * from './publication.ts';
export { parsePuzFile, serializePuzFile, puzFromPublication, puzGrid, rebusTable, writePuz, puzUsesUtf8, PUZ_MAX_SIDE, type PuzFile } from './puz.ts';
export { ipuzJson, ipuzObject, writeIpuz, IPUZ_VERSION, IPUZ_CROSSWORD, type Json, type JsonObject } from './ipuz.ts';
export { writeXd } from './xd.ts';
export { keptOpenedFile, openForPublishing, openedFormat, withOpened, type OpenedFormat, type OpenedPuzzle, type UnmatchedClue } from './opened.ts';
export { parseClueFile } from './clueFile.ts';
