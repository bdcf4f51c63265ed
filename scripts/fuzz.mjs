#!/usr/bin/env node
/**
 * `npm run fuzz [-- RUNS]`: the parser fuzz tests (tests/fuzz) with 10,000 inputs per parser (or
 * RUNS), printing the counts and the 10 MB timings. Sets FUZZ_RUNS itself, so that it works in
 * any shell (no `VAR=x cmd` syntax).
 */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const runs = process.argv[2] ?? process.env.FUZZ_RUNS ?? '10000';
if (!/^[1-9]\d*$/.test(runs)) {
  console.error(`npm run fuzz: expected a number of runs, found ${JSON.stringify(runs)}`);
  process.exit(2);
}
const vitest = join(dirname(createRequire(import.meta.url).resolve('vitest/package.json')), 'vitest.mjs');
console.log(`Fuzzing every parser with ${runs} inputs each`);
const result = spawnSync(process.execPath, [vitest, 'run', 'tests/fuzz'], {
  stdio: 'inherit',
  env: { ...process.env, FUZZ_RUNS: runs },
});
process.exit(result.status ?? 1);
