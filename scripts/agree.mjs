// `npm run agree`: the agreement suite (tests/agreement) with 10,000 cases instead of CI's 1,000.
// `npm run agree -- 20000` runs another number. Sets the environment variable itself, so it works
// the same in every shell.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const cases = process.argv[2] ?? '10000';
const vitest = fileURLToPath(new URL('../node_modules/vitest/vitest.mjs', import.meta.url));
const root = fileURLToPath(new URL('..', import.meta.url));
const run = spawnSync(process.execPath, [vitest, 'run', 'tests/agreement'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, AGREEMENT_CASES: cases },
});
process.exitCode = run.status ?? 1;
