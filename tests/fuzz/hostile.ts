/**
 * Hostile inputs for parser fuzzing (fast-check arbitraries), reusable by any parser's fuzz test:
 * texts near the real formats (bundled samples and generated valid files) with mutations spliced
 * in — truncated lines, dropped, duplicated and shuffled fields, huge and odd numbers, tabs, CRLF
 * and lone CR, BOMs, NUL and control bytes, text decoded from invalid UTF-8, lone surrogates,
 * right-to-left text, combining marks, emoji and long runs.
 *
 * `mutated(base)` takes any arbitrary of valid texts (e.g. a saved-state encoder's output) and
 * returns hostile variants of it; `hostileFile(format)` does that for the puzzle formats.
 */
import fc from 'fast-check';
import { readPublic } from '../data.ts';

/** Runs per property: FUZZ_RUNS (set by `npm run fuzz`), else 1,000. */
export function fuzzRuns(): number {
  const n = Number(process.env.FUZZ_RUNS);
  return Number.isInteger(n) && n > 0 ? n : 1000;
}

/** True when `npm run fuzz` (or a FUZZ_RUNS setting) asked for counts to be printed. */
export const REPORT = process.env.FUZZ_RUNS !== undefined;

// ---------------------------------------------------------------------------------------------
// Tokens

/** Numbers a parser should refuse or bound: huge, negative, fractional, hex, NaN, signs. */
export const HOSTILE_NUMBERS: readonly string[] = [
  '1e308', '1e309', '-1e308', String(2 ** 53), String(2 ** 53 + 2), String(2 ** 31), String(2 ** 32), '-1', '-0', '+0', '+5',
  '99999999999', '9'.repeat(400), '0'.repeat(50) + '7', '1000', '1001', '65536', 'NaN', 'Infinity', '-Infinity', '0x10', '0b11',
  '0o7', '1.5', '.5', '5.', '1_000', '١٢٣', '５', '²', '4294967295', '00', '08', '-',
];

/** Characters and short strings that break naive text handling. */
export const HOSTILE_CHARS: readonly string[] = [
  '\t', '\r', '\r\n', '\n', '\uFEFF', '\u0000', '\u0001', '\u0007', '\b', '\u000B', '\f', '\u001B', '\u007F', '\u0085',
  '\u00A0', '\u2028', '\u2029', '\u200B', '\u200E', '\u200F', '\u202E', '\u2066', '\u0301', '\u0308\u0301', '\u0323\u0302',
  'e\u0301', 'İ', 'ß', 'ﬃ', 'ǅ', 'Σ', '\u0958', 'ア', '한', 'שלום', 'مرحبا', '\u0645\u064E', '😀', '👍🏽', '👨‍👩‍👧', '🇫🇷',
  '\uD800', '\uDFFF', '\uDBFF\uDFFF', '\uFFFD', '\uFFFF', '\uFFFE', ':', ';', '#', '"', '\\', '%00', '<script>',
];

/** Text as a browser reads a file of arbitrary (often invalid UTF-8) bytes. */
export const decodedBytes: fc.Arbitrary<string> = fc
  .uint8Array({ maxLength: 24 })
  .map((bytes) => new TextDecoder().decode(bytes));

/** Invalid UTF-8 byte sequences decoded with replacement characters. */
const INVALID_UTF8: readonly number[][] = [[0xff], [0xc0, 0xaf], [0xe2, 0x82], [0xed, 0xa0, 0x80], [0xf4, 0x90, 0x80, 0x80], [0x80, 0x80]];

export const hostileToken: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...HOSTILE_NUMBERS),
  fc.constantFrom(...HOSTILE_CHARS),
  decodedBytes,
  fc.constantFrom(...INVALID_UTF8).map((b) => new TextDecoder().decode(new Uint8Array(b))),
  fc.string({ unit: 'binary', maxLength: 6 }),
  fc.string({ unit: fc.constantFrom('\u0000', '\u0001', '\u001F', '\r', '\t', ' ', '\uFEFF', '\uD83D', '\uDE00'), maxLength: 6 }),
  fc.integer().map(String),
  fc.double().map(String),
  fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }).map(String),
);

// ---------------------------------------------------------------------------------------------
// Mutations of a text, applied line by line. Every choice is a number reduced modulo the size of
// what it picks from, so fast-check shrinks to small, readable counterexamples.

type Mutation =
  | { kind: 'truncateLine'; line: number; at: number }
  | { kind: 'dropField'; line: number; field: number }
  | { kind: 'duplicateField'; line: number; field: number }
  | { kind: 'shuffleFields'; line: number; seed: number }
  | { kind: 'replaceField'; line: number; field: number; token: string }
  | { kind: 'replaceNumber'; line: number; number: number; token: string }
  | { kind: 'insert'; line: number; at: number; token: string }
  | { kind: 'dropLine'; line: number }
  | { kind: 'duplicateLine'; line: number }
  | { kind: 'swapLines'; line: number; other: number }
  | { kind: 'insertLine'; line: number; token: string }
  | { kind: 'tabs'; line: number }
  | { kind: 'longRun'; line: number; at: number; unit: string; count: number };

const LONG_UNITS = ['x', '1', '0', ' ', '\t', '.', '#', 'a ', '1 ', '0 0 2 h ', 'é', '\u0301', '😀', ':', ' \u0000'];

export const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({ kind: fc.constant('truncateLine' as const), line: fc.nat(), at: fc.nat() }),
  fc.record({ kind: fc.constant('dropField' as const), line: fc.nat(), field: fc.nat() }),
  fc.record({ kind: fc.constant('duplicateField' as const), line: fc.nat(), field: fc.nat() }),
  fc.record({ kind: fc.constant('shuffleFields' as const), line: fc.nat(), seed: fc.nat() }),
  fc.record({ kind: fc.constant('replaceField' as const), line: fc.nat(), field: fc.nat(), token: hostileToken }),
  fc.record({ kind: fc.constant('replaceNumber' as const), line: fc.nat(), number: fc.nat(), token: fc.constantFrom(...HOSTILE_NUMBERS) }),
  fc.record({ kind: fc.constant('replaceNumber' as const), line: fc.nat(), number: fc.nat(), token: fc.constantFrom(...HOSTILE_NUMBERS) }),
  fc.record({ kind: fc.constant('insert' as const), line: fc.nat(), at: fc.nat(), token: hostileToken }),
  fc.record({ kind: fc.constant('dropLine' as const), line: fc.nat() }),
  fc.record({ kind: fc.constant('duplicateLine' as const), line: fc.nat() }),
  fc.record({ kind: fc.constant('swapLines' as const), line: fc.nat(), other: fc.nat() }),
  fc.record({ kind: fc.constant('insertLine' as const), line: fc.nat(), token: hostileToken }),
  fc.record({ kind: fc.constant('tabs' as const), line: fc.nat() }),
  fc.record({
    kind: fc.constant('longRun' as const),
    line: fc.nat(),
    at: fc.nat(),
    unit: fc.constantFrom(...LONG_UNITS),
    count: fc.oneof(fc.integer({ min: 1, max: 300 }), fc.integer({ min: 4_000, max: 40_000 })),
  }),
);

/** Line endings a file may use: the text is re-joined with one of these (or a mix). */
const ENDINGS = ['\n', '\r\n', '\r', '\n\r', '\n\n'] as const;

function splitFields(line: string): string[] {
  return line.split(' ');
}

export function applyMutation(lines: string[], m: Mutation): void {
  if (lines.length === 0) lines.push('');
  const li = m.line % lines.length;
  const line = lines[li]!;
  const fields = splitFields(line);
  switch (m.kind) {
    case 'truncateLine':
      lines[li] = line.slice(0, m.at % (line.length + 1));
      break;
    case 'dropField':
      fields.splice(m.field % fields.length, 1);
      lines[li] = fields.join(' ');
      break;
    case 'duplicateField': {
      const f = m.field % fields.length;
      fields.splice(f, 0, fields[f]!);
      lines[li] = fields.join(' ');
      break;
    }
    case 'shuffleFields': {
      let seed = m.seed;
      for (let i = fields.length - 1; i > 0; i--) {
        const j = seed % (i + 1);
        seed = Math.floor(seed / (i + 1)) + 7 * i;
        [fields[i], fields[j]] = [fields[j]!, fields[i]!];
      }
      lines[li] = fields.join(' ');
      break;
    }
    case 'replaceField':
      fields[m.field % fields.length] = m.token;
      lines[li] = fields.join(' ');
      break;
    case 'replaceNumber': {
      // The n-th run of digits of the line (a count after a colon, a board size, a coordinate).
      const runs = [...line.matchAll(/\d+/g)];
      const run = runs[m.number % Math.max(1, runs.length)];
      if (run) lines[li] = line.slice(0, run.index) + m.token + line.slice(run.index + run[0].length);
      break;
    }
    case 'insert': {
      const at = m.at % (line.length + 1);
      lines[li] = line.slice(0, at) + m.token + line.slice(at);
      break;
    }
    case 'dropLine':
      lines.splice(li, 1);
      break;
    case 'duplicateLine':
      lines.splice(li, 0, line);
      break;
    case 'swapLines': {
      const o = m.other % lines.length;
      [lines[li], lines[o]] = [lines[o]!, line];
      break;
    }
    case 'insertLine':
      lines.splice(li, 0, m.token);
      break;
    case 'tabs':
      lines[li] = line.replaceAll(' ', '\t');
      break;
    case 'longRun': {
      const at = m.at % (line.length + 1);
      lines[li] = line.slice(0, at) + m.unit.repeat(m.count) + line.slice(at);
      break;
    }
  }
}

export interface Mutated {
  readonly base: string;
  readonly mutations: readonly Mutation[];
  readonly text: string;
}

/**
 * Hostile variants of the texts `base` makes: up to `max` mutations, then the lines re-joined
 * with some line ending, sometimes with a BOM in front or a final newline dropped.
 */
export function mutated(base: fc.Arbitrary<string>, max = 4): fc.Arbitrary<string> {
  return fc
    .record({
      base,
      mutations: fc.array(mutation, { minLength: 0, maxLength: max }),
      ending: fc.constantFrom(...ENDINGS),
      bom: fc.constantFrom(false, false, false, true),
      trailing: fc.constantFrom('keep', 'keep', 'drop', 'double'),
    })
    .map(({ base: text, mutations, ending, bom, trailing }) => {
      const lines = text.split(/\r?\n/);
      for (const m of mutations) applyMutation(lines, m);
      let out = lines.join(ending);
      if (trailing === 'drop') out = out.replace(/[\r\n]+$/, '');
      else if (trailing === 'double') out += ending + ending;
      return bom ? '\uFEFF' + out : out;
    });
}

// ---------------------------------------------------------------------------------------------
// Valid texts per format: bundled samples (a window of their lines) and generated files.

export type Format = 'slots' | 'grid' | 'dictionary' | 'sudoku' | 'futoshiki';

const SAMPLE_FILES: Record<Format, readonly string[]> = {
  slots: ['seed000-p1.slots', 'seed000-p2.slots', 'seed000-p3.slots', 'seed000-p4.slots', 'seed001-example.slots', 'seed000-puzzles.txt'],
  grid: ['swordsmith-4x.grid', 'swordsmith-5x.grid', 'swordsmith-7xopen.grid', 'swordsmith-9x.grid', 'swordsmith-15xcommon.grid', 'lattice-21x.grid'],
  dictionary: ['seed001-vocabulary.txt'],
  sudoku: ['sudoku-own-4x4.txt', 'sudoku-hardest.txt', 'sudoku-top95.txt'],
  futoshiki: ['futoshiki-own-4x4.txt', 'futoshiki-own-5x5.txt', 'futoshiki-own-6x6.txt', 'futoshiki-own-7x7.txt'],
};

const samplesCache = new Map<Format, string[]>();

/** The bundled files of a format (under public/), as texts. */
export function samples(format: Format): string[] {
  let texts = samplesCache.get(format);
  if (!texts) {
    texts = SAMPLE_FILES[format].map((f) => readPublic(`puzzles/${f}`));
    if (format === 'dictionary') texts.push(readPublic('dictionaries/english-common.txt').split('\n').slice(0, 300).join('\n'));
    samplesCache.set(format, texts);
  }
  return texts;
}

/** A sample file, or a window of at most 40 of its lines (big files stay cheap). */
function sample(format: Format): fc.Arbitrary<string> {
  return fc.record({ text: fc.constantFrom(...samples(format)), start: fc.nat(), whole: fc.boolean() }).map(({ text, start, whole }) => {
    const lines = text.split('\n');
    if (whole || lines.length <= 40) return text;
    const s = start % (lines.length - 40);
    return lines.slice(s, s + 40).join('\n');
  });
}

const direction = fc.constantFrom('h', 'v', 'A', 'D', 'a', 'd');

const slotGroup = fc
  .tuple(fc.nat({ max: 9 }), fc.nat({ max: 9 }), fc.integer({ min: 2, max: 9 }), direction)
  .map((g) => g.join(' '));

export const validishSlots: fc.Arbitrary<string> = fc
  .record({
    header: fc.option(fc.tuple(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 12 })), { nil: undefined, freq: 2 }),
    lines: fc.array(fc.array(slotGroup, { minLength: 1, maxLength: 3 }), { minLength: 0, maxLength: 8 }),
    comment: fc.boolean(),
  })
  .map(({ header, lines, comment }) =>
    [...(comment ? ['# slots'] : []), ...(header ? [header.join(' ')] : []), ...lines.map((groups) => groups.join(' ')), ''].join('\n'),
  );

const gridCell = fc.constantFrom('#', '*', '0', '.', '_', '-', '1', '.', '.', 'a', 'Q', 'ж', 'é', 'ß', 'Ω');

export const validishGrid: fc.Arbitrary<string> = fc
  .array(fc.array(gridCell, { minLength: 1, maxLength: 12 }), { minLength: 1, maxLength: 12 })
  .map((rows) => rows.map((r) => r.join('')).join('\n') + '\n');

const word = fc.string({ unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCXYZéüßжЯωאب'), minLength: 1, maxLength: 10 });

export const validishDictionary: fc.Arbitrary<string> = fc
  .array(
    fc.oneof(
      word,
      fc.tuple(word, fc.integer({ min: -100, max: 100 })).map(([w, s]) => `${w};${s}`),
      fc.tuple(word, fc.nat()).map(([w, n]) => `${w} ${n} a clue`),
      fc.constant('# comment'),
      fc.constant(''),
    ),
    { minLength: 1, maxLength: 20 },
  )
  .map((ws) => ws.join('\n') + '\n');

const SUDOKU_SIZES = [4, 6, 9, 16] as const;
const SUDOKU_SYMBOLS = '123456789ABCDEFG';

function sudokuLine(size: number): fc.Arbitrary<string> {
  return fc
    .array(fc.integer({ min: 0, max: size }), { minLength: size * size, maxLength: size * size })
    .map((cells) => cells.map((v) => (v === 0 ? '.0'[v % 2]! : SUDOKU_SYMBOLS[v - 1]!)).join(''));
}

export const validishSudoku: fc.Arbitrary<string> = fc.oneof(
  // Lines of whole puzzles, some with :COUNT[:SOLUTION].
  fc
    .array(
      fc.constantFrom(...SUDOKU_SIZES).chain((size) =>
        fc.tuple(sudokuLine(size), fc.option(fc.nat({ max: 99 }), { nil: undefined }), fc.option(sudokuLine(size), { nil: undefined })),
      ),
      { minLength: 1, maxLength: 5 },
    )
    .map((ps) =>
      ps
        .map(([p, count, solution]) => (count === undefined ? p : `${p}:${count}${solution ? ':' + solution.replaceAll('.', '1') : ''}`))
        .join('\n'),
    ),
  // The grid form: N lines of N symbols, spaces between some.
  fc.constantFrom(4, 6, 9).chain((size) =>
    fc.tuple(sudokuLine(size), fc.boolean()).map(([cells, spaced]) => {
      const rows: string[] = [];
      for (let r = 0; r < size; r++) {
        const row = cells.slice(r * size, (r + 1) * size);
        rows.push(spaced ? row.split('').join(' ') : row);
      }
      return rows.join('\n') + '\n';
    }),
  ),
);

export const validishFutoshiki: fc.Arbitrary<string> = fc.integer({ min: 4, max: 9 }).chain((size) =>
  fc
    .tuple(
      fc.array(fc.integer({ min: 0, max: size }), { minLength: size * size, maxLength: size * size }),
      fc.array(
        fc.tuple(fc.nat({ max: size - 1 }), fc.nat({ max: size - 2 }), fc.boolean(), fc.boolean()).map(([a, b, vertical, flip]) => {
          const [r1, c1, r2, c2] = vertical ? [b, a, b + 1, a] : [a, b, a, b + 1];
          return (flip ? [r2, c2, r1, c1] : [r1, c1, r2, c2]).join(' ');
        }),
        { maxLength: 10 },
      ),
    )
    .map(([cells, inequalities]) => {
      const rows: string[] = [];
      for (let r = 0; r < size; r++) rows.push(cells.slice(r * size, (r + 1) * size).join(' '));
      return [...rows, ...inequalities, ''].join('\n');
    }),
);

const VALIDISH: Record<Format, fc.Arbitrary<string>> = {
  slots: validishSlots,
  grid: validishGrid,
  dictionary: validishDictionary,
  sudoku: validishSudoku,
  futoshiki: validishFutoshiki,
};

/** Valid (or nearly valid) texts of a format: bundled samples and generated files. */
export function validish(format: Format): fc.Arbitrary<string> {
  return fc.oneof(sample(format), VALIDISH[format]);
}

/**
 * Hostile texts for a format's parser: mostly mutations of valid files of that format, some of
 * another format's files, and some free-form garbage.
 */
export function hostileFile(format: Format): fc.Arbitrary<string> {
  const others = (Object.keys(VALIDISH) as Format[]).filter((f) => f !== format).map((f) => validish(f));
  return fc.oneof(
    { arbitrary: validish(format), weight: 2 },
    { arbitrary: mutated(validish(format)), weight: 10 },
    { arbitrary: mutated(fc.oneof(...others)), weight: 2 },
    { arbitrary: garbage, weight: 2 },
  );
}

/** Free-form hostile text: tokens and arbitrary strings joined with random separators. */
export const garbage: fc.Arbitrary<string> = fc.oneof(
  fc.array(fc.oneof(hostileToken, fc.constantFrom(' ', '\n', '\r\n', '\r', '\t', '#')), { maxLength: 30 }).map((parts) => parts.join('')),
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  decodedBytes,
);

/** Any hostile text, near any of the formats (for code that classifies or decodes any file). */
export const anyHostileFile: fc.Arbitrary<string> = fc.oneof(
  ...(Object.keys(VALIDISH) as Format[]).map((f) => hostileFile(f)),
);

// ---------------------------------------------------------------------------------------------
// 10 MB inputs.

export const TEN_MB = 10 * 1024 * 1024;

/** `unit` repeated to `bytes` characters (cut at the end), optionally around a prefix. */
export function repeatTo(unit: string, bytes = TEN_MB, prefix = ''): string {
  return prefix + unit.repeat(Math.ceil((bytes - prefix.length) / unit.length)).slice(0, Math.max(0, bytes - prefix.length));
}
