// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ProxyReadResponse } from '#shared/auction/types.js';
import { openLot } from '#tests/helpers/auction-lot.js';
import { baseSnapshot } from '#tests/helpers/room-server.js';
import { loadedStore, STORE_DRAFT_ID } from '#tests/helpers/client/draft-store.js';
import { setUpLocalApi } from '#tests/helpers/client/local-api-hooks.js';
import { renderWithApp } from '#tests/helpers/client/render.js';
import { DraftStoreProvider } from '#client/draft-data/hooks.js';
import { auctionCommands } from '#client/draft-room/auction-commands.js';
import { ProxyBidControl } from './ProxyBidControl.js';

const api = setUpLocalApi();

const lot = openLot({ lot_id: 7, high_bid: 1, bids: 0 });

/** The control for the store's second team, with the maximum GET proxy-bid reads back. */
function renderFor(ownTeam: boolean, max: number | null) {
  const snapshot = baseSnapshot(STORE_DRAFT_ID);
  const team = snapshot.teams[1];
  if (!team) throw new Error('setup');
  const { store } = loadedStore(snapshot);
  const answer: ProxyReadResponse = { lot_id: lot.lot_id, fantasy_team_id: team.fantasy_team_id, proxy: max === null ? null : { lot_id: lot.lot_id, fantasy_team_id: team.fantasy_team_id, max }, server_now: Date.now() };
  api.on('GET', `/drafts/${STORE_DRAFT_ID}/proxy-bid`, { body: answer });
  renderWithApp(
    <DraftStoreProvider store={store}>
      <ProxyBidControl draftId={STORE_DRAFT_ID} lot={{ ...lot, high_team_id: team.fantasy_team_id }} team={team} commands={auctionCommands(STORE_DRAFT_ID, store)} ownTeam={ownTeam} />
    </DraftStoreProvider>,
  );
  return team;
}

describe('auto-bid for another team (the commissioner’s "Bid for")', () => {
  it('names the team whose maximum it holds, not "you"', async () => {
    const team = renderFor(false, 20);
    const line = await screen.findByTestId('my-proxy-max');
    expect(line.textContent).toBe(`Bidding for ${team.team_name} up to $20`);
  });

  it('asks for "this team"\'s maximum when none is set', async () => {
    renderFor(false, null);
    await screen.findByText('Set a private max: the server bids the least needed for this team, up to it. Nobody else sees it.');
    screen.getByLabelText('Max ($)');
    expect(screen.queryByLabelText('My max ($)')).toBeNull();
  });

  it('keeps "you" on a member\'s own team', async () => {
    renderFor(true, 20);
    const line = await screen.findByTestId('my-proxy-max');
    expect(line.textContent).toBe('Bidding for you up to $20');
  });
});
