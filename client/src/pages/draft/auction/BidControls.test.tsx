// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AuctionLot } from '#shared/auction/types.js';
import type { DraftTeam, PlayerPosition } from '#shared/draft/types.js';
import { loadedStore, STORE_DRAFT_ID as DRAFT, twoQuarterbacksRoom } from '#tests/helpers/client/draft-store.js';
import { DraftStoreProvider } from '#client/draft-data/hooks.js';
import { BidControls } from './BidControls.js';
import { possessive } from '#shared/possessive.js';

afterEach(cleanup);

/** The roster rule's test room (team 1 holds two quarterbacks), and a team of it. */
function room() {
  const snapshot = twoQuarterbacksRoom();
  const { store } = loadedStore(snapshot);
  return { store, team: (id: number) => snapshot.teams.find((t) => t.fantasy_team_id === id) as DraftTeam };
}

const lotOf = (position: PlayerPosition): AuctionLot => ({
  lot_id: 1,
  nfl_player_id: 'P9',
  player: { full_name: 'Player 9', position_code: position, team_abbreviation: 'KC', photo_url: null, last_season_price: null },
  opening_bid: 1,
  high_bid: 1,
  high_team_id: 2,
  nominated_by_team_id: 2,
  closes_at: new Date(Date.now() + 10_000).toISOString(),
  paused_remaining_ms: null,
  bids: 0,
});

describe('the bid controls and the roster rule', () => {
  it('tell a team with no slot for the player so instead of offering bids, in the server’s words', () => {
    const { store, team } = room();
    const view = render(
      <DraftStoreProvider store={store}>
        <BidControls draftId={DRAFT} lot={lotOf('QB')} team={team(1)} increment={1} />
      </DraftStoreProvider>,
    );
    expect(screen.getByTestId('bid-no-roster-slot').textContent).toBe("No open roster slot for a QB on Ana's Audibles");
    expect(screen.queryByRole('button', { name: 'Bid' })).toBeNull();

    view.rerender(
      <DraftStoreProvider store={store}>
        <BidControls draftId={DRAFT} lot={lotOf('RB')} team={team(1)} increment={1} />
      </DraftStoreProvider>,
    );
    expect(screen.queryByTestId('bid-no-roster-slot')).toBeNull();
    expect(screen.getByRole('button', { name: 'Bid' })).toBeTruthy();

    view.rerender(
      <DraftStoreProvider store={store}>
        <BidControls draftId={DRAFT} lot={lotOf('K')} team={team(1)} increment={1} />
      </DraftStoreProvider>,
    );
    expect(screen.getByTestId('bid-no-roster-slot').textContent).toBe("No open roster slot for a K on Ana's Audibles");
  });
});

describe('the bid controls for another team (the commissioner’s "Bid for")', () => {
  it('name the team instead of saying "your"', () => {
    const { store, team } = room();
    const leader = team(2);
    const view = render(
      <DraftStoreProvider store={store}>
        <BidControls draftId={DRAFT} lot={lotOf('RB')} team={leader} increment={1} ownTeam={false} />
      </DraftStoreProvider>,
    );
    expect(screen.getByText(`${leader.team_name} has the high bid`)).toBeTruthy();
    expect(screen.queryByText('Your team has the high bid')).toBeNull();

    view.rerender(
      <DraftStoreProvider store={store}>
        <BidControls draftId={DRAFT} lot={lotOf('RB')} team={leader} increment={1} />
      </DraftStoreProvider>,
    );
    expect(screen.getByText('Your team has the high bid')).toBeTruthy();

    const broke = { ...team(1), max_bid: 1 };
    view.rerender(
      <DraftStoreProvider store={store}>
        <BidControls draftId={DRAFT} lot={lotOf('RB')} team={broke} increment={1} ownTeam={false} />
      </DraftStoreProvider>,
    );
    // Team 1's nickname, as the board names it, not its league name.
    expect(screen.getByText(`Bidding is past ${possessive("Ana's Audibles")} max bid of $1`)).toBeTruthy();
    expect(screen.queryByText(new RegExp(broke.team_name))).toBeNull();
  });
});
