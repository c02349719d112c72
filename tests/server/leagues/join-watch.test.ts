import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JoinWatchAck } from '#shared/draft/socket-contract.js';
import { JOIN_CODE_NOT_FOUND, JOINING_CLOSED, TOO_MANY_JOIN_TRIES, type JoinEnded, type JoinOpen, type JoinTeam, type JoinView } from '#shared/leagues/joining.js';
import type { LeagueDetailResponse } from '#shared/league-types.js';
import { auth, createDraft, registerUser, type TestUser } from '#tests/helpers/fixtures.js';
import { openEngineTestApp } from '#tests/helpers/engine.js';
import { connectSocket, startLiveServer, type ClientSocket, type LiveServer } from '#tests/helpers/live-server.js';
import { until } from '#tests/helpers/until.js';

/**
 * The join page's live list (docs/API.md, Socket events: `join:watch`): a guest holding the code
 * hears each owner change as the page shows it, never an email; a wrong code is refused as GET
 * /api/join/:code refuses it; joining closed or opened is heard and the watch goes on, so a closed
 * page reopens by itself; a renewed code or a deleted league ends the watch; every watch counts
 * against the REST route's per-address limit until it has found its code.
 */
interface Watcher {
  socket: ClientSocket;
  teams: JoinTeam[];
  open: JoinOpen[];
  ended: JoinEnded[];
  ack: JoinWatchAck;
}

async function watchByCode(t: LiveServer, sockets: ClientSocket[], user: TestUser, code: unknown, headers?: Record<string, string>): Promise<Watcher> {
  const socket = await connectSocket(t.url, { token: user.token }, headers ? { extraHeaders: headers } : {});
  sockets.push(socket);
  const teams: JoinTeam[] = [];
  const open: JoinOpen[] = [];
  const ended: JoinEnded[] = [];
  socket.on('join:team', (team) => teams.push(team));
  socket.on('join:open', (state) => open.push(state));
  socket.on('join:ended', (info) => ended.push(info));
  const ack = await socket.timeout(5000).emitWithAck('join:watch', { code } as { code: string });
  return { socket, teams, open, ended, ack };
}

const seen = ({ teams, open, ended }: Watcher) => ({ teams, open, ended });

const setJoining = async (t: LiveServer, commissioner: TestUser, leagueId: number, open: boolean) =>
  (await request(t.app).put(`/api/leagues/${leagueId}`).set(auth(commissioner.token)).send({ joining_open: open })).status;

const codeOf = async (t: LiveServer, user: TestUser, leagueId: number) =>
  ((await request(t.app).get(`/api/leagues/${leagueId}`).set(auth(user.token))).body as LeagueDetailResponse).league.league_code;

describe('join page watch by code', () => {
  let t: LiveServer;
  let commissioner: TestUser;
  const sockets: ClientSocket[] = [];

  beforeAll(async () => {
    t = await startLiveServer();
    commissioner = await registerUser(t.app);
  });
  afterAll(async () => {
    for (const s of sockets) s.close();
    await t.close();
  });

  it('B watches by code, A claims: B hears the team taken with A’s display name and no email; a release too', async () => {
    const league = await createDraft(t.app, commissioner, { numTeams: 3 });
    const code = await codeOf(t, commissioner, league.leagueId);
    const a = await registerUser(t.app);
    const b = await registerUser(t.app);
    const watcher = await watchByCode(t, sockets, b, code.toLowerCase());
    expect(watcher.ack).toMatchObject({ ok: true, view: { joining_open: true } });
    expect((await request(t.app).post(`/api/join/${code}`).set(auth(a.token)).send({ fantasy_team_id: league.teamIds[1] })).status).toBe(200);
    await until(() => watcher.teams.length === 1);
    expect(watcher.teams[0]).toEqual({ fantasy_team_id: league.teamIds[1], team_name: 'Team 2', claimed: true, owner_display_name: a.username });
    expect(JSON.stringify(watcher.teams)).not.toContain('@');
    const release = await request(t.app)
      .put(`/api/leagues/${league.leagueId}/teams/${league.teamIds[1]}`)
      .set(auth(commissioner.token))
      .send({ owner_email: null });
    expect(release.status).toBe(200);
    await until(() => watcher.teams.length === 2);
    expect(watcher.teams[1]).toEqual({ fantasy_team_id: league.teamIds[1], team_name: 'Team 2', claimed: false, owner_display_name: null });
  });

  it('a watching page hears the heartbeat, closed or open, so a silent line is told from a quiet league', async () => {
    const league = await createDraft(t.app, commissioner, { numTeams: 2 });
    expect(await setJoining(t, commissioner, league.leagueId, false)).toBe(200);
    const guest = await registerUser(t.app);
    const watcher = await watchByCode(t, sockets, guest, await codeOf(t, commissioner, league.leagueId));
    expect(watcher.ack).toMatchObject({ ok: true, view: { joining_open: false } });
    const idle = await connectSocket(t.url, { token: guest.token });
    sockets.push(idle);
    const ticks = { watcher: [] as number[], idle: 0 };
    watcher.socket.on('draft:tick', () => ticks.watcher.push(Date.now()));
    idle.on('draft:tick', () => (ticks.idle += 1));
    // One every TICK_EVERY_MS (1.3 s); the wait leaves room for a loaded machine's timers.
    await until(() => ticks.watcher.length >= 3, 8000);
    // A socket that watches nothing is sent nothing.
    expect(ticks.idle).toBe(0);
  });

  it('answers with the page’s view as GET gives it, read once the watch is in place: a claim after the page’s read is in it', async () => {
    const league = await createDraft(t.app, commissioner, { numTeams: 3 });
    const code = await codeOf(t, commissioner, league.leagueId);
    const a = await registerUser(t.app);
    const b = await registerUser(t.app);
    const read = (await request(t.app).get(`/api/join/${code}`).set(auth(b.token))).body as JoinView;
    expect(read.teams[1]).toMatchObject({ claimed: false });
    // A takes Team 2 between B's read and B's watch: the answer has it taken.
    expect((await request(t.app).post(`/api/join/${code}`).set(auth(a.token)).send({ fantasy_team_id: league.teamIds[1] })).status).toBe(200);
    const watcher = await watchByCode(t, sockets, b, code);
    if (!watcher.ack.ok) throw new Error(watcher.ack.error);
    expect(watcher.ack.view.teams[1]).toEqual({ fantasy_team_id: league.teamIds[1], team_name: 'Team 2', claimed: true, owner_display_name: a.username });
    expect(watcher.ack.view).toEqual((await request(t.app).get(`/api/join/${code}`).set(auth(b.token))).body);
    expect(JSON.stringify(watcher.ack)).not.toContain('@');
  });

  it('a wrong or malformed code is refused with the REST route’s text, and hears nothing', async () => {
    const league = await createDraft(t.app, commissioner, { numTeams: 2 });
    const code = await codeOf(t, commissioner, league.leagueId);
    const guest = await registerUser(t.app);
    const wrong = await watchByCode(t, sockets, guest, code === 'ZZZZZ2' ? 'ZZZZZ3' : 'ZZZZZ2');
    expect(wrong.ack).toEqual({ ok: false, error: JOIN_CODE_NOT_FOUND });
    expect((await request(t.app).get('/api/join/ZZZZZ2').set(auth(guest.token))).body).toMatchObject({ error: wrong.ack.ok ? '' : wrong.ack.error });
    const malformed = await watchByCode(t, sockets, guest, 42);
    expect(malformed.ack).toEqual({ ok: false, error: JOIN_CODE_NOT_FOUND });
    expect((await request(t.app).post(`/api/join/${code}`).set(auth(guest.token)).send({ fantasy_team_id: league.teamIds[0] })).status).toBe(200);
    // The claim's own notice reaches a watcher of the right code: by then the others would have theirs.
    const right = await watchByCode(t, sockets, await registerUser(t.app), code);
    const release = await request(t.app).put(`/api/leagues/${league.leagueId}/teams/${league.teamIds[0]}`).set(auth(commissioner.token)).send({ owner_email: null });
    expect(release.status).toBe(200);
    await until(() => right.teams.length === 1);
    expect(wrong.teams).toHaveLength(0);
    expect(malformed.teams).toHaveLength(0);
  });

  it('renewing the code ends the watch with the 404 text; the new code is watched apart', async () => {
    const league = await createDraft(t.app, commissioner, { numTeams: 3 });
    const old = await codeOf(t, commissioner, league.leagueId);
    const b = await registerUser(t.app);
    const watcher = await watchByCode(t, sockets, b, old);
    expect(watcher.ack).toMatchObject({ ok: true, view: { joining_open: true } });
    const renewed = await request(t.app).post(`/api/leagues/${league.leagueId}/code/regenerate`).set(auth(commissioner.token));
    expect(renewed.status).toBe(200);
    await until(() => watcher.ended.length === 1);
    expect(watcher.ended[0]).toEqual({ reason: JOIN_CODE_NOT_FOUND });
    // Out of the room: a claim by the new code is not heard by the old code's watch.
    const fresh = (renewed.body as { league_code: string }).league_code;
    const byNewCode = await watchByCode(t, sockets, await registerUser(t.app), fresh);
    expect(byNewCode.ack).toMatchObject({ ok: true, view: { joining_open: true } });
    expect((await request(t.app).post(`/api/join/${fresh}`).set(auth((await registerUser(t.app)).token)).send({ fantasy_team_id: league.teamIds[0] })).status).toBe(200);
    // What both pages heard, should the notice not come (a wait that has failed once in many runs).
    const heard = () => ({ renewed: fresh === old ? 'same code' : 'new code', old: seen(watcher), byNewCode: { ...seen(byNewCode), connected: byNewCode.socket.connected } });
    await until(() => byNewCode.teams.length === 1, 5000, heard);
    expect(watcher.teams).toHaveLength(0);
    // Nor the switch: the old code's watch is over for good, and watching by it again is refused.
    expect(await setJoining(t, commissioner, league.leagueId, false)).toBe(200);
    await until(() => byNewCode.open.length === 1);
    expect(watcher.open).toHaveLength(0);
    expect(watcher.ended).toHaveLength(1);
    expect((await watchByCode(t, sockets, b, old)).ack).toEqual({ ok: false, error: JOIN_CODE_NOT_FOUND });
  });

  it('a watch on a closed league is accepted and says closed; opening and closing are heard, the watch goes on', async () => {
    const league = await createDraft(t.app, commissioner, { numTeams: 3 });
    const code = await codeOf(t, commissioner, league.leagueId);
    expect(await setJoining(t, commissioner, league.leagueId, false)).toBe(200);
    const guest = await registerUser(t.app);
    const watcher = await watchByCode(t, sockets, guest, code);
    // The state GET /api/join/:code gives, and nothing more; a claim is refused with the closed text.
    // The league was closed once: its first switch.
    expect(watcher.ack).toMatchObject({ ok: true, view: { joining_open: false, joining_version: 1 } });
    expect((await request(t.app).get(`/api/join/${code}`).set(auth(guest.token))).body as JoinView).toMatchObject({ joining_open: false, joining_version: 1 });
    const refused = await request(t.app).post(`/api/join/${code}`).set(auth(guest.token)).send({ fantasy_team_id: league.teamIds[1] });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ error: JOINING_CLOSED });

    // The commissioner opens joining: the page is told, with the same field the read gives.
    expect(await setJoining(t, commissioner, league.leagueId, true)).toBe(200);
    await until(() => watcher.open.length === 1);
    expect(watcher.open[0]).toEqual({ joining_open: true, joining_version: 2 });
    const other = await registerUser(t.app);
    expect((await request(t.app).post(`/api/join/${code}`).set(auth(other.token)).send({ fantasy_team_id: league.teamIds[1] })).status).toBe(200);
    await until(() => watcher.teams.length === 1);
    expect(watcher.teams[0]).toEqual({ fantasy_team_id: league.teamIds[1], team_name: 'Team 2', claimed: true, owner_display_name: other.username });

    // Closing again: told, and still watched: the commissioner's release is heard while closed.
    expect(await setJoining(t, commissioner, league.leagueId, false)).toBe(200);
    await until(() => watcher.open.length === 2);
    expect(watcher.open[1]).toEqual({ joining_open: false, joining_version: 3 });
    const release = await request(t.app).put(`/api/leagues/${league.leagueId}/teams/${league.teamIds[1]}`).set(auth(commissioner.token)).send({ owner_email: null });
    expect(release.status).toBe(200);
    // At least two, then exactly: a notice heard twice fails on what was heard, not on a wait.
    await until(() => watcher.teams.length >= 2);
    expect(watcher.teams).toMatchObject([{ claimed: true }, { fantasy_team_id: league.teamIds[1], claimed: false }]);
    expect(watcher.ended).toHaveLength(0);
    expect(JSON.stringify([watcher.open, watcher.teams])).not.toContain('@');

    // Closed and opened again at once: the page hears a push for each switch, each the league's state
    // as its re-check read it (a loaded database may have taken the next switch by then), counted, never
    // older than the one before, and the last switch last; a page that heard them out of order (two
    // processes) would still keep the last.
    expect(await setJoining(t, commissioner, league.leagueId, true)).toBe(200);
    expect(await setJoining(t, commissioner, league.leagueId, false)).toBe(200);
    expect(await setJoining(t, commissioner, league.leagueId, true)).toBe(200);
    await until(() => watcher.open.length === 5);
    const states = [
      { joining_open: true, joining_version: 4 },
      { joining_open: false, joining_version: 5 },
      { joining_open: true, joining_version: 6 },
    ];
    const heard = watcher.open.slice(2);
    for (const state of heard) expect(state).toEqual(states[state.joining_version - 4]);
    const versions = heard.map((state) => state.joining_version);
    expect(versions).toEqual([...versions].sort((a, b) => a - b));
    expect(heard.at(-1)).toEqual(states[2]);

    // Renewed while watched: ended for good, as an open league's watch.
    expect((await request(t.app).post(`/api/leagues/${league.leagueId}/code/regenerate`).set(auth(commissioner.token))).status).toBe(200);
    await until(() => watcher.ended.length === 1);
    expect(watcher.ended[0]).toEqual({ reason: JOIN_CODE_NOT_FOUND });
    expect(watcher.open).toHaveLength(5);
  });

  it('a closed league’s watch ends when the code is renewed while closed; a wrong code is still refused while closed', async () => {
    const league = await createDraft(t.app, commissioner, { numTeams: 2 });
    const code = await codeOf(t, commissioner, league.leagueId);
    expect(await setJoining(t, commissioner, league.leagueId, false)).toBe(200);
    const guest = await registerUser(t.app);
    const watcher = await watchByCode(t, sockets, guest, code);
    expect(watcher.ack).toMatchObject({ ok: true, view: { joining_open: false } });
    expect((await watchByCode(t, sockets, guest, code === 'ZZZZZ2' ? 'ZZZZZ3' : 'ZZZZZ2')).ack).toEqual({ ok: false, error: JOIN_CODE_NOT_FOUND });
    expect((await request(t.app).post(`/api/leagues/${league.leagueId}/code/regenerate`).set(auth(commissioner.token))).status).toBe(200);
    await until(() => watcher.ended.length === 1);
    expect(watcher.ended[0]).toEqual({ reason: JOIN_CODE_NOT_FOUND });
    // Reopening afterwards reaches the new code's page, and nobody by the old code.
    const byNew = await watchByCode(t, sockets, guest, await codeOf(t, commissioner, league.leagueId));
    expect(byNew.ack).toMatchObject({ ok: true, view: { joining_open: false } });
    expect(await setJoining(t, commissioner, league.leagueId, true)).toBe(200);
    await until(() => byNew.open.length === 1);
    // A renewal is no switch: the count goes on from the close before it.
    expect(byNew.open[0]).toEqual({ joining_open: true, joining_version: 2 });
    expect(watcher.open).toHaveLength(0);
  });

  it('deleting the league ends the watch with the 404 text', async () => {
    const league = await createDraft(t.app, commissioner, { numTeams: 2 });
    const watcher = await watchByCode(t, sockets, await registerUser(t.app), await codeOf(t, commissioner, league.leagueId));
    expect(watcher.ack).toMatchObject({ ok: true, view: { joining_open: true } });
    expect((await request(t.app).delete(`/api/leagues/${league.leagueId}`).set(auth(commissioner.token))).status).toBeLessThan(300);
    await until(() => watcher.ended.length === 1);
    expect(watcher.ended[0]).toEqual({ reason: JOIN_CODE_NOT_FOUND });
  });
});

describe('join page watch: the REST route’s per-address limit', () => {
  let t: LiveServer;
  const sockets: ClientSocket[] = [];
  beforeAll(async () => {
    t = await startLiveServer(() => openEngineTestApp({ joinRateLimit: { max: 5, windowMs: 60_000 } }));
  });
  afterAll(async () => {
    for (const s of sockets) s.close();
    await t.close();
  });

  it('watches and reads count together: the sixth try from one address is refused on either path', async () => {
    const commissioner = await registerUser(t.app);
    const guesser = await registerUser(t.app);
    const league = await createDraft(t.app, commissioner, { numTeams: 2 });
    const code = await codeOf(t, commissioner, league.leagueId);
    // REST by the live server's loopback address, as the sockets connect.
    for (const guess of ['AAAAAA', 'BBBBBB']) expect((await request(t.url).get(`/api/join/${guess}`).set(auth(guesser.token))).status).toBe(404);
    for (const guess of ['CCCCCC', 'DDDDDD', 'EEEEEE']) expect((await watchByCode(t, sockets, guesser, guess)).ack).toEqual({ ok: false, error: JOIN_CODE_NOT_FOUND });
    const blocked = await request(t.url).get(`/api/join/${code}`).set(auth(guesser.token));
    expect(blocked.status).toBe(429);
    expect(blocked.body).toMatchObject({ error: TOO_MANY_JOIN_TRIES });
    expect((await watchByCode(t, sockets, guesser, code)).ack).toEqual({ ok: false, error: TOO_MANY_JOIN_TRIES });
    // The address is the one the REST limit sees: a client behind the trusted (loopback) proxy has its own.
    const forwarded = await watchByCode(t, sockets, guesser, code, { 'X-Forwarded-For': '203.0.113.9' });
    expect(forwarded.ack).toMatchObject({ ok: true, view: { joining_open: true } });
  });

  it('a page watching its real code again and again (a phone redialling) spends no tries; each guess still does', async () => {
    const commissioner = await registerUser(t.app);
    const guest = await registerUser(t.app);
    const league = await createDraft(t.app, commissioner, { numTeams: 2 });
    const code = await codeOf(t, commissioner, league.leagueId);
    const phone = { 'X-Forwarded-For': '203.0.113.20' };
    // More watches than the limit (5), each the page's redial after its line went silent.
    for (let redial = 0; redial < 7; redial++) expect((await watchByCode(t, sockets, guest, code, phone)).ack).toMatchObject({ ok: true });
    // Guesses from that address count as before: four wrong codes, then one REST read, use the five.
    for (const guess of ['FFFFFF', 'GGGGGG', 'HHHHHH', 'JJJJJJ']) expect((await watchByCode(t, sockets, guest, guess, phone)).ack).toEqual({ ok: false, error: JOIN_CODE_NOT_FOUND });
    expect((await request(t.url).get(`/api/join/${code}`).set(auth(guest.token)).set(phone)).status).toBe(200);
    // Over the limit, the real code is refused too: an answer that told right from wrong would be a free guess.
    expect((await watchByCode(t, sockets, guest, code, phone)).ack).toEqual({ ok: false, error: TOO_MANY_JOIN_TRIES });
    expect((await request(t.url).get(`/api/join/${code}`).set(auth(guest.token)).set(phone)).status).toBe(429);
  });

  it('guesses sent together are all counted: no more than the limit get an answer', async () => {
    const guesser = await registerUser(t.app);
    const crowd = { 'X-Forwarded-For': '203.0.113.30' };
    const guesses = ['KKKKKK', 'LLLLLL', 'MMMMMM', 'NNNNNN', 'PPPPPP', 'QQQQQQ', 'RRRRRR', 'SSSSSS'];
    const acks = (await Promise.all(guesses.map((guess) => watchByCode(t, sockets, guesser, guess, crowd)))).map((w) => w.ack);
    expect(acks.filter((ack) => !ack.ok && ack.error === JOIN_CODE_NOT_FOUND)).toHaveLength(5);
    expect(acks.filter((ack) => !ack.ok && ack.error === TOO_MANY_JOIN_TRIES)).toHaveLength(3);
  });
});
