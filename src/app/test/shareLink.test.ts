import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { check } from '../../../tests/check.ts';
import { ALLDIFF_CHOICES, DICTIONARIES, INFERENCE_CHOICES, TIME_LIMITS, VALUE_ORDER_CHOICES, VARIABLE_ORDER_CHOICES } from '../settings/catalog.ts';
import { KIND_IDS, kindOf, type KindId, type KindPuzzle } from '../kinds/registry.ts';
import { SETTING_NAMES, type AlgorithmSettings as SavedSettings } from '../settings/schema.ts';
import { decodeLink, encodeLink, LINK_VERSION, MAX_LINK_CHARS, type LinkOutcome, type LinkState } from '../share/link.ts';
import { MAX_SIDE } from '../../puzzles/limits.ts';
import { publicFile } from './record.ts';

const DEFAULTS: SavedSettings = { inference: 'mac', ac3: true, variableOrder: 'dom-wdeg', valueOrder: 'lex', allSolutions: false, reuse: false, timeLimitSeconds: 0, seed: 1, alldiff: 'gac', restarts: false, backjump: false };

function sample(kind: KindId, file: string): KindPuzzle {
  const text = publicFile(`puzzles/${file}`);
  return { kind, puzzle: kindOf(kind).parse(text, file)[0]! } as KindPuzzle;
}

function stateOf(board: KindPuzzle, patch: Partial<LinkState> = {}): LinkState {
  return { board, source: 'Drawn', dictionary: { bundled: 'english-common' }, settings: DEFAULTS, step: null, ...patch };
}

function opened(outcome: LinkOutcome) {
  if (outcome.status !== 'opened') throw new Error(`expected an opened link, got ${JSON.stringify(outcome)}`);
  return outcome;
}

/** The board as the kind writes it: equal texts are equal boards (the kind's files are exact). */
function saved(board: KindPuzzle) {
  return kindOf(board.kind).save(board.puzzle);
}

// Random boards: each kind's empty board, resized, then random edits through the kind's own `edit`.
const crosswordBoard = fc
  .record({
    width: fc.integer({ min: 3, max: 15 }),
    height: fc.integer({ min: 3, max: 15 }),
    ops: fc.array(fc.record({ cell: fc.nat(224), letter: fc.constantFrom('', 'a', 'z', 'я', 'ё', '#') }), { maxLength: 60 }),
  })
  .map(({ width, height, ops }) => {
    const kind = kindOf('crossword');
    let puzzle = kind.resized(kind.empty(), width, height) ?? kind.empty();
    for (const { cell, letter } of ops) {
      const op = letter === '#' ? { type: 'toggle', cell: cell % (width * height) } : { type: 'letter', cell: cell % (width * height), letter };
      puzzle = kind.edit(puzzle, op)?.puzzle ?? puzzle;
    }
    return { kind: 'crossword', puzzle } as KindPuzzle;
  });

const numberBoard = (id: 'sudoku' | 'futoshiki', sizes: number[]) =>
  fc
    .record({
      size: fc.constantFrom(...sizes),
      ops: fc.array(fc.record({ cell: fc.nat(80), digit: fc.nat(9), sign: fc.constantFrom(null, 'right', 'down') }), { maxLength: 40 }),
    })
    .map(({ size, ops }) => {
      const kind = kindOf(id);
      let puzzle = kind.resized(kind.empty(), size, size) ?? kind.empty();
      for (const { cell, digit, sign } of ops) {
        const c = cell % (size * size);
        const op = sign === null ? { type: 'digit', cell: c, digit: digit % (size + 1) } : { type: 'sign', cell: c, direction: sign };
        puzzle = kind.edit(puzzle, op)?.puzzle ?? puzzle;
      }
      return { kind: id, puzzle } as KindPuzzle;
    });

const queensBoard = fc
  .record({ size: fc.integer({ min: 1, max: 1000 }), ops: fc.array(fc.tuple(fc.nat(999), fc.nat(999)), { maxLength: 20 }) })
  .map(({ size, ops }) => {
    const kind = kindOf('queens');
    let puzzle = kind.resized(kind.empty(), size, size) ?? kind.empty();
    for (const [row, column] of ops) puzzle = kind.edit(puzzle, { type: 'queen', row: row % size, column: column % size })?.puzzle ?? puzzle;
    return { kind: 'queens', puzzle } as KindPuzzle;
  });

const modelBoard = fc
  .record({ text: fc.string({ maxLength: 300 }), data: fc.string({ maxLength: 100 }) })
  .map(({ text, data }) => {
    const kind = kindOf('model');
    let puzzle = kind.edit(kind.empty(), { type: 'text', text })?.puzzle ?? kind.empty();
    puzzle = kind.edit(puzzle, { type: 'data', data })?.puzzle ?? puzzle;
    return { kind: 'model', puzzle } as KindPuzzle;
  });

const anyBoard = fc.oneof(crosswordBoard, numberBoard('sudoku', [4, 6, 9]), numberBoard('futoshiki', [4, 5, 6, 7]), queensBoard, modelBoard);

const anySettings: fc.Arbitrary<SavedSettings> = fc.record({
  inference: fc.constantFrom(...INFERENCE_CHOICES.map((c) => c.value)),
  ac3: fc.boolean(),
  variableOrder: fc.constantFrom(...VARIABLE_ORDER_CHOICES.map((c) => c.value)),
  valueOrder: fc.constantFrom(...VALUE_ORDER_CHOICES.map((c) => c.value)),
  allSolutions: fc.boolean(),
  reuse: fc.boolean(),
  timeLimitSeconds: fc.constantFrom(...TIME_LIMITS.map((t) => t.seconds)),
  seed: fc.integer({ min: -(2 ** 40), max: 2 ** 40 }),
  alldiff: fc.constantFrom(...ALLDIFF_CHOICES.map((c) => c.value)),
  restarts: fc.boolean(),
  backjump: fc.boolean(),
});

const anyDictionary = fc.oneof(
  fc.constantFrom(...DICTIONARIES.map((d) => ({ bundled: d.id }))),
  fc.string({ minLength: 1, maxLength: 40 }).map((custom) => ({ custom })),
);

describe('share links: round trip', () => {
  it('the arbitrary settings cover every setting the slice declares', () => {
    fc.assert(
      fc.property(anySettings, (s) => {
        check(Object.keys(s).sort()).toEqual([...SETTING_NAMES].sort());
      }),
      { numRuns: 1 },
    );
  });

  it.each([
    ['crossword', 'lesson-8x8.grid'],
    ['crossword', 'seed000-p2.slots'],
    ['sudoku', 'sudoku-hardest.txt'],
    ['futoshiki', 'futoshiki-own-7x7.txt'],
  ] as const)('%s %s comes back as it was', (kind, file) => {
    const board = sample(kind, file);
    const state = stateOf(board, { source: file, step: 123, settings: { ...DEFAULTS, inference: 'fc', seed: 7 } });
    const back = opened(decodeLink(`#${encodeLink(state)}`));
    check(back.board.kind).toBe(kind);
    check(saved(back.board)).toEqual(saved(board));
    check(back.board.puzzle).toEqual(board.puzzle);
    check(back.source).toBe(file);
    check(back.settings).toEqual(state.settings);
    check(back.dictionary).toEqual({ bundled: 'english-common' });
    check(back.step).toBe(123);
    check(back.problems).toEqual([]);
    expect(back.newer).toBeNull();
  });

  it('random boards, settings, dictionaries and steps of every kind come back (fast-check)', () => {
    fc.assert(
      fc.property(anyBoard, anySettings, anyDictionary, fc.option(fc.nat()), (board, settings, dictionary, step) => {
        const link = encodeLink({ board, source: 'Drawn', dictionary, settings, step });
        check(link).toMatch(/^v=1&s=[A-Za-z0-9_-]+$/);
        const back = opened(decodeLink(link));
        check(back.board.kind).toBe(board.kind);
        check(saved(back.board)).toEqual(saved(board));
        check(back.settings).toEqual(settings);
        check(back.dictionary).toEqual(dictionary);
        check(back.step).toBe(step);
        check(back.problems).toEqual([]);
      }),
      { numRuns: 150 },
    );
  });

  it('every kind is covered by the random boards', () => {
    const seen = new Set(fc.sample(anyBoard, 200).map((b) => b.kind));
    check([...seen].sort()).toEqual([...KIND_IDS].sort());
  });
});

describe('share links: size', () => {
  it('the sample boards make short links', () => {
    const length = (board: KindPuzzle) => encodeLink(stateOf(board, { step: 12_345 })).length;
    expect(length(sample('crossword', 'lesson-8x8.grid'))).toBeLessThan(120);
    expect(length(sample('crossword', 'swordsmith-15xjja.grid'))).toBeLessThan(200);
    expect(length(sample('sudoku', 'sudoku-hardest.txt'))).toBeLessThan(140);
    expect(length(sample('futoshiki', 'futoshiki-own-7x7.txt'))).toBeLessThan(300);
  });

  it('the largest board, full of letters, stays well under the link limit', () => {
    const kind = kindOf('crossword');
    let puzzle = kind.resized(kind.empty(), MAX_SIDE, MAX_SIDE)!;
    const letters = 'abcdefghijklmnopqrstuvwxyzабвгдеёжзийклмнопрстуфхцчшщъыьэюя';
    for (let cell = 0; cell < MAX_SIDE * MAX_SIDE; cell++) {
      const op = (cell * 7919) % 5 === 0 ? { type: 'toggle', cell } : { type: 'letter', cell, letter: letters[(cell * 31) % letters.length]! };
      puzzle = kind.edit(puzzle, op)?.puzzle ?? puzzle;
    }
    const link = encodeLink(stateOf({ kind: 'crossword', puzzle } as KindPuzzle, { step: 2 ** 40 }));
    expect(link.length).toBeLessThan(MAX_LINK_CHARS / 4);
    check(saved(opened(decodeLink(link)).board)).toEqual(kind.save(puzzle));
  });
});

describe('share links: version 1 stays readable', () => {
  // Made by the first version of the format; never regenerate these: a change that breaks them
  // breaks every link already shared.
  const CROSSWORD_V1 =
    'v=1&s=IyoEgaGtDApxSNiDAj8mDxgjQEFlZSBLLxnGAgkC5aEssBg0riB6QdJAMdzxkJNaXJyfp2tRYaEHthtHjEDSLK7oAKdNcGxAvY8eHZDkihoT4ESKGhOQuIRGBK4UC0yv0IgwMUKOCXAyxxcTIAPhEWFqXgsA';
  const SUDOKU_V1 = 'v=1&s=g4cgPHHBgw-asixMgWFnZKKnZ24ECUdLPT0gDwoM9cyBssZ6IEVACSQZPT0LoB6gCiCGAWMzoAJgPBAK-mpEMs2tVADFa7FeCdA1IH3DLQ7ASREA';

  it('a pinned crossword link opens with its board, dictionary, settings and step', () => {
    const back = opened(decodeLink(`#${CROSSWORD_V1}`));
    check(back.board.kind).toBe('crossword');
    check(saved(back.board)).toEqual({ grid: '#..##...\n.....#..\n###.####\n#.c.####\n####...#\n####.###\n..#.....\n...##..#\n', slots: null });
    check(back.source).toBe('lesson-8x8.grid');
    check(back.dictionary).toEqual({ bundled: 'english-63k' });
    check(back.settings).toEqual({ inference: 'fc', ac3: false, variableOrder: 'mrv', valueOrder: 'lcv', allSolutions: true, reuse: true, timeLimitSeconds: 30, seed: 42, alldiff: 'neq', restarts: false, backjump: true });
    check(back.step).toBe(57);
    check(back.problems).toEqual([]);
  });

  it('a pinned Sudoku link opens with a custom word list named and no step', () => {
    const back = opened(decodeLink(SUDOKU_V1));
    check(back.board.kind).toBe('sudoku');
    check(saved(back.board)).toEqual({ text: '85...24..72......9..4.........1.7..23.5...9...4...........8..7..17..........36.4.\n' });
    check(back.dictionary).toEqual({ custom: 'my words.txt' });
    check(back.settings).toEqual(DEFAULTS);
    expect(back.step).toBeNull();
  });

  it('a link of a newer version is read as version 1 when it can be, and says so', () => {
    const back = opened(decodeLink(CROSSWORD_V1.replace('v=1', 'v=2')));
    check(back.newer).toBe(2);
    check(back.step).toBe(57);
  });

  it('the version in use is 1 (the pins above are that version)', () => {
    check(LINK_VERSION).toBe(1);
  });
});

describe('share links: damaged links', () => {
  const good = encodeLink(stateOf(sample('crossword', 'lesson-8x8.grid'), { step: 5 }));
  const payload = good.slice('v=1&s='.length);

  it('fragments that are not share links are none', () => {
    for (const f of ['', '#', '#top', '#help/intro', 'x']) check(decodeLink(f)).toEqual({ status: 'none' });
  });

  it('a cut or altered payload fails as damaged', () => {
    check(decodeLink(`v=1&s=${payload.slice(0, payload.length >> 1)}`)).toEqual({ status: 'failed', failure: { code: 'damaged' } });
    check(decodeLink('v=1&s=not*base64')).toEqual({ status: 'failed', failure: { code: 'damaged' } });
    check(decodeLink('v=1&s=')).toEqual({ status: 'failed', failure: { code: 'damaged' } });
    check(decodeLink('v=1')).toEqual({ status: 'failed', failure: { code: 'damaged' } });
  });

  it('an unknown or missing version that does not read fails as a version problem', () => {
    check(decodeLink('v=2&s=AAAA')).toEqual({ status: 'failed', failure: { code: 'version', version: '2' } });
    check(decodeLink(`v=0&s=${payload}`)).toEqual({ status: 'failed', failure: { code: 'version', version: '0' } });
    check(decodeLink(`s=${payload}`)).toEqual({ status: 'failed', failure: { code: 'version', version: '' } });
    check(decodeLink(`v=abc&s=${payload}`)).toEqual({ status: 'failed', failure: { code: 'version', version: 'abc' } });
  });

  it('a link longer than any this app makes is refused before it is read', () => {
    const outcome = decodeLink(`v=1&s=${'A'.repeat(MAX_LINK_CHARS)}`);
    expect(outcome).toMatchObject({ status: 'failed', failure: { code: 'tooLong' } });
  });

  it('random changes to a link never throw, and what opens is a sound board', () => {
    fc.assert(
      fc.property(fc.nat(payload.length - 1), fc.constantFrom(...'ABCabc0189-_'), (at, ch) => {
        const outcome = decodeLink(`v=1&s=${payload.slice(0, at)}${ch}${payload.slice(at + 1)}`);
        if (outcome.status === 'opened') expect(kindOf(outcome.board.kind).cellCount(outcome.board.puzzle)).toBeGreaterThan(0);
        else check(outcome.status).toBe('failed');
      }),
      { numRuns: 300 },
    );
  });

  it('random fragments never throw', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (s) => {
        decodeLink(`v=1&s=${s}`);
      }),
    );
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 200 }), (s) => {
        decodeLink(s);
      }),
    );
  });
});
