import type { Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DraftEvent } from '#shared/draft/events.js';
import { auth, createDraft, registerUser, type TestUser } from '#tests/helpers/fixtures.js';
import { draftPlayerOk, openEngineTestApp, setDraftStatus, teamId, type DraftCast, type PlayerPool } from '#tests/helpers/engine.js';
import { connectSocket, joinDraft, startLiveServer, type ClientSocket, type LiveServer } from '#tests/helpers/live-server.js';
import { until } from '#tests/helpers/until.js';

/**
 * A member removed from a league (their team re-owned or unclaimed) stops following the league's
 * drafts at once: their sockets leave the draft rooms and get 'draft:revoked', without a reconnect.
 */
const NO_LONGER_MEMBER = 'You are no longer a member of this league';

interface Watched {
  socket: ClientSocket;
  events: DraftEvent[];
  revoked: string[];
}

/** A league draft with two members (teams 0 and 1) and one spare seat per draft. */
async function twoMemberCast(app: Express): Promise<DraftCast & { other: TestUser }> {
  const [commissioner, member, other] = await Promise.all([registerUser(app), registerUser(app), registerUser(app)]);
  const draft = await createDraft(app, commissioner, { members: [member, other] });
  return { commissioner, member, outsider: other, other, draft };
}


const settle = () => new Promise((r) => setTimeout(r, 250));

function clearOwner(app: Express, cast: DraftCast, team: number, ownerEmail: string | null = null) {
  return request(app)
    .put(`/api/leagues/${cast.draft.leagueId}/teams/${team}`)
    .set(auth(cast.commissioner.token))
    .send({ owner_email: ownerEmail })
    .expect(200);
}

/**
 * The shared scenario, on one process or across two: `joinOn` is where the sockets connect,
 * `app` where the commands run.
 */
async function removedMemberScenario(app: Express, players: PlayerPool, joinOn: string, sockets: ClientSocket[]): Promise<void> {
  const cast = await twoMemberCast(app);
  const watch = async (user: TestUser): Promise<Watched> => {
    const socket = await connectSocket(joinOn, { token: user.token });
    sockets.push(socket);
    const watched: Watched = { socket, events: [], revoked: [] };
    socket.on('draft:event', (e) => watched.events.push(e));
    socket.on('draft:revoked', ({ reason }) => watched.revoked.push(reason));
    expect(await joinDraft(socket, cast.draft.draftId)).toEqual({ ok: true, seq: 0 });
    return watched;
  };
  const removed = await watch(cast.member);
  const stays = await watch(cast.other);
  const commissioner = await watch(cast.commissioner);

  await setDraftStatus(app, cast, 'start');
  await until(() => removed.events.length === 1 && stays.events.length === 1);

  await clearOwner(app, cast, teamId(cast, 0));
  await until(() => removed.revoked.length === 1);
  expect(removed.revoked).toEqual([NO_LONGER_MEMBER]);
  // Told, not dropped: the socket may follow drafts of other leagues.
  expect(removed.socket.connected).toBe(true);

  await draftPlayerOk(app, cast, players.QB[0]!, teamId(cast, 1), 10);
  await until(() => stays.events.length === 2 && commissioner.events.length === 2);
  await settle();
  expect(removed.events.map((e) => e.seq)).toEqual([1]);
  expect(stays.revoked).toEqual([]);
  expect(commissioner.revoked).toEqual([]);
  // And it cannot simply join again.
  expect(await joinDraft(removed.socket, cast.draft.draftId)).toEqual({ ok: false, error: 'Draft not found' });
}

describe('membership changes on one process', () => {
  let live: LiveServer;
  const sockets: ClientSocket[] = [];
  beforeAll(async () => {
    live = await startLiveServer();
  });
  afterAll(async () => {
    for (const s of sockets) s.close();
    await live.close();
  });

  it("clearing a member's owner_email revokes their sockets; other members and the commissioner keep following", async () => {
    await removedMemberScenario(live.app, live.players, live.url, sockets);
  });

  it('re-owning the team to someone else revokes the former owner in every draft of the league', async () => {
    const cast = await twoMemberCast(live.app);
    const res = await request(live.app)
      .post('/api/drafts')
      .set(auth(cast.commissioner.token))
      .send({ fantasy_league_id: cast.draft.leagueId, num_teams: 4, auction_budget: 200 })
      .expect(201);
    const secondDraftId = (res.body as { fantasy_draft_id: number }).fantasy_draft_id;
    const socket = await connectSocket(live.url, { token: cast.member.token });
    sockets.push(socket);
    const revoked: string[] = [];
    socket.on('draft:revoked', ({ reason }) => revoked.push(reason));
    expect((await joinDraft(socket, cast.draft.draftId)).ok).toBe(true);
    expect((await joinDraft(socket, secondDraftId)).ok).toBe(true);

    const newcomer = await registerUser(live.app);
    await clearOwner(live.app, cast, teamId(cast, 0), newcomer.email);
    await until(() => revoked.length === 2);
    expect(revoked).toEqual([NO_LONGER_MEMBER, NO_LONGER_MEMBER]);
  });

  it('a rename or an owner change that keeps everyone a member revokes nobody', async () => {
    const cast = await twoMemberCast(live.app);
    const socket = await connectSocket(live.url, { token: cast.member.token });
    sockets.push(socket);
    const revoked: string[] = [];
    const events: DraftEvent[] = [];
    socket.on('draft:revoked', ({ reason }) => revoked.push(reason));
    socket.on('draft:event', (e) => events.push(e));
    expect((await joinDraft(socket, cast.draft.draftId)).ok).toBe(true);

    await request(live.app)
      .put(`/api/leagues/${cast.draft.leagueId}/teams/${teamId(cast, 0)}`)
      .set(auth(cast.commissioner.token))
      .send({ team_name: 'Renamed Rockets' })
      .expect(200);
    // Team 3 had no owner; giving it one changes membership for nobody already in the room.
    const newcomer = await registerUser(live.app);
    await clearOwner(live.app, cast, teamId(cast, 2), newcomer.email);
    await until(() => events.some((e) => e.type === 'team.renamed'));
    await settle();
    expect(revoked).toEqual([]);
  });

  it('a new draft whose seats re-own a team revokes the former owner in the earlier drafts', async () => {
    const cast = await twoMemberCast(live.app);
    const socket = await connectSocket(live.url, { token: cast.member.token });
    sockets.push(socket);
    const revoked: string[] = [];
    socket.on('draft:revoked', ({ reason }) => revoked.push(reason));
    expect((await joinDraft(socket, cast.draft.draftId)).ok).toBe(true);

    const newcomer = await registerUser(live.app);
    await request(live.app)
      .post('/api/drafts')
      .set(auth(cast.commissioner.token))
      .send({
        fantasy_league_id: cast.draft.leagueId,
        num_teams: 2,
        auction_budget: 200,
        participants: [
          { team_name: 'Team 1', owner_email: newcomer.email, draft_position: 1 },
          { team_name: 'Team 2', owner_email: cast.other.email, draft_position: 2 },
        ],
      })
      .expect(201);
    await until(() => revoked.length === 1);
    expect(revoked).toEqual([NO_LONGER_MEMBER]);
  });
});

/** Two processes on one database joined by the Redis adapter; runs when GAVEL_TEST_REDIS_URL is set. */
const REDIS_URL = process.env.GAVEL_TEST_REDIS_URL;

describe.skipIf(!REDIS_URL)('membership changes across processes over Redis', () => {
  let a: LiveServer;
  let b: LiveServer;
  const sockets: ClientSocket[] = [];
  beforeAll(async () => {
    const redisKey = `gavel-test-membership-${process.pid}-${Date.now()}`;
    a = await startLiveServer(() => openEngineTestApp({ redisUrl: REDIS_URL }), { redisKey });
    b = await startLiveServer(() => openEngineTestApp({ redisUrl: REDIS_URL, databaseUrl: a.ctx.config.databaseUrl }), { redisKey });
  });
  afterAll(async () => {
    for (const s of sockets) s.close();
    await b.close();
    await a.close();
  });

  it('a member removed on process A is revoked from the rooms on process B', async () => {
    await removedMemberScenario(a.app, a.players, b.url, sockets);
  });
});
