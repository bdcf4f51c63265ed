/**
 * A model's compilation and what the app reads from it. MiniZinc compiles in the browser
 * (compiler.ts, off the main thread), asked by the store's `compileModel` (state/slices/model.ts),
 * which attaches the result to the model board's puzzle (`withCompilation`), so that the kind
 * module — pure, synchronous — can tell the run how many variables there are, build the solve
 * request and name the steps. A FlatZinc file needs no compiling.
 *
 * `modelInfo` reads the FlatZinc with the project's reader (src/puzzles/model) and builds the
 * engine's problem: the constraint graph, the variables' names (`q[3]`), the values' names (enum
 * names from the .ozn), the colours of a map, or the reader's refusal. It is derived from the
 * compilation, and memoised per compilation object (a selector's memo, not a cache of its own).
 */
import { ParseError } from '../../../puzzles/errors.ts';
import { parseFlatZinc, type FznModel } from '../../../puzzles/model/flatzinc.ts';
import { modelPlace, ModelText } from '../../../puzzles/model/labels.ts';
import { buildFznProblem, type FznProblem } from '../../../puzzles/model/model.ts';
import { readOzn, type OutputSpec } from '../../../puzzles/model/output.ts';
import { sketchProblem, type ProblemSketch } from '../../../trace/index.ts';
import { isFlatZinc, sourceKey, type ModelPuzzle } from './puzzle.ts';
import { textOf } from '../../i18n/index.ts';

/**
 * Where a message points: the model's text, its data, the FlatZinc (a refusal of the reader), or
 * a file of MiniZinc's library (`path`) that the model's use of it went wrong in.
 */
export type MessageFile = 'model' | 'data' | 'flatzinc' | 'library';

/** One of MiniZinc's messages (or the reader's refusal), at its line and column (0: none). */
export interface ModelError {
  file: MessageFile;
  line: number;
  column: number;
  /** Last line and column of the span MiniZinc names (as `line` and `column` when it names one place). */
  lastLine: number;
  lastColumn: number;
  /** MiniZinc's own words ("type error: …"), or the reader's. */
  message: string;
  /** The library file of a 'library' message. */
  path?: string;
}

export type Compilation =
  | { state: 'compiling' }
  | { state: 'failed'; errors: ModelError[] }
  | { state: 'compiled'; fzn: string; ozn: string; ms: number; kept?: 'shipped' | 'saved' };

/** The compiler as the store's service (compiler.ts in the browser). */
export interface ModelCompiler {
  /** A model's compilation (a kept one, or MiniZinc's); rejects `cancelled` when a newer model was asked for meanwhile. */
  compile(p: ModelPuzzle): Promise<Exclude<Compilation, { state: 'compiling' }>>;
  /** A model is shown: load MiniZinc when the page is next idle (its first compilation is then quicker). */
  warmUp(): void;
}

/** A FlatZinc file's own compilation, one per puzzle object (so that `modelInfo`'s memo holds). */
const flatZinc = new WeakMap<ModelPuzzle, Compilation>();

/** The model's compilation: null before one is attached (or for another source); a FlatZinc file is its own. */
export function compilationOf(p: ModelPuzzle): Compilation | null {
  if (isFlatZinc(p)) {
    let c = flatZinc.get(p);
    if (!c) flatZinc.set(p, (c = { state: 'compiled', fzn: p.text, ozn: '', ms: 0 }));
    return c;
  }
  const attached = p.compiled;
  return attached && attached.key === sourceKey(p) ? attached.compilation : null;
}

/** The value names of an enum: value `first` is `names[0]`. */
export interface EnumNames {
  first: number;
  names: readonly string[];
}

/** A compiled model as the app shows and runs it. */
export interface ReadModel {
  ok: true;
  fzn: string;
  model: FznModel;
  built: FznProblem;
  spec: OutputSpec | null;
  /** Names, domains and scopes (the board's graph, before any run). */
  sketch: ProblemSketch;
  /** Each variable's enum, if its values have names. */
  enums: (EnumNames | null)[];
  /** Each variable's value colours (value index → CSS colour) when its values are colour names. */
  colours: (readonly (string | null)[] | null)[];
  /** Variables MiniZinc introduced (not the model's own): drawn smaller. */
  introduced: boolean[];
}

export type ModelInfo = ReadModel | { ok: false; refusal: ModelError };

/** Colour names a map-colouring model uses, as the board paints them (light enough for dark text). */
const COLOURS: Record<string, string> = {
  red: '#f87171',
  green: '#4ade80',
  blue: '#60a5fa',
  yellow: '#facc15',
  orange: '#fb923c',
  purple: '#c084fc',
  violet: '#a78bfa',
  pink: '#f472b6',
  brown: '#b45309',
  black: '#334155',
  white: '#f8fafc',
  grey: '#9ca3af',
  gray: '#9ca3af',
  cyan: '#22d3ee',
  magenta: '#e879f9',
  teal: '#2dd4bf',
  lime: '#a3e635',
  indigo: '#818cf8',
  ivory: '#fefce8',
  gold: '#fbbf24',
  silver: '#cbd5e1',
  navy: '#1e3a8a',
  maroon: '#9f1239',
  olive: '#a16207',
};

/** The CSS colour a value name stands for, or null. */
export function colourOf(name: string): string | null {
  return COLOURS[name.toLowerCase()] ?? null;
}

/** `modelInfo` per compilation (derived; memoised by the compilation object). */
const infos = new WeakMap<Compilation, ModelInfo>();

/** The reader's refusal (in the interface's language) at the model's line when MiniZinc's paths say where it is (labels.ts `modelPlace`), else at the FlatZinc's. */
function refusalOf(error: unknown, fzn: string, source: string | undefined): ModelError {
  if (!(error instanceof ParseError)) return { file: 'flatzinc', line: 0, column: 0, lastLine: 0, lastColumn: 0, message: error instanceof Error ? error.message : String(error) };
  const place = source !== undefined ? modelPlace(fzn, error.line, new ModelText(source)) : null;
  if (place) return { file: 'model', ...place, message: textOf(error.said) };
  return { file: 'flatzinc', line: error.line, column: error.column, lastLine: error.line, lastColumn: error.column, message: textOf(error.said) };
}

/**
 * The FlatZinc read and built, or why the engine refuses it. With the model's text (`source`, a
 * .mzn's), its constraints are labelled as the model writes them.
 */
export function readCompiled(fzn: string, ozn: string, source?: string): ModelInfo {
  let info: ModelInfo;
  try {
    const model = parseFlatZinc(fzn, 'model.fzn');
    const built = buildFznProblem(model, 'model.fzn', { source });
    const spec = ozn ? readOzn(ozn) : null;
    const n = model.vars.length;
    const enums: (EnumNames | null)[] = new Array<EnumNames | null>(n).fill(null);
    for (const o of model.outputs) {
      const e = spec?.enums.get(o.name);
      if (!e) continue;
      for (const item of o.items) if (item.t === 'var') enums[item.v] = e;
    }
    const colours = enums.map((e, v) => {
      if (!e) return null;
      const size = built.problem.variables[v]!.size;
      const offset = built.offset[v]!;
      const list = Array.from({ length: size }, (_, x) => {
        const name = e.names[x + offset - e.first];
        return name === undefined ? null : colourOf(name);
      });
      // Every value of its domain a colour name: a map being coloured.
      return model.vars[v]!.values.every((value) => list[value - offset] != null) ? list : null;
    });
    const sketch = sketchProblem(built.problem, { inference: 'fc', ac3: false, variableOrder: 'static', valueOrder: 'lex' });
    info = { ok: true, fzn, model, built, spec, sketch, enums, colours, introduced: model.vars.map((v) => v.introduced) };
  } catch (error) {
    info = { ok: false, refusal: refusalOf(error, fzn, source) };
  }
  return info;
}

/** The model as read, once compiled (null while there is no compilation, or it failed). */
export function modelInfo(p: ModelPuzzle): ModelInfo | null {
  const c = compilationOf(p);
  if (!c || c.state !== 'compiled') return null;
  let info = infos.get(c);
  if (!info) infos.set(c, (info = readCompiled(c.fzn, c.ozn, isFlatZinc(p) ? undefined : p.text)));
  return info;
}

/** A value of variable v (its engine index `x`) as the model names it: an enum name, true / false, or the integer. */
export function valueName(info: ReadModel, v: number, x: number): string {
  const value = x + (info.built.offset[v] ?? 0);
  const fv = info.model.vars[v];
  if (fv?.type === 'bool') return value !== 0 ? 'true' : 'false';
  const e = info.enums[v];
  return (e && e.names[value - e.first]) ?? String(value);
}

/** A message as one line: "australia.mzn, line 3, column 5: …". */
export function errorLine(e: ModelError, p: Pick<ModelPuzzle, 'name' | 'dataName'>): string {
  const file = e.file === 'model' ? p.name : e.file === 'data' ? p.dataName : e.file === 'library' ? (e.path ?? 'MiniZinc library') : 'FlatZinc';
  if (e.line <= 0) return `${file}: ${e.message}`;
  return `${file}, line ${e.line}${e.column > 0 ? `, column ${e.column}` : ''}: ${e.message}`;
}
