/**
 * One compare solve, without the worker: read the job's files (through `text`, so tests read them
 * from disk and the worker fetches them), build the model, solve, and say what the run found
 * (statistics, the first solution's board, and for a crossword without a fill, why). The compare
 * worker serves `compareJobs`, a row streamed per solve.
 */
import {
  buildCrosswordModel,
  Crossing,
  parseDictionary,
  parseGridFile,
  parseSlotFile,
  WordIndex,
  type CrosswordLayout,
  type CrosswordModel,
} from '../../puzzles/crossword/index.ts';
import { buildFutoshikiModel, parseFutoshiki } from '../../puzzles/futoshiki/index.ts';
import { buildSudokuModel, parseSudokuFile, sudokuToLine } from '../../puzzles/sudoku/index.ts';
import { search, solve, solveMinConflicts, type SearchOptions, type SearchResult } from '../../solver/index.ts';
import { futoshikiCheck, sudokuCheck, type SolutionCheck } from '../../checkers/solutions.ts';
import type { Handlers } from '../bridge/index.ts';
import type { CompareDetail, CompareJob, CompareJobs, NoFillReason } from '../protocol.ts';

/** A solve's result as the compare table and the tests use it. */
export interface CompareOutcome {
  result: SearchResult;
  detail: CompareDetail;
  /** The first solution as board rows (crosswords: with each slot's word), if any. */
  board?: { rows: string[]; words?: Record<string, string> } | undefined;
  /** What the independent checkers need: the puzzle file and word list actually used. */
  puzzleText: string;
  words?: readonly string[] | undefined;
  layout?: CrosswordLayout | undefined;
  givens?: string | undefined;
}

const fileName = (url: string) => url.split('/').pop() ?? url;

/** Reads and caches the files and word indexes of a series of jobs. */
export class CompareRunner {
  private readonly texts = new Map<string, Promise<string>>();
  private readonly indexes = new Map<string, Promise<{ index: WordIndex; words: string[] }>>();

  constructor(private readonly fetchText: (url: string) => Promise<string>) {}

  text(url: string): Promise<string> {
    let t = this.texts.get(url);
    if (!t) {
      t = this.fetchText(url);
      this.texts.set(url, t);
    }
    return t;
  }

  /** The dictionary's word index, without the words left out. */
  wordIndex(url: string, leaveOut: readonly string[] = []): Promise<{ index: WordIndex; words: string[] }> {
    const key = `${url}\n${leaveOut.join('\n')}`;
    let entry = this.indexes.get(key);
    if (!entry) {
      entry = this.text(url).then((text) => {
        const out = new Set(leaveOut.map((w) => w.normalize('NFC').toLowerCase()));
        const words = parseDictionary(text, fileName(url)).words.filter((w) => !out.has(w));
        return { index: new WordIndex(words), words };
      });
      this.indexes.set(key, entry);
    }
    return entry;
  }

  async run(job: CompareJob): Promise<CompareOutcome> {
    const puzzleText = await this.text(job.puzzleUrl);
    const options: Partial<SearchOptions> = { maxSolutions: 1, ...job.options };
    if (job.kind === 'crossword') {
      const layout = job.puzzleUrl.endsWith('.grid')
        ? parseGridFile(puzzleText, fileName(job.puzzleUrl))
        : parseSlotFile(puzzleText, fileName(job.puzzleUrl))[0]!;
      const { index, words } = await this.wordIndex(job.dictionaryUrl, job.leaveOut);
      // The slot model for every configuration, chosen explicitly (crosswordVariables): the rows of
      // one table count the same nodes (words placed), as the seed reports do.
      const model = buildCrosswordModel(layout, index, { reuse: job.reuse, variables: 'slots' });
      const result = solve(model.problem, options);
      const detail: CompareDetail = { message: result.message, slots: layout.slots.length };
      if (result.solutions.length === 0 && result.status === 'unsatisfiable') detail.noFill = whyNoFill(model, options);
      const first = result.solutions[0];
      const board = first
        ? { rows: model.rows(first), words: Object.fromEntries(layout.slots.map((s, k) => [s.name, model.word(k, first[k]!)])) }
        : undefined;
      return { result, detail, board, puzzleText, words, layout };
    }
    if (job.kind === 'sudoku') {
      const puzzle = parseSudokuFile(puzzleText, fileName(job.puzzleUrl))[job.puzzleIndex];
      if (!puzzle) throw new Error(`${fileName(job.puzzleUrl)} has no puzzle ${job.puzzleIndex + 1}`);
      const model = buildSudokuModel(puzzle, { alldiff: job.alldiff });
      const result = job.local ? checkedLocal(solveMinConflicts(model.problem, { ...job.local, timeLimitMs: options.timeLimitMs ?? Infinity }), model.rows, sudokuCheck(puzzle)) : solve(model.problem, options);
      const first = result.solutions[0];
      return { result, detail: { message: result.message }, board: first ? { rows: model.rows(first) } : undefined, puzzleText, givens: sudokuToLine(puzzle) };
    }
    const puzzle = parseFutoshiki(puzzleText, fileName(job.puzzleUrl));
    const model = buildFutoshikiModel(puzzle, { alldiff: job.alldiff });
    const result = job.local ? checkedLocal(solveMinConflicts(model.problem, { ...job.local, timeLimitMs: options.timeLimitMs ?? Infinity }), model.rows, futoshikiCheck(puzzle)) : solve(model.problem, options);
    const first = result.solutions[0];
    return { result, detail: { message: result.message }, board: first ? { rows: model.rows(first) } : undefined, puzzleText };
  }
}

/** A min-conflicts result whose solution the independent checker accepts (else an error, never a row saying solved). */
function checkedLocal(result: SearchResult, rows: (values: Int32Array) => string[], check: SolutionCheck): SearchResult {
  const first = result.solutions[0];
  const problems = first ? check({ rows: rows(first) }) : [];
  if (problems.length > 0) throw new Error(`min-conflicts returned a fill that breaks ${problems.join('; ')}; please report it`);
  return result;
}

/**
 * Why a crossword has no fill. First the slots the model found empty before search. Otherwise the
 * same search is replayed with events up to the end of its preprocessing: the slot whose domain
 * AC-3 (or the first check) empties there is named, with the words of its length and, for up to
 * five of them, a crossing whose slot has no word with that letter in the shared cell. When the
 * failure only comes during search (every slot keeps words after preprocessing), nothing is said
 * here: the search itself proved there is no fill.
 */
export function whyNoFill(model: CrosswordModel, options: Partial<SearchOptions>): NoFillReason[] {
  const { layout, index } = model;
  if (model.emptySlots.length > 0) {
    return model.emptySlots.map((e) => ({
      kind: 'empty-slot',
      slot: e.slot.name,
      length: e.slot.length,
      row: e.slot.row + 1,
      col: e.slot.col + 1,
      pattern: e.pattern,
      detail: e.reason,
    }));
  }
  let failed = -1;
  let by = -1;
  for (const event of search(model.problem, { ...options, record: true, maxSolutions: 1 })) {
    if ((event.type === 'wipeout' || event.type === 'conflict') && event.depth === 0) {
      failed = event.variable;
      by = event.constraint;
      break;
    }
    if (event.type === 'phase' && event.phase === 'search') break;
    if (event.type === 'done') break;
  }
  if (failed < 0 || failed >= model.slotCount) return [];
  const slot = layout.slots[failed]!;
  const bucket = index.bucket(slot.length);
  const pattern = slot.cells.map((c) => (layout.given[c] ? index.letterCode(layout.given[c]) : null));
  const fitting = !bucket || pattern.some((c) => c === -1) ? [] : bucket.match(pattern).map((i) => bucket.words[i]!);
  const examples = fitting.slice(0, 5);
  const blocked: Extract<NoFillReason, { kind: 'wipeout' }>['blocked'] = [];
  for (const word of examples) {
    const letters = Array.from(word);
    for (const [pos, cell] of slot.cells.entries()) {
      const other = layout.slots.find((s) => s !== slot && s.cells.includes(cell));
      if (!other) continue;
      const otherPos = other.cells.indexOf(cell);
      const code = index.letterCode(letters[pos]!);
      const otherBucket = index.bucket(other.length);
      const wanted = other.cells.map((c, p) => (p === otherPos ? code : layout.given[c] ? index.letterCode(layout.given[c]) : null));
      if (code < 0 || !otherBucket || wanted.some((c) => c === -1) || otherBucket.match(wanted).length === 0) {
        blocked.push({ word, crossing: other.name, crossingLength: other.length, position: otherPos + 1, letter: letters[pos]! });
        break;
      }
    }
  }
  const reason: NoFillReason = { kind: 'wipeout', slot: slot.name, length: slot.length, row: slot.row + 1, col: slot.col + 1, candidates: fitting.length, examples, blocked };
  // Emptied by the rule that words may not repeat, not by a crossing: say so, and blame no crossing.
  if (by >= 0 && !(model.problem.constraints[by] instanceof Crossing)) return [{ ...reason, blocked: [], rule: 'different-words' }];
  return [reason];
}

/** The compare worker's job: the solves one after another (files fetched once), a row each; a job that fails is a row saying why. */
export function compareJobs(fetchText: (url: string) => Promise<string>): Handlers<CompareJobs> {
  const runner = new CompareRunner(fetchText);
  return {
    async compare({ jobs }, { emit, signal }) {
      for (let index = 0; index < jobs.length && !signal.aborted; index++) {
        try {
          const { result, detail } = await runner.run(jobs[index]!);
          emit({ index, status: result.status, stats: result.stats, detail });
        } catch (error) {
          emit({ index, error: error instanceof Error ? error.message : String(error) });
        }
      }
      return null;
    },
  };
}
