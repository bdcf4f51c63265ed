/** `solve --type crossword`: a slot or grid file and a dictionary. */
import { english } from '../text/index.ts';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  buildCrosswordModel,
  crosswordVariables,
  applyWordChoices,
  fillScore,
  FILL_SEARCH,
  parseWordListFile,
  looksLikeGrid,
  parseDictionary,
  parseGridFile,
  parseSlotFile,
  WordIndex,
  type ChosenWords,
  type CrosswordLayout,
  type CrosswordVariables,
  type Dictionary,
  type WordChoices,
} from '../puzzles/crossword/index.ts';
import { readXwordFile } from '../puzzles/crossword/xwordFile.ts';
import { xwordFormat } from '../puzzles/crossword/xwordFormat.ts';
import { emptyStats, solve, type SearchOptions } from '../solver/index.ts';
import type { CliOptions } from './args.ts';
import { UsageError } from './args.ts';
import type { Runner } from './kinds.ts';
import { cliResult, type CliResult } from './result.ts';
import { crosswordCheck, verifyResult } from './verify.ts';

export const DEFAULT_DICTIONARY = fileURLToPath(new URL('../../public/dictionaries/english-common.txt', import.meta.url));

/** The largest board side read from a published crossword file (the app takes 50; the CLI has no screen to fill). */
const XWORD_MAX_SIDE = 255;

/**
 * The puzzles of a file: a published crossword (.puz, .ipuz, .jpz: read as bytes, through the same
 * reader as the app's), a grid file, or a slot file (several puzzles).
 */
export function readLayouts(text: string, file: string, keepLetters = false): CrosswordLayout[] {
  if (xwordFormat(file) !== null) return [readXwordFile(file, new Uint8Array(readFileSync(file)), { keepLetters, maxSide: XWORD_MAX_SIDE }).layout];
  const isGrid = file.endsWith('.grid') || (!file.endsWith('.slots') && looksLikeGrid(text));
  return isGrid ? [parseGridFile(text, file)] : parseSlotFile(text, file);
}

/** What a crossword run searches: the puzzle of the file, the words after its choices, the search and the model. */
export interface CrosswordSetup {
  layout: CrosswordLayout;
  dictionary: Dictionary;
  /** The puzzle's word choices (minimum score, bans, preferred words), and the words they leave. */
  choices: WordChoices;
  chosen: ChosenWords;
  search: Partial<SearchOptions>;
  variables: CrosswordVariables;
  /** The words' order in the index: best score (and preferred words) first. */
  ranked: boolean;
}

export function crosswordSetup(text: string, options: CliOptions, read: (path: string) => string): CrosswordSetup {
  const layouts = readLayouts(text, options.file, options.keepLetters);
  const layout = layouts[options.index];
  if (!layout) throw new UsageError(`--index ${options.index}: ${options.file} holds ${layouts.length} puzzle(s) (0-based)`);
  const dictFile = options.dict ?? DEFAULT_DICTIONARY;
  const dictionary = parseDictionary(read(dictFile), options.dict ?? 'public/dictionaries/english-common.txt', { foldAccents: options.foldAccents });
  // A puzzle's own choices: the minimum score, banned and preferred words.
  const choices: WordChoices = {
    minScore: options.minScore,
    ban: options.ban === undefined ? undefined : parseWordListFile(read(options.ban), options.foldAccents),
    prefer: options.prefer === undefined ? undefined : parseWordListFile(read(options.prefer), options.foldAccents),
    foldAccents: options.foldAccents,
  };
  const chosen = applyWordChoices(dictionary, choices);
  // `--prefer` without a value order of its own tries the preferred words first, as `--val score` does.
  const scoreOrder = options.scoreOrder || (options.prefer !== undefined && options.search.valueOrder === undefined);
  const ranked = scoreOrder || options.prefer !== undefined;
  const search = { ...FILL_SEARCH, ...options.search, ...(scoreOrder ? { valueOrder: 'lex' as const } : {}) };
  // Textbook configurations search one variable per slot, the fill settings letters too (defaults.ts).
  // `--val score` orders each slot's words best first, which only slot variables branch on.
  const variables = scoreOrder && options.model === undefined ? 'slots' : crosswordVariables(search, options.model);
  return { layout, dictionary, choices, chosen, search, variables, ranked };
}

export function runCrossword(text: string, options: CliOptions, read: (path: string) => string): CliResult {
  const { layout, dictionary, chosen, search, variables, ranked } = crosswordSetup(text, options, read);
  const index = new WordIndex(chosen.words, ranked ? { rank: chosen.rank } : {});
  const model = buildCrosswordModel(layout, index, { reuse: options.reuse, variables });
  if (model.emptySlots.length > 0) {
    return { status: 'unsatisfiable', solutions: [], stats: emptyStats(), message: model.emptySlots.map((e) => english(e.reason)).join('; '), model: variables };
  }
  const result: CliResult = {
    ...cliResult(solve(model.problem, search), (values) => {
      const words = layout.slots.map((_, s) => model.word(s, values[s]!));
      return {
        rows: model.rows(values),
        words: Object.fromEntries(layout.slots.map((slot, s) => [slot.name, words[s]!])),
        // A scored list: the fill's quality, beside its words.
        ...(dictionary.weights ? { score: fillScore(dictionary, words) } : {}),
      };
    }),
    model: variables,
  };
  return options.verify ? verifyResult(result, crosswordCheck(layout, chosen.words, options.reuse), options.file) : result;
}

export function readText(path: string): string {
  return readFileSync(path, 'utf8');
}

/** A grid, slot or published crossword file, filled from `--dict` (default: the bundled English list). */
export const crosswordRunner: Runner = { run: (text, options, io) => runCrossword(text, options, io.read) };
