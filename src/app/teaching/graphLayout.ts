/**
 * The constraint graph: one node per variable, one edge per binary constraint, and a small hub
 * node per n-ary constraint (all-different) joined to its scope. Laid out once by a simple
 * force-directed pass that starts from a hint (the slot's or cell's place on the board), so the
 * picture resembles the puzzle.
 */
import type { ProblemSketch } from '../../worker/sketch.ts';

export interface GraphPicture {
  /** Variables first (0..n-1), then hubs. */
  x: Float64Array;
  y: Float64Array;
  variables: number;
  /** Hub i stands for constraint hubs[i]. */
  hubs: number[];
  /** Node pairs. */
  edges: [number, number][];
  /** Which constraint each edge belongs to. */
  edgeConstraint: number[];
}

export function buildGraph(sketch: ProblemSketch, hint: ((v: number) => [number, number]) | null, iterations = 200): GraphPicture {
  const n = sketch.names.length;
  const hubs: number[] = [];
  const edges: [number, number][] = [];
  const edgeConstraint: number[] = [];
  const seen = new Set<string>();
  sketch.constraints.forEach((c, k) => {
    if (c.scope.length === 2) {
      const [a, b] = c.scope as [number, number];
      const key = a < b ? `${a},${b}` : `${b},${a}`;
      if (seen.has(key)) return;
      seen.add(key);
      edges.push([a, b]);
      edgeConstraint.push(k);
    } else if (c.scope.length > 2) {
      const hub = n + hubs.length;
      hubs.push(k);
      for (const v of c.scope) {
        edges.push([hub, v]);
        edgeConstraint.push(k);
      }
    }
  });
  const total = n + hubs.length;
  const x = new Float64Array(total);
  const y = new Float64Array(total);
  for (let v = 0; v < n; v++) {
    const [hx, hy] = hint ? hint(v) : [Math.cos((2 * Math.PI * v) / n), Math.sin((2 * Math.PI * v) / n)];
    // A tiny deterministic jitter separates slots that start on the same cell.
    x[v] = hx + ((v * 0.618) % 1) * 0.3;
    y[v] = hy + ((v * 0.382) % 1) * 0.3;
  }
  hubs.forEach((k, i) => {
    const scope = sketch.constraints[k]!.scope;
    let sx = 0;
    let sy = 0;
    for (const v of scope) {
      sx += x[v]!;
      sy += y[v]!;
    }
    x[n + i] = sx / scope.length + 0.37 * ((i % 3) - 1);
    y[n + i] = sy / scope.length + 0.29 * ((i % 2) - 0.5);
  });
  normalise(x, y);
  // Fruchterman–Reingold in the unit square, cooling linearly.
  const k = Math.sqrt(1 / Math.max(1, total));
  const dx = new Float64Array(total);
  const dy = new Float64Array(total);
  for (let it = 0; it < iterations; it++) {
    const temperature = 0.05 * (1 - it / iterations);
    dx.fill(0);
    dy.fill(0);
    for (let i = 0; i < total; i++) {
      for (let j = i + 1; j < total; j++) {
        const ex = x[i]! - x[j]!;
        const ey = y[i]! - y[j]!;
        const d2 = Math.max(1e-6, ex * ex + ey * ey);
        const f = (k * k) / d2;
        dx[i]! += ex * f;
        dy[i]! += ey * f;
        dx[j]! -= ex * f;
        dy[j]! -= ey * f;
      }
    }
    for (const [a, b] of edges) {
      const ex = x[a]! - x[b]!;
      const ey = y[a]! - y[b]!;
      const d = Math.max(1e-6, Math.sqrt(ex * ex + ey * ey));
      const f = d / k;
      dx[a]! -= ex * f;
      dy[a]! -= ey * f;
      dx[b]! += ex * f;
      dy[b]! += ey * f;
    }
    for (let i = 0; i < total; i++) {
      const d = Math.sqrt(dx[i]! * dx[i]! + dy[i]! * dy[i]!);
      if (d === 0) continue;
      const step = Math.min(d, temperature);
      x[i]! += (dx[i]! / d) * step;
      y[i]! += (dy[i]! / d) * step;
    }
    if (it % 20 === 19) normalise(x, y);
  }
  normalise(x, y);
  return { x, y, variables: n, hubs, edges, edgeConstraint };
}

/** Scale into 0..1 on both axes (keeping the aspect ratio). */
function normalise(x: Float64Array, y: Float64Array): void {
  let minX = Infinity;
  let maxX = -Infinity;
  let minY = Infinity;
  let maxY = -Infinity;
  for (let i = 0; i < x.length; i++) {
    minX = Math.min(minX, x[i]!);
    maxX = Math.max(maxX, x[i]!);
    minY = Math.min(minY, y[i]!);
    maxY = Math.max(maxY, y[i]!);
  }
  const span = Math.max(maxX - minX, maxY - minY, 1e-9);
  for (let i = 0; i < x.length; i++) {
    x[i] = (x[i]! - minX) / span;
    y[i] = (y[i]! - minY) / span;
  }
}
