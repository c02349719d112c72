// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DraftStoreProvider } from '../../draft-data/hooks.js';
import { createDraftStore } from '../../draft-data/store.js';
import { baseSnapshot, makePick } from '#tests/helpers/room-server.js';
import LatestPickBanner, { LEAVE_MS } from './LatestPickBanner.js';
import { createQueue } from './use-latest-pick.js';

describe('the sale banner on screen', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  function mounted() {
    const store = createDraftStore({ kind: 'public', token: 'tok' });
    store.setState({ snapshot: baseSnapshot(7), status: 'ready' });
    const queue = createQueue();
    queue.start();
    const view = render(
      <DraftStoreProvider store={store}>
        <LatestPickBanner queue={queue} />
      </DraftStoreProvider>,
    );
    const banners = () => [...view.container.querySelectorAll<HTMLElement>('[data-testid="latest-pick"]')];
    return { queue, banners };
  }

  it('stays while it plays its way out, then goes; a sale meanwhile takes its place at once', () => {
    const { queue, banners } = mounted();
    act(() => queue.add(makePick(1, 1, 30)));
    expect(banners().map((b) => [b.dataset.pickId, b.dataset.leaving])).toEqual([['1', undefined]]);

    // Undone: the queue lets it go, the banner leaves over LEAVE_MS.
    act(() => queue.drop(1));
    expect(banners().map((b) => [b.dataset.pickId, b.dataset.leaving])).toEqual([['1', '']]);
    act(() => {
      vi.advanceTimersByTime(LEAVE_MS);
    });
    expect(banners()).toEqual([]);

    // A sale while the last one leaves: one banner, the new sale's, entering.
    act(() => queue.add(makePick(2, 1, 30)));
    act(() => queue.drop(2));
    act(() => queue.add(makePick(3, 2, 12)));
    expect(banners().map((b) => [b.dataset.pickId, b.dataset.leaving])).toEqual([['3', undefined]]);
    expect(banners()[0]?.textContent).toContain('Player 3');
    act(() => {
      vi.advanceTimersByTime(LEAVE_MS);
    });
    expect(banners()).toHaveLength(1);
  });
});
