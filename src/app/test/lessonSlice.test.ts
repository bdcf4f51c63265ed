import { describe, expect, it } from 'vitest';
import { check } from '../../../tests/check.ts';
import { createAppStore } from '../state/store.ts';
import { quietServices } from './quietServices.ts';

function store() {
  return createAppStore(quietServices());
}

describe('the lesson slice', () => {
  it('keeps the chapter and where it stopped in the store, and gives the settings back on close', () => {
    const s = store();
    const mine = s.getState().inference;
    const other = mine === 'none' ? 'mac' : 'none';
    s.getState().openLesson();
    check(s.getState().lesson).toEqual({ open: true, chapter: 0, progress: { state: 'starting' }, views: [] });
    s.getState().setAlgorithm({ inference: other });
    s.getState().setLessonChapter(1, ['domains', 'why']);
    const step = { kind: 'wipeout' as const, position: 12, variable: 1, value: -1, other: 2, otherValue: 0, reason: null };
    s.getState().setLessonProgress({ state: 'reached', runId: 3, step });
    check(s.getState().lesson).toEqual({ open: true, chapter: 1, progress: { state: 'reached', runId: 3, step }, views: ['domains', 'why'] });
    s.getState().closeLesson();
    check(s.getState().lesson.open).toBe(false);
    check(s.getState().inference).toBe(mine);
    expect(s.getState().kept.lesson).toBeNull();
  });

  it("shows the chapter's views; a pick there swaps the lesson's views and leaves the user's tab alone", () => {
    const s = store();
    const tab = s.getState().teaching.tab;
    s.getState().openLesson();
    s.getState().setLessonChapter(2, ['arcs', 'tree']);
    check(s.getState().lesson.views).toEqual(['arcs', 'tree']);
    s.getState().setLessonView(0, 'tree');
    check(s.getState().lesson.views).toEqual(['tree', 'arcs']);
    s.getState().setLessonView(1, 'graph');
    check(s.getState().lesson.views).toEqual(['tree', 'graph']);
    s.getState().setLessonView(5, 'why');
    check(s.getState().lesson.views).toEqual(['tree', 'graph']);
    check(s.getState().teaching.tab).toBe(tab);
  });

  it('comes back to the puzzle kind shown before the lesson (its chapters open a model and queens)', () => {
    const s = store();
    check(s.getState().kind).toBe('crossword');
    s.getState().openLesson();
    s.getState().setKind('queens');
    s.getState().closeLesson();
    check(s.getState().kind).toBe('crossword');
    // The guide keeps no kind: giving its settings back leaves the board shown.
    s.getState().keepSettings('guide', ['inference']);
    s.getState().setKind('model');
    s.getState().giveBackSettings('guide');
    check(s.getState().kind).toBe('model');
  });

  it("keeps the guide's settings apart: only the names it asks for, once, until given back", () => {
    const s = store();
    const mine = s.getState().inference;
    const order = s.getState().variableOrder;
    s.getState().keepSettings('guide', ['inference']);
    s.getState().setAlgorithm({ inference: mine === 'fc' ? 'mac' : 'fc' });
    // A second "show me" keeps what was kept first.
    s.getState().keepSettings('guide', ['inference']);
    s.getState().setAlgorithm({ inference: 'none', variableOrder: order === 'static' ? 'mrv' : 'static' });
    check(Object.keys(s.getState().kept.guide!.settings)).toEqual(['inference']);
    check(s.getState().giveBackSettings('guide')).toBe(true);
    check(s.getState().inference).toBe(mine);
    // Only what it kept comes back.
    check(s.getState().variableOrder).not.toBe(order);
    check(s.getState().giveBackSettings('guide')).toBe(false);
    expect(s.getState().kept.lesson).toBeNull();
  });
});
