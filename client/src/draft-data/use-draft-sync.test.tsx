// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { Profiler, type ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { TeamStrip } from '../components/teams/TeamStrip.js';
import { InflationLine } from '../components/InflationLine.js';
import { AdjustedValue } from '../components/AdjustedValue.js';
import { DraftStoreProvider } from './hooks.js';
import type { DraftStore } from './store.js';
import { makePick, pickEvent } from '#tests/helpers/room-server.js';
import { loadedStore } from '#tests/helpers/client/draft-store.js';

afterEach(cleanup);

/** Renders `children` and counts the commits in which any of them rendered. */
function renderCounted(store: DraftStore, children: ReactNode) {
  let commits = 0;
  const view = render(
    <DraftStoreProvider store={store}>
      <Profiler id="probe" onRender={() => (commits += 1)}>
        {children}
      </Profiler>
    </DraftStoreProvider>,
  );
  return { view, commits: () => commits };
}

function setMarket(store: DraftStore, inflation: number | null, market: { dollars_left: number; value_left: number } | null) {
  act(() =>
    store.setState((state) => {
      if (!state.snapshot) return;
      state.snapshot.inflation = inflation;
      state.snapshot.market = market;
    }),
  );
}

describe('figures written in place (use-draft-sync.ts)', () => {
  it("the team strip shows a sale's money, max bid and open slots without rendering, and renders when the money crosses a colour band", () => {
    const { store, apply } = loadedStore();
    const { view, commits } = renderCounted(store, <TeamStrip />);
    const team2 = () => view.container.querySelector('[data-team-id="2"]') as HTMLElement;
    const slot = (label: string) => [...team2().querySelectorAll('.team-strip-slots li')].find((li) => li.textContent?.startsWith(`${label} `));
    expect(team2().querySelector('.budget')?.textContent).toBe('$200 left, budget healthy');
    expect(slot('TE')?.textContent).toBe('TE 1');
    const mounted = commits();

    apply(pickEvent(7, 1, makePick(1, 2, 45, 'TE')));
    expect(commits()).toBe(mounted);
    expect(team2().querySelector('.budget')?.textContent).toBe('$155 left, budget healthy');
    // 15 slots: $155 minus $1 for each of the 13 other open spots.
    expect(team2().querySelector('.team-strip-max')?.textContent).toBe('Max $142');
    expect(slot('TE')?.textContent).toBe('TE 0');
    expect(slot('TE')?.className).toBe('is-full');
    expect(view.container.querySelector('[data-team-id="1"] .budget')?.textContent).toBe('$200 left, budget healthy');

    // $155 → $30: yellow, with its shape and words; the figure is the same one a render draws.
    apply(pickEvent(7, 2, makePick(2, 2, 125, 'QB')));
    expect(commits()).toBe(mounted + 1);
    const budget = team2().querySelector('.budget');
    expect(budget?.className).toContain('budget-yellow');
    expect(budget?.textContent).toBe('$30 left, budget low');
    expect(budget?.querySelector('svg.budget-icon')).not.toBeNull();
    expect(slot('QB')?.textContent).toBe('QB 1');
    expect(slot('QB')?.className).toBe('');
  });

  it('the inflation line follows the market without rendering, and renders when it appears or goes', () => {
    const { store } = loadedStore();
    const { view, commits } = renderCounted(store, <InflationLine />);
    const line = () => view.container.querySelector('[data-testid="inflation-line"]');
    expect(line()).toBeNull();

    setMarket(store, 0.12, { dollars_left: 1247, value_left: 1113 });
    expect(line()?.textContent).toBe('Inflation +12 % · $1,247 left for $1,113 of value');
    const shown = commits();

    setMarket(store, -0.03, { dollars_left: 1200, value_left: 1237 });
    expect(line()?.textContent).toBe('Inflation \u22123 % · $1,200 left for $1,237 of value');
    expect(commits()).toBe(shown);

    setMarket(store, null, null);
    expect(line()).toBeNull();
    setMarket(store, 0.12, { dollars_left: 1247, value_left: 1113 });
    expect(line()?.textContent).toBe('Inflation +12 % · $1,247 left for $1,113 of value');
  });

  it('an adjusted value moves with inflation in place, and a render for a new value draws the live figure', () => {
    const { store } = loadedStore();
    setMarket(store, 0.5, { dollars_left: 300, value_left: 200 });
    const { view, commits } = renderCounted(store, <AdjustedValue value={21} />);
    // $1 + ($21 − $1) × 1.5
    expect(view.container.textContent).toBe('$31');
    const mounted = commits();

    setMarket(store, 0, { dollars_left: 200, value_left: 200 });
    expect(view.container.textContent).toBe('$21');
    expect(commits()).toBe(mounted);

    view.rerender(
      <DraftStoreProvider store={store}>
        <AdjustedValue value={41} />
      </DraftStoreProvider>,
    );
    expect(view.container.textContent).toBe('$41');
    setMarket(store, 0.5, { dollars_left: 300, value_left: 200 });
    expect(view.container.textContent).toBe('$61');
  });
});
