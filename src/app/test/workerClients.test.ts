/**
 * The workers' clients are small uses of the bridge: the same jobs run inline where there is no
 * Worker (here, under Node), a stop reaches the job, and a crash reaches the user as a message in
 * the interface's language, through the store.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { parseSudokuFile } from '../../puzzles/sudoku/index.ts';
import { sudokuCheck } from '../../checkers/solutions.ts';
import { countSolutions, sudokuGrid } from '../../puzzles/numbers/index.ts';
import type { MakersJobs, RunOutcome } from '../../worker/protocol.ts';
import { RunsClient } from '../run/runsClient.ts';
import { CompareClient } from '../compare/compareClient.ts';
import { SolverClient } from '../run/solverClient.ts';
import { JobClient } from '../workers/index.ts';
import { makersJobs } from '../../worker/jobs/makersJob.ts';
import { FileClient } from '../files/index.ts';
import { createAppStore } from '../state/store.ts';
import { fromSudoku, boardOf } from '../kinds/index.ts';
import { i18n } from '../i18n/i18n.ts';
import { fakeWorkers } from './fakeWorker.ts';
import { publicFile } from './record.ts';

const sudoku4 = () => parseSudokuFile(publicFile('puzzles/sudoku-own-4x4.txt'), '4x4')[0]!;

afterEach(() => i18n.changeLanguage('en'));

describe('the clients inline (no Worker)', () => {
  it('Run 100 times: every seed once, in batches, each solution checked; stop ends it with no done', async () => {
    const client = new RunsClient(null);
    const outcomes: RunOutcome[] = [];
    const done = new Promise<number>((resolve, reject) =>
      client.run({ kind: 'sudoku', puzzle: sudoku4(), alldiff: 'gac', walk: 0.1, maxSteps: 2000, firstSeed: 7, count: 12 }, { progress: (o) => outcomes.push(...o), done: resolve, failed: (m) => reject(new Error(m)) }),
    );
    await done;
    expect(outcomes.map((o) => o.seed)).toEqual(Array.from({ length: 12 }, (_, k) => 7 + k));
    expect(outcomes.every((o) => o.status === 'solved' || o.status === 'stopped')).toBe(true);
    // Stopped at once: nothing more comes.
    const later: string[] = [];
    client.run({ kind: 'sudoku', puzzle: sudoku4(), alldiff: 'gac', walk: 0.1, maxSteps: 2000, firstSeed: 1, count: 5 }, { progress: () => later.push('progress'), done: () => later.push('done'), failed: (m) => later.push(`failed ${m}`) });
    client.stop();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(later.filter((l) => l !== 'progress')).toEqual([]);
  });

  it('Compare: a row per job, a failing job a row saying why, then done', async () => {
    const client = new CompareClient(null, (url) => Promise.resolve(publicFile(`puzzles/${url.split('/').pop()!}`)));
    const rows: string[] = [];
    await new Promise<void>((resolve, reject) =>
      client.run(
        [
          { kind: 'sudoku', puzzleUrl: '/puzzles/sudoku-own-4x4.txt', puzzleIndex: 0, alldiff: 'gac', options: { inference: 'mac', variableOrder: 'mrv' } },
          { kind: 'sudoku', puzzleUrl: '/puzzles/sudoku-own-4x4.txt', puzzleIndex: 99, alldiff: 'gac', options: { inference: 'mac', variableOrder: 'mrv' } },
        ],
        { row: (index, status) => rows.push(`${index} ${status}`), jobError: (index, message) => rows.push(`${index} error ${message}`), done: resolve, failed: (m) => reject(new Error(m)) },
      ),
    );
    expect(rows).toEqual(['0 solved', '1 error sudoku-own-4x4.txt has no puzzle 100']);
  });

  it('the makers’ questions: the same answers as the job itself', async () => {
    const client = new JobClient<MakersJobs>('makers', null, () => makersJobs());
    const board = { kind: 'sudoku' as const, puzzle: sudoku4() };
    const check = await client.ask('check', { board });
    expect(check.status).toBe(countSolutions(sudokuGrid(board.puzzle)).status);
    expect(sudokuCheck(board.puzzle)({ rows: check.solutions[0]!.map(String).reduce<string[]>((rows, d, i) => (i % 4 === 0 ? [...rows, d] : [...rows.slice(0, -1), rows.at(-1)! + d]), []) })).toEqual([]);
    const generated = await client.ask('generate', { kind: 'sudoku', size: 4, seed: 3, level: null });
    if (generated.board.kind !== 'sudoku') throw new Error('not a Sudoku');
    expect(countSolutions(sudokuGrid(generated.board.puzzle)).status).toBe('unique');
  });
});

describe('a crash reaches the user in the interface’s language', () => {
  it('the solver worker dies during a run: the store’s run error is the translated sentence (Русский)', async () => {
    await i18n.changeLanguage('ru');
    const { client, workers } = fakeWorkers((spawn) => new SolverClient(spawn));
    const store = createAppStore({ solver: client, files: new FileClient(null), fetchText: () => Promise.reject(new Error('no')) });
    store.setState({ kind: 'sudoku', boards: { ...store.getState().boards, sudoku: boardOf(fromSudoku(sudoku4()), '4x4') } });
    await store.getState().solve();
    expect(store.getState().phase).toBe('running');
    // A worker that dies before it answered anything may have failed to start: the run is asked once
    // more of a fresh one; that one dies too.
    workers[0]!.crash();
    expect(workers[1]!.jobs()).toEqual(['solve']);
    workers[1]!.crash();
    await new Promise<void>((resolve) => {
      const stop = store.subscribe((s) => {
        if (s.phase !== 'running') {
          stop();
          resolve();
        }
      });
    });
    expect(store.getState()).toMatchObject({
      phase: 'error',
      runError: 'Решатель остановился с ошибкой: рабочий поток не запустился или завершился. Поле, словарь и настройки не изменились; нажмите «Решить», чтобы попробовать снова.',
    });
  });
});
