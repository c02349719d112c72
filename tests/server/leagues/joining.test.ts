import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ALREADY_OWN_A_TEAM,
  JOIN_CODE_NOT_FOUND,
  JOINING_CLOSED,
  noticeText,
  TEAM_ALREADY_CLAIMED,
  TOO_MANY_JOIN_TRIES,
  type JoinView,
  type TeamOwnerNotice,
} from '#shared/leagues/joining.js';
import type { LeagueDetailResponse } from '#shared/league-types.js';
import { auth, createDraft, createLeague, registerUser, uniqueName, type TestUser } from '#tests/helpers/fixtures.js';
import { addTeam } from '#tests/helpers/league-fixtures.js';
import { openEngineTestApp } from '#tests/helpers/engine.js';
import { connectSocket, startLiveServer, type ClientSocket, type LiveServer } from '#tests/helpers/live-server.js';
import { until } from '#tests/helpers/until.js';

/**
 * Joining a league by its code (docs/API.md, Joining): the whole contract, the race for one team,
 * the live notices and the rate limit. Runs on PostgreSQL too (GAVEL_TEST_DIALECT=postgres).
 */
describe('joining a league by its code', () => {
  let t: LiveServer;
  let commissioner: TestUser;
  let leagueId: number;
  let code: string;
  let teamIds: number[];
  let draftId: number;
  const sockets: ClientSocket[] = [];

  beforeAll(async () => {
    t = await startLiveServer();
    commissioner = await registerUser(t.app);
    const draft = await createDraft(t.app, commissioner, { numTeams: 4 });
    ({ leagueId, teamIds, draftId } = draft);
    code = await leagueCode(leagueId);
  });
  afterAll(async () => {
    for (const s of sockets) s.close();
    await t.close();
  });

  const get = (user: TestUser | undefined, c: string) => {
    const r = request(t.app).get(`/api/join/${c}`);
    return user ? r.set(auth(user.token)) : r;
  };
  const claim = (user: TestUser | undefined, c: string, body: unknown) => {
    const r = request(t.app).post(`/api/join/${c}`);
    return (user ? r.set(auth(user.token)) : r).send(body as object);
  };
  const leagueDetail = async (id: number) => (await request(t.app).get(`/api/leagues/${id}`).set(auth(commissioner.token))).body as LeagueDetailResponse;
  async function leagueCode(id: number): Promise<string> {
    return (await leagueDetail(id)).league.league_code;
  }
  async function watch(user: TestUser, id: number): Promise<{ socket: ClientSocket; notices: TeamOwnerNotice[]; ack: unknown }> {
    const socket = await connectSocket(t.url, { token: user.token });
    sockets.push(socket);
    const notices: TeamOwnerNotice[] = [];
    socket.on('league:team_owner', (n) => notices.push(n));
    const ack = await socket.timeout(5000).emitWithAck('league:watch', { leagueId: id });
    return { socket, notices, ack };
  }

  it('answers 401 without a session, 404 for an unknown code', async () => {
    expect((await get(undefined, code)).status).toBe(401);
    expect((await claim(undefined, code, { fantasy_team_id: teamIds[0] })).status).toBe(401);
    const guest = await registerUser(t.app);
    const unknown = await get(guest, 'ZZZZZ2');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ error: JOIN_CODE_NOT_FOUND });
    expect((await get(guest, 'not a code at all')).status).toBe(404);
    expect((await claim(guest, 'ZZZZZ2', { fantasy_team_id: teamIds[0] })).status).toBe(404);
  });

  it('shows the league and its teams, never owners’ emails; the code is read in any case', async () => {
    const guest = await registerUser(t.app);
    const res = await get(guest, code.toLowerCase());
    expect(res.status).toBe(200);
    const view = res.body as JoinView;
    expect(view).toMatchObject({
      league: { fantasy_league_id: leagueId, season: expect.any(Number), commissioner_username: commissioner.username, current_draft_id: draftId },
      joining_open: true,
      own_team_id: null,
    });
    expect(view.teams.map((x) => x.fantasy_team_id)).toEqual(teamIds);
    expect(view.teams.every((x) => !x.claimed && x.owner_display_name === null)).toBe(true);
    expect(JSON.stringify(view)).not.toContain('@');
    // As a guest types it in an address: dashes and spaces between its parts, as the code box takes it.
    for (const typed of [`${code.slice(0, 2)}-${code.slice(2)}`, encodeURIComponent(` ${code.slice(0, 3).toLowerCase()} ${code.slice(3)} `)]) {
      expect((await get(guest, typed)).body).toEqual(view);
    }
  });

  it('names the commissioner as it names owners: by display name, the username when registered without one', async () => {
    const guest = await registerUser(t.app);
    async function commissionerAs(displayName: string | undefined): Promise<{ username: string; view: JoinView }> {
      const username = uniqueName('dave');
      const email = `${username}@example.com`;
      const registered = await request(t.app).post('/api/auth/register').send({ username, email, password: 'correct horse battery', display_name: displayName });
      expect(registered.status).toBe(201);
      const owner: TestUser = { token: (registered.body as { token: string }).token, id: 0, email, username };
      const ownerCode = ((await request(t.app).get(`/api/leagues/${await createLeague(t.app, owner)}`).set(auth(owner.token))).body as LeagueDetailResponse).league.league_code;
      return { username, view: (await get(guest, ownerCode)).body as JoinView };
    }
    const named = await commissionerAs('Dave from work');
    expect(named.view.league).toMatchObject({ commissioner_name: 'Dave from work', commissioner_username: named.username });
    // The display name defaults to the username (spec 01, /login).
    const unnamed = await commissionerAs(undefined);
    expect(unnamed.view.league).toMatchObject({ commissioner_name: unnamed.username, commissioner_username: unnamed.username });
  });

  it('claims an open team: the caller owns it, a repeat is a 200 without change, a second team is a 409', async () => {
    const { notices } = await watch(commissioner, leagueId);
    const ana = await registerUser(t.app, uniqueName('ana'));
    const res = await claim(ana, code, { fantasy_team_id: teamIds[1] });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ fantasy_league_id: leagueId, fantasy_team_id: teamIds[1], team_name: 'Team 2', current_draft_id: draftId });
    const team = (await leagueDetail(leagueId)).teams.find((x) => x.fantasy_team_id === teamIds[1]);
    expect(team).toMatchObject({ owner_email: ana.email, fantasy_user_id: ana.id });
    // A member now: the league and its draft open for Ana.
    expect((await request(t.app).get(`/api/leagues/${leagueId}`).set(auth(ana.token))).status).toBe(200);
    expect((await request(t.app).get(`/api/drafts/${draftId}`).set(auth(ana.token))).status).toBe(200);
    await until(() => notices.length === 1);
    expect(notices[0]).toEqual({ fantasy_league_id: leagueId, fantasy_team_id: teamIds[1], team_name: 'Team 2', kind: 'joined', owner_display_name: ana.username });
    expect(noticeText(notices[0]!)).toBe(`${ana.username} joined as Team 2`);

    const again = await claim(ana, code, { fantasy_team_id: teamIds[1] });
    expect(again.status).toBe(200);
    const second = await claim(ana, code, { fantasy_team_id: teamIds[2] });
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({ error: ALREADY_OWN_A_TEAM });
    await new Promise((r) => setTimeout(r, 100));
    expect(notices).toHaveLength(1);

    const view = (await get(ana, code)).body as JoinView;
    expect(view.own_team_id).toBe(teamIds[1]);
    expect(view.teams[1]).toEqual({ fantasy_team_id: teamIds[1], team_name: 'Team 2', claimed: true, owner_display_name: ana.username });

    const bo = await registerUser(t.app);
    const taken = await claim(bo, code, { fantasy_team_id: teamIds[1] });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ error: TEAM_ALREADY_CLAIMED });
  });

  it('refuses a team of another league (404) and a body that is not exactly {fantasy_team_id}', async () => {
    const other = await createDraft(t.app, commissioner, { numTeams: 2 });
    const guest = await registerUser(t.app);
    const res = await claim(guest, code, { fantasy_team_id: other.teamIds[0] });
    expect(res.status).toBe(404);
    for (const body of [{}, { fantasy_team_id: 'x' }, { fantasy_team_id: teamIds[0], owner_email: 'me@example.com' }, { fantasy_team_id: -1 }]) {
      expect((await claim(guest, code, body)).status).toBe(400);
    }
  });

  it('two users racing for one team: exactly one wins, the other gets 409', async () => {
    const racers = await Promise.all(Array.from({ length: 6 }, () => registerUser(t.app)));
    const answers = await Promise.all(racers.map((u) => claim(u, code, { fantasy_team_id: teamIds[2] })));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409]);
    const winner = racers[answers.findIndex((a) => a.status === 200)]!;
    const team = (await leagueDetail(leagueId)).teams.find((x) => x.fantasy_team_id === teamIds[2]);
    expect(team?.owner_email).toBe(winner.email);
  });

  it('one user racing for two teams ends with one of them', async () => {
    const greedy = await registerUser(t.app);
    const league = await createDraft(t.app, commissioner, { numTeams: 3 });
    const c = await leagueCode(league.leagueId);
    const answers = await Promise.all(league.teamIds.map((id) => claim(greedy, c, { fantasy_team_id: id })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    const owned = (await leagueDetail(league.leagueId)).teams.filter((x) => x.owner_email === greedy.email);
    expect(owned).toHaveLength(1);
  });

  it('the commissioner closes and opens joining; members may not (403)', async () => {
    const member = await registerUser(t.app);
    const league = await createDraft(t.app, commissioner, { numTeams: 3, members: [member] });
    const c = await leagueCode(league.leagueId);
    const put = (user: TestUser, body: object) => request(t.app).put(`/api/leagues/${league.leagueId}`).set(auth(user.token)).send(body);
    expect((await put(member, { joining_open: false })).status).toBe(403);
    expect((await put(commissioner, { joining_open: 'no' })).status).toBe(400);
    expect((await put(commissioner, {})).status).toBe(400);
    const closed = await put(commissioner, { joining_open: false });
    expect(closed.status).toBe(200);
    expect(closed.body).toMatchObject({ joining_open: false, join_qr_on_board: false });
    const guest = await registerUser(t.app);
    expect(((await get(guest, c)).body as JoinView).joining_open).toBe(false);
    const refused = await claim(guest, c, { fantasy_team_id: league.teamIds[1] });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ error: JOINING_CLOSED });
    // Claiming one's own team again is still a 200 with no change.
    expect((await claim(member, c, { fantasy_team_id: league.teamIds[0] })).status).toBe(200);
    expect((await put(commissioner, { joining_open: true, league_name: 'Reopened' })).body).toMatchObject({ joining_open: true, league_name: 'Reopened' });
    expect((await claim(guest, c, { fantasy_team_id: league.teamIds[1] })).status).toBe(200);
  });

  it('renewing the code: the old one stops working at once; members may not (403)', async () => {
    const member = await registerUser(t.app);
    const league = await createDraft(t.app, commissioner, { numTeams: 3, members: [member] });
    const old = await leagueCode(league.leagueId);
    const renew = (user: TestUser) => request(t.app).post(`/api/leagues/${league.leagueId}/code/regenerate`).set(auth(user.token));
    expect((await renew(member)).status).toBe(403);
    const res = await renew(commissioner);
    expect(res.status).toBe(200);
    const fresh = (res.body as { league_code: string }).league_code;
    expect(fresh).toMatch(/^[A-HJKMNP-Z2-9]{6}$/);
    expect(fresh).not.toBe(old);
    const guest = await registerUser(t.app);
    expect((await get(guest, old)).status).toBe(404);
    expect((await claim(guest, old, { fantasy_team_id: league.teamIds[1] })).status).toBe(404);
    expect((await get(guest, fresh)).status).toBe(200);
    expect((await claim(guest, fresh, { fantasy_team_id: league.teamIds[1] })).status).toBe(200);
  });

  it('a released team can be claimed again, and the league hears both live', async () => {
    const league = await createDraft(t.app, commissioner, { numTeams: 2 });
    const c = await leagueCode(league.leagueId);
    const { notices } = await watch(commissioner, league.leagueId);
    const first = await registerUser(t.app);
    expect((await claim(first, c, { fantasy_team_id: league.teamIds[0] })).status).toBe(200);
    const release = await request(t.app)
      .put(`/api/leagues/${league.leagueId}/teams/${league.teamIds[0]}`)
      .set(auth(commissioner.token))
      .send({ owner_email: null });
    expect(release.status).toBe(200);
    // No longer a member: the league is a 404 to them again.
    expect((await request(t.app).get(`/api/leagues/${league.leagueId}`).set(auth(first.token))).status).toBe(404);
    const second = await registerUser(t.app);
    expect((await claim(second, c, { fantasy_team_id: league.teamIds[0] })).status).toBe(200);
    await until(() => notices.length === 3);
    expect(notices.map((n) => [n.kind, n.owner_display_name])).toEqual([
      ['joined', first.username],
      ['released', null],
      ['joined', second.username],
    ]);
    expect(noticeText(notices[1]!)).toBe('Team 1 is open again');
  });

  it('a registration matching a typed email is announced as a join; outsiders cannot watch', async () => {
    const id = await createLeague(t.app, commissioner);
    const name = uniqueName('typed');
    await addTeam(t.app, commissioner, id, 'Seat 2', `${name}@example.com`);
    const { notices } = await watch(commissioner, id);
    const outsider = await registerUser(t.app);
    const refused = await watch(outsider, id);
    expect(refused.ack).toEqual({ ok: false, error: 'League not found' });
    await registerUser(t.app, name);
    await until(() => notices.length === 1);
    expect(noticeText(notices[0]!)).toBe(`${name} joined as Seat 2`);
    await new Promise((r) => setTimeout(r, 100));
    expect(refused.notices).toHaveLength(0);
  });

  it('the Invite card: code, join link and QR for the commissioner only', async () => {
    const member = await registerUser(t.app);
    const league = await createDraft(t.app, commissioner, { numTeams: 2, members: [member] });
    const c = await leagueCode(league.leagueId);
    expect((await request(t.app).get(`/api/leagues/${league.leagueId}/invite`).set(auth(member.token))).status).toBe(403);
    const res = await request(t.app).get(`/api/leagues/${league.leagueId}/invite`).set(auth(commissioner.token));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ league_code: c, joining_open: true, join_qr_on_board: false });
    expect((res.body as { join_url: string }).join_url).toMatch(new RegExp(`^https?://[^/]+/join/${c}$`));
    expect((res.body as { qr_svg: string }).qr_svg).toMatch(/^<svg/);
  });

  it('the TV board shows "Join to bid" only when switched on, open and a team is unclaimed', async () => {
    const league = await createDraft(t.app, commissioner, { numTeams: 2 });
    const link = await request(t.app).post(`/api/drafts/${league.draftId}/public-url/regenerate`).set(auth(commissioner.token));
    const token = String((link.body as { public_url: string }).public_url).split('/').pop();
    const board = async () => (await request(t.app).get(`/api/public/drafts/${token}/join-invite`)).body as { join_url: string | null };
    const put = (body: object) => request(t.app).put(`/api/leagues/${league.leagueId}`).set(auth(commissioner.token)).send(body);
    expect(await board()).toEqual({ join_url: null, qr_svg: null });
    expect((await put({ join_qr_on_board: true })).body).toMatchObject({ join_qr_on_board: true });
    const c = await leagueCode(league.leagueId);
    expect((await board()).join_url).toMatch(new RegExp(`/join/${c}$`));
    await put({ joining_open: false });
    expect((await board()).join_url).toBeNull();
    await put({ joining_open: true });
    for (const id of league.teamIds) expect((await claim(await registerUser(t.app), c, { fantasy_team_id: id })).status).toBe(200);
    expect((await board()).join_url).toBeNull();
  });
});

describe('joining: rate limit per address', () => {
  let t: LiveServer;
  beforeAll(async () => {
    t = await startLiveServer(() => openEngineTestApp({ joinRateLimit: { max: 5, windowMs: 60_000 } }));
  });
  afterAll(() => t.close());

  it('guessing codes runs out: the sixth try from one address is a 429 for every code', async () => {
    const guesser = await registerUser(t.app);
    const commissioner = await registerUser(t.app);
    const leagueId = await createLeague(t.app, commissioner);
    const code = ((await request(t.app).get(`/api/leagues/${leagueId}`).set(auth(commissioner.token))).body as LeagueDetailResponse).league.league_code;
    const guesses = ['AAAAAA', 'BBBBBB', 'CCCCCC', 'DDDDDD', 'EEEEEE'];
    for (const guess of guesses) expect((await request(t.app).get(`/api/join/${guess}`).set(auth(guesser.token))).status).toBe(404);
    const blocked = await request(t.app).get(`/api/join/${code}`).set(auth(guesser.token));
    expect(blocked.status).toBe(429);
    expect(blocked.body).toMatchObject({ error: TOO_MANY_JOIN_TRIES });
    expect(blocked.headers['retry-after']).toBeDefined();
    const post = await request(t.app).post(`/api/join/${code}`).set(auth(guesser.token)).send({ fantasy_team_id: 1 });
    expect(post.status).toBe(429);
  });
});
