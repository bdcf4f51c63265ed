/**
 * Grid insight in the app (issue 23): the worker's messages (small, a newer edit superseding a
 * waiting one, stale answers dropped by the client), the region a fill solves, locks kept by edits
 * and by the saved record, and the store's insight and fills end to end with the inline client.
 */
import { describe, expect, it } from 'vitest';
import { check } from '../../../tests/check.ts';
import { buildCrosswordModel, gridInsight, layoutFromBoard, parseDictionary, WordIndex, type CrosswordLayout } from '../../puzzles/crossword/index.ts';
import { referenceSolve } from '../../solver/index.ts';
import { crosswordCheck } from '../../checkers/solutions.ts';
import { InsightDesk, insightRequest, layoutOfRequest } from '../../worker/jobs/insightDesk.ts';
import type { InsightRequest } from '../../worker/protocol.ts';
import { SolverClient } from '../run/solverClient.ts';
import { crosswordKind } from '../kinds/crossword/index.ts';
import { lockCells, regionBoard, regionOf, slotsInRegion } from '../kinds/index.ts';
import { createAppStore, type StoreServices } from '../state/index.ts';
import { fakeWorkers } from './fakeWorker.ts';
import { textOf, type Message } from '../i18n/message.ts';

function board(rows: string[]): CrosswordLayout {
  const width = rows[0]!.length;
  const cells = rows.join('');
  return layoutFromBoard(width, rows.length, Array.from(cells, (c) => c === '#'), Array.from(cells, (c) => (c === '#' || c === '.' ? '' : c)));
}

const WORDS = ['cat', 'car', 'cot', 'art', 'arc', 'ant', 'tar', 'tan', 'oar', 'ore', 'are', 'era', 'ate', 'tea', 'eat', 'rat', 'ran', 'net', 'ten', 'toe'];
const index = new WordIndex(WORDS);
const three = board(['...', '...', '...']);

describe('insight messages', () => {
  it('a request is small (the blocks as a string, the letters; no slots when they are the blocks’ own) and reads back as the same layout', () => {
    const layout = board(['c..#', '....', '....', '#...']);
    const request = insightRequest(7, 'k', layout, false, true);
    expect(request.slots).toBeUndefined();
    check(request.blocks).toBe('...#........#...');
    expect(JSON.stringify(request).length).toBeLessThan(300);
    const back = layoutOfRequest(request);
    check(back.slots.map((s) => s.name)).toEqual(layout.slots.map((s) => s.name));
    check(back.given).toEqual(layout.given);
    // A slot file's slots (not the blocks' own) travel with it.
    const sub = { ...layout, slots: layout.slots.slice(0, 2).map((s, i) => ({ ...s, index: i })) };
    const withSlots = layoutOfRequest(insightRequest(8, 'k', sub, false, false));
    check(withSlots.slots.map((s) => [s.row, s.col, s.length, s.direction])).toEqual(sub.slots.map((s) => [s.row, s.col, s.length, s.direction]));
  });

  it('the worker’s answer is the pure insight: counts per slot, forced letters, emptied slots', () => {
    const desk = new InsightDesk();
    for (const rows of [['ca.', '...', '...'], ['x..', '...', '...'], ['...', '.#.', '...']]) {
      const layout = board(rows);
      const answer = desk.answer(insightRequest(1, 'k', layout, false, true), index);
      const pure = gridInsight(layout, index);
      check(answer.counts).toEqual(pure.slots.map((s) => s.words));
      check(new Map(answer.forced)).toEqual(pure.forced);
      check(answer.empty!.map((e) => e.slot)).toEqual(pure.empty.map((e) => e.slot));
      check(answer.empty!.length > 0).toBe(rows[0] === 'x..');
    }
  });

  it('a newer edit supersedes one still waiting: only the newest is computed', () => {
    const desk = new InsightDesk();
    const a = insightRequest(1, 'k', three, false, true);
    const b = insightRequest(2, 'k', board(['c..', '...', '...']), false, true);
    const c = insightRequest(3, 'k', board(['ca.', '...', '...']), false, true);
    expect(desk.offer(a)).toBeNull();
    check(desk.offer(b)).toBe(a);
    check(desk.offer(c)).toBe(b);
    check(desk.take()).toBe(c);
    expect(desk.take()).toBeNull();
    check(InsightDesk.superseded(a)).toEqual({ id: 1, superseded: true });
  });

  it('an older edit asked again after a newer one (its dictionary reloaded meanwhile) is the one superseded', () => {
    const desk = new InsightDesk();
    const older = insightRequest(2, 'k', three, false, true);
    const newer = insightRequest(3, 'k', board(['c..', '...', '...']), false, true);
    expect(desk.offer(newer)).toBeNull();
    check(desk.offer(older)).toBe(older);
    check(desk.take()).toBe(newer);
  });

  it('the client drops a stale answer (an older edit’s, or one the worker superseded) and keeps the newest', async () => {
    const { client, workers } = fakeWorkers((spawn) => new SolverClient(spawn));
    const first = client.insight('k', three, false, true);
    const second = client.insight('k', board(['c..', '...', '...']), false, true);
    const w = workers[0]!;
    const asked = w.calls.filter((c) => c.job === 'insight');
    expect(asked).toHaveLength(2);
    const idOf = (k: number) => (asked[k]!.input as InsightRequest).id;
    // The older answer arrives after the newer was asked: dropped, though it has data.
    w.done(asked[0]!, { id: idOf(0), counts: [1, 1, 1, 1, 1, 1], forced: [], empty: [], ms: 1 });
    await expect(first).resolves.toBeNull();
    w.done(asked[1]!, { id: idOf(1), counts: [2, 2, 2, 2, 2, 2], forced: [[1, 'a']], empty: [], ms: 1 });
    await expect(second).resolves.toMatchObject({ counts: [2, 2, 2, 2, 2, 2], forced: [[1, 'a']] });
    // An answer the worker marked superseded is dropped too.
    const third = client.insight('k', three, false, true);
    const call = w.last('insight');
    w.done(call, { id: (call.input as InsightRequest).id, superseded: true });
    await expect(third).resolves.toBeNull();
  });
});

describe('region selection → slot set', () => {
  const layout = board(['.....', '.#.#.', '.....', '.#.#.', '.....']);

  it('the rectangle between two cells, whichever corner comes first', () => {
    check(regionOf(5, 12, 0)).toEqual({ top: 0, left: 0, bottom: 2, right: 2 });
    check(regionOf(5, 4, 20)).toEqual({ top: 0, left: 0, bottom: 4, right: 4 });
  });

  it('the slots a region fill solves are those with a cell in the region', () => {
    const names = (region: ReturnType<typeof regionOf>) => slotsInRegion(layout, region).map((s) => layout.slots[s]!.name);
    // The top-left cell alone: 1-Across and 1-Down.
    check(names(regionOf(5, 0, 0))).toEqual(['1-Across', '1-Down']);
    // A block alone touches no slot.
    check(names(regionOf(5, 6, 6))).toEqual([]);
    // The bottom row: its Across slot and every Down slot reaching it.
    check(names(regionOf(5, 20, 24)).sort()).toEqual(['1-Down', '2-Down', '3-Down', '5-Across'].sort());
    // Checked independently: each slot listed has a cell in the rectangle, each left out has none.
    const region = regionOf(5, 7, 13);
    const chosen = new Set(slotsInRegion(layout, region));
    for (const slot of layout.slots) {
      const touches = slot.cells.some((c) => Math.floor(c / 5) >= 1 && Math.floor(c / 5) <= 2 && c % 5 >= 2 && c % 5 <= 3);
      check(chosen.has(slot.index)).toBe(touches);
    }
  });

  it('a region fill’s board: the region’s slots, every letter outside given, the region emptied but for locked letters', () => {
    const letters = Array.from('abcde' + 'f.g.h' + 'ijklm' + 'n.o.p' + 'qrstu', (c) => (c === '.' ? '' : c));
    const locked = { ...layout, locked: layout.blocks.map((_, i) => i === 0) };
    const region = regionOf(5, 0, 2);
    const sub = regionBoard(locked, letters, region)!;
    check(sub.slots.map((s) => s.name)).toEqual(['1-Across', '1-Down', '2-Down']);
    check(sub.slots.map((s) => s.index)).toEqual([0, 1, 2]);
    // Row 1 inside the region is emptied but for the locked A; everything outside keeps its letter.
    check(sub.given.slice(0, 5)).toEqual(['a', '', '', 'd', 'e']);
    check(sub.given.slice(5)).toEqual(letters.slice(5));
    expect(regionBoard(layout, letters, regionOf(5, 6, 6))).toBeNull();
  });

  it('a region fill never repeats a word of a kept slot outside the region (no word twice in a crossword)', () => {
    // CAT is kept in row 1; the region is row 3, whose only slot CAT or DOG fits.
    const kept = board(['cat', '###', '...']);
    const sub = regionBoard(kept, [...kept.given], regionOf(3, 6, 8))!;
    check(sub.slots.map((s) => s.name)).toEqual(['2-Across']);
    const words = ['cat', 'dog'];
    const model = buildCrosswordModel(sub, new WordIndex(words), { variables: 'slots' });
    const all = referenceSolve(model.problem, { inference: 'fc', variableOrder: 'static', ac3: false, maxSolutions: Infinity });
    check(all.solutions.map((v) => model.rows(v)[2])).toEqual(['dog']);
    // The independent checker reads the kept words too: CAT twice is refused, DOG passes.
    check(crosswordCheck(sub, words, false)({ rows: ['cat', '###', 'cat'] })).toEqual(['"cat" is already in the grid (a kept slot outside the region)']);
    check(crosswordCheck(sub, words, false)({ rows: ['cat', '###', 'dog'] })).toEqual([]);
    // With CAT the only word, the region slot has none (its count says so before any search).
    const only = buildCrosswordModel(sub, new WordIndex(['cat']), { variables: 'slots' });
    check(only.emptySlots.map((e) => e.slot.name)).toEqual(['2-Across']);
    check(gridInsight(sub, new WordIndex(['cat'])).slots.map((s) => s.words)).toEqual([0]);
    // Reuse allowed: CAT may come back.
    const reuse = buildCrosswordModel(sub, new WordIndex(words), { variables: 'slots', reuse: true });
    expect(referenceSolve(reuse.problem, { inference: 'fc', variableOrder: 'static', ac3: false, maxSolutions: Infinity }).solutions).toHaveLength(2);
    // The worker's insight of the region board knows the kept words too.
    check(layoutOfRequest(insightRequest(1, 'k', sub, false, false)).used).toEqual(['cat']);
    check(new InsightDesk().answer(insightRequest(1, 'k', sub, false, false), new WordIndex(words)).counts).toEqual([1]);
    // A partly filled slot outside the region is no word yet: nothing is kept from it.
    const partial = board(['ca.', '###', '...']);
    const sub2 = regionBoard(partial, [...partial.given], regionOf(3, 6, 8))!;
    check(sub2.used ?? []).toEqual([]);
  });

  it('a lock takes the region, else the Across slot through the selected cell (its Down one when it has none)', () => {
    check(lockCells(layout, 0, null)).toEqual([0, 1, 2, 3, 4]);
    check(lockCells(layout, 5, null)).toEqual([0, 5, 10, 15, 20]);
    check(lockCells(layout, 6, null)).toEqual([]);
    check(lockCells(layout, 0, regionOf(5, 0, 6))).toEqual([0, 1, 5]);
  });
});

describe('locks on the crossword board', () => {
  it('a lock keeps the letters shown, refuses edits of its cells until unlocked, and survives a save and a restore', () => {
    const layout = board(['...', '...', '...']);
    const letters = Array.from('cat......', (c) => (c === '.' ? '' : c));
    const locked = crosswordKind.edit(layout, { type: 'lock', cell: 0, cells: [0, 1, 2, 3], locked: true, letters })!.puzzle;
    check(locked.given.slice(0, 4)).toEqual(['c', 'a', 't', '']);
    // Only cells with a letter are locked.
    check(locked.locked!.slice(0, 4)).toEqual([true, true, true, false]);
    expect(crosswordKind.edit(locked, { type: 'letter', cell: 1, letter: 'o' })).toBeNull();
    expect(crosswordKind.edit(locked, { type: 'toggle', cell: 2 })).toBeNull();
    expect(crosswordKind.edit(locked, { type: 'toggle', cell: 6, symmetry: 'rotational' })).toBeNull();
    // Other cells are edited as usual, and the locks stay.
    const typed = crosswordKind.edit(locked, { type: 'letter', cell: 4, letter: 'r' })!.puzzle;
    check(typed.locked?.slice(0, 3)).toEqual([true, true, true]);
    const problems: Message[] = [];
    const saved = crosswordKind.save(typed);
    check(saved.locked).toBe('xxx\n...\n...');
    const back = crosswordKind.restore(JSON.parse(JSON.stringify(saved)) as Record<string, unknown>, problems)!;
    check(problems).toEqual([]);
    check(back.locked?.slice(0, 3)).toEqual([true, true, true]);
    check(back.given.slice(0, 5)).toEqual(['c', 'a', 't', '', 'r']);
    // Damaged locks are reported, the board kept.
    const damaged: Message[] = [];
    expect(crosswordKind.restore({ ...saved, locked: 'xx' }, damaged)?.locked).toBeUndefined();
    check(damaged.map((m) => textOf(m))).toEqual(['the crossword’s locked cells']);
    // Unlocking frees them.
    const free = crosswordKind.edit(typed, { type: 'lock', cell: 0, cells: [0, 1, 2], locked: false })!.puzzle;
    expect(free.locked).toBeUndefined();
    expect(crosswordKind.edit(free, { type: 'letter', cell: 1, letter: 'o' })).not.toBeNull();
  });
});

describe('the store’s insight and fills (inline client)', () => {
  const text = parseDictionary(WORDS.join('\n')).words.join('\n');
  function store() {
    const solver = new SolverClient(null);
    const services = { solver, files: {} as StoreServices['files'], fetchText: () => Promise.reject(new Error('no network')) } as StoreServices;
    const s = createAppStore(services);
    return s;
  }

  it('after an edit the board’s insight arrives: counts per slot, and a forced letter', async () => {
    const s = store();
    await s.getState().loadDictionary('w.txt', text);
    s.getState().resize(3, 3);
    s.getState().edit('crossword', { type: 'letter', cell: 0, letter: 'c' });
    s.getState().edit('crossword', { type: 'letter', cell: 1, letter: 'a' });
    await s.getState().checkInsight();
    const insight = s.getState().insight!;
    check(insight.layout).toBe(s.getState().boards.crossword.puzzle);
    const pure = gridInsight(insight.layout, new WordIndex(WORDS));
    check(insight.counts).toEqual(pure.slots.map((x) => x.words));
    check(insight.forced).toEqual(pure.forced);
  });

  it('the insight and the "no word of their pattern" count use the words a fill would use: minimum score applied, bans removed', async () => {
    const s = store();
    // A scored list: CAT 60, COT 50, CAR 20 (below 40), TAR 70, ...
    const scored = ['cat;60', 'cot;50', 'car;20', 'tar;70', 'art;45', 'oar;30', 'ten;55', 'net;55'].join('\n');
    await s.getState().loadDictionary('scored.txt', scored);
    s.getState().resize(3, 3);
    s.getState().edit('crossword', { type: 'block', cell: 3, blocked: true });
    s.getState().edit('crossword', { type: 'block', cell: 4, blocked: true });
    s.getState().edit('crossword', { type: 'block', cell: 5, blocked: true });
    s.getState().edit('crossword', { type: 'block', cell: 6, blocked: true });
    s.getState().edit('crossword', { type: 'block', cell: 7, blocked: true });
    s.getState().edit('crossword', { type: 'block', cell: 8, blocked: true });
    // One slot, c?r: CAR alone fits it.
    s.getState().edit('crossword', { type: 'letter', cell: 0, letter: 'c' });
    s.getState().edit('crossword', { type: 'letter', cell: 2, letter: 'r' });
    const layout = s.getState().boards.crossword.puzzle;
    check(layout.slots.map((x) => x.name)).toEqual(['1-Across']);
    const counts = async () => {
      await s.getState().checkInsight();
      await s.getState().checkUnfillable();
      return { words: s.getState().insight!.counts, unfillable: s.getState().unfillable!.names };
    };
    check(await counts()).toEqual({ words: [1], unfillable: [] });
    // A minimum score of 40 leaves CAR (20) out: the slot has no word, in both counts.
    s.getState().setAlgorithm({ minScore: 40 });
    check(await counts()).toEqual({ words: [0], unfillable: ['1-Across'] });
    // c?t: CAT and COT (both over 40); banning COT leaves one.
    s.getState().setAlgorithm({ minScore: 0 });
    s.getState().edit('crossword', { type: 'letter', cell: 2, letter: 't' });
    check(await counts()).toEqual({ words: [2], unfillable: [] });
    s.getState().edit('crossword', { type: 'words', ban: ['COT'], prefer: [] });
    check(await counts()).toEqual({ words: [1], unfillable: [] });
    s.getState().edit('crossword', { type: 'words', ban: ['cot', 'cat'], prefer: [] });
    check(await counts()).toEqual({ words: [0], unfillable: ['1-Across'] });
    // Checked against the pure insight over the list filtered here (score >= 40, not banned).
    s.getState().setAlgorithm({ minScore: 40 });
    s.getState().edit('crossword', { type: 'words', ban: ['tar'], prefer: [] });
    s.getState().edit('crossword', { type: 'letter', cell: 0, letter: '' });
    s.getState().edit('crossword', { type: 'letter', cell: 2, letter: '' });
    const kept = ['cat', 'cot', 'art', 'ten', 'net'];
    const pure = gridInsight(s.getState().boards.crossword.puzzle, new WordIndex(kept));
    check((await counts()).words).toEqual(pure.slots.map((x) => x.words));
    check(pure.slots[0]!.words).toBe(5);
  });
});
