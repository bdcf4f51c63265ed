/// <reference lib="webworker" />
/**
 * The compare worker: solves one puzzle after another with `solve()` (no events) and posts one
 * row of statistics per configuration. Files are fetched once and kept. Cancel with terminate().
 */
import { buildCrosswordModel, parseDictionary, parseSlotFile, WordIndex } from '../puzzles/crossword/index.ts';
import { buildFutoshikiModel, parseFutoshiki } from '../puzzles/futoshiki/index.ts';
import { solve, type Problem } from '../solver/index.ts';
import type { CompareFromWorker, CompareJob, CompareToWorker } from './compareProtocol.ts';

declare const self: DedicatedWorkerGlobalScope;

const texts = new Map<string, Promise<string>>();
function text(url: string): Promise<string> {
  let t = texts.get(url);
  if (!t) {
    t = fetch(url).then((r) => {
      if (!r.ok) throw new Error(`could not fetch ${url} (HTTP ${r.status})`);
      return r.text();
    });
    texts.set(url, t);
  }
  return t;
}

const indexes = new Map<string, WordIndex>();
async function wordIndex(url: string): Promise<WordIndex> {
  let index = indexes.get(url);
  if (!index) {
    index = new WordIndex(parseDictionary(await text(url), url.split('/').pop()).words);
    indexes.set(url, index);
  }
  return index;
}

async function problemOf(job: CompareJob): Promise<Problem> {
  if (job.kind === 'crossword') {
    const layout = parseSlotFile(await text(job.puzzleUrl), job.puzzleUrl.split('/').pop())[0]!;
    // The slot model for every configuration, chosen explicitly (crosswordVariables): the rows of
    // one table count the same nodes (words placed), as the seed reports do.
    return buildCrosswordModel(layout, await wordIndex(job.dictionaryUrl), { reuse: job.reuse, variables: 'slots' }).problem;
  }
  const puzzle = parseFutoshiki(await text(job.puzzleUrl), job.puzzleUrl.split('/').pop()!);
  return buildFutoshikiModel(puzzle, { alldiff: job.alldiff }).problem;
}

function post(message: CompareFromWorker): void {
  self.postMessage(message);
}

self.onmessage = async (e: MessageEvent<CompareToWorker>) => {
  const { id, jobs } = e.data;
  for (let k = 0; k < jobs.length; k++) {
    const job = jobs[k]!;
    try {
      const problem = await problemOf(job);
      const result = solve(problem, { ...job.options, maxSolutions: 1 });
      post({ type: 'row', id, index: k, status: result.status, stats: result.stats });
    } catch (error) {
      post({ type: 'error', id, index: k, message: error instanceof Error ? error.message : String(error) });
    }
  }
  post({ type: 'done', id });
};
