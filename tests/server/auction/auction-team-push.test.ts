import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TeamStateUpdate } from '#shared/auction/types.js';
import { liveAuctionCast, nominateOk, teamOf } from '#tests/helpers/auction.js';
import { auth, type TestUser } from '#tests/helpers/fixtures.js';
import { connectSocket, joinDraft, startLiveServer, type ClientSocket, type LiveServer } from '#tests/helpers/live-server.js';
import { until } from '#tests/helpers/until.js';

let s: LiveServer;
const sockets: ClientSocket[] = [];
beforeAll(async () => {
  s = await startLiveServer();
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await s.close();
});

/** A socket joined to the draft, with everything it receives (every event name) in arrival order. */
async function watch(auth: { token: string } | { publicToken: string }, draftId: number) {
  const socket = await connectSocket(s.url, auth);
  sockets.push(socket);
  const received: { name: string; payload: unknown }[] = [];
  socket.onAny((name: string, payload: unknown) => received.push({ name, payload }));
  expect((await joinDraft(socket, draftId)).ok).toBe(true);
  const pushes = () => received.filter((r) => r.name === 'team:state').map((r) => r.payload as TeamStateUpdate);
  return { socket, received, pushes };
}

const settle = () => new Promise((r) => setTimeout(r, 300));

describe("a team's private state reaches only its owner's sockets", () => {
  it('a proxy maximum set on one device shows on the other at once; other members, the commissioner and the public board never receive it', async () => {
    const cast = await liveAuctionCast(s.app);
    const draftId = cast.draft.draftId;
    const [nominator, owner, other] = cast.members as [TestUser, TestUser, TestUser];
    const link = await request(s.app).post(`/api/drafts/${draftId}/public-url/regenerate`).set(auth(cast.commissioner.token)).expect(200);
    const publicToken = new URL(link.body.public_url as string).pathname.split('/').pop()!;

    const laptop = await watch({ token: owner.token }, draftId);
    const phone = await watch({ token: owner.token }, draftId);
    const otherMember = await watch({ token: other.token }, draftId);
    const commissioner = await watch({ token: cast.commissioner.token }, draftId);
    const board = await watch({ publicToken }, draftId);

    const { lot } = await nominateOk(s.app, cast, nominator, { nfl_player_id: s.players.RB[12]! });
    await request(s.app).put(`/api/drafts/${draftId}/proxy-bid`).set(auth(owner.token)).send({ lot_id: lot.lot_id, max: 187 }).expect(200);
    const expected = { kind: 'proxy', draft_id: draftId, fantasy_team_id: teamOf(cast, 1), lot_id: lot.lot_id, proxy: { lot_id: lot.lot_id, fantasy_team_id: teamOf(cast, 1), max: 187 } };
    await until(() => laptop.pushes().length === 1 && phone.pushes().length === 1);
    expect(phone.pushes()[0]).toMatchObject(expected);
    expect(typeof phone.pushes()[0]!.server_now).toBe('number');

    // The commissioner sets it for the team: the team's devices follow; the commissioner's socket does not.
    await request(s.app).put(`/api/drafts/${draftId}/proxy-bid`).set(auth(cast.commissioner.token)).send({ lot_id: lot.lot_id, max: 191, fantasy_team_id: teamOf(cast, 1) }).expect(200);
    await until(() => phone.pushes().length === 2);
    expect(phone.pushes()[1]).toMatchObject({ kind: 'proxy', proxy: { max: 191 } });
    await request(s.app).delete(`/api/drafts/${draftId}/proxy-bid?lot_id=${lot.lot_id}`).set(auth(owner.token)).expect(200);
    await until(() => laptop.pushes().length === 3);
    expect(laptop.pushes()[2]).toMatchObject({ kind: 'proxy', fantasy_team_id: teamOf(cast, 1), lot_id: lot.lot_id, proxy: null });

    // A refused maximum pushes nothing, and another team's maximum goes to that team only.
    await request(s.app).put(`/api/drafts/${draftId}/proxy-bid`).set(auth(owner.token)).send({ lot_id: lot.lot_id, max: 100_000 }).expect(422);
    await request(s.app).put(`/api/drafts/${draftId}/proxy-bid`).set(auth(other.token)).send({ lot_id: lot.lot_id, max: 173 }).expect(200);
    await until(() => otherMember.pushes().length === 1);
    await settle();
    expect(phone.pushes()).toHaveLength(3);
    expect(otherMember.pushes()[0]).toMatchObject({ fantasy_team_id: teamOf(cast, 2), proxy: { max: 173 } });
    for (const outsider of [commissioner, board]) {
      expect(outsider.pushes()).toEqual([]);
      expect(JSON.stringify(outsider.received)).not.toMatch(/\b(187|191|173)\b/);
    }
    expect(JSON.stringify(otherMember.received)).not.toMatch(/\b(187|191)\b/);
  });

  it("the nomination queue saved on one device reaches the team's other devices only", async () => {
    const cast = await liveAuctionCast(s.app, { start: false });
    const draftId = cast.draft.draftId;
    const [owner, other] = cast.members as [TestUser, TestUser];
    const phone = await watch({ token: owner.token }, draftId);
    const otherMember = await watch({ token: other.token }, draftId);
    const ids = [s.players.WR[30]!, s.players.QB[30]!];
    await request(s.app).put(`/api/drafts/${draftId}/queue`).set(auth(owner.token)).send({ nfl_player_ids: ids }).expect(200);
    await until(() => phone.pushes().length === 1);
    const [push] = phone.pushes();
    expect(push).toMatchObject({ kind: 'queue', draft_id: draftId, fantasy_team_id: teamOf(cast, 0) });
    expect(push?.kind === 'queue' ? push.players.map((p) => p.nfl_player_id) : []).toEqual(ids);
    await request(s.app).put(`/api/drafts/${draftId}/queue`).set(auth(owner.token)).send({ nfl_player_ids: ['no-such-player'] }).expect(404);
    await settle();
    expect(phone.pushes()).toHaveLength(1);
    expect(otherMember.pushes()).toEqual([]);
    expect(JSON.stringify(otherMember.received)).not.toContain(ids[0]);
  });

  it('a member whose team is given to someone else stops receiving its private state', async () => {
    const cast = await liveAuctionCast(s.app);
    const draftId = cast.draft.draftId;
    const [nominator, owner] = cast.members as [TestUser, TestUser];
    const former = await watch({ token: owner.token }, draftId);
    const commissionerSocket = await watch({ token: cast.commissioner.token }, draftId);
    const { lot } = await nominateOk(s.app, cast, nominator, { nfl_player_id: s.players.RB[13]! });
    // The commissioner gives team 1 to themselves: its state now belongs to the commissioner's sockets.
    await request(s.app)
      .put(`/api/leagues/${cast.draft.leagueId}/teams/${teamOf(cast, 1)}`)
      .set(auth(cast.commissioner.token))
      .send({ owner_email: cast.commissioner.email })
      .expect(200);
    await until(() => former.received.some((r) => r.name === 'draft:revoked'));
    expect((await joinDraft(commissionerSocket.socket, draftId)).ok).toBe(true);
    await request(s.app).put(`/api/drafts/${draftId}/proxy-bid`).set(auth(cast.commissioner.token)).send({ lot_id: lot.lot_id, max: 167 }).expect(200);
    await until(() => commissionerSocket.pushes().length === 1);
    await settle();
    expect(former.pushes()).toEqual([]);
  });
});
