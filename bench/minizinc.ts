/**
 * MiniZinc + Gecode on a crossword fill, for side-by-side benchmarks: writes the data of one layout
 * and word list for bench/crossword.mzn into a temp dir, runs `minizinc --solver gecode`, parses the
 * status and statistics (compile time, solve time, nodes) and checks the fill independently.
 *
 * Install (Debian 12): `apt-get install -y minizinc` — it pulls in flatzinc (fzn-gecode) and the
 * Gecode 6.2 libraries, and `minizinc --solvers` then lists Gecode. When `minizinc` is absent the
 * benches skip Gecode with a note.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CrosswordLayout } from '../src/puzzles/crossword/index.ts';

const MODEL = fileURLToPath(new URL('./crossword.mzn', import.meta.url));

export interface GecodeAvailability {
  ok: boolean;
  /** "MiniZinc 2.6.4, Gecode 6.2.0", or why Gecode is skipped. */
  note: string;
}

let available: GecodeAvailability | undefined;

/** Whether `minizinc` is on the PATH and lists Gecode among its solvers. */
export function gecodeAvailable(): GecodeAvailability {
  if (available) return available;
  const version = spawnSync('minizinc', ['--version'], { encoding: 'utf8' });
  if (version.error || version.status !== 0) {
    return (available = { ok: false, note: 'minizinc not found (apt-get install -y minizinc); Gecode skipped' });
  }
  const solvers = spawnSync('minizinc', ['--solvers'], { encoding: 'utf8' });
  const gecode = /Gecode ([\d.]+)\s*\(org\.gecode\.gecode/.exec(solvers.stdout ?? '');
  if (!gecode) return (available = { ok: false, note: 'minizinc has no Gecode solver; Gecode skipped' });
  const mzn = /version ([\d.]+)/.exec(version.stdout)?.[1] ?? '?';
  return (available = { ok: true, note: `MiniZinc ${mzn}, Gecode ${gecode[1]}` });
}

/** One run of `minizinc --solver gecode ARGS`: its output, one `%%%mzn-stat:` number by name (NaN if absent), its wall time. */
export interface GecodeRun {
  ok: boolean;
  stdout: string;
  stat(name: string): number;
  wallMs: number;
}

/** Run MiniZinc with Gecode on a model (`args`: flags, the model and its data, as on the command line). */
export function runGecode(args: readonly string[]): GecodeRun {
  const start = performance.now();
  const r = spawnSync('minizinc', ['--solver', 'gecode', ...args], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  const wallMs = performance.now() - start;
  const stdout = r.stdout ?? '';
  const stat = (name: string) => Number(new RegExp(`%%%mzn-stat: ${name}=([\\d.e+-]+)`).exec(stdout)?.[1] ?? NaN);
  return { ok: r.status === 0, stdout, stat, wallMs };
}

export type GecodeStatus = 'SATISFIED' | 'UNSATISFIABLE' | 'UNKNOWN' | 'ERROR';

export interface GecodeResult {
  status: GecodeStatus;
  /** Gecode's search time (its `solveTime` statistic). */
  solveMs: number;
  /** MiniZinc flattening (its `flatTime`) plus Gecode's FlatZinc parse and set-up (`initTime`). */
  compileMs: number;
  /** Gecode's `nodes` statistic. */
  nodes: number;
  failures: number;
  /** Wall time of the whole `minizinc` process. */
  wallMs: number;
  /** The fill: one letter per board cell ('' for blocks and cells in no slot), when SATISFIED. */
  cells?: string[];
  /** Errors, or what went wrong. */
  message?: string;
}

export interface GecodeOptions {
  /** Gecode's search time limit (`--solver-time-limit`); compilation is not counted. */
  timeLimitMs: number;
  /** Words may not repeat (default true). */
  distinct?: boolean;
  /** Replace the model's solve item (for trying search strategies), e.g. `solve satisfy;`. */
  solveItem?: string | undefined;
}

/** The .dzn data of a layout and word list for bench/crossword.mzn, and how to read the fill back. */
export function crosswordData(layout: CrosswordLayout, words: readonly string[], distinct = true) {
  const slots = layout.slots;
  const cellIds = new Map<number, number>(); // board cell -> 1..NC
  for (const slot of slots) for (const c of slot.cells) if (!cellIds.has(c)) cellIds.set(c, cellIds.size + 1);
  const boardCells = [...cellIds.keys()];
  const maxL = Math.max(1, ...slots.map((s) => s.length));
  const needed = new Set(slots.map((s) => s.length));
  const alphabet = new Map<string, number>();
  const letterCode = (l: string) => {
    let code = alphabet.get(l);
    if (code === undefined) alphabet.set(l, (code = alphabet.size + 1));
    return code;
  };
  const byLength = new Map<number, string[][]>();
  for (const w of words) {
    const letters = Array.from(w);
    if (!needed.has(letters.length)) continue;
    let list = byLength.get(letters.length);
    if (!list) byLength.set(letters.length, (list = []));
    list.push(letters);
  }
  const rows: string[][] = [];
  const lo: number[] = [];
  const hi: number[] = [];
  for (let L = 1; L <= maxL; L++) {
    const list = (byLength.get(L) ?? []).sort((a, b) => {
      const x = a.join('');
      const y = b.join('');
      return x < y ? -1 : x > y ? 1 : 0;
    });
    lo.push(rows.length + 1);
    rows.push(...list);
    hi.push(rows.length);
  }
  for (const r of rows) for (const l of r) letterCode(l);
  const givenCodes = boardCells.map((c) => (layout.given[c] ? letterCode(layout.given[c]) : 0));
  const letters = [...alphabet.keys()];
  const parts: string[] = [];
  parts.push(`NA = ${Math.max(1, alphabet.size)};`, `NC = ${boardCells.length};`, `NS = ${slots.length};`);
  parts.push(`MAXL = ${maxL};`, `distinct = ${distinct};`);
  parts.push(`len = [${slots.map((s) => s.length).join(',')}];`);
  const sc = slots.map((s) => {
    const ids = s.cells.map((c) => cellIds.get(c)!);
    while (ids.length < maxL) ids.push(0);
    return ids.join(',');
  });
  parts.push(`sc = [|${sc.join('|')}|];`);
  parts.push(`given = [${givenCodes.join(',')}];`);
  parts.push(`NW = ${rows.length};`);
  const wrows = rows.map((r) => {
    const codes = r.map((l) => alphabet.get(l)!);
    while (codes.length < maxL) codes.push(0);
    return codes.join(',');
  });
  parts.push(rows.length > 0 ? `W = [|${wrows.join('\n|')}|];` : `W = array2d(1..0, 1..${maxL}, []);`);
  parts.push(`lo = [${lo.join(',')}];`, `hi = [${hi.join(',')}];`);
  return {
    dzn: parts.join('\n') + '\n',
    /** Board letters from the model's `cell` array (codes 1..NA). */
    board(cellCodes: readonly number[]): string[] {
      const out = layout.blocks.map(() => '');
      boardCells.forEach((c, i) => (out[c] = letters[cellCodes[i]! - 1] ?? '?'));
      return out;
    },
  };
}

function stat(out: string, name: string): number {
  const m = new RegExp(`%%%mzn-stat:? ${name}=([\\d.eE+-]+)`).exec(out);
  return m ? Number(m[1]) : NaN;
}

/** Fill `layout` from `words` with MiniZinc + Gecode. Requires `gecodeAvailable().ok`. */
export function solveWithGecode(layout: CrosswordLayout, words: readonly string[], options: GecodeOptions): GecodeResult {
  const distinct = options.distinct ?? true;
  const data = crosswordData(layout, words, distinct);
  const dir = mkdtempSync(join(tmpdir(), 'csp-mzn-'));
  try {
    const dzn = join(dir, 'fill.dzn');
    writeFileSync(dzn, data.dzn);
    let model = MODEL;
    if (options.solveItem) {
      model = join(dir, 'crossword.mzn');
      writeFileSync(model, readFileSync(MODEL, 'utf8').replace(/^solve\b[^;]*;/m, options.solveItem));
    }
    const args = ['--solver', 'gecode', '--statistics', '--solver-time-limit', String(Math.round(options.timeLimitMs)), model, dzn];
    const t = performance.now();
    const p = spawnSync('minizinc', args, {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      // Safety net only: compilation is not under --solver-time-limit.
      timeout: options.timeLimitMs + 300_000,
      killSignal: 'SIGKILL',
    });
    const wallMs = performance.now() - t;
    const out = `${p.stdout ?? ''}\n${p.stderr ?? ''}`;
    const flat = stat(out, 'flatTime');
    const init = stat(out, 'initTime');
    const result: GecodeResult = {
      status: 'ERROR',
      solveMs: stat(out, 'solveTime') * 1000,
      compileMs: ((Number.isNaN(flat) ? 0 : flat) + (Number.isNaN(init) ? 0 : init)) * 1000,
      nodes: stat(out, 'nodes'),
      failures: stat(out, 'failures'),
      wallMs,
    };
    const cells = /cells=\[([\d,\s]*)\]/.exec(p.stdout ?? '');
    if (/=====UNSATISFIABLE=====/.test(out)) result.status = 'UNSATISFIABLE';
    else if (cells && /^----------$/m.test(p.stdout ?? '')) {
      result.status = 'SATISFIED';
      result.cells = data.board(cells[1]!.split(',').filter((x) => x.trim() !== '').map(Number));
    } else if (/=====UNKNOWN=====/.test(out) || (p.status === 0 && !p.error)) result.status = 'UNKNOWN';
    if (result.status === 'ERROR' || p.error) {
      result.message = (p.error?.message ?? '') + ' ' + (p.stderr ?? '').split('\n').filter((l) => l && !l.startsWith('%%%')).slice(0, 3).join(' | ');
    }
    return result;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Independent check of a fill: every slot's letters (read from the board, one letter per cell) form
 * a word of the list, given letters are kept, and (when distinct) no word is used twice. Returns
 * null when the fill is right, else what is wrong.
 */
export function checkFill(layout: CrosswordLayout, cells: readonly string[], words: ReadonlySet<string>, distinct = true): string | null {
  for (let c = 0; c < layout.given.length; c++) {
    if (layout.given[c] && cells[c] !== layout.given[c]) return `cell ${c} should hold the given ${layout.given[c]}`;
  }
  const used = new Map<string, string>();
  for (const slot of layout.slots) {
    const word = slot.cells.map((c) => cells[c] ?? '').join('');
    if (Array.from(word).length !== slot.length) return `${slot.name} is not filled ("${word}")`;
    if (!words.has(word)) return `${slot.name} "${word}" is not in the word list`;
    if (distinct && used.has(word)) return `"${word}" is in both ${used.get(word)} and ${slot.name}`;
    used.set(word, slot.name);
  }
  return null;
}
