/**
 * Parse errors are messages (src/puzzles/errors.ts): each bad input below reaches one of the
 * parsers' error sites. The CLI's English and JSON (`message`, `file`, `line`, `column`) are what
 * they were before the errors became messages (the JSON below was recorded from the English
 * parsers), and the app says the same error in 简体中文 and Русский from their own texts — no key
 * of the message falls back to English — still naming the file, the line and the column.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { check } from '../check.ts';
import { parseFutoshiki } from '../../src/puzzles/futoshiki/parse.ts';
import { parseSudokuFile } from '../../src/puzzles/sudoku/parse.ts';
import { parseQueens } from '../../src/puzzles/queens/puzzle.ts';
import { parseGridFile } from '../../src/puzzles/crossword/gridFile.ts';
import { parseSlotFile } from '../../src/puzzles/crossword/slotFile.ts';
import { parseDictionary } from '../../src/puzzles/crossword/dictionary.ts';
import { parseClueFile } from '../../src/puzzles/crossword/publish/clueFile.ts';
import { readXwordFile } from '../../src/puzzles/crossword/xwordFile.ts';
import { openForPublishing } from '../../src/puzzles/crossword/publish/opened.ts';
import { parseFlatZinc } from '../../src/puzzles/model/flatzinc.ts';
import { buildFznProblem } from '../../src/puzzles/model/model.ts';
import { ParseError } from '../../src/puzzles/errors.ts';
import { errorMessage } from '../../src/puzzles/files.ts';
import { english, isMessage, type Message } from '../../src/text/index.ts';
import enCore from '../../src/text/locales/en/core.json';
import { createI18n } from '../../src/app/i18n/i18n.ts';
import { textOf } from '../../src/app/i18n/message.ts';

/** Bad inputs, one or more for each of the parsers' error sites: [a name, what throws]. */
const FZN_HEAD = 'var 1..3: x :: output_var;\n';
const fzn = (body: string) => () => parseFlatZinc(body, 'm.fzn');
const build = (body: string) => () => buildFznProblem(parseFlatZinc(body, 'm.fzn'), 'm.fzn');
const bytes = (s: string) => new TextEncoder().encode(s);
const fixture = (name: string) => new Uint8Array(readFileSync(new URL(`../fixtures/xword/${name}`, import.meta.url)));
const XW = { keepLetters: false, maxSide: 50 };
const CASES: [string, () => unknown][] = [
  ['futoshiki bad number', () => parseFutoshiki('0 0 0 0\n0 x 0 0\n', 'f.txt')],
  ['futoshiki first row', () => parseFutoshiki('0 0\n', 'f.txt')],
  ['futoshiki row length', () => parseFutoshiki('0 0 0 0\n0 0 0\n', 'f.txt')],
  ['futoshiki given range', () => parseFutoshiki('0 0 0 7\n', 'f.txt')],
  ['futoshiki inequality', () => parseFutoshiki('0 0 0 0\n'.repeat(4) + '0 0 1\n', 'f.txt')],
  ['futoshiki off board', () => parseFutoshiki('0 0 0 0\n'.repeat(4) + '0 0 0 4\n', 'f.txt')],
  ['futoshiki not adjacent', () => parseFutoshiki('0 0 0 0\n'.repeat(4) + '0 0 2 2\n', 'f.txt')],
  ['futoshiki no puzzle', () => parseFutoshiki('# nothing\n', 'f.txt')],
  ['futoshiki rows', () => parseFutoshiki('0 0 0 0\n0 0 0 0\n', 'f.txt')],
  ['sudoku bad character', () => parseSudokuFile('12x\n', 's.sdk')],
  ['sudoku bad symbol', () => parseSudokuFile('A'.repeat(81) + '\n', 's.sdk')],
  ['sudoku given range', () => parseSudokuFile('5'.repeat(15) + '0\n', 's.sdk')],
  ['sudoku wrong length', () => parseSudokuFile('1'.repeat(80) + '\n', 's.sdk')],
  ['sudoku no puzzle', () => parseSudokuFile('\n', 's.sdk')],
  ['sudoku bad count', () => parseSudokuFile('.'.repeat(81) + ':x\n', 's.sdk')],
  ['sudoku count too large', () => parseSudokuFile('.'.repeat(81) + ':99999999999999999999\n', 's.sdk')],
  ['sudoku solution length', () => parseSudokuFile('.'.repeat(81) + ':1:123\n', 's.sdk')],
  ['sudoku solution character', () => parseSudokuFile('.'.repeat(81) + ':1:' + 'X'.repeat(81) + '\n', 's.sdk')],
  ['sudoku short puzzle', () => parseSudokuFile('.........\n'.repeat(3), 's.sdk')],
  ['sudoku row of a 9-line puzzle', () => parseSudokuFile('.........\n........\n', 's.sdk')],
  ['queens no header', () => parseQueens('', 'q.txt')],
  ['queens bad header', () => parseQueens('kings 8\n', 'q.txt')],
  ['queens size 0', () => parseQueens('queens 0\n', 'q.txt')],
  ['queens too large', () => parseQueens('queens 9\n', 'q.txt', 8)],
  ['queens pair', () => parseQueens('queens 4\n1 2\n1 x\n', 'q.txt')],
  ['queens row off', () => parseQueens('queens 4\n5 1\n', 'q.txt')],
  ['queens column off', () => parseQueens('queens 4\n1 5\n', 'q.txt')],
  ['queens second in pairs', () => parseQueens('queens 4\n1 1\n1 2\n', 'q.txt')],
  ['queens extra row', () => parseQueens('queens 2\n..\n..\n..\n', 'q.txt')],
  ['queens rows', () => parseQueens('queens 3\n...\n', 'q.txt')],
  ['queens cell', () => parseQueens('queens 2\n.x\n..\n', 'q.txt')],
  ['queens row length', () => parseQueens('queens 2\n...\n..\n', 'q.txt')],
  ['queens second on a row', () => parseQueens('queens 2\nQQ\n..\n', 'q.txt')],
  ['grid empty', () => parseGridFile('\n', 'g.grid')],
  ['grid rows', () => parseGridFile('..\n'.repeat(1001), 'g.grid')],
  ['grid empty line', () => parseGridFile('..\n\n..\n', 'g.grid')],
  ['grid cells', () => parseGridFile('.'.repeat(1001) + '\n', 'g.grid')],
  ['grid cell', () => parseGridFile('..\n.?\n', 'g.grid')],
  ['slots integer', () => parseSlotFile('x 0 3 h\n', 's.slots')],
  ['slots at least', () => parseSlotFile('0 0 1 h\n', 's.slots')],
  ['slots at most', () => parseSlotFile('8 8\n0 0 1001 h\n', 's.slots')],
  ['slots width', () => parseSlotFile('0 8\n0 0 3 h\n', 's.slots')],
  ['slots height', () => parseSlotFile('8 x\n0 0 3 h\n', 's.slots')],
  ['slots row', () => parseSlotFile('0 -1 3 h\n', 's.slots')],
  ['slots direction', () => parseSlotFile('0 0 3 q\n', 's.slots')],
  ['slots leaves', () => parseSlotFile('4 4\n2 0 3 h\n', 's.slots')],
  ['slots overlaps', () => parseSlotFile('0 0 3 h\n1 0 3 h\n', 's.slots')],
  ['slots overlaps down', () => parseSlotFile('0 0 3 v\n0 1 3 d\n', 's.slots')],
  ['slots empty', () => parseSlotFile('# none\n', 's.slots')],
  ['slots no slots', () => parseSlotFile('8 8\n', 's.slots')],
  ['slots groups', () => parseSlotFile('0 0 3 h 1\n', 's.slots')],
  ['words binary', () => parseDictionary('cat\ndo\u0000g\n', 'w.txt')],
  ['words none', () => parseDictionary('123\n456\n', 'w.txt')],
  ['words empty', () => parseDictionary('\n', 'w.txt')],
  ['clues no tab', () => parseClueFile('1-Across cat\n', 'c.txt', ['1-Across'])],
  ['clues second meta', () => parseClueFile('Title\tA\nTitle\tB\n', 'c.txt', ['1-Across'])],
  ['clues slot', () => parseClueFile('one\tcat\n', 'c.txt', ['1-Across'])],
  ['clues no slot', () => parseClueFile('9-Down\tcat\n', 'c.txt', ['1-Across', '1-Down'])],
  ['clues no slot at all', () => parseClueFile('9-Down\tcat\n', 'c.txt', [])],
  ['clues second', () => parseClueFile('1-Across\tcat\n1-Across\tdog\n', 'c.txt', ['1-Across'])],
  ['clues empty', () => parseClueFile('1-Across\t\n', 'c.txt', ['1-Across'])],
  ['xword checksum', () => readXwordFile('bad.puz', fixture('bad-checksum.puz'), XW)],
  ['xword truncated puz', () => readXwordFile('cut.puz', fixture('truncated.puz'), XW)],
  ['xword truncated ipuz', () => readXwordFile('cut.ipuz', fixture('truncated.ipuz'), XW)],
  ['xword not utf-8', () => readXwordFile('bad.ipuz', new Uint8Array([0xff, 0xfe, 0x00]), XW)],
  ['xword zipped', () => readXwordFile('z.jpz', new Uint8Array([0x50, 0x4b, 3, 4]), XW)],
  ['xword unreadable jpz', () => readXwordFile('z.jpz', bytes('<nothing/>'), XW)],
  ['xword not a crossword file', () => readXwordFile('z.txt', bytes('cat'), XW)],
  ['xword empty', () => readXwordFile('z.puz', new Uint8Array(0), XW)],
  ['xword not puz', () => readXwordFile('words.puz', bytes('cat\ndog\n'), XW)],
  ['xword too large', () => readXwordFile('tiny.puz', fixture('tiny.puz'), { keepLetters: false, maxSide: 2 })],
  ['opened not utf-8', () => openForPublishing('bad.ipuz', new Uint8Array([0xff, 0xfe, 0x00]))],
  ['opened not ipuz', () => openForPublishing('bad.ipuz', bytes('cat'))],
  ['opened zipped', () => openForPublishing('z.jpz', new Uint8Array([0x50, 0x4b, 3, 4]))],
  ['opened not a crossword file', () => openForPublishing('z.txt', bytes('cat'))],
  ['opened empty', () => openForPublishing('z.xd', new Uint8Array(0))],
  ['opened checksum', () => openForPublishing('bad.puz', fixture('bad-checksum.puz'))],
  ['fzn number after', fzn('float: f = 1.5e;\nsolve satisfy;\n')],
  ['fzn integer too large', fzn('var 1..99999999999999999999: x;\n')],
  ['fzn string on its line', fzn('predicate p("a\n")')],
  ['fzn string', fzn('predicate p("a')],
  ['fzn character', fzn('var 1..3: x @;\n')],
  ['fzn expected text', fzn('var 1..3 x;\n')],
  ['fzn expected name at the end', fzn('var 1..3:')],
  ['fzn expected integer', fzn('array [1..x] of int: a = [];\n')],
  ['fzn no solve', fzn(FZN_HEAD)],
  ['fzn after solve', fzn(FZN_HEAD + 'solve satisfy;\nvar 1..3: y;\n')],
  ['fzn index set', fzn('array [2..3] of int: a = [1, 2];\nsolve satisfy;\n')],
  ['fzn set variables', fzn('var set of 1..3: s;\nsolve satisfy;\n')],
  ['fzn float variables', fzn('var float: f;\nsolve satisfy;\n')],
  ['fzn expected type', fzn('var ?: f;\nsolve satisfy;\n')],
  ['fzn float ranges', fzn('var 1.0..2.0: f;\nsolve satisfy;\n')],
  ['fzn range too large', fzn('set of int: s = 1..100000000;\nsolve satisfy;\n')],
  ['fzn expected value', fzn('int: a = ;\nsolve satisfy;\n')],
  ['fzn unknown name', fzn('int: a = b;\nsolve satisfy;\n')],
  ['fzn not an array', fzn('int: b = 1;\nint: a = b[1];\nsolve satisfy;\n')],
  ['fzn index', fzn('array [1..1] of int: b = [1];\nint: a = b[2];\nsolve satisfy;\n')],
  ['fzn declared twice', fzn('int: a = 1;\nint: a = 2;\nsolve satisfy;\n')],
  ['fzn string variable', fzn('var string: s;\nsolve satisfy;\n')],
  ['fzn parameter without value', fzn('int: a;\nsolve satisfy;\n')],
  ['fzn expected array', fzn('array [1..1] of int: a = 1;\nsolve satisfy;\n')],
  ['fzn elements', fzn('array [1..2] of int: a = [1];\nsolve satisfy;\n')],
  ['fzn array variable', fzn(FZN_HEAD + 'array [1..1] of int: a = [x];\nsolve satisfy;\n')],
  ['fzn no elements', fzn('array [1..1] of var int: a;\nsolve satisfy;\n')],
  ['fzn unbounded', fzn('var int: x;\nsolve satisfy;\n')],
  ['fzn domain too large', fzn('var 1..100000000: x;\nsolve satisfy;\n')],
  ['fzn cannot be given', fzn('var 1..3: x = [1];\nsolve satisfy;\n')],
  ['fzn output list', fzn(FZN_HEAD + 'array [1..1] of var int: a :: output_array(1) = [x];\nsolve satisfy;\n')],
  ['fzn output size', fzn(FZN_HEAD + 'array [1..1] of var int: a :: output_array([1..2]) = [x];\nsolve satisfy;\n')],
  ['fzn objective', fzn(FZN_HEAD + 'solve minimize 1.5;\n')],
  ['fzn expected goal', fzn(FZN_HEAD + 'solve find;\n')],
  ['model unsupported', build(FZN_HEAD + 'constraint no_such_thing(x);\nsolve satisfy;\n')],
  ['model arguments', build(FZN_HEAD + 'constraint int_eq(x);\nsolve satisfy;\n')],
  ['model scalar', build(FZN_HEAD + 'constraint int_eq(x, [1]);\nsolve satisfy;\n')],
  ['model array', build(FZN_HEAD + 'constraint int_lin_eq(1, [x], 1);\nsolve satisfy;\n')],
  ['model constants', build(FZN_HEAD + 'constraint int_lin_eq([x], [x], 1);\nsolve satisfy;\n')],
  ['model constant', build(FZN_HEAD + 'constraint int_lin_eq([1], [x], x);\nsolve satisfy;\n')],
  ['model coefficients', build(FZN_HEAD + 'constraint int_lin_eq([1, 2], [x], 1);\nsolve satisfy;\n')],
  ['model set', build(FZN_HEAD + 'constraint set_in(x, 1);\nsolve satisfy;\n')],
];

/** Each case's error as the CLI's JSON prints it (recorded from the parsers before this change). */
const JSON_BEFORE: Readonly<Record<string, string>> = {
  "futoshiki bad number": "{\"message\":\"bad number \\\"x\\\"\",\"file\":\"f.txt\",\"line\":2,\"column\":3}",
  "futoshiki first row": "{\"message\":\"the first row has 2 numbers: N must be 4 to 9\",\"file\":\"f.txt\",\"line\":1,\"column\":1}",
  "futoshiki row length": "{\"message\":\"row 2 has 3 numbers, expected 4\",\"file\":\"f.txt\",\"line\":2,\"column\":6}",
  "futoshiki given range": "{\"message\":\"given 7 out of range 0..4\",\"file\":\"f.txt\",\"line\":1,\"column\":7}",
  "futoshiki inequality": "{\"message\":\"an inequality needs 4 numbers \\\"R1 C1 R2 C2\\\", got 3\",\"file\":\"f.txt\",\"line\":5,\"column\":6}",
  "futoshiki off board": "{\"message\":\"4 is off the board (rows and columns are 0..3)\",\"file\":\"f.txt\",\"line\":5,\"column\":7}",
  "futoshiki not adjacent": "{\"message\":\"cells (0,0) and (2,2) are not adjacent\",\"file\":\"f.txt\",\"line\":5,\"column\":5}",
  "futoshiki no puzzle": "{\"message\":\"no puzzle in the file\",\"file\":\"f.txt\",\"line\":1,\"column\":1}",
  "futoshiki rows": "{\"message\":\"expected 4 rows of numbers, got 2\",\"file\":\"f.txt\",\"line\":3,\"column\":1}",
  "sudoku bad character": "{\"message\":\"bad character \\\"x\\\": expected a digit 1-9 (A-G in 16 x 16), 0 or .\",\"file\":\"s.sdk\",\"line\":1,\"column\":3}",
  "sudoku bad symbol": "{\"message\":\"given A out of range for a 9 x 9 Sudoku (1-9)\",\"file\":\"s.sdk\",\"line\":1,\"column\":1}",
  "sudoku given range": "{\"message\":\"given 5 out of range for a 4 x 4 Sudoku (1-4)\",\"file\":\"s.sdk\",\"line\":1,\"column\":1}",
  "sudoku wrong length": "{\"message\":\"wrong length: 80 cells, expected 81 (or 9 per row in the 9-line form; 16, 36 or 256 for other sizes)\",\"file\":\"s.sdk\",\"line\":1,\"column\":81}",
  "sudoku no puzzle": "{\"message\":\"no puzzle in the file\",\"file\":\"s.sdk\",\"line\":1,\"column\":1}",
  "sudoku bad count": "{\"message\":\"bad solution count \\\"x\\\"\",\"file\":\"s.sdk\",\"line\":1,\"column\":83}",
  "sudoku count too large": "{\"message\":\"bad solution count \\\"99999999999999999999\\\": at most 9007199254740991\",\"file\":\"s.sdk\",\"line\":1,\"column\":83}",
  "sudoku solution length": "{\"message\":\"wrong length: solution has 3 cells, expected 81\",\"file\":\"s.sdk\",\"line\":1,\"column\":85}",
  "sudoku solution character": "{\"message\":\"bad character \\\"X\\\" in the solution\",\"file\":\"s.sdk\",\"line\":1,\"column\":85}",
  "sudoku short puzzle": "{\"message\":\"the 9-line puzzle started on line 1 has only 3 rows\",\"file\":\"s.sdk\",\"line\":4,\"column\":1}",
  "sudoku row of a 9-line puzzle": "{\"message\":\"wrong length: 8 cells, expected 9 (row 2 of the 9-line puzzle started on line 1)\",\"file\":\"s.sdk\",\"line\":2,\"column\":9}",
  "queens no header": "{\"message\":\"expected a header `queens N` (the board size), found nothing\",\"file\":\"q.txt\",\"line\":1,\"column\":1}",
  "queens bad header": "{\"message\":\"expected a header `queens N` (the board size), found \\\"kings 8\\\"\",\"file\":\"q.txt\",\"line\":1,\"column\":1}",
  "queens size 0": "{\"message\":\"the board size must be at least 1, found \\\"0\\\"\",\"file\":\"q.txt\",\"line\":1,\"column\":8}",
  "queens too large": "{\"message\":\"the board is 9 × 9, larger than the largest the app takes (8 × 8)\",\"file\":\"q.txt\",\"line\":1,\"column\":8}",
  "queens pair": "{\"message\":\"expected a queen as `ROW COLUMN` (two whole numbers from 1), found \\\"1 x\\\"\",\"file\":\"q.txt\",\"line\":3,\"column\":1}",
  "queens row off": "{\"message\":\"row \\\"5\\\" is off the board (rows 1 to 4)\",\"file\":\"q.txt\",\"line\":2,\"column\":1}",
  "queens column off": "{\"message\":\"column \\\"5\\\" is off the board (columns 1 to 4)\",\"file\":\"q.txt\",\"line\":2,\"column\":3}",
  "queens second in pairs": "{\"message\":\"row 1 holds a second queen (one queen per row)\",\"file\":\"q.txt\",\"line\":3,\"column\":1}",
  "queens extra row": "{\"message\":\"the board has 2 rows, found a row more: \\\"..\\\"\",\"file\":\"q.txt\",\"line\":4,\"column\":1}",
  "queens rows": "{\"message\":\"the board has 3 rows, found 1\",\"file\":\"q.txt\",\"line\":3,\"column\":1}",
  "queens cell": "{\"message\":\"expected `.` (empty) or `Q` (a queen), found \\\"x\\\"\",\"file\":\"q.txt\",\"line\":2,\"column\":2}",
  "queens row length": "{\"message\":\"row 1 has 3 cells, the board 2\",\"file\":\"q.txt\",\"line\":2,\"column\":3}",
  "queens second on a row": "{\"message\":\"row 1 holds a second queen (one queen per row)\",\"file\":\"q.txt\",\"line\":2,\"column\":2}",
  "grid empty": "{\"message\":\"expected the rows of a grid, found an empty file\",\"file\":\"g.grid\",\"line\":1,\"column\":1}",
  "grid rows": "{\"message\":\"expected at most 1000 rows, found 1001\",\"file\":\"g.grid\",\"line\":1001,\"column\":1}",
  "grid empty line": "{\"message\":\"expected a row of cells, found an empty line\",\"file\":\"g.grid\",\"line\":2,\"column\":1}",
  "grid cells": "{\"message\":\"expected at most 1000 cells in a row, found 1001\",\"file\":\"g.grid\",\"line\":1,\"column\":1001}",
  "grid cell": "{\"message\":\"expected a cell (# block, . open, or a letter), found \\\"?\\\"\",\"file\":\"g.grid\",\"line\":2,\"column\":2}",
  "slots integer": "{\"message\":\"expected X (the column) (a whole number), found \\\"x\\\"\",\"file\":\"s.slots\",\"line\":1,\"column\":1}",
  "slots at least": "{\"message\":\"LENGTH must be at least 2, found 1\",\"file\":\"s.slots\",\"line\":1,\"column\":5}",
  "slots at most": "{\"message\":\"LENGTH must be at most 1000, found 1001\",\"file\":\"s.slots\",\"line\":2,\"column\":5}",
  "slots width": "{\"message\":\"the board width must be at least 1, found 0\",\"file\":\"s.slots\",\"line\":1,\"column\":1}",
  "slots height": "{\"message\":\"expected the board height (a whole number), found \\\"x\\\"\",\"file\":\"s.slots\",\"line\":1,\"column\":3}",
  "slots row": "{\"message\":\"Y (the row) must be at least 0, found -1\",\"file\":\"s.slots\",\"line\":1,\"column\":3}",
  "slots direction": "{\"message\":\"expected a direction (h, v, A or D), found \\\"q\\\"\",\"file\":\"s.slots\",\"line\":1,\"column\":7}",
  "slots leaves": "{\"message\":\"slot at x=2 y=0 of length 3 (across) leaves the 4 x 4 board\",\"file\":\"s.slots\",\"line\":2,\"column\":1}",
  "slots overlaps": "{\"message\":\"slot at x=1 y=0 overlaps the across slot of line 1 at x=1 y=0\",\"file\":\"s.slots\",\"line\":2,\"column\":1}",
  "slots overlaps down": "{\"message\":\"slot at x=0 y=1 overlaps the down slot of line 1 at x=0 y=1\",\"file\":\"s.slots\",\"line\":2,\"column\":1}",
  "slots empty": "{\"message\":\"expected slots (X Y LENGTH DIRECTION), found an empty file\",\"file\":\"s.slots\",\"line\":1,\"column\":1}",
  "slots no slots": "{\"message\":\"expected slots after the board size, found the end of the file\",\"file\":\"s.slots\",\"line\":2,\"column\":1}",
  "slots groups": "{\"message\":\"expected groups of four fields X Y LENGTH DIRECTION, found 5 fields (1 left over after \\\"1\\\")\",\"file\":\"s.slots\",\"line\":1,\"column\":9}",
  "words binary": "{\"message\":\"expected text (one word per line), found binary data\",\"file\":\"w.txt\",\"line\":2,\"column\":3}",
  "words none": "{\"message\":\"expected words of letters, one per line, found none (2 lines skipped, e.g. line 1: \\\"123\\\")\",\"file\":\"w.txt\",\"line\":1,\"column\":1}",
  "words empty": "{\"message\":\"expected words, one per line, found an empty file\",\"file\":\"w.txt\",\"line\":1,\"column\":1}",
  "clues no tab": "{\"message\":\"expected a slot, a tab and its clue (e.g. \\\"1-Across<TAB>Feline pet\\\"), found no tab in \\\"1-Across cat\\\"\",\"file\":\"c.txt\",\"line\":1,\"column\":1}",
  "clues second meta": "{\"message\":\"a second Title line (one is enough)\",\"file\":\"c.txt\",\"line\":2,\"column\":1}",
  "clues slot": "{\"message\":\"expected a slot such as 1-Across or 12-Down (or Title, Author, Copyright, Notes), found \\\"one\\\"\",\"file\":\"c.txt\",\"line\":1,\"column\":1}",
  "clues no slot": "{\"message\":\"the grid has no slot 9-Down (it has 2 slots, from 1-Across to 1-Down)\",\"file\":\"c.txt\",\"line\":1,\"column\":1}",
  "clues no slot at all": "{\"message\":\"the grid has no slot 9-Down (it has 0 slots, from none to none)\",\"file\":\"c.txt\",\"line\":1,\"column\":1}",
  "clues second": "{\"message\":\"a second clue for 1-Across (the first is on line 1)\",\"file\":\"c.txt\",\"line\":2,\"column\":1}",
  "clues empty": "{\"message\":\"the clue for 1-Across is empty\",\"file\":\"c.txt\",\"line\":1,\"column\":10}",
  "xword checksum": "{\"message\":\"the checksum of its grid and clues does not match: the file is damaged or was changed after it was saved\",\"file\":\"bad.puz\",\"line\":0,\"column\":0}",
  "xword truncated puz": "{\"message\":\"the file ends inside its grid (it is cut short)\",\"file\":\"cut.puz\",\"line\":0,\"column\":0}",
  "xword truncated ipuz": "{\"message\":\"it is not a readable iPUZ crossword: Invalid JSON: Unexpected token 'i', \\\"ipuz({\\n  \\\"\\\"... is not valid JSON\",\"file\":\"cut.ipuz\",\"line\":0,\"column\":0}",
  "xword not utf-8": "{\"message\":\"it is not iPUZ text (it is not UTF-8)\",\"file\":\"bad.ipuz\",\"line\":0,\"column\":0}",
  "xword zipped": "{\"message\":\"it is a zipped .jpz; unzip it and open the XML file inside\",\"file\":\"z.jpz\",\"line\":0,\"column\":0}",
  "xword unreadable jpz": "{\"message\":\"it is not a readable JPZ crossword: no recognized root element\",\"file\":\"z.jpz\",\"line\":0,\"column\":0}",
  "xword not a crossword file": "{\"message\":\"it is not a .puz, .ipuz or .jpz file\",\"file\":\"z.txt\",\"line\":0,\"column\":0}",
  "xword empty": "{\"message\":\"the file is empty\",\"file\":\"z.puz\",\"line\":0,\"column\":0}",
  "xword not puz": "{\"message\":\"it is not an Across Lite file (no \\\"ACROSS&DOWN\\\" header)\",\"file\":\"words.puz\",\"line\":0,\"column\":0}",
  "xword too large": "{\"message\":\"it is not a readable Across Lite file: Grid dimensions too large: 5x5. Maximum supported size is 2x2\",\"file\":\"tiny.puz\",\"line\":0,\"column\":0}",
  "opened not utf-8": "{\"message\":\"it is not UTF-8 text\",\"file\":\"bad.ipuz\",\"line\":0,\"column\":0}",
  "opened not ipuz": "{\"message\":\"it is not iPUZ JSON\",\"file\":\"bad.ipuz\",\"line\":0,\"column\":0}",
  "opened zipped": "{\"message\":\"it is a zipped .jpz; unzip it and open the XML file inside\",\"file\":\"z.jpz\",\"line\":0,\"column\":0}",
  "opened not a crossword file": "{\"message\":\"it is not a .puz, .ipuz, .jpz or .xd file\",\"file\":\"z.txt\",\"line\":0,\"column\":0}",
  "opened empty": "{\"message\":\"the file is empty\",\"file\":\"z.xd\",\"line\":0,\"column\":0}",
  "opened checksum": "{\"message\":\"the checksum of its grid and clues does not match: the file is damaged or was changed after it was saved\",\"file\":\"bad.puz\",\"line\":0,\"column\":0}",
  "fzn number after": "{\"message\":\"expected \\\";\\\", found \\\"e\\\"\",\"file\":\"m.fzn\",\"line\":1,\"column\":15}",
  "fzn integer too large": "{\"message\":\"integer \\\"99999999999999999999\\\" is too large\",\"file\":\"m.fzn\",\"line\":1,\"column\":8}",
  "fzn string on its line": "{\"message\":\"a string is not closed on its line\",\"file\":\"m.fzn\",\"line\":1,\"column\":13}",
  "fzn string": "{\"message\":\"a string is not closed\",\"file\":\"m.fzn\",\"line\":1,\"column\":13}",
  "fzn character": "{\"message\":\"unexpected character \\\"@\\\"\",\"file\":\"m.fzn\",\"line\":1,\"column\":13}",
  "fzn expected text": "{\"message\":\"expected \\\":\\\", found \\\"x\\\"\",\"file\":\"m.fzn\",\"line\":1,\"column\":10}",
  "fzn expected name at the end": "{\"message\":\"expected a name, found the end of the file\",\"file\":\"m.fzn\",\"line\":1,\"column\":10}",
  "fzn expected integer": "{\"message\":\"expected an integer, found \\\"x\\\"\",\"file\":\"m.fzn\",\"line\":1,\"column\":11}",
  "fzn no solve": "{\"message\":\"no solve item (expected \\\"solve satisfy;\\\")\",\"file\":\"m.fzn\",\"line\":2,\"column\":1}",
  "fzn after solve": "{\"message\":\"nothing may follow the solve item, found \\\"var\\\"\",\"file\":\"m.fzn\",\"line\":3,\"column\":1}",
  "fzn index set": "{\"message\":\"an array's index set must be 1..n, found 2..3\",\"file\":\"m.fzn\",\"line\":1,\"column\":1}",
  "fzn set variables": "{\"message\":\"not supported: set variables (var set of int)\",\"file\":\"m.fzn\",\"line\":1,\"column\":12}",
  "fzn float variables": "{\"message\":\"not supported: float variables\",\"file\":\"m.fzn\",\"line\":1,\"column\":1}",
  "fzn expected type": "{\"message\":\"unexpected character \\\"?\\\"\",\"file\":\"m.fzn\",\"line\":1,\"column\":5}",
  "fzn float ranges": "{\"message\":\"not supported: float variables\",\"file\":\"m.fzn\",\"line\":1,\"column\":5}",
  "fzn range too large": "{\"message\":\"the range 1..100000000 has more than 1048576 values: the engine keeps each value of a variable or a set, 1048576 at most (a sum with large coefficients, such as an objective, spans many: scale them down)\",\"file\":\"m.fzn\",\"line\":1,\"column\":17}",
  "fzn expected value": "{\"message\":\"expected a value, found \\\";\\\"\",\"file\":\"m.fzn\",\"line\":1,\"column\":10}",
  "fzn unknown name": "{\"message\":\"unknown name \\\"b\\\"\",\"file\":\"m.fzn\",\"line\":1,\"column\":10}",
  "fzn not an array": "{\"message\":\"\\\"b\\\" is not an array\",\"file\":\"m.fzn\",\"line\":2,\"column\":10}",
  "fzn index": "{\"message\":\"index 2 is outside \\\"b\\\" (1..1)\",\"file\":\"m.fzn\",\"line\":2,\"column\":10}",
  "fzn declared twice": "{\"message\":\"\\\"a\\\" is declared twice\",\"file\":\"m.fzn\",\"line\":2,\"column\":6}",
  "fzn string variable": "{\"message\":\"a string cannot be a variable\",\"file\":\"m.fzn\",\"line\":1,\"column\":1}",
  "fzn parameter without value": "{\"message\":\"parameter \\\"a\\\" has no value\",\"file\":\"m.fzn\",\"line\":1,\"column\":6}",
  "fzn expected array": "{\"message\":\"\\\"a\\\" is an array: expected [ ... ]\",\"file\":\"m.fzn\",\"line\":1,\"column\":26}",
  "fzn elements": "{\"message\":\"\\\"a\\\" has 1 elements, its index set says 2\",\"file\":\"m.fzn\",\"line\":1,\"column\":26}",
  "fzn array variable": "{\"message\":\"parameter array \\\"a\\\" holds a variable\",\"file\":\"m.fzn\",\"line\":2,\"column\":26}",
  "fzn no elements": "{\"message\":\"array of variables \\\"a\\\" has no elements\",\"file\":\"m.fzn\",\"line\":1,\"column\":26}",
  "fzn unbounded": "{\"message\":\"not supported: variable \\\"x\\\" has no finite domain (var int); give it bounds\",\"file\":\"m.fzn\",\"line\":1,\"column\":1}",
  "fzn domain too large": "{\"message\":\"the range 1..100000000 has more than 1048576 values: the engine keeps each value of a variable or a set, 1048576 at most (a sum with large coefficients, such as an objective, spans many: scale them down)\",\"file\":\"m.fzn\",\"line\":1,\"column\":5}",
  "fzn cannot be given": "{\"message\":\"\\\"x\\\" cannot be given \\\"[\\\"\",\"file\":\"m.fzn\",\"line\":1,\"column\":15}",
  "fzn output list": "{\"message\":\"output_array expects a list of index ranges\",\"file\":\"m.fzn\",\"line\":2,\"column\":31}",
  "fzn output size": "{\"message\":\"output_array's ranges hold 2 elements, the array 1\",\"file\":\"m.fzn\",\"line\":2,\"column\":31}",
  "fzn objective": "{\"message\":\"not supported: float objectives\",\"file\":\"m.fzn\",\"line\":2,\"column\":16}",
  "fzn expected goal": "{\"message\":\"expected satisfy, minimize or maximize, found \\\"find\\\"\",\"file\":\"m.fzn\",\"line\":2,\"column\":7}",
  "model unsupported": "{\"message\":\"not supported: constraint \\\"no_such_thing\\\"\",\"file\":\"m.fzn\",\"line\":2,\"column\":12}",
  "model arguments": "{\"message\":\"int_eq: expected 2 or more arguments, found 1\",\"file\":\"m.fzn\",\"line\":2,\"column\":12}",
  "model scalar": "{\"message\":\"int_eq: expected an integer, a bool or a variable, found an array\",\"file\":\"m.fzn\",\"line\":2,\"column\":12}",
  "model array": "{\"message\":\"int_lin_eq: argument 1 should be an array\",\"file\":\"m.fzn\",\"line\":2,\"column\":12}",
  "model constants": "{\"message\":\"int_lin_eq: argument 1 should hold constants\",\"file\":\"m.fzn\",\"line\":2,\"column\":12}",
  "model constant": "{\"message\":\"int_lin_eq: argument 3 should be a constant\",\"file\":\"m.fzn\",\"line\":2,\"column\":12}",
  "model coefficients": "{\"message\":\"int_lin_eq: 2 coefficients for 1 variables\",\"file\":\"m.fzn\",\"line\":2,\"column\":12}",
  "model set": "{\"message\":\"set_in: argument 2 should be a set of integers\",\"file\":\"m.fzn\",\"line\":2,\"column\":12}",
};

function parseError(run: () => unknown): ParseError {
  try {
    run();
  } catch (e) {
    if (e instanceof ParseError) return e;
    throw e;
  }
  throw new Error('no error');
}

/** The keys of a message and of the messages it nests. */
function keysOf(m: Message<string>): string[] {
  return [m.key, ...Object.values(m.params).flatMap((p) => (isMessage(p) ? keysOf(p) : []))];
}

type Tree = { readonly [key: string]: string | Tree };
/** The `parse` keys of the English texts, dotted. */
function leaves(tree: Tree, prefix: string): string[] {
  return Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}${k}`] : leaves(v, `${prefix}${k}.`)));
}

describe('parse errors as messages', () => {
  it('say in English what they said before, byte for byte, and their English is the message’s', () => {
    check(CASES.map(([name]) => name)).toEqual(Object.keys(JSON_BEFORE));
    for (const [name, run] of CASES) {
      const e = parseError(run);
      check(JSON.stringify(e), name).toBe(JSON_BEFORE[name]);
      check(english(e.said), name).toBe(e.reason);
      check(e.message, name).toBe(`${e.file}:${e.line}:${e.column}: ${e.reason}`);
    }
  });

  it('read in 简体中文 and Русский from their own texts, naming the file, line and column', async () => {
    const reached = new Set<string>();
    for (const language of ['zh', 'ru'] as const) {
      const i18n = await createI18n(language);
      const own = (key: string) => ['', '_one', '_other'].some((form) => i18n.getResource(language, 'translation', `${key}${form}`) !== undefined);
      for (const [name, run] of CASES) {
        const e = parseError(run);
        const shown = errorMessage(e);
        for (const key of keysOf(shown)) {
          check(own(key), `${language} ${name}: ${key}`).toBe(true);
          reached.add(key);
        }
        const text = textOf(shown, i18n.t.bind(i18n));
        check(text, `${language} ${name}`).not.toBe(english(shown));
        check(text, `${language} ${name}`).not.toMatch(/\{\{|parse\./);
        check(text, `${language} ${name}`).toContain(e.file);
        if (e.line > 0) check(text, `${language} ${name}`).toMatch(new RegExp(`\\b${e.line}\\b[^]*\\b${e.column}\\b`));
      }
    }
    // Most of the parse texts are reached by the cases above (the rest: the CLI's and the limits').
    const all = leaves(enCore.parse as Tree, 'parse.');
    expect(all.filter((k) => reached.has(k)).length).toBeGreaterThan(all.length * 0.7);
  });
});
