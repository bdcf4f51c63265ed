/**
 * The exports of a grid of digits, Sudoku or Futoshiki (docs/export.md): the board as an SVG
 * picture (givens shaded and bold, the solver's digits in blue, the candidates of empty cells,
 * Sudoku boxes, Futoshiki signs) and as text. Pure.
 */
import { signText, type NumberPuzzle } from './board.ts';
import { i18n } from '../../i18n/index.ts';
import type { ShownStep } from '../kind.ts';
import { CELL, cellText, COLOURS, escapeXml, MARGIN, MONO, num, svgDocument } from '../svg.ts';
import { numberBoardView } from './view.ts';

/** Gap between two Futoshiki cells, where the sign is (as on the board: 0.45 of a cell). */
const GAP = Math.round(CELL * 0.45);

function viewAt(puzzle: NumberPuzzle, step: ShownStep | null) {
  return numberBoardView(puzzle, step?.values ?? null, step?.masks ?? null, null);
}

function sudokuBody(puzzle: NumberPuzzle, cellAt: (cell: number) => [number, number]): string[] {
  const n = puzzle.size;
  const side = n * CELL;
  const body: string[] = [];
  for (let cell = 0; cell < n * n; cell++) {
    if (puzzle.givens[cell]! > 0) {
      const [x, y] = cellAt(cell);
      body.push(`<rect x="${x}" y="${y}" width="${CELL}" height="${CELL}" fill="${COLOURS.givenCell}"/>`);
    }
  }
  const line = (x1: number, y1: number, x2: number, y2: number, thick: boolean) =>
    `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${thick ? COLOURS.frame : COLOURS.thinLine}" stroke-width="${thick ? 3 : 1}"${thick ? ' stroke-linecap="square"' : ''}/>`;
  const thin: string[] = [];
  const thick: string[] = [];
  for (let k = 1; k < n; k++) {
    const at = MARGIN + k * CELL;
    (k % puzzle.boxCols === 0 ? thick : thin).push(line(at, MARGIN, at, MARGIN + side, k % puzzle.boxCols === 0));
    (k % puzzle.boxRows === 0 ? thick : thin).push(line(MARGIN, at, MARGIN + side, at, k % puzzle.boxRows === 0));
  }
  body.push(...thin, ...thick);
  body.push(`<rect x="${MARGIN}" y="${MARGIN}" width="${side}" height="${side}" fill="none" stroke="${COLOURS.frame}" stroke-width="3"/>`);
  return body;
}

function futoshikiBody(puzzle: NumberPuzzle, cellAt: (cell: number) => [number, number]): string[] {
  const n = puzzle.size;
  const body: string[] = [];
  for (let cell = 0; cell < n * n; cell++) {
    const [x, y] = cellAt(cell);
    const fill = puzzle.givens[cell]! > 0 ? COLOURS.givenCell : COLOURS.cell;
    body.push(`<rect x="${x + 1}" y="${y + 1}" width="${CELL - 2}" height="${CELL - 2}" rx="5" fill="${fill}" stroke="${COLOURS.futoshikiCell}" stroke-width="2"/>`);
    for (const direction of ['right', 'down'] as const) {
      const text = signText(puzzle[direction][cell] ?? 0, direction);
      if (text === '') continue;
      const sx = direction === 'right' ? x + CELL + GAP / 2 : x + CELL / 2;
      const sy = direction === 'right' ? y + CELL / 2 : y + CELL + GAP / 2;
      body.push(`<text class="sign" data-cell="${cell}" data-direction="${direction}" x="${num(sx)}" y="${num(sy)}" font-size="${num(CELL * 0.5)}" font-weight="700" fill="${COLOURS.frame}" text-anchor="middle" dominant-baseline="central">${escapeXml(text)}</text>`);
    }
  }
  return body;
}

/** The candidates of an empty cell, one line of text per row of the small candidate grid. */
function candidatesSvg(x: number, y: number, text: string): string {
  const lines = text.split('\n');
  const size = CELL * 0.24;
  const top = y + CELL / 2 - ((lines.length - 1) * size * 1.15) / 2;
  const spans = lines.map((l, i) => `<tspan x="${num(x + CELL / 2)}" y="${num(top + i * size * 1.15)}">${escapeXml(l.replace(/ /g, '\u00a0'))}</tspan>`);
  return `<text class="candidates" font-family="${escapeXml(MONO)}" font-size="${num(size)}" fill="${COLOURS.small}" text-anchor="middle" dominant-baseline="central" xml:space="preserve">${spans.join('')}</text>`;
}

export function numberSvg(puzzle: NumberPuzzle, step: ShownStep | null): string {
  const n = puzzle.size;
  const futoshiki = puzzle.kind === 'futoshiki';
  const pitch = futoshiki ? CELL + GAP : CELL;
  const side = futoshiki ? n * CELL + (n - 1) * GAP : n * CELL;
  const cellAt = (cell: number): [number, number] => [MARGIN + (cell % n) * pitch, MARGIN + Math.floor(cell / n) * pitch];
  const view = viewAt(puzzle, step);
  const body = futoshiki ? futoshikiBody(puzzle, cellAt) : sudokuBody(puzzle, cellAt);
  for (let cell = 0; cell < n * n; cell++) {
    const [x, y] = cellAt(cell);
    const digit = view.digits[cell] ?? '';
    const candidates = view.candidates[cell] ?? '';
    if (digit !== '') body.push(cellText(x, y, digit, puzzle.givens[cell]! > 0, cell));
    else if (candidates !== '') body.push(candidatesSvg(x, y, candidates));
  }
  // The picture's title in the interface's language ("Sudoku 9 × 9", "数独 9 × 9").
  const title = `${i18n.t(futoshiki ? 'catalog.kind.futoshiki' : 'catalog.kind.sudoku')} ${n} × ${n}`;
  return svgDocument(side + 2 * MARGIN, side + 2 * MARGIN, title, body);
}

/** One row per line, one symbol per cell (`1`-`9`, `A`-`G` for 10-16), `.` an empty cell. */
export function numberText(puzzle: NumberPuzzle, step: ShownStep | null): string {
  const n = puzzle.size;
  const { digits } = viewAt(puzzle, step);
  const rows: string[] = [];
  for (let r = 0; r < n; r++) rows.push(digits.slice(r * n, (r + 1) * n).map((d) => d || '.').join(''));
  return rows.join('\n') + '\n';
}
