import { immer } from 'zustand/middleware/immer';
import { createStore } from 'zustand/vanilla';
import type { DraftSnapshot } from '#shared/draft/types.js';
import type { DraftRoomState, DraftRoomStateStore } from './store-types.js';

/**
 * A draft's state before anything is loaded, or with the first read already in hand (the public
 * board's page carries it): the store starts here and every part of it writes into it.
 */
export function createRoomState(snapshot: DraftSnapshot | null = null): DraftRoomStateStore {
  return createStore<DraftRoomState>()(
    immer((): DraftRoomState => ({ snapshot, status: snapshot ? 'ready' : 'loading', error: null, connected: null, catchingUp: false, lastEvent: null, clockOffset: 0 })),
  );
}

/** The seq the state has reached, or null before the first snapshot. */
export const currentSeq = (state: DraftRoomStateStore): number | null => state.getState().snapshot?.draft.seq ?? null;
