/**
 * `npm run bench exercise`: what an exercise costs (issue 31). Each answer runs the same search
 * again from the start with one more answer in its script (src/solver/decisions.ts), so the cost of
 * an answer is one recorded run up to the next question. Here every question is answered with the
 * algorithm's own pick (Show me), variable, value and backtrack asked, MRV with forward checking,
 * on the lesson's 8 × 8 crossword (top3000-english), the first 9 × 9 Sudoku of sudoku-top95 and
 * Australia (the model sample's FlatZinc, tests/fixtures/model); the table gives the questions, the whole exercise's
 * time, the mean and the last answer's time (the longest: the run is longest there).
 */
import { buildCrosswordModel, parseDictionary, parseGridFile, WordIndex } from '../src/puzzles/crossword/index.ts';
import { buildFznProblem } from '../src/puzzles/model/model.ts';
import { parseFlatZinc } from '../src/puzzles/model/flatzinc.ts';
import { buildSudokuModel, parseSudokuFile } from '../src/puzzles/sudoku/index.ts';
import { buildQueensModel } from '../src/puzzles/queens/index.ts';
import { search, type AskKind, type Problem, type SearchOptions } from '../src/solver/index.ts';
import { readFixture, readPublic } from '../tests/data.ts';
import { median, printTable } from './table.ts';

const OPTIONS: Partial<SearchOptions> = { inference: 'fc', ac3: false, variableOrder: 'mrv', valueOrder: 'lex', record: true, maxSolutions: 1 };

/** Answer every question with the pick until the run ends (at most `limit`): the questions, each run's ms and events. */
function exercise(problem: Problem, limit: number, ask: AskKind[] = ['variable', 'value', 'backtrack']): { questions: number; runs: number[]; events: number } {
  const answers: number[] = [];
  const runs: number[] = [];
  for (;;) {
    const t = performance.now();
    let last = null;
    let events = 0;
    for (const e of search(problem, { ...OPTIONS, script: { ask, answers } })) {
      events++;
      last = e;
    }
    runs.push(performance.now() - t);
    if (!last || last.type !== 'done' || last.status !== 'question' || answers.length >= limit) return { questions: answers.length, runs, events };
    answers.push(last.question!.pick);
  }
}

const HEAD = ['puzzle', 'questions', 'events (last run)', 'all answers ms', 'ms per answer', 'last answer ms'];

/** A row of the table: the exercise once to warm up, then the median of 3. */
function measured(name: string, problem: Problem, ask?: AskKind[]): (string | number)[] {
  const times: number[][] = [];
  let r = exercise(problem, 300, ask);
  for (let k = 0; k < 3; k++) times.push((r = exercise(problem, 300, ask)).runs);
  const total = median(times.map((t) => t.reduce((a, b) => a + b, 0)));
  const lastRun = median(times.map((t) => t[t.length - 1]!));
  return [name, r.questions, r.events, total.toFixed(1), (total / Math.max(1, r.runs.length)).toFixed(2), lastRun.toFixed(2)];
}

export function run(): void {
  const dictionary = parseDictionary(readFixture('crossword/top3000-english.txt'));
  const crossword = buildCrosswordModel(parseGridFile(readPublic('puzzles/lesson-8x8.grid')), new WordIndex(dictionary.words), { reuse: false }).problem;
  const sudoku = buildSudokuModel(parseSudokuFile(readPublic('puzzles/sudoku-top95.txt'), 'sudoku-top95.txt')[0]!).problem;
  const map = buildFznProblem(parseFlatZinc(readFixture('model/australia.fzn'))).problem;
  const rows = (
    [
      ['crossword 8 × 8 (lesson)', crossword],
      ['Sudoku 9 × 9 (top95 #1)', sudoku],
      ['Australia', map],
    ] as const
  ).map(([name, problem]) => measured(name, problem));
  console.log('An exercise answered by Show me (MRV, forward checking, lex; variable, value and backtrack asked, at most 300 questions); median of 3');
  printTable(HEAD, rows);
  // Domain splitting by hand (src/solver/splitByHand.ts): every run grows the tree again, and MRV with halving's beside it.
  const splits = (
    [
      ['Australia', map],
      ['6-queens', buildQueensModel(6).problem],
      ['8-queens', buildQueensModel(8).problem],
    ] as const
  ).map(([name, problem]) => measured(name, problem, ['split']));
  console.log('A split exercise answered by Show me (MRV with halving, to every solution, at most 300 questions); median of 3');
  printTable(HEAD, splits);
}
