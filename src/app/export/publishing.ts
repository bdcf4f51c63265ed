/**
 * The crossword as files for publication (issue 33): the board as shown (its given letters, or a
 * run's fill at the player's step) written as `.puz`, `.ipuz` or `.xd` by the pure writers of
 * src/puzzles/crossword/publish, with the board's clue sheet (the clue list's clues, title,
 * author, copyright and notes; a slot without a clue is written empty, as the formats allow). A
 * file that cannot be written says why as a message (`exporting.problem.<code>`), not in English.
 */
import { boardSheet, fillOfRows, publicationOf, PublishError, withOpened, writeIpuz, writePuz, writeXd, type Publication, type PublishFormat } from '../../puzzles/crossword/publish/index.ts';
import { layoutFromBoard, type CrosswordLayout } from '../../puzzles/crossword/index.ts';
import { serializeGrid } from '../../puzzles/crossword/serialize.ts';
import { msg, type Message } from '../i18n/index.ts';

export const PUBLISH_FORMATS: readonly PublishFormat[] = ['puz', 'ipuz', 'xd'];

/**
 * The board as a publication: `shownText` is the board as text (`crosswordText`: `#` a block, `.`
 * an empty cell); a board opened from a `.puz` or `.ipuz` file is written again over that file
 * (`withOpened`: its rebus squares, lock, solver's fill and other fields kept).
 */
export function boardPublication(layout: CrosswordLayout, shownText: string): Publication {
  const fill = fillOfRows(shownText.split('\n').slice(0, layout.height), layout.width);
  return withOpened(publicationOf(layout, boardSheet(layout), fill), layout.sheet?.opened);
}

/**
 * The board as a grid file with the letters it shows (a run's fill at the player's step, else its
 * own given letters) as given letters: opened again, the board has them (issue 33).
 */
export function gridWithLetters(layout: CrosswordLayout, shownText: string): string {
  const fill = fillOfRows(shownText.split('\n').slice(0, layout.height), layout.width);
  const given = layout.blocks.map((b, i) => (b ? '' : (fill[i] || layout.given[i] || '').toLowerCase()));
  return serializeGrid(layoutFromBoard(layout.width, layout.height, layout.blocks, given));
}

/** The file's content and its media type. */
export function publishedFile(pub: Publication, format: PublishFormat): { data: Uint8Array<ArrayBuffer> | string; type: string } {
  switch (format) {
    case 'puz':
      return { data: new Uint8Array(writePuz(pub)), type: 'application/x-crossword' };
    case 'ipuz':
      return { data: writeIpuz(pub), type: 'application/json;charset=utf-8' };
    case 'xd':
      return { data: writeXd(pub), type: 'text/plain;charset=utf-8' };
  }
}

/** A slot's name ("12-Down") as a message in the reader's language; null when it is not one. */
function slotMessage(slot: string): Message | null {
  const m = /^(\d+)-(Across|Down)$/.exec(slot);
  return m ? msg(m[2] === 'Across' ? 'names.across' : 'names.down', { n: Number(m[1]) }) : null;
}

/** Why a file could not be written, as a message in the reader's language (null: not a publishing problem). */
export function publishProblem(error: unknown): Message | null {
  if (!(error instanceof PublishError)) return null;
  const problem = error.problem;
  if (problem.code === 'text-charset') {
    // Which text cannot be held, in the reader's language: a clue by its slot (issue 33), not mojibake.
    const slot = problem.slot ? slotMessage(problem.slot) : null;
    if (problem.field === 'clue' && slot) return msg('roundTrip.charset.clue', { format: problem.format, char: problem.char, slot });
    if (problem.field !== 'clue') return msg(`roundTrip.charset.${problem.field}`, { format: problem.format, char: problem.char });
  }
  const { code, ...fields } = problem;
  const params: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(fields)) if (v !== undefined) params[k] = Array.isArray(v) ? v.join(', ') : (v as string | number);
  return msg(`exporting.problem.${code}`, params);
}
