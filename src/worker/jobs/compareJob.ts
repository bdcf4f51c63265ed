/**
 * One compare solve, without the worker: read the job's files (through `text`, so tests read them
 * from disk and the worker fetches them), build the model, solve, and say what the run found
 * (statistics, the first solution's board, and for a crossword without a fill, why). The compare
 * worker serves `compareJobs`, a row streamed per solve.
 */
import type { SolutionCheck } from '../../checkers/solutions.ts';
import { parseDictionary, WordIndex } from '../../puzzles/crossword/index.ts';
import { readFileText } from '../../puzzles/files.ts';
import { anyKind } from '../../puzzles/registry.ts';
import { solve, solveMinConflicts, type SearchOptions, type SearchResult } from '../../solver/index.ts';
import type { Handlers } from '../bridge/index.ts';
import type { CompareDetail, CompareJob, CompareJobs } from '../protocol.ts';

export { whyNoFill } from '../../puzzles/crossword/noFill.ts';

/** A solve's result as the compare table and the tests use it. */
export interface CompareOutcome {
  result: SearchResult;
  detail: CompareDetail;
  /** The first solution as board rows, if any. */
  board?: { rows: string[] } | undefined;
  /** What the independent checkers need: the puzzle file and word list actually used. */
  puzzleText: string;
  words?: readonly string[] | undefined;
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
    const kind = anyKind(job.kind);
    const name = fileName(job.puzzleUrl);
    const puzzleText = await this.text(job.puzzleUrl);
    const options: Partial<SearchOptions> = { maxSolutions: 1, ...job.options };
    // The file read as a dropped one would be (its name and content decide the format).
    const file = readFileText(name, puzzleText, job.kind);
    if (file.kind !== 'puzzle') throw new Error(file.kind === 'error' ? file.message : `${name} is not a puzzle file`);
    const index = 'puzzleIndex' in job ? job.puzzleIndex : 0;
    const puzzle = file.puzzles[index];
    if (puzzle === undefined) throw new Error(`${name} has no puzzle ${index + 1}`);
    // A kind that fills with words: the job's dictionary, without the words it leaves out.
    const dictionary = kind.words && 'dictionaryUrl' in job ? await this.wordIndex(job.dictionaryUrl, job.leaveOut) : null;
    const reuse = 'reuse' in job && job.reuse;
    // The slot model for every configuration (crosswords: the rows of one table count the same
    // nodes, words placed, as the seed reports do).
    const model = kind.build(puzzle, { alldiff: 'alldiff' in job ? job.alldiff : 'gac', reuse, index: dictionary?.index });
    const local = 'local' in job ? job.local : undefined;
    const result = local
      ? checkedLocal(solveMinConflicts(model.problem, { ...local, timeLimitMs: options.timeLimitMs ?? Infinity }), model.rows, kind.check(puzzle, { words: [], reuse }))
      : solve(model.problem, options);
    const detail: CompareDetail = { message: result.message };
    // Nodes per slot: a kind that fills slots with words.
    if (kind.words) detail.slots = model.problem.variables.length;
    if (result.solutions.length === 0 && result.status === 'unsatisfiable' && model.whyNoSolution) detail.noFill = model.whyNoSolution(options);
    const first = result.solutions[0];
    return { result, detail, board: first ? { rows: model.rows(first) } : undefined, puzzleText, words: dictionary?.words };
  }
}

/** A min-conflicts result whose solution the independent checker accepts (else an error, never a row saying solved). */
function checkedLocal(result: SearchResult, rows: (values: Int32Array) => string[], check: SolutionCheck): SearchResult {
  const first = result.solutions[0];
  const problems = first ? check({ rows: rows(first) }) : [];
  if (problems.length > 0) throw new Error(`min-conflicts returned a fill that breaks ${problems.join('; ')}; please report it`);
  return result;
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
