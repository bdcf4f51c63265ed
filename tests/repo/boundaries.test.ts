/**
 * The boundary rules bite (`.dependency-cruiser.cjs`, run by `npm run boundaries`): the real tree
 * passes, and a copy of the tree in which copies of real files gain one forbidden import each fails,
 * every rule naming both the importing file and the imported one.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, it } from 'vitest';
import { check } from '../check.ts';

const ROOT = resolve(fileURLToPath(new URL('../../', import.meta.url)));
const BIN = join(ROOT, 'node_modules', '.bin', 'depcruise');

function cruise(dir: string): { status: number | null; out: string } {
  // A clean environment: what the test runner sets for itself (NODE_OPTIONS, its own variables) is not the CLI's.
  const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => k !== 'NODE_OPTIONS' && !k.startsWith('VITEST') && k !== 'NODE_ENV' && k !== 'TEST'));
  const r = spawnSync(BIN, ['src', 'bench', '--config', '.dependency-cruiser.cjs', '--output-type', 'err'], { cwd: dir, encoding: 'utf8', env });
  return { status: r.status, out: `${r.stdout}${r.stderr}` };
}

/** Three folders up, written so that the self-contained test does not read it as a path from here. */
const UP3 = '../'.repeat(3);

/** Each case: a copy of `source` saved as `copy`, with `line` put at its top, breaks `rule`. */
const CASES = [
  { rule: 'pure-core', source: 'src/solver/random.ts', copy: 'src/solver/biteA.ts', line: "import '../app/state/index.ts';", target: 'src/app/state/index.ts' },
  { rule: 'pure-core', source: 'src/puzzles/digits.ts', copy: 'src/puzzles/biteK.ts', line: "import 'react';", target: 'react' },
  { rule: 'pure-core-no-node', source: 'src/trace/heat.ts', copy: 'src/trace/biteB.ts', line: "import 'node:fs';", target: 'fs' },
  { rule: 'checkers-independent', source: 'src/checkers/sudoku.ts', copy: 'src/checkers/biteC.ts', line: "import '../solver/index.ts';", target: 'src/solver/index.ts' },
  { rule: 'below-the-app', source: 'src/worker/encode.ts', copy: 'src/worker/biteD.ts', line: "import '../app/settings/index.ts';", target: 'src/app/settings/index.ts' },
  { rule: 'front-door', source: 'src/app/teaching/heatless.ts', copy: 'src/app/teaching/biteE.ts', line: "import '../state/store.ts';", target: 'src/app/state/store.ts' },
  { rule: 'react-only-in-ui', source: 'src/app/settings/schema.ts', copy: 'src/app/settings/biteF.ts', line: "import 'react';", target: 'react' },
  { rule: 'ui-reads-the-store', source: 'src/app/run/ui/playback.ts', copy: 'src/app/run/ui/biteG.ts', line: `import '${UP3}worker/protocol.ts';`, target: 'src/worker/protocol.ts' },
  { rule: 'trace-front-door', source: 'src/worker/checkFill.ts', copy: 'src/worker/biteH.ts', line: "import '../trace/trace.ts';", target: 'src/trace/trace.ts' },
  { rule: 'text-leaf', source: 'src/text/english.ts', copy: 'src/text/biteT.ts', line: "import '../solver/index.ts';", target: 'src/solver/index.ts' },
  { rule: 'solver-alone', source: 'src/solver/random.ts', copy: 'src/solver/biteL.ts', line: "import '../puzzles/digits.ts';", target: 'src/puzzles/digits.ts' },
  { rule: 'solver-alone', source: 'src/solver/random.ts', copy: 'src/solver/biteM.ts', line: "import '../trace/index.ts';", target: 'src/trace/index.ts' },
  { rule: 'solver-front-door', source: 'src/worker/encode.ts', copy: 'src/worker/biteN.ts', line: "import '../solver/search.ts';", target: 'src/solver/search.ts' },
  { rule: 'puzzles-above-the-solver', source: 'src/puzzles/digits.ts', copy: 'src/puzzles/biteO.ts', line: "import '../trace/index.ts';", target: 'src/trace/index.ts' },
  { rule: 'puzzles-above-the-solver', source: 'src/puzzles/digits.ts', copy: 'src/puzzles/biteP.ts', line: "import '../checkers/sudoku.ts';", target: 'src/checkers/sudoku.ts' },
  // A kind's descriptor may name its checker, not the trace (kinds29's descriptors, ci29's rule).
  { rule: 'descriptors-above-the-checkers', source: 'src/puzzles/sudoku/kind.ts', copy: 'src/puzzles/sudoku/kind.ts', line: `import '${'../'.repeat(2)}trace/index.ts';`, target: 'src/trace/index.ts' },
  { rule: 'trace-above-the-puzzles', source: 'src/trace/heat.ts', copy: 'src/trace/biteQ.ts', line: "import '../checkers/sudoku.ts';", target: 'src/checkers/sudoku.ts' },
  // Every worker's client, by its file name's pattern (a client added or renamed later too), and a bridge folder.
  ...(
    [
      ['run', 'solverClient'],
      ['run', 'runsClient'],
      ['compare', 'compareClient'],
      ['files', 'fileClient'],
      ['workers', 'jobClient'],
      ['kinds/model', 'compileClient'],
      ['share', 'linkClient'],
    ] as const
  ).map(([folder, client], k) => ({ rule: 'ui-reads-the-store', source: null, copy: `src/app/${folder}/ui/biteR${k}.ts`, line: `import '../${client}.ts';`, target: `src/app/${folder}/${client}.ts` }) as const),
  { rule: 'ui-reads-the-store', source: null, copy: 'src/app/share/ui/biteR8.ts', line: `import '${UP3}worker/bridge/index.ts';`, target: 'src/worker/bridge/index.ts' },
  { rule: 'ui-reads-the-store', source: null, copy: 'src/app/bridge/ui/biteR9.ts', line: "import '../index.ts';", target: 'src/app/bridge/index.ts' },
  // main.ts itself, with a kind's runner imported at load instead of when the kind runs.
  { rule: 'cli-kinds-on-demand', source: 'src/cli/main.ts', copy: 'src/cli/main.ts', line: "import './queens.ts';", target: 'src/cli/queens.ts' },
  // A circle through two folders: trace → puzzles → trace.
  { rule: 'no-circle-across-folders', source: 'src/trace/heat.ts', copy: 'src/trace/biteI.ts', line: "import '../puzzles/biteJ.ts';", target: 'src/puzzles/biteJ.ts' },
  { rule: 'no-circle-across-folders', source: 'src/puzzles/digits.ts', copy: 'src/puzzles/biteJ.ts', line: "import '../trace/biteI.ts';", target: 'src/trace/biteI.ts' },
] as const;

/** Files the cases import that the tree does not have: a client added later, a bridge to the workers. */
const EXTRA: Record<string, string> = {
  'src/app/share/linkClient.ts': 'export class LinkClient {}\n',
  'src/worker/bridge/index.ts': 'export {};\n',
  'src/app/bridge/index.ts': 'export {};\n',
};

const work = mkdtempSync(join(tmpdir(), 'csp-boundaries-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('boundary rules', () => {
  it('the tree as it is breaks none', () => {
    const r = cruise(ROOT);
    check(r.out).toContain('no dependency violations found');
    check(r.status).toBe(0);
  }, 120_000);

  it('a forbidden import in a copy of a file fails, naming the rule and both files', () => {
    for (const name of ['src', 'bench', '.dependency-cruiser.cjs', 'tsconfig.json', 'tsconfig.base.json', 'tsconfig.app.json', 'tsconfig.core.json', 'tsconfig.node.json', 'tsconfig.worker.json', 'package.json']) {
      cpSync(join(ROOT, name), join(work, name), { recursive: true });
    }
    symlinkSync(join(ROOT, 'node_modules'), join(work, 'node_modules'), 'dir');
    for (const [path, text] of Object.entries(EXTRA)) {
      mkdirSync(dirname(join(work, path)), { recursive: true });
      writeFileSync(join(work, path), text);
    }
    for (const c of CASES) {
      // The front-door case copies a pure teaching file that exists (any would do).
      const source = c.source === 'src/app/teaching/heatless.ts' ? 'src/app/teaching/guide.ts' : c.source;
      mkdirSync(dirname(join(work, c.copy)), { recursive: true });
      writeFileSync(join(work, c.copy), `${c.line}\n${source === null ? '' : readFileSync(join(ROOT, source), 'utf8')}`);
    }
    const r = cruise(work);
    check(r.status).not.toBe(0);
    const lines = r.out.split('\n');
    for (const c of CASES) {
      const hit = lines.some((l) => l.includes(`error ${c.rule}:`) && l.includes(c.copy) && l.includes(c.target));
      // A circle is reported once, from either end, with every file on it.
      const block = r.out.slice(r.out.indexOf(`error ${c.rule}:`)).split('\n  error ')[0]!;
      const circle = c.rule === 'no-circle-across-folders' && block.includes(c.copy) && block.includes(c.target);
      check(hit || circle, `${c.rule}: ${c.copy} → ${c.target}\n${r.out}`).toBe(true);
    }
  }, 120_000);
});

/** Each case: `code` saved at `path` breaks (or, with `rule: null`, keeps) the lint rule of an invariant. */
const LINT_CASES = [
  { path: 'src/app/run/biteS1.ts', code: 'export function send(w: Worker): void {\n  w.postMessage(1);\n}\n', rule: 'no-restricted-syntax', says: 'posts messages' },
  { path: 'src/app/state/biteS2.ts', code: "export const w = new Worker('x.js');\n", rule: 'no-restricted-syntax', says: 'starts a worker' },
  { path: 'src/app/run/ui/biteS3.tsx', code: "import { SolverClient } from '../index.ts';\nexport const c = SolverClient;\n", rule: 'no-restricted-syntax', says: "a worker's client" },
  { path: 'src/app/share/ui/biteS4.ts', code: "import { LinkClient as L } from '../index.ts';\nexport const c = L;\n", rule: 'no-restricted-syntax', says: "a worker's client" },
  { path: 'src/solver/biteS5.ts', code: 'postMessage(1);\n', rule: 'no-restricted-globals', says: 'postMessage' },
  { path: 'src/worker/biteS8.ts', code: 'postMessage(1);\n', rule: 'no-restricted-syntax', says: 'posts messages' },
  { path: 'src/worker/jobs/biteS9.ts', code: "export const w = new Worker('x.js');\n", rule: 'no-restricted-syntax', says: 'starts a worker' },
  // The bridge, where workers start, and the store may: the rule bites where the map says, not everywhere.
  { path: 'src/worker/bridge/biteS6.ts', code: 'postMessage(1);\n', rule: null, says: '' },
  { path: 'src/app/workers/spawn.ts', code: "export const w = new Worker('x.js');\n", rule: null, says: '' },
  { path: 'src/app/state/biteS7.ts', code: "import { SolverClient } from '../run/index.ts';\nexport const c = SolverClient;\n", rule: null, says: '' },
] as const;

describe('lint rules of the map', () => {
  it('postMessage only in the bridge, new Worker only where workers start; no worker client in a component; no postMessage in the core', async () => {
    const { ESLint } = await import('eslint');
    const eslint = new ESLint({ cwd: ROOT });
    for (const c of LINT_CASES) {
      const [result] = await eslint.lintText(c.code, { filePath: join(ROOT, c.path) });
      const messages = result!.messages.filter((m) => m.ruleId === 'no-restricted-syntax' || m.ruleId === 'no-restricted-globals');
      if (c.rule === null) check(messages, c.path).toEqual([]);
      else check(messages.some((m) => m.ruleId === c.rule && m.message.includes(c.says)), `${c.path}: ${JSON.stringify(result!.messages)}`).toBe(true);
    }
  }, 120_000);
});
