/** Helpers for the app tests: record a real search and encode it as the worker does. */
import { buildCrosswordModel, parseDictionary, parseGridFile, parseSlotFile, WordIndex, type CrosswordLayout } from '../../puzzles/crossword/index.ts';
import { search, type SearchEvent, type SearchOptions } from '../../solver/index.ts';
import { encodeEvent } from '../../worker/encode.ts';
import { EVENT_FIELDS } from '../../trace/codes.ts';

/** The bundled files, as text (a test-only import; the app fetches them at run time). */
const files = import.meta.glob<string>(['../../../public/puzzles/*', '../../../public/models/*.mzn', '../../../public/dictionaries/english-common.txt'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** Test-only fixtures (tests/fixtures/), as text. */
const fixtures = import.meta.glob<string>(['../../../tests/fixtures/**/*.txt', '../../../tests/fixtures/**/*.grid'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

export function fixtureFile(path: string): string {
  const text = fixtures[`../../../tests/fixtures/${path}`];
  if (text === undefined) throw new Error(`no fixture ${path}`);
  return text;
}

export function publicFile(path: string): string {
  // A sample named from /puzzles/ but kept beside it (`../models/australia.mzn`).
  const text = files[`../../../public/${path.replace(/^puzzles\/\.\.\//, '')}`];
  if (text === undefined) throw new Error(`no bundled file ${path}`);
  return text;
}

let common: WordIndex | null = null;
export function commonWords(): WordIndex {
  common ??= new WordIndex(parseDictionary(publicFile('dictionaries/english-common.txt')).words);
  return common;
}

export function puzzle(file: string): CrosswordLayout {
  const text = publicFile(`puzzles/${file}`);
  return file.endsWith('.grid') ? parseGridFile(text, file) : parseSlotFile(text, file)[0]!;
}

export interface Recording {
  variables: number;
  events: SearchEvent[];
  data: Int32Array;
  count: number;
  /** Assignment after each encoded record (index p = after p records). */
  reference: Int32Array[];
  done: Extract<SearchEvent, { type: 'done' }>;
}

export function record(layout: CrosswordLayout, options: Partial<SearchOptions>, reuse = false): Recording {
  const model = buildCrosswordModel(layout, commonWords(), { reuse });
  const n = layout.slots.length;
  const events = [...search(model.problem, { ...options, record: true })];
  const words: number[] = [];
  const push = (t: number, v: number, x: number, e: number) => words.push(t, v, x, e);
  for (const e of events) encodeEvent(e, push);
  const count = words.length / EVENT_FIELDS;
  // Reference boards, computed from the SearchEvent objects (not from the encoding).
  const reference: Int32Array[] = [new Int32Array(n).fill(-1)];
  let values = reference[0]!;
  for (const e of events) {
    if (e.type === 'done') continue;
    if (e.type === 'restart') {
      values = Int32Array.from(e.to);
      reference.push(values);
      continue;
    }
    if (e.type === 'backjump') {
      values = values.slice();
      for (const v of e.variables) values[v] = -1;
      reference.push(values);
      continue;
    }
    if (e.type === 'jump') {
      for (let v = 0; v < n; v++) {
        if (e.from[v] === e.to[v]) continue;
        values = values.slice();
        values[v] = e.to[v]!;
        reference.push(values);
      }
      continue;
    }
    values = values.slice();
    if (e.type === 'assign') values[e.variable] = e.value;
    if (e.type === 'backtrack') values[e.variable] = -1;
    reference.push(values);
  }
  const done = events[events.length - 1] as Extract<SearchEvent, { type: 'done' }>;
  return { variables: n, events, data: Int32Array.from(words), count, reference, done };
}
