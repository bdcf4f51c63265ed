/**
 * MiniZinc's paths: where each FlatZinc item came from in the model. Compiled with `--keep-paths`,
 * MiniZinc annotates every variable and constraint with `:: mzn_path("…")`, the stack of
 * expressions it was flattening when it made the item, outermost first, one step per `;`:
 *
 *     file|line|column|lastLine|lastColumn|kind[|detail]
 *
 * `kind` is what stands there: `bin|'!='` (a binary operator), `un|'not'`, `ca|name` (a call; a
 * user-visible call may be written `\28@alldifferent`, its name after the `@`), `id|x`, `vd` (a
 * declaration), `ac` (a comprehension), `ite`, `l` (a let), `aa` (an array access), `al`, `il`;
 * a generator's value is a step of its own, `i=2` (the generator `i` at its value 2). Lines and
 * columns are 1-based, columns count characters, and the span includes its last column. MiniZinc
 * 2.6 (Debian's, the CLI's) and 2.10 (the `minizinc` package's WebAssembly, the browser's) write
 * the same steps; they differ in the file names (an absolute path on disk; `/minizinc/model.mzn`
 * in the browser's virtual file system), in the number before a call's `@`, and in the order of
 * two paths on one item.
 *
 * `keepModelPaths` keeps, of every path, the steps in the user's model, under the one name
 * MODEL_FILE: what the app and the CLI read of them, without the library's steps (most of a
 * path's length) or the machine's directories (a shipped sample's FlatZinc is the same on every
 * machine). Pure: no Node, no DOM.
 */

/** The name the model's own file has in the paths `keepModelPaths` keeps. */
export const MODEL_FILE = 'model.mzn';

export interface PathStep {
  readonly file: string;
  readonly line: number;
  readonly column: number;
  readonly lastLine: number;
  readonly lastColumn: number;
  /** `bin`, `un`, `ca`, `id`, `vd`, `ac`, `ite`, `l`, `aa`, …, or `bind` for a generator's value. */
  readonly kind: string;
  /** The operator (`!=`), the name called or named (`alldifferent`, `x`), or the generator (`i`). */
  readonly name: string;
  /** A generator's value (kind `bind`). */
  readonly value: number;
}

const BINDING = /^([A-Za-z_][A-Za-z0-9_]*)=(-?\d+)$/;

/** One step, or null when it names no place (MiniZinc's `|0|0|0|0|il|0` for an array's element). */
function readStep(raw: string): PathStep | null {
  const parts = raw.split('|');
  if (parts.length < 6) return null;
  const [file, l1, c1, l2, c2, kind, ...rest] = parts as [string, string, string, string, string, string, ...string[]];
  const line = Number(l1);
  const column = Number(c1);
  const lastLine = Number(l2);
  const lastColumn = Number(c2);
  if (file === '' || !(line > 0) || !(column > 0) || !Number.isInteger(lastLine) || !Number.isInteger(lastColumn)) return null;
  const at = { file, line, column, lastLine, lastColumn };
  const binding = BINDING.exec(kind);
  if (binding) return { ...at, kind: 'bind', name: binding[1]!, value: Number(binding[2]) };
  let name = rest.join('|');
  if (name.length >= 2 && name.startsWith("'") && name.endsWith("'")) name = name.slice(1, -1);
  // A call MiniZinc numbered (`\28@alldifferent`): its name after the `@`.
  name = name.replace(/^\\?\d+@/, '');
  return { ...at, kind, name, value: 0 };
}

/** The steps of one path (an `mzn_path` annotation's string, as the FlatZinc reader unescaped it). */
export function readPath(path: string): PathStep[] {
  const steps: PathStep[] = [];
  for (const raw of path.split(';')) {
    const step = raw === '' ? null : readStep(raw);
    if (step) steps.push(step);
  }
  return steps;
}

/** `mzn_path("…")` annotations, their string as written in the FlatZinc (backslashes escaped). */
const ANNOTATION = /\s*::\s*mzn_path\("((?:[^"\\]|\\.)*)"\)/g;

/**
 * The order in which a FlatZinc item's paths are read, the shortest first: MiniZinc 2.6 writes a
 * constraint's two paths in an order that changes with the directory it runs in, so the reader
 * (flatzinc.ts) and `modelPlace` (labels.ts) take them in this one.
 */
export function pathOrder(x: string, y: string): number {
  return x.length - y.length || (x < y ? -1 : x > y ? 1 : 0);
}

/** The paths of one FlatZinc item (a line of its text), unescaped, in `pathOrder`. */
export function itemPaths(item: string): string[] {
  return [...item.matchAll(ANNOTATION)].map((m) => m[1]!.replace(/\\(.)/g, '$1')).sort(pathOrder);
}

/** Whether two FlatZinc texts are the same model: line for line, an item's `mzn_path` annotations in any order. */
export function sameFlatZinc(a: string, b: string): boolean {
  const lines = (fzn: string) =>
    fzn.split('\n').map((line) => {
      const paths = [...line.matchAll(ANNOTATION)].map((m) => m[1]!).sort();
      return `${line.replace(ANNOTATION, '')} ${paths.join(' ')}`;
    });
  const x = lines(a);
  const y = lines(b);
  return x.length === y.length && x.every((line, i) => line === y[i]);
}

/**
 * The FlatZinc with MiniZinc's paths kept only where they point into the model: in each path the
 * steps whose file `isModel` (given the file as MiniZinc wrote it, unescaped), renamed MODEL_FILE;
 * an annotation left with no step goes. The rest of the text is as MiniZinc wrote it.
 */
export function keepModelPaths(fzn: string, isModel: (file: string) => boolean): string {
  return fzn.replace(ANNOTATION, (_whole, escaped: string) => {
    const kept: string[] = [];
    for (const raw of escaped.split(';')) {
      const bar = raw.indexOf('|');
      if (bar <= 0) continue;
      const file = raw.slice(0, bar).replace(/\\(.)/g, '$1');
      if (isModel(file)) kept.push(MODEL_FILE + raw.slice(bar));
    }
    return kept.length === 0 ? '' : `:: mzn_path("${kept.join(';')};")`;
  });
}
