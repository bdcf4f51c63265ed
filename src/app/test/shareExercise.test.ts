/**
 * A teacher's shared exercise (issue 31): the share link carries what is asked beside the puzzle
 * and settings, a student's app opens it in exercise mode at the first question, a link whose
 * exercise does not read opens the puzzle alone and says so, and the exercise file leads to the link.
 */
import { describe, expect, it } from 'vitest';
import { check } from '../../../tests/check.ts';
import type { SolveRequest } from '../../worker/protocol.ts';
import { emptyQueens } from '../../puzzles/queens/index.ts';
import { decodeLink, encodeLink, packLink, payloadOf, type LinkState } from '../share/link.ts';
import { exerciseFile, linkInExerciseFile } from '../share/exerciseFile.ts';
import { createAppStore } from '../state/store.ts';
import { quietServices } from './quietServices.ts';

const queens = (n: number) => ({ kind: 'queens', puzzle: emptyQueens(n) }) as LinkState['board'];
const SETTINGS = { inference: 'fc', ac3: false, variableOrder: 'mrv', valueOrder: 'lex', allSolutions: false, reuse: false, timeLimitSeconds: 0, seed: 1, alldiff: 'gac', restarts: false, backjump: true } as LinkState['settings'];
const state = (patch: Partial<LinkState> = {}): LinkState => ({ board: queens(6), source: '6 × 6', dictionary: { bundled: 'english-common' }, settings: SETTINGS, step: null, ...patch });

function storeWithRuns() {
  const runs: SolveRequest[] = [];
  return { store: createAppStore(quietServices((request) => void runs.push(request))), runs };
}

describe('shared exercises in the share link', () => {
  it('carries what is asked, in the checkboxes’ order; a link without it is as before', () => {
    const out = decodeLink(encodeLink(state({ exercise: { ask: ['backtrack', 'variable'] } })));
    expect(out).toMatchObject({ status: 'opened', exercise: { ask: ['variable', 'backtrack'] }, problems: [] });
    expect(decodeLink(encodeLink(state()))).toMatchObject({ status: 'opened', exercise: null, problems: [] });
    check(payloadOf(state())).not.toContain('exercise');
  });

  it('a link whose exercise does not read opens the puzzle alone and says so', () => {
    for (const exercise of [{ ask: ['guess'] }, { ask: 'variable' }, 7, { ask: [] }, 'variable']) {
      const out = decodeLink(packLink(JSON.stringify({ ...JSON.parse(payloadOf(state())), exercise })));
      expect(out).toMatchObject({ status: 'opened', exercise: null, problems: [{ part: 'exercise' }] });
    }
    // Asks this app does not know beside one it knows: the one it knows is asked.
    const mixed = decodeLink(packLink(JSON.stringify({ ...JSON.parse(payloadOf(state())), exercise: { ask: ['guess', 'repair'] } })));
    expect(mixed).toMatchObject({ status: 'opened', exercise: { ask: ['repair'] }, problems: [] });
  });

  it('the store: the link of an exercise has no step; opened, the student is at its first question', async () => {
    const teacher = storeWithRuns();
    teacher.store.getState().loadPuzzles('queens', '6 × 6', [emptyQueens(6)]);
    teacher.store.getState().setAlgorithm(SETTINGS);
    teacher.store.getState().setExerciseOn(true);
    teacher.store.getState().toggleExerciseAsk('backtrack');
    const asked = teacher.store.getState().exerciseAsk;
    check(asked).toContain('backtrack');
    const { state: link, stepLeftOut } = teacher.store.getState().linkState();
    check(link.exercise).toEqual({ ask: asked });
    expect(link.step).toBeNull();
    check(stepLeftOut).toBe(false);

    const student = storeWithRuns();
    student.store.getState().setExerciseOn(false);
    check(student.store.getState().openLink(encodeLink(link))).toBe('opened');
    await new Promise((r) => setTimeout(r, 0));
    const s = student.store.getState();
    check(s.exerciseOn).toBe(true);
    check(s.exerciseAsk).toEqual(asked);
    check(s.kind).toBe('queens');
    check(s.backjump).toBe(true);
    expect(student.runs).toHaveLength(1);
    check(student.runs[0]!.options.script).toEqual({ ask: asked, answers: [] });
    check(s.shareNotice?.lines.map((l) => l.key)).toContain('shareExercise.opened');
  });

  it('the exercise file leads to the link, whatever the link holds', () => {
    const url = `https://example.org/app/#${encodeLink(state({ exercise: { ask: ['variable'] } }))}&x="<>`;
    const file = exerciseFile(url, 'Exercise <1>', 'Open', 'en');
    check(linkInExerciseFile(file)).toBe(url);
    check(file).toContain('Exercise &lt;1&gt;');
    check(file).toContain('http-equiv="refresh"');
  });
});
