/**
 * What a puzzle kind must provide (src/puzzles/kind.ts), checked on every kind of the registry
 * with a sample of its own: every field is there; its file reads back what it writes; the format
 * it writes is the one the file reader (files.ts) recognises it by; it builds a model the solver
 * solves, and the independent checker accepts that solution; the checker accepts a solution
 * known from outside (written here by hand) and refuses a wrong one. A new kind adds its sample
 * here: the first test fails until it does.
 */
import { describe, expect, it } from 'vitest';
import { readFileText } from '../../src/puzzles/files.ts';
import { WordIndex } from '../../src/puzzles/crossword/index.ts';
import type { AnyPuzzleDescriptor } from '../../src/puzzles/kind.ts';
import { PUZZLES, PUZZLE_KINDS, type PuzzleKind } from '../../src/puzzles/registry.ts';
import { solve } from '../../src/solver/index.ts';

interface Sample {
  /** A file of the kind, and its name. */
  name: string;
  text: string;
  /** The file's first puzzle as the solver takes it (a model's FlatZinc: the file itself). */
  solved(read: unknown): unknown;
  /** The words of a kind that fills with them. */
  words?: string[];
  /** A solution known from outside (board rows), and one that breaks a rule. */
  right: string[];
  wrong: string[];
}

const SAMPLES: Record<PuzzleKind, Sample> = {
  crossword: {
    name: 'two.grid',
    text: '..\n..\n',
    solved: (p) => p,
    words: ['ab', 'cd', 'ac', 'bd', 'xy'],
    right: ['ab', 'cd'],
    // "ad" is no word.
    wrong: ['ab', 'dc'],
  },
  sudoku: {
    name: 'four.sdk',
    text: '1..4.4..2..3...1\n',
    solved: (p) => p,
    right: ['1234', '3412', '2143', '4321'],
    // Row 1 holds 1, 2, 3, 4 but column 1 holds 1 twice.
    wrong: ['1234', '1234', '2143', '4321'],
  },
  futoshiki: {
    name: 'four.txt',
    text: '0 0 0 0\n0 0 0 0\n0 0 0 0\n0 0 0 0\n0 0 0 1\n',
    solved: (p) => p,
    // r1c1 < r1c2.
    right: ['1234', '2341', '3412', '4123'],
    wrong: ['2134', '3241', '1423', '4312'],
  },
  queens: {
    name: 'four.queens',
    text: 'queens 4\n',
    solved: (p) => p,
    right: ['.Q..', '...Q', 'Q...', '..Q.'],
    // Rows 1 and 2 attack on a diagonal.
    wrong: ['Q...', '.Q..', '...Q', '..Q.'],
  },
  model: {
    name: 'less.fzn',
    text: 'var 1..3: x :: output_var;\nvar 1..3: y :: output_var;\nconstraint int_lt(x, y);\nsolve satisfy;\n',
    solved: (p) => ({ name: (p as { name: string }).name, fzn: (p as { text: string }).text }),
    right: ['1', '2'],
    wrong: ['2', '1'],
  },
};

describe('every puzzle kind', () => {
  it('has a sample here, and the registry lists each kind once', () => {
    expect(Object.keys(SAMPLES).sort()).toEqual([...PUZZLE_KINDS].sort());
    expect(new Set(PUZZLE_KINDS).size).toBe(PUZZLES.length);
  });

  it('has formats of its own: no two kinds share a format or an ending', () => {
    const formats = PUZZLES.flatMap((k: AnyPuzzleDescriptor) => k.formats.map((f) => f.id));
    const endings = PUZZLES.flatMap((k: AnyPuzzleDescriptor) => k.formats.flatMap((f) => f.extensions));
    expect(new Set(formats).size).toBe(formats.length);
    expect(new Set(endings).size).toBe(endings.length);
    expect(endings).not.toContain('dic');
  });

  for (const kind of PUZZLES as readonly AnyPuzzleDescriptor[]) {
    const sample = SAMPLES[kind.id as PuzzleKind];

    describe(kind.id, () => {
      it('declares every field', () => {
        expect(kind.formats.length).toBeGreaterThan(0);
        for (const format of kind.formats) {
          expect(format.id).toMatch(/^[a-z]+$/);
          expect(Array.isArray(format.extensions)).toBe(true);
          expect(typeof format.read).toBe('function');
          // A format is found by its name or by its content.
          expect(format.byName === true || typeof format.sniff === 'function').toBe(true);
        }
        for (const f of ['write', 'build', 'check'] as const) expect(typeof kind[f]).toBe('function');
        expect(typeof kind.words).toBe('boolean');
        expect(typeof kind.labels).toBe('boolean');
        expect(typeof kind.search).toBe('object');
      });

      it('is read by the file reader from its sample, and reads back the file it writes', () => {
        const read = readFileText(sample.name, sample.text, kind.id as PuzzleKind);
        expect(read).toMatchObject({ kind: 'puzzle', puzzleKind: kind.id });
        if (read.kind !== 'puzzle') return;
        const puzzle = read.puzzles[0];
        const written = kind.write(puzzle);
        const again = readFileText(`again.${written.extension}`, written.text, kind.id as PuzzleKind);
        expect(again).toMatchObject({ kind: 'puzzle', puzzleKind: kind.id });
        if (again.kind !== 'puzzle') return;
        // A model's file keeps its text; its name is the one it is opened under.
        expect(kind.id === 'model' ? (again.puzzles[0] as { text: string }).text : again.puzzles[0]).toEqual(kind.id === 'model' ? sample.text : puzzle);
      });

      it('builds a model the solver solves, and its checker accepts the solution', () => {
        const read = readFileText(sample.name, sample.text, kind.id as PuzzleKind);
        if (read.kind !== 'puzzle') throw new Error(read.kind);
        const puzzle = sample.solved(read.puzzles[0]);
        const words = sample.words ?? [];
        const model = kind.build(puzzle, { alldiff: 'gac', reuse: false, index: kind.words ? new WordIndex(words) : undefined });
        expect(model.problem.variables.length).toBeGreaterThan(0);
        const found = solve(model.problem, { ...kind.search, maxSolutions: 1 });
        expect(found.status).toBe('solved');
        expect(kind.check(puzzle, { words, reuse: false })({ rows: model.rows(found.solutions[0]!) })).toEqual([]);
      });

      it('checks a solution known from outside, and refuses a wrong one', () => {
        const read = readFileText(sample.name, sample.text, kind.id as PuzzleKind);
        if (read.kind !== 'puzzle') throw new Error(read.kind);
        const check = kind.check(sample.solved(read.puzzles[0]), { words: sample.words ?? [], reuse: false });
        expect(check({ rows: sample.right })).toEqual([]);
        expect(check({ rows: sample.wrong }).length).toBeGreaterThan(0);
      });
    });
  }
});
