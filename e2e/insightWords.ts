/**
 * The 100,000-word list of the grid-insight e2e test (issue 23): the bundled english-63k list and
 * deterministic synthetic words (a fixed-seed generator: lengths 8 to 15, letters a to z, so that the short slots keep English patterns) up to
 * 100,000 distinct entries. The synthetic words only make the list as heavy as a constructor's:
 * each is in its slot's domain until propagation removes it.
 */
import { readFileSync } from 'node:fs';

export const INSIGHT_WORDS = 100_000;

export function insightWordList(): string {
  const words = readFileSync(new URL('../public/dictionaries/english-63k.txt', import.meta.url), 'utf8')
    .split('\n')
    .map((w) => w.trim())
    .filter((w) => w !== '');
  const seen = new Set(words);
  let state = 23;
  const next = () => {
    // A 32-bit linear congruential generator (Numerical Recipes): the same words on every run.
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
  while (seen.size < INSIGHT_WORDS) {
    const length = 8 + Math.floor(next() * 8);
    let word = '';
    for (let i = 0; i < length; i++) word += String.fromCharCode(97 + Math.floor(next() * 26));
    seen.add(word);
  }
  return [...seen].join('\n') + '\n';
}
