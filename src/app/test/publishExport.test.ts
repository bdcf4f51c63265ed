/**
 * The Export menu's crossword files (.puz, .ipuz, .xd): the board as shown, written by the app's
 * path (board text → publication → writer) and read back by readers we did not write
 * (`@xwordly/xword-parser`, Puzzmo's `xd-crossword-tools`); a board that cannot be written says why
 * in each language.
 */
import { parseIpuz, parsePuz, parseXd } from '@xwordly/xword-parser';
import { puzDecode, xdToJSON } from 'xd-crossword-tools';
import { beforeEach, describe, expect, it } from 'vitest';
import { check } from '../../../tests/check.ts';
import { parseGridFile } from '../../puzzles/crossword/index.ts';
import { boardText } from '../export/exporting.ts';
import { createI18n } from '../i18n/i18n.ts';
import { textOf } from '../i18n/index.ts';
import { boardPublication, PUBLISH_FORMATS, publishedFile, publishProblem } from '../export/publishing.ts';
import { useApp } from '../state/store.ts';

const initial = useApp.getInitialState();
beforeEach(() => useApp.setState(initial, true));

/** The shown board written in a format, as the menu writes it. */
function written(format: 'puz' | 'ipuz' | 'xd') {
  const s = useApp.getState();
  return publishedFile(boardPublication(s.boards.crossword.puzzle, boardText(s)), format).data;
}

function load(grid: string) {
  useApp.getState().loadPuzzles('crossword', 'small.grid', [parseGridFile(grid)]);
}

describe('crossword files for publication from the Export menu', () => {
  it('writes the filled board so that other readers see its grid and its slots', () => {
    load('cat#\nabed\nbone\n#dew\n');
    const rows = ['CAT#', 'ABED', 'BONE', '#DEW'];
    const puz = written('puz') as Uint8Array;
    const p = parsePuz(puz);
    check(p.grid.map((row) => row.map((c) => (c.isBlack ? '#' : c.solution)).join(''))).toEqual(rows);
    // Puzzmo's reader checks the checksums and numbers the clues: 4 across and 4 down, empty for now.
    const decoded = puzDecode(puz.buffer.slice(puz.byteOffset, puz.byteOffset + puz.byteLength) as ArrayBuffer);
    expect(decoded.clues.across.filter((c) => c !== undefined)).toHaveLength(4);
    expect(decoded.clues.down.filter((c) => c !== undefined)).toHaveLength(4);
    const ipuz = parseIpuz(written('ipuz') as string);
    check(ipuz.puzzle.map((row, r) => row.map((c, k) => (c.type === 'block' ? '#' : String(ipuz.solution?.[r]?.[k]))).join(''))).toEqual(rows);
    check([ipuz.clues.Across!.length, ipuz.clues.Down!.length]).toEqual([4, 4]);
    const xd = written('xd') as string;
    check(parseXd(xd).grid.map((row) => row.join(''))).toEqual(rows);
    expect(xdToJSON(xd).tiles).toHaveLength(4);
  });

  it('says, in each language, that an empty white cell stops a file that needs the whole solution', async () => {
    load('cat#\nab.d\nbone\n#dew\n');
    let problem = null;
    try {
      written('puz');
    } catch (e) {
      problem = publishProblem(e);
    }
    expect(problem).toMatchObject({ key: 'exporting.problem.cell-empty', params: { format: 'puz', row: 2, column: 3, count: 1 } });
    for (const language of ['en', 'zh', 'ru'] as const) {
      const i = await createI18n(language);
      const text = textOf(problem!, i.t.bind(i));
      check(text, language).not.toBe(problem!.key);
      check(text, language).toContain('.puz');
    }
    check(PUBLISH_FORMATS).toEqual(['puz', 'ipuz', 'xd']);
  });
});
