import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createLeague, registerUser, uniqueName, type TestUser } from '#tests/helpers/fixtures.js';
import { addTeam } from '#tests/helpers/league-fixtures.js';
import { openTestApp, type TestApp } from '#tests/helpers/test-app.js';

describe('teams', () => {
  let t: TestApp;
  let owner: TestUser;
  beforeAll(async () => {
    t = await openTestApp();
    owner = await registerUser(t.app);
  });
  afterAll(() => t.close());

  const postTeam = (leagueId: number, body: Record<string, unknown>) =>
    request(t.app).post(`/api/leagues/${leagueId}/teams`).set(auth(owner.token)).send(body);
  const putTeam = (leagueId: number, teamId: number, body: Record<string, unknown>) =>
    request(t.app).put(`/api/leagues/${leagueId}/teams/${teamId}`).set(auth(owner.token)).send(body);
  const teamCount = async (leagueId: number) => (await t.ctx.db.selectFrom('teams').select('id').where('league_id', '=', leagueId).execute()).length;

  describe('add', () => {
    it('answers 201 with the team; the owner email is trimmed and lower-cased', async () => {
      const leagueId = await createLeague(t.app, owner);
      const res = await postTeam(leagueId, { team_name: '  Gridiron Gang ', owner_email: '  Pat@Example.COM ' });
      expect(res.status).toBe(201);
      expect(res.body).toEqual({
        fantasy_team_id: expect.any(Number),
        team_name: 'Gridiron Gang',
        owner_email: 'pat@example.com',
        fantasy_user_id: null,
        username: null,
        display_name: null,
      });
    });

    it("shows the owner's account when the email is registered", async () => {
      const member = await registerUser(t.app);
      const leagueId = await createLeague(t.app, owner);
      const res = await postTeam(leagueId, { team_name: 'Registered', owner_email: member.email });
      expect(res.body).toMatchObject({ fantasy_user_id: member.id, username: member.username, display_name: member.username });
    });

    it.each([[null], [''], ['   '], [undefined]])('treats owner_email %j as an unclaimed team', async (ownerEmail) => {
      const leagueId = await createLeague(t.app, owner);
      const res = await postTeam(leagueId, { team_name: 'Open', owner_email: ownerEmail });
      expect(res.status).toBe(201);
      expect(res.body.owner_email).toBeNull();
    });

    it.each([
      [{ owner_email: 'a@example.com' }, 'Team name is required'],
      [{ team_name: '  ' }, 'Team name is required'],
      [{ team_name: 'x'.repeat(101) }, 'Team name must be at most 100 characters'],
      [{ team_name: 'T', owner_email: 'not an email' }, 'owner_email: Invalid email format'],
      [{ team_name: 'T', owner_email: 'a@b' }, 'owner_email: Invalid email format'],
      [{ team_name: 'T', owner_email: 7 }, 'Owner email must be text or null'],
    ])('refuses %j with 400 "%s" and adds nothing', async (body, message) => {
      const leagueId = await createLeague(t.app, owner);
      const res = await postTeam(leagueId, body);
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(message);
      expect(await teamCount(leagueId)).toBe(0);
    });

    it('refuses a second team with the same name or the same owner in one league with 409', async () => {
      const leagueId = await createLeague(t.app, owner);
      await addTeam(t.app, owner, leagueId, 'Alpha', 'alpha@example.com');
      const sameName = await postTeam(leagueId, { team_name: 'Alpha' });
      expect(sameName.status).toBe(409);
      expect(sameName.body.error).toBe('A team named "Alpha" already exists in this league');
      const sameOwner = await postTeam(leagueId, { team_name: 'Beta', owner_email: 'ALPHA@example.com' });
      expect(sameOwner.status).toBe(409);
      expect(sameOwner.body.error).toBe('alpha@example.com already owns a team in this league');
      expect(await teamCount(leagueId)).toBe(1);

      const otherLeague = await createLeague(t.app, owner);
      expect((await postTeam(otherLeague, { team_name: 'Alpha', owner_email: 'alpha@example.com' })).status).toBe(201);
    });
  });

  describe('update', () => {
    it('maps an owner, which makes that user a member; null unclaims the team again', async () => {
      const member = await registerUser(t.app);
      const leagueId = await createLeague(t.app, owner);
      const team = await addTeam(t.app, owner, leagueId, uniqueName('Team '));
      expect((await request(t.app).get(`/api/leagues/${leagueId}`).set(auth(member.token))).status).toBe(404);

      const mapped = await putTeam(leagueId, team.fantasy_team_id, { owner_email: member.email.toUpperCase() });
      expect(mapped.status).toBe(200);
      expect(mapped.body).toMatchObject({ fantasy_team_id: team.fantasy_team_id, owner_email: member.email, fantasy_user_id: member.id });
      const seen = await request(t.app).get(`/api/leagues/${leagueId}`).set(auth(member.token));
      expect(seen.status).toBe(200);
      expect(seen.body.league.team_name).toBe(team.team_name);

      const cleared = await putTeam(leagueId, team.fantasy_team_id, { owner_email: null });
      expect(cleared.body).toMatchObject({ owner_email: null, fantasy_user_id: null });
      expect((await request(t.app).get(`/api/leagues/${leagueId}`).set(auth(member.token))).status).toBe(404);
    });

    it('renames a team when team_name is given', async () => {
      const leagueId = await createLeague(t.app, owner);
      const team = await addTeam(t.app, owner, leagueId, 'Old Name', 'keep@example.com');
      const res = await putTeam(leagueId, team.fantasy_team_id, { team_name: 'New Name' });
      expect(res.body).toMatchObject({ team_name: 'New Name', owner_email: 'keep@example.com' });
    });

    it('refuses invalid changes with 400 and conflicts with 409, changing nothing', async () => {
      const leagueId = await createLeague(t.app, owner);
      const a = await addTeam(t.app, owner, leagueId, 'A', 'a@example.com');
      await addTeam(t.app, owner, leagueId, 'B', 'b@example.com');
      const cases: [Record<string, unknown>, number, string][] = [
        [{}, 400, 'Give owner_email or team_name to change'],
        [{ owner_email: 'nope' }, 400, 'owner_email: Invalid email format'],
        [{ team_name: '' }, 400, 'Team name is required'],
        [{ owner_email: 'b@example.com' }, 409, 'b@example.com already owns a team in this league'],
        [{ team_name: 'B' }, 409, 'A team named "B" already exists in this league'],
      ];
      for (const [body, status, message] of cases) {
        const res = await putTeam(leagueId, a.fantasy_team_id, body);
        expect([res.status, res.body.error]).toEqual([status, message]);
      }
      const detail = await request(t.app).get(`/api/leagues/${leagueId}`).set(auth(owner.token));
      expect(detail.body.teams[0]).toMatchObject({ team_name: 'A', owner_email: 'a@example.com' });
    });

    it("answers 404 'Team not found' for a team of another league or no team at all", async () => {
      const leagueId = await createLeague(t.app, owner);
      const other = await createLeague(t.app, owner);
      const foreign = await addTeam(t.app, owner, other, 'Elsewhere');
      for (const teamId of [foreign.fantasy_team_id, 999999]) {
        const res = await putTeam(leagueId, teamId, { owner_email: 'x@example.com' });
        expect(res.status).toBe(404);
        expect(res.body.error).toBe('Team not found');
      }
      expect((await putTeam(leagueId, 0, { owner_email: null })).status).toBe(400);
    });
  });
});
