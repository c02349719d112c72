import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOIN_BUSY, TOO_MANY_JOINS } from '#server/realtime/join.js';
import { auth } from '#tests/helpers/fixtures.js';
import { draftCast, draftPlayerOk, setDraftStatus, teamId, type DraftCast } from '#tests/helpers/engine.js';
import { collectEvents, connectSocket, joinDraft, startLiveServer, type ClientSocket, type LiveServer } from '#tests/helpers/live-server.js';
import { until } from '#tests/helpers/until.js';
import { stalledPollingSocket } from '#tests/helpers/stalled-socket.js';

/**
 * One socket could stall the server by asking for the whole event log again and again.
 * Joins are one at a time and few per socket, a join answers from where the socket stands,
 * replays are paged and capped, and a socket that stops reading is disconnected.
 */
let live: LiveServer;
const sockets: ClientSocket[] = [];
const LIMITS = { joinsPerMinute: 12, replayLimit: 6, replayPage: 2, maxBufferedPackets: 8, checkEveryMs: 25, strikes: 3 };

beforeAll(async () => {
  live = await startLiveServer(undefined, { limits: LIMITS });
});
afterAll(async () => {
  for (const s of sockets) s.close();
  await live?.close();
});

async function connect(authData: Parameters<typeof connectSocket>[1]): Promise<ClientSocket> {
  const socket = await connectSocket(live.url, authData);
  sockets.push(socket);
  return socket;
}

/** A started draft with `picks` picks: its log holds 1 + picks events. */
async function draftWithEvents(picks: number): Promise<DraftCast> {
  const cast = await draftCast(live.app);
  await setDraftStatus(live.app, cast, 'start');
  for (let i = 0; i < picks; i++) await draftPlayerOk(live.app, cast, live.players.WR[i]!, teamId(cast, i % 4), 1);
  return cast;
}

async function publicToken(cast: DraftCast): Promise<string> {
  const res = await request(live.app).post(`/api/drafts/${cast.draft.draftId}/public-url/regenerate`).set(auth(cast.commissioner.token)).expect(200);
  return (res.body.public_url as string).split('/public/draft/')[1]!;
}

const seqs = (events: { seq: number }[]) => events.map((e) => e.seq);

describe('joins per socket', () => {
  it('runs one join at a time: a flood of joins from a public board replays the log once', async () => {
    const cast = await draftWithEvents(3);
    const token = await publicToken(cast);
    const board = await connect({ publicToken: token });
    const seen = collectEvents(board);
    const acks = await Promise.all(Array.from({ length: 10 }, () => joinDraft(board, cast.draft.draftId, 0)));
    expect(acks.filter((a) => a.ok)).toHaveLength(1);
    expect(acks.filter((a) => !a.ok).map((a) => !a.ok && a.error)).toEqual(Array(9).fill(JOIN_BUSY));
    const seq = 5; // start, 3 picks, the link
    expect(acks.find((a) => a.ok)).toEqual({ ok: true, seq });
    await until(() => seen.length >= seq);
    // Asked again from 0, the socket is answered from where it stands: nothing is sent twice.
    expect(await joinDraft(board, cast.draft.draftId, 0)).toEqual({ ok: true, seq });
    await draftPlayerOk(live.app, cast, live.players.WR[10]!, teamId(cast, 0), 1);
    await until(() => seen.length === seq + 1);
    expect(await joinDraft(board, cast.draft.draftId, 0)).toEqual({ ok: true, seq: seq + 1 });
    await new Promise((r) => setTimeout(r, 50));
    expect(seqs(seen)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('answers a member from where it stands while in the room, and replays again after a leave', async () => {
    const cast = await draftWithEvents(2);
    const member = await connect({ token: cast.member.token });
    const seen = collectEvents(member);
    expect(await joinDraft(member, cast.draft.draftId, 0)).toEqual({ ok: true, seq: 3 });
    await until(() => seen.length === 3);
    expect(await joinDraft(member, cast.draft.draftId, 0)).toEqual({ ok: true, seq: 3 });
    member.emit('draft:leave', { draftId: cast.draft.draftId });
    await draftPlayerOk(live.app, cast, live.players.WR[5]!, teamId(cast, 1), 1);
    expect(await joinDraft(member, cast.draft.draftId, 0)).toEqual({ ok: true, seq: 4 });
    await until(() => seen.length === 7);
    expect(seqs(seen)).toEqual([1, 2, 3, 1, 2, 3, 4]);
  });

  it(`allows ${LIMITS.joinsPerMinute} joins a minute per socket`, async () => {
    const cast = await draftWithEvents(0);
    const member = await connect({ token: cast.member.token });
    for (let i = 0; i < LIMITS.joinsPerMinute; i++) expect(await joinDraft(member, cast.draft.draftId)).toMatchObject({ ok: true });
    expect(await joinDraft(member, cast.draft.draftId)).toEqual({ ok: false, error: TOO_MANY_JOINS });
    // A new connection (what a reconnecting client opens) starts afresh.
    expect(await joinDraft(await connect({ token: cast.member.token }), cast.draft.draftId)).toMatchObject({ ok: true });
  });
});

describe('paged replays', () => {
  it(`replays at most ${LIMITS.replayLimit} events per join; the ack's seq tells the client to page the rest`, async () => {
    const cast = await draftWithEvents(9);
    const member = await connect({ token: cast.member.token });
    const seen = collectEvents(member);
    expect(await joinDraft(member, cast.draft.draftId, 0)).toEqual({ ok: true, seq: 10 });
    await until(() => seen.length === 6);
    // Joining again picks up where the capped replay stopped.
    expect(await joinDraft(member, cast.draft.draftId, 0)).toEqual({ ok: true, seq: 10 });
    await until(() => seen.length === 10);
    expect(seqs(seen)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });
});

describe('write backpressure', () => {
  it('disconnects a member socket and a public socket that stop reading; readers stay', async () => {
    const cast = await draftWithEvents(0);
    const token = await publicToken(cast);
    const stalledMember = await stalledPollingSocket(live.url, { token: cast.member.token });
    await stalledMember.send(`20["draft:join",{"draftId":${cast.draft.draftId}}]`);
    const stalledBoard = await stalledPollingSocket(live.url, { publicToken: token });
    const reader = await connect({ token: cast.member.token });
    const readerEvents = collectEvents(reader);
    await joinDraft(reader, cast.draft.draftId);
    const connected = (id: string) => live.realtime.io.of('/').sockets.has(id);
    expect(connected(stalledMember.id) && connected(stalledBoard.id)).toBe(true);
    const connections = live.realtime.io.engine.clientsCount;
    for (let i = 0; i < 10; i++) await setDraftStatus(live.app, cast, i % 2 === 0 ? 'pause' : 'resume');
    await until(() => !connected(stalledMember.id) && !connected(stalledBoard.id));
    // Their connections are closed too, and what they had not read is dropped with them.
    await until(() => live.realtime.io.engine.clientsCount === connections - 2);
    for (let i = 0; i < 8; i++) await setDraftStatus(live.app, cast, i % 2 === 0 ? 'pause' : 'resume');
    await until(() => readerEvents.length === 18);
    expect(reader.connected).toBe(true);
  });
});
