/**
 * `--explain` under hostile input, as the parsers are fuzzed: its options on the command line, and
 * hostile puzzle files of every kind taken through the CLI's own path (the kind's runner, then
 * explain.ts). A file is refused with a ParseError at its line and column, or answered; an answer
 * without solution gets a reason made of the puzzle's own parts (cells it gives, signs it has,
 * queens it places, slots it has, lines of its constraints), said in a sentence without holes.
 * Each of the reason's searches is bounded by nodes, and the reason by calls (no clock).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { check } from '../check.ts';
import { parseArgs, UsageError, type CliOptions } from '../../src/cli/args.ts';
import { readLayouts, runCrossword } from '../../src/cli/crossword.ts';
import { explain, type CliReason } from '../../src/cli/explain.ts';
import { genericRunner } from '../../src/cli/generic.ts';
import { CLI_KINDS, type CliIO } from '../../src/cli/kinds.ts';
import { runFlatZinc } from '../../src/cli/model.ts';
import { runQueens } from '../../src/cli/queens.ts';
import type { CliResult } from '../../src/cli/result.ts';
import { sudokuRunner } from '../../src/cli/sudoku.ts';
import { ParseError } from '../../src/puzzles/errors.ts';
import { parseFutoshiki } from '../../src/puzzles/futoshiki/index.ts';
import { futoshiki } from '../../src/puzzles/futoshiki/kind.ts';
import { parseQueens } from '../../src/puzzles/queens/index.ts';
import { parseSudokuFile } from '../../src/puzzles/sudoku/index.ts';
import { readPublic } from '../data.ts';
import { randomFlatZinc } from '../model/randomModels.ts';
import { fuzzRuns, hostileFile, hostileToken, mutated, REPORT, validishDictionary } from './hostile.ts';
import { errorProblems } from './outcome.ts';

/** The runners of Sudoku and Futoshiki as the CLI runs them (generic.ts), reading and writing nothing else. */
const NO_IO: CliIO = { read: (path) => path, write: () => {} };
const futoshikiRunner = genericRunner(futoshiki, CLI_KINDS.futoshiki);

/** Each of a reason's searches and the reason itself, bounded without a clock. */
const BOUNDED = { maxCalls: 40, nodeLimit: 2000, knownUnsat: true };

interface Counts {
  errors: number;
  solved: number;
  explained: number;
}

/**
 * Run `text` through `run` (the kind's runner, with `--explain`) and, when it has no solution,
 * through `explain`; a ParseError must be a proper one, a reason must pass `judge`.
 */
function explainFile(args: string[], text: string, run: (options: CliOptions) => CliResult<unknown>, judge: (reason: CliReason) => void, counts: Counts, read = (path: string): string => text || path): void {
  const options = parseArgs([...args, '--explain', '--node-limit', '20000']);
  let result: CliResult<unknown>;
  try {
    result = run(options);
  } catch (error) {
    counts.errors++;
    // The puzzle's file, or another it reads (a crossword's word list).
    const file = error instanceof ParseError ? error.file : options.file;
    check(errorProblems(error, file === options.file ? text : read(file), file)).toEqual([]);
    return;
  }
  if (result.status !== 'unsatisfiable') {
    counts.solved++;
    return;
  }
  counts.explained++;
  const reason = explain(options, text, read, BOUNDED);
  check(reason.sentence).not.toMatch(/\{\{|undefined|NaN|\[object/);
  expect(reason.sentence.length).toBeGreaterThan(10);
  expect(reason.calls).toBeLessThanOrEqual(BOUNDED.maxCalls);
  judge(reason);
}

function fuzzKind(name: string, texts: fc.Arbitrary<string>, check: (text: string, counts: Counts) => void): void {
  const counts: Counts = { errors: 0, solved: 0, explained: 0 };
  const runs = fuzzRuns();
  fc.assert(
    fc.property(texts, (text) => check(text, counts)),
    { numRuns: runs },
  );
  if (REPORT) console.log(`fuzz --explain ${name}: ${runs} inputs (${counts.errors} ParseError, ${counts.solved} solved or stopped, ${counts.explained} explained)`);
  // A fuzzer that never reaches a reason is not testing --explain.
  if (runs >= 100) expect(counts.explained).toBeGreaterThan(runs / 50);
}

/** Givens of a digits reason are the puzzle's own, 1-based on its board. */
function judgeDigits(cells: Uint8Array, size: number, signs: readonly { r1: number; c1: number; r2: number; c2: number }[]) {
  return (reason: CliReason) => {
    if (!('cells' in reason)) throw new Error('a digits reason without cells');
    reason.cells.forEach(([r, c], k) => {
      check(r >= 1 && r <= size && c >= 1 && c <= size).toBe(true);
      check(cells[(r - 1) * size + c - 1]).toBe(reason.digits[k]);
    });
    for (const [[r1, c1], [r2, c2]] of reason.signs ?? []) expect(signs).toContainEqual({ r1: r1 - 1, c1: c1 - 1, r2: r2 - 1, c2: c2 - 1 });
  };
}

describe('--explain under hostile input', () => {
  it('its options: parsed, or refused with a usage error naming the option', () => {
    const token = fc.oneof(
      fc.constantFrom('--explain', '--explain-timeout', '--explain-timeout=5', '--batch', '--search', 'min-conflicts', 'tree', '--type', 'sudoku', 'queens', '--size', '8', '--generate', '2', 'f.txt', 'b.queens', 'm.fzn', '0', '-1', '1e3', 'NaN', ''),
      hostileToken,
    );
    fc.assert(
      fc.property(fc.array(token, { maxLength: 8 }), (argv) => {
        let options: CliOptions;
        try {
          options = parseArgs(argv);
        } catch (error) {
          expect(error).toBeInstanceOf(UsageError);
          return;
        }
        if (options.explainTimeoutMs !== undefined) {
          check(options.explain).toBe(true);
          expect(options.explainTimeoutMs).toBeGreaterThanOrEqual(0);
        }
        if (options.explain) {
          check(options.batch).toBe(false);
          check(options.searchKind).not.toBe('min-conflicts');
          expect(options.generate).toBeUndefined();
        }
      }),
      { numRuns: fuzzRuns() },
    );
  });

  it('Sudoku files', () => {
    fuzzKind('sudoku', hostileFile('sudoku'), (text, counts) => {
      explainFile(['f.txt', '--type', 'sudoku'], text, (o) => sudokuRunner.run(text, o, NO_IO), (reason) => {
        const p = parseSudokuFile(text, 'f.txt')[0]!;
        judgeDigits(p.cells, p.size, [])(reason);
      }, counts);
    });
  });

  it('Futoshiki files', () => {
    fuzzKind('futoshiki', hostileFile('futoshiki'), (text, counts) => {
      explainFile(['f.txt', '--type', 'futoshiki'], text, (o) => futoshikiRunner.run(text, o, NO_IO), (reason) => {
        const p = parseFutoshiki(text, 'f.txt');
        judgeDigits(p.cells, p.size, p.inequalities)(reason);
      }, counts);
    });
  });

  it('N-queens board files', () => {
    const boards = fc
      .integer({ min: 1, max: 9 })
      .chain((n) => fc.array(fc.integer({ min: -2, max: n - 1 }), { minLength: n, maxLength: n }).map((cols) => [`queens ${n}`, ...cols.map((c) => (c < 0 ? '.'.repeat(n) : '.'.repeat(c) + 'Q' + '.'.repeat(n - c - 1)))].join('\n') + '\n'));
    fuzzKind('queens', fc.oneof({ arbitrary: boards, weight: 2 }, { arbitrary: mutated(boards), weight: 3 }), (text, counts) => {
      explainFile(['f.queens'], text, (o) => runQueens(o, text), (reason) => {
        if (!('queens' in reason)) throw new Error('a queens reason without queens');
        const p = parseQueens(text, 'f.queens', 10_000);
        for (const [r, c] of reason.queens) check(p.givens[r - 1]).toBe(c - 1);
      }, counts);
    });
  });

  it('FlatZinc files', () => {
    fuzzKind('flatzinc', fc.oneof({ arbitrary: randomFlatZinc, weight: 2 }, { arbitrary: mutated(randomFlatZinc, 2), weight: 3 }), (text, counts) => {
      explainFile(['m.fzn'], text, (o) => runFlatZinc(text, o.file, null, o.search, o.alldiff).result, (reason) => {
        if (!('lines' in reason)) throw new Error('a model reason without lines');
        const lines = text.split(/\r\n|\r|\n/);
        for (const line of reason.lines) check(lines[line - 1] ?? '').toMatch(/constraint|=/);
        check(reason.constraints.every((c) => c.length > 0)).toBe(true);
      }, counts);
    });
  });

  it('crossword grids and word lists', () => {
    const common = readPublic('dictionaries/english-common.txt').split('\n').filter((w) => w.length <= 4).slice(0, 300).join('\n');
    const puzzles = fc.record({ grid: hostileFile('grid'), words: fc.oneof(fc.constant(common), validishDictionary) });
    fuzzKind('crossword', puzzles.map((p) => JSON.stringify(p)), (json, counts) => {
      const { grid, words } = JSON.parse(json) as { grid: string; words: string };
      const read = (path: string) => (path === 'w.txt' ? words : grid);
      explainFile(['f.grid', '--dict', 'w.txt'], grid, (o) => runCrossword(grid, o, read), (reason) => {
        if (!('slots' in reason)) throw new Error('a crossword reason without slots');
        const names = readLayouts(grid, 'f.grid')[0]!.slots.map((s) => s.name);
        for (const slot of reason.slots) {
          check(names).toContain(slot);
          expect(reason.fit[slot]).toBeGreaterThanOrEqual(0);
        }
      }, counts, read);
    });
  });
});
