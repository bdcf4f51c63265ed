/** Brute force for the queens tests, sharing no code with the solver or the checker. */

/** Every N-queens solution (columns row by row), by trying every permutation of the columns. */
export function allQueens(n: number): string[] {
  const out: string[] = [];
  const q: number[] = [];
  const used = new Array<boolean>(n).fill(false);
  const extend = (r: number): void => {
    if (r === n) {
      if (attackingPairs(q) === 0) out.push(q.join(','));
      return;
    }
    for (let c = 0; c < n; c++) {
      if (used[c]) continue;
      used[c] = true;
      q.push(c);
      extend(r + 1);
      q.pop();
      used[c] = false;
    }
  };
  extend(0);
  return out.sort();
}

/** Pairs of queens attacking each other, by comparing every pair (O(N²)). */
export function attackingPairs(q: ArrayLike<number>): number {
  let pairs = 0;
  for (let i = 0; i < q.length; i++) {
    for (let j = i + 1; j < q.length; j++) {
      const a = q[i]!;
      const b = q[j]!;
      if (a === b || Math.abs(a - b) === j - i) pairs++;
    }
  }
  return pairs;
}

/** Queens attacking the queen of row r (if it stood in column c). */
export function attackersOf(q: ArrayLike<number>, r: number, c: number): number {
  let count = 0;
  for (let i = 0; i < q.length; i++) {
    if (i === r || q[i]! < 0) continue;
    if (q[i] === c || Math.abs(q[i]! - c) === Math.abs(i - r)) count++;
  }
  return count;
}
