import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DraftEventsResponse } from '#shared/draft/api.js';
import { applyEvents } from '#shared/draft/reducer.js';
import type { DraftSnapshot } from '#shared/draft/types.js';
import { runDraftsCommand } from '#server/engine/write-path.js';
import { auth } from '#tests/helpers/fixtures.js';
import { draftCast, getSnapshot, teamId, type DraftCast } from '#tests/helpers/engine.js';
import { connectSocket, joinDraft, startLiveServer, collectEvents as collect, withoutLinkEvent, type ClientSocket, type LiveServer } from '#tests/helpers/live-server.js';
import { until } from '#tests/helpers/until.js';

/**
 * Changes made outside the draft routes that open boards must see: league and team renames
 * (through the league routes) and deleting a draft or its league.
 */
let live: LiveServer;
const sockets: ClientSocket[] = [];
beforeAll(async () => {
  live = await startLiveServer();
});
afterAll(async () => {
  for (const s of sockets) s.close();
  await live.close();
});

async function connect(authData: Parameters<typeof connectSocket>[1]): Promise<ClientSocket> {
  const socket = await connectSocket(live.url, authData);
  sockets.push(socket);
  return socket;
}



const commish = (cast: DraftCast) => auth(cast.commissioner.token);

async function eventLog(cast: DraftCast, draftId = cast.draft.draftId): Promise<DraftEventsResponse> {
  const res = await request(live.app).get(`/api/drafts/${draftId}/events?after=0`).set(commish(cast)).expect(200);
  return res.body as DraftEventsResponse;
}

async function publicToken(cast: DraftCast): Promise<string> {
  const res = await request(live.app).post(`/api/drafts/${cast.draft.draftId}/public-url/regenerate`).set(commish(cast)).expect(200);
  return (res.body.public_url as string).split('/public/draft/')[1]!;
}

/** A second draft of the cast's league, seating the cast's first two teams. */
async function secondDraft(cast: DraftCast): Promise<number> {
  const res = await request(live.app)
    .post('/api/drafts')
    .set(commish(cast))
    .send({
      fantasy_league_id: cast.draft.leagueId,
      num_teams: 2,
      participants: [
        { fantasy_team_id: teamId(cast, 0), draft_position: 1 },
        { fantasy_team_id: teamId(cast, 1), draft_position: 2 },
      ],
    })
    .expect(201);
  return res.body.fantasy_draft_id as number;
}

describe('PUT /leagues/:id/teams/:teamId with a team_name', () => {
  it('writes team.renamed into every draft the team sits in; boards and cached reads follow', async () => {
    const cast = await draftCast(live.app);
    const otherId = await secondDraft(cast);
    const member = await connect({ token: cast.member.token });
    const seen = collect(member);
    await joinDraft(member, cast.draft.draftId, 0);
    const before = await getSnapshot(live.app, cast);
    const cached = await request(live.app).get(`/api/drafts/${cast.draft.draftId}`).set(commish(cast)).expect(200);

    const res = await request(live.app).put(`/api/leagues/${cast.draft.leagueId}/teams/${teamId(cast, 0)}`).set(commish(cast)).send({ team_name: 'Sharks' }).expect(200);
    expect(res.body.team_name).toBe('Sharks');

    const payload = { fantasy_team_id: teamId(cast, 0), team_name: 'Sharks' };
    await until(() => seen.some((e) => e.type === 'team.renamed'));
    expect(seen).toMatchObject([{ draftId: cast.draft.draftId, seq: 1, type: 'team.renamed', payload }]);
    expect((await eventLog(cast)).events).toMatchObject([{ seq: 1, type: 'team.renamed', payload }]);
    expect((await eventLog(cast, otherId)).events).toMatchObject([{ seq: 1, type: 'team.renamed', payload }]);

    // The old version is no longer current: a conditional read gets the new board, not a 304.
    const fresh = await request(live.app).get(`/api/drafts/${cast.draft.draftId}`).set(commish(cast)).set('If-None-Match', cached.headers.etag as string);
    expect(fresh.status).toBe(200);
    expect(fresh.headers.etag).not.toBe(cached.headers.etag);
    const after = fresh.body as DraftSnapshot;
    expect(after.teams[0]!.team_name).toBe('Sharks');
    expect(applyEvents(before, seen)).toEqual(after);
  });

  it('writes no event for an owner change, an unchanged name or a refused rename', async () => {
    const cast = await draftCast(live.app);
    const path = `/api/leagues/${cast.draft.leagueId}/teams/${teamId(cast, 1)}`;
    await request(live.app).put(path).set(commish(cast)).send({ owner_email: cast.outsider.email }).expect(200);
    await request(live.app).put(path).set(commish(cast)).send({ team_name: 'Team 2' }).expect(200);
    await request(live.app).put(path).set(commish(cast)).send({ team_name: 'Team 1' }).expect(409);
    await request(live.app).put(path).set(auth(cast.member.token)).send({ team_name: 'Mine' }).expect(403);
    expect(await eventLog(cast)).toEqual({ events: [], seq: 0 });
    expect((await getSnapshot(live.app, cast)).teams[1]!.team_name).toBe('Team 2');
  });
});

describe('PUT /leagues/:id (rename)', () => {
  it('writes league.renamed into every draft of the league; public boards get it too', async () => {
    const cast = await draftCast(live.app);
    const otherId = await secondDraft(cast);
    const token = await publicToken(cast);
    const board = await connect({ publicToken: token });
    const boardEvents = collect(board);
    const publicBefore = await request(live.app).get(`/api/public/drafts/${token}`).expect(200);

    await request(live.app).put(`/api/leagues/${cast.draft.leagueId}`).set(commish(cast)).send({ league_name: 'Sunday Sharks' }).expect(200);

    await until(() => boardEvents.some((e) => e.type === 'league.renamed'));
    expect(withoutLinkEvent(boardEvents)).toMatchObject([{ seq: 2, type: 'league.renamed', payload: { league_name: 'Sunday Sharks' } }]);
    expect((await eventLog(cast, otherId)).events).toMatchObject([{ seq: 1, type: 'league.renamed', payload: { league_name: 'Sunday Sharks' } }]);
    const publicAfter = await request(live.app).get(`/api/public/drafts/${token}`).set('If-None-Match', publicBefore.headers.etag as string);
    expect(publicAfter.status).toBe(200);
    expect(publicAfter.body.draft.league_name).toBe('Sunday Sharks');
    expect(applyEvents(publicBefore.body as DraftSnapshot, boardEvents)).toEqual(publicAfter.body);

    // The same name again changes nothing.
    await request(live.app).put(`/api/leagues/${cast.draft.leagueId}`).set(commish(cast)).send({ league_name: 'Sunday Sharks' }).expect(200);
    expect((await eventLog(cast)).seq).toBe(2);
  });
});

describe('deleting a draft or its league', () => {
  it('tells the members in the room (who stay connected) and revokes and disconnects public boards', async () => {
    const cast = await draftCast(live.app);
    const token = await publicToken(cast);
    const member = await connect({ token: cast.member.token });
    expect(await joinDraft(member, cast.draft.draftId)).toMatchObject({ ok: true });
    const board = await connect({ publicToken: token });
    const memberRevoked: string[] = [];
    const boardRevoked: string[] = [];
    member.on('draft:revoked', ({ reason }) => memberRevoked.push(reason));
    board.on('draft:revoked', ({ reason }) => boardRevoked.push(reason));
    const boardGone = new Promise<void>((resolve) => board.on('disconnect', () => resolve()));

    await request(live.app).delete(`/api/drafts/${cast.draft.draftId}`).set(commish(cast)).expect(200);
    await boardGone;
    await until(() => memberRevoked.length > 0);
    expect(memberRevoked).toEqual(['Draft deleted']);
    expect(boardRevoked).toEqual(['Draft deleted']);
    expect(member.connected).toBe(true);
    expect(await joinDraft(member, cast.draft.draftId)).toEqual({ ok: false, error: 'Draft not found' });
    await expect(connect({ publicToken: token })).rejects.toThrow('Draft board not found');
  });

  it('a league delete does the same for each of its drafts, and only those', async () => {
    const cast = await draftCast(live.app);
    const otherId = await secondDraft(cast);
    const bystander = await draftCast(live.app);
    const watch = async (token: string, draftId: number) => {
      const socket = await connect({ token });
      expect(await joinDraft(socket, draftId)).toMatchObject({ ok: true });
      const reasons: string[] = [];
      socket.on('draft:revoked', ({ reason }) => reasons.push(reason));
      return reasons;
    };
    const first = await watch(cast.member.token, cast.draft.draftId);
    const second = await watch(cast.commissioner.token, otherId);
    const unrelated = await watch(bystander.member.token, bystander.draft.draftId);

    await request(live.app).delete(`/api/leagues/${cast.draft.leagueId}`).set(commish(cast)).expect(200);
    await until(() => first.length > 0 && second.length > 0);
    expect([first, second]).toEqual([['Draft deleted'], ['Draft deleted']]);
    await new Promise((r) => setTimeout(r, 100));
    expect(unrelated).toEqual([]);
  });
});

describe('renames racing draft commands', () => {
  it('never fail with a server error (PostgreSQL: drafts are locked in one order, before league and team rows)', async () => {
    const cast = await draftCast(live.app);
    const otherId = await secondDraft(cast);
    const team = teamId(cast, 0);
    const send = (path: string, body: object) => request(live.app).put(path).set(commish(cast)).send(body);
    const calls = [];
    for (let i = 0; i < 12; i += 1) {
      calls.push(
        send(`/api/leagues/${cast.draft.leagueId}/teams/${team}`, { team_name: `League side ${i}` }),
        send(`/api/drafts/${otherId}/teams/${team}`, { team_name: `Draft side ${i}` }),
        send(`/api/drafts/${cast.draft.draftId}/teams/${team}`, { team_name: `First draft ${i}` }),
        send(`/api/leagues/${cast.draft.leagueId}`, { league_name: `League ${i}` }),
        send(`/api/drafts/${otherId}/settings`, { auction_budget: 200 + i }),
      );
    }
    const statuses = (await Promise.all(calls)).map((res) => res.status);
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
    // Every draft's log stayed gapless and folds onto its first snapshot.
    for (const draftId of [cast.draft.draftId, otherId]) {
      const log = await eventLog(cast, draftId);
      expect(log.events.map((e) => e.seq)).toEqual(Array.from({ length: log.seq }, (_, i) => i + 1));
    }
  });
});

describe('write path over several drafts', () => {
  it('runs a command again when PostgreSQL aborts it to break a lock cycle', async () => {
    const cast = await draftCast(live.app);
    const otherId = await secondDraft(cast);
    const [a, b] = [cast.draft.draftId, otherId];
    // Each command takes one lock, waits (briefly: SQLite runs one transaction at a time) until
    // the other has taken its first lock, then asks for the other's draft: a circle on PostgreSQL.
    const firstLocks: Record<number, () => void> = {};
    const locked = Object.fromEntries([a, b].map((id) => [id, new Promise<void>((resolve) => (firstLocks[id] = resolve))]));
    let attempts = 0;
    const crossing = (first: number, second: number, name: string) =>
      runDraftsCommand(live.ctx, cast.commissioner.id, async ({ lockDraft, emitTo }) => {
        attempts += 1;
        await lockDraft(first);
        firstLocks[first]!();
        await Promise.race([locked[second], new Promise((r) => setTimeout(r, 200))]);
        await lockDraft(second);
        for (const id of [first, second]) emitTo(id, 'league.renamed', { league_name: name });
      });
    await Promise.all([crossing(a, b, 'One'), crossing(b, a, 'Two')]);
    expect(attempts).toBeGreaterThanOrEqual(2);
    for (const draftId of [a, b]) {
      const log = await eventLog(cast, draftId);
      expect(log.events.map((e) => e.type)).toEqual(['league.renamed', 'league.renamed']);
      expect(log.events.map((e) => e.seq)).toEqual([1, 2]);
    }
  });
});
