/**
 * Keeping the session across reloads: the boards, settings, playback speed and dictionary choice
 * go to localStorage as one versioned record (savedState.ts), saved 300 ms after a change and
 * when the page is hidden or left; a loaded word list's text (it can be megabytes) is kept in
 * IndexedDB by the store itself before it says the list is loaded (files/keptList.ts), so that a
 * reload however soon finds it. The run and its trace are not kept.
 *
 * `hydrate` runs before the first render (it marks the user's word list as being restored:
 * Solve waits for it); `restoreCustomDictionary` then reads IndexedDB and loads the list through
 * the store's own `loadDictionary` (as a word list, never as a puzzle). Whatever could not be
 * restored is said in one line (the store's `restoreNotice`, messages said in the interface's language
 * when shown), and the app goes on with the defaults for that part.
 */
import { keptWordLists, saidOf } from '../files/index.ts';
import { CUSTOM_DICTIONARY, INSTANT_SPEED } from '../settings/index.ts';
import { msg, type Message } from '../i18n/index.ts';
import { decodeSaved, encodeSaved, noticeFor, STORAGE_KEY, type Restored, type SavedRecord } from './savedState.ts';
import { boardOf, KIND_IDS } from '../kinds/index.ts';
import { instantFromUrl, useApp, type AppState } from '../state/index.ts';

export const SAVE_DELAY_MS = 300;

// ---------------------------------------------------------------------------------------------
// The notice

/** Say what could not be restored: one line of the notice (the store's restore slice). */
function notRestored(message: Message): void {
  useApp.getState().noteRestore(message);
}

// ---------------------------------------------------------------------------------------------
// Storage

/** The part of localStorage we use (a fake one in tests). */
export type KeyValue = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

// ---------------------------------------------------------------------------------------------
// Session: what was restored, and what a save must carry over

interface Session {
  storage: KeyValue | null;
  /** The saved speed while `?instant=1` overrides it (and the user has not changed the speed). */
  keptSpeed: number | null;
  /** A word list that is saved but not (yet) loaded: IndexedDB is still being read, or failed. */
  keptDictionary: { name: string; dictionaryId: string } | null;
  /** Saves wait until the saved word list has been read back. */
  ready: boolean;
  timer: ReturnType<typeof setTimeout> | null;
  stopped: boolean;
}

const session: Session = { storage: null, keptSpeed: null, keptDictionary: null, ready: false, timer: null, stopped: false };
let restoredDictionary: { name: string; dictionaryId: string } | null = null;

function storageOrNull(): KeyValue | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage blocked by the browser's settings
  }
}

/** The store's state from a restored record (only its sound parts). */
export function patchFrom(r: Restored, instant: boolean): Partial<AppState> {
  const patch: Partial<AppState> = { ...r.settings };
  if (r.kind) patch.kind = r.kind;
  const boards = { ...useApp.getState().boards };
  for (const id of KIND_IDS) {
    const saved = r.boards[id];
    if (saved) (boards as Record<string, unknown>)[id] = boardOf(saved.puzzle, saved.source);
  }
  if (KIND_IDS.some((id) => r.boards[id])) patch.boards = boards;
  if (r.symmetry !== undefined) patch.symmetry = r.symmetry;
  if (r.keepLetters !== undefined) patch.keepLetters = r.keepLetters;
  if (r.speedIndex !== undefined && !instant) patch.speedIndex = r.speedIndex;
  if (r.groupPrunes !== undefined) patch.groupPrunes = r.groupPrunes;
  // A word list comes back from IndexedDB later (restoreCustomDictionary); choosing "custom" now
  // keeps the app from fetching a bundled list meanwhile, and Solve waits until it is back.
  if (r.dictionaryId !== undefined) patch.dictionaryId = r.dictionaryId;
  if (r.customDictionary) patch.dictionaryRestoring = r.customDictionary.name;
  return patch;
}

/**
 * Read the saved record and put its sound parts into the store; say in the notice what fell back
 * to the defaults. Call before the first render. Never throws. Returns whether a saved session was
 * found (false on a first visit: the app then opens on its first puzzle).
 */
export function hydrate(storage: KeyValue | null = storageOrNull()): boolean {
  session.storage = storage;
  session.stopped = false;
  let text: string | null = null;
  try {
    text = storage ? storage.getItem(STORAGE_KEY) : null;
  } catch (error) {
    notRestored(msg('restore.notRead', { reason: saidOf(error) }));
  }
  const outcome = decodeSaved(text);
  const notice = noticeFor(outcome);
  if (notice) notRestored(notice);
  const instant = instantFromUrl();
  const r = outcome.restored;
  try {
    useApp.setState(patchFrom(r, instant));
  } catch (error) {
    notRestored(msg('restore.notApplied', { reason: saidOf(error) }));
  }
  session.keptSpeed = instant && r.speedIndex !== undefined ? r.speedIndex : null;
  restoredDictionary = r.customDictionary ? { name: r.customDictionary.name, dictionaryId: r.dictionaryId ?? CUSTOM_DICTIONARY } : null;
  session.keptDictionary = restoredDictionary;
  return text !== null;
}

/**
 * Read the saved word list back from IndexedDB and load it as the word list (never as a puzzle). On failure
 * the notice says so and the rest of the session stays. Saving starts once this has settled.
 */
export async function restoreCustomDictionary(): Promise<void> {
  const wanted = restoredDictionary;
  let restored = false;
  try {
    if (!wanted) return;
    let stored: { name: string; text: string } | undefined;
    try {
      stored = await keptWordLists.read();
    } catch (error) {
      notRestored(msg('restore.list.failed', { name: wanted.name, reason: saidOf(error) }));
      return;
    }
    if (!stored) {
      notRestored(msg('restore.list.missing', { name: wanted.name }));
      session.keptDictionary = null;
      return;
    }
    const app = useApp.getState();
    const before = app.dictionaryId;
    const userChose = before !== wanted.dictionaryId;
    await app.loadDictionary(stored.name, stored.text, { kept: true });
    const after = useApp.getState();
    if (after.customDictionary?.text !== stored.text) {
      notRestored(after.dictionaryError ? msg('restore.list.unreadWhy', { name: stored.name, reason: after.dictionaryError }) : msg('restore.list.unread', { name: stored.name }));
      session.keptDictionary = null;
      return;
    }
    session.keptDictionary = null;
    restored = true;
    // The list is back as "custom"; go back to the dictionary that was chosen (bundled or custom).
    const target = userChose ? before : wanted.dictionaryId;
    if (target !== CUSTOM_DICTIONARY) await after.chooseDictionary(target);
  } finally {
    // Without its word list, "custom" is no choice: back to the bundled default.
    const s = useApp.getState();
    if (wanted && !restored && s.dictionaryId === CUSTOM_DICTIONARY && !s.customDictionary) void s.chooseDictionary(useApp.getInitialState().dictionaryId);
    // Back (or not coming back): a Solve that waited for it goes on.
    if (s.dictionaryRestoring !== null) useApp.setState({ dictionaryRestoring: null });
    session.ready = true;
    scheduleSave();
  }
}

/** The record for the current state, carrying over what this session could not load. */
export function currentRecord(s: AppState = useApp.getState()): SavedRecord {
  const record = encodeSaved(s);
  if (session.keptSpeed !== null && s.speedIndex === INSTANT_SPEED) record.speedIndex = session.keptSpeed;
  const kept = session.keptDictionary;
  if (kept && !s.customDictionary) {
    record.customDictionary = { name: kept.name };
    if (s.dictionaryId === useApp.getInitialState().dictionaryId || s.dictionaryId === CUSTOM_DICTIONARY) record.dictionaryId = kept.dictionaryId;
  }
  return record;
}

function saveNow(): void {
  if (session.timer !== null) clearTimeout(session.timer);
  session.timer = null;
  if (!session.ready || session.stopped || !session.storage) return;
  const s = useApp.getState();
  try {
    session.storage.setItem(STORAGE_KEY, JSON.stringify(currentRecord(s)));
  } catch {
    // Storage full or blocked: the session goes on unsaved (there is nobody to tell at pagehide).
  }
}

function scheduleSave(): void {
  if (session.stopped) return;
  if (session.timer !== null) clearTimeout(session.timer);
  session.timer = setTimeout(saveNow, SAVE_DELAY_MS);
}

const WATCHED: readonly (keyof AppState)[] = [
  'kind',
  'boards',
  'symmetry',
  'keepLetters',
  'inference',
  'ac3',
  'variableOrder',
  'valueOrder',
  'allSolutions',
  'reuse',
  'timeLimitSeconds',
  'seed',
  'alldiff',
  'restarts',
  'backjump',
  'speedIndex',
  'groupPrunes',
  'dictionaryId',
  'customDictionary',
  'minScore',
  'foldAccents',
];

/** Save after every change of a kept part (debounced) and when the page is hidden or left. */
export function startPersisting(): () => void {
  const unsubscribe = useApp.subscribe((state, prev) => {
    if (state.speedIndex !== prev.speedIndex) session.keptSpeed = null;
    if (WATCHED.some((k) => state[k] !== prev[k])) scheduleSave();
  });
  const flush = () => saveNow();
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') saveNow();
  };
  addEventListener('pagehide', flush);
  document.addEventListener('visibilitychange', onVisibility);
  return () => {
    unsubscribe();
    removeEventListener('pagehide', flush);
    document.removeEventListener('visibilitychange', onVisibility);
  };
}

/** Forget the saved session (record and word list) and start again from the defaults. */
export async function resetSavedState(): Promise<void> {
  session.stopped = true;
  if (session.timer !== null) clearTimeout(session.timer);
  try {
    session.storage?.removeItem(STORAGE_KEY);
  } catch {
    // nothing saved, or storage blocked: nothing to forget
  }
  try {
    await keptWordLists.forget();
  } catch {
    // no IndexedDB: no word list was kept there
  }
  location.reload();
}
