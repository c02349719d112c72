// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deriveTeams } from '#shared/draft/derive.js';
import { baseSnapshot, makePick } from '#tests/helpers/room-server.js';
import { DraftStoreProvider } from '#client/draft-data/hooks.js';
import { createDraftStore } from '#client/draft-data/store.js';
import { EditPickModal } from './EditPickModal.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const DRAFT = 7;

describe('moving a pick to another team in Edit Pick', () => {
  it('says the roster rule’s refusal as soon as that team is chosen, and sends nothing on Save', () => {
    const snapshot = baseSnapshot(DRAFT);
    snapshot.draft.roster_positions = { QB: 1, RB: 1, BENCH: 1 };
    snapshot.draft.num_rounds = 3;
    snapshot.teams[0]!.team_nickname = "Ana's Audibles";
    // Team 1 holds two quarterbacks (one on the bench); team 2 one, which Edit Pick moves.
    snapshot.picks = [makePick(1, 1, 10, 'QB'), makePick(2, 1, 5, 'QB'), makePick(3, 2, 7, 'QB')];
    deriveTeams(snapshot);
    const store = createDraftStore({ kind: 'member', draftId: DRAFT });
    store.setState({ snapshot, status: 'ready', connected: true, catchingUp: false });
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    render(
      <DraftStoreProvider store={store}>
        <EditPickModal pick={snapshot.picks[2]!} onClose={() => undefined} />
      </DraftStoreProvider>,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    const team = screen.getByLabelText<HTMLSelectElement>('Team');
    fireEvent.change(team, { target: { value: String(snapshot.teams[0]!.fantasy_team_id) } });
    expect(screen.getByRole('alert').textContent).toBe("No open roster slot for a QB on Ana's Audibles");
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(fetch).not.toHaveBeenCalled();

    // Back to its own team: nothing to say, as the pick stays where it is seated.
    fireEvent.change(team, { target: { value: String(snapshot.teams[1]!.fantasy_team_id) } });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
