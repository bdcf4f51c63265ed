/**
 * An independent solution counter for the puzzle-maker tests, sharing no code with the solver or
 * src/puzzles: plain backtracking on the emptiest cell, digits tested against every group and `<`,
 * stopping at `limit` solutions. Fast enough for 9 x 9 Sudoku (a few ms) and small Futoshiki.
 */
export interface CountInstance {
  size: number;
  givens: ArrayLike<number>;
  groups: readonly (readonly number[])[];
  less: readonly (readonly [number, number])[];
}

export function countTo(instance: CountInstance, limit = 2): number {
  const { size, groups, less } = instance;
  const cells = instance.givens.length;
  const grid = Array.from(instance.givens);
  const peers: number[][] = Array.from({ length: cells }, () => []);
  for (const g of groups) for (const a of g) for (const b of g) if (a !== b && !peers[a]!.includes(b)) peers[a]!.push(b);
  const lessOf: [number, number][][] = Array.from({ length: cells }, () => []);
  for (const [a, b] of less) {
    lessOf[a]!.push([a, b]);
    lessOf[b]!.push([a, b]);
  }
  const allowed = (i: number, d: number): boolean => {
    for (const p of peers[i]!) if (grid[p] === d) return false;
    for (const [a, b] of lessOf[i]!) {
      const x = a === i ? d : grid[a]!;
      const y = b === i ? d : grid[b]!;
      if (x !== 0 && y !== 0 && !(x < y)) return false;
    }
    return true;
  };
  // Givens must agree with each other.
  for (let i = 0; i < cells; i++) {
    const d = grid[i]!;
    if (d === 0) continue;
    grid[i] = 0;
    const ok = allowed(i, d);
    grid[i] = d;
    if (!ok) return 0;
  }
  let found = 0;
  const go = (): void => {
    let best = -1;
    let bestCount = size + 1;
    for (let i = 0; i < cells; i++) {
      if (grid[i] !== 0) continue;
      let c = 0;
      for (let d = 1; d <= size; d++) if (allowed(i, d)) c++;
      if (c < bestCount) {
        best = i;
        bestCount = c;
        if (c <= 1) break;
      }
    }
    if (best < 0) {
      found++;
      return;
    }
    for (let d = 1; d <= size && found < limit; d++) {
      if (!allowed(best, d)) continue;
      grid[best] = d;
      go();
      grid[best] = 0;
    }
  };
  go();
  return found;
}

/** Rows, columns and (for Sudoku) boxes of an n x n board, written here afresh. */
export function groupsOf(n: number, box?: [number, number]): number[][] {
  const groups: number[][] = [];
  for (let i = 0; i < n; i++) {
    groups.push(Array.from({ length: n }, (_, j) => i * n + j));
    groups.push(Array.from({ length: n }, (_, j) => j * n + i));
  }
  if (box) {
    const [h, w] = box;
    for (let top = 0; top < n; top += h) {
      for (let left = 0; left < n; left += w) {
        const g: number[] = [];
        for (let r = top; r < top + h; r++) for (let c = left; c < left + w; c++) g.push(r * n + c);
        groups.push(g);
      }
    }
  }
  return groups;
}
