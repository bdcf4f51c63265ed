/**
 * What can stop a puzzle from being written (or a clue file from being read), as data: the app says
 * it in the reader's language from `code` and the fields, the CLI in English (src/cli/export.ts).
 * Rows and columns are 1-based, as people count them.
 */
export type PublishFormat = 'puz' | 'ipuz' | 'xd';

export type PublishProblem =
  /** A text (title, author, copyright, notes, the clue of `slot`, the rebus table) holds a character the format's text cannot. */
  | { code: 'text-charset'; format: PublishFormat; field: 'title' | 'author' | 'copyright' | 'notes' | 'clue' | 'rebus'; slot?: string; char: string }
  /** A cell's solution is not something the format's grid holds (one Latin-1 letter a cell in a .puz, or a rebus of them). */
  | { code: 'cell-charset'; format: PublishFormat; row: number; column: number; text: string }
  /** A white cell has no letter, and the format needs the whole solution. */
  | { code: 'cell-empty'; format: PublishFormat; row: number; column: number; count: number }
  /** The grid is larger than the format holds. */
  | { code: 'too-big'; format: PublishFormat; width: number; height: number; max: number }
  /** A text is longer than the format holds. */
  | { code: 'too-long'; format: PublishFormat; what: string; length: number; max: number }
  /** A slot has no clue (and missing clues were not allowed). */
  | { code: 'clue-missing'; slots: string[] };

/** A puzzle that cannot be written as asked: `problem` says why, as data. */
export class PublishError extends Error {
  constructor(readonly problem: PublishProblem) {
    super(`${problem.code} ${JSON.stringify(problem)}`);
    this.name = 'PublishError';
  }
}

/** Row and column (1-based) of a cell index. */
export function rowColumn(cell: number, width: number): { row: number; column: number } {
  return { row: Math.floor(cell / width) + 1, column: (cell % width) + 1 };
}
