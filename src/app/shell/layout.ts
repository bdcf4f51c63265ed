/**
 * The screen layout: the normal one (settings, board, run and one teaching view at a time) or the
 * teaching layout (test id `layout-teach`): board and player on one side, two or three chosen
 * teaching views side by side. A first visit opens in the teaching layout (on a wide screen: below
 * 1024 px the normal one-column layout is shown whatever is chosen), so that the first screen holds
 * board, Solve, player and the views; the user's choice is kept over a reload in localStorage under
 * `csp-playground.layout` and wins over this default. So is whether the teaching layout's fold of
 * the kind's own tools (size, Undo, the makers' tools: `layout-tools`) is open.
 */
import { create } from 'zustand';
import type { TeachingTab } from '../teaching/index.ts';

export const LAYOUT_KEY = 'csp-playground.layout';
export const VIEW_IDS: readonly TeachingTab[] = ['domains', 'why', 'arcs', 'graph', 'tree', 'compare', 'local'];
/** Slots shown: two on a 1280-wide projector, three from 1700 px on. */
export const SLOTS = 3;
/** The layout of a first visit (no saved choice): the teaching one. */
export const TEACH_BY_DEFAULT = true;
export const DEFAULT_SLOTS: readonly TeachingTab[] = ['tree', 'why', 'graph'];

export interface LayoutPrefs {
  teach: boolean;
  /** The view of each slot, all different. */
  slots: TeachingTab[];
  /** Whether the teaching layout shows the kind's own tools (closed on a first visit). */
  tools: boolean;
}

export interface LayoutState extends LayoutPrefs {
  setTeach(on: boolean): void;
  setTools(open: boolean): void;
  /** Show `view` in slot `i`; a slot that showed it already takes the slot's old view (a swap). */
  setSlot(i: number, view: TeachingTab): void;
}

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

function isView(v: unknown): v is TeachingTab {
  return typeof v === 'string' && (VIEW_IDS as readonly string[]).includes(v);
}

/** The saved preferences, or the defaults for anything missing or malformed. */
export function readLayout(text: string | null | undefined): LayoutPrefs {
  const prefs: LayoutPrefs = { teach: TEACH_BY_DEFAULT, slots: [...DEFAULT_SLOTS], tools: false };
  if (!text) return prefs;
  let saved: unknown;
  try {
    saved = JSON.parse(text);
  } catch {
    return prefs;
  }
  if (typeof saved !== 'object' || saved === null) return prefs;
  const { teach, slots, tools } = saved as { teach?: unknown; slots?: unknown; tools?: unknown };
  if (typeof teach === 'boolean') prefs.teach = teach;
  if (typeof tools === 'boolean') prefs.tools = tools;
  if (Array.isArray(slots)) {
    const chosen: TeachingTab[] = [];
    for (const v of slots) if (isView(v) && !chosen.includes(v) && chosen.length < SLOTS) chosen.push(v);
    for (const v of DEFAULT_SLOTS) if (chosen.length < SLOTS && !chosen.includes(v)) chosen.push(v);
    for (const v of VIEW_IDS) if (chosen.length < SLOTS && !chosen.includes(v)) chosen.push(v);
    prefs.slots = chosen;
  }
  return prefs;
}

function browserStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** A layout store of its own, saved to `storage` on every change. */
export function createLayoutStore(storage: Storage | null = browserStorage()) {
  let initial: LayoutPrefs;
  try {
    initial = readLayout(storage?.getItem(LAYOUT_KEY));
  } catch {
    initial = readLayout(null);
  }
  const store = create<LayoutState>()((set, get) => ({
    ...initial,
    setTeach(on) {
      set({ teach: on });
    },
    setTools(open) {
      set({ tools: open });
    },
    setSlot(i, view) {
      const slots = [...get().slots];
      if (i < 0 || i >= slots.length || slots[i] === view) return;
      const other = slots.indexOf(view);
      if (other >= 0) slots[other] = slots[i]!;
      slots[i] = view;
      set({ slots });
    },
  }));
  store.subscribe((s, prev) => {
    if (s.teach === prev.teach && s.slots === prev.slots && s.tools === prev.tools) return;
    try {
      storage?.setItem(LAYOUT_KEY, JSON.stringify({ teach: s.teach, slots: s.slots, tools: s.tools } satisfies LayoutPrefs));
    } catch {
      // A full or forbidden storage only loses the preference.
    }
  });
  return store;
}

/** The app's layout store. */
export const useLayout = createLayoutStore();
