// @vitest-environment jsdom
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { baseSnapshot } from '#tests/helpers/room-server.js';
import { loadedStore, STORE_DRAFT_ID } from '#tests/helpers/client/draft-store.js';
import { renderWithApp } from '#tests/helpers/client/render.js';
import { DraftStoreProvider } from '#client/draft-data/hooks.js';
import { MyTeamCard } from './MyTeamTab.js';

afterEach(cleanup);

describe('My Team', () => {
  it('offers autopilot while the draft runs, and says nothing of it once the draft is complete', () => {
    const snapshot = baseSnapshot(STORE_DRAFT_ID);
    const mine = snapshot.teams[0];
    if (!mine) throw new Error('setup');
    mine.autopilot = true;
    const { store } = loadedStore(snapshot);
    renderWithApp(
      <DraftStoreProvider store={store}>
        <MyTeamCard draftId={STORE_DRAFT_ID} teamId={mine.fantasy_team_id} />
      </DraftStoreProvider>,
    );
    screen.getByText('Autopilot is bidding for you');
    screen.getByRole('button', { name: 'Turn off autopilot' });
    act(() =>
      store.setState((state) => {
        if (state.snapshot) state.snapshot.draft.draft_status = 'COMPLETED';
      }),
    );
    expect(screen.queryByText('Autopilot is bidding for you')).toBeNull();
    expect(screen.queryByRole('button', { name: /autopilot/ })).toBeNull();
    // Its money and players stay.
    screen.getByText('Budget left');
  });
});
