/** Scored word lists (`word;score`, tab or space separated) under hostile input, and against a reference reading. */
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { check } from '../check.ts';
import { parseDictionary } from '../../src/puzzles/crossword/index.ts';
import { fuzzRuns, garbage, mutated } from './hostile.ts';
import { fuzzParser } from './outcome.ts';
import { dictionaryProblems } from './wellFormed.ts';

const PIECES = ['x', 'ray', 'New', 'York', 'rock', 'n', 'roll', 'CAFÉ', 'naïve', 'кот', 'ЁЖ', 'o', 'clock', 'St', 'Louis', 'e\u0301', 'ß', '6b'];
const JOINS = ['-', ' ', "'", '’', '.', '', '‐'];
const SEPARATORS = [';', '\t', ' ', ' ; '];

/** A constructor's entry: a few pieces joined by what entries drop. */
const entry = fc
  .tuple(fc.array(fc.constantFrom(...PIECES), { minLength: 1, maxLength: 3 }), fc.array(fc.constantFrom(...JOINS), { minLength: 2, maxLength: 2 }))
  .map(([pieces, joins]) => pieces.map((p, i) => (i === 0 ? p : joins[(i - 1) % 2]! + p)).join(''));

const scoredLine = fc.record({ entry, score: fc.option(fc.integer({ min: 0, max: 100 }), { nil: undefined }), sep: fc.constantFrom(...SEPARATORS) });

/** Valid scored lists: the first line always scored, so that the file reads as one. */
const scoredList = fc
  .tuple(entry, fc.integer({ min: 0, max: 100 }), fc.array(scoredLine, { maxLength: 20 }))
  .map(([first, score, rest]) => ({ first: { entry: first, score, sep: ';' }, rest }));

function render(l: { entry: string; score: number | undefined; sep: string }): string {
  return l.score === undefined ? l.entry : `${l.entry}${l.sep}${l.score}`;
}

/** The reading the format describes, written plainly: entry → highest score, in order of first appearance. */
function reference(lines: { entry: string; score: number | undefined }[]): Map<string, number | undefined> {
  const out = new Map<string, number | undefined>();
  for (const { entry: e, score } of lines) {
    const word = e.normalize('NFC').toLowerCase().split('').filter((ch) => !"-‐ '’.".includes(ch)).join('');
    if (!/^\p{L}+$/u.test(word)) continue;
    if (!out.has(word)) out.set(word, score);
    else if (score !== undefined && (out.get(word) === undefined || score > out.get(word)!)) out.set(word, score);
  }
  return out;
}

describe('scored word lists', () => {
  it('parse into distinct entries of letters or throw a ParseError at a line and column of the text', () => {
    const texts = fc.oneof(
      { arbitrary: scoredList.map(({ first, rest }) => [first, ...rest].map(render).join('\n')), weight: 2 },
      { arbitrary: mutated(scoredList.map(({ first, rest }) => [first, ...rest].map(render).join('\n'))), weight: 10 },
      { arbitrary: garbage.map((g) => `a;1\n${g}`), weight: 3 },
      { arbitrary: garbage, weight: 2 },
    );
    fuzzParser('scored dictionaries', texts, 'scored.txt', (t) => parseDictionary(t, 'scored.txt', { kind: 'scored' }), (d, text) => {
      const problems = dictionaryProblems(d, text);
      for (const w of d.words) if (/[-'’.\s]/u.test(w)) problems.push(`entry ${JSON.stringify(w)} keeps a dropped character`);
      for (const [w, s] of d.weights ?? []) if (!Number.isInteger(s)) problems.push(`score ${s} of ${w}`);
      return problems;
    });
    fuzzParser('folded dictionaries', mutated(scoredList.map(({ first, rest }) => [first, ...rest].map(render).join('\n'))), 'f.txt', (t) => parseDictionary(t, 'f.txt', { foldAccents: true }), (d, text) => {
      const problems = dictionaryProblems(d, text);
      for (const w of d.words) if (w.normalize('NFD') !== w.normalize('NFD').replace(/\p{M}/gu, '')) problems.push(`accent left in ${w}`);
      return problems;
    });
  });

  it('read valid lists as the reference does: entries in order, the higher score winning', () => {
    fc.assert(
      fc.property(scoredList, ({ first, rest }) => {
        const lines = [first, ...rest];
        const want = reference(lines);
        if (want.size === 0) return;
        const d = parseDictionary(lines.map(render).join('\n'), 's.txt');
        check(d.scored).toBe(true);
        check(d.words).toEqual([...want.keys()]);
        for (const [w, s] of want) check(d.weights?.get(w)).toBe(s);
      }),
      { numRuns: Math.min(fuzzRuns(), 500) },
    );
  });
});
