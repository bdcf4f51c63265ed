/**
 * Domain splitting with arc consistency (Poole & Mackworth, "Artificial Intelligence: Foundations
 * of Computational Agents", 4.6; AIspace's third way to solve a CSP), as a tree a student grows:
 *
 *   solve(domains):
 *     make the domains arc consistent           (handArcs.ts, AC-3's order)
 *     if some domain is empty: no solution here
 *     else if every domain has one value: a solution
 *     else choose a variable X with more than one value  (the student; or MRV below)
 *          split D_X in two halves                (the first ⌊|D_X| / 2⌋ values, and the rest,
 *                                                  as AIPython's `partition_domain`)
 *          solve each half in turn, the one chosen first first; after a split only the arcs
 *          into X need revising (the rest was arc consistent already)
 *
 * Every solution lies in exactly one leaf (the halves part the domain and arc consistency removes
 * no value of a solution), so growing the tree to the end finds every solution. `count` says how
 * many splits it took, and how many had been made when the last solution was reached; `splitByMrv`
 * grows the tree automatically for comparison: at the first open node in depth-first order, the
 * variable with the fewest values above one (the smallest on a tie), split in the middle, lower
 * half first.
 */
import { HandArcs, initialDomains, type DomainLists } from './handArcs.ts';
import type { Problem } from './problem.ts';

export type Half = 'lower' | 'upper';

/** The two halves of a domain (increasing): the first ⌊n / 2⌋ values, and the others. */
export function halves(values: readonly number[]): [number[], number[]] {
  const middle = Math.floor(values.length / 2);
  return [values.slice(0, middle), values.slice(middle)];
}

/** `open`: to split or leave; `split`: has two children; `solution` and `failed`: leaves. */
export type NodeStatus = 'open' | 'split' | 'solution' | 'failed';

export interface SplitNode {
  readonly id: number;
  /** -1 for the root. */
  readonly parent: number;
  readonly depth: number;
  /** The split that made the node: `variable` kept to the `values` of its parent's `half`; null at the root. */
  readonly split: { variable: number; half: Half; values: number[] } | null;
  /** The domains after arc consistency (on failure, as the emptying revision left them). */
  readonly domains: number[][];
  /** The revisions arc consistency made here, and the variable it emptied (-1: none). */
  readonly revisions: number;
  readonly emptied: number;
  /** The values arc consistency removed here, in order, each with the constraint whose arc removed it. */
  readonly removed: readonly { variable: number; value: number; constraint: number }[];
  status: NodeStatus;
  /** When split: the variable split and the children, in the order they are tried. */
  splitVariable: number;
  children: number[];
  /** Splits made in the whole tree when this node was made (0 for the root). */
  readonly madeAfter: number;
}

export interface SplitCount {
  /** Splits made (every node split). */
  splits: number;
  /** Splits made when the last solution was reached (0 when there is none). */
  toEverySolution: number;
  solutions: number;
}

/** A tree of domain splits over a problem (see the file's comment). */
export class SplitTree {
  readonly nodes: SplitNode[] = [];
  private made = 0;

  constructor(
    readonly problem: Problem,
    domains?: DomainLists,
  ) {
    const ac = HandArcs.everyArc(problem, domains ?? initialDomains(problem));
    this.add(-1, null, ac);
  }

  /** Splits made so far. */
  get splits(): number {
    return this.made;
  }

  node(id: number): SplitNode {
    const node = this.nodes[id];
    if (!node) throw new RangeError(`no node ${id}`);
    return node;
  }

  /** The variables an open node may split: those with more than one value (none for a leaf). */
  splittable(id: number): number[] {
    const node = this.node(id);
    if (node.status !== 'open') return [];
    return node.domains.flatMap((d, v) => (d.length > 1 ? [v] : []));
  }

  /**
   * Split an open node on `variable`: two children, `first` half first, each made arc consistent
   * from the arcs into `variable`. Returns them in that order.
   */
  split(id: number, variable: number, first: Half): [SplitNode, SplitNode] {
    const node = this.node(id);
    if (node.status !== 'open') throw new RangeError(`node ${id} is ${node.status}, not open`);
    const domain = node.domains[variable];
    if (!domain || domain.length < 2) throw new RangeError(`${this.problem.variables[variable]?.name ?? variable} has ${domain?.length ?? 0} value(s): nothing to split`);
    this.made++;
    node.status = 'split';
    node.splitVariable = variable;
    const [lower, upper] = halves(domain);
    const order: [Half, number[]][] = first === 'lower' ? [['lower', lower], ['upper', upper]] : [['upper', upper], ['lower', lower]];
    const children = order.map(([half, values]) => {
      const domains = node.domains.map((d) => [...d]);
      domains[variable] = values;
      return this.add(id, { variable, half, values }, HandArcs.afterChange(this.problem, domains, variable));
    }) as [SplitNode, SplitNode];
    node.children = children.map((c) => c.id);
    return children;
  }

  /** The first open node in depth-first order (children in their order), or -1 when none is left. */
  next(): number {
    const stack = [0];
    while (stack.length > 0) {
      const node = this.nodes[stack.pop()!]!;
      if (node.status === 'open') return node.id;
      for (let i = node.children.length - 1; i >= 0; i--) stack.push(node.children[i]!);
    }
    return -1;
  }

  /** Every leaf is decided: no open node is left. */
  get done(): boolean {
    return this.next() < 0;
  }

  /** The solutions found, in depth-first order. */
  solutions(): Int32Array[] {
    const out: Int32Array[] = [];
    const visit = (id: number): void => {
      const node = this.nodes[id]!;
      if (node.status === 'solution') out.push(Int32Array.from(node.domains, (d) => d[0]!));
      for (const c of node.children) visit(c);
    };
    visit(0);
    return out;
  }

  count(): SplitCount {
    const found = this.nodes.filter((n) => n.status === 'solution');
    return { splits: this.made, toEverySolution: found.reduce((m, n) => Math.max(m, n.madeAfter), 0), solutions: found.length };
  }

  private add(parent: number, split: SplitNode['split'], ac: HandArcs): SplitNode {
    const revisions = ac.finish();
    const domains = ac.domains();
    let status: NodeStatus = 'open';
    if (ac.wipedOut >= 0) status = 'failed';
    else if (domains.every((d) => d.length === 1)) {
      // Arc consistency with every domain a single value: each constraint's one support is the assignment.
      const broken = ac.violated(Int32Array.from(domains, (d) => d[0]!));
      if (broken >= 0) throw new Error(`domain splitting: ${this.problem.constraints[broken]!.label} fails with every domain a single value after arc consistency`);
      status = 'solution';
    }
    const node: SplitNode = {
      id: this.nodes.length,
      parent,
      depth: parent < 0 ? 0 : this.nodes[parent]!.depth + 1,
      split,
      domains,
      revisions,
      emptied: ac.wipedOut,
      removed: ac.history.flatMap((r) => r.removed.map((value) => ({ variable: r.arc.variable, value, constraint: r.arc.constraint }))),
      status,
      splitVariable: -1,
      children: [],
      madeAfter: this.made,
    };
    this.nodes.push(node);
    return node;
  }
}

/** MRV for splitting: the variable with the fewest values above one (the smallest on a tie), or -1. */
export function mrvSplitVariable(domains: DomainLists): number {
  let best = -1;
  for (let v = 0; v < domains.length; v++) {
    const size = domains[v]!.length;
    if (size > 1 && (best < 0 || size < domains[best]!.length)) best = v;
  }
  return best;
}

/** Grow the whole tree automatically: MRV, split in the middle, lower half first, depth-first. */
export function splitByMrv(problem: Problem, domains?: DomainLists): SplitTree {
  const tree = new SplitTree(problem, domains);
  for (let id = tree.next(); id >= 0; id = tree.next()) tree.split(id, mrvSplitVariable(tree.node(id).domains), 'lower');
  return tree;
}
