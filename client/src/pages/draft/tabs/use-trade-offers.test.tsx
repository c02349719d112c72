// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { applyEventMutably } from '#shared/draft/reducer.js';
import type { DraftEvent } from '#shared/draft/events.js';
import type { TradeSummary } from '#shared/draft/types.js';
import type { ApiUser } from '#shared/league-types.js';
import { baseSnapshot, makePick, pickEvent } from '#tests/helpers/room-server.js';
import { leagueKeys } from '#client/api/leagues.js';
import { sessionQueryKey } from '#client/api/auth.js';
import { tradeListKey } from '#client/api/trades.js';
import { DraftStoreProvider } from '#client/draft-data/hooks.js';
import { createDraftStore } from '#client/draft-data/store.js';
import { useSession } from '#client/stores/session.js';
import { useOffersWaiting } from './use-trade-offers.js';

afterEach(cleanup);

const DRAFT = 7;
const LEAGUE = 1;
const me: ApiUser = { fantasy_user_id: 11, username: 'owner1', email: 'owner1@example.com', display_name: 'owner1' };

/** Team 2 offers its player (pick 1) to team 1, which the signed-in user owns, for $5 of team 1's budget. */
const offer: TradeSummary = {
  fantasy_trade_id: 5,
  fantasy_draft_id: DRAFT,
  trade_number: 1,
  trade_status: 'PROPOSED',
  proposed_at: '2025-08-01T00:00:00.000Z',
  responded_at: null,
  proposing_team_id: 2,
  receiving_team_id: 1,
  proposing_participant_id: 102,
  receiving_participant_id: 101,
  proposing_team_name: 'Team 2',
  proposing_team_nickname: null,
  receiving_team_name: 'Team 1',
  receiving_team_nickname: null,
  trade_items: [
    { from_participant_id: 101, from_team_id: 1, trade_asset_type: 'remainingbudget', trade_asset: '5', player: null },
    { from_participant_id: 102, from_team_id: 2, trade_asset_type: 'nfl_player_id', trade_asset: 'P1', player: { nfl_player_id: 'P1', full_name: 'Player 1', position_code: 'RB', photo_url: null } },
  ],
};

function room() {
  const store = createDraftStore({ kind: 'member', draftId: DRAFT });
  store.setState({ snapshot: baseSnapshot(DRAFT), status: 'ready' });
  const apply = (event: DraftEvent) =>
    act(() =>
      store.setState((state) => {
        if (state.snapshot) applyEventMutably(state.snapshot, event);
      }),
    );
  // Everything the hook reads over HTTP is already cached, so nothing is fetched.
  const queries = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  queries.setQueryData(sessionQueryKey, { user: me });
  queries.setQueryData(leagueKeys.detail(LEAGUE), {
    teams: [
      { fantasy_team_id: 1, owner_email: me.email },
      { fantasy_team_id: 2, owner_email: 'owner2@example.com' },
    ],
  });
  queries.setQueryData(tradeListKey(LEAGUE), [offer]);
  useSession.setState({ token: 'token', user: me });
  return { store, apply, queries };
}

describe("the Trades tab's count of offers waiting", () => {
  it('counts an offer that can go through, drops it when its player leaves the proposer, and re-renders the room only when the count changes', () => {
    const { store, apply, queries } = room();
    const seen: number[] = [];
    function RoomProbe() {
      seen.push(useOffersWaiting(LEAGUE, DRAFT));
      return null;
    }
    render(
      <QueryClientProvider client={queries}>
        <DraftStoreProvider store={store}>
          <RoomProbe />
        </DraftStoreProvider>
      </QueryClientProvider>,
    );
    // Before team 2 owns the player, the offer cannot go through.
    expect(seen.at(-1)).toBe(0);

    apply(pickEvent(DRAFT, 1, makePick(1, 2, 30)));
    expect(seen.at(-1)).toBe(1);
    const renders = seen.length;

    // Sales that leave the offer's player where he is do not render the room again.
    apply(pickEvent(DRAFT, 2, makePick(2, 1, 12)));
    apply(pickEvent(DRAFT, 3, makePick(3, 2, 8)));
    expect(seen.length).toBe(renders);

    // The player's sale undone: the offer is stale, the count falls.
    apply({ draftId: DRAFT, seq: 4, type: 'pick.deleted', payload: { fantasy_pick_id: 1 }, at: '' });
    expect(seen.at(-1)).toBe(0);
  });
});
