// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { applyEventMutably } from '#shared/draft/reducer.js';
import { baseSnapshot, makePick, pickEvent } from '#tests/helpers/room-server.js';
import { DraftStoreProvider } from '../../draft-data/hooks.js';
import { createDraftStore } from '../../draft-data/store.js';
import { TeamBudgetsTable } from './TeamBudgetsTable.js';

afterEach(cleanup);

describe('TeamBudgetsTable', () => {
  it("shows each team's money, max bid and open slots, and follows a sale in the buying team's row", () => {
    const store = createDraftStore({ kind: 'member', draftId: 7 });
    store.setState({ snapshot: baseSnapshot(7), status: 'ready' });
    const view = render(
      <DraftStoreProvider store={store}>
        <TeamBudgetsTable highlightTeamId={1} />
      </DraftStoreProvider>,
    );
    const row = (team: string) => [...view.container.querySelectorAll('tbody tr')].find((tr) => tr.querySelector('th')?.textContent === team);
    const cells = (team: string) => [...(row(team)?.querySelectorAll('td') ?? [])].map((td) => td.textContent);
    const allOpen = 'QB 2 · RB 2 · WR 2 · TE 1 · FLEX 2 · K 1 · DEF 1 · BENCH 4';
    expect(cells('Team 1')).toEqual(['$200 left, budget healthy', '$186', allOpen]);
    expect(row('Team 1')?.className).toBe('is-mine');
    expect(row('Team 2')?.className).toBe('');

    act(() =>
      store.setState((state) => {
        if (state.snapshot) applyEventMutably(state.snapshot, pickEvent(7, 1, makePick(1, 2, 45, 'WR')));
      }),
    );
    expect(cells('Team 2')).toEqual(['$155 left, budget healthy', '$142', 'QB 2 · RB 2 · WR 1 · TE 1 · FLEX 2 · K 1 · DEF 1 · BENCH 4']);
    expect(cells('Team 1')).toEqual(['$200 left, budget healthy', '$186', allOpen]);
  });

  it('shows a team whose roster fills plain, with Full for its max bid, whatever its money', () => {
    const store = createDraftStore({ kind: 'member', draftId: 7 });
    const snapshot = baseSnapshot(7);
    snapshot.draft.num_rounds = 1;
    snapshot.draft.roster_positions = { WR: 1 };
    store.setState({ snapshot, status: 'ready' });
    const view = render(
      <DraftStoreProvider store={store}>
        <TeamBudgetsTable />
      </DraftStoreProvider>,
    );
    const row = (team: string) => [...view.container.querySelectorAll('tbody tr')].find((tr) => tr.querySelector('th')?.textContent === team);
    const cells = (team: string) => [...(row(team)?.querySelectorAll('td') ?? [])].map((td) => td.textContent);
    // $195 of $200 spent: the money a team with slots to fill would be warned about.
    act(() =>
      store.setState((state) => {
        if (state.snapshot) applyEventMutably(state.snapshot, pickEvent(7, 1, makePick(1, 2, 195, 'WR')));
      }),
    );
    expect(cells('Team 2')?.slice(0, 2)).toEqual(['$5 left, roster full', 'Full']);
    expect(row('Team 2')?.querySelector('.budget-red, .budget-icon')).toBeNull();
    expect(cells('Team 1')?.slice(0, 1)).toEqual(['$200 left, budget healthy']);
  });
});
