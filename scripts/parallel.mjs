#!/usr/bin/env node
/**
 * `node scripts/parallel.mjs SCRIPT...`: run npm scripts at the same time (`npm test` runs the type
 * check, the lint, the boundaries and the unit tests so: on two cores the checks, each on one
 * thread, fill the time the unit tests leave). Each script's output is held and printed whole
 * when it ends, with its time, so that the outputs do not interleave. Exits 0 when every script
 * passed; at the first failure the others are stopped and the exit code is 1.
 */
import { spawn } from 'node:child_process';

const names = process.argv.slice(2);
if (names.length === 0) {
  console.error('parallel: name the npm scripts to run');
  process.exit(2);
}
// npm's own entry point when run by npm (npm_execpath), else `npm` on the PATH.
const npm = process.env.npm_execpath ? [process.execPath, process.env.npm_execpath] : ['npm'];
const children = new Set();
let failed = false;

function run(name) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(npm[0], [...npm.slice(1), 'run', '-s', name], { stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    children.add(child);
    const out = [];
    child.stdout.on('data', (d) => out.push(d));
    child.stderr.on('data', (d) => out.push(d));
    let ended = false;
    const end = (ok, how) => {
      if (ended) return;
      ended = true;
      children.delete(child);
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      process.stdout.write(`\n> npm run ${name}: ${how} after ${seconds} s\n${Buffer.concat(out).toString('utf8')}`);
      if (!ok && !failed) {
        failed = true;
        // Stop the others (each is the leader of its own process group).
        for (const other of children) {
          try {
            process.kill(-other.pid, 'SIGTERM');
          } catch {
            // already gone
          }
        }
      }
      resolve(ok);
    };
    child.on('error', (error) => end(false, `could not start (${error.message})`));
    child.on('close', (code, signal) => end(code === 0, code === 0 ? 'passed' : signal ? `stopped (${signal})` : `failed (exit ${code})`));
  });
}

const results = await Promise.all(names.map(run));
process.exit(results.every(Boolean) ? 0 : 1);
