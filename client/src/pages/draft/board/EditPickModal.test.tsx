// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deriveTeams } from '#shared/draft/derive.js';
import { makePick } from '#tests/helpers/room-server.js';
import { loadedStore, STORE_DRAFT_ID, twoQuarterbacksRoom } from '#tests/helpers/client/draft-store.js';
import { setUpLocalApi } from '#tests/helpers/client/local-api-hooks.js';
import { DraftStoreProvider } from '#client/draft-data/hooks.js';
import { EditPickModal } from './EditPickModal.js';

const api = setUpLocalApi();

describe('moving a pick to another team in Edit Pick', () => {
  it('says the roster rule’s refusal as soon as that team is chosen, and sends nothing on Save', async () => {
    // Team 1 holds two quarterbacks (one on the bench); team 2 one, which Edit Pick moves.
    const snapshot = twoQuarterbacksRoom();
    snapshot.picks.push(makePick(3, 2, 7, 'QB'));
    deriveTeams(snapshot);
    const { store } = loadedStore(snapshot);
    const moved = snapshot.picks[2]!;
    api.on('PUT', `/drafts/${STORE_DRAFT_ID}/picks/${moved.fantasy_pick_id}`, { status: 409, body: { error: 'Refused by the server' } });
    render(
      <DraftStoreProvider store={store}>
        <EditPickModal pick={moved} onClose={() => undefined} />
      </DraftStoreProvider>,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    const team = screen.getByLabelText<HTMLSelectElement>('Team');
    fireEvent.change(team, { target: { value: String(snapshot.teams[0]!.fantasy_team_id) } });
    expect(screen.getByRole('alert').textContent).toBe("No open roster slot for a QB on Ana's Audibles");
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(screen.getByRole('alert').textContent).toBe("No open roster slot for a QB on Ana's Audibles");

    // Back to its own team: nothing to say, and Save sends (here the server refuses, for its own reason).
    fireEvent.change(team, { target: { value: String(snapshot.teams[1]!.fantasy_team_id) } });
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Refused by the server'));
    // Only that second Save reached the server.
    expect(api.requests.map((r) => [r.method, r.body])).toEqual([['PUT', { acquisition_price: 7, fantasy_team_id: snapshot.teams[1]!.fantasy_team_id }]]);
  });
});
