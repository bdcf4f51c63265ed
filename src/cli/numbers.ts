/** Sudoku and Futoshiki for puzzle makers on the command line: `--rate` and `--generate N`. */
import type { MakersTools } from '../puzzles/kind.ts';
import { countSolutions, rate, type Level, type NumberGrid, type Rating } from '../puzzles/numbers/index.ts';
import type { CliOptions } from './args.ts';
import { UsageError } from './args.ts';

/** What `--rate` adds to a result: `"uniqueness": "unique" | "2 solutions" | "no solution"` and `"rating"`. */
export interface RateFields {
  uniqueness: string;
  /** With two solutions: the cells (0-based, row-major) where the two found differ. */
  differ?: number[];
  rating: Rating;
}

export function rateFields(grid: NumberGrid): RateFields {
  const u = countSolutions(grid);
  const rating = rate(grid);
  const out: RateFields = { uniqueness: u.text, rating: { level: rating.level, nodes: rating.nodes, needs: rating.needs } };
  if (u.differ.length > 0) out.differ = u.differ;
  return out;
}

/**
 * `--generate N`: print N puzzles, as they come. Sudoku: one line of N*N symbols each (`.` empty).
 * Futoshiki: each in the seed format (docs/formats.md) followed by a blank line (the kind's `makers.show`). With `--json`,
 * one JSON object per puzzle per line: {"puzzle", "givens", "signs", "symmetric", "rating"}.
 */
export function runGenerate(tools: MakersTools<unknown>, options: CliOptions, write: (line: string) => void): number {
  const common = { seed: options.search.seed ?? 1, level: options.level as Level | undefined, symmetry: options.symmetry, size: options.size };
  const count = options.generate ?? 1;
  try {
    for (const g of tools.generate(count, common)) {
      const text = tools.show(g.puzzle);
      write(options.json ? JSON.stringify({ puzzle: text, givens: g.givens, ...(tools.signs ? { signs: g.signs } : {}), symmetric: g.symmetric, rating: g.rating }) : text);
    }
  } catch (e) {
    if (e instanceof RangeError) throw new UsageError(e.message);
    throw e;
  }
  return 0;
}
