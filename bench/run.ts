/**
 * `npm run bench [NAME ...]`: run the named benchmarks (default: all). Each bench module exports
 * `run(): Promise<void> | void` and prints its own table. ON_DEMAND ones (`browser`: Chromium
 * driving the built app; `parsers`: the 10 MB inputs) run only when named.
 */
import { existsSync } from 'node:fs';

const ALL = ['crossword', 'fill', 'sudoku', 'futoshiki', 'queens', 'models', 'optimise', 'makers', 'insight', 'reason', 'gridchecks', 'app-trace', 'layouts', 'exercise'];
// Run only when named: `npm run bench browser` (needs `npm run build` and Chromium); `npm run bench
// parsers` (the fuzz tests' 10 MB inputs, a minute of parsing).
export const ON_DEMAND = ['browser', 'parsers'];
const names = process.argv.slice(2).filter((a) => !a.startsWith('-'));
for (const name of names.length > 0 ? names : ALL) {
  const url = new URL(`./${name}.ts`, import.meta.url);
  if (!existsSync(url)) {
    if (names.length > 0) console.error(`no benchmark named ${name}`);
    continue;
  }
  const mod = (await import(url.href)) as { run: () => Promise<void> | void };
  console.log(`\n=== ${name} ===`);
  await mod.run();
}
