import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runClock, UNSWEPT_MS } from '#server/auction/commands.js';
import { runDraftCommand } from '#server/engine/write-path.js';
import { eventsOf, liveAuctionCast, nominateOk, snapshotOf, teamOf, type AuctionCast } from '#tests/helpers/auction.js';
import { openEngineTestApp, type EngineTestApp } from '#tests/helpers/engine.js';

/**
 * Time back after an outage (docs/DECISIONS.md): a deadline that passed before this process's clock
 * started, by more than a running clock ever leaves one, passed with nobody able to bid or nominate.
 */
let t: EngineTestApp;
beforeAll(async () => {
  t = await openEngineTestApp();
});
afterAll(async () => {
  await t.close();
});

/** One sweep of the clock by a process whose clock started at `clockStartedAt`. */
const sweep = (cast: AuctionCast, clockStartedAt: number) =>
  runDraftCommand(t.ctx, cast.draft.draftId, null, (scope) => runClock(scope, Date.now(), { valuesCache: t.ctx.db, clockStartedAt }));

/** Set the open lot's (or else the turn's) deadline `msAgo` into the past. */
async function deadlineAgo(cast: AuctionCast, table: 'auction_lots' | 'auction_turns', msAgo: number): Promise<void> {
  await t.ctx.db.updateTable(table).set({ closes_at: new Date(Date.now() - msAgo).toISOString() }).where('draft_id', '=', cast.draft.draftId).execute();
}

describe('a deadline that passed while no clock ran', () => {
  it('gives an open lot a bid\'s time back with its high bid standing; one that passed under a running clock sells', async () => {
    const cast = await liveAuctionCast(t.app, { settings: { bid_seconds: 7 } });
    const { lot } = await nominateOk(t.app, cast, cast.members[0]!, { nfl_player_id: t.players.RB[0], opening_bid: 4 });
    const seqBefore = (await eventsOf(t.ctx, cast)).length;
    await deadlineAgo(cast, 'auction_lots', UNSWEPT_MS + 3000);
    const restarted = Date.now();
    await sweep(cast, restarted);
    const back = await snapshotOf(t.app, cast);
    expect(back.picks).toHaveLength(0);
    expect(back.lot).toMatchObject({ lot_id: lot.lot_id, high_bid: 4, high_team_id: teamOf(cast, 0) });
    expect(Date.parse(back.lot!.closes_at)).toBeGreaterThanOrEqual(restarted + 7000);
    const added = (await eventsOf(t.ctx, cast)).slice(seqBefore);
    expect(added.map((e) => e.type)).toEqual(['lot.extended']);
    // Said as such, so the room hears why its clock jumped (client/src/draft-room/outage-notices.ts).
    expect(added[0]!.payload).toMatchObject({ after_outage: true });

    // A deadline that passed after the clock started (a sweep a moment late) sells as ever.
    await deadlineAgo(cast, 'auction_lots', 50);
    await sweep(cast, restarted);
    const sold = await snapshotOf(t.app, cast);
    expect(sold.picks.map((p) => [p.nfl_player_id, p.fantasy_team_id, p.acquisition_price])).toEqual([[t.players.RB[0], teamOf(cast, 0), 4]]);
  });

  it('one that passed just before the start, within what a running clock leaves, still sells', async () => {
    const cast = await liveAuctionCast(t.app);
    await nominateOk(t.app, cast, cast.members[0]!, { nfl_player_id: t.players.RB[1] });
    await deadlineAgo(cast, 'auction_lots', 100);
    await sweep(cast, Date.now());
    expect((await snapshotOf(t.app, cast)).picks).toHaveLength(1);
  });

  it('gives a nomination turn its time back rather than nominating for the team', async () => {
    const cast = await liveAuctionCast(t.app, { settings: { nomination_seconds: 40 } });
    const before = await snapshotOf(t.app, cast);
    expect(before.nomination?.team_id).toBe(teamOf(cast, 0));
    const seqBefore = (await eventsOf(t.ctx, cast)).length;
    await deadlineAgo(cast, 'auction_turns', UNSWEPT_MS + 3000);
    const restarted = Date.now();
    await sweep(cast, restarted);
    const added = (await eventsOf(t.ctx, cast)).slice(seqBefore);
    expect(added.map((e) => [e.type, e.payload])).toEqual([['nomination.turn', expect.objectContaining({ after_outage: true })]]);
    const back = await snapshotOf(t.app, cast);
    expect(back.lot).toBeNull();
    expect(back.nomination?.team_id).toBe(teamOf(cast, 0));
    expect(Date.parse(back.nomination!.closes_at!)).toBeGreaterThanOrEqual(restarted + 40_000);
    // Under a running clock the same turn, once run out, opens a lot for the team.
    await deadlineAgo(cast, 'auction_turns', 50);
    await sweep(cast, restarted);
    expect((await snapshotOf(t.app, cast)).lot?.nominated_by_team_id).toBe(teamOf(cast, 0));
  });
});
