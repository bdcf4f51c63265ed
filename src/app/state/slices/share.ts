/**
 * The share slice: the link to what is shown (puzzle, dictionary, settings, step; share/link.ts
 * encodes it) and opening such a link. Opening one is a board load (one undo step: Undo brings the
 * user's board back) plus the link's settings and dictionary; the step is reached by solving again
 * with those settings (the search is deterministic) and seeking there, which `shareReplay` says
 * while it happens. A link that does not decode changes nothing but the notice.
 */
import { ALL_SETTING_NAMES, CUSTOM_DICTIONARY, DEFAULT_DICTIONARY, pickSettings, withLaterDefaults, type AlgorithmSettings as SavedSettings } from '../../settings/index.ts';
import { msg, type Message } from '../../i18n/index.ts';
import { kindOf } from '../../kinds/index.ts';
import { decodeLink, LINK_VERSION, type LinkDictionary, type LinkFailure, type LinkProblem, type LinkState } from '../../share/index.ts';
import type { AppState, Slice } from './shared.ts';

export interface ShareNotice {
  tone: 'info' | 'error';
  lines: Message[];
}

export interface ShareSlice {
  /** What the last link opened did, or why it did not open. */
  shareNotice: ShareNotice | null;
  /** While a link's step is being reached (the run solved again): the step. */
  shareReplay: { step: number } | null;
  /**
   * What a link to the shown board holds. The step is the player's when the run shown was made
   * from this board with these settings and dictionary; otherwise it is left out (`stepLeftOut`
   * when there is a run).
   */
  linkState(): { state: LinkState; stepLeftOut: boolean };
  /**
   * Open a URL fragment if it is a share link. The board and
   * settings change at once; the dictionary of the user's own and the step wait for `ready` (the
   * saved word list being read back at start-up). `none`: the fragment is not a share link;
   * `failed`: it is one that could not be read (the notice says why; nothing else changed).
   */
  openLink(fragment: string, ready?: Promise<unknown>): 'none' | 'failed' | 'opened';
  dismissShareNotice(): void;
}

function dictionaryOf(s: AppState): LinkDictionary {
  if (s.dictionaryId === CUSTOM_DICTIONARY) return s.customDictionary ? { custom: s.customDictionary.name } : { bundled: DEFAULT_DICTIONARY };
  return { bundled: s.dictionaryId };
}

const sameDictionary = (a: LinkDictionary, b: LinkDictionary) => JSON.stringify(a) === JSON.stringify(b);
const sameSettings = (a: SavedSettings, b: SavedSettings) => ALL_SETTING_NAMES.every((n) => a[n] === b[n]);

function failureLine(f: LinkFailure): Message {
  switch (f.code) {
    case 'tooLong':
      return msg('share.failed.tooLong', { length: f.length });
    case 'version':
      return f.version === '' ? msg('share.failed.noVersion', { known: LINK_VERSION }) : msg('share.failed.version', { version: f.version, known: LINK_VERSION });
    case 'damaged':
      return msg('share.failed.damaged');
    case 'board':
      return msg('share.failed.board');
  }
}

function problemLine(p: LinkProblem): Message {
  switch (p.part) {
    case 'settings':
      return msg('share.problem.settings', { names: p.names.join(', ') });
    case 'dictionary':
      return msg('share.problem.dictionary');
    case 'step':
      return msg('share.problem.step');
    case 'exercise':
      return msg('shareExercise.unreadable');
    case 'board':
      return msg('share.problem.board', { detail: p.detail });
  }
}

export const createShareSlice: Slice<ShareSlice> = () => (set, get, api) => {
  /** The settings and dictionary each run was started with (the run's step is theirs). */
  let made: { runId: number; settings: SavedSettings; dictionary: LinkDictionary } | null = null;
  api.subscribe((s, prev) => {
    if (s.runId !== prev.runId) made = { runId: s.runId, settings: pickSettings(s), dictionary: dictionaryOf(s) };
  });
  /** Each opening's number: a later link (or the user's own run) supersedes an earlier replay. */
  let opening = 0;

  const note = (line: Message) => {
    const n = get().shareNotice;
    set({ shareNotice: { tone: n?.tone ?? 'info', lines: [...(n?.lines ?? []), line] } });
  };

  /**
   * Solve the shown board again and seek to `step` as soon as the trace reaches it (a long run goes
   * on in the background), or to the end when the run ends before it — unless the user took over
   * meanwhile (stopped the run, played it or moved the cursor).
   */
  const replay = (step: number, mine: number) => {
    get().solve();
    const s = get();
    if (s.phase !== 'running' || mine !== opening) return;
    const runId = s.runId;
    s.pause();
    set({ shareReplay: { step } });
    const reached = (now: AppState) => now.runId === runId && now.phase === 'running' && (now.trace?.total ?? 0) >= step;
    const finish = () => {
      const now = get();
      const ended = now.runId === runId && now.phase === 'done' && now.status !== 'stopped';
      if ((reached(now) || ended) && now.trace && now.cursor === 0 && !now.playing) {
        now.seek(step);
        if (ended && step > now.trace.total) note(msg('share.replayShort', { step, total: now.trace.total }));
      }
      set({ shareReplay: null });
    };
    const unsubscribe = api.subscribe((now) => {
      if (now.runId === runId && now.phase === 'running' && !reached(now)) return;
      unsubscribe();
      finish();
    });
  };

  return {
    shareNotice: null,
    shareReplay: null,
    linkState() {
      const s = get();
      const puzzle = s.boards[s.kind].puzzle;
      const settings = pickSettings(s);
      const dictionary = dictionaryOf(s);
      const runOfBoard = s.trace !== null && s.runBoard?.kind === s.kind && s.runBoard.puzzle === puzzle;
      const sameRun =
        runOfBoard && made?.runId === s.runId && sameSettings(made.settings, settings) && (!kindOf(s.kind).usesDictionary || sameDictionary(made.dictionary, dictionary));
      // In exercise mode the link is the exercise: the student starts at its first question.
      const exercise = s.exerciseOn && s.exerciseAsk.length > 0 ? { ask: s.exerciseAsk.slice() } : null;
      const state: LinkState = {
        board: { kind: s.kind, puzzle } as LinkState['board'],
        source: s.boards[s.kind].source,
        dictionary,
        settings,
        step: sameRun && !exercise ? s.cursor : null,
        ...(exercise ? { exercise } : {}),
      };
      return { state, stepLeftOut: s.trace !== null && !sameRun && !exercise };
    },
    openLink(fragment, ready = Promise.resolve()) {
      const outcome = decodeLink(fragment);
      if (outcome.status === 'none') return 'none';
      const mine = ++opening;
      set({ shareReplay: null });
      if (outcome.status === 'failed') {
        set({ shareNotice: { tone: 'error', lines: [failureLine(outcome.failure)] } });
        return 'failed';
      }
      const { board, source, settings, dictionary, step, exercise, problems, newer } = outcome;
      const kind = kindOf(board.kind);
      get().loadPuzzles(board.kind, source, [board.puzzle]);
      // A link from before a later setting (breadth-first search) means its default.
      get().setAlgorithm(withLaterDefaults(settings));
      const lines = [msg('share.opened', { source })];
      if (exercise) lines.push(msg('shareExercise.opened', { count: exercise.ask.length }));
      if (newer !== null) lines.push(msg('share.newer', { version: newer, known: LINK_VERSION }));
      lines.push(...problems.map(problemLine));
      set({ shareNotice: { tone: 'info', lines } });
      if (dictionary && 'bundled' in dictionary && get().dictionaryId !== dictionary.bundled) void get().chooseDictionary(dictionary.bundled);
      const shown = get().boards[board.kind].puzzle;
      void ready.then(() => {
        if (mine !== opening) return;
        let runnable = step !== null;
        if (dictionary && 'custom' in dictionary) {
          if (get().customDictionary?.name === dictionary.custom) void get().chooseDictionary(CUSTOM_DICTIONARY);
          else if (kind.usesDictionary) {
            note(msg('share.customDictionary', { name: dictionary.custom }));
            runnable = false;
          }
        }
        // Only while the link's board is still the one shown (the user may have moved on).
        const now = get();
        if (runnable && step !== null && now.kind === board.kind && now.boards[board.kind].puzzle === shown && now.phase !== 'running') replay(step, mine);
      });
      // A shared exercise: exercise mode on, asking what the teacher chose, at its first question as
      // soon as the board can be solved (the word lists read back, a model compiled).
      if (exercise) {
        if (get().phase === 'running') get().cancel();
        void get().resumeExercise(exercise.ask, [], ready);
      }
      return 'opened';
    },
    dismissShareNotice() {
      set({ shareNotice: null });
    },
  };
};
