// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makePick, pickEvent } from '#tests/helpers/room-server.js';
import { loadedStore, STORE_DRAFT_ID, twoQuarterbacksRoom } from '#tests/helpers/client/draft-store.js';
import { DraftStoreProvider } from '#client/draft-data/hooks.js';
import { useRosterRefusalOf } from '#client/draft-room/use-roster-room.js';
import type { QueuedPlayer } from './starred-queue.js';
import { QueueList } from './QueueList.js';

afterEach(cleanup);

const player = (id: string, position: string): QueuedPlayer => ({ nfl_player_id: id, full_name: `Player ${id}`, position_code: position, team_abbreviation: 'KC' });
const QUEUE = [player('Q9', 'QB'), player('R9', 'RB')];

function Queue({ onNominate }: { onNominate: (player: QueuedPlayer) => void }) {
  const refusalOf = useRosterRefusalOf(1);
  return <QueueList players={QUEUE} onUnstar={() => undefined} onMove={() => undefined} onNominate={onNominate} refusalOf={refusalOf} labelledBy="queue" />;
}

describe('nominating and the roster rule', () => {
  it('marks the players the team has no slot for, in the server’s words, and follows the roster as it fills', () => {
    const { store, apply } = loadedStore(twoQuarterbacksRoom());
    const onNominate = vi.fn();
    render(
      <DraftStoreProvider store={store}>
        <Queue onNominate={onNominate} />
      </DraftStoreProvider>,
    );
    const qb = screen.getByRole('button', { name: "No slot to nominate Player Q9: No open roster slot for a QB on Ana's Audibles" });
    expect(qb.textContent).toBe('No slot');
    expect(qb.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('button', { name: 'Nominate Player R9' }).textContent).toBe('Nominate');

    // The tap still reaches the panel, which says why instead of sending (NominatePanel).
    fireEvent.click(qb);
    expect(onNominate).toHaveBeenCalledWith(QUEUE[0]);

    // A running back sold to the team fills its last place for one: now neither fits.
    apply(pickEvent(STORE_DRAFT_ID, store.getState().snapshot!.draft.seq + 1, makePick(3, 1, 4, 'RB')));
    expect(screen.getByRole('button', { name: "No slot to nominate Player R9: No open roster slot for an RB on Ana's Audibles" }).textContent).toBe('No slot');
  });
});
