import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEAGUE_CODE_ALPHABET } from '#shared/leagues/league-code-text.js';
import { randomLeagueCode, uniqueLeagueCode } from '#server/leagues/league-code.js';
import { SCORING_PRESETS } from '#shared/scoring.js';
import { auth, createDraft, createLeague, registerUser, uniqueName, type TestUser } from '#tests/helpers/fixtures.js';
import { addTeam, leagueCast } from '#tests/helpers/league-fixtures.js';
import { openTestApp, type TestApp } from '#tests/helpers/test-app.js';

describe('leagues', () => {
  let t: TestApp;
  let owner: TestUser;
  beforeAll(async () => {
    t = await openTestApp();
    owner = await registerUser(t.app);
  });
  afterAll(() => t.close());

  const post = (user: TestUser, body: Record<string, unknown>) => request(t.app).post('/api/leagues').set(auth(user.token)).send(body);
  const get = (user: TestUser, path: string) => request(t.app).get(`/api/leagues${path}`).set(auth(user.token));

  describe('create', () => {
    it('answers 201 with the presented league and the spec §9 defaults', async () => {
      const res = await post(owner, { league_name: '  Sunday Funday  ' });
      expect(res.status).toBe(201);
      expect(res.body).toEqual({
        fantasy_league_id: expect.any(Number),
        league_name: 'Sunday Funday',
        season: new Date().getFullYear(),
        num_teams: 12,
        auction_budget: 200,
        commissioner_id: owner.id,
        commissioner_username: owner.username,
        league_code: expect.stringMatching(/^[A-HJKMNP-Z2-9]{6}$/),
        is_keeper_league: false,
        max_keepers: 0,
        keeper_penalty_type: 'FIXED_INCREASE',
        keeper_penalty_amount: 5,
        teams_joined: 0,
        team_name: null,
        is_commissioner: true,
        draft_status: null,
        fantasy_draft_id: null,
        created_at: expect.any(String),
        joining_open: true,
        join_qr_on_board: false,
        is_practice: false,
      });
    });

    it('stores keeper settings', async () => {
      const res = await post(owner, {
        league_name: 'Keepers',
        is_keeper_league: true,
        max_keepers: 3,
        keeper_penalty_type: 'PERCENTAGE_INCREASE',
        keeper_penalty_amount: 12.5,
      });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ is_keeper_league: true, max_keepers: 3, keeper_penalty_type: 'PERCENTAGE_INCREASE', keeper_penalty_amount: 12.5 });
    });

    it.each([
      [{}, 'League name is required'],
      [{ league_name: '   ' }, 'League name is required'],
      [{ league_name: 'x'.repeat(101) }, 'League name must be at most 100 characters'],
      [{ league_name: 'L', max_keepers: -1 }, 'Max keepers must be a whole number from 0 to 100'],
      [{ league_name: 'L', max_keepers: 1.5 }, 'Max keepers must be a whole number from 0 to 100'],
      [{ league_name: 'L', keeper_penalty_amount: -1 }, 'Keeper penalty amount must be a number from 0 to 10000'],
      [{ league_name: 'L', keeper_penalty_amount: 2.5 }, 'Keeper penalty amount must be a whole number for FIXED_INCREASE'],
      [
        { league_name: 'L', keeper_penalty_type: 'PERCENTAGE_INCREASE', keeper_penalty_amount: 2.55 },
        'Keeper penalty amount must be in steps of 0.1 for PERCENTAGE_INCREASE',
      ],
      [{ league_name: 'L', keeper_penalty_type: 'DOUBLE' }, 'Keeper penalty type must be FIXED_INCREASE or PERCENTAGE_INCREASE'],
      [{ league_name: 'L', is_keeper_league: 'yes' }, 'is_keeper_league must be true or false'],
    ])('refuses %j with 400 "%s" and writes nothing', async (body, message) => {
      const before = await t.ctx.db.selectFrom('leagues').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      const res = await post(owner, body);
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(message);
      const after = await t.ctx.db.selectFrom('leagues').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      expect(after.n).toBe(before.n);
    });

    it('gives every league a different code', async () => {
      const codes = new Set<string>();
      for (let i = 0; i < 5; i++) codes.add((await post(owner, { league_name: `Code ${i}` })).body.league_code);
      expect(codes.size).toBe(5);
    });
  });

  describe('league codes', () => {
    it('uses only the read-aloud alphabet', () => {
      for (let i = 0; i < 200; i++) expect(randomLeagueCode()).toMatch(/^[A-HJKMNP-Z2-9]{6}$/);
      expect(LEAGUE_CODE_ALPHABET).not.toMatch(/[01OIL]/);
    });

    it('retries when a generated code is taken', async () => {
      const { body } = await post(owner, { league_name: 'Taken code' });
      const candidates = [body.league_code as string, 'ZZZZZ9'];
      const code = await uniqueLeagueCode(t.ctx.db, () => candidates.shift() ?? 'unreachable');
      expect(code).toBe('ZZZZZ9');
    });
  });

  describe('list and detail', () => {
    it('lists only the leagues the user commissions or owns a team in, newest first', async () => {
      const alice = await registerUser(t.app);
      const bob = await registerUser(t.app);
      const own = await createLeague(t.app, alice);
      const bobs = await createLeague(t.app, bob);
      const joined = await createLeague(t.app, bob);
      await addTeam(t.app, bob, joined, 'Alice FC', alice.email.toUpperCase());

      const res = await get(alice, '');
      expect(res.status).toBe(200);
      expect(res.body.map((l: { fantasy_league_id: number }) => l.fantasy_league_id)).toEqual([joined, own]);
      expect(res.body).not.toContainEqual(expect.objectContaining({ fantasy_league_id: bobs }));
      expect(res.body[0]).toMatchObject({ team_name: 'Alice FC', is_commissioner: false, commissioner_username: bob.username });
      expect(res.body[1]).toMatchObject({ team_name: null, is_commissioner: true });

      const me = await request(t.app).get('/api/auth/me').set(auth(alice.token));
      expect(me.body.leagues).toEqual(res.body);
    });

    it('counts teams joined by registered owners and shows the latest draft', async () => {
      const commissioner = await registerUser(t.app);
      const member = await registerUser(t.app);
      const first = await createDraft(t.app, commissioner, { numTeams: 3, members: [member] });
      await addTeam(t.app, commissioner, first.leagueId, 'Unregistered', 'nobody-yet@example.com');
      const second = await request(t.app)
        .post('/api/drafts')
        .set(auth(commissioner.token))
        .send({ fantasy_league_id: first.leagueId, num_teams: 2, auction_budget: 150 });
      await t.ctx.db.updateTable('drafts').set({ draft_status: 'IN_PROGRESS' }).where('id', '=', second.body.fantasy_draft_id).execute();

      const res = await get(member, `/${first.leagueId}`);
      expect(res.status).toBe(200);
      expect(res.body.league).toMatchObject({
        teams_joined: 1,
        team_name: 'Team 1',
        num_teams: 2,
        auction_budget: 150,
        draft_status: 'IN_PROGRESS',
        fantasy_draft_id: second.body.fantasy_draft_id,
      });
      expect(res.body.drafts.map((d: { fantasy_draft_id: number }) => d.fantasy_draft_id)).toEqual([second.body.fantasy_draft_id, first.draftId]);
      expect(res.body.drafts[1]).toEqual({
        fantasy_draft_id: first.draftId,
        season: new Date().getFullYear(),
        num_teams: 3,
        auction_budget: 200,
        draft_status: 'NOT_STARTED',
        draft_date: null,
        created_at: expect.any(String),
        roster_positions: { QB: 2, RB: 2, WR: 3, TE: 1, FLEX: 1, K: 1, DEF: 1, BENCH: 5 },
      });
      expect(res.body.teams).toHaveLength(4);
      expect(res.body.teams[0]).toEqual({
        fantasy_team_id: first.teamIds[0],
        team_name: 'Team 1',
        owner_email: member.email,
        fantasy_user_id: member.id,
        username: member.username,
        display_name: member.username,
      });
      expect(res.body.teams[3]).toEqual({
        fantasy_team_id: expect.any(Number),
        team_name: 'Unregistered',
        owner_email: 'nobody-yet@example.com',
        fantasy_user_id: null,
        username: null,
        display_name: null,
      });
    });

    it('shows a league to a user who registers after being mapped as an owner', async () => {
      const commissioner = await registerUser(t.app);
      const leagueId = await createLeague(t.app, commissioner);
      const name = uniqueName('late');
      await addTeam(t.app, commissioner, leagueId, 'Late Joiner', `${name}@EXAMPLE.com`);
      const before = await get(commissioner, `/${leagueId}`);
      expect(before.body.league.teams_joined).toBe(0);

      const late = await registerUser(t.app, name);
      const list = await get(late, '');
      expect(list.body).toEqual([expect.objectContaining({ fantasy_league_id: leagueId, team_name: 'Late Joiner', is_commissioner: false })]);
      const detail = await get(late, `/${leagueId}`);
      expect(detail.status).toBe(200);
      expect(detail.body.league.teams_joined).toBe(1);
      expect(detail.body.teams[0]).toMatchObject({ fantasy_user_id: late.id, username: name });
    });

    it("answers 404 'League not found' for a missing league or a non-member, 400 for a malformed id", async () => {
      const { outsider, leagueId } = await leagueCast(t.app);
      for (const res of [await get(outsider, `/${leagueId}`), await get(owner, '/999999')]) {
        expect(res.status).toBe(404);
        expect(res.body).toEqual({ error: 'League not found', code: 'not_found' });
      }
      expect((await get(owner, '/abc')).status).toBe(400);
      expect((await get(owner, '/99999999999')).status).toBe(400);
    });
  });

  describe('rename and delete', () => {
    it('renames with a trimmed name and refuses an empty one', async () => {
      const leagueId = await createLeague(t.app, owner);
      const res = await request(t.app).put(`/api/leagues/${leagueId}`).set(auth(owner.token)).send({ league_name: ' Renamed ' });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ fantasy_league_id: leagueId, league_name: 'Renamed', is_commissioner: true });
      const empty = await request(t.app).put(`/api/leagues/${leagueId}`).set(auth(owner.token)).send({ league_name: '' });
      expect(empty.status).toBe(400);
      expect(empty.body.error).toBe('League name is required');
      expect((await get(owner, `/${leagueId}`)).body.league.league_name).toBe('Renamed');
    });

    it('deletes the league with its teams, drafts and participants', async () => {
      const draft = await createDraft(t.app, owner, { numTeams: 3 });
      const res = await request(t.app).delete(`/api/leagues/${draft.leagueId}`).set(auth(owner.token));
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: 'League deleted successfully' });
      expect((await get(owner, `/${draft.leagueId}`)).status).toBe(404);
      const db = t.ctx.db;
      expect(await db.selectFrom('teams').select('id').where('league_id', '=', draft.leagueId).execute()).toEqual([]);
      expect(await db.selectFrom('drafts').select('id').where('id', '=', draft.draftId).execute()).toEqual([]);
      expect(await db.selectFrom('draft_participants').select('id').where('draft_id', '=', draft.draftId).execute()).toEqual([]);
      expect((await request(t.app).delete(`/api/leagues/${draft.leagueId}`).set(auth(owner.token))).status).toBe(404);
    });
  });

  describe('scoring', () => {
    const put = (leagueId: number, body: unknown) => request(t.app).put(`/api/leagues/${leagueId}/scoring`).set(auth(owner.token)).send(body as object);

    it('starts as PPR and lets members read it', async () => {
      const { member, leagueId } = await leagueCast(t.app);
      const res = await get(member, `/${leagueId}/scoring`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ fantasy_league_id: leagueId, scoring_settings: SCORING_PRESETS.PPR });
    });

    it('switches presets, then adjusts single values on top', async () => {
      const leagueId = await createLeague(t.app, owner);
      const half = await put(leagueId, { preset: 'HALF_PPR' });
      expect(half.status).toBe(200);
      expect(half.body.scoring_settings).toEqual(SCORING_PRESETS.HALF_PPR);
      const tuned = await put(leagueId, { passing_td: 6 });
      expect(tuned.body.scoring_settings).toEqual({ ...SCORING_PRESETS.HALF_PPR, passing_td: 6 });
      const reset = await put(leagueId, { preset: 'STANDARD', interception: -1 });
      expect(reset.body.scoring_settings).toEqual({ ...SCORING_PRESETS.STANDARD, interception: -1 });
      expect((await get(owner, `/${leagueId}/scoring`)).body.scoring_settings).toEqual(reset.body.scoring_settings);
    });

    it.each([[{}], [{ preset: 'FULL' }], [{ reception: 'one' }], [{ reception: 1000 }], [{ bonus: 1 }]])(
      'refuses %j with 400 and keeps the settings',
      async (body) => {
        const leagueId = await createLeague(t.app, owner);
        const res = await put(leagueId, body);
        expect(res.status).toBe(400);
        expect(res.body.error).toEqual(expect.any(String));
        expect((await get(owner, `/${leagueId}/scoring`)).body.scoring_settings).toEqual(SCORING_PRESETS.PPR);
      },
    );
  });
});
