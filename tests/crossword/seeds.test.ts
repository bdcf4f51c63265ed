import { describe, expect, it } from 'vitest';
import { check } from '../check.ts';
import {
  buildCrosswordModel,
  parseDictionary,
  parseGridFile,
  parseSlotFile,
  WordIndex,
  type CrosswordModel,
} from '../../src/puzzles/crossword/index.ts';
import { solve, type SearchOptions } from '../../src/solver/index.ts';
import { checkCrossword, runsOf, slotsOfSlotLine, type CheckSlot } from '../../src/checkers/crossword.ts';
import { readFixture, readPublic } from '../data.ts';
import { english } from '../../src/text/index.ts';

const top3000 = parseDictionary(readFixture('crossword/top3000-english.txt'));
const topIndex = new WordIndex(top3000.words);

const CONFIGS: [string, Partial<SearchOptions>][] = [
  ['none/static', { inference: 'none', ac3: false, variableOrder: 'static' }],
  ['fc/static', { inference: 'fc', ac3: false, variableOrder: 'static' }],
  ['fc/mrv reverse', { inference: 'fc', variableOrder: 'mrv', valueOrder: 'reverse' }],
  ['fc/mrv-degree lcv', { inference: 'fc', variableOrder: 'mrv-degree', valueOrder: 'lcv' }],
  ['mac/mrv', { inference: 'mac', variableOrder: 'mrv' }],
  ['mac/dom-wdeg random', { inference: 'mac', variableOrder: 'dom-wdeg', valueOrder: 'random', seed: 7 }],
  ['ac3 + fc/mrv', { inference: 'fc', ac3: true, variableOrder: 'mrv' }],
];

function solveChecked(model: CrosswordModel, slots: CheckSlot[], words: readonly string[], reuse: boolean, options: Partial<SearchOptions>) {
  const result = solve(model.problem, options);
  for (const values of result.solutions) {
    check(checkCrossword({ rows: model.rows(values), slots, words, reuse })).toEqual([]);
  }
  return result;
}

describe('seed 000: the four 8 x 8 layouts with top3000-english, words may repeat', () => {
  const lines = readPublic('puzzles/seed000-puzzles.txt').trim().split('\n');
  lines.forEach((line, p) => {
    const layout = parseSlotFile(readPublic(`puzzles/seed000-p${p + 1}.slots`))[0]!;
    const slots = slotsOfSlotLine(line);
    it(`p${p + 1}: the .slots file and line ${p + 1} of seed000-puzzles.txt are the same layout`, () => {
      const fromSet = parseSlotFile(readPublic('puzzles/seed000-puzzles.txt'))[p]!;
      check(fromSet.slots).toEqual(layout.slots);
      expect(layout.slots).toHaveLength(slots.length);
    });
    for (const [name, options] of CONFIGS) {
      if (name === 'none/static' && p === 3) continue; // millions of nodes: the benchmark shows it
      it(`p${p + 1} ${name}: solved, and the fill checks`, () => {
        const model = buildCrosswordModel(layout, topIndex, { reuse: true });
        const result = solveChecked(model, slots, top3000.words, true, options);
        check(result.status).toBe('solved');
        expect(result.solutions).toHaveLength(1);
      });
    }
    it(`p${p + 1}: MAC with MRV needs at most 1.2 nodes per slot`, () => {
      const model = buildCrosswordModel(layout, topIndex, { reuse: true });
      const result = solveChecked(model, slots, top3000.words, true, { inference: 'mac', ac3: true, variableOrder: 'mrv' });
      expect(result.stats.nodes / layout.slots.length).toBeLessThanOrEqual(1.2);
    });
  });
});

describe('seed 001: the Cyrillic example', () => {
  const layout = parseSlotFile(readPublic('puzzles/seed001-example.slots'), 'seed001-example.slots')[0]!;
  const vocabulary = parseDictionary(readPublic('puzzles/seed001-vocabulary.txt'));
  const index = new WordIndex(vocabulary.words);
  const slots = slotsOfSlotLine(readPublic('puzzles/seed001-example.slots').split('\n').slice(1).join(' '));
  for (const [name, options] of [...CONFIGS, ['bfs', { strategy: 'bfs' }] as [string, Partial<SearchOptions>]]) {
    it(`has exactly one solution (${name})`, () => {
      const model = buildCrosswordModel(layout, index);
      const result = solveChecked(model, slots, vocabulary.words, false, { ...options, maxSolutions: Infinity });
      check(result.status).toBe('solved');
      expect(result.solutions).toHaveLength(1);
      check(model.rows(result.solutions[0]!)[1]).toBe('компьютер####');
    });
  }
  it('is 13 x 4 with five slots', () => {
    check([layout.width, layout.height, layout.slots.length]).toEqual([13, 4, 5]);
  });
});

describe('seed 003 boards with top3000-english, distinct words', () => {
  for (const name of ['simple', 'medium']) {
    it(`${name} has a solution`, () => {
      const text = readFixture(`crossword/seed003-${name}.grid`);
      const model = buildCrosswordModel(parseGridFile(text), topIndex);
      const result = solveChecked(model, runsOf(text.trim().split('\n')), top3000.words, false, { timeLimitMs: 20_000 });
      check(result.status).toBe('solved');
    });
  }
  it('complex has none, and the model names the 16-letter slot before any search', () => {
    const model = buildCrosswordModel(parseGridFile(readFixture('crossword/seed003-complex.grid')), topIndex);
    expect(model.emptySlots).toHaveLength(1);
    const empty = model.emptySlots[0]!;
    check(empty.slot.length).toBe(16);
    check(english(empty.reason)).toMatch(/16 letters/);
    check(english(empty.reason)).toContain(empty.slot.name);
    const result = solve(model.problem);
    check(result.status).toBe('unsatisfiable');
    check(result.stats.nodes).toBe(0);
  });
  it('top3000 holds african-american only as a skipped hyphenated line', () => {
    check(top3000.words).not.toContain('african-american');
    check(top3000.skippedExamples.map((s) => s.text.toLowerCase())).toContain('african-american');
  });
});
