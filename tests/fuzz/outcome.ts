/**
 * What a parser may do with any text: return a well-formed value, or throw its own ParseError at a
 * line and column inside the text, with a short human reason. Anything else is a bug.
 */
import fc from 'fast-check';
import { expect } from 'vitest';
import { ParseError } from '../../src/puzzles/errors.ts';
import { fuzzRuns, REPORT } from './hostile.ts';

/** Lines as the parsers count them (LF, CRLF or a lone CR ends a line). */
export function textLines(text: string): string[] {
  return text.split(/\r\n|\r|\n/);
}

/** The longest reason a parser may give: it quotes at most a short excerpt of the input. */
export const MAX_REASON = 300;

/** Problems with a thrown value, or [] when it is a proper ParseError for `text`. */
export function errorProblems(error: unknown, text: string, file: string): string[] {
  if (!(error instanceof ParseError)) {
    return [`threw ${error instanceof Error ? `${error.name}: ${error.message.slice(0, 200)}` : String(error)} instead of a ParseError`];
  }
  const problems: string[] = [];
  const all = textLines(text);
  const { line, column, reason } = error;
  if (!Number.isSafeInteger(line) || line < 1 || line > all.length) problems.push(`line ${line} is not within 1..${all.length}`);
  else if (!Number.isSafeInteger(column) || column < 1 || column > all[line - 1]!.length + 1) {
    problems.push(`column ${column} is not within 1..${all[line - 1]!.length + 1} of line ${line}`);
  }
  if (error.file !== file) problems.push(`file ${JSON.stringify(error.file)} instead of ${JSON.stringify(file)}`);
  if (reason.trim() === '') problems.push('an empty reason');
  if (reason.length > MAX_REASON) problems.push(`a reason of ${reason.length} characters: ${reason.slice(0, 80)}…`);
  if (/undefined|\[object /.test(reason)) problems.push(`a reason showing a program value: ${reason.slice(0, 120)}`);
  for (const word of ['NaN', 'Infinity']) {
    if (reason.includes(word) && !text.includes(word)) problems.push(`a reason with ${word}: ${reason.slice(0, 120)}`);
  }
  if (error.message !== `${file}:${line}:${column}: ${reason}`) problems.push(`message ${JSON.stringify(error.message.slice(0, 120))}`);
  return problems;
}

export interface Counts {
  parsed: number;
  errors: number;
}

/**
 * Run `parse` on `text`: returns whether it parsed, and fails the test (with the text shrunk by
 * fast-check) when the value is not well-formed or the throw is not a proper ParseError.
 */
export function checkParse<T>(text: string, file: string, parse: (text: string) => T, wellFormed: (value: T, text: string) => string[], counts: Counts): void {
  let value: T;
  try {
    value = parse(text);
  } catch (error) {
    counts.errors++;
    expect(errorProblems(error, text, file)).toEqual([]);
    return;
  }
  counts.parsed++;
  expect(wellFormed(value, text)).toEqual([]);
}

/** Assert the property over `fuzzRuns()` hostile texts; prints the counts under `npm run fuzz`. */
export function fuzzParser<T>(
  name: string,
  texts: fc.Arbitrary<string>,
  file: string,
  parse: (text: string) => T,
  wellFormed: (value: T, text: string) => string[],
): Counts {
  const counts: Counts = { parsed: 0, errors: 0 };
  const runs = fuzzRuns();
  fc.assert(
    fc.property(texts, (text) => checkParse(text, file, parse, wellFormed, counts)),
    { numRuns: runs },
  );
  if (REPORT) console.log(`fuzz ${name}: ${runs} inputs (${counts.parsed} parsed, ${counts.errors} ParseError; counts include shrinking)`);
  // A fuzzer that only ever sees errors (or only successes) is not reaching the parser's depths.
  if (runs >= 100) {
    expect(counts.parsed).toBeGreaterThan(runs / 50);
    expect(counts.errors).toBeGreaterThan(runs / 50);
  }
  return counts;
}

/** Time a call; returns its milliseconds and its outcome (value or thrown error). */
export function timed(f: () => unknown): { ms: number; outcome: unknown; threw: boolean } {
  const start = performance.now();
  try {
    const outcome = f();
    return { ms: performance.now() - start, outcome, threw: false };
  } catch (error) {
    return { ms: performance.now() - start, outcome: error, threw: true };
  }
}
