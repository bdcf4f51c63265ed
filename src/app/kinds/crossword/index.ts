/**
 * The crossword kind: the board is a `CrosswordLayout` (blocks, given letters and slots, stored
 * once); slots are derived from the board, or are a loaded slot file's until the first edit. Its
 * files and model are the descriptor's (src/puzzles/crossword/kind.ts).
 */
import { layoutFromBoard, normaliseEntries, type CrosswordLayout, type CrosswordSheet, type OpenedFile } from '../../../puzzles/crossword/index.ts';
import { crossword } from '../../../puzzles/crossword/kind.ts';
import { serializeGrid, serializeSlots, slotsFromBlocks } from '../../../puzzles/crossword/serialize.ts';
import { readKind } from '../../../puzzles/kind.ts';
import { MAX_TITLE } from '../../../puzzles/crossword/xwordFormat.ts';
import { blockEdit, boardSheet, carryClues, keptSheet, symmetricCells, type Symmetry } from '../../../puzzles/crossword/publish/board.ts';
import { MAX_SIDE, MIN_SIDE } from '../../../puzzles/limits.ts';
import type { PuzzleKindModule } from '../kind.ts';
import { msg, i18n } from '../../i18n/index.ts';
import { crosswordNames } from '../sentences.ts';
import { wordOf } from '../view.ts';
import { crosswordSvg, crosswordText } from './export.ts';
import { regionBoard, type Region } from './region.ts';

const DEFAULT_SIZE = 8;

/**
 * The crossword board's edits. `symmetry` (absent: `none`): placing or removing a block places or
 * removes its partners under that symmetry too, in the same edit (one undo step).
 */
export type CrosswordOp =
  | { type: 'block'; cell: number; blocked: boolean; symmetry?: Symmetry }
  | { type: 'toggle'; cell: number; symmetry?: Symmetry }
  | { type: 'letter'; cell: number; letter: string; symmetry?: Symmetry }
  /** The maker's banned and preferred words for this puzzle (normalised here; kept with the board). */
  | { type: 'words'; ban: readonly string[]; prefer: readonly string[] }
  /** Lock or unlock cells; `letters` (per cell of the board, '' to leave one as it is) become given letters first. */
  | { type: 'lock'; cell: number; cells: readonly number[]; locked: boolean; letters?: readonly string[] }
  /** The board a region fill solves (`regionBoard`): the region's slots, the letters shown (`letters`) outside it given. */
  | { type: 'region'; cell: number; region: Region; letters: readonly string[] };

/** A short list of the maker's (banned or preferred words) at most this long. */
export const MAX_CHOSEN_WORDS = 200;

/**
 * What a press (click or the start of a drag) on a board cell does. A white cell that is not the
 * selected one is only selected, so a letter can be typed into it; a press on the selected white
 * cell or on a block toggles it. `paint` is what a drag from this cell paints on every cell it
 * crosses (blocks, or open cells when it starts on a block); `now` says whether the pressed cell
 * takes it at once (when false, it takes it only if the press becomes a drag).
 */
export function pressOnCell(p: CrosswordLayout, cell: number, selected: boolean): { paint: boolean; now: boolean } {
  const blocked = p.blocks[cell] === true;
  return { paint: !blocked, now: blocked || selected };
}

function emptyLayout(width: number, height: number): CrosswordLayout {
  return layoutFromBoard(width, height, new Array<boolean>(width * height).fill(false), new Array<string>(width * height).fill(''));
}

/**
 * A crossword file's title and circles stay with the board through its edits (a circle stays on
 * its cell; it shows while the cell is open), and each clue with its slot (`carryClues`).
 */
function decorated(from: CrosswordLayout, to: CrosswordLayout): CrosswordLayout {
  if (from.title === undefined && from.circles === undefined && from.locked === undefined && from.ban === undefined && from.prefer === undefined && from.sheet === undefined) return to;
  // Locks stay on open cells only (a block has no letter to keep).
  const locked = from.locked?.map((l, i) => l && !to.blocks[i]);
  return {
    ...to,
    ...(from.title !== undefined ? { title: from.title } : {}),
    ...(from.circles ? { circles: from.circles } : {}),
    ...(locked?.some(Boolean) ? { locked } : {}),
    ...wordChoicesOf(from),
    ...carriedSheet(from, to),
  };
}

/** The board's clue sheet carried onto its edited board (each clue with its slot), as a field. */
function carriedSheet(from: CrosswordLayout, to: CrosswordLayout): Pick<CrosswordLayout, 'sheet'> {
  if (!from.sheet) return {};
  const grid = (p: CrosswordLayout) => ({ width: p.width, height: p.height, blocks: p.blocks, fill: p.given });
  const kept = keptSheet(carryClues(boardSheet(from), grid(from), grid(to)).sheet);
  return kept ? { sheet: kept } : {};
}

/** Whether a cell is locked (its letter and its being open are kept until it is unlocked). */
export function isLocked(p: CrosswordLayout, cell: number): boolean {
  return p.locked?.[cell] === true;
}

/** Cells marked on the board (locks, circles) as saved: one row per board row, `on` for a marked cell and `.` for the others. */
function serializeCells(cells: readonly boolean[], width: number, height: number, on: string): string {
  const rows: string[] = [];
  for (let r = 0; r < height; r++) rows.push(cells.slice(r * width, (r + 1) * width).map((c) => (c ? on : '.')).join(''));
  return rows.join('\n');
}

/** Marked cells read back from `serializeCells`' text; null when it does not fit the board. */
function parseCells(text: string, width: number, height: number, on: string): boolean[] | null {
  const rows = text.split('\n');
  if (rows.length !== height || rows.some((r) => r.length !== width || Array.from(r).some((c) => c !== on && c !== '.'))) return null;
  return rows.flatMap((r) => Array.from(r, (c) => c === on));
}

/** Locks as saved: one row of `x` (locked) and `.` per board row. */
function serializeLocks(p: CrosswordLayout): string | null {
  return p.locked?.some(Boolean) ? serializeCells(p.locked, p.width, p.height, 'x') : null;
}

/** Lock (with the letters to keep) or unlock cells: one undo step. */
function setLocks(p: CrosswordLayout, cells: readonly number[], locked: boolean, letters: readonly string[] | undefined) {
  const open = cells.filter((c) => c >= 0 && c < p.blocks.length && !p.blocks[c]);
  const given = [...p.given];
  if (letters) for (const c of open) if (letters[c] && !isLocked(p, c)) given[c] = letters[c].toLowerCase();
  // Only a cell with a letter is locked: an empty one has nothing to keep.
  const targets = locked ? open.filter((c) => given[c] !== '') : open;
  const lock = p.locked ? [...p.locked] : new Array<boolean>(p.blocks.length).fill(false);
  let changed = given.some((g, i) => g !== p.given[i]);
  for (const c of targets) {
    if (lock[c] !== locked) changed = true;
    lock[c] = locked;
  }
  if (!changed) return null;
  // The slots stay as they are (a slot file's too): only letters and locks change.
  const puzzle: CrosswordLayout = { ...p, given, locked: lock };
  if (!lock.some(Boolean)) delete (puzzle as { locked?: readonly boolean[] }).locked;
  return { puzzle, label: msg(locked ? 'names.undo.lock' : 'names.undo.unlock') };
}


/** The board's banned and preferred words, as fields (absent when empty). */
function wordChoicesOf(p: Pick<CrosswordLayout, 'ban' | 'prefer'>): Pick<CrosswordLayout, 'ban' | 'prefer'> {
  return { ...(p.ban && p.ban.length > 0 ? { ban: p.ban } : {}), ...(p.prefer && p.prefer.length > 0 ? { prefer: p.prefer } : {}) };
}

/** A short list as typed or saved: normalised entries (scores.ts), each once, at most MAX_CHOSEN_WORDS. */
export function chosenWords(items: readonly string[]): string[] {
  return [...new Set(normaliseEntries(items))].slice(0, MAX_CHOSEN_WORDS);
}

/** The board with other banned and preferred words (a word is not both: the ban wins, as in the CLI). */
function withWordChoices(p: CrosswordLayout, ban: readonly string[], prefer: readonly string[]): CrosswordLayout {
  const banned = chosenWords(ban);
  const preferred = chosenWords(prefer).filter((w) => !banned.includes(w));
  const rest: { -readonly [K in keyof CrosswordLayout]: CrosswordLayout[K] } = { ...p };
  delete rest.ban;
  delete rest.prefer;
  return { ...rest, ...wordChoicesOf({ ban: banned, prefer: preferred }) };
}

function sameWords(a: readonly string[] | undefined, b: readonly string[] | undefined): boolean {
  const x = a ?? [];
  const y = b ?? [];
  return x.length === y.length && x.every((w, i) => w === y[i]);
}

/** A saved short list (one word a line): null when it is not one. */
function restoreWords(part: unknown): string[] | null {
  if (part === undefined || part === null) return [];
  if (typeof part !== 'string') return null;
  const lines = part.split('\n').filter((l) => l !== '');
  const words = chosenWords(lines);
  return words.length === lines.length ? words : null;
}

/** A saved clue sheet (`save`'s JSON): null when it is not one. */
export function restoreSheet(text: string): CrosswordSheet | null {
  const data: unknown = parseOr(() => JSON.parse(text) as unknown);
  if (typeof data !== 'object' || data === null) return null;
  const o = data as Record<string, unknown>;
  const strings = (v: unknown): v is Record<string, string> =>
    typeof v === 'object' && v !== null && !Array.isArray(v) && Object.values(v).every((x) => typeof x === 'string');
  if (typeof o.author !== 'string' || typeof o.copyright !== 'string' || typeof o.notes !== 'string' || !strings(o.clues)) return null;
  if (!Array.isArray(o.changed) || !o.changed.every((x) => typeof x === 'string')) return null;
  if (o.answers !== undefined && !strings(o.answers)) return null;
  // The file the board was opened from (a .puz's bytes, an .ipuz's JSON), kept for writing it again.
  const f = o.opened as Record<string, unknown> | undefined;
  const format = typeof f === 'object' && f !== null && (f.format === 'puz' || f.format === 'ipuz') ? f.format : null;
  const opened: OpenedFile | undefined = format && typeof f?.file === 'string' ? { format, file: f.file } : undefined;
  if (o.opened !== undefined && !opened) return null;
  const sheet: CrosswordSheet = { author: o.author, copyright: o.copyright, notes: o.notes, clues: o.clues, changed: o.changed as string[], ...(opened ? { opened } : {}) };
  return o.answers !== undefined ? { ...sheet, answers: o.answers } : sheet;
}

/** Circles as saved: one row of `o` (circled) and `.` per board row. */
function serializeCircles(p: CrosswordLayout): string | null {
  return p.circles ? serializeCells(p.circles, p.width, p.height, 'o') : null;
}

function setBlock(p: CrosswordLayout, cell: number, blocked: boolean, symmetry: Symmetry) {
  const cells = blockEdit(p.width, p.height, p.blocks, cell, blocked, symmetry);
  if (cells.length === 0) return null;
  const blocks = [...p.blocks];
  const given = [...p.given];
  for (const c of cells) {
    blocks[c] = blocked;
    if (blocked) given[c] = '';
  }
  return { puzzle: decorated(p, layoutFromBoard(p.width, p.height, blocks, given)), label: msg(blocked ? 'names.undo.block' : 'names.undo.openCell') };
}

function parseOr<T>(f: () => T): T | null {
  try {
    return f();
  } catch {
    return null;
  }
}

export const crosswordKind: PuzzleKindModule<CrosswordLayout, CrosswordOp> = {
  id: 'crossword',
  label: 'Crossword',
  noun: msg('restore.part.board.crossword'),

  empty: () => emptyLayout(DEFAULT_SIZE, DEFAULT_SIZE),
  cleared: (p) => emptyLayout(p.width, p.height),
  resized(p, width, height) {
    const w = Math.max(MIN_SIDE, Math.min(MAX_SIDE, Math.round(width) || p.width));
    const h = Math.max(MIN_SIDE, Math.min(MAX_SIDE, Math.round(height) || p.height));
    if (w === p.width && h === p.height) return null;
    const blocks = new Array<boolean>(w * h).fill(false);
    const given = new Array<string>(w * h).fill('');
    const circles = new Array<boolean>(w * h).fill(false);
    for (let r = 0; r < Math.min(h, p.height); r++) {
      for (let c = 0; c < Math.min(w, p.width); c++) {
        blocks[r * w + c] = p.blocks[r * p.width + c]!;
        given[r * w + c] = p.given[r * p.width + c]!;
        circles[r * w + c] = p.circles?.[r * p.width + c] ?? false;
      }
    }
    const locked = new Array<boolean>(w * h).fill(false);
    for (let r = 0; r < Math.min(h, p.height); r++) for (let c = 0; c < Math.min(w, p.width); c++) locked[r * w + c] = isLocked(p, r * p.width + c);
    const resized = layoutFromBoard(w, h, blocks, given);
    const withTitle = { ...resized, ...(p.title !== undefined ? { title: p.title } : {}), ...wordChoicesOf(p), ...carriedSheet(p, resized) };
    const withLocks = locked.some(Boolean) ? { ...withTitle, locked } : withTitle;
    return circles.some(Boolean) ? { ...withLocks, circles } : withLocks;
  },
  cellCount: (p) => p.width * p.height,
  edit(p, op) {
    if (op.type === 'words') {
      const next = withWordChoices(p, op.ban, op.prefer);
      if (sameWords(next.ban, p.ban) && sameWords(next.prefer, p.prefer)) return null;
      return { puzzle: next, label: msg('names.undo.wordChoices') };
    }
    if (op.type === 'lock') return setLocks(p, op.cells, op.locked, op.letters);
    if (op.type === 'region') {
      const board = regionBoard(p, op.letters, op.region);
      return board ? { puzzle: board, label: msg('names.undo.fillRegion') } : null;
    }
    if (op.cell < 0 || op.cell >= p.blocks.length) return null;
    const symmetry = op.symmetry ?? 'none';
    // A locked cell keeps its letter and stays open (a block's partners too) until it is unlocked.
    const cells = op.type === 'letter' ? [op.cell] : symmetricCells(op.cell, p.width, p.height, symmetry);
    if (cells.some((c) => isLocked(p, c))) return null;
    switch (op.type) {
      case 'block':
        return setBlock(p, op.cell, op.blocked, symmetry);
      case 'toggle':
        return setBlock(p, op.cell, !p.blocks[op.cell], symmetry);
      case 'letter': {
        const lower = op.letter.toLowerCase();
        if (p.given[op.cell] === lower && !p.blocks[op.cell]) return null;
        const blocks = [...p.blocks];
        const given = [...p.given];
        given[op.cell] = lower;
        if (blocks[op.cell]) for (const c of blockEdit(p.width, p.height, p.blocks, op.cell, false, symmetry)) blocks[c] = false;
        return { puzzle: decorated(p, layoutFromBoard(p.width, p.height, blocks, given)), label: lower === '' ? msg('names.undo.clearLetter') : msg('names.undo.letter', { letter: lower.toUpperCase() }) };
      }
    }
  },
  describe: (p) => `${p.slots.length} slots`,

  /** A grid file (rows of `#`, `.` and letters) or a slot file (one or more puzzles). */
  parse: (text, name) => readKind(crossword, text, name),
  serialize: (p) => serializeGrid(p),
  fromFile: (puzzles, name) => ({ source: name, puzzles: puzzles as CrosswordLayout[] }),
  fileSummary(puzzles) {
    const layouts = puzzles as readonly CrosswordLayout[];
    const first = layouts[0]!;
    const size = `${first.width} × ${first.height}`;
    return layouts.length > 1 ? msg('loadQuestion.crosswords', { count: layouts.length, size }) : msg('loadQuestion.crossword', { size, count: first.slots.length });
  },
  openAs: msg('loadQuestion.openAsCrossword'),
  save(p) {
    const circles = serializeCircles(p);
    const locked = serializeLocks(p);
    return {
      // The constructor's locked cells (issue 23), only when some are.
      ...(locked !== null ? { locked } : {}),
      grid: serializeGrid(p),
      // A slot file's slots (a board with letters has the blocks' own: a region fill's board goes back to them).
      slots: p.slots.length > 0 && !slotsFromBlocks(p) && p.given.every((g) => g === '') ? serializeSlots(p) : null,
      // A crossword file's title and circles, only when the board has them.
      ...(p.title !== undefined ? { title: p.title } : {}),
      ...(circles !== null ? { circles } : {}),
      // The maker's banned and preferred words, one a line, only when there are some.
      ...(p.ban && p.ban.length > 0 ? { ban: p.ban.join('\n') } : {}),
      ...(p.prefer && p.prefer.length > 0 ? { prefer: p.prefer.join('\n') } : {}),
      // The maker's clues, author, copyright and notes (issue 33), as JSON, only when there are some.
      ...(p.sheet ? { sheet: JSON.stringify(p.sheet) } : {}),
    };
  },
  restore(part, problems) {
    if (typeof part.grid !== 'string') return null;
    const plain = parseOr(() => readKind(crossword, part.grid as string, 'saved crossword.grid')[0]!);
    // A board the app would refuse to load is damaged data, not something to restore.
    if (!plain || plain.width > MAX_SIDE || plain.height > MAX_SIDE) return null;
    // A crossword file's title and circles (absent for other boards).
    let decor: { title?: string; circles?: boolean[]; locked?: boolean[]; sheet?: CrosswordSheet } = {};
    if (part.title !== undefined) {
      if (typeof part.title === 'string' && Array.from(part.title).length <= MAX_TITLE && !part.title.includes('\n')) decor.title = part.title;
      else problems.push(msg('restore.part.crossword.title'));
    }
    if (part.circles !== undefined && part.circles !== null) {
      const circles = typeof part.circles === 'string' ? parseCells(part.circles, plain.width, plain.height, 'o') : null;
      if (circles) decor = { ...decor, circles };
      else problems.push(msg('restore.part.crossword.circles'));
    }
    if (part.locked !== undefined && part.locked !== null) {
      const locked = typeof part.locked === 'string' ? parseCells(part.locked, plain.width, plain.height, 'x') : null;
      if (locked) decor = { ...decor, locked: locked.map((l, i) => l && !plain.blocks[i] && plain.given[i] !== '') };
      else problems.push(msg('restore.part.crossword.locked'));
    }
    const ban = restoreWords(part.ban);
    const prefer = restoreWords(part.prefer);
    if (ban === null) problems.push(msg('restore.part.crossword.ban'));
    if (prefer === null) problems.push(msg('restore.part.crossword.prefer'));
    if (part.sheet !== undefined && part.sheet !== null) {
      const sheet = typeof part.sheet === 'string' ? restoreSheet(part.sheet) : null;
      if (sheet) decor = { ...decor, sheet };
      else problems.push(msg('restore.part.crossword.sheet'));
    }
    const board: CrosswordLayout = withWordChoices({ ...plain, ...decor }, ban ?? [], prefer ?? []);
    if (part.slots === null || part.slots === undefined) return board;
    const fromSlots = typeof part.slots === 'string' ? parseOr(() => readKind(crossword, part.slots as string, 'saved crossword.slots')) : null;
    const one = fromSlots?.length === 1 ? fromSlots[0]! : null;
    // The slot file must describe this very board (slot files have no given letters).
    const fits =
      one !== null &&
      one.width === board.width &&
      one.height === board.height &&
      one.blocks.every((b, i) => b === board.blocks[i]) &&
      board.given.every((g) => g === '');
    if (fits) return { ...one, ...decor, ...wordChoicesOf(board) };
    problems.push(msg('restore.part.crossword.slots'));
    return board;
  },

  usesDictionary: true,
  refusal: (p) => (p.slots.length === 0 ? i18n.t('runMessage.nothingToSolve') : null),
  variables: (p) => p.slots.length,
  request(layout, { runId, options, settings, dictionary }) {
    if (!dictionary) throw new Error('a crossword needs a word list');
    return { type: 'solve', kind: 'crossword', runId, puzzle: layout, dictionary, alldiff: settings.alldiff, reuse: settings.reuse, options };
  },

  stepNames: (layout, run) => crosswordNames(layout, run.words),

  svg: crosswordSvg,
  text: crosswordText,
  file: (layout) => crossword.write(layout),
  valueText: (layout, words, variable, value) => wordOf(words, layout.slots[variable], value),

  samples: [
    { file: 'lesson-8x8.grid', label: msg('catalog.sample.lesson', { size: '8 × 8' }) },
    { file: 'seed000-p1.slots', label: msg('catalog.sample.seedPuzzle', { seed: '000', n: 1, count: 5 }) },
    { file: 'seed000-p2.slots', label: msg('catalog.sample.seedPuzzle', { seed: '000', n: 2, count: 6 }) },
    { file: 'seed000-p3.slots', label: msg('catalog.sample.seedPuzzle', { seed: '000', n: 3, count: 6 }) },
    { file: 'seed000-p4.slots', label: msg('catalog.sample.seedPuzzle', { seed: '000', n: 4, count: 12 }) },
    { file: 'seed000-puzzles.txt', label: msg('catalog.sample.seed000All') },
    { file: 'seed001-example.slots', label: msg('catalog.sample.seed001Example'), dictionary: 'seed001-vocabulary' },
    { file: 'swordsmith-4x.grid', label: msg('catalog.sample.swordsmith', { size: '4 × 4' }) },
    { file: 'swordsmith-5x.grid', label: msg('catalog.sample.swordsmith', { size: '5 × 5' }) },
    { file: 'swordsmith-6x.grid', label: msg('catalog.sample.swordsmith', { size: '6 × 6' }) },
    { file: 'swordsmith-7xopen.grid', label: msg('catalog.sample.swordsmithOpen', { size: '7 × 7' }) },
    { file: 'swordsmith-9x.grid', label: msg('catalog.sample.swordsmith', { size: '9 × 9' }) },
    { file: 'swordsmith-15xcommon.grid', label: msg('catalog.sample.swordsmithCommon', { size: '15 × 15' }) },
    { file: 'swordsmith-15xjja.grid', label: msg('catalog.sample.swordsmithNamed', { size: '15 × 15', name: 'jja' }) },
    { file: 'swordsmith-15xopen.grid', label: msg('catalog.sample.swordsmithOpen', { size: '15 × 15' }) },
    { file: 'swordsmith-15xstairs.grid', label: msg('catalog.sample.swordsmithStairs', { size: '15 × 15' }) },
    { file: 'lattice-21x.grid', label: msg('catalog.sample.lattice', { size: '21 × 21' }) },
  ],
  quickSample: 'seed000-p4.slots',
};
