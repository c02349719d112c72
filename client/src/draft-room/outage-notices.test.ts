import { describe, expect, it } from 'vitest';
import type { DraftEvent } from '#shared/draft/events.js';
import { outageNotice } from './outage-notices.js';

const event = (type: DraftEvent['type'], payload: object) => ({ draftId: 9, seq: 5, type, payload, at: '' }) as DraftEvent;
const lot = { lot_id: 3, player: { full_name: 'Justin Jefferson' } };
const teams = [
  { fantasy_team_id: 1, team_name: 'Gridiron Gang', team_nickname: null },
  // Named as the board names it: the nickname when the team has one.
  { fantasy_team_id: 2, team_name: 'Blitz Brigade of the North', team_nickname: 'Blitz' },
];

describe('outage notices', () => {
  it('says why a lot\'s clock started again after the server was down', () => {
    expect(outageNotice(event('lot.extended', { lot, after_outage: true }), teams)).toBe('The draft server was down. Bidding on Justin Jefferson starts again.');
  });

  it('names the team whose nomination clock started again', () => {
    const turn = (team_id: number) => ({ nomination: { team_id, closes_at: '2026-11-30T20:00:00.000Z', paused_remaining_ms: null }, after_outage: true });
    expect(outageNotice(event('nomination.turn', turn(2)), teams)).toBe("The draft server was down. Blitz's nomination clock starts again.");
    expect(outageNotice(event('nomination.turn', turn(7)), teams)).toBe('The draft server was down. The nomination clock starts again.');
  });

  it('says nothing of the commissioner\'s added time, an ordinary turn or other events', () => {
    expect(outageNotice(event('lot.extended', { lot }), teams)).toBeNull();
    expect(outageNotice(event('nomination.turn', { nomination: { team_id: 1, closes_at: null, paused_remaining_ms: null } }), teams)).toBeNull();
    expect(outageNotice(event('nomination.turn', { nomination: null, after_outage: true }), teams)).toBeNull();
    expect(outageNotice(event('lot.paused', { lot }), teams)).toBeNull();
  });
});
