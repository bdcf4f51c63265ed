/**
 * What could not be restored from the saved session (persist.ts: a damaged record, a word list
 * missing from IndexedDB, storage that failed), said in one line above the app until dismissed.
 * Kept as messages, so the line is said in the interface's language of the moment.
 */
import type { Message } from '../../i18n/index.ts';
import type { Slice } from './shared.ts';

export interface RestoreSlice {
  /** One message each; shown together as one line. */
  restoreNotice: Message[];
  noteRestore(message: Message): void;
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
