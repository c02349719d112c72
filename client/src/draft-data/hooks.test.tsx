import { Profiler } from 'react';
// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BoardView } from '../components/board/BoardView.js';
import { DraftStoreProvider, usePick, useRecentPicks, useTeam, useTeamPickIds } from './hooks.js';
import { baseSnapshot, makePick, pickEvent } from '#tests/helpers/room-server.js';
import { loadedStore } from '#tests/helpers/client/draft-store.js';

afterEach(cleanup);

function counter() {
  const counts = new Map<string, number>();
  return { hit: (key: string) => counts.set(key, (counts.get(key) ?? 0) + 1), of: (key: string) => counts.get(key) ?? 0 };
}

describe('draft store hooks', () => {
  it('re-render only the slices a pick touches', () => {
    const { store, apply } = loadedStore();
    const renders = counter();
    function TeamProbe({ teamId }: { teamId: number }) {
      renders.hit(`team-${teamId}`);
      useTeam(teamId);
      useTeamPickIds(teamId);
      return null;
    }
    function PickProbe({ pickId }: { pickId: number }) {
      renders.hit(`pick-${pickId}`);
      usePick(pickId);
      return null;
    }
    render(
      <DraftStoreProvider store={store}>
        <TeamProbe teamId={1} />
        <TeamProbe teamId={2} />
        <PickProbe pickId={1} />
      </DraftStoreProvider>,
    );
    apply(pickEvent(7, 1, makePick(1, 1, 30)));
    expect(renders.of('team-1')).toBe(2);
    expect(renders.of('team-2')).toBe(1);
    expect(renders.of('pick-1')).toBe(2);

    // A pick for team 2 leaves team 1 and its pick alone (teams are re-derived on every event).
    apply(pickEvent(7, 2, makePick(2, 2, 10)));
    expect(renders.of('team-1')).toBe(2);
    expect(renders.of('team-2')).toBe(2);
    expect(renders.of('pick-1')).toBe(2);

    // Editing pick 1 re-renders it and its team's header (budget changed), nothing else.
    apply({ draftId: 7, seq: 3, type: 'pick.updated', payload: { pick: { ...makePick(1, 1, 35) } }, at: '' });
    expect(renders.of('pick-1')).toBe(3);
    expect(renders.of('team-1')).toBe(3);
    expect(renders.of('team-2')).toBe(2);
  });

  it('lists recent picks newest first', () => {
    const { store, apply } = loadedStore();
    let seen: number[] = [];
    function Recent() {
      seen = useRecentPicks(2).map((p) => p.pick_number);
      return null;
    }
    render(
      <DraftStoreProvider store={store}>
        <Recent />
      </DraftStoreProvider>,
    );
    for (let seq = 1; seq <= 3; seq += 1) apply(pickEvent(7, seq, makePick(seq, 1, seq)));
    expect(seen).toEqual([3, 2]);
  });

  it('renders the board from the store: budgets, max bid, counts, 16 rows, new cells', () => {
    const { store, apply } = loadedStore();
    const view = render(
      <DraftStoreProvider store={store}>
        <BoardView />
      </DraftStoreProvider>,
    );
    const columns = view.container.querySelectorAll('.board-column');
    expect(columns).toHaveLength(2);
    expect(columns[0]?.querySelectorAll('.board-cells > li')).toHaveLength(16);
    apply(pickEvent(7, 1, makePick(1, 2, 45, 'WR')));
    const team2 = view.getByRole('region', { name: 'Team 2' });
    expect(team2.querySelector('.budget')?.textContent).toBe('$155 left, budget healthy');
    expect(team2.querySelector('.budget')?.className).toContain('budget-green');
    // 15 slots: $155 minus $1 for each of the 13 other open spots.
    expect(team2.textContent).toContain('Max: $142');
    expect(team2.textContent).toContain('1 player');
    const cell = team2.querySelector('.board-cell[data-pick-id="1"]');
    expect(cell?.getAttribute('data-pos')).toBe('WR');
    expect(cell?.className).toContain('board-cell-enter');
    expect(cell?.textContent).toContain('Player 1');
    expect(cell?.textContent).toContain('$45');
    expect(cell?.textContent).toContain('#1');
  });
  it("marks each team's presence in its header, and a team on autopilot by its mark alone", () => {
    const snapshot = baseSnapshot(7);
    const [first, second] = snapshot.teams;
    if (!first || !second) throw new Error('setup');
    Object.assign(first, { online: false, autopilot: true });
    Object.assign(second, { online: false, autopilot: false });
    const { store } = loadedStore(snapshot);
    const view = render(
      <DraftStoreProvider store={store}>
        <BoardView />
      </DraftStoreProvider>,
    );
    const header = (name: string) => view.getByRole('region', { name }).querySelector('.board-team-name');
    // A bot has no phone: a hollow "offline" dot beside its mark would say it is missing.
    expect(header('Team 1')?.querySelector('.presence-dot')).toBeNull();
    expect(header('Team 1')?.querySelector('.autopilot-mark[aria-label="On autopilot"]')).not.toBeNull();
    expect(header('Team 2')?.querySelector('.presence-dot[aria-label="offline"]')).not.toBeNull();
  });

  it('animates only the cells that arrive after the board was shown, without rendering the board again', () => {
    const { store, apply } = loadedStore();
    apply(pickEvent(7, 1, makePick(1, 1, 30, 'QB')));
    let commits = 0;
    const view = render(
      <Profiler id="board" onRender={() => (commits += 1)}>
        <DraftStoreProvider store={store}>
          <BoardView />
        </DraftStoreProvider>
      </Profiler>,
    );
    // Mounted once: nothing set after the first commit renders every column again.
    expect(commits).toBe(1);
    const first = view.container.querySelector('.board-cell[data-pick-id="1"]');
    expect(first?.className).not.toContain('board-cell-enter');
    apply(pickEvent(8, 2, makePick(2, 2, 12, 'RB')));
    expect(view.container.querySelector('.board-cell[data-pick-id="2"]')?.className).toContain('board-cell-enter');
    // The cell that was there is the same element, still without the entrance.
    expect(view.container.querySelector('.board-cell[data-pick-id="1"]')).toBe(first);
    expect(first?.className).not.toContain('board-cell-enter');
  });
});
