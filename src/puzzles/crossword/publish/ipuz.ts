/**
 * iPUZ (version 2, kind crossword), written from the specification (puzzazz.com/ipuz; no npm
 * package writes it): `version`, `kind`, `dimensions`, `puzzle` (a clue number, 0 or the block
 * `#` per cell; circled cells styled `shapebg: circle`), `solution` (the letters, a rebus square's
 * whole text, `#`, and the `empty` value "0" where no letter is known yet), `clues` Across and Down
 * (number, clue and enumeration), and the title, author, copyright and notes that are not empty.
 *
 * With `base` (the JSON of the file the puzzle was opened from, the `ipuz(...)` wrapper removed),
 * every field we do not write is kept as it was (intro, publisher, styles, ...), and so are its
 * cells and clue entries wherever they still say the same thing: opening a file, changing a clue
 * and writing it again changes only that clue.
 */
import { slotsOf } from './clues.ts';
import type { Publication } from './publication.ts';

export const IPUZ_VERSION = 'http://ipuz.org/v2';
export const IPUZ_CROSSWORD = 'http://ipuz.org/crossword#1';
const BLOCK = '#';
const EMPTY = '0';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

const isObject = (x: unknown): x is JsonObject => typeof x === 'object' && x !== null && !Array.isArray(x);

/** The JSON object of an iPUZ text (also in its `ipuz({...})` form), or null when it is not one. */
export function ipuzJson(text: string): JsonObject | null {
  let source = text.trim().replace(/\)\s*;$/, ')');
  const wrapped = /^[A-Za-z_$][\w$]*\s*\(([\s\S]*)\)$/.exec(source);
  if (wrapped) source = wrapped[1]!;
  try {
    const json: unknown = JSON.parse(source);
    return isObject(json) ? json : null;
  } catch {
    return null;
  }
}

/** A LabeledCell's or CrosswordValue's plain value (a cell may be an object with `cell` or `value`). */
function plain(x: Json | undefined, field: 'cell' | 'value'): Json | undefined {
  return isObject(x) ? x[field] : x;
}

/** The clue entries of a direction in a base file ("Across", or "Across:Something"), by clue number. */
function baseClues(base: JsonObject | undefined, direction: 'Across' | 'Down'): Map<string, Json> {
  const out = new Map<string, Json>();
  const clues = base?.clues;
  if (!isObject(clues)) return out;
  const key = Object.keys(clues).find((k) => k.split(':')[0] === direction);
  const list = key ? clues[key] : undefined;
  if (!Array.isArray(list)) return out;
  for (const entry of list) {
    const number = Array.isArray(entry) ? entry[0] : isObject(entry) ? entry.number : undefined;
    if (number !== undefined && number !== null) out.set(String(number), entry);
  }
  return out;
}

/** A publication as an iPUZ object (`base`: the opened file's JSON, kept where the publication agrees with it). */
export function ipuzObject(pub: Publication, base?: JsonObject): JsonObject {
  const { width, height, blocks, sheet } = pub;
  const slots = slotsOf(pub);
  const numbers = new Map<number, number>();
  for (const s of slots) numbers.set(s.row * width + s.col, s.number);
  const basePuzzle = Array.isArray(base?.puzzle) ? base.puzzle : undefined;
  const baseSolution = Array.isArray(base?.solution) ? base.solution : undefined;
  const baseBlock = typeof base?.block === 'string' ? base.block : BLOCK;
  const baseEmpty = base?.empty === undefined ? EMPTY : String(base.empty);
  const block = base ? baseBlock : BLOCK;
  const empty = base ? baseEmpty : EMPTY;

  const puzzle: Json[][] = [];
  const solution: Json[][] = [];
  for (let r = 0; r < height; r++) {
    const puzzleRow: Json[] = [];
    const solutionRow: Json[] = [];
    for (let c = 0; c < width; c++) {
      const i = r * width + c;
      const circled = pub.circles?.[i] === true && !blocks[i];
      const label: Json = blocks[i] ? block : (numbers.get(i) ?? 0);
      const cell: Json = circled ? { cell: label, style: { shapebg: 'circle' } } : label;
      // The base's cell when it says the same (a block, or the same number and circle).
      const old = (basePuzzle?.[r] as Json[] | undefined)?.[c];
      const oldLabel = plain(old, 'cell');
      const oldCircled = isObject(old) && isObject(old.style) && old.style.shapebg === 'circle';
      const oldBlock = oldLabel === baseBlock || oldLabel === null;
      const same = blocks[i] ? oldBlock : !oldBlock && oldCircled === circled && (String(oldLabel) === String(label) || (label === 0 && String(oldLabel) === baseEmpty));
      puzzleRow.push(old !== undefined && same ? old : cell);
      const letters = pub.solution[i] ?? '';
      const value: Json = blocks[i] ? (oldLabel === null && old !== undefined && same ? null : block) : letters === '' ? empty : letters;
      const oldValue = (baseSolution?.[r] as Json[] | undefined)?.[c];
      const oldPlain = plain(oldValue, 'value');
      const sameValue = blocks[i] ? oldPlain === baseBlock || oldPlain === null : letters === '' ? oldPlain === baseEmpty || oldPlain === '' || oldPlain === undefined : typeof oldPlain === 'string' && oldPlain.toUpperCase() === letters;
      solutionRow.push(oldValue !== undefined && sameValue ? oldValue : value);
    }
    puzzle.push(puzzleRow);
    solution.push(solutionRow);
  }

  const clues: JsonObject = {};
  for (const direction of ['Across', 'Down'] as const) {
    const old = baseClues(base, direction);
    clues[direction] = slots
      .filter((s) => (s.direction === 'across') === (direction === 'Across'))
      .map((s): Json => {
        const text = sheet.clues[s.name] ?? '';
        const was = old.get(String(s.number));
        if (Array.isArray(was) && was.length >= 2) return [was[0]!, text, ...was.slice(2)];
        if (isObject(was)) return { ...was, clue: text };
        return { number: s.number, clue: text, enumeration: String(s.length) };
      });
  }
  if (base && isObject(base.clues)) {
    // Clue lists of other directions (e.g. "Diagonal") are kept; Across and Down are ours.
    for (const [k, v] of Object.entries(base.clues)) if (!['Across', 'Down'].includes(k.split(':')[0]!)) clues[k] = v;
  }

  const meta: JsonObject = {};
  for (const field of ['title', 'author', 'copyright', 'notes'] as const) {
    if (sheet[field] !== '') meta[field] = sheet[field];
  }
  const out: JsonObject = {
    version: IPUZ_VERSION,
    kind: [IPUZ_CROSSWORD],
    ...(base ?? {}),
    dimensions: { width, height },
    puzzle,
    solution,
    clues,
  };
  for (const field of ['title', 'author', 'copyright', 'notes'] as const) delete out[field];
  Object.assign(out, meta);
  if (!base) Object.assign(out, { block, empty });
  return out;
}

/** A publication as the text of an `.ipuz` file (plain JSON, as the specification asks since JSONP was deprecated; `base` by default the file it was opened from). */
export function writeIpuz(pub: Publication, base: JsonObject | undefined = pub.base?.ipuz): string {
  return JSON.stringify(ipuzObject(pub, base), null, 1) + '\n';
}
