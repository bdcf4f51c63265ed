import { describe, expect, it } from 'vitest';
import { check } from '../../../tests/check.ts';
import { parseSlotFile } from '../../puzzles/crossword/index.ts';
import { contentKind, readFileText, type LoadedFile } from '../../puzzles/files.ts';
import { fixtureFile as fixture, publicFile } from './record.ts';
import { english } from '../../text/index.ts';

const top3000 = fixture('crossword/top3000-english.txt');

/** What a load ends as: the kind, and for a question the two readings offered. */
function outcome(f: LoadedFile): string {
  if (f.kind === 'ask') return `ask:${f.asPuzzle.kind}|${f.asDictionary.kind}`;
  if (f.kind === 'error') return `error:${f.target}`;
  // A crossword is `puzzle`, as it always was here; the other kinds by their names.
  if (f.kind === 'puzzle') return f.puzzleKind === 'crossword' ? 'puzzle' : f.puzzleKind;
  return f.kind;
}

const sameLength = (words: string[]) => words.join('\n') + '\n';

describe('readFileText: word lists are dictionaries, never puzzles', () => {
  const cases: [string, string, string][] = [
    ['top3000 (e-mail, long-term, African-American)', 'top3000-english.txt', top3000],
    ['top3000 named .grid: no 16 x 3000 board', 'top3000.grid', top3000],
    ['top3000 named .dic', 'top3000.dic', top3000],
    ['hyphens', 'words.txt', 'e-mail\nlong-term\nAfrican-American\nwell-being\napple\nbanana\n'],
    ['five-letter words, one hyphenated', 'five.txt', sameLength(['apple', 'x-ray', 'brand', 'crane', 'slate', 'pride'])],
    ['apostrophes', 'words.txt', "don't\nit's\nrock'n'roll\nhello\nO'Brien\n"],
    ['curly apostrophes', 'words.txt', 'don’t\nit’s\nhello\n'],
    ['digits', 'words.txt', 'mp3\n3d\nr2d2\nhello\nworld\n'],
    ['accents (NFC)', 'words.txt', 'café\nnaïve\nrésumé\nüber\nfaçade\n'],
    ['accents (NFD)', 'words.txt', 'cafe\u0301\nnai\u0308ve\nhello\n'],
    ['Cyrillic (seed001 vocabulary)', 'seed001-vocabulary.txt', publicFile('puzzles/seed001-vocabulary.txt')],
    ['Cyrillic, equal lengths', 'ru.txt', sameLength(['кот', 'дом', 'сад', 'лес'])],
    ['CJK', 'cjk.txt', '日本\n中国\n東京\n北京\n'],
    ['Greek and Arabic', 'mixed.txt', 'καλημέρα\nσπίτι\nكتاب\nقلم\n'],
    ['English, equal lengths (a filled grid has marks)', 'three.txt', 'cat\ndog\nart\nowl\n'],
    ['frequency column (spaces)', 'freq.txt', 'the 23135851162\nof 13151942776\nand 12997637966\ne-mail 10000\n'],
    ['frequency column (tabs)', 'freq.tsv', 'the\t23135851162\nof\t13151942776\nlong-term\t1\n'],
    ['word;score', 'scored.txt', 'apple;50\nbanana;30\nx-ray;10\ncherry;5\n'],
    ['comment lines', 'words.txt', '# my words\n#\napple\nbanana\n'],
    ['CRLF and BOM', 'words.txt', '\uFEFFapple\r\nlong-term\r\nbanana\r\n'],
    ['bundled English dictionary', 'english-common.txt', publicFile('dictionaries/english-common.txt')],
  ];
  it.each(cases)('%s', (_label, name, text) => {
    const loaded = readFileText(name, text);
    check(outcome(loaded)).toBe('dictionary');
  });

  it('keeps every letter word of the top3000 list and counts the hyphenated ones as skipped', () => {
    const loaded = readFileText('top3000-english.txt', top3000);
    if (loaded.kind !== 'dictionary') throw new Error(loaded.kind);
    check(loaded.dictionary.skipped).toBe(5);
    check(loaded.dictionary.words.length + loaded.dictionary.skipped + loaded.dictionary.duplicates).toBe(top3000.split('\n').filter((l) => l.trim() !== '').length);
    check(loaded.tooLong).toBe(0);
  });

  it('leaves out the weights of the words it leaves out for length', () => {
    const long = 'x'.repeat(51);
    const loaded = readFileText('scores.txt', `${long};7\nabc;3\n`);
    check(loaded.kind).toBe('dictionary');
    if (loaded.kind !== 'dictionary') return;
    check(loaded.tooLong).toBe(1);
    check(loaded.dictionary.words).toEqual(['abc']);
    check([...(loaded.dictionary.weights ?? new Map())]).toEqual([['abc', 3]]);
  });

  it('leaves out words longer than the largest board side (50) and counts them', () => {
    const loaded = readFileText('long.txt', `apple\n${'a'.repeat(51)}\n${'b'.repeat(50)}\n`);
    if (loaded.kind !== 'dictionary') throw new Error(loaded.kind);
    check(loaded.dictionary.words).toEqual(['apple', 'b'.repeat(50)]);
    check(loaded.tooLong).toBe(1);
    expect(readFileText('long.txt', `${'a'.repeat(60)}\n`)).toMatchObject({ kind: 'error', target: 'dictionary', message: expect.stringContaining('longer than 50 letters') });
  });
});

describe('readFileText: puzzles by shape', () => {
  const grids: [string, string, string][] = [
    ...['swordsmith-4x.grid', 'swordsmith-15xcommon.grid', 'lattice-21x.grid'].map((f): [string, string, string] => [f, f, publicFile(`puzzles/${f}`)]),
    ...['seed003-simple.grid', 'seed003-complex.grid'].map((f): [string, string, string] => [`${f} (- open, # block)`, f.replace('.grid', '.txt'), fixture(`crossword/${f}`)]),
    ['# and . named .txt', 'g.txt', '..#\n...\n#..\n'],
    ['- and *', 'g.txt', '--*--\n-----\n*---*\n'],
    ['_ and #', 'g.txt', '___#\n____\n#___\n'],
    ['0 and 1', 'g.txt', '11011\n11111\n01110\n'],
    ['0 and 1, 16 columns (not Sudoku lines)', 'g.txt', `${'1'.repeat(16)}\n${'1'.repeat(7)}0${'1'.repeat(8)}\n${'1'.repeat(16)}\n`],
    ['letters given among marks', 'g.txt', 'c..#\na..#\nt...\n'],
    ['Cyrillic letters among marks', 'g.txt', 'к..#\nо...\nт...\n'],
    ['a short last row (padded with blocks)', 'g.txt', '.....\n.....\n.....\n.....\n....\n'],
  ];
  it.each(grids)('grid: %s', (_label, name, text) => {
    check(contentKind(text)).toBe('grid');
    check(outcome(readFileText(name, text))).toBe('puzzle');
  });

  const others: [string, string, string, string][] = [
    ['slot file', 'seed000-p1.slots', publicFile('puzzles/seed000-p1.slots'), 'puzzle'],
    ['slot file set named .txt', 'seed000-puzzles.txt', publicFile('puzzles/seed000-puzzles.txt'), 'puzzle'],
    ['slot file with a header', 'seed001-example.slots', publicFile('puzzles/seed001-example.slots'), 'puzzle'],
    ['Sudoku lines', 'sudoku-top95.txt', publicFile('puzzles/sudoku-top95.txt'), 'sudoku'],
    ['Sudoku hardest', 'sudoku-hardest.txt', publicFile('puzzles/sudoku-hardest.txt'), 'sudoku'],
    ['Sudoku 4 x 4 lines', 'sudoku-own-4x4.txt', publicFile('puzzles/sudoku-own-4x4.txt'), 'sudoku'],
    ['Sudoku counted.txt', 'counted.txt', fixture('sudoku/counted.txt'), 'sudoku'],
    ['Sudoku grid form', 's.txt', '1 0 0 0\n0 0 3 0\n0 4 0 0\n0 0 0 2\n', 'sudoku'],
    ...[4, 5, 6, 7].map((n): [string, string, string, string] => [`Futoshiki ${n} x ${n}`, `f${n}.txt`, publicFile(`puzzles/futoshiki-own-${n}x${n}.txt`), 'futoshiki']),
    ['Futoshiki 9 x 9 (lab set)', 'futoshiki-9_0.txt', fixture('futoshiki/futoshiki-9_0.txt'), 'futoshiki'],
  ];
  it.each(others)('%s', (_label, name, text, kind) => {
    check(outcome(readFileText(name, text))).toBe(kind);
  });

  it('parses grids the classifier accepts into the board they draw', () => {
    const loaded = readFileText('g.txt', '--*--\n-----\n*---*\n');
    if (loaded.kind !== 'puzzle') throw new Error(loaded.kind);
    if (loaded.puzzleKind !== 'crossword') throw new Error(loaded.puzzleKind);
    expect(loaded.puzzles[0]).toMatchObject({ width: 5, height: 3 });
    expect(loaded.puzzles[0]!.blocks.filter(Boolean)).toHaveLength(3);
  });
});

describe('readFileText: content that could be either asks', () => {
  const cases: [string, string, string][] = [
    ['equal rows, hyphens in most', 'w.txt', 'e-mail\nx-rays\nt-bone\nup-end\nhello\n'],
    ['a word list named .grid', 'fruit.grid', 'apple\nmango\ngrape\n'],
    ['another word list named .grid', 'fruit.grid', 'pear\nplum\nlime\n'],
    ['ragged rows mostly of marks, with words', 'w.txt', 'a.b.c\n..\nhello\n#.#\n'],
  ];
  it.each(cases)('%s', (_label, name, text) => {
    const loaded = readFileText(name, text);
    check(outcome(loaded)).toBe('ask:puzzle|dictionary');
    if (loaded.kind !== 'ask') return;
    check(english(loaded.reason)).toContain(name);
  });

  it('says why in the English it always said (the interface shows the same message in its language)', () => {
    const reasons = cases.map(([, name, text]) => readFileText(name, text)).map((f) => (f.kind === 'ask' ? english(f.reason) : f.kind));
    check(reasons[0]).toBe('w.txt has rows of nearly equal length with hyphens: a grid or a list of words.');
    check(reasons[1]).toBe('fruit.grid is named as a puzzle but its content reads as a word list.');
  });

  it('lets the extension decide content that is either', () => {
    const text = 'e-mail\nx-rays\nt-bone\nup-end\nhello\n';
    check(outcome(readFileText('w.grid', text))).toBe('puzzle');
    check(outcome(readFileText('w.dic', text))).toBe('dictionary');
  });

  it('takes the one reading that loads when the other does not', () => {
    // Hyphenated words only: no word of letters, so the grid is the only reading.
    check(outcome(readFileText('w.txt', 'e-mail\nx-rays\nt-bone\n'))).toBe('puzzle');
    // A grid named .dic has no words: it loads as the grid it is.
    check(outcome(readFileText('g.dic', '..#\n...\n#..\n'))).toBe('puzzle');
  });

  it('returns results that survive structured cloning (for a worker)', () => {
    for (const [name, text] of [
      ['w.txt', 'e-mail\nx-rays\nt-bone\nup-end\nhello\n'],
      ['scored.txt', 'apple;50\nbanana;30\n'],
      ['s.txt', publicFile('puzzles/sudoku-own-4x4.txt')],
      ['f.txt', publicFile('puzzles/futoshiki-own-4x4.txt')],
    ] as const) {
      const loaded = readFileText(name, text);
      check(structuredClone(loaded)).toEqual(loaded);
    }
  });
});

describe('readFileText: limits', () => {
  it('refuses a crossword grid over 50 x 50, naming the file and the limit', () => {
    const wide = `${'.'.repeat(60)}\n`.repeat(10);
    check(readFileText('wide.grid', wide)).toEqual({
      kind: 'error',
      target: 'puzzle',
      name: 'wide.grid',
      message: 'wide.grid: the board is 60 × 10 cells, larger than the largest board the app takes (50 × 50)',
      said: { key: 'parse.tooLarge.crossword', params: { file: 'wide.grid', width: '60', height: '10', max: 50 } },
    });
    check(outcome(readFileText('tall.txt', '#....\n'.repeat(51)))).toBe('error:puzzle');
    check(outcome(readFileText('max.txt', `${'.'.repeat(50)}\n`.repeat(50)))).toBe('puzzle');
  });

  it('refuses a slot file whose board is over 50 x 50 before building it', () => {
    const loaded = readFileText('huge.slots', '100000 100000\n0 0 5 h\n');
    expect(loaded).toMatchObject({ kind: 'error', target: 'puzzle', message: expect.stringContaining('100000 × 100000 cells') });
    // The parser builds a board of 900 × 900 (it takes sides up to 1000): the app's size is checked first.
    const big = '900 900\n0 0 5 h\n';
    check(parseSlotFile(big, 'big.slots')[0]!.width).toBe(900);
    expect(readFileText('big.slots', big)).toMatchObject({ kind: 'error', target: 'puzzle', message: expect.stringContaining('900 × 900 cells') });
  });

  it('quotes a slot header of any length shortened, as written', () => {
    const digits = '9'.repeat(400);
    const loaded = readFileText('huge.slots', `${digits} 00012\n0 0 5 h\n`);
    expect(loaded).toMatchObject({ kind: 'error', target: 'puzzle', message: `huge.slots: the board is ${'9'.repeat(20)}… × 12 cells, larger than the largest board the app takes (50 × 50)` });
  });

  it('refuses a grid file of 200,000 rows with its size, not a stack overflow', () => {
    expect(readFileText('long.grid', '#..#.\n'.repeat(200_000))).toMatchObject({
      kind: 'error',
      message: 'long.grid: the board is 5 × 200000 cells, larger than the largest board the app takes (50 × 50)',
    });
  });

  it('refuses a Futoshiki over 9 x 9 with the sizes it takes', () => {
    const rows = Array.from({ length: 10 }, () => Array(10).fill('0').join(' ')).join('\n');
    expect(readFileText('f10.txt', rows)).toMatchObject({ kind: 'error', target: 'puzzle', message: 'f10.txt: the Futoshiki is 10 × 10; the app takes Futoshiki from 4 × 4 to 9 × 9' });
  });

  it('reports Sudoku sizes it does not take with the sizes it does', () => {
    expect(readFileText('s.sdk', `${'.'.repeat(80)}5\n.\n`)).toMatchObject({ kind: 'error', target: 'puzzle', message: expect.stringContaining('expected 81') });
  });

  it('reports a bad puzzle file by line and column', () => {
    expect(readFileText('bad.slots', '8 8\n0 0 4 h\n0 0 x v\n')).toMatchObject({ kind: 'error', target: 'puzzle', message: expect.stringMatching(/^bad\.slots, line 3, column \d+: /) });
    expect(readFileText('bad.grid', '..#\n.?.\n')).toMatchObject({ kind: 'error', target: 'puzzle', message: expect.stringMatching(/^bad\.grid, line 2, column 2: /) });
  });
});
