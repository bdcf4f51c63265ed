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
import { search, type Problem, type SearchOptions } from '../src/solver/index.ts';
import { readFixture, readPublic } from '../tests/data.ts';
import { median, printTable } from './table.ts';

const OPTIONS: Partial<SearchOptions> = { inference: 'fc', ac3: false, variableOrder: 'mrv', valueOrder: 'lex', record: true, maxSolutions: 1 };

/** Answer every question with the pick until the run ends (at most `limit`): the questions, each run's ms and events. */
function exercise(problem: Problem, limit: number): { questions: number; runs: number[]; events: number } {
  const answers: number[] = [];
  const runs: number[] = [];
  for (;;) {
    const t = performance.now();
    let last = null;
    let events = 0;
    for (const e of search(problem, { ...OPTIONS, script: { ask: ['variable', 'value', 'backtrack'], answers } })) {
      events++;
      last = e;
    }
    runs.push(performance.now() - t);
    if (!last || last.type !== 'done' || last.status !== 'question' || answers.length >= limit) return { questions: answers.length, runs, events };
    answers.push(last.question!.pick);
  }
}

export function run(): void {
  const dictionary = parseDictionary(readFixture('crossword/top3000-english.txt'));
  const crossword = buildCrosswordModel(parseGridFile(readPublic('puzzles/lesson-8x8.grid')), new WordIndex(dictionary.words), { reuse: false }).problem;
  const sudoku = buildSudokuModel(parseSudokuFile(readPublic('puzzles/sudoku-top95.txt'), 'sudoku-top95.txt')[0]!).problem;
  const map = buildFznProblem(parseFlatZinc(readFixture('model/australia.fzn'))).problem;
  const rows: (string | number)[][] = [];
  for (const [name, problem] of [
    ['crossword 8 × 8 (lesson)', crossword],
    ['Sudoku 9 × 9 (top95 #1)', sudoku],
    ['Australia', map],
  ] as const) {
    const times: number[][] = [];
    let r = exercise(problem, 300);
    for (let k = 0; k < 3; k++) times.push((r = exercise(problem, 300)).runs);
    const total = median(times.map((t) => t.reduce((a, b) => a + b, 0)));
    const lastRun = median(times.map((t) => t[t.length - 1]!));
    rows.push([name, r.questions, r.events, total.toFixed(1), (total / Math.max(1, r.runs.length)).toFixed(2), lastRun.toFixed(2)]);
  }
  console.log('An exercise answered by Show me (MRV, forward checking, lex; variable, value and backtrack asked, at most 300 questions); median of 3');
  printTable(['puzzle', 'questions', 'events (last run)', 'all answers ms', 'ms per answer', 'last answer ms'], rows);
}
