import { describe, expect, it } from 'vitest';
import type { DraftEvent } from '#shared/draft/events.js';
import type { DraftPick } from '#shared/draft/types.js';
import { awayNews, CATCHING_UP_TEXT, dockLink, heardWhileAway, dockLinkText, dockLotView, leadCall, OFFLINE_TEXT, outbidCall, refusalPlacement, refusalStands, withoutPick } from './dock-state.js';

const lot = { lot_id: 5, high_bid: 10, high_team_id: 2, paused_remaining_ms: null };
const mine = { myTeamId: 1, myMaxBid: 33, increment: 1, running: true };
const names = (id: number) => `Team ${id}`;

describe('the auction dock decides what it may say', () => {
  it('is live only while joined and caught up', () => {
    expect(dockLink({ connected: true, catchingUp: false })).toBe('live');
    expect(dockLink({ connected: false, catchingUp: false })).toBe('offline');
    expect(dockLink({ connected: false, catchingUp: true })).toBe('offline');
    expect(dockLink({ connected: true, catchingUp: true })).toBe('catching-up');
  });

  it('says Connecting… before the first join, not that the line was lost, and sends nothing then either', () => {
    expect(dockLink({ connected: null, catchingUp: false })).toBe('connecting');
    expect([dockLinkText('connecting'), dockLinkText('offline'), dockLinkText('catching-up')]).toEqual(['Connecting…', OFFLINE_TEXT, CATCHING_UP_TEXT]);
    expect(dockLotView({ link: 'connecting', lot: { ...lot, high_team_id: 1 }, ...mine })).toEqual({ leading: false, amounts: [], note: null });
  });

  it('offers the next legal amount and a larger step, within my max bid', () => {
    expect(dockLotView({ link: 'live', lot, ...mine })).toEqual({ leading: false, amounts: [11, 15], note: null });
    expect(dockLotView({ link: 'live', lot, ...mine, myMaxBid: 12 })).toEqual({ leading: false, amounts: [11], note: null });
    expect(dockLotView({ link: 'live', lot, ...mine, increment: 5 }).amounts).toEqual([15]);
    expect(dockLotView({ link: 'live', lot, ...mine, myMaxBid: 10 })).toEqual({ leading: false, amounts: [], note: 'Past your max bid of $10' });
    // A player my roster has no slot for: no bid offered, and the roster rule's reason instead.
    const noSlot = 'No open roster slot for a K on Team 1';
    expect(dockLotView({ link: 'live', lot, ...mine, rosterRefusal: noSlot })).toEqual({ leading: false, amounts: [], note: noSlot });
    expect(dockLotView({ link: 'live', lot, ...mine, rosterRefusal: null }).amounts).toEqual([11, 15]);
  });

  it('says "You have the high bid" only from current server state', () => {
    const leadingLot = { ...lot, high_team_id: 1 };
    expect(dockLotView({ link: 'live', lot: leadingLot, ...mine }).leading).toBe(true);
    expect(dockLotView({ link: 'offline', lot: leadingLot, ...mine })).toEqual({ leading: false, amounts: [], note: null });
    expect(dockLotView({ link: 'catching-up', lot: leadingLot, ...mine })).toEqual({ leading: false, amounts: [], note: null });
  });

  it('offers no bid while offline, paused, or without a team', () => {
    expect(dockLotView({ link: 'offline', lot, ...mine }).amounts).toEqual([]);
    expect(dockLotView({ link: 'live', lot: { ...lot, paused_remaining_ms: 4000 }, ...mine })).toEqual({ leading: false, amounts: [], note: 'Bidding is paused' });
    expect(dockLotView({ link: 'live', lot, ...mine, running: false }).amounts).toEqual([]);
    expect(dockLotView({ link: 'live', lot, ...mine, myTeamId: null, myMaxBid: null }).amounts).toEqual([]);
  });

  it('calls "Outbid" when another team takes the lot from mine, not otherwise', () => {
    const before = { lot_id: 5, high_team_id: 1, high_bid: 10 };
    expect(outbidCall(before, { lot_id: 5, high_team_id: 3, high_bid: 12 }, 1, names)).toBe('Outbid: $12 by Team 3');
    expect(outbidCall(before, { lot_id: 6, high_team_id: 3, high_bid: 12 }, 1, names)).toBeNull();
    expect(outbidCall({ ...before, high_team_id: 2 }, { lot_id: 5, high_team_id: 3, high_bid: 12 }, 1, names)).toBeNull();
    expect(outbidCall(before, { lot_id: 5, high_team_id: 1, high_bid: 11 }, 1, names)).toBeNull();
    expect(outbidCall(before, null, 1, names)).toBeNull();
  });

  it('calls a lot I lead in its last seconds, only while live', () => {
    expect(leadCall(true, 4200, 'live')).toBe('You lead — 5 s left');
    expect(leadCall(true, 6000, 'live')).toBeNull();
    expect(leadCall(true, 0, 'live')).toBeNull();
    expect(leadCall(false, 3000, 'live')).toBeNull();
    expect(leadCall(true, 3000, 'offline')).toBeNull();
  });

  it('tells what sold while away, mine first-person, keepers left out', () => {
    const sale = (seq: number, pick: Partial<DraftPick>): DraftEvent =>
      ({ draftId: 1, seq, type: 'pick.created', at: '', payload: { pick: { full_name: 'Josh Allen', fantasy_team_id: 2, acquisition_price: 40, acquisition_type: 'auction', ...pick } as DraftPick } });
    const events = [sale(1, {}), sale(2, { full_name: 'Bijan Robinson', fantasy_team_id: 1, acquisition_price: 12 }), sale(3, { acquisition_type: 'keeper' })];
    expect(awayNews(events, [1], names).map((line) => line.text)).toEqual(['Josh Allen sold to Team 2 for $40', 'You won Bijan Robinson for $12']);
    // A sale undone (or deleted) before the device was back did not stand: no news of it.
    const undone: DraftEvent = { draftId: 1, seq: 4, type: 'pick.undone', at: '', payload: { fantasy_pick_id: 22 } };
    const withUndo = [sale(1, { fantasy_pick_id: 21 }), sale(2, { fantasy_pick_id: 22, full_name: 'Bijan Robinson', fantasy_team_id: 1, acquisition_price: 12 }), undone];
    expect(awayNews(withUndo, [1], names)).toEqual([{ pickId: 21, text: 'Josh Allen sold to Team 2 for $40' }]);
    // Undone once the news shows: its line goes.
    expect(withoutPick(awayNews(withUndo.slice(0, 2), [1], names), 22).map((line) => line.text)).toEqual(['Josh Allen sold to Team 2 for $40']);
  });

  it('keeps for the news of the time away what was heard offline, catching up or out of sight; the moment hears the rest', () => {
    expect(heardWhileAway({ connected: true, catchingUp: false }, false)).toBe(false);
    expect(heardWhileAway({ connected: false, catchingUp: false }, false)).toBe(true);
    expect(heardWhileAway({ connected: null, catchingUp: false }, false)).toBe(true);
    expect(heardWhileAway({ connected: true, catchingUp: true }, false)).toBe(true);
    expect(heardWhileAway({ connected: true, catchingUp: false }, true)).toBe(true);
  });

  it('puts an answer about a lot no longer open into history, never over the new lot', () => {
    expect(refusalPlacement(5, 5, false)).toBe('field');
    expect(refusalPlacement(5, 6, false)).toBe('history');
    expect(refusalPlacement(5, null, false)).toBe('history');
    expect(refusalPlacement(5, 5, true)).toBe('history');
  });

  it('drops a refused bid\'s reason once the high bid passes the amount refused', () => {
    // Beaten to $2: "Bid must be at least $3" stands while the lot is at $2.
    expect(refusalStands({ lotId: 5, amount: 2 }, { lot_id: 5, high_bid: 2 })).toBe(true);
    expect(refusalStands({ lotId: 5, amount: 2 }, { lot_id: 5, high_bid: 1 })).toBe(true);
    expect(refusalStands({ lotId: 5, amount: 2 }, { lot_id: 5, high_bid: 3 })).toBe(false);
    expect(refusalStands({ lotId: 5, amount: 2 }, { lot_id: 6, high_bid: 1 })).toBe(false);
  });
});
