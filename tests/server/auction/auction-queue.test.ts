import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUEUE_MAX } from '#shared/auction/requests.js';
import { expireTurn, liveAuctionCast, runClockNow, snapshotOf, teamOf, type AuctionCast } from '#tests/helpers/auction.js';
import { auth, registerUser, type TestUser } from '#tests/helpers/fixtures.js';
import { openEngineTestApp, type EngineTestApp } from '#tests/helpers/engine.js';

let t: EngineTestApp;
beforeAll(async () => {
  t = await openEngineTestApp();
});
afterAll(async () => {
  await t.close();
});

const queuePath = (cast: AuctionCast) => `/api/drafts/${cast.draft.draftId}/queue`;
const putQueue = (cast: AuctionCast, user: TestUser, body: unknown) => request(t.app).put(queuePath(cast)).set(auth(user.token)).send(body as object);
const getQueue = (cast: AuctionCast, user: TestUser, query = '') => request(t.app).get(`${queuePath(cast)}${query}`).set(auth(user.token));
const idsOf = (body: { players: { nfl_player_id: string }[] }) => body.players.map((p) => p.nfl_player_id);
const keyIn = (cast: AuctionCast, playerId: string, team: number) =>
  request(t.app)
    .post(`/api/drafts/${cast.draft.draftId}/draft-player`)
    .set(auth(cast.commissioner.token))
    .send({ nfl_player_id: playerId, fantasy_team_id: teamOf(cast, team), acquisition_price: 3 })
    .expect(201);

describe('the nomination queue lives on the server, per team', () => {
  it('follows the team to another device in the order it was set, with what the list shows', async () => {
    const cast = await liveAuctionCast(t.app, { start: false });
    const owner = cast.members[1]!;
    const ids = [t.players.WR[5]!, t.players.QB[2]!, t.players.RB[7]!];
    const saved = await putQueue(cast, owner, { nfl_player_ids: ids }).expect(200);
    expect(saved.body).toMatchObject({ fantasy_team_id: teamOf(cast, 1) });
    expect(idsOf(saved.body)).toEqual(ids);
    // Another device of the same user (a new sign-in) reads the same queue.
    const phone = (await request(t.app).post('/api/auth/login').send({ email: owner.email, password: 'correct horse battery' }).expect(200)).body.token as string;
    const read = await request(t.app).get(queuePath(cast)).set(auth(phone)).expect(200);
    expect(idsOf(read.body)).toEqual(ids);
    expect(read.body.players[1]).toMatchObject({ nfl_player_id: ids[1], position_code: 'QB' });
    expect(typeof read.body.players[1].full_name).toBe('string');
    expect(typeof read.body.server_now).toBe('number');
    // Reordered and shortened: the whole list is the new queue.
    await putQueue(cast, owner, { nfl_player_ids: [ids[2], ids[0]] }).expect(200);
    expect(idsOf((await getQueue(cast, owner).expect(200)).body)).toEqual([ids[2], ids[0]]);
  });

  it('is private to the team: other members may not read or set it; the commissioner may, naming the team', async () => {
    const cast = await liveAuctionCast(t.app, { start: false });
    const [, owner, other] = cast.members as [TestUser, TestUser, TestUser];
    await putQueue(cast, owner, { nfl_player_ids: [t.players.TE[3]!] }).expect(200);
    const team = `?fantasy_team_id=${teamOf(cast, 1)}`;
    expect((await getQueue(cast, other, team)).body).toMatchObject({ error: "You can only see and change your own team's queue" });
    expect((await getQueue(cast, other, team)).status).toBe(403);
    expect(idsOf((await getQueue(cast, other).expect(200)).body)).toEqual([]);
    expect((await putQueue(cast, other, { nfl_player_ids: [], fantasy_team_id: teamOf(cast, 1) })).status).toBe(403);
    expect(idsOf((await getQueue(cast, cast.commissioner, team).expect(200)).body)).toEqual([t.players.TE[3]]);
    // The commissioner has no team here: they name one.
    expect((await getQueue(cast, cast.commissioner)).body).toMatchObject({ error: 'Choose a team (fantasy_team_id)' });
    await putQueue(cast, cast.commissioner, { nfl_player_ids: [t.players.TE[4]!], fantasy_team_id: teamOf(cast, 1) }).expect(200);
    expect(idsOf((await getQueue(cast, owner).expect(200)).body)).toEqual([t.players.TE[4]]);
    const outsider = await registerUser(t.app);
    // Outside the league the draft does not exist, as for every draft call.
    expect((await getQueue(cast, outsider)).status).toBe(404);
    expect((await putQueue(cast, outsider, { nfl_player_ids: [] })).status).toBe(404);
    const elsewhere = await liveAuctionCast(t.app, { start: false });
    expect((await getQueue(cast, cast.commissioner, `?fantasy_team_id=${teamOf(elsewhere, 0)}`)).body).toMatchObject({ error: 'Team is not in this draft' });
  });

  it('refuses bad input with a clear 4xx and keeps the queue as it was', async () => {
    const cast = await liveAuctionCast(t.app, { start: false });
    const owner = cast.members[0]!;
    const kept = [t.players.WR[9]!];
    await putQueue(cast, owner, { nfl_player_ids: kept }).expect(200);
    const refusals: [unknown, number, string][] = [
      [{ nfl_player_ids: [t.players.WR[1], t.players.WR[1]] }, 400, 'nfl_player_ids lists a player twice'],
      [{ nfl_player_ids: [t.players.WR[1], 'no-such-player'] }, 404, 'Player not found: no-such-player'],
      [{ nfl_player_ids: 'WR1' }, 400, 'nfl_player_ids must be a list of player ids'],
      [{}, 400, 'nfl_player_ids must be a list of player ids'],
      [{ nfl_player_ids: [], extra: 1 }, 400, 'Unknown field extra'],
      [{ nfl_player_ids: [7] }, 400, 'nfl_player_ids.0: nfl_player_id is required'],
      [{ nfl_player_ids: Array.from({ length: QUEUE_MAX + 1 }, (_, i) => `p${i}`) }, 400, `nfl_player_ids holds at most ${QUEUE_MAX} players`],
    ];
    for (const [body, status, error] of refusals) {
      const res = await putQueue(cast, owner, body);
      expect([res.status, res.body.error]).toEqual([status, error]);
    }
    expect((await getQueue(cast, owner, '?fantasy_team_id=abc')).body).toMatchObject({ error: 'fantasy_team_id must be a positive integer' });
    expect((await getQueue(cast, owner, '?lot_id=1')).body).toMatchObject({ error: 'Unknown field lot_id' });
    expect(idsOf((await getQueue(cast, owner).expect(200)).body)).toEqual(kept);
  });

  it('drafted players drop out of it, and come back if their sale is undone', async () => {
    const cast = await liveAuctionCast(t.app);
    const owner = cast.members[2]!;
    const ids = [t.players.RB[20]!, t.players.RB[21]!, t.players.RB[22]!];
    await putQueue(cast, owner, { nfl_player_ids: ids }).expect(200);
    await keyIn(cast, ids[1]!, 0);
    expect(idsOf((await getQueue(cast, owner).expect(200)).body)).toEqual([ids[0], ids[2]]);
    await request(t.app).delete(`/api/drafts/${cast.draft.draftId}/undo`).set(auth(cast.commissioner.token)).expect(200);
    expect(idsOf((await getQueue(cast, owner).expect(200)).body)).toEqual(ids);
  });
});

describe('auto-nomination from the queue when the nomination clock runs out', () => {
  it("opens the team's first queued player still available, at $1", async () => {
    const cast = await liveAuctionCast(t.app);
    const first = cast.members[0]!;
    const ids = [t.players.WR[30]!, t.players.WR[31]!];
    await putQueue(cast, first, { nfl_player_ids: ids }).expect(200);
    await keyIn(cast, ids[0]!, 3);
    await expireTurn(t.ctx, cast.draft.draftId);
    await runClockNow(t.ctx, cast.draft.draftId);
    expect((await snapshotOf(t.app, cast)).lot).toMatchObject({ nfl_player_id: ids[1], opening_bid: 1, nominated_by_team_id: teamOf(cast, 0) });
  });

  it('falls back to the best available by projection when nothing queued is left', async () => {
    const queued = await liveAuctionCast(t.app);
    const bare = await liveAuctionCast(t.app);
    const only = t.players.RB[45]!;
    await putQueue(queued, queued.members[0]!, { nfl_player_ids: [only] }).expect(200);
    await keyIn(queued, only, 1);
    for (const cast of [queued, bare]) {
      await expireTurn(t.ctx, cast.draft.draftId);
      await runClockNow(t.ctx, cast.draft.draftId);
    }
    const [fromQueued, fromBare] = [(await snapshotOf(t.app, queued)).lot!, (await snapshotOf(t.app, bare)).lot!];
    expect(fromQueued.nfl_player_id).toBe(fromBare.nfl_player_id);
    expect(fromQueued.nfl_player_id).not.toBe(only);
  });
});
