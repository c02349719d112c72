import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PresenceUpdate } from '#shared/auction/types.js';
import type { DraftEvent } from '#shared/draft/events.js';
import type { DraftSnapshot } from '#shared/draft/types.js';
import { liveAuctionCast, teamOf } from '#tests/helpers/auction.js';
import { auth } from '#tests/helpers/fixtures.js';
import { draftCast, draftPlayerOk, openEngineTestApp, setDraftStatus, teamId } from '#tests/helpers/engine.js';
import { connectSocket, joinDraft, startLiveServer, withoutLinkEvent, type ClientSocket, type LiveServer } from '#tests/helpers/live-server.js';
import { until } from '#tests/helpers/until.js';

/**
 * Two server processes (here: two apps with their own Socket.IO servers and event buses) on one
 * database, joined by the Redis adapter. Runs when GAVEL_TEST_REDIS_URL points at a Redis server.
 */
const REDIS_URL = process.env.GAVEL_TEST_REDIS_URL;

describe.skipIf(!REDIS_URL)('scale-out over Redis', () => {
  let a: LiveServer;
  let b: LiveServer;
  const sockets: ClientSocket[] = [];
  beforeAll(async () => {
    const redisKey = `gavel-test-${process.pid}-${Date.now()}`;
    a = await startLiveServer(() => openEngineTestApp({ redisUrl: REDIS_URL }), { redisKey });
    b = await startLiveServer(() => openEngineTestApp({ redisUrl: REDIS_URL, databaseUrl: a.ctx.config.databaseUrl }), { redisKey });
  });
  afterAll(async () => {
    for (const s of sockets) s.close();
    await b.close();
    await a.close();
  });


  it('a member on process B sees picks committed on process A; boards on B are revoked from A', async () => {
    const cast = await draftCast(a.app);
    const member = await connectSocket(b.url, { token: cast.member.token });
    sockets.push(member);
    const seen: DraftEvent[] = [];
    member.on('draft:event', (e) => seen.push(e));
    expect(await joinDraft(member, cast.draft.draftId)).toEqual({ ok: true, seq: 0 });

    const link = await request(a.app).post(`/api/drafts/${cast.draft.draftId}/public-url/regenerate`).set(auth(cast.commissioner.token)).expect(200);
    const token = (link.body.public_url as string).split('/public/draft/')[1]!;
    const board = await connectSocket(b.url, { publicToken: token });
    sockets.push(board);
    const boardSeen: DraftEvent[] = [];
    board.on('draft:event', (e) => boardSeen.push(e));

    await setDraftStatus(a.app, cast, 'start');
    await draftPlayerOk(a.app, cast, a.players.QB[0]!, teamId(cast, 0), 12);
    await until(() => seen.length === 3 && withoutLinkEvent(boardSeen).length === 2);
    expect(seen.map((e) => e.seq)).toEqual([1, 2, 3]);
    expect(withoutLinkEvent(boardSeen).map((e) => e.seq)).toEqual([2, 3]);
    expect(JSON.stringify(boardSeen)).not.toContain('drafter_username');

    const revoked = new Promise<string>((resolve) => board.on('draft:revoked', ({ reason }) => resolve(reason)));
    const gone = new Promise<void>((resolve) => board.on('disconnect', () => resolve()));
    await request(a.app).delete(`/api/drafts/${cast.draft.draftId}/public-url`).set(auth(cast.commissioner.token)).expect(200);
    await expect(revoked).resolves.toBe('The public link was disabled');
    await gone;
  });

  it('presence spans the processes: each sees who is joined on the other, and a close on B reaches sockets on A', async () => {
    const cast = await liveAuctionCast(a.app, { numTeams: 3, auctionStart: false });
    const draftId = cast.draft.draftId;
    const onA = await connectSocket(a.url, { token: cast.members[0]!.token });
    const onB = await connectSocket(b.url, { token: cast.members[1]!.token });
    sockets.push(onA, onB);
    const seenOnA: PresenceUpdate[] = [];
    onA.on('draft:presence', (u) => seenOnA.push(u));
    expect((await joinDraft(onA, draftId)).ok).toBe(true);
    expect((await joinDraft(onB, draftId)).ok).toBe(true);
    const both = [teamOf(cast, 0), teamOf(cast, 1)];
    await until(() => seenOnA.at(-1)?.online.join() === both.join(), 5000);
    const onlineVia = async (app: LiveServer) =>
      ((await request(app.app).get(`/api/drafts/${draftId}`).set(auth(cast.commissioner.token)).expect(200)).body as DraftSnapshot).teams.filter((t) => t.online).map((t) => t.fantasy_team_id);
    expect(await onlineVia(a)).toEqual(both);
    expect(await onlineVia(b)).toEqual(both);
    onB.close();
    await until(() => seenOnA.at(-1)?.online.join() === String(teamOf(cast, 0)), 5000);
    expect(await onlineVia(a)).toEqual([teamOf(cast, 0)]);
  });

  it("a password change on process A disconnects the user's member sockets on process B", async () => {
    const cast = await draftCast(a.app);
    const member = await connectSocket(b.url, { token: cast.member.token });
    const commissioner = await connectSocket(b.url, { token: cast.commissioner.token });
    sockets.push(member, commissioner);
    let reason: string | undefined;
    member.on('disconnect', (why) => (reason = why));
    await request(a.app)
      .post('/api/auth/change-password')
      .set(auth(cast.member.token))
      .send({ current_password: 'correct horse battery', new_password: 'brand new password' })
      .expect(200);
    await until(() => reason !== undefined);
    expect(reason).toBe('io server disconnect');
    expect(commissioner.connected).toBe(true);
  });
});
