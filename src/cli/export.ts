/**
 * `solve GRID --dict LIST --clues CLUES --export FILE.puz|FILE.ipuz|FILE.xd`: the filled puzzle
 * written for publication with its clues (src/puzzles/crossword/publish). The clues are read and
 * checked against the grid's slots before the search; the file is written from the first solution.
 * A puzzle opened from a .puz, .ipuz, .jpz or .xd keeps its own clues, title and the rest where the
 * clue file gives none (and a .puz or .ipuz written back as itself keeps everything else it held).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { ParseError } from '../puzzles/errors.ts';
import { verbatim, msg } from '../text/index.ts';
import {
  fillOfRows,
  missingClues,
  openedFormat,
  openForPublishing,
  parseClueFile,
  publicationOf,
  PublishError,
  slotsOf,
  writeIpuz,
  writePuz,
  writeXd,
  type ClueSheet,
  type OpenedPuzzle,
  type PublishFormat,
  type PublishProblem,
} from '../puzzles/crossword/publish/index.ts';
import type { CliOptions } from './args.ts';
import { readLayouts } from './crossword.ts';
import type { CliResult } from './result.ts';
import { UsageError } from './args.ts';

export interface Exporter {
  /** Write the first solution's puzzle; null when there is none (nothing written). */
  write(result: CliResult): NonNullable<CliResult['export']> | null;
}

/** What stops a puzzle from being written, in English. */
export function problemText(p: PublishProblem): string {
  switch (p.code) {
    case 'text-charset': {
      const where = p.field === 'clue' ? `the clue for ${p.slot ?? 'a slot'}` : `the ${p.field}`;
      return `${where} holds ${JSON.stringify(p.char)}, which a .${p.format} file cannot hold (.puz text is ISO-8859-1; .ipuz and .xd take any text)`;
    }
    case 'cell-charset':
      return `the cell at row ${p.row}, column ${p.column} holds ${JSON.stringify(p.text)}, which a .${p.format} grid cannot hold (one ISO-8859-1 letter a cell, or a rebus of them; .ipuz and .xd take any letter)`;
    case 'cell-empty':
      return `the cell at row ${p.row}, column ${p.column} has no letter (${p.count} white cell${p.count === 1 ? '' : 's'} without one): a .${p.format} file needs the whole solution`;
    case 'too-big':
      return `the grid is ${p.width} x ${p.height}; a .${p.format} file holds at most ${p.max} x ${p.max}`;
    case 'too-long':
      return `${p.what}: ${p.length}, more than a .${p.format} file holds (${p.max})`;
    case 'clue-missing':
      return `no clue for ${p.slots.slice(0, 10).join(', ')}${p.slots.length > 10 ? ` and ${p.slots.length - 10} more` : ''} (one "slot<TAB>clue" line each, or --allow-missing-clues)`;
  }
}

/** Read the grid and the clues, and check every slot has one (unless allowed). */
export function prepareExport(text: string, options: CliOptions, read: (path: string) => string): Exporter {
  const file = options.exportFile!;
  const format = file.slice(file.lastIndexOf('.') + 1).toLowerCase() as PublishFormat;
  const layout = readLayouts(text, options.file, options.keepLetters)[options.index];
  if (!layout) throw new UsageError(`--index ${options.index}: ${options.file} holds fewer puzzles`);
  const names = slotsOf(layout).map((s) => s.name);
  // A published file's own clues and metadata come first; the clue file's win.
  let opened: OpenedPuzzle | null = null;
  if (openedFormat(options.file)) opened = openForPublishing(options.file, new Uint8Array(readFileSync(options.file)));
  const own = opened?.publication.sheet;
  const given = options.clues === undefined ? null : parseClueFile(read(options.clues), options.clues, names);
  const sheet: ClueSheet = {
    title: given?.title || own?.title || layout.title || '',
    author: given?.author || own?.author || '',
    copyright: given?.copyright || own?.copyright || '',
    notes: given?.notes || own?.notes || '',
    clues: { ...(own?.clues ?? {}), ...(given?.clues ?? {}) },
    changed: [],
  };
  const missing = missingClues(layout, sheet);
  if (missing.length > 0 && !options.allowMissingClues) {
    throw new ParseError(options.clues ?? options.file, 0, 0, verbatim(problemText({ code: 'clue-missing', slots: missing })));
  }
  return {
    write(result) {
      const solution = result.solutions[0];
      if (!solution) return null;
      const pub = publicationOf(layout, sheet, fillOfRows(solution.rows, layout.width));
      let data: Uint8Array | string;
      try {
        data = format === 'puz' ? writePuz(pub, opened?.format === 'puz' ? opened.puz : undefined) : format === 'ipuz' ? writeIpuz(pub, opened?.format === 'ipuz' ? opened.ipuz : undefined) : writeXd(pub);
      } catch (e) {
        if (e instanceof PublishError) throw new ParseError(file, 0, 0, verbatim(problemText(e.problem)));
        throw e;
      }
      try {
        writeFileSync(file, data);
      } catch (e) {
        throw new ParseError(file, 0, 0, msg('parse.cli.cannotWrite', { detail: (e as NodeJS.ErrnoException).code ?? (e as Error).message }));
      }
      return { file, format, clues: names.length - missing.length, missing };
    },
  };
}
