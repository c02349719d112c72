// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { baseSnapshot } from '#tests/helpers/room-server.js';
import { loadedStore, STORE_DRAFT_ID } from '#tests/helpers/client/draft-store.js';
import { setUpLocalApi } from '#tests/helpers/client/local-api-hooks.js';
import { renderWithApp } from '#tests/helpers/client/render.js';
import { DraftStoreProvider } from '#client/draft-data/hooks.js';
import { StartAuctionCard } from './StartAuctionCard.js';

const api = setUpLocalApi();

describe("the commissioner's In the room card", () => {
  it('puts a team that is away on autopilot from its line, and offers it for no team that is here', async () => {
    const snapshot = baseSnapshot(STORE_DRAFT_ID);
    const [here, away] = snapshot.teams;
    if (!here || !away) throw new Error('setup');
    Object.assign(here, { online: true, autopilot: false });
    Object.assign(away, { online: false, autopilot: false });
    const { store } = loadedStore(snapshot);
    api.on('PUT', `/drafts/${STORE_DRAFT_ID}/teams/${away.fantasy_team_id}/autopilot`, { body: { fantasy_team_id: away.fantasy_team_id, autopilot: true, seq: 1 } });
    render(
      <DraftStoreProvider store={store}>
        <StartAuctionCard draftId={STORE_DRAFT_ID} canStart started={false} />
      </DraftStoreProvider>,
    );
    screen.getByRole('heading', { name: 'In the room: 1 of 2' });
    expect(screen.queryByRole('button', { name: `Put ${here.team_name} on autopilot` })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: `Put ${away.team_name} on autopilot` }));
    await waitFor(() => expect(api.requests.map((r) => [r.method, r.path, r.body])).toEqual([['PUT', `/api/drafts/${STORE_DRAFT_ID}/teams/${away.fantasy_team_id}/autopilot`, { enabled: true }]]));

    // The confirmed event marks the team: it counts as here, and its line offers nothing more.
    await waitFor(() => expect(screen.getByRole('button', { name: `Put ${away.team_name} on autopilot` })).toHaveProperty('disabled', false));
    store.setState((state) => {
      const team = state.snapshot?.teams.find((t) => t.fantasy_team_id === away.fantasy_team_id);
      if (team) team.autopilot = true;
    });
    await screen.findByRole('heading', { name: 'In the room: 2 of 2' });
    expect(screen.queryByRole('button', { name: /on autopilot$/ })).toBeNull();
  });

  it('holds Start Draft before the draft starts, then Start auction', () => {
    const { store } = loadedStore(baseSnapshot(STORE_DRAFT_ID));
    const view = renderWithApp(
      <DraftStoreProvider store={store}>
        <StartAuctionCard draftId={STORE_DRAFT_ID} canStart={false} started={false} draftNotStarted />
      </DraftStoreProvider>,
    );
    screen.getByRole('button', { name: 'Start Draft' });
    expect(screen.queryByRole('button', { name: 'Start auction' })).toBeNull();
    screen.getByText('Start the draft, then start the auction once everyone is here: no clock runs until then.');
    view.rerender(
      <DraftStoreProvider store={store}>
        <StartAuctionCard draftId={STORE_DRAFT_ID} canStart started={false} />
      </DraftStoreProvider>,
    );
    expect(screen.queryByRole('button', { name: 'Start Draft' })).toBeNull();
    screen.getByRole('button', { name: 'Start auction' });
  });
});
