/**
 * Grid insight as the solver worker answers it (issue 23): one `InsightSession` (the pure
 * incremental arc consistency of `src/puzzles/crossword/insight.ts`) kept across the edits of a
 * board, and a one-place queue so that an edit supersedes the one before it when that one has not
 * started yet. The solver worker's `insight` job (solverJobs.ts) uses it.
 */
import { InsightSession, layoutFromBoard, numberSlots, type CrosswordLayout, type SlotSpec, type WordIndex } from '../../puzzles/crossword/index.ts';
import type { InsightAnswer, InsightRequest } from '../protocol.ts';

/** The small request of a layout: its blocks as a string, its letters, its slots when not derived from the blocks. */
export function insightRequest(id: number, key: string, layout: CrosswordLayout, reuse: boolean, slotsFromBlocks: boolean): InsightRequest {
  return {
    id,
    key,
    width: layout.width,
    height: layout.height,
    blocks: layout.blocks.map((b) => (b ? '#' : '.')).join(''),
    given: [...layout.given],
    slots: slotsFromBlocks ? undefined : layout.slots.map((s) => ({ row: s.row, col: s.col, length: s.length, direction: s.direction })),
    reuse,
    ...(layout.used && layout.used.length > 0 ? { used: [...layout.used] } : {}),
  };
}

/** The layout a request describes (the blocks' own slots, or the slots it sends). */
export function layoutOfRequest(request: InsightRequest): CrosswordLayout {
  const blocks = Array.from(request.blocks, (c) => c === '#');
  const used = request.used && request.used.length > 0 ? { used: request.used } : {};
  if (!request.slots) return { ...layoutFromBoard(request.width, request.height, blocks, request.given), ...used };
  const slots: SlotSpec[] = request.slots;
  return { width: request.width, height: request.height, blocks, given: request.given, slots: numberSlots(slots, request.width), ...used };
}

/**
 * The insight requests of one worker. `offer` queues a request and returns the one superseded
 * (the older of it and the one still waiting, by id: the caller answers it `superseded`); `take` hands over the newest waiting one;
 * `answer` computes it against a word index.
 */
export class InsightDesk {
  private waiting: InsightRequest | null = null;
  private session: InsightSession | null = null;
  private sessionKey = '';

  offer(request: InsightRequest): InsightRequest | null {
    const old = this.waiting;
    // An older edit's question asked again (the app reloaded the dictionary it lacked) comes after
    // a newer one: the newer edit wins, whichever arrived last.
    if (old && old.id > request.id) return request;
    this.waiting = request;
    return old;
  }

  take(): InsightRequest | null {
    const next = this.waiting;
    this.waiting = null;
    return next;
  }

  /** The insight of a request's board; the session is kept while the dictionary and `reuse` stay. */
  answer(request: InsightRequest, index: WordIndex): InsightAnswer {
    const start = performance.now();
    const sessionKey = `${request.key}|${request.reuse}`;
    if (!this.session || this.sessionKey !== sessionKey) {
      this.session = new InsightSession({ reuse: request.reuse });
      this.sessionKey = sessionKey;
    }
    const insight = this.session.update(layoutOfRequest(request), index);
    return {
      id: request.id,
      counts: insight.slots.map((s) => s.words),
      forced: [...insight.forced],
      empty: insight.empty,
      ms: performance.now() - start,
    };
  }

  /**
   * Idle work after an answer: the blocks-only fixpoint of the last change of blocks, so that the
   * next letter typed is answered incrementally. Nothing when a request waits (it goes first).
   */
  prepare(): void {
    if (this.waiting === null) this.session?.prepare();
  }

  /** An answer for a request a newer one replaced before it started. */
  static superseded(request: InsightRequest): InsightAnswer {
    return { id: request.id, superseded: true };
  }
}
