import { immer } from 'zustand/middleware/immer';
import { createStore } from 'zustand/vanilla';
import type { DraftRoomState, DraftRoomStateStore } from './store-types.js';

/** A draft's state before anything is loaded: the store starts here and every part of it writes into it. */
export function createRoomState(): DraftRoomStateStore {
  return createStore<DraftRoomState>()(
    immer((): DraftRoomState => ({ snapshot: null, status: 'loading', error: null, connected: false, catchingUp: false, lastEvent: null, clockOffset: 0 })),
  );
}

/** The seq the state has reached, or null before the first snapshot. */
export const currentSeq = (state: DraftRoomStateStore): number | null => state.getState().snapshot?.draft.seq ?? null;
