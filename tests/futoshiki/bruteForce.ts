/**
 * Brute force for property tests, sharing no code with the solver: fill the cells in order with
 * every digit, keeping only fillings where each group has distinct digits and every `<` holds.
 * Returns every solution as one string of digits.
 */
export interface BruteInstance {
  size: number;
  /** 0 empty, otherwise the given digit. */
  givens: number[];
  /** Groups of cells that must hold different digits (rows, columns, boxes). */
  groups: number[][];
  /** [a, b]: cell a < cell b. */
  less: [number, number][];
}

export function bruteForce(instance: BruteInstance): string[] {
  const { size, givens, groups, less } = instance;
  const cells = givens.length;
  const grid = new Array<number>(cells).fill(0);
  const groupsOf: number[][][] = Array.from({ length: cells }, (_, i) => groups.filter((g) => g.includes(i)));
  const out: string[] = [];
  const ok = (i: number): boolean => {
    for (const g of groupsOf[i]!) for (const j of g) if (j !== i && j < i && grid[j] === grid[i]) return false;
    for (const [a, b] of less) if (a <= i && b <= i && !(grid[a]! < grid[b]!)) return false;
    return true;
  };
  const fill = (i: number): void => {
    if (i === cells) {
      out.push(grid.join(''));
      return;
    }
    for (let d = 1; d <= size; d++) {
      if (givens[i] !== 0 && givens[i] !== d) continue;
      grid[i] = d;
      if (ok(i)) fill(i + 1);
    }
    grid[i] = 0;
  };
  fill(0);
  return out;
}

/** Rows and columns of an n x n board. */
export function latinGroups(n: number): number[][] {
  const groups: number[][] = [];
  for (let i = 0; i < n; i++) {
    groups.push(Array.from({ length: n }, (_, j) => i * n + j));
    groups.push(Array.from({ length: n }, (_, j) => j * n + i));
  }
  return groups;
}
