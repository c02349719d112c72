import type { IncomingMessage } from 'node:http';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createDraft, registerUser } from '#tests/helpers/fixtures.js';
import { draftCast, draftPlayerOk, openEngineTestApp, setDraftStatus, teamId, type DraftCast } from '#tests/helpers/engine.js';
import { connectSocket, joinDraft, startLiveServer, collectEvents as collect, withoutLinkEvent, type ClientSocket, type LiveServer } from '#tests/helpers/live-server.js';
import { until } from '#tests/helpers/until.js';
import { SLOT_MS, TICK_EVERY_MS } from '#server/realtime/heartbeat.js';

let live: LiveServer;
const sockets: ClientSocket[] = [];
beforeAll(async () => {
  live = await startLiveServer();
});
afterAll(async () => {
  for (const s of sockets) s.close();
  await live.close();
});

async function connect(authData: Parameters<typeof connectSocket>[1], options?: Parameters<typeof connectSocket>[2]) {
  const socket = await connectSocket(live.url, authData, options);
  sockets.push(socket);
  return socket;
}



async function publicToken(cast: DraftCast): Promise<string> {
  const res = await request(live.app).post(`/api/drafts/${cast.draft.draftId}/public-url/regenerate`).set(auth(cast.commissioner.token)).expect(200);
  return (res.body.public_url as string).split('/public/draft/')[1]!;
}

describe('handshake', () => {
  it('drops sockets without credentials, with a bad JWT or with an unknown public token', async () => {
    await expect(connect({} as never)).rejects.toThrow('Authentication required');
    await expect(connect({ token: 'not-a-jwt' })).rejects.toThrow();
    await expect(connect({ publicToken: 'A'.repeat(32) })).rejects.toThrow('Draft board not found');
  });

  it('keeps nothing of the opening request once connected: no token, no headers, over WebSocket or polling', async () => {
    const cast = await draftCast(live.app);
    await setDraftStatus(live.app, cast, 'start');
    for (const [i, transports] of ([['websocket'], ['polling']] as const).entries()) {
      const socket = await connect({ token: cast.member.token }, { transports: [...transports] });
      expect(await joinDraft(socket, cast.draft.draftId)).toMatchObject({ ok: true });
      const held = (await live.realtime.io.fetchSockets()).find((s) => s.id === socket.id);
      const local = live.realtime.io.of('/').sockets.get(socket.id!);
      expect(held?.data.user?.id).toBe(cast.member.id);
      expect(held?.handshake.auth).toEqual({});
      expect(held?.handshake.headers).toEqual({});
      expect(JSON.stringify(held?.handshake)).not.toContain(cast.member.token);
      expect(local?.conn.request).toBeUndefined();
      // Still served: a pick reaches it.
      const events = collect(socket);
      await draftPlayerOk(live.app, cast, live.players.QB[i]!, teamId(cast, 0), 1);
      await until(() => events.some((e) => e.type === 'pick.created'));
    }
  });

  it('lets the opening request itself be collected while the socket stays connected, over WebSocket or polling', async () => {
    // A full collection on demand, as the heap's own tools take one.
    setFlagsFromString('--expose-gc');
    const collectGarbage = runInNewContext('gc') as () => void;
    const cast = await draftCast(live.app);
    for (const transports of [['websocket'], ['polling']] as const) {
      let opening: WeakRef<IncomingMessage> | undefined;
      live.realtime.io.engine.once('connection', (raw: { request: IncomingMessage }) => (opening = new WeakRef(raw.request)));
      const socket = await connect({ token: cast.member.token }, { transports: [...transports] });
      expect(await joinDraft(socket, cast.draft.draftId)).toMatchObject({ ok: true });
      expect(opening).toBeDefined();
      // engine.io's stand-in for a WebSocket upgrade's response held it for the socket's life.
      await until(() => {
        collectGarbage();
        return opening?.deref() === undefined;
      }, 3000);
      expect(socket.connected).toBe(true);
      expect(await joinDraft(socket, cast.draft.draftId)).toMatchObject({ ok: true });
    }
  });

  it('refuses a foreign Origin, accepts its own host and allow-listed origins', async () => {
    const cast = await draftCast(live.app);
    await expect(connect({ token: cast.member.token }, { extraHeaders: { Origin: 'http://evil.example' } })).rejects.toThrow();
    const own = await connect({ token: cast.member.token }, { extraHeaders: { Origin: live.url } });
    expect(own.connected).toBe(true);
    const polled = await connect({ token: cast.member.token }, { transports: ['polling'], extraHeaders: { Origin: live.url } });
    expect(polled.connected).toBe(true);
    await expect(connect({ token: cast.member.token }, { transports: ['polling'], extraHeaders: { Origin: 'http://evil.example' } })).rejects.toThrow();
  });

  it('accepts origins from config.allowedOrigins', async () => {
    const other = await startLiveServer(() => openEngineTestApp({ allowedOrigins: ['http://tv.example'] }));
    try {
      const user = await registerUser(other.app);
      const ok = await connectSocket(other.url, { token: user.token }, { extraHeaders: { Origin: 'http://tv.example' } });
      ok.close();
      await expect(connectSocket(other.url, { token: user.token }, { extraHeaders: { Origin: 'http://evil.example' } })).rejects.toThrow();
    } finally {
      await other.close();
    }
  });
});

describe('draft rooms', () => {
  it('members join and get every event live; outsiders cannot join', async () => {
    const cast = await draftCast(live.app);
    const member = await connect({ token: cast.member.token });
    const outsider = await connect({ token: cast.outsider.token });
    const memberEvents = collect(member);
    const outsiderEvents = collect(outsider);
    expect(await joinDraft(member, cast.draft.draftId)).toEqual({ ok: true, seq: 0 });
    expect(await joinDraft(outsider, cast.draft.draftId)).toEqual({ ok: false, error: 'Draft not found' });
    expect(await joinDraft(member, -1)).toMatchObject({ ok: false });

    await setDraftStatus(live.app, cast, 'start');
    await draftPlayerOk(live.app, cast, live.players.QB[0]!, teamId(cast, 0), 25);
    await until(() => memberEvents.length === 2);
    expect(memberEvents.map((e) => [e.seq, e.type])).toEqual([
      [1, 'draft.started'],
      [2, 'pick.created'],
    ]);
    const created = memberEvents[1]!;
    expect(created).toMatchObject({ draftId: cast.draft.draftId, payload: { pick: { nfl_player_id: live.players.QB[0], drafter_username: cast.commissioner.username } } });
    expect(typeof created.at).toBe('string');
    expect(outsiderEvents).toEqual([]);

    member.emit('draft:leave', { draftId: cast.draft.draftId });
    await new Promise((r) => setTimeout(r, 50));
    await setDraftStatus(live.app, cast, 'pause');
    await new Promise((r) => setTimeout(r, 100));
    expect(memberEvents).toHaveLength(2);
  });

  it('replays missed events on join with afterSeq, then continues live (catch-up after a forced disconnect)', async () => {
    const cast = await draftCast(live.app);
    const first = await connect({ token: cast.member.token });
    const before = collect(first);
    await joinDraft(first, cast.draft.draftId);
    await setDraftStatus(live.app, cast, 'start');
    await until(() => before.length === 1);
    first.disconnect();

    await draftPlayerOk(live.app, cast, live.players.RB[1]!, teamId(cast, 1), 9);
    await draftPlayerOk(live.app, cast, live.players.RB[2]!, teamId(cast, 2), 8);
    await setDraftStatus(live.app, cast, 'pause');

    const again = await connect({ token: cast.member.token });
    const after = collect(again);
    const ack = await joinDraft(again, cast.draft.draftId, before.at(-1)!.seq);
    expect(ack).toEqual({ ok: true, seq: 4 });
    // The replay is emitted before the ack, so it has arrived in order by now.
    expect(after.map((e) => e.seq)).toEqual([2, 3, 4]);
    await setDraftStatus(live.app, cast, 'resume');
    await until(() => after.length === 4);
    expect(after.map((e) => e.seq)).toEqual([2, 3, 4, 5]);
  });

  it('drops a socket that sends more than the message limit', async () => {
    const cast = await draftCast(live.app);
    const socket = await connect({ token: cast.member.token });
    const closed = new Promise<string>((resolve) => socket.on('disconnect', resolve));
    socket.emit('draft:join', { draftId: 1, afterSeq: 0, padding: 'x'.repeat(20_000) } as never, () => undefined);
    await expect(closed).resolves.toBeTruthy();
  });
});

describe('public boards', () => {
  it('join their room on connect and get public projections only', async () => {
    const cast = await draftCast(live.app);
    const token = await publicToken(cast);
    const board = await connect({ publicToken: token });
    const events = collect(board);
    await setDraftStatus(live.app, cast, 'start');
    await draftPlayerOk(live.app, cast, live.players.WR[0]!, teamId(cast, 0), 14);
    await until(() => withoutLinkEvent(events).length === 2);
    const created = withoutLinkEvent(events)[1]!;
    expect(created.type).toBe('pick.created');
    if (created.type !== 'pick.created') throw new Error('unreachable');
    expect(created.payload.pick.nfl_player_id).toBe(live.players.WR[0]);
    expect(JSON.stringify(events)).not.toContain('drafter_username');
    expect(JSON.stringify(events)).not.toContain(cast.commissioner.username);

    // A board may ask for a replay with afterSeq; only its own draft.
    const replayed = await connect({ publicToken: token });
    const replay = collect(replayed);
    expect(await joinDraft(replayed, cast.draft.draftId, 0)).toEqual({ ok: true, seq: 3 });
    expect(replay.map((e) => e.seq)).toEqual([1, 2, 3]);
    expect(JSON.stringify(replay)).not.toContain('drafter_username');
    const other = await draftCast(live.app);
    expect(await joinDraft(replayed, other.draft.draftId, 0)).toEqual({ ok: false, error: 'Draft board not found' });
  });

  it('are revoked and disconnected at once when the link is regenerated or disabled', async () => {
    const cast = await draftCast(live.app);
    const oldToken = await publicToken(cast);
    const oldBoard = await connect({ publicToken: oldToken });
    const revoked: string[] = [];
    oldBoard.on('draft:revoked', ({ reason }) => revoked.push(reason));
    const oldGone = new Promise<void>((resolve) => oldBoard.on('disconnect', () => resolve()));

    const newToken = await publicToken(cast);
    await oldGone;
    expect(revoked).toEqual(['The public link was regenerated']);
    await expect(connect({ publicToken: oldToken })).rejects.toThrow('Draft board not found');

    const newBoard = await connect({ publicToken: newToken });
    const events = collect(newBoard);
    await setDraftStatus(live.app, cast, 'start');
    await until(() => events.some((e) => e.type === 'draft.started'));

    const newRevoked: string[] = [];
    newBoard.on('draft:revoked', ({ reason }) => newRevoked.push(reason));
    const newGone = new Promise<void>((resolve) => newBoard.on('disconnect', () => resolve()));
    await request(live.app).delete(`/api/drafts/${cast.draft.draftId}/public-url`).set(auth(cast.commissioner.token)).expect(200);
    await newGone;
    expect(newRevoked).toEqual(['The public link was disabled']);
  });
});

describe('heartbeat', () => {
  const gapsOf = (at: readonly number[]) => at.slice(1).map((t, i) => t - at[i]!);
  /**
   * Ticks heard about a period apart. The wheel keeps to the clock (server/realtime/heartbeat.ts): a tick
   * a loaded machine's timer fired late is followed by one on time, sooner by as much, so one gap may be
   * short; but never two ticks in half a period, and on average a period, give or take the timer's slack.
   */
  const expectAPeriodApart = (at: readonly number[]) => {
    const gaps = gapsOf(at);
    for (const gap of gaps) expect(gap).toBeGreaterThan(TICK_EVERY_MS / 2);
    expect((at.at(-1)! - at[0]!) / gaps.length).toBeGreaterThan(TICK_EVERY_MS - 300);
  };
  it('ticks every joined socket about every TICK_EVERY_MS, members and public boards alike, without being asked', async () => {
    const cast = await draftCast(live.app);
    const member = await connect({ token: cast.member.token });
    expect(await joinDraft(member, cast.draft.draftId)).toMatchObject({ ok: true });
    const board = await connect({ publicToken: await publicToken(cast) });
    const ticks = new Map<ClientSocket, number[]>([
      [member, []],
      [board, []],
    ]);
    for (const [socket, at] of ticks) socket.on('draft:tick', () => at.push(Date.now()));
    await until(() => [...ticks.values()].every((at) => at.length >= 3), 5000);
    for (const at of ticks.values()) {
      expectAPeriodApart(at);
      // Never the 2 s a client calls silence.
      for (const gap of gapsOf(at)) expect(gap).toBeLessThan(1900);
    }
  });

  it('ticks a draft room again after it emptied and filled up, without an event mark held over', async () => {
    const cast = await draftCast(live.app);
    const first = await connect({ token: cast.member.token });
    expect(await joinDraft(first, cast.draft.draftId)).toMatchObject({ ok: true });
    // A mark on the room, then its last socket leaves: the room is deleted, and so is the mark.
    live.ctx.events.signal('event', { draftId: cast.draft.draftId, seq: 2000, type: 'draft.paused', at: new Date().toISOString(), payload: {} } as never);
    const gone = new Promise<void>((resolve) => first.on('disconnect', () => resolve()));
    first.disconnect();
    await gone;
    const again = await connect({ token: cast.member.token });
    expect(await joinDraft(again, cast.draft.draftId)).toMatchObject({ ok: true });
    const at: number[] = [];
    again.on('draft:tick', () => at.push(Date.now()));
    await until(() => at.length >= 3, 6000);
    expectAPeriodApart(at);
  });

  it('ticks a room only after a period of silence: a room whose events come more often never ticks', async () => {
    const busy = await draftCast(live.app);
    const quiet = await draftCast(live.app);
    const [inBusy, inQuiet] = [await connect({ token: busy.member.token }), await connect({ token: quiet.member.token })];
    expect(await joinDraft(inBusy, busy.draft.draftId)).toMatchObject({ ok: true });
    expect(await joinDraft(inQuiet, quiet.draft.draftId)).toMatchObject({ ok: true });
    const ticks = { quiet: 0 };
    // A socket hears a room's frames in the order the server wrote them, so a tick heard after an
    // event was sent after it. How long the busy socket had been without an event when each tick came:
    let lastEventHeardAt = Date.now();
    const busyTickGaps: number[] = [];
    inBusy.on('draft:tick', () => busyTickGaps.push(Date.now() - lastEventHeardAt));
    inBusy.onAny((name: string) => {
      if (name !== 'draft:tick') lastEventHeardAt = Date.now();
    });
    inQuiet.on('draft:tick', () => (ticks.quiet += 1));
    const events = collect(inBusy);
    // A committed event every third of a period for 4.5 s, through the same bus the write path publishes on.
    const every = Math.round(TICK_EVERY_MS / 3);
    let longestPause = 0;
    let signalledAt = Date.now();
    for (let seq = 1000; seq < 1000 + Math.ceil(4500 / every); seq += 1) {
      longestPause = Math.max(longestPause, Date.now() - signalledAt);
      signalledAt = Date.now();
      live.ctx.events.signal('event', { draftId: busy.draft.draftId, seq, type: 'draft.paused', at: new Date().toISOString(), payload: {} } as never);
      await new Promise((r) => setTimeout(r, every));
    }
    expect(events.length).toBe(Math.ceil(4500 / every));
    expect(ticks.quiet).toBeGreaterThanOrEqual(3);
    // A loaded machine can stretch a wait past the period; a tick then is right. What must never
    // come is a tick sooner than a period (less a slot, and the socket's own reading being late)
    // after an event, and none at all when no pause came near the period.
    expect(busyTickGaps.filter((gap) => gap < TICK_EVERY_MS - SLOT_MS - 100)).toEqual([]);
    if (longestPause < TICK_EVERY_MS - 300) expect(busyTickGaps).toEqual([]);
  });

  it('spreads the ticks over the period: idle drafts of different slots tick at different moments', async () => {
    const one = await draftCast(live.app);
    // A second draft of the same two people, 25 slots (500 ms) or more along from the first on the
    // period's wheel: a gap that a loaded machine's late timers and late readings do not close
    // (five slots did not, with the browser tests beside this file on two cores).
    const slots = Math.round(TICK_EVERY_MS / SLOT_MS);
    const apart = Math.min(25, Math.floor(slots / 2));
    const slotsApart = (draftId: number) => {
      const d = (((draftId - one.draft.draftId) % slots) + slots) % slots;
      return Math.min(d, slots - d);
    };
    let two = await createDraft(live.app, one.commissioner, { members: [one.member] });
    while (slotsApart(two.draftId) < apart) two = await createDraft(live.app, one.commissioner, { members: [one.member] });
    const [a, b] = [await connect({ token: one.member.token }), await connect({ token: one.member.token })];
    expect(await joinDraft(a, one.draft.draftId)).toMatchObject({ ok: true });
    expect(await joinDraft(b, two.draftId)).toMatchObject({ ok: true });
    const at = { a: [] as number[], b: [] as number[] };
    a.on('draft:tick', () => at.a.push(Date.now()));
    b.on('draft:tick', () => at.b.push(Date.now()));
    await until(() => at.a.length >= 3 && at.b.length >= 3, 7000);
    // Each b tick is `apart` slots or more from every a tick, less the timers' slack (half of it here).
    // A timer a loaded machine held past both slots ticks both rooms in one run
    // (server/realtime/heartbeat.ts): one b tick of three may meet an a tick then; drafts sharing a
    // slot would meet every time.
    const nearest = at.b.map((t) => Math.min(...at.a.map((u) => Math.abs(t - u))));
    expect(nearest.filter((gap) => gap > (apart * SLOT_MS) / 2).length).toBeGreaterThanOrEqual(nearest.length - 1);
  });
});
