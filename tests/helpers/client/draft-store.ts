import { act } from '@testing-library/react';
import { deriveTeams } from '#shared/draft/derive.js';
import type { DraftEvent } from '#shared/draft/events.js';
import { applyEventMutably } from '#shared/draft/reducer.js';
import type { DraftSnapshot } from '#shared/draft/types.js';
import { createDraftStore, type DraftStore } from '#client/draft-data/store.js';
import { baseSnapshot, makePick } from '../room-server.js';

export const STORE_DRAFT_ID = 7;

/**
 * A member's store holding `snapshot` as loaded and live, fed events the way the live store applies
 * them (one reducer step per event, inside React's act).
 */
export function loadedStore(snapshot: DraftSnapshot = baseSnapshot(STORE_DRAFT_ID)): { store: DraftStore; apply: (event: DraftEvent) => void } {
  const store = createDraftStore({ kind: 'member', draftId: snapshot.draft.fantasy_draft_id });
  store.setState({ snapshot, status: 'ready', connected: true, catchingUp: false });
  const apply = (event: DraftEvent) =>
    act(() =>
      store.setState((state) => {
        if (state.snapshot) applyEventMutably(state.snapshot, event);
      }),
    );
  return { store, apply };
}

/**
 * The roster rule's test room: slots QB 1, RB 1, WR 1, BENCH 1; team 1 ("Ana's Audibles") holds two
 * quarterbacks (the second on the bench), team 2 nobody.
 */
export function twoQuarterbacksRoom(): DraftSnapshot {
  const snapshot = baseSnapshot(STORE_DRAFT_ID);
  snapshot.draft.roster_positions = { QB: 1, RB: 1, WR: 1, BENCH: 1 };
  snapshot.draft.num_rounds = 4;
  snapshot.teams[0]!.team_nickname = "Ana's Audibles";
  snapshot.picks = [makePick(1, 1, 10, 'QB'), makePick(2, 1, 5, 'QB')];
  deriveTeams(snapshot);
  return snapshot;
}
