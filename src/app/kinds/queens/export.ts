/**
 * The exports of an N-queens board (docs/export.md): an SVG picture (a chequered board, queens as
 * ♛, placed ones shaded, the solver's in blue; past 64 × 64 the board is drawn as one square with
 * a dot per queen) and text (`Q` a queen, `.` an empty cell, one row a line). Pure.
 */
import type { QueensPuzzle } from '../../../puzzles/queens/index.ts';
import { i18n } from '../../i18n/index.ts';
import type { ShownStep } from '../kind.ts';
import { CELL, COLOURS, MARGIN, num, svgDocument } from '../svg.ts';
import { queensTextRows, queensView } from './view.ts';

/** Largest picture side, in SVG units, before cells shrink below CELL. */
const MAX_SIDE = 800;
/** Past this side the picture has no cells, only dots. */
const CELLS_UP_TO = 64;

function viewAt(puzzle: QueensPuzzle, step: ShownStep | null) {
  return queensView(puzzle, step?.values ?? null, null, null, 0, false);
}

export function queensSvg(puzzle: QueensPuzzle, step: ShownStep | null): string {
  const n = puzzle.size;
  const view = viewAt(puzzle, step);
  const cell = Math.min(CELL, MAX_SIDE / n);
  const side = n * cell;
  const body: string[] = [];
  const at = (k: number) => num(MARGIN + k * cell);
  if (n <= CELLS_UP_TO) {
    for (let r = 0; r < n; r++) {
      for (let c = 0; c < n; c++) {
        const given = view.given[r] === 1 && view.queens[r] === c;
        const dark = (r + c) % 2 === 1;
        if (dark || given) body.push(`<rect x="${at(c)}" y="${at(r)}" width="${num(cell)}" height="${num(cell)}" fill="${given ? '#cbd5e1' : COLOURS.givenCell}"/>`);
      }
    }
    for (let r = 0; r < n; r++) {
      const c = view.queens[r]!;
      if (c < 0) continue;
      const given = view.given[r] === 1;
      body.push(
        `<text data-row="${r}" data-column="${c}" data-given="${given}" x="${num(MARGIN + (c + 0.5) * cell)}" y="${num(MARGIN + (r + 0.5) * cell)}" font-size="${num(cell * 0.75)}" fill="${given ? COLOURS.given : COLOURS.placed}" text-anchor="middle" dominant-baseline="central">♛</text>`,
      );
    }
  } else {
    for (let r = 0; r < n; r++) {
      const c = view.queens[r]!;
      if (c < 0) continue;
      body.push(`<circle data-row="${r}" data-column="${c}" cx="${num(MARGIN + (c + 0.5) * cell)}" cy="${num(MARGIN + (r + 0.5) * cell)}" r="${num(Math.max(cell * 0.45, 0.6))}" fill="${view.given[r] ? COLOURS.given : COLOURS.placed}"/>`);
    }
  }
  body.push(`<rect x="${MARGIN}" y="${MARGIN}" width="${num(side)}" height="${num(side)}" fill="none" stroke="${COLOURS.frame}" stroke-width="2"/>`);
  const title = `${i18n.t('catalog.kind.queens')} ${n} × ${n}`;
  return svgDocument(side + 2 * MARGIN, side + 2 * MARGIN, title, body);
}

/** One row per line: `Q` a queen, `.` an empty cell. */
export function queensText(puzzle: QueensPuzzle, step: ShownStep | null): string {
  return queensTextRows(viewAt(puzzle, step)).join('\n') + '\n';
}
