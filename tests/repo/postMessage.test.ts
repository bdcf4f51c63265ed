/**
 * "`postMessage` appears only inside the bridge" is a rule of eslint (eslint.config.js), and it
 * bites: a copy of a real client or worker file that posts a message itself fails the lint, naming
 * the rule; the bridge itself and the real files that talk to workers pass.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { check } from '../check.ts';

const ROOT = resolve(fileURLToPath(new URL('../../', import.meta.url)));
const eslint = new ESLint({ cwd: ROOT });

/** The lint messages of `code` as if it were the file at `path`. */
async function lint(code: string, path: string): Promise<{ ruleId: string | null; message: string }[]> {
  const [result] = await eslint.lintText(code, { filePath: join(ROOT, path) });
  return result!.messages.map((m) => ({ ruleId: m.ruleId, message: m.message }));
}

const real = (path: string) => readFileSync(join(ROOT, path), 'utf8');

/** Each case: a real file, a line that posts a message put at its end, and where the copy pretends to live. */
const CASES = [
  { source: 'src/app/run/runsClient.ts', path: 'src/app/run/biteP1.ts', line: 'new Worker("x").postMessage({ type: "runs" });' },
  { source: 'src/app/files/fileClient.ts', path: 'src/app/files/biteP2.ts', line: 'export function send(w: Worker) { w.postMessage("hi", []); }' },
  { source: 'src/worker/runs.worker.ts', path: 'src/worker/biteP3.ts', line: 'self.postMessage({ done: true });' },
  { source: 'src/worker/jobs/runsJob.ts', path: 'src/worker/jobs/biteP4.ts', line: 'postMessage(1);' },
] as const;

describe('postMessage only in the bridge', () => {
  it('the bridge and the files that use it pass', async () => {
    for (const path of ['src/worker/bridge/index.ts', 'src/worker/bridge/miniZinc.ts', 'src/app/run/solverClient.ts', 'src/app/kinds/model/compileClient.ts', 'src/worker/jobs/solverJobs.ts', 'src/worker/solver.worker.ts']) {
      check(await lint(real(path), path), path).toEqual([]);
    }
  });

  it('a copy of a client, a worker or a job that posts a message itself fails, naming the rule', async () => {
    for (const c of CASES) {
      const messages = await lint(`${real(c.source)}\n${c.line}\n`, c.path);
      expect(messages, c.path).toContainEqual({ ruleId: 'no-restricted-syntax', message: expect.stringContaining('Only the bridge (src/worker/bridge) posts messages') });
    }
  });
});
