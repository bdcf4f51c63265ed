/**
 * Textbook configurations stay textbook: the CLI searches the seeds' one-variable-per-slot model
 * for every textbook choice, and every seed-000 configuration (bench/crossword.ts) solves every
 * seed-000 layout with the seed's word list, with and without --reuse, within a node budget.
 * Run through the CLI's own code path (parseArgs, runCrossword) in this process; the wall times
 * of the real CLI are measured separately (they are not a test: the machine's load varies).
 */
import { describe, expect, it } from 'vitest';
import { check } from '../check.ts';
import { CONFIGS } from '../../bench/crossword.ts';
import { checkCrossword, slotsOfSlotLine } from '../../src/checkers/crossword.ts';
import { parseArgs } from '../../src/cli/args.ts';
import { readText, runCrossword } from '../../src/cli/crossword.ts';
import { crosswordVariables, FILL_SEARCH } from '../../src/puzzles/crossword/index.ts';
import type { SearchOptions } from '../../src/solver/index.ts';
import { fixturePath, publicPath, readFixture, readPublic } from '../data.ts';

/** The CLI flags of a configuration, as a user types them. */
function flags(o: Partial<SearchOptions>): string[] {
  const out: string[] = [];
  if (o.inference) out.push('--inference', o.inference);
  if (o.ac3 !== undefined) out.push(o.ac3 ? '--ac3' : '--no-ac3');
  if (o.variableOrder) out.push('--var', o.variableOrder);
  if (o.valueOrder) out.push('--val', o.valueOrder);
  if (o.backjump) out.push('--backjump');
  return out;
}

function cli(args: string[]) {
  const options = parseArgs(args);
  return runCrossword(readText(options.file), options, readText);
}

const DICT = fixturePath('crossword/top3000-english.txt');
const WORDS = readFixture('crossword/top3000-english.txt').split('\n');
/** Plain backtracking with static order on puzzle 4 is the slowest: about 4.5 million nodes. */
const NODE_BUDGET = 6_000_000;

describe('crosswordVariables: the model when none is chosen', () => {
  it('slots for every textbook choice, cells only for the fill settings, an explicit choice always', () => {
    check(crosswordVariables(FILL_SEARCH)).toBe('cells');
    check(crosswordVariables({})).toBe('cells');
    check(crosswordVariables({ ...FILL_SEARCH, valueOrder: 'lex', backjump: true, branching: 'binary', restarts: 'luby' })).toBe('cells');
    for (const inference of ['none', 'fc'] as const) check(crosswordVariables({ ...FILL_SEARCH, inference })).toBe('slots');
    for (const variableOrder of ['static', 'mrv', 'mrv-degree'] as const) check(crosswordVariables({ ...FILL_SEARCH, variableOrder })).toBe('slots');
    check(crosswordVariables({ ...FILL_SEARCH, strategy: 'bfs' })).toBe('slots');
    check(crosswordVariables({ inference: 'none', variableOrder: 'static' }, 'cells')).toBe('cells');
    check(crosswordVariables(FILL_SEARCH, 'slots')).toBe('slots');
  });

  it('the CLI: the issue’s command runs the slot model; --model still wins', () => {
    const file = publicPath('puzzles/seed000-p4.slots');
    const textbook = cli([file, '--dict', DICT, '--inference', 'none', '--var', 'static', '--node-limit', '100000']);
    check(textbook.model).toBe('slots');
    check(textbook.status).toBe('solved');
    check(cli([file, '--dict', DICT, '--inference', 'none', '--var', 'static', '--model', 'cells', '--node-limit', '10']).model).toBe('cells');
    check(cli([file, '--dict', DICT, '--node-limit', '100000']).model).toBe('cells');
    check(cli([file, '--dict', DICT, '--model', 'slots', '--node-limit', '100000']).model).toBe('slots');
  });
});

describe('every seed-000 configuration solves every seed-000 layout', () => {
  for (let p = 1; p <= 4; p++) {
    const file = publicPath(`puzzles/seed000-p${p}.slots`);
    // The checker reads the slot file itself (its own parser, not the model's).
    const slots = slotsOfSlotLine(readPublic(`puzzles/seed000-p${p}.slots`).split('\n').slice(1).join(' '));
    for (const reuse of [false, true]) {
      it(`seed000-p${p}${reuse ? ' --reuse' : ''}`, () => {
        for (const [name, options] of CONFIGS) {
          const args = [file, '--dict', DICT, ...flags(options), '--node-limit', String(NODE_BUDGET), '--verify', ...(reuse ? ['--reuse'] : [])];
          const out = cli(args);
          const label = `${name} on p${p}${reuse ? ' with reuse' : ''}`;
          check(out.model, label).toBe(crosswordVariables({ ...FILL_SEARCH, ...options }));
          check(out.model, label).toBe(options.inference === 'mac' && options.variableOrder === 'dom-wdeg' ? 'cells' : 'slots');
          check(out.status, label).toBe('solved');
          check(out.verified, label).toBe(true);
          expect(out.stats.nodes, label).toBeLessThanOrEqual(NODE_BUDGET);
          check(checkCrossword({ rows: out.solutions[0]!.rows, slots, words: WORDS, reuse }), label).toEqual([]);
        }
      }, 60_000);
    }
  }
});
