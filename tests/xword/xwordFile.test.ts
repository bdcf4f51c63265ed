import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { check } from '../check.ts';
import { layoutRows } from '../../src/puzzles/crossword/index.ts';
import { puzChecksum, puzChecksumProblem } from '../../src/puzzles/crossword/puzChecksum.ts';
import { readXwordFile, type XwordOptions } from '../../src/puzzles/crossword/xwordFile.ts';
import { cleanTitle, xwordFormat } from '../../src/puzzles/crossword/xwordFormat.ts';
import { parseError } from '../parseError.ts';

const fixture = (name: string) => new Uint8Array(readFileSync(new URL(`../fixtures/xword/${name}`, import.meta.url)));
const PATTERN = { keepLetters: false, maxSide: 60 } satisfies XwordOptions;
const LETTERS = { keepLetters: true, maxSide: 60 } satisfies XwordOptions;
const circled = (circles: readonly boolean[] | undefined) => (circles ?? []).flatMap((c, i) => (c ? [i] : []));

describe('crossword files through the parser package', () => {
  it('reads a .puz as its block pattern, title and circles; letters only when asked', () => {
    const file = readXwordFile('tiny.puz', fixture('tiny.puz'), PATTERN);
    check(layoutRows(file.layout)).toEqual(['#...#', '.....', '..#..', '.....', '#...#']);
    check(file.layout.title).toBe('Tiny Test');
    check(circled(file.layout.circles)).toEqual([6, 18]);
    expect(file.layout.slots).toHaveLength(12);
    check(file.lettersDropped).toBe(20);
    check(file.lettersKept).toBe(0);

    const kept = readXwordFile('tiny.puz', fixture('tiny.puz'), LETTERS);
    check(layoutRows(kept.layout)).toEqual(['#abc#', 'defgh', 'ij#kl', 'mnopq', '#rst#']);
    check(kept.lettersKept).toBe(20);
    check(kept.layout.blocks).toEqual(file.layout.blocks);
  });

  it('leaves a rebus cell open (a cell holds one letter) and counts it', () => {
    const file = readXwordFile('rebus.puz', fixture('rebus.puz'), LETTERS);
    check(layoutRows(file.layout)).toEqual(['#abc#', 'de.gh', 'ij#kl', 'mnopq', '#rst#']);
    check(file.rebusCells).toBe(1);
    check(file.lettersKept).toBe(19);
    check(circled(file.layout.circles)).toEqual([7]);
    check(file.layout.title).toBe('Rebus Test');
  });

  it('opens a scrambled (locked) .puz as its pattern: the letters are unknown even when asked for', () => {
    const file = readXwordFile('locked.puz', fixture('locked.puz'), LETTERS);
    check(file.scrambled).toBe(true);
    check(layoutRows(file.layout)).toEqual(['#...#', '.....', '..#..', '.....', '#...#']);
    check(file.lettersKept).toBe(0);
    expect(file.layout.circles).toBeUndefined();
  });

  it('reads the title of a version 2 (UTF-8) .puz as UTF-8', () => {
    check(readXwordFile('utf8-title.puz', fixture('utf8-title.puz'), PATTERN).title).toBe('Кроссворд ✓');
  });

  it('reads an .ipuz in its JSONP form: blocks, omitted (null) cells as blocks, circles, title', () => {
    const file = readXwordFile('tiny.ipuz', fixture('tiny.ipuz'), PATTERN);
    check(layoutRows(file.layout)).toEqual(['...#', '....', '....', '#...']);
    check(file.layout.title).toBe('Tiny iPUZ');
    check(circled(file.layout.circles)).toEqual([0, 10]);
    check(file.lettersDropped).toBe(14);
    const kept = readXwordFile('tiny.ipuz', fixture('tiny.ipuz'), LETTERS);
    check(layoutRows(kept.layout)).toEqual(['cat#', 'oboe', 'wind', '#tea']);
  });

  it('reads plain-JSON .ipuz too, and keeps letters the file shows before solving', () => {
    const text = new TextDecoder().decode(fixture('tiny.ipuz')).trim().replace(/^ipuz\(/, '').replace(/\)$/, '');
    const json = JSON.parse(text) as { puzzle: unknown[][] };
    json.puzzle[1]![1] = { cell: 0, value: 'B' };
    const file = readXwordFile('plain.ipuz', new TextEncoder().encode(JSON.stringify(json)), PATTERN);
    check(layoutRows(file.layout)).toEqual(['...#', '.b..', '....', '#...']);
    check(file.prefilled).toBe(1);
  });

  it('reads a .jpz', () => {
    const file = readXwordFile('tiny.jpz', fixture('tiny.jpz'), PATTERN);
    check(layoutRows(file.layout)).toEqual(['...', '.#.', '...']);
    check(file.layout.title).toBe('Tiny JPZ');
    check(circled(file.layout.circles)).toEqual([0]);
    check(layoutRows(readXwordFile('tiny.jpz', fixture('tiny.jpz'), LETTERS).layout)).toEqual(['bed', 'o#o', 'got']);
  });

  it('refuses damaged files with a ParseError naming the file and what was wrong', () => {
    const bad = parseError(() => readXwordFile('bad-checksum.puz', fixture('bad-checksum.puz'), PATTERN));
    check(bad.file).toBe('bad-checksum.puz');
    check(bad.reason).toMatch(/checksum .* does not match/);
    const cut = parseError(() => readXwordFile('truncated.puz', fixture('truncated.puz'), PATTERN));
    check(cut.reason).toMatch(/cut short/);
    check(parseError(() => readXwordFile('truncated.ipuz', fixture('truncated.ipuz'), PATTERN)).reason).toMatch(/not a readable iPUZ crossword: Invalid JSON/);
    check(parseError(() => readXwordFile('zipped.jpz', fixture('zipped.jpz'), PATTERN)).reason).toMatch(/zipped/);
    check(parseError(() => readXwordFile('empty.puz', new Uint8Array(0), PATTERN)).reason).toMatch(/empty/);
    check(parseError(() => readXwordFile('words.puz', new TextEncoder().encode('cat\ndog\n'), PATTERN)).reason).toMatch(/not an Across Lite file/);
    check(parseError(() => readXwordFile('tiny.puz', fixture('tiny.puz'), { keepLetters: false, maxSide: 4 })).reason).toMatch(/too large|up to 4 × 4/);
  });

  it('finds every single changed byte of a .puz (checksums)', () => {
    const good = fixture('tiny.puz');
    expect(puzChecksumProblem(good)).toBeNull();
    // Every byte but those no checksum covers: the version, the reserved header bytes, a section's name, the file's last NUL.
    const gext = Buffer.from(good).indexOf('GEXT');
    expect(gext).toBeGreaterThan(0);
    for (let i = 0; i < good.length; i++) {
      const bad = good.slice();
      bad[i] = bad[i]! ^ 0x01;
      const uncovered = (i >= 0x18 && i < 0x2c) || (i >= gext && i < gext + 4) || i === good.length - 1;
      if (uncovered) continue;
      expect(puzChecksumProblem(bad), `byte ${i}`).not.toBeNull();
    }
  });

  it('computes the Across Lite checksum (rotate right, add)', () => {
    check(puzChecksum(new Uint8Array([]))).toBe(0);
    check(puzChecksum(new Uint8Array([1]))).toBe(1);
    // 1 rotated right is 0x8000, plus 2.
    check(puzChecksum(new Uint8Array([1, 2]))).toBe(0x8002);
  });

  it('keeps a title on one line, cut at 300 characters', () => {
    check(cleanTitle('  Two\n lines\t here ')).toBe('Two lines here');
    const long = cleanTitle('x'.repeat(400));
    expect(Array.from(long)).toHaveLength(300);
    check(long.endsWith('…')).toBe(true);
  });

  it('names the formats by extension', () => {
    check(['a.PUZ', 'b.ipuz', 'c.jpz', 'd.grid', 'puz'].map(xwordFormat)).toEqual(['puz', 'ipuz', 'jpz', null, null]);
  });
});
