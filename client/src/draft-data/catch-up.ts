import { ApiError, failureMessage } from '../api/transport.js';
import type { DraftSource } from '../api/draft-reads.js';
import type { EventOrdering } from './event-ordering.js';
import { currentSeq } from './room-state.js';
import type { DraftRoomIO, DraftRoomStateStore } from './store-types.js';

/** How long an own mutation's event may take to arrive over the socket before it is fetched from the log. */
export const EXPECT_CHANGE_MS = 1000;

export interface CatchUpParts {
  state: DraftRoomStateStore;
  source: DraftSource;
  io: Pick<DraftRoomIO, 'loadSnapshot' | 'loadEventsAfter'>;
  ordering: EventOrdering;
  /** Started and not disposed: an answer that lands after dispose is dropped. */
  isRunning: () => boolean;
  /** Running, and the draft is neither gone nor revoked. */
  isLive: () => boolean;
}

export interface CatchUp {
  /** Load the whole snapshot (first load, retry, or when the log cannot serve a gap); rejects on failure. */
  loadSnapshot: () => Promise<void>;
  /** Fetch missed events from the log now; one run at a time, a call during a run asks for one more. */
  catchUp: () => Promise<void>;
  /** After an own mutation: fetch its event from the log if it has not arrived within EXPECT_CHANGE_MS. */
  expectChange: (seq?: number) => void;
  dispose: () => void;
}

/**
 * What the store missed, fetched over REST (docs/ARCHITECTURE.md, Live state): events after its
 * seq from the log, page by page, into the event ordering; when the log no longer reaches back
 * (or skips a seq) the snapshot is reloaded instead.
 */
export function createCatchUp({ state, source, io, ordering, isRunning, isLive }: CatchUpParts): CatchUp {
  let catchUpRunning: Promise<void> | null = null;
  let catchUpAgain = false;
  let expectTimer: ReturnType<typeof setTimeout> | null = null;

  async function loadSnapshot(): Promise<void> {
    try {
      const snapshot = await io.loadSnapshot();
      if (!isRunning()) return;
      state.setState((draft) => {
        // Never step back: a slow snapshot answer may be older than events already applied.
        if (!draft.snapshot || snapshot.draft.seq >= draft.snapshot.draft.seq) draft.snapshot = snapshot;
        draft.status = 'ready';
        draft.error = null;
      });
      ordering.apply([]);
    } catch (err) {
      if (!isRunning()) return;
      const missing = err instanceof ApiError && (err.status === 404 || (source.kind === 'public' && err.status === 403));
      state.setState((draft) => {
        if (missing) {
          draft.status = source.kind === 'public' && draft.snapshot ? 'revoked' : 'not_found';
        } else if (!draft.snapshot) {
          draft.status = 'error';
        }
        draft.error = failureMessage(err);
      });
      throw err;
    }
  }

  async function fetchMissedEvents(): Promise<void> {
    const startSeq = currentSeq(state);
    if (startSeq === null) return loadSnapshot();
    let after = startSeq;
    for (;;) {
      const page = await io.loadEventsAfter(after);
      const first = page.events[0];
      if (first && first.seq > after + 1) return loadSnapshot(); // the log no longer reaches back this far
      ordering.apply(page.events);
      const last: number = page.events[page.events.length - 1]?.seq ?? after;
      if (page.events.length === 0 || last >= page.seq) break;
      after = last;
    }
    if (ordering.hasPending()) return loadSnapshot(); // the log skipped a seq: trust the snapshot instead
  }

  function catchUp(): Promise<void> {
    if (!isLive()) return Promise.resolve();
    if (catchUpRunning) {
      catchUpAgain = true;
      return catchUpRunning;
    }
    catchUpRunning = (async () => {
      try {
        do {
          catchUpAgain = false;
          await fetchMissedEvents();
        } while (catchUpAgain && isLive());
        if (state.getState().error !== null && state.getState().status === 'ready') state.setState((draft) => void (draft.error = null));
      } catch (err) {
        // Said on screen (the public board's 'Failed to fetch draft picks') until a catch-up succeeds.
        if (isLive() && state.getState().status === 'ready') state.setState((draft) => void (draft.error = failureMessage(err)));
        // A 404 while reading the log means the draft (or the public link) is gone.
        if (err instanceof ApiError && err.status === 404 && state.getState().status === 'ready') {
          await loadSnapshot().catch(() => undefined);
        }
        // Offline or a server hiccup: the next reconnect, online or visibility change retries.
      } finally {
        catchUpRunning = null;
      }
    })();
    return catchUpRunning;
  }

  function expectChange(seq?: number): void {
    const seqAtCall = currentSeq(state);
    if (seq !== undefined && seqAtCall !== null && seqAtCall >= seq) return;
    if (expectTimer) clearTimeout(expectTimer);
    expectTimer = setTimeout(() => {
      expectTimer = null;
      const now = currentSeq(state);
      const missing = seq !== undefined ? now === null || now < seq : now === seqAtCall;
      if (missing) void catchUp();
    }, EXPECT_CHANGE_MS);
  }

  function dispose(): void {
    if (expectTimer) clearTimeout(expectTimer);
    expectTimer = null;
  }

  return { loadSnapshot, catchUp, expectChange, dispose };
}
