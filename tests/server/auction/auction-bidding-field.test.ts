import { describe, expect, it } from 'vitest';
import { loadBiddingField } from '#server/auction/bidding-teams.js';
import { executed, OPENING_PICKS, setUpTradeSuite, snapshot, type TradeSuite } from '#tests/helpers/trade-fixtures.js';

let s: TradeSuite;
setUpTradeSuite(OPENING_PICKS, (suite) => (s = suite));

/**
 * A bid reads only the bidding teams' standing, not the whole snapshot (server/auction/bidding-teams.ts):
 * it must agree with the snapshot's derived teams, also after trades moved players and cash.
 */
describe('the bid rules read the same team standing the snapshot shows', () => {
  it('players held, max bid and order match, for all teams or the ones asked for', async () => {
    const [a, b, c] = s.w.teamIds;
    await executed(s.w, { from_team_id: a, to_team_id: b, from_players: [s.p[0]!], to_players: [], cash_from_team: 0, cash_to_team: 7 });
    const snap = await snapshot(s.w);
    const expected = snap.teams.map((t) => ({ fantasy_team_id: t.fantasy_team_id, team_name: t.team_name, team_nickname: t.team_nickname, draft_position: t.draft_position, players_count: t.players_count, max_bid: t.max_bid }));
    const field = await loadBiddingField(s.t.ctx.db, s.w.draft.draftId);
    expect(field.teams).toEqual(expected);
    expect(field.rosterSlots).toBe(snap.draft.num_rounds);
    // The trade changed what the derived numbers are made of (not only the picks).
    expect(snap.teams.find((t) => t.fantasy_team_id === a)).toMatchObject({ players_count: 1, remaining_budget: 100 - 20 + 7 });
    expect((await loadBiddingField(s.t.ctx.db, s.w.draft.draftId, [c, a])).teams.map((t) => t.fantasy_team_id)).toEqual([a, c]);
    expect((await loadBiddingField(s.t.ctx.db, s.w.draft.draftId, [])).teams).toEqual([]);
  });
});
