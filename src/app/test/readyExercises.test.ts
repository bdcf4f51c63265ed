/**
 * The ready exercises (exercise/ready.ts): each opens a puzzle the app ships, asks something, and
 * the backjumping crossword is one where backjumping pays (fewer nodes, the same puzzle and order).
 */
import { describe, expect, it } from 'vitest';
import { check } from '../../../tests/check.ts';
import { asksOf, READY_EXERCISES } from '../exercise/ready.ts';
import { readSettings, recordSettings } from '../settings/index.ts';
import { puzzle, publicFile, record } from './record.ts';

describe('ready exercises', () => {
  it('each opens a shipped puzzle with sound settings and asks at least one question', () => {
    for (const e of READY_EXERCISES) {
      if (e.puzzle.kind === 'crossword') expect(publicFile(`puzzles/${e.puzzle.file}`).length).toBeGreaterThan(0);
      if (e.puzzle.kind === 'model') expect(publicFile(`models/${e.puzzle.sample.replace('../models/', '')}`).length).toBeGreaterThan(0);
      check(readSettings(recordSettings(e.settings)).bad).toEqual([]);
      expect(asksOf(e).length, e.id).toBeGreaterThan(0);
      check(asksOf(e).every((k) => e.want.includes(k))).toBe(true);
    }
    check(asksOf(READY_EXERCISES.find((e) => e.id === 'min-conflicts-queens')!)).toEqual(['repair']);
    check(asksOf(READY_EXERCISES.find((e) => e.id === 'australia-fc-mrv')!)).toEqual(['variable', 'value']);
    check(asksOf(READY_EXERCISES.find((e) => e.id === 'tree-australia')!)).toEqual(['value', 'tree']);
    check(asksOf(READY_EXERCISES.find((e) => e.id === 'cutset-australia')!)).toEqual(['cutset']);
  });

  it('the backjumping crossword: fewer nodes with backjumping than without, both solved', () => {
    const e = READY_EXERCISES.find((x) => x.id === 'backjump-crossword')!;
    if (e.puzzle.kind !== 'crossword') throw new Error('a crossword');
    const layout = puzzle(e.puzzle.file);
    check(e.settings.valueOrder).toBe('lex');
    const options = { inference: e.settings.inference, variableOrder: e.settings.variableOrder, valueOrder: 'lex' as const };
    const jumping = record(layout, { ...options, backjump: true }).done;
    const chronological = record(layout, { ...options, backjump: false }).done;
    check(jumping.status).toBe('solved');
    check(chronological.status).toBe('solved');
    expect(jumping.stats.nodes).toBeLessThan(chronological.stats.nodes);
  });
});
