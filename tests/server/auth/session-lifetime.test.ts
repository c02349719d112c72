import jwt from 'jsonwebtoken';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { signToken } from '#server/auth/tokens.js';
import { runAt, SessionExpiries } from '#server/realtime/member-sessions.js';
import { auth, registerUser, type TestUser } from '#tests/helpers/fixtures.js';
import { draftCast } from '#tests/helpers/engine.js';
import { connectSocket, joinDraft, startLiveServer, type ClientSocket, type LiveServer } from '#tests/helpers/live-server.js';

/**
 * A session ends when its token expires or the password changes: REST refuses the old tokens and
 * member sockets opened with them are disconnected. Runs on PostgreSQL too (GAVEL_TEST_DIALECT).
 */
const PASSWORD = 'correct horse battery';
const NEW_PASSWORD = 'brand new password';
const SESSION_EXPIRED = 'Session expired, please sign in again';

let live: LiveServer;
const sockets: ClientSocket[] = [];
beforeAll(async () => {
  live = await startLiveServer();
});
afterAll(async () => {
  for (const s of sockets) s.close();
  await live.close();
});

async function connect(token: string): Promise<ClientSocket> {
  const socket = await connectSocket(live.url, { token });
  sockets.push(socket);
  return socket;
}

/** Resolves with the reason the socket is disconnected for. */
function disconnection(socket: ClientSocket): Promise<string> {
  return new Promise((resolve) => socket.once('disconnect', (reason) => resolve(reason)));
}

/** The promise's value, or null if it has not settled within `ms`. */
function within<T>(promise: Promise<T>, ms: number): Promise<T | null> {
  return Promise.race([promise, new Promise<null>((resolve) => setTimeout(() => resolve(null), ms))]);
}

const me = (token: string) => request(live.app).get('/api/auth/me').set(auth(token));
const login = (email: string, password: string) => request(live.app).post('/api/auth/login').send({ email, password });
const changePassword = (user: TestUser, token = user.token) =>
  request(live.app).post('/api/auth/change-password').set(auth(token)).send({ current_password: PASSWORD, new_password: NEW_PASSWORD });

describe('password change ends other sessions', () => {
  it('refuses every older token with 401; the answer carries a fresh token that works, and so does signing in again', async () => {
    const user = await registerUser(live.app);
    const otherDevice = (await login(user.email, PASSWORD).expect(200)).body.token as string;
    expect((await me(otherDevice)).status).toBe(200);

    const changed = await changePassword(user);
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ message: 'Password changed successfully', token: expect.any(String), user: { fantasy_user_id: user.id } });

    for (const old of [user.token, otherDevice]) {
      const res = await me(old);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ error: SESSION_EXPIRED, code: 'unauthorized' });
    }
    expect((await me(changed.body.token as string)).status).toBe(200);
    const again = await login(user.email, NEW_PASSWORD).expect(200);
    expect((await me(again.body.token as string)).status).toBe(200);
    // The fresh token can change the password once more, which ends the signed-in session too.
    const second = await request(live.app)
      .post('/api/auth/change-password')
      .set(auth(changed.body.token as string))
      .send({ current_password: NEW_PASSWORD, new_password: PASSWORD });
    expect(second.status).toBe(200);
    expect((await me(again.body.token as string)).status).toBe(401);
    expect((await me(second.body.token as string)).status).toBe(200);
  });

  it('treats a token signed before versions existed (no ver claim) as version 0', async () => {
    const user = await registerUser(live.app);
    const legacy = jwt.sign({}, live.ctx.config.jwtSecret, { algorithm: 'HS256', subject: String(user.id), expiresIn: 3600 });
    expect((await me(legacy)).status).toBe(200);
    expect((await changePassword(user)).status).toBe(200);
    expect((await me(legacy)).body).toEqual({ error: SESSION_EXPIRED, code: 'unauthorized' });
  });

  it('refuses a malformed version claim', async () => {
    const user = await registerUser(live.app);
    const secret = live.ctx.config.jwtSecret;
    for (const ver of ['0', -1, 0.5, null]) {
      const token = jwt.sign({ ver }, secret, { algorithm: 'HS256', subject: String(user.id), expiresIn: 3600 });
      const res = await me(token);
      expect(res.status, JSON.stringify(ver)).toBe(401);
      expect(res.body.error).toBe('Invalid token');
    }
  });
});

describe('member sockets end with their session', () => {
  it("disconnects every member socket of the user on a password change, leaves others' alone, and refuses the old token", async () => {
    const cast = await draftCast(live.app);
    const { member, commissioner } = cast;
    const phone = await connect(member.token);
    const laptop = await connect(member.token);
    const other = await connect(commissioner.token);
    expect(await joinDraft(phone, cast.draft.draftId)).toMatchObject({ ok: true });
    const phoneGone = disconnection(phone);
    const laptopGone = disconnection(laptop);

    const changed = await changePassword(member);
    expect(changed.status).toBe(200);
    expect(await within(phoneGone, 2000)).toBe('io server disconnect');
    expect(await within(laptopGone, 2000)).toBe('io server disconnect');
    expect(other.connected).toBe(true);
    expect(await joinDraft(other, cast.draft.draftId)).toMatchObject({ ok: true });

    await expect(connect(member.token)).rejects.toThrow(SESSION_EXPIRED);
    const fresh = await connect(changed.body.token as string);
    expect(await joinDraft(fresh, cast.draft.draftId)).toMatchObject({ ok: true });
  });

  it('disconnects a member socket when its token expires, not before', async () => {
    const cast = await draftCast(live.app);
    const shortLived = signToken(cast.member.id, live.ctx.config.jwtSecret, 2);
    const expiresAt = (jwt.decode(shortLived) as { exp: number }).exp * 1000;
    const socket = await connect(shortLived);
    const longLived = await connect(cast.member.token);
    const gone = disconnection(socket);
    expect(await joinDraft(socket, cast.draft.draftId)).toMatchObject({ ok: true });

    const reason = await within(gone, expiresAt + 2000 - Date.now());
    expect(reason, 'socket still open 2 s after its token expired').toBe('io server disconnect');
    // Not before the token's exp.
    expect(Date.now()).toBeGreaterThanOrEqual(expiresAt);
    expect(longLived.connected).toBe(true);
    await expect(connect(shortLived)).rejects.toThrow(SESSION_EXPIRED);
  });
});

describe('runAt', () => {
  it('runs at once for a past time, and waits for a time beyond what one setTimeout can hold', async () => {
    let ran = 0;
    runAt(Date.now() - 1, () => (ran += 1));
    expect(ran).toBe(1);
    const cancel = runAt(Date.now() + 30 * 24 * 3600 * 1000, () => (ran += 1));
    await new Promise((r) => setTimeout(r, 50));
    cancel();
    expect(ran).toBe(1);
  });
});

describe('SessionExpiries', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('disconnects each socket at its own expiry, behind one timer, and forgets sockets that left', () => {
    vi.useFakeTimers({ now: Date.parse('2026-09-06T18:00:00Z') });
    const gone: string[] = [];
    const socket = (name: string) => ({ name, disconnect: () => gone.push(name) });
    const expiries = new SessionExpiries<ReturnType<typeof socket>>();
    const [early, late, left, same] = [socket('early'), socket('late'), socket('left'), socket('same')];
    const now = Date.now();
    expiries.add(late, now + 60_000);
    expiries.add(early, now + 10_000);
    expiries.add(left, now + 5_000);
    expiries.add(same, now + 10_000);
    expect(vi.getTimerCount()).toBe(1);
    // `left` disconnected by itself: its listener forgets it.
    expiries.onDisconnect.call(left);
    vi.advanceTimersByTime(9_999);
    expect(gone).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(gone).toEqual(['early', 'same']);
    expect(expiries.size).toBe(1);
    vi.advanceTimersByTime(50_000);
    expect(gone).toEqual(['early', 'same', 'late']);
    expect(expiries.size).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
    // An expiry already past disconnects at once.
    expiries.add(socket('stale'), Date.now() - 1);
    expect(gone.at(-1)).toBe('stale');
    expiries.add(socket('pending'), Date.now() + 1_000);
    expiries.stop();
    vi.advanceTimersByTime(2_000);
    expect(gone.at(-1)).toBe('stale');
  });
});
