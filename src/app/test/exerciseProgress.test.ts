/**
 * An exercise in progress kept over a reload (exercise/progress.ts): what is written at each
 * answer, read back only onto the same board and settings, and taken up at the same question (the
 * next run's script is the answers given).
 */
import { describe, expect, it } from 'vitest';
import { check } from '../../../tests/check.ts';
import type { SolveRequest } from '../../worker/protocol.ts';
import { emptyQueens } from '../../puzzles/queens/index.ts';
import type { ChoiceHost } from '../keptChoice.ts';
import { PROGRESS_KEY, progressFits, progressOf, readProgress, restoreExercise, startKeepingExercise } from '../exercise/progress.ts';
import { createAppStore } from '../state/store.ts';
import type { ExerciseEntry } from '../state/index.ts';
import { quietServices } from './quietServices.ts';

function memoryHost(): ChoiceHost & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return { items, localStorage: { getItem: (k) => items.get(k) ?? null, setItem: (k, v) => void items.set(k, v) } };
}

const entries: ExerciseEntry[] = [
  { question: { ask: 'variable', order: 'static', depth: 0, candidates: [], right: [0], pick: 0 }, answer: 0, shown: false },
  { question: { ask: 'value', order: 'lex', variable: 0, depth: 0, candidates: [], right: [0], pick: 0 } as unknown as ExerciseEntry['question'], answer: 2, shown: true },
];
/** With a question answered by a set (prune): its marks come back with it. */
const withMarks: ExerciseEntry[] = [
  ...entries,
  { question: { ask: 'prune', depth: 1, candidates: [], right: [1, 3], pick: 0 } as unknown as ExerciseEntry['question'], answer: 0, shown: false, marks: [1, 2] },
];

function queensStore() {
  const runs: SolveRequest[] = [];
  const store = createAppStore(quietServices((request) => void runs.push(request)));
  store.getState().loadPuzzles('queens', '6 × 6', [emptyQueens(6)]);
  store.getState().setAlgorithm({ search: 'backtracking', inference: 'fc', variableOrder: 'mrv' });
  return { store, runs };
}

describe('exercise progress over a reload', () => {
  it('reads back what it wrote, and fits only the same board and settings', () => {
    const { store } = queensStore();
    store.setState({ exerciseAsk: ['variable', 'backtrack'], exerciseEntries: withMarks });
    const kept = readProgress(JSON.stringify(progressOf(store.getState())));
    check(kept).toEqual(progressOf(store.getState()));
    check(kept!.entries).toEqual(withMarks);
    check(progressFits(kept!, store.getState())).toBe(true);
    store.getState().setAlgorithm({ variableOrder: 'static' });
    check(progressFits(kept!, store.getState())).toBe(false);
    store.getState().setAlgorithm({ variableOrder: 'mrv' });
    check(progressFits(kept!, store.getState())).toBe(true);
    store.getState().loadPuzzles('queens', '7 × 7', [emptyQueens(7)]);
    check(progressFits(kept!, store.getState())).toBe(false);
  });

  it('reads nothing from what is not a record of it', () => {
    const { store } = queensStore();
    const good = progressOf({ ...store.getState(), exerciseEntries: entries });
    const bad: unknown[] = [
      null,
      'not json',
      { ...good, version: 2 },
      { ...good, kind: 'chess' },
      { ...good, entries: [{ ...entries[0], answer: 'a' }] },
      { ...good, entries: [{ ...entries[0], question: { ask: 'guess', right: [0], pick: 0 } }] },
      { ...good, entries: 'none' },
    ];
    for (const x of bad) expect(readProgress(x === null ? null : typeof x === 'string' ? x : JSON.stringify(x))).toBeNull();
    expect(readProgress(JSON.stringify(good))).not.toBeNull();
  });

  it('is written as the exercise runs and taken up at the same question after a reload', async () => {
    const host = memoryHost();
    const before = queensStore();
    const stop = startKeepingExercise(host, before.store);
    before.store.getState().setExerciseOn(true);
    await before.store.getState().solve();
    check(readProgress(host.items.get(PROGRESS_KEY) ?? null)?.entries).toEqual([]);
    before.store.setState({ exerciseEntries: entries });
    before.store.getState().continueExercise();
    check(readProgress(host.items.get(PROGRESS_KEY) ?? null)?.entries).toEqual(entries);

    // The reload: the same board and settings restored, exercise mode kept on.
    const after = queensStore();
    after.store.setState({ exerciseOn: true });
    check(await restoreExercise(Promise.resolve(), host, after.store)).toBe(true);
    check(after.store.getState().exerciseEntries).toEqual(entries);
    check(after.runs.at(-1)?.options.script).toEqual({ ask: before.store.getState().exerciseAsk, answers: [0, 2] });

    // Another board: nothing taken up.
    const other = queensStore();
    other.store.getState().loadPuzzles('queens', '5 × 5', [emptyQueens(5)]);
    other.store.setState({ exerciseOn: true });
    check(await restoreExercise(Promise.resolve(), host, other.store)).toBe(false);
    check(other.runs).toEqual([]);

    // Switched off: forgotten.
    before.store.getState().setExerciseOn(false);
    expect(readProgress(host.items.get(PROGRESS_KEY) ?? null)).toBeNull();
    stop();
  });
});
