// @vitest-environment jsdom
import { cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { openLot } from '#tests/helpers/auction-lot.js';
import { loadedStore, STORE_DRAFT_ID } from '#tests/helpers/client/draft-store.js';
import { baseSnapshot } from '#tests/helpers/room-server.js';
import { DraftStoreProvider } from '../../draft-data/hooks.js';
import { StatusControls } from './StatusControls.js';

afterEach(cleanup);

const ASKED = 'End the draft for everyone? No more picks can be entered until it is reopened.';

function askToComplete(lot: ReturnType<typeof openLot> | null) {
  const snapshot = baseSnapshot(STORE_DRAFT_ID);
  snapshot.draft.draft_status = 'IN_PROGRESS';
  snapshot.lot = lot;
  const { store } = loadedStore(snapshot);
  const view = render(
    <DraftStoreProvider store={store}>
      <StatusControls status="IN_PROGRESS" />
    </DraftStoreProvider>,
  );
  fireEvent.click(view.getByRole('button', { name: 'Complete Draft' }));
  return view.getByRole('dialog', { name: 'Complete Draft' }).textContent ?? '';
}

describe('Complete Draft', () => {
  it('asks in the spec’s words when no lot is up', () => {
    const text = askToComplete(null);
    expect(text).toContain(ASKED);
    expect(text).not.toContain('up for auction');
  });

  it('names the open lot, its high bid and its leader, which completing ends unsold', () => {
    const snapshot = baseSnapshot(STORE_DRAFT_ID);
    const leader = snapshot.teams[1]!;
    const text = askToComplete(openLot({ high_bid: 29, high_team_id: leader.fantasy_team_id, player: { ...openLot().player, full_name: 'Bijan Robinson' } }));
    expect(text).toContain(`${ASKED} Bijan Robinson is up for auction at $29 (${leader.team_nickname ?? leader.team_name}): the lot ends unsold and its bids are dropped.`);
  });
});
