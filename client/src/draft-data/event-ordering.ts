import type { DraftEvent } from '#shared/draft/events.js';
import { applyEventMutably, classifyEvent } from '#shared/draft/reducer.js';
import { currentSeq } from './room-state.js';
import type { DraftRoomStateStore } from './store-types.js';

/** How long a hole in the seqs may wait to fill itself before the events are fetched from the log. */
export const GAP_GRACE_MS = 250;

/**
 * Events apply strictly in seq order through the shared reducer, so the state always equals
 * "snapshot at seq n" exactly as the server computed it (docs/ARCHITECTURE.md, Live state): an
 * event already applied is ignored; one that arrives early is buffered until the hole before it
 * fills, and a hole still open after GAP_GRACE_MS calls `onGap` (the store then catches up).
 */
export interface EventOrdering {
  /** Apply what can be applied in order: the given events, then whatever the buffer now connects to. */
  apply: (events: readonly DraftEvent[]) => void;
  /** Whether events wait in the buffer for a hole to fill. */
  hasPending: () => boolean;
  /** Every applied event, in seq order. */
  subscribe: (listener: (event: DraftEvent) => void) => () => void;
  /** Stop the gap's timer (the buffer stays for a later start). */
  dispose: () => void;
}

export function createEventOrdering(state: DraftRoomStateStore, onGap: () => void): EventOrdering {
  /** Events ahead of the state's seq, by seq, waiting for the hole before them to fill. */
  const pending = new Map<number, DraftEvent>();
  const listeners = new Set<(event: DraftEvent) => void>();
  let gapTimer: ReturnType<typeof setTimeout> | null = null;

  function clearGapTimer(): void {
    if (gapTimer) clearTimeout(gapTimer);
    gapTimer = null;
  }

  function scheduleGapCatchUp(): void {
    if (gapTimer) return;
    gapTimer = setTimeout(() => {
      gapTimer = null;
      if (pending.size > 0) onGap();
    }, GAP_GRACE_MS);
  }

  function apply(events: readonly DraftEvent[]): void {
    for (const event of events) if (event.seq > (currentSeq(state) ?? 0)) pending.set(event.seq, event);
    const snapshot = state.getState().snapshot;
    if (!snapshot) return;
    const ready: DraftEvent[] = [];
    let seq = snapshot.draft.seq;
    for (const key of [...pending.keys()]) if (key <= seq) pending.delete(key);
    for (let next = pending.get(seq + 1); next; next = pending.get(seq + 1)) {
      pending.delete(next.seq);
      ready.push(next);
      seq = next.seq;
    }
    if (ready.length > 0) {
      state.setState((draft) => {
        if (!draft.snapshot) return;
        for (const event of ready) {
          if (classifyEvent(draft.snapshot, event) === 'next') applyEventMutably(draft.snapshot, event);
        }
        draft.lastEvent = ready[ready.length - 1] ?? draft.lastEvent;
      });
      for (const event of ready) for (const listener of listeners) listener(event);
    }
    if (pending.size > 0) scheduleGapCatchUp();
    else clearGapTimer();
  }

  function subscribe(listener: (event: DraftEvent) => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  }

  return { apply, hasPending: () => pending.size > 0, subscribe, dispose: clearGapTimer };
}
