/**
 * The "why" sentences, checked against facts computed here from the solver's own event objects
 * and the layout's geometry (never from explain.ts): the variable named, the value named, and the
 * reason (the crossing letter, the domain size, the constraint that emptied a domain, the slot
 * backtracked to). Every event of a few real searches is checked, at both detail levels.
 */
import { describe, expect, it } from 'vitest';
import { check } from '../../../tests/check.ts';
import { buildCrosswordModel, WordIndex, type CrosswordLayout } from '../../puzzles/crossword/index.ts';
import { buildFutoshikiModel, parseFutoshiki } from '../../puzzles/futoshiki/index.ts';
import { search, type SearchEvent, type SearchOptions } from '../../solver/index.ts';
import { encodeEvent } from '../../worker/encode.ts';
import { EventCode, EVENT_FIELDS } from '../../trace/codes.ts';
import { sketchProblem } from '../../trace/sketch.ts';
import { Trace } from '../../trace/trace.ts';
import { TraceIndex } from '../../trace/traceIndex.ts';
import { commonWords, publicFile, puzzle } from './record.ts';
import { explain, ordinal, type ExplainContext } from '../teaching/explain.ts';
import { Session } from '../teaching/session.ts';
import { english } from '../../text/index.ts';

type Options = Partial<SearchOptions> & Pick<SearchOptions, 'inference' | 'variableOrder'>;

/** Record a search, encode it as the worker does, and open a teaching session on it. */
function crosswordSession(layout: CrosswordLayout, index: WordIndex, options: Options, limit = Infinity) {
  const model = buildCrosswordModel(layout, index, { reuse: true });
  const events: SearchEvent[] = [];
  for (const e of search(model.problem, { ...options, record: true })) {
    if (e.type === 'done' || events.length >= limit) break;
    events.push(e);
  }
  const words: number[] = [];
  for (const e of events) encodeEvent(e, (t, v, x, y) => words.push(t, v, x, y));
  const trace = new Trace({ variables: model.problem.variables.length, checkpointInterval: 64 });
  trace.append(Int32Array.from(words), words.length / EVENT_FIELDS);
  const sketch = sketchProblem(model.problem, { inference: options.inference, ac3: options.ac3 ?? false, variableOrder: options.variableOrder, valueOrder: options.valueOrder ?? 'lex' });
  const byLength: Record<number, string[]> = {};
  for (const s of layout.slots) byLength[s.length] ??= [...(index.bucket(s.length)?.words ?? [])];
  const session = new Session({ index: new TraceIndex(trace, sketch), words: byLength, layout });
  session.sync();
  return { model, events, session, trace };
}

/** Letter positions (0-based) where slots a and b share a cell, from the layout alone. */
function crossing(layout: CrosswordLayout, a: number, b: number): [number, number] | null {
  const A = layout.slots[a]!.cells;
  const B = layout.slots[b]!.cells;
  for (let i = 0; i < A.length; i++) {
    const j = B.indexOf(A[i]!);
    if (j >= 0) return [i, j];
  }
  return null;
}

const HEURISTIC: Record<string, string> = { static: 'Static order takes', mrv: 'MRV picks', 'mrv-degree': 'MRV picks', 'dom-wdeg': 'dom/wdeg picks' };

/**
 * Walk the solver's events (d-way, depth-first) keeping our own assignment, domain sizes and the
 * stack of assigned variables, and check the sentence of each against them. Returns the kinds seen.
 */
function checkCrossword(layout: CrosswordLayout, index: WordIndex, options: Options): Set<string> {
  const { model, events, session, trace } = crosswordSession(layout, index, options);
  check(trace.total).toBe(events.length);
  const n = layout.slots.length;
  const name = (v: number) => layout.slots[v]!.name;
  const word = (v: number, x: number) => index.bucket(layout.slots[v]!.length)!.words[x]!.toUpperCase();
  const values = new Int32Array(n).fill(-1);
  let sizes: Int32Array = Int32Array.from(model.problem.variables, (v) => v.initial?.length ?? v.size);
  const savedSizes: Int32Array[] = [];
  const stack: number[] = []; // variables assigned, in order
  let beforeSearch = false;
  const seen = new Set<string>();

  events.forEach((e, i) => {
    const short = session.sentence(i, 'short');
    const long = session.sentence(i, 'long');
    expect(short.length).toBeGreaterThan(0);
    check(long.startsWith(short.slice(0, -1))).toBe(true);
    switch (e.type) {
      case 'phase':
        seen.add(`phase-${e.phase}`);
        beforeSearch = e.phase === 'ac3';
        check(short).toContain(e.phase === 'ac3' ? 'AC-3 before search' : 'Search begins');
        break;
      case 'select': {
        seen.add(`select-${e.heuristic}`);
        check(short.startsWith(`${HEURISTIC[e.heuristic]} ${name(e.variable)}`)).toBe(true);
        // The domain size the heuristic saw: the event's own, and the one we replayed.
        check(sizes[e.variable]).toBe(e.domainSize);
        check(short).toContain(`${e.domainSize.toLocaleString('en')} word${e.domainSize === 1 ? '' : 's'} left`);
        const others = [...sizes.keys()].filter((v) => v !== e.variable && values[v]! < 0);
        if (e.heuristic === 'static') {
          // Static: the first slot not yet filled.
          check(values.findIndex((x) => x < 0)).toBe(e.variable);
        } else if (e.heuristic === 'mrv' || e.heuristic === 'mrv-degree') {
          check(others.every((v) => sizes[v]! >= e.domainSize)).toBe(true);
          const ties = others.filter((v) => sizes[v] === e.domainSize);
          // The last slot is the only one left; a tie names the slots tied with it.
          if (others.length === 0) check(short).toContain('the only slot left');
          else if (ties.length === 0) check(short).toContain('fewer than any other slot');
          else {
            check(short).toContain('tied with ');
            for (const v of ties.slice(0, 3)) check(short).toContain(name(v));
          }
        }
        check(short).not.toContain(`Depth ${e.depth},`);
        check(long).toContain(`(Depth ${e.depth}, step ${(i + 1).toLocaleString('en')}.)`);
        break;
      }
      case 'assign':
        seen.add('assign');
        check(short.startsWith(`Try ${word(e.variable, e.value)} in ${name(e.variable)}: `)).toBe(true);
        check(short).toContain('the first word left in alphabetical order');
        check(long).toContain(`(Depth ${e.depth}.)`);
        values[e.variable] = e.value;
        stack.push(e.variable);
        savedSizes.push(sizes.slice());
        sizes[e.variable] = 1;
        break;
      case 'prune': {
        const pruned = word(e.variable, e.value);
        const raw = model.problem.constraints[e.constraint]?.label;
        const label = raw ? english(raw) : '';
        if (e.constraint < 0) {
          // Binary branching's right branch: the search itself removes the value.
          seen.add('prune-refute');
          check(e.via).toBe(e.variable);
          check(short).toContain(`${pruned} from ${name(e.variable)}`);
          check(short).toContain(`${name(e.variable)} = ${pruned} failed`);
          check(short).not.toContain('Forward checking');
        } else {
          const cross = crossing(layout, e.variable, e.via)!;
          expect(cross).not.toBeNull();
          const [pos, viaPos] = cross;
          check(short.startsWith(`${beforeSearch ? 'AC-3' : options.inference === 'fc' ? 'Forward checking' : 'Arc consistency (MAC)'} removes ${pruned} from ${name(e.variable)}: `)).toBe(true);
          if (values[e.via]! >= 0) {
            // Forward checking against an assigned slot: the letter its word puts in the crossing.
            seen.add(beforeSearch ? 'prune-ac3-assigned' : `prune-${options.inference}-assigned`);
            const viaWord = word(e.via, values[e.via]!);
            const letter = viaWord[viaPos]!;
            check(pruned[pos]).not.toBe(letter);
            check(short).toContain(`its ${ordinal(pos + 1)} letter must be ${letter} (${name(e.via)} is ${viaWord})`);
          } else {
            // Arc revision against an open slot: no word left there has this word's letter.
            seen.add(beforeSearch ? 'prune-ac3' : `prune-${options.inference}-arc`);
            const letter = pruned[pos]!;
            check(short).toContain(`no word left in ${name(e.via)} has ${letter} as its ${ordinal(viaPos + 1)} letter`);
          }
          check(short).not.toContain('(Constraint:');
          check(long).toContain(`(Constraint: ${label}.)`);
        }
        sizes[e.variable]!--;
        break;
      }
      case 'wipeout': {
        seen.add(stack.length ? 'wipeout' : 'wipeout-root');
        check(sizes[e.variable]).toBe(0);
        const via = model.problem.constraints[e.constraint]!.scope.find((v) => v !== e.variable)!;
        // The slot the search backs up to: the next backtrack's slot (or none at the root).
        const next = events.slice(i + 1).find((x) => x.type === 'backtrack');
        const nextSlot = next?.type === 'backtrack' ? next.variable : -1;
        // …which is the slot assigned last (the top of our own stack).
        check(stack[stack.length - 1] ?? -1).toBe(nextSlot);
        const back = stack.length ? `backtrack to ${name(nextSlot)}` : 'no solution';
        check(short).toBe(`${name(e.variable)} has no word left that fits ${name(via)}: ${back}.`);
        check(long).toContain(`(Emptied by ${english(model.problem.constraints[e.constraint]!.label)}.)`);
        break;
      }
      case 'conflict': {
        seen.add('conflict');
        const via = model.problem.constraints[e.constraint]!.scope.find((v) => v !== e.variable)!;
        expect(values[via]).toBeGreaterThanOrEqual(0);
        // The two words really disagree at the crossing.
        const [pos, viaPos] = crossing(layout, e.variable, via)!;
        check(word(e.variable, values[e.variable]!)[pos]).not.toBe(word(via, values[via]!)[viaPos]);
        // … and the sentence names both words and both letters.
        const mine = word(e.variable, values[e.variable]!);
        const theirs = word(via, values[via]!);
        check(short).toBe(
          `${mine} in ${name(e.variable)} has ${mine[pos]} where it crosses ${name(via)}, but ${theirs} in ${name(via)} has ${theirs[viaPos]} there (${english(model.problem.constraints[e.constraint]!.label)}): try the next word.`,
        );
        break;
      }
      case 'backtrack':
        seen.add(e.restored > 0 ? 'backtrack-restore' : 'backtrack');
        check(values[e.variable]).toBe(e.value);
        check(short.startsWith(`Take ${word(e.variable, e.value)} back from ${name(e.variable)}`)).toBe(true);
        if (e.restored > 0) check(short).toContain(`restore the ${e.restored.toLocaleString('en')} pruned word${e.restored === 1 ? '' : 's'}`);
        else check(short).not.toContain('restore');
        check(long).toContain('Its subtree failed');
        values[e.variable] = -1;
        check(stack.pop()).toBe(e.variable);
        sizes = savedSizes.pop()!;
        break;
      case 'solution':
        seen.add('solution');
        check(short.startsWith(`Solution ${e.index + 1}: every slot has a word`)).toBe(true);
        check([...e.values]).toEqual([...values]);
        break;
      default:
        throw new Error(`unexpected ${e.type}`);
    }
  });
  return seen;
}

const p1 = () => puzzle('seed000-p1.slots');

describe('why sentences (crossword, every event of a real search)', () => {
  it('forward checking with MRV: select, assign, crossing prunes, wipe-outs, backtracks, solution', () => {
    const seen = new Set<string>();
    for (const file of ['seed000-p1.slots', 'seed000-p4.slots']) {
      for (const s of checkCrossword(puzzle(file), commonWords(), { inference: 'fc', variableOrder: 'mrv', ac3: false })) seen.add(s);
    }
    for (const kind of ['phase-search', 'select-mrv', 'assign', 'prune-fc-assigned', 'wipeout', 'backtrack-restore', 'solution']) check(seen).toContain(kind);
  });

  it('static order and no inference: conflicts name both words that clash', () => {
    const seen = checkCrossword(puzzle('seed000-p2.slots'), commonWords(), { inference: 'none', variableOrder: 'static', ac3: false });
    for (const kind of ['select-static', 'conflict', 'backtrack', 'solution']) check(seen).toContain(kind);
  });

  it('AC-3 then MAC with the degree and dom/wdeg heuristics: arc prunes name the open slot and the letter', () => {
    const seen = new Set<string>();
    for (const variableOrder of ['mrv-degree', 'dom-wdeg'] as const) {
      for (const file of ['seed000-p3.slots', 'seed000-p4.slots']) {
        for (const s of checkCrossword(puzzle(file), commonWords(), { inference: 'mac', variableOrder, ac3: true })) seen.add(s);
      }
    }
    for (const kind of ['phase-ac3', 'phase-search', 'prune-ac3', 'prune-mac-arc', 'select-mrv-degree', 'select-dom-wdeg']) check(seen).toContain(kind);
  });

  it('AC-3 that empties a slot before search: the wipe-out says there is no solution and why', () => {
    // 4-Across (3 letters) must start with 1-Down's 4th letter; no 3-letter word here starts with A or E.
    const index = new WordIndex(['ante', 'area', 'arena', 'aroma', 'tear', 'tore', 'ore', 'era', 'ate', 'oat', 'to', 'at']);
    const seen = checkCrossword(p1(), index, { inference: 'fc', variableOrder: 'mrv', ac3: true });
    check(seen).toContain('prune-ac3');
    check(seen).toContain('wipeout-root');
  });

  it('binary branching: the refutation says the search removed the value itself', () => {
    const layout = puzzle('seed000-p2.slots');
    const { model, events, session } = crosswordSession(layout, commonWords(), { inference: 'fc', variableOrder: 'mrv', ac3: false, branching: 'binary' });
    const refutes = events.flatMap((e, i) => (e.type === 'prune' && e.constraint < 0 ? [i] : []));
    expect(refutes.length).toBeGreaterThan(0);
    for (const i of refutes.slice(0, 50)) {
      const e = events[i] as Extract<SearchEvent, { type: 'prune' }>;
      const name = layout.slots[e.variable]!.name;
      const w = model.word(e.variable, e.value).toUpperCase();
      // The value refuted is the one just taken back from the same slot.
      const back = events.slice(0, i).reverse().find((x) => x.type === 'backtrack');
      expect(back).toMatchObject({ variable: e.variable, value: e.value });
      const short = session.sentence(i, 'short');
      check(short).toContain(`${w} from ${name}`);
      check(short).toContain(`${name} = ${w} failed`);
      check(short).not.toContain('Forward checking');
    }
  });

  it('backjumps: the dead-end slot, the depths from and to, and what is taken back', () => {
    const layout = p1();
    const { events, session } = crosswordSession(layout, commonWords(), { inference: 'none', variableOrder: 'static', ac3: false, backjump: true });
    const jumps = events.flatMap((e, i) => (e.type === 'backjump' ? [i] : []));
    expect(jumps.length).toBeGreaterThan(2);
    for (const i of jumps) {
      const e = events[i] as Extract<SearchEvent, { type: 'backjump' }>;
      const taken = e.from - e.to;
      const between = taken - 1;
      const restored = e.restored > 0 ? ` with the ${e.restored} pruned word${e.restored === 1 ? '' : 's'}` : '';
      check(session.sentence(i, 'short')).toBe(
        `No word is left for ${layout.slots[e.variable]!.name}, and none of its failures involves an assignment deeper than depth ${e.to + 1}: ` +
          `jump back from depth ${e.from} to depth ${e.to}, taking back ${taken} assignments at once${restored}; ` +
          `chronological backtracking would first have tried the other words of the ${between} slot${between === 1 ? '' : 's'} in between, in vain.`,
      );
      check(session.sentence(i, 'long')).toContain('(Conflict-directed backjumping');
    }
  });

  it('breadth-first jumps name the slot and its new word (or empty)', () => {
    const layout = p1();
    const { model, events, session, trace } = crosswordSession(layout, commonWords(), { inference: 'fc', variableOrder: 'static', ac3: false, strategy: 'bfs' }, 3000);
    let p = 0;
    let sets = 0;
    for (const e of events) {
      if (e.type !== 'jump') {
        p++;
        continue;
      }
      for (let v = 0; v < e.to.length; v++) {
        if (e.from[v] === e.to[v]) continue;
        check(trace.type(p)).toBe(EventCode.set);
        const shown = e.to[v]! >= 0 ? model.word(v, e.to[v]!).toUpperCase() : 'empty';
        check(session.sentence(p, 'short')).toBe(`Breadth-first jump: ${layout.slots[v]!.name} becomes ${shown}.`);
        sets++;
        p++;
      }
    }
    expect(sets).toBeGreaterThan(1);
  });
});

describe('why sentences (digits)', () => {
  it('Futoshiki with forward checking: the digit, the cell it clashes with, and the relation', () => {
    const text = publicFile('puzzles/futoshiki-own-5x5.txt');
    const model = buildFutoshikiModel(parseFutoshiki(text, '5x5'), { alldiff: 'neq' });
    const problem = model.problem;
    const events = [...search(problem, { inference: 'fc', variableOrder: 'mrv', ac3: false, record: true })].filter((e) => e.type !== 'done');
    const sketch = sketchProblem(problem, { inference: 'fc', ac3: false, variableOrder: 'mrv', valueOrder: 'lex' });
    const values = new Int32Array(problem.variables.length).fill(-1);
    let checked = 0;
    for (const e of events) {
      if (e.type === 'assign') values[e.variable] = e.value;
      if (e.type === 'backtrack') values[e.variable] = -1;
      if (e.type !== 'prune' && e.type !== 'assign') continue;
      const ctx: ExplainContext = {
        sketch,
        valueName: (_v, x) => String(x + 1),
        nouns: { value: 'digit', variable: 'cell' },
        values,
        sizes: null,
        lastAssigned: -1,
        beforeSearch: false,
        step: 1,
        detail: 'short',
      };
      const name = problem.variables[e.variable]!.name;
      if (e.type === 'assign') {
        check(explain({ type: EventCode.assign, variable: e.variable, value: e.value, extra: e.depth }, ctx)).toBe(`Try ${e.value + 1} in ${name}: the first digit left in alphabetical order.`);
        continue;
      }
      if (e.constraint < 0 || e.via < 0 || problem.constraints[e.constraint]!.scope.length !== 2) continue;
      const sentence = explain({ type: EventCode.prune, variable: e.variable, value: e.value, extra: e.constraint }, ctx);
      expect(values[e.via]).toBeGreaterThanOrEqual(0);
      check(sentence).toBe(`Forward checking removes ${e.value + 1} from ${name}: ${problem.variables[e.via]!.name} is ${values[e.via]! + 1} and ${english(problem.constraints[e.constraint]!.label)}.`);
      checked++;
    }
    expect(checked).toBeGreaterThan(3);
  });
});
