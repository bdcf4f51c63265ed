/**
 * A solution of a FlatZinc model as the user's names and values: `{"name": value}` for each
 * output variable of the model, arrays as JSON arrays (two dimensions as a list of rows), bools as
 * true / false and enum values as their names.
 *
 * The FlatZinc alone gives the output variables (`output_var`, `output_array` with its index
 * ranges). The names of enum values and the variables the compiler fixed come from the `.ozn`
 * file MiniZinc writes beside it when compiling with `--output-mode json`: its output item is (or,
 * from MiniZinc 2.10, holds in its `"json"` section, whether or not the model has an output item
 * of its own) a JSON object listing every output variable in the model's order, each shown by `showJSON(x)` or,
 * for an enum E, by `_toString_E(x, …)`, whose names are the array `_enum_to_string_<n>_E`; a
 * variable fixed at compile time is declared there with its value (`int: x = 2;`). That is all
 * this reads of the .ozn (a plain scan, no MiniZinc parsing); without one, values are integers.
 */
import type { FznModel, FznOutput } from './flatzinc.ts';

export type JsonValue = number | boolean | string | JsonValue[];

export interface OutputSpec {
  /** Output names in the model's order (the .ozn's JSON keys). */
  readonly order: readonly string[];
  /** Enum of each output variable that has one: its value names, from value `first` on. */
  readonly enums: ReadonlyMap<string, { readonly first: number; readonly names: readonly string[] }>;
  /** Output variables MiniZinc fixed while compiling, with their (integer or bool) values. */
  readonly fixed: ReadonlyMap<string, number | boolean>;
}

const KEY = /\\"([A-Za-z_][A-Za-z0-9_]*)\\" : ",(?:_toString_([A-Za-z_][A-Za-z0-9_]*)\()?/g;
const ENUM = /array \[(-?\d+)\.\.(-?\d+)\] of string: _enum_to_string_\d+_([A-Za-z_][A-Za-z0-9_]*) = \[(.*)\];/;
const FIXED = /^(int|bool): ([A-Za-z_][A-Za-z0-9_]*) = (-?\d+|true|false);$/;

/**
 * The JSON object of the .ozn's output item: the whole item (MiniZinc 2.6), or what follows its
 * last `"json": ` section name (2.10, which puts the model's own output item in a `"default"`
 * section before it: `output let {…} in (["\"output\": {","\"default\": ",…,", \"json\": ",…`).
 */
function jsonSection(item: string): string {
  const at = item.lastIndexOf('\\"json\\": ');
  return at < 0 ? item : item.slice(at);
}

/** What the .ozn of `--output-mode json` says about the outputs (see the file comment). */
export function readOzn(ozn: string): OutputSpec {
  const order: string[] = [];
  const enumOf = new Map<string, string>();
  const enumNames = new Map<string, { first: number; names: string[] }>();
  const fixed = new Map<string, number | boolean>();
  for (const line of ozn.split(/\r?\n/)) {
    if (line.startsWith('output ') && order.length === 0) {
      for (const m of jsonSection(line).matchAll(KEY)) {
        order.push(m[1]!);
        if (m[2]) enumOf.set(m[1]!, m[2]);
      }
      continue;
    }
    const e = ENUM.exec(line);
    if (e) {
      try {
        const names = JSON.parse(`[${e[4]}]`) as unknown[];
        if (names.every((x) => typeof x === 'string') && names.length === Number(e[2]) - Number(e[1]) + 1) {
          enumNames.set(e[3]!, { first: Number(e[1]), names: names as string[] });
        }
      } catch {
        // Not a plain list of names: the values stay integers.
      }
      continue;
    }
    const f = FIXED.exec(line);
    if (f) fixed.set(f[2]!, f[3] === 'true' ? true : f[3] === 'false' ? false : Number(f[3]));
  }
  const enums = new Map<string, { first: number; names: string[] }>();
  for (const [name, e] of enumOf) {
    const names = enumNames.get(e);
    if (names) enums.set(name, names);
  }
  return { order, enums, fixed };
}

/** `value(v)`: the integer value of FlatZinc variable v in the solution (bools 0 / 1). */
export function solutionValues(model: FznModel, spec: OutputSpec | null, value: (v: number) => number): Record<string, JsonValue> {
  const byName = new Map<string, FznOutput>(model.outputs.map((o) => [o.name, o]));
  const names = spec && spec.order.length > 0 ? spec.order : model.outputs.map((o) => o.name);
  const out: Record<string, JsonValue> = {};
  for (const name of names) {
    const enumNames = spec?.enums.get(name);
    const show = (x: number, type: 'int' | 'bool'): JsonValue => {
      if (type === 'bool') return x !== 0;
      const label = enumNames?.names[x - enumNames.first];
      return label ?? x;
    };
    const fixed = spec?.fixed.get(name);
    if (fixed !== undefined) {
      out[name] = typeof fixed === 'boolean' ? fixed : show(fixed, 'int');
      continue;
    }
    const o = byName.get(name);
    if (!o) continue;
    const flat = o.items.map((item): JsonValue => {
      if (item.t === 'var') return show(value(item.v), o.type);
      if (item.t === 'bool') return item.v;
      if (item.t === 'int') return show(item.v, o.type);
      return String(item.v);
    });
    out[name] = o.dims === null ? flat[0]! : nest(flat, o.dims.map(([lo, hi]) => Math.max(0, hi - lo + 1)));
  }
  return out;
}

/** Row-major elements as nested arrays of the given extents (one dimension: the list itself). */
function nest(flat: JsonValue[], extents: number[]): JsonValue[] {
  if (extents.length <= 1) return flat;
  const inner = extents.slice(1).reduce((a, b) => a * b, 1);
  const out: JsonValue[] = [];
  for (let i = 0; i < extents[0]!; i++) out.push(nest(flat.slice(i * inner, (i + 1) * inner), extents.slice(1)));
  return out;
}
