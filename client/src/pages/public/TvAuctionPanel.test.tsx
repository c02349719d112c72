// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ROSTERS_FULL_TEXT } from '#shared/auction/rosters-full.js';
import { deriveTeams } from '#shared/draft/derive.js';
import type { DraftSnapshot } from '#shared/draft/types.js';
import { baseSnapshot, makePick } from '#tests/helpers/room-server.js';
import { DraftStoreProvider } from '../../draft-data/hooks.js';
import { createDraftStore } from '../../draft-data/store.js';
import TvAuctionPanel, { WAITING_FOR_NOMINATION_TEXT, WAITING_TO_START_TEXT } from './TvAuctionPanel.js';

/** The TV's live auction rail between lots, with no team's nomination clock running. */
describe('the TV rail with no lot and no turn', () => {
  afterEach(cleanup);

  function shown(snapshot: DraftSnapshot): string {
    const store = createDraftStore({ kind: 'public', token: 'tok' });
    store.setState({ snapshot, status: 'ready' });
    const view = render(
      <DraftStoreProvider store={store}>
        <TvAuctionPanel />
      </DraftStoreProvider>,
    );
    const text = view.container.querySelector('[data-testid="tv-auction-wait"] .tv-auction-wait-text')?.textContent ?? '';
    view.unmount();
    return text;
  }

  function live(started: boolean): DraftSnapshot {
    const snapshot = baseSnapshot(7);
    snapshot.draft.auction_mode = 'live';
    snapshot.draft.roster_positions = { QB: 1, RB: 1 };
    snapshot.draft.auction_started_at = started ? '2025-08-01T00:00:00.000Z' : null;
    return snapshot;
  }

  it('waits for the start until the commissioner starts the auction, then for the next nomination', () => {
    expect(shown(live(false))).toBe(WAITING_TO_START_TEXT);
    expect(shown(live(true))).toBe(WAITING_FOR_NOMINATION_TEXT);
  });

  it('says every roster is full once it is, however the auction got there', () => {
    const full = live(true);
    full.picks = [makePick(1, 1, 10, 'QB'), makePick(2, 1, 5, 'RB'), makePick(3, 2, 7, 'QB'), makePick(4, 2, 3, 'RB')];
    deriveTeams(full);
    expect(shown(full)).toBe(ROSTERS_FULL_TEXT);
    full.picks.pop();
    deriveTeams(full);
    expect(shown(full)).toBe(WAITING_FOR_NOMINATION_TEXT);
  });
});
