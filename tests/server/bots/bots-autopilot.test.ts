import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AutopilotResponse } from '#shared/bots/types.js';
import { loadValuedSnapshot } from '#server/values/valued-snapshot.js';
import { readEvents } from '#server/engine/event-log.js';
import { liveAuctionCast, nominateOk, teamOf } from '#tests/helpers/auction.js';
import { auth } from '#tests/helpers/fixtures.js';
import { listenLive } from '#tests/helpers/live-server.js';
import { openPlayerTestApp } from '#tests/helpers/player-db.js';
import type { TestApp } from '#tests/helpers/test-app.js';

/** Autopilot in a real live draft (docs/ARCHITECTURE.md, Bots): who may set it, and that it bids. */
let opened: TestApp;
let live: Awaited<ReturnType<typeof listenLive>>;

beforeAll(async () => {
  opened = await openPlayerTestApp();
  live = await listenLive(opened.app, opened.ctx);
  // The players' template database is imported once per file: slow on a busy machine.
}, 240_000);
afterAll(async () => {
  // Unset when the set-up itself failed.
  await (live as typeof live | undefined)?.stop();
  await (opened as TestApp | undefined)?.close();
});

describe('autopilot', () => {
  it('is set by the commissioner or the team, is an event, and does not let a star sell for $1', async () => {
    const { app, ctx } = opened;
    const cast = await liveAuctionCast(app, { numTeams: 3, rosterPositions: { QB: 1, RB: 2, WR: 2, BENCH: 1 }, settings: { nomination_seconds: 60, bid_seconds: 3 } });
    const draftId = cast.draft.draftId;
    const put = (token: string, teamId: number, body: unknown) => request(app).put(`/api/drafts/${draftId}/teams/${teamId}/autopilot`).set(auth(token)).send(body as object);

    // Another member may not; the team's own member may; the commissioner may for any team.
    const refused = await put(cast.members[2]!.token, teamOf(cast, 1), { enabled: true });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ error: expect.any(String) });
    expect((await put(cast.members[1]!.token, teamOf(cast, 1), { enabled: 'yes' })).status).toBe(400);
    expect((await put(cast.members[1]!.token, teamOf(cast, 1), { enabled: true, extra: 1 })).status).toBe(400);
    const own = await put(cast.members[1]!.token, teamOf(cast, 1), { enabled: true });
    expect(own.status).toBe(200);
    expect(own.body as AutopilotResponse).toMatchObject({ fantasy_team_id: teamOf(cast, 1), autopilot: true });
    expect((await put(cast.commissioner.token, teamOf(cast, 2), { enabled: true })).status).toBe(200);
    expect((await put(cast.commissioner.token, teamOf(cast, 2), { enabled: false })).status).toBe(200);
    expect((await put(cast.members[2]!.token, teamOf(cast, 2), { enabled: true })).status).toBe(200);

    const events = await readEvents(ctx.db, draftId, 0);
    expect(events.filter((e) => e.type === 'team.autopilot_changed').map((e) => e.payload)).toEqual([
      { fantasy_team_id: teamOf(cast, 1), autopilot: true },
      { fantasy_team_id: teamOf(cast, 2), autopilot: true },
      { fantasy_team_id: teamOf(cast, 2), autopilot: false },
      { fantasy_team_id: teamOf(cast, 2), autopilot: true },
    ]);
    const snapshot = await loadValuedSnapshot(ctx.db, ctx.db, draftId);
    expect(snapshot.teams.map((t) => t.autopilot)).toEqual([false, true, true]);

    // The star of the draft's values, nominated at $1 by the one team not on autopilot.
    const values = snapshot.values ?? {};
    const [starId, [starValue]] = Object.entries(values).sort((a, b) => b[1][0] - a[1][0])[0]!;
    expect(starValue).toBeGreaterThan(20);
    await nominateOk(app, cast, cast.members[0]!, { nfl_player_id: starId, opening_bid: 1 });
    // From here only the bots bid and only the clock sells: each of their events goes out while the
    // server counts it as a hot command on its way, so the rooms' ticks wait for it (heartbeat.ts).
    const hotAtPublish: [string, boolean][] = [];
    const stopWatching = ctx.events.on('event', (e) => {
      if (e.draftId === draftId) hotAtPublish.push([e.type, ctx.hotCommands.busy]);
    });
    const end = Date.now() + 30_000;
    let pick: { acquisition_price: number; team_id: number } | undefined;
    try {
      while (!pick && Date.now() < end) {
        pick = await ctx.db.selectFrom('draft_picks').select(['acquisition_price', 'team_id']).where('draft_id', '=', draftId).where('nfl_player_id', '=', starId).executeTakeFirst();
        await new Promise((r) => setTimeout(r, 100));
      }
    } finally {
      stopWatching();
    }
    expect(pick).toBeDefined();
    expect(pick!.acquisition_price).toBeGreaterThan(1);
    expect([teamOf(cast, 1), teamOf(cast, 2)]).toContain(pick!.team_id);
    const types = hotAtPublish.map(([type]) => type);
    expect(types).toContain('bid.placed');
    expect(types).toContain('lot.sold');
    expect(hotAtPublish.filter(([, hot]) => !hot)).toEqual([]);
    expect(ctx.hotCommands.busy).toBe(false);
  }, 60_000);
});
