/**
 * `npm run bench parsers` (on demand): how long each parser takes on the 10 MB inputs that the fuzz
 * tests only require it to survive (tests/fuzz/bigInputs.ts: one line, many short lines), the app's
 * reader on each, a grid row of a million spaces before its cell, and the FlatZinc reader on 10 MB.
 * Work that grows faster than its input shows here as seconds where the rest take milliseconds.
 */
import { parseGridFile } from '../src/puzzles/crossword/index.ts';
import { readFileText } from '../src/puzzles/files.ts';
import { parseFlatZinc } from '../src/puzzles/model/flatzinc.ts';
import { BIG_FLATZINC, INPUTS, PARSERS } from '../tests/fuzz/bigInputs.ts';
import { printTable } from './table.ts';

/** Milliseconds of one call, whether it returns or throws (a ParseError is an answer too). */
function ms(f: () => unknown): number {
  const start = performance.now();
  try {
    f();
  } catch {
    // refused: the time to refuse is what counts
  }
  return performance.now() - start;
}

export function run(): void {
  const rows: (string | number)[][] = [];
  for (const [what, make] of INPUTS) {
    const text = make();
    rows.push([what, ...PARSERS.map(([, parse]) => ms(() => parse(text)).toFixed(0)), ms(() => readFileText('big.txt', text)).toFixed(0)]);
  }
  printTable(['10 MB input (ms)', ...PARSERS.map(([name]) => name), 'readFileText'], rows);
  console.log();
  const spaces = ' '.repeat(1_000_000) + '.';
  const fzn = BIG_FLATZINC.map((make) => make());
  printTable(
    ['input', 'ms'],
    [
      ['grid: a row of 1,000,000 spaces before a cell', ms(() => parseGridFile(spaces, 'g.grid')).toFixed(0)],
      ...fzn.map((text, i): [string, string] => [`FlatZinc, 10 MB: ${['one long line', 'declarations', 'constraints'][i]}`, ms(() => parseFlatZinc(text, 'big.fzn')).toFixed(0)]),
    ],
  );
}
