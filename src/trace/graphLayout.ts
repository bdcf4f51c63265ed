/**
 * The constraint graph: one node per variable, one edge per binary constraint, and a small hub
 * node per n-ary constraint (all-different) joined to its scope. Laid out once by a simple
 * force-directed pass that starts from a hint (the slot's or cell's place on the board), so the
 * picture resembles the puzzle.
 */
import { forceCollide, forceLink, forceManyBody, forceSimulation, forceX, forceY, type SimulationNodeDatum } from 'd3-force';
import type { CrosswordLayout } from '../puzzles/crossword/index.ts';
import type { ProblemSketch } from './sketch.ts';

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

/** Where variable v sits on the board: a slot's middle cell, or a square grid's cell; null for neither. */
export function boardHint(variables: number, layout: CrosswordLayout | null): ((v: number) => [number, number]) | null {
  const side = Math.round(Math.sqrt(variables));
  if (layout)
    return (v) => {
      const slot = layout.slots[v]!;
      const mid = slot.cells[Math.floor(slot.cells.length / 2)]!;
      return [(mid % layout.width) + (slot.direction === 'across' ? 0 : 0.4), Math.floor(mid / layout.width) + (slot.direction === 'across' ? 0 : 0.4)];
    };
  return side * side === variables ? (v) => [v % side, Math.floor(v / side)] : null;
}

export type GraphEngine = 'd3' | 'fr';

/**
 * `engine` 'd3' (default): d3-force (Barnes–Hut many-body, links, a pull towards the board place,
 * collision); 'fr': the hand-written O(n²) Fruchterman–Reingold this replaced (kept for the
 * benchmark, bench/layouts.ts). `iterations` is FR's; d3 runs its own cooling schedule.
 */
export function buildGraph(sketch: ProblemSketch, hint: ((v: number) => [number, number]) | null, iterations = 200, engine: GraphEngine = 'd3'): GraphPicture {
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
  if (engine === 'd3') forceLayout(x, y, n, edges);
  else fruchtermanReingold(x, y, edges, iterations);
  normalise(x, y);
  return { x, y, variables: n, hubs, edges, edgeConstraint };
}

/**
 * d3-force from the hinted start (in the unit square): each variable is pulled to its board
 * place, so the picture keeps the puzzle's shape; hubs float between their scope.
 */
function forceLayout(x: Float64Array, y: Float64Array, variables: number, edges: [number, number][]): void {
  const total = x.length;
  // Work in "cells": the unit square spans about sqrt(total) node spacings.
  const span = 40 * Math.sqrt(Math.max(1, total));
  const nodes: (SimulationNodeDatum & { hx: number; hy: number })[] = [];
  for (let i = 0; i < total; i++) nodes.push({ index: i, x: x[i]! * span, y: y[i]! * span, hx: x[i]! * span, hy: y[i]! * span });
  const links = edges.map(([source, target]) => ({ source, target }));
  const simulation = forceSimulation(nodes)
    .force('link', forceLink(links).distance(30).strength(0.3))
    .force('charge', forceManyBody().strength(-60).distanceMax(200))
    .force('x', forceX<(typeof nodes)[number]>((d) => d.hx).strength((d) => (d.index! < variables ? 0.25 : 0)))
    .force('y', forceY<(typeof nodes)[number]>((d) => d.hy).strength((d) => (d.index! < variables ? 0.25 : 0)))
    .force('collide', forceCollide(14))
    .alphaDecay(0.05)
    .stop();
  const ticks = Math.ceil(Math.log(simulation.alphaMin()) / Math.log(1 - simulation.alphaDecay()));
  simulation.tick(ticks);
  for (let i = 0; i < total; i++) {
    x[i] = nodes[i]!.x!;
    y[i] = nodes[i]!.y!;
  }
}

/** Fruchterman–Reingold in the unit square, cooling linearly. */
function fruchtermanReingold(x: Float64Array, y: Float64Array, edges: [number, number][], iterations: number): void {
  const total = x.length;
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
