import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PresenceUpdate } from '#shared/auction/types.js';
import type { DraftSnapshot } from '#shared/draft/types.js';
import { createApp } from '#server/app.js';
import { testConfig } from '#server/config.js';
import { openContext } from '#server/create-context.js';
import { currentSeq } from '#server/engine/event-log.js';
import { liveAuctionCast, teamOf, type AuctionCast } from '#tests/helpers/auction.js';
import { auth } from '#tests/helpers/fixtures.js';
import { openEngineTestApp } from '#tests/helpers/engine.js';
import { connectSocket, joinDraft, listenLive, startLiveServer, type ClientSocket, type LiveServer } from '#tests/helpers/live-server.js';
import { stalledPollingSocket } from '#tests/helpers/stalled-socket.js';
import { until } from '#tests/helpers/until.js';

/**
 * Who is in the room (docs/DECISIONS.md, "Presence is not logged"), on real sockets: a short ping
 * so a silent drop ends within a few seconds here (Socket.IO's default is 25 s + 20 s). Its timeout
 * is not shorter: the server and the phones' sockets share this test's thread, and on a loaded CI
 * machine a 300 ms timeout dropped a live phone's socket (which then came back without rejoining the
 * draft, and heard no more presence).
 */
const PING = { intervalMs: 300, timeoutMs: 2000 };
/**
 * How long a push may take here: well under a second on a quiet machine, more on a loaded CI one.
 * Still far below the 45 s that would mean the close or the drop went unnoticed until Socket.IO's
 * default ping gave up.
 */
const LOADED_MACHINE_MS = 15_000;
let s: LiveServer;
const sockets: ClientSocket[] = [];
beforeAll(async () => {
  s = await startLiveServer(() => openEngineTestApp(), { ping: PING });
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await s.close();
});

/** A member's socket in the draft, with every presence message it received. */
async function joinAs(url: string, cast: AuctionCast, i: number): Promise<{ socket: ClientSocket; seen: PresenceUpdate[] }> {
  const socket = await connectSocket(url, { token: cast.members[i]!.token });
  sockets.push(socket);
  const seen: PresenceUpdate[] = [];
  socket.on('draft:presence', (u) => seen.push(u));
  expect((await joinDraft(socket, cast.draft.draftId)).ok).toBe(true);
  return { socket, seen };
}

const latest = (seen: PresenceUpdate[]) => seen.at(-1)?.online;
const onlineOf = (snap: DraftSnapshot) => snap.teams.filter((t) => t.online).map((t) => t.fantasy_team_id);

describe('presence', () => {
  it('a team is online while its owner has a socket in the room: on connect, clean close and silent drop, pushed and in the snapshot, never logged', async () => {
    const cast = await liveAuctionCast(s.app, { numTeams: 4, auctionStart: false });
    const draftId = cast.draft.draftId;
    const read = (token = cast.commissioner.token) => request(s.url).get(`/api/drafts/${draftId}`).set(auth(token));
    const seqBefore = await currentSeq(s.ctx.db, draftId);
    expect(onlineOf((await read().expect(200)).body as DraftSnapshot)).toEqual([]);

    // Connect: the joining phone is told who is here, and the others are told it came.
    const first = await joinAs(s.url, cast, 0);
    await until(() => latest(first.seen)?.join() === String(teamOf(cast, 0)));
    const second = await joinAs(s.url, cast, 1);
    await until(() => latest(second.seen)?.join() === [teamOf(cast, 0), teamOf(cast, 1)].join());
    await until(() => latest(first.seen)?.join() === [teamOf(cast, 0), teamOf(cast, 1)].join());
    expect(first.seen.at(-1)).toMatchObject({ draft_id: draftId });
    const withTwo = await read().expect(200);
    expect(onlineOf(withTwo.body as DraftSnapshot)).toEqual([teamOf(cast, 0), teamOf(cast, 1)]);
    // A second device of the same team changes nothing for the others.
    const pushesBefore = first.seen.length;
    const secondDevice = await joinAs(s.url, cast, 1);
    await until(() => latest(secondDevice.seen) !== undefined);
    await new Promise((r) => setTimeout(r, 400));
    expect(first.seen.length).toBe(pushesBefore);

    // Clean close of one of two devices: still online; of the last: offline within a few seconds.
    secondDevice.socket.close();
    await new Promise((r) => setTimeout(r, 400));
    expect(latest(first.seen)).toEqual([teamOf(cast, 0), teamOf(cast, 1)]);
    second.socket.close();
    await until(() => latest(first.seen)?.join() === String(teamOf(cast, 0)), LOADED_MACHINE_MS);
    // The snapshot read before is stale now: its ETag no longer matches.
    const revalidated = await read().set('If-None-Match', withTwo.headers.etag as string);
    expect(revalidated.status).toBe(200);
    expect(onlineOf(revalidated.body as DraftSnapshot)).toEqual([teamOf(cast, 0)]);
    const unchanged = await read().set('If-None-Match', revalidated.headers.etag as string);
    expect(unchanged.status).toBe(304);

    // Silent drop: a phone that joins and then never answers the server's pings again.
    const silent = await stalledPollingSocket(s.url, { token: cast.members[2]!.token });
    await silent.send(`20${JSON.stringify(['draft:join', { draftId }])}`);
    await until(() => latest(first.seen)?.join() === [teamOf(cast, 0), teamOf(cast, 2)].join(), LOADED_MACHINE_MS);
    // Within the ping interval plus its timeout (and the settle), not Socket.IO's default 45 s.
    await until(() => latest(first.seen)?.join() === String(teamOf(cast, 0)), LOADED_MACHINE_MS);
    expect(onlineOf((await read().expect(200)).body as DraftSnapshot)).toEqual([teamOf(cast, 0)]);

    // None of it went into the event log.
    expect(await currentSeq(s.ctx.db, draftId)).toBe(seqBefore);
  });

  it('after a restart nobody is online until their phone reconnects', async () => {
    const cast = await liveAuctionCast(s.app, { numTeams: 3, auctionStart: false });
    const draftId = cast.draft.draftId;
    const first = await joinAs(s.url, cast, 0);
    await until(() => latest(first.seen)?.join() === String(teamOf(cast, 0)));
    // A new process on the same database (the old one's rooms do not come with it).
    const other = await openContext(testConfig({ databaseUrl: s.ctx.config.databaseUrl }));
    const served = await listenLive(createApp(other.ctx), other.ctx, { ping: PING });
    try {
      const read = async () => (await request(served.url).get(`/api/drafts/${draftId}`).set(auth(cast.commissioner.token)).expect(200)).body as DraftSnapshot;
      expect(onlineOf(await read())).toEqual([]);
      const back = await joinAs(served.url, cast, 1);
      await until(() => latest(back.seen)?.join() === String(teamOf(cast, 1)));
      expect(onlineOf(await read())).toEqual([teamOf(cast, 1)]);
    } finally {
      await served.stop();
      await other.close();
    }
  });
});
