/**
 * An independent crossword checker: its own reading of the puzzle, its own slot finding, no code
 * shared with the solver or the model. It answers "is this filled board a valid fill?".
 */

export interface CheckSlot {
  row: number;
  col: number;
  down: boolean;
  length: number;
}

/** Slots of a drawn grid: maximal runs (length >= 2) of non-block cells, read from the text itself. */
export function runsOf(rows: readonly string[]): CheckSlot[] {
  const grid = rows.map((r) => Array.from(r));
  const height = grid.length;
  const width = Math.max(...grid.map((r) => r.length));
  const isOpen = (r: number, c: number) => {
    const ch = grid[r]?.[c];
    return ch !== undefined && ch !== '#' && ch !== '*' && ch !== '0';
  };
  const out: CheckSlot[] = [];
  for (let r = 0; r < height; r++) {
    for (let c = 0; c < width; c++) {
      if (!isOpen(r, c)) continue;
      if (!isOpen(r, c - 1) && isOpen(r, c + 1)) {
        let n = 0;
        while (isOpen(r, c + n)) n++;
        out.push({ row: r, col: c, down: false, length: n });
      }
      if (!isOpen(r - 1, c) && isOpen(r + 1, c)) {
        let n = 0;
        while (isOpen(r + n, c)) n++;
        out.push({ row: r, col: c, down: true, length: n });
      }
    }
  }
  return out;
}

/** Slots of a slot file, read from its text: `X Y LENGTH DIR` groups after an optional header. */
export function slotsOfSlotLine(groups: string): CheckSlot[] {
  const f = groups.trim().split(/\s+/);
  const out: CheckSlot[] = [];
  for (let i = 0; i + 3 < f.length; i += 4) {
    out.push({ col: Number(f[i]), row: Number(f[i + 1]), length: Number(f[i + 2]), down: /^[vd]$/i.test(f[i + 3]!) });
  }
  return out;
}

export interface CheckInput {
  /** The solver's board: `#` blocks, letters elsewhere. */
  rows: readonly string[];
  slots: readonly CheckSlot[];
  /** Words allowed (any case). */
  words: Iterable<string>;
  /** Letters given in the puzzle, as rows (`#`/`.`/letter), or none. */
  givenRows?: readonly string[];
  reuse: boolean;
  /** Words already in the grid outside `slots` (kept by a region fill): a slot repeating one is refused unless `reuse`. */
  used?: readonly string[] | undefined;
}

/** Returns the list of problems found; an empty list means the fill is valid. */
export function checkCrossword(input: CheckInput): string[] {
  const problems: string[] = [];
  const dict = new Set<string>();
  for (const w of input.words) dict.add(w.toLowerCase());
  const grid = input.rows.map((r) => Array.from(r));
  const used = new Map<string, number>();
  for (const s of input.slots) {
    let word = '';
    for (let i = 0; i < s.length; i++) {
      const r = s.down ? s.row + i : s.row;
      const c = s.down ? s.col : s.col + i;
      const ch = grid[r]?.[c];
      if (ch === undefined || ch === '#' || ch === '.') {
        problems.push(`slot at row ${s.row} col ${s.col}: cell (${r},${c}) is ${ch === undefined ? 'off the board' : `"${ch}"`}`);
        word = '';
        break;
      }
      word += ch;
    }
    if (word === '') continue;
    if (!dict.has(word)) problems.push(`slot at row ${s.row} col ${s.col}: "${word}" is not in the dictionary`);
    used.set(word, (used.get(word) ?? 0) + 1);
  }
  if (!input.reuse) {
    for (const [w, n] of used) if (n > 1) problems.push(`"${w}" is used ${n} times`);
    const kept = new Set((input.used ?? []).map((w) => w.toLowerCase()));
    for (const w of used.keys()) if (kept.has(w)) problems.push(`"${w}" is already in the grid (a kept slot outside the region)`);
  }
  if (input.givenRows) {
    input.givenRows.forEach((row, r) => {
      Array.from(row).forEach((ch, c) => {
        if (/\p{L}/u.test(ch) && grid[r]?.[c] !== ch.toLowerCase()) {
          problems.push(`given letter "${ch}" at (${r},${c}) was changed to "${grid[r]?.[c]}"`);
        }
      });
    });
  }
  return problems;
}
