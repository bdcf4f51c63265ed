/**
 * The grid checks say themselves as message keys (`gridChecks.<rule>.<state>`, gridChecks.ts): every
 * key they return is in the three locales, filled in by its parameters, and every locale key under
 * `gridChecks` is one they return (none left over), on grids that reach every rule's every state.
 */
import { describe, it } from 'vitest';
import { check } from '../check.ts';
import enApp from '../../src/text/locales/en/app.json';
import enCore from '../../src/text/locales/en/core.json';
import ruApp from '../../src/text/locales/ru/app.json';
import ruCore from '../../src/text/locales/ru/core.json';
import zhApp from '../../src/text/locales/zh/app.json';
import zhCore from '../../src/text/locales/zh/core.json';
import { gridChecks } from '../../src/puzzles/crossword/publish/index.ts';

type Tree = { [key: string]: string | Tree };

const LOCALES = { en: { ...enCore, ...enApp }, zh: { ...zhCore, ...zhApp }, ru: { ...ruCore, ...ruApp } } as const;

/** The text of a dotted key in a locale, or undefined. */
const textOf = (locale: unknown, key: string): unknown => key.split('.').reduce<unknown>((node, k) => (node as Tree | undefined)?.[k], locale);

/** Every dotted key under a tree. */
const keysOf = (tree: Tree, prefix: string): string[] => Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}.${k}`] : keysOf(v, `${prefix}.${k}`)));

/** A grid from rows of `.` (white) and `#` (block). */
function grid(rows: string[]): { width: number; height: number; blocks: boolean[] } {
  return { width: rows[0]!.length, height: rows.length, blocks: rows.join('').split('').map((c) => c === '#') };
}

/** 15 × 15 grids with 30 words (open), between the themeless and the themed limits, and over both. */
const open15 = grid(Array.from({ length: 15 }, () => '.'.repeat(15)));
const between15 = grid([
  '...............',
  '....#..##.....#',
  '......#....#...',
  '......#..#...#.',
  '....#..#.#...#.',
  '..#.#....#.#.#.',
  '#...####.#..#..',
  '.....#...#.....',
  '..#..#.####...#',
  '.#.#.#....#.#..',
  '.#...#.#..#....',
  '.#...#..#......',
  '...#....#......',
  '#.....##..#....',
  '...............',
]);
const over15 = grid([
  '...#.........#.',
  '#..#..#...#....',
  '.#..##.........',
  '...#.....#..#..',
  '.##..#..#..#..#',
  '...#......#..##',
  '...##.#.....#..',
  '...#..#.#..#...',
  '..#.....#.##...',
  '##..#......#...',
  '#..#..#..#..##.',
  '..#..#.....#...',
  '.........##..#.',
  '....#...#..#..#',
  '.#.........#...',
]);

const GRIDS = [
  open15,
  between15,
  over15,
  grid(['.....', '.....', '.....', '.....', '.....']),
  // Two pieces, words of two letters, unchecked squares.
  grid(['..#..', '..#..', '#####', '..#..', '..#..']),
  grid(['...#.', '...#.', '...#.', '####.', '.....']),
];

describe('the grid checks’ words', () => {
  const said = GRIDS.flatMap((g) => gridChecks(g.width, g.height, g.blocks).rules.map((r) => r.message));

  it('reach each rule’s every state (15 × 15 word counts within both limits, between them and over them)', () => {
    const words = GRIDS.slice(0, 3).map((g) => gridChecks(g.width, g.height, g.blocks).rules.find((r) => r.rule === 'word-count')!);
    check(words.map((w) => w.state)).toEqual(['ok', 'info', 'warning']);
  });

  it('every key said is in English, Chinese and Russian, filled in by its parameters', () => {
    for (const { key, params } of said) {
      for (const [lng, locale] of Object.entries(LOCALES)) {
        const text = textOf(locale, key);
        check(typeof text, `${lng}: ${key}`).toBe('string');
        const filled = (text as string).replace(/\{\{(\w+)\}\}/g, (_, name: string) => (name in params ? String(params[name]) : `{{${name}}}`));
        check(filled, `${lng}: ${key}`).not.toMatch(/\{\{/);
      }
    }
  });

  it('every locale key under gridChecks is one the checks say', () => {
    const keys = new Set(said.map((m) => m.key));
    check(keysOf(enApp.gridChecks as Tree, 'gridChecks').sort()).toEqual([...keys].sort());
  });
});
