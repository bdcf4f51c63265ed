/**
 * The app's exported puzzle files (the kinds' `file`, the Export menu's "Puzzle file") read back
 * by the command line: its own readers give the same puzzle, and `npm run solve` solves that very
 * puzzle (its solution keeps every given and passes the independent checker, `--verify`).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { check } from '../check.ts';
import { fromFutoshiki, fromSudoku } from '../../src/app/kinds/numbers/board.ts';
import { kindOf, type KindId } from '../../src/app/kinds/registry.ts';
import { parseArgs } from '../../src/cli/args.ts';
import { readLayouts, readText } from '../../src/cli/crossword.ts';
import { CLI_KINDS } from '../../src/cli/kinds.ts';
import { parseFutoshiki } from '../../src/puzzles/futoshiki/index.ts';
import { parseSudokuFile } from '../../src/puzzles/sudoku/index.ts';
import { readPublic } from '../data.ts';

const ROOT = new URL('../..', import.meta.url).pathname;
const dir = mkdtempSync(join(tmpdir(), 'csp-export-'));

/** The CLI's own reading of a file, as the app's board state. */
function cliReads(kind: KindId, text: string, file: string): unknown[] {
  if (kind === 'crossword') return readLayouts(text, file);
  if (kind === 'sudoku') return parseSudokuFile(text, file).map(fromSudoku);
  return [fromFutoshiki(parseFutoshiki(text, file))];
}

const cases: [KindId, string, number][] = [
  ['crossword', 'lesson-8x8.grid', 0],
  ['crossword', 'seed000-puzzles.txt', 2],
  ['sudoku', 'sudoku-top95.txt', 5],
  ['futoshiki', 'futoshiki-own-5x5.txt', 0],
];

describe('exported puzzle files, read back by the CLI', () => {
  for (const [kind, sample, index] of cases) {
    it(`${sample}${index ? ` #${index}` : ''}`, async () => {
      const module = kindOf(kind);
      const original = module.parse(readPublic(`puzzles/${sample}`), sample)[index]!;
      const { text, extension } = module.file(original);
      const path = join(dir, `${kind}-${index}.${extension}`);
      writeFileSync(path, text);
      check(cliReads(kind, readText(path), path)).toEqual([original]);

      // The module `npm run solve` runs, and the command itself.
      const cli = CLI_KINDS[kind];
      const runner = cli.runner ? await cli.runner() : (await import('../../src/cli/generic.ts')).genericRunner(await cli.kind(), cli);
      const result = runner.run(readText(path), parseArgs([path, '--type', kind, '--verify']), { read: readText, write: () => undefined }) as { status: string; verified?: boolean; solutions: { rows: string[] }[] };
      const r = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', path, '--type', kind, '--json', '--verify'], { cwd: ROOT, encoding: 'utf8' });
      check(r.status, r.stderr).toBe(0);
      const printed = JSON.parse(r.stdout) as { status: string; verified: boolean; solutions: { rows: string[] }[] };
      for (const out of [result, printed]) {
        check(out.status).toBe('solved');
        check(out.verified).toBe(true);
      }
      check(printed.solutions[0]!.rows).toEqual(result.solutions[0]!.rows);
      // The solution is of this puzzle: blocks where it has blocks, its givens where it has givens.
      const drawn = module.text(original, null).replace(/\n/g, '');
      const solution = printed.solutions[0]!.rows.join('');
      expect(solution).toHaveLength(drawn.length);
      Array.from(drawn).forEach((ch, i) => {
        if (ch === '#') check(solution[i]).toBe('#');
        else if (ch !== '.') check(solution[i]!.toLowerCase()).toBe(ch.toLowerCase());
        else check(solution[i]).not.toBe('#');
      });
    });
  }
});
