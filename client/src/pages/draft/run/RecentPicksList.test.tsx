// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { deriveTeams } from '#shared/draft/derive.js';
import { loadedStore, STORE_DRAFT_ID } from '#tests/helpers/client/draft-store.js';
import { baseSnapshot, makePick } from '#tests/helpers/room-server.js';
import { DraftStoreProvider } from '#client/draft-data/hooks.js';
import { RecentPicksList } from './RecentPicksList.js';

afterEach(cleanup);

describe('the Recent Picks list', () => {
  it('offers the commissioner Undo on a sale, and on a keeper only its K (keepers are not undone once the draft runs)', () => {
    const snapshot = baseSnapshot(STORE_DRAFT_ID);
    const kept = { ...makePick(1, 1, 30, 'QB'), full_name: 'Kept Quarterback', acquisition_type: 'keeper' as const };
    const sold = { ...makePick(2, 2, 12, 'RB'), full_name: 'Sold Runner', pick_number: 2 };
    snapshot.picks = [kept, sold];
    deriveTeams(snapshot);
    const { store } = loadedStore(snapshot);
    const view = render(
      <DraftStoreProvider store={store}>
        <RecentPicksList count={5} canUndo />
      </DraftStoreProvider>,
    );
    const row = (id: number) => view.container.querySelector(`li[data-pick-id="${id}"]`) as HTMLElement;
    expect(row(2).querySelector('button[aria-label="Undo pick of Sold Runner"]')).not.toBeNull();
    expect(row(1).querySelector('button')).toBeNull();
    expect(row(1).querySelector('[data-testid="keeper-badge"]')?.textContent).toBe('KKeeper');
    expect(row(1).querySelector('[data-testid="sale-value"]')).toBeNull();
  });
});
