/**
 * What could not be restored from the saved session (persist.ts: a damaged record, a word list
 * missing from IndexedDB, storage that failed), said in one line above the app until dismissed.
 */
import type { Slice } from './shared.ts';

export interface RestoreSlice {
  /** One line each; shown together as one line. */
  restoreNotice: string[];
  noteRestore(message: string): void;
  dismissRestoreNotice(): void;
}

export const createRestoreSlice: Slice<RestoreSlice> = () => (set) => ({
  restoreNotice: [],
  noteRestore(message) {
    set((s) => ({ restoreNotice: [...s.restoreNotice, message] }));
  },
  dismissRestoreNotice() {
    set({ restoreNotice: [] });
  },
});
