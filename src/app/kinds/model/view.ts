/**
 * What the model's board shows at a step: its constraint graph (laid out once per model by
 * src/trace/graphLayout.ts), each variable with its value or its domain and, when its values
 * are colour names, painted in them. Pure: derived from the model, the assignment and the domains
 * at the step, never stored.
 */
import { State } from '../../../solver/index.ts';
import { buildGraph, EventCode, type GraphPicture } from '../../../trace/index.ts';
import { searchMark, type CellMark, type StepEvent } from '../view.ts';
import { valueName, type ReadModel } from './compiled.ts';

const graphs = new WeakMap<ReadModel, GraphPicture>();

/** The model's constraint graph in the unit square (variables first, then a hub per n-ary constraint). */
export function modelGraph(info: ReadModel): GraphPicture {
  let g = graphs.get(info);
  if (!g) {
    const n = info.sketch.names.length;
    g = buildGraph(info.sketch, null, n > 250 ? 60 : 200);
    graphs.set(info, g);
  }
  return g;
}

export interface NodeView {
  name: string;
  /** The value ("red", "9"), or the domain left ("{red, green}", "7 values"). */
  text: string;
  assigned: boolean;
  /** The value's colour (assigned), else null. */
  fill: string | null;
  /** Colours of the values left (a map's domain as swatches), else null. */
  swatches: string[] | null;
  mark: CellMark;
  introduced: boolean;
}

/** Domains of at most this many values are listed; larger ones are counted. */
const LISTED = 4;

function markOf(event: StepEvent | null, v: number): CellMark {
  if (!event || event.variable !== v) return '';
  switch (event.type) {
    // Unlike the grid boards, the graph does not mark a backjump's variable.
    case EventCode.backjump:
      return '';
    case EventCode.set:
      return 'assign';
    // The tree algorithm: a variable put in order, the parent of the arc being made consistent.
    case EventCode.order:
    case EventCode.revise:
      return 'select';
    // Min-conflicts: the variable picked, then its new value (or a start's placement).
    case EventCode.pick:
      return 'select';
    case EventCode.place:
    case EventCode.repair:
    case EventCode.walk:
      return 'assign';
    default:
      return searchMark(event.type);
  }
}

/** Values of v left in `mask` (bit x: value x), or every value of its initial domain without masks. */
function valuesLeft(info: ReadModel, v: number, mask: number | null): number[] {
  const variable = info.built.problem.variables[v]!;
  const all = variable.initial ? [...variable.initial] : Array.from({ length: variable.size }, (_, x) => x);
  return mask === null ? all : all.filter((x) => (mask >>> x) & 1);
}

/**
 * Every variable's node at a step: `values` the assignment (-1 unassigned; null: the model as
 * written), `masks` the domains there (null: the initial domains), `event` the step's event.
 */
export function modelNodes(info: ReadModel, values: Int32Array | null, masks: Int32Array | null, event: StepEvent | null, valuesWord: (n: number) => string): NodeView[] {
  return info.sketch.names.map((name, v) => {
    const x = values?.[v] ?? -1;
    const colours = info.colours[v];
    if (x >= 0) {
      return { name, text: valueName(info, v, x), assigned: true, fill: colours?.[x] ?? null, swatches: null, mark: markOf(event, v), introduced: info.introduced[v]! };
    }
    const left = valuesLeft(info, v, masks ? masks[v]! : null);
    const text = left.length === 1 ? valueName(info, v, left[0]!) : left.length <= LISTED ? `{${left.map((y) => valueName(info, v, y)).join(', ')}}` : valuesWord(left.length);
    const swatches = colours ? left.map((y) => colours[y]!).filter((c) => c !== null) : null;
    return { name, text, assigned: false, fill: null, swatches, mark: markOf(event, v), introduced: info.introduced[v]! };
  });
}

const states = new WeakMap<ReadModel, State>();

/**
 * Min-conflicts' repair on the graph: the constraints on `v` that `values` (a complete assignment)
 * violates, and the other variables they join `v` to; null at any other step. At a `pick` the
 * assignment is the step's; at a `repair` or `walk` the picked variable is put back on its previous
 * value (`extra`), so that the board shows the conflicts that made it be picked.
 */
export function modelRepair(info: ReadModel, values: Int32Array | null, event: StepEvent | null): { variable: number; constraints: Set<number>; neighbours: Set<number>; partners: Set<number> } | null {
  if (!values || !event) return null;
  if (event.type !== EventCode.pick && event.type !== EventCode.repair && event.type !== EventCode.walk) return null;
  const v = event.variable;
  const at = values.slice();
  if (event.type !== EventCode.pick) at[v] = event.extra;
  if (at.some((x) => x < 0)) return null;
  const problem = info.built.problem;
  let state = states.get(info);
  if (!state) states.set(info, (state = new State(problem)));
  const constraints = new Set<number>();
  const neighbours = new Set<number>();
  /** The variables a violated binary constraint joins v to (its edges on the graph). */
  const partners = new Set<number>();
  problem.constraints.forEach((c, k) => {
    if (!c.scope.includes(v)) return;
    const violated = c.violations ? c.violations(at) > 0 : !c.isConsistent(state, at);
    if (!violated) return;
    constraints.add(k);
    for (const u of c.scope) if (u !== v) neighbours.add(u);
    if (c.scope.length === 2 && c.scope[0] !== c.scope[1]) partners.add(c.scope[0] === v ? c.scope[1]! : c.scope[0]!);
  });
  return { variable: v, constraints, neighbours, partners };
}

/** A constraint of a reason why there is no solution: its FlatZinc item, and its line and text where the user reads it. */
export interface ReasonConstraint {
  index: number;
  line: number;
  text: string;
}

/**
 * A model's reason on its constraint graph: the reason's constraints by the problem's constraint
 * each was built from (the graph's edges and hubs are the problem's constraints; a FlatZinc item
 * makes one, several, or none when it only narrows a domain).
 */
export function reasonOnGraph(info: ReadModel, parts: readonly ReasonConstraint[]): Map<number, ReasonConstraint> {
  const byItem = new Map(parts.map((p) => [p.index, p]));
  const out = new Map<number, ReasonConstraint>();
  info.built.items.forEach((item, c) => {
    const part = byItem.get(item);
    if (part) out.set(c, part);
  });
  return out;
}
