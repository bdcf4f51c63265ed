/**
 * The boundary rules bite (`.dependency-cruiser.cjs`, run by `npm run boundaries`): the real tree
 * passes, and a copy of the tree in which copies of real files gain one forbidden import each fails,
 * every rule naming both the importing file and the imported one.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

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
  { rule: 'text-leaf', source: 'src/text/english.ts', copy: 'src/text/biteL.ts', line: "import '../solver/index.ts';", target: 'src/solver/index.ts' },
  // A circle through two folders: trace → puzzles → trace.
  { rule: 'no-circle-across-folders', source: 'src/trace/heat.ts', copy: 'src/trace/biteI.ts', line: "import '../puzzles/biteJ.ts';", target: 'src/puzzles/biteJ.ts' },
  { rule: 'no-circle-across-folders', source: 'src/puzzles/digits.ts', copy: 'src/puzzles/biteJ.ts', line: "import '../trace/biteI.ts';", target: 'src/trace/biteI.ts' },
] as const;

const work = mkdtempSync(join(tmpdir(), 'csp-boundaries-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('boundary rules', () => {
  it('the tree as it is breaks none', () => {
    const r = cruise(ROOT);
    expect(r.out).toContain('no dependency violations found');
    expect(r.status).toBe(0);
  }, 120_000);

  it('a forbidden import in a copy of a file fails, naming the rule and both files', () => {
    for (const name of ['src', 'bench', '.dependency-cruiser.cjs', 'tsconfig.json', 'tsconfig.base.json', 'tsconfig.app.json', 'tsconfig.core.json', 'tsconfig.node.json', 'tsconfig.worker.json', 'package.json']) {
      cpSync(join(ROOT, name), join(work, name), { recursive: true });
    }
    symlinkSync(join(ROOT, 'node_modules'), join(work, 'node_modules'), 'dir');
    for (const c of CASES) {
      // The front-door case copies a pure teaching file that exists (any would do).
      const source = c.source === 'src/app/teaching/heatless.ts' ? 'src/app/teaching/guide.ts' : c.source;
      writeFileSync(join(work, c.copy), `${c.line}\n${readFileSync(join(ROOT, source), 'utf8')}`);
    }
    const r = cruise(work);
    expect(r.status).not.toBe(0);
    const lines = r.out.split('\n');
    for (const c of CASES) {
      const hit = lines.some((l) => l.includes(`error ${c.rule}:`) && l.includes(c.copy) && l.includes(c.target));
      // A circle is reported once, from either end, with every file on it.
      const block = r.out.slice(r.out.indexOf(`error ${c.rule}:`)).split('\n  error ')[0]!;
      const circle = c.rule === 'no-circle-across-folders' && block.includes(c.copy) && block.includes(c.target);
      expect(hit || circle, `${c.rule}: ${c.copy} → ${c.target}\n${r.out}`).toBe(true);
    }
  }, 120_000);
});
