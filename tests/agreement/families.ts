/**
 * The four families of random small instances of the agreement suite, each with:
 * - `build`: the solver's problem (through the puzzle models, or BinaryTable for relation tables);
 * - `brute`: every solution by plain nested enumeration, written here with no solver or model code;
 * - `show` / `check`: a solver solution as a canonical string, and the independent checker's verdict.
 * Canonical strings: board rows joined with `/` (puzzles), values joined with `,` (binary CSPs).
 */
import { checkBinaryCsp, type BinaryCsp } from '../../src/checkers/binary.ts';
import { checkCrossword, runsOf } from '../../src/checkers/crossword.ts';
import { checkFutoshiki } from '../../src/checkers/futoshiki.ts';
import { checkSudoku } from '../../src/checkers/sudoku.ts';
import { buildCrosswordModel, layoutFromBoard, WordIndex } from '../../src/puzzles/crossword/index.ts';
import { buildFutoshikiModel, type Inequality } from '../../src/puzzles/futoshiki/index.ts';
import { buildSudokuModel, sudokuFromLine } from '../../src/puzzles/sudoku/index.ts';
import { BinaryTable, type AllDiffForm, type Constraint, type Problem, type Variable } from '../../src/solver/index.ts';
import { Random } from '../../src/solver/random.ts';
import { verbatim } from '../../src/text/index.ts';

/**
 * The solver's seeded generator (mulberry32), so that case i is the same instance on every run,
 * with the draws the instance makers need. (It only makes the instances; what is judged is the
 * solver's answer against the brute force below.)
 */
export class Rng extends Random {
  /** An integer in min..max (inclusive). */
  between(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]!;
  }
}

/** One instance, ready to solve and to judge. */
export interface Instance {
  /** What the instance is, for failure messages. */
  describe: string;
  problem: Problem;
  /** Every solution, as canonical strings, by brute force. */
  brute(): Set<string>;
  show(values: Int32Array): string;
  /** The independent checker's problems with a solver solution (empty: valid). */
  check(values: Int32Array): string[];
}

export type Family = 'crossword' | 'latin' | 'futoshiki' | 'binary';
export const FAMILIES: readonly Family[] = ['crossword', 'latin', 'futoshiki', 'binary'];

/**
 * Plain nested enumeration: variable k takes each of its `sizes[k]` values in turn; `fits(values, k)`
 * says whether the value of k agrees with those of 0..k-1. Calls `found` for every full assignment.
 */
function enumerate(sizes: readonly number[], fits: (values: number[], k: number) => boolean, found: (values: number[]) => void): void {
  const values = new Array<number>(sizes.length).fill(-1);
  const place = (k: number): void => {
    if (k === sizes.length) {
      found(values);
      return;
    }
    for (let v = 0; v < sizes[k]!; v++) {
      values[k] = v;
      if (fits(values, k)) place(k + 1);
    }
    values[k] = -1;
  };
  place(0);
}

// ---------------------------------------------------------------- crosswords

const LETTERS = ['a', 'b', 'c'];

interface Run {
  cells: number[];
}

/** Maximal runs of two or more open cells, across then down (the brute force's own slot finding). */
function runs(width: number, height: number, blocks: readonly boolean[]): Run[] {
  const open = (r: number, c: number) => r >= 0 && r < height && c >= 0 && c < width && !blocks[r * width + c];
  const out: Run[] = [];
  for (const [dr, dc] of [
    [0, 1],
    [1, 0],
  ] as const) {
    for (let r = 0; r < height; r++) {
      for (let c = 0; c < width; c++) {
        if (!open(r, c) || open(r - dr, c - dc)) continue;
        const cells: number[] = [];
        for (let k = 0; open(r + k * dr, c + k * dc); k++) cells.push((r + k * dr) * width + c + k * dc);
        if (cells.length >= 2) out.push({ cells });
      }
    }
  }
  return out;
}

export function crossword(rng: Rng): Instance {
  const width = rng.between(2, 4);
  const height = rng.between(2, 4);
  const cellCount = width * height;
  const blocks = Array.from({ length: cellCount }, () => rng.chance(0.3));
  const given = blocks.map((b) => (!b && rng.chance(0.12) ? rng.pick(LETTERS) : ''));
  const words = new Set<string>();
  for (let i = rng.between(1, 9); i > 0; i--) words.add(Array.from({ length: rng.between(2, 4) }, () => rng.pick(LETTERS)).join(''));
  const dictionary = [...words];
  const reuse = rng.chance(0.5);
  const variables = rng.chance(0.5) ? 'cells' : 'slots';
  const layout = layoutFromBoard(width, height, blocks, given);
  const model = buildCrosswordModel(layout, new WordIndex(dictionary), { reuse, variables });
  const rowsOf = (board: readonly string[]): string[] =>
    Array.from({ length: height }, (_, r) => board.slice(r * width, (r + 1) * width).join(''));
  const givenRows = rowsOf(blocks.map((b, i) => (b ? '#' : given[i] || '.')));
  const slots = runsOf(givenRows); // the checker's own slot finding
  return {
    describe: `crossword ${width}x${height} ${givenRows.join('/')} words [${dictionary.join(' ')}]${reuse ? ' reuse' : ''} ${variables}`,
    problem: model.problem,
    brute() {
      const slotRuns = runs(width, height, blocks);
      const fitting = slotRuns.map((run) => dictionary.filter((w) => w.length === run.cells.length));
      const out = new Set<string>();
      enumerate(
        fitting.map((f) => f.length),
        (values, k) => {
          const word = fitting[k]![values[k]!]!;
          const cells = slotRuns[k]!.cells;
          for (let i = 0; i < cells.length; i++) {
            const g = given[cells[i]!]!;
            if (g !== '' && g !== word[i]) return false;
          }
          for (let j = 0; j < k; j++) {
            const earlier = fitting[j]![values[j]!]!;
            if (!reuse && earlier === word) return false;
            const crossed = slotRuns[j]!.cells;
            for (let i = 0; i < crossed.length; i++) {
              const at = cells.indexOf(crossed[i]!);
              if (at >= 0 && word[at] !== earlier[i]) return false;
            }
          }
          return true;
        },
        (values) => {
          const board = blocks.map((b, i) => (b ? '#' : given[i] || '.'));
          values.forEach((v, k) => slotRuns[k]!.cells.forEach((cell, i) => (board[cell] = fitting[k]![v]![i]!)));
          out.add(rowsOf(board).join('/'));
        },
      );
      return out;
    },
    show: (values) => model.rows(values).join('/'),
    check: (values) => checkCrossword({ rows: model.rows(values), slots, words: dictionary, givenRows, reuse }),
  };
}

// ---------------------------------------------------------------- Latin squares and Futoshiki

/** Every filling of an n x n board with 1..n where each group holds different digits and every `<` holds. */
function bruteDigits(n: number, givens: readonly number[], groups: readonly (readonly number[])[], less: readonly [number, number][]): Set<string> {
  const out = new Set<string>();
  enumerate(
    givens.map(() => n),
    (values, k) => {
      if (givens[k]! !== 0 && givens[k]! !== values[k]! + 1) return false;
      for (const group of groups) {
        if (!group.includes(k)) continue;
        for (const j of group) if (j < k && values[j] === values[k]) return false;
      }
      for (const [a, b] of less) if (a <= k && b <= k && (a === k || b === k) && !(values[a]! < values[b]!)) return false;
      return true;
    },
    (values) => out.add(Array.from({ length: n }, (_, r) => values.slice(r * n, (r + 1) * n).map((v) => v + 1).join('')).join('/')),
  );
  return out;
}

function rowsAndColumns(n: number): number[][] {
  const groups: number[][] = [];
  for (let i = 0; i < n; i++) {
    groups.push(Array.from({ length: n }, (_, j) => i * n + j));
    groups.push(Array.from({ length: n }, (_, j) => j * n + i));
  }
  return groups;
}

function randomGivens(rng: Rng, n: number, p: number): number[] {
  return Array.from({ length: n * n }, () => (rng.chance(p) ? rng.between(1, n) : 0));
}

function digitLines(n: number, givens: readonly number[]): string[] {
  return Array.from({ length: n }, (_, r) => givens.slice(r * n, (r + 1) * n).join(' '));
}

/** Latin squares of order 2..4 with random givens (some contradictory), and 4 x 4 Sudoku (2 x 2 boxes). */
export function latin(rng: Rng): Instance {
  const alldiff: AllDiffForm = rng.pick(['neq', 'gac'] as const);
  const n = rng.between(2, 4);
  const sudoku = n === 4 && rng.chance(0.4);
  const givens = randomGivens(rng, n, sudoku ? 0.2 : 0.25);
  if (sudoku) {
    const line = givens.join('');
    const model = buildSudokuModel(sudokuFromLine(line), { alldiff });
    const groups = rowsAndColumns(4);
    for (const [top, left] of [
      [0, 0],
      [0, 2],
      [2, 0],
      [2, 2],
    ] as const) {
      groups.push([0, 1, 4, 5].map((d) => (top + (d >> 2)) * 4 + left + (d & 1)));
    }
    return {
      describe: `sudoku 4x4 ${line} ${alldiff}`,
      problem: model.problem,
      brute: () => bruteDigits(4, givens, groups, []),
      show: (values) => model.rows(values).join('/'),
      check: (values) => checkSudoku(line, model.rows(values)),
    };
  }
  const model = buildFutoshikiModel({ size: n, cells: Uint8Array.from(givens), inequalities: [] }, { alldiff });
  const facts = { size: n, givens: Array.from({ length: n }, (_, r) => givens.slice(r * n, (r + 1) * n)), less: [] };
  return {
    describe: `latin ${n}x${n} ${digitLines(n, givens).join('/')} ${alldiff}`,
    problem: model.problem,
    brute: () => bruteDigits(n, givens, rowsAndColumns(n), []),
    show: (values) => model.rows(values).join('/'),
    check: (values) => checkFutoshiki(facts, model.rows(values)),
  };
}

/** Futoshiki of order 3..4: random givens and random `<` signs between neighbours. */
export function futoshiki(rng: Rng): Instance {
  const alldiff: AllDiffForm = rng.pick(['neq', 'gac'] as const);
  const n = rng.between(3, 4);
  const givens = randomGivens(rng, n, 0.12);
  const inequalities: Inequality[] = [];
  const seen = new Set<string>();
  for (let i = rng.between(0, n + 3); i > 0; i--) {
    const r = rng.between(0, n - 1);
    const c = rng.between(0, n - 1);
    const [r2, c2] = rng.chance(0.5) ? [r, c + 1] : [r + 1, c];
    if (r2 >= n || c2 >= n || seen.has(`${r},${c},${r2},${c2}`)) continue;
    seen.add(`${r},${c},${r2},${c2}`);
    inequalities.push(rng.chance(0.5) ? { r1: r, c1: c, r2, c2 } : { r1: r2, c1: c2, r2: r, c2: c });
  }
  const model = buildFutoshikiModel({ size: n, cells: Uint8Array.from(givens), inequalities }, { alldiff });
  const less = inequalities.map(({ r1, c1, r2, c2 }) => [r1, c1, r2, c2] as [number, number, number, number]);
  const facts = { size: n, givens: Array.from({ length: n }, (_, r) => givens.slice(r * n, (r + 1) * n)), less };
  return {
    describe: `futoshiki ${n}x${n} ${digitLines(n, givens).join('/')} ${less.map((l) => `(${l.join(',')})`).join('')} ${alldiff}`,
    problem: model.problem,
    brute: () => bruteDigits(n, givens, rowsAndColumns(n), less.map(([r1, c1, r2, c2]) => [r1 * n + c1, r2 * n + c2])),
    show: (values) => model.rows(values).join('/'),
    check: (values) => checkFutoshiki(facts, model.rows(values)),
  };
}

// ---------------------------------------------------------------- random binary CSPs

/** 2..6 variables with domains of 1..4 values; each pair related with probability 0.5 by a random table. */
export function binary(rng: Rng): Instance {
  const count = rng.between(2, 6);
  const domainSizes = Array.from({ length: count }, () => rng.between(1, 4));
  const tightness = rng.pick([0.3, 0.5, 0.7]);
  const csp: BinaryCsp = { domainSizes, relations: [] };
  const relations: { x: number; y: number; allowed: boolean[][] }[] = [];
  for (let x = 0; x < count; x++) {
    for (let y = x + 1; y < count; y++) {
      if (!rng.chance(0.5)) continue;
      const allowed = Array.from({ length: domainSizes[x]! }, () => Array.from({ length: domainSizes[y]! }, () => !rng.chance(tightness)));
      // Either way round: the solver must not care which variable comes first.
      if (rng.chance(0.5)) relations.push({ x, y, allowed });
      else relations.push({ x: y, y: x, allowed: domainSizes[y]! > 0 ? Array.from({ length: domainSizes[y]! }, (_, b) => allowed.map((row) => row[b]!)) : [] });
    }
  }
  csp.relations = relations;
  const variables: Variable[] = domainSizes.map((size, v) => ({ name: `x${v}`, size }));
  const constraints: Constraint[] = relations.map(
    ({ x, y, allowed }) => new BinaryTable(x, y, allowed, domainSizes[x]!, domainSizes[y]!, verbatim(`table(x${x}, x${y})`)),
  );
  const tables = relations.map(({ x, y, allowed }) => `x${x}x${y}:${allowed.map((row) => row.map((a) => (a ? 1 : 0)).join('')).join('|')}`);
  return {
    describe: `binary csp domains [${domainSizes.join(' ')}] ${tables.join(' ')}`,
    problem: { variables, constraints },
    brute() {
      const out = new Set<string>();
      enumerate(
        domainSizes,
        (values, k) => relations.every(({ x, y, allowed }) => (x !== k && y !== k) || x > k || y > k || allowed[values[x]!]![values[y]!]!),
        (values) => out.add(values.join(',')),
      );
      return out;
    },
    show: (values) => Array.from(values).join(','),
    check: (values) => checkBinaryCsp(csp, values),
  };
}

export const MAKERS: Record<Family, (rng: Rng) => Instance> = { crossword, latin, futoshiki, binary };
