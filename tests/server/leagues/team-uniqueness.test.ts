import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isUniqueViolationOn } from '#server/db/unique-violation.js';
import { AppError } from '#server/errors.js';
import { insertTeam, withTeamUniqueness } from '#server/leagues/team-commands.js';
import { auth, createLeague, registerUser, uniqueName, type TestUser } from '#tests/helpers/fixtures.js';
import { openEngineTestApp, type EngineTestApp } from '#tests/helpers/engine.js';
import { addTeam } from '#tests/helpers/league-fixtures.js';

/**
 * Team names and owner emails are unique per league, checked in the commands and backed by unique
 * indexes (migration 005). On PostgreSQL (GAVEL_TEST_DIALECT=postgres) concurrent requests really
 * interleave inside their transactions, so the indexes decide and the loser must still get the 409.
 */
const CONCURRENT = 8;
let t: EngineTestApp;
let commissioner: TestUser;
beforeAll(async () => {
  t = await openEngineTestApp();
  commissioner = await registerUser(t.app);
  // Open the PostgreSQL pool's connections now, so the racing requests do not queue behind connects.
  await Promise.all(Array.from({ length: CONCURRENT }, () => t.ctx.db.selectFrom('users').select('id').execute()));
});
afterAll(() => t.close());
const postTeam = (leagueId: number, body: Record<string, unknown>) =>
  request(t.app).post(`/api/leagues/${leagueId}/teams`).set(auth(commissioner.token)).send(body);
const postDraft = (body: Record<string, unknown>) => request(t.app).post('/api/drafts').set(auth(commissioner.token)).send(body);
const teamsOf = (leagueId: number) =>
  t.ctx.db.selectFrom('teams').select(['id', 'team_name', 'owner_email']).where('league_id', '=', leagueId).orderBy('id').execute();

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => undefined,
    (err: unknown) => err,
  );
}

describe('unique indexes on teams', () => {
  it('refuse a second team of the same name, or the same owner, in one league; NULL owners and other leagues are free', async () => {
    const leagueId = await createLeague(t.app, commissioner);
    const otherLeagueId = await createLeague(t.app, commissioner);
    await insertTeam(t.ctx.db, leagueId, 'Sharks', 'pat@example.com');

    const sameName = await rejection(insertTeam(t.ctx.db, leagueId, 'Sharks', null));
    expect(isUniqueViolationOn(sameName, 'team_name')).toBe(true);
    expect(isUniqueViolationOn(sameName, 'owner_email')).toBe(false);
    const sameOwner = await rejection(insertTeam(t.ctx.db, leagueId, 'Jets', 'pat@example.com'));
    expect(isUniqueViolationOn(sameOwner, 'owner_email')).toBe(true);
    expect(isUniqueViolationOn(sameOwner, 'team_name')).toBe(false);

    await insertTeam(t.ctx.db, leagueId, 'Unclaimed 1', null);
    await insertTeam(t.ctx.db, leagueId, 'Unclaimed 2', null);
    await insertTeam(t.ctx.db, leagueId, 'sharks', null); // exactly as typed: case matters
    await insertTeam(t.ctx.db, otherLeagueId, 'Sharks', 'pat@example.com');
    expect((await teamsOf(leagueId)).map((team) => team.team_name)).toEqual(['Sharks', 'Unclaimed 1', 'Unclaimed 2', 'sharks']);
  });

  it('turn a violation into the same 409 as the checks', async () => {
    const leagueId = await createLeague(t.app, commissioner);
    await insertTeam(t.ctx.db, leagueId, 'Sharks', 'pat@example.com');
    const name = await rejection(withTeamUniqueness({ teamName: 'Sharks' }, () => insertTeam(t.ctx.db, leagueId, 'Sharks', null)));
    expect(name).toBeInstanceOf(AppError);
    expect(name).toMatchObject({ status: 409, message: 'A team named "Sharks" already exists in this league' });
    const owner = await rejection(
      withTeamUniqueness({ teamName: 'Jets', ownerEmail: 'pat@example.com' }, () => insertTeam(t.ctx.db, leagueId, 'Jets', 'pat@example.com')),
    );
    expect(owner).toMatchObject({ status: 409, message: 'pat@example.com already owns a team in this league' });
  });
});

describe('concurrent team writes', () => {
  it('adding the same team name at once: one 201, the rest 409, never a 500', async () => {
    const leagueId = await createLeague(t.app, commissioner);
    const name = uniqueName('Racers ');
    const answers = await Promise.all(Array.from({ length: CONCURRENT }, () => postTeam(leagueId, { team_name: name })));
    expect(answers.map((res) => res.status).sort()).toEqual([201, ...Array<number>(CONCURRENT - 1).fill(409)]);
    for (const res of answers.filter((r) => r.status === 409)) {
      expect(res.body).toEqual({ error: `A team named "${name}" already exists in this league`, code: 'conflict' });
    }
    expect((await teamsOf(leagueId)).map((team) => team.team_name)).toEqual([name]);
  });

  it('adding teams for the same owner at once: one 201, the rest 409', async () => {
    const leagueId = await createLeague(t.app, commissioner);
    const email = `${uniqueName('owner')}@example.com`;
    const answers = await Promise.all(Array.from({ length: CONCURRENT }, (_, i) => postTeam(leagueId, { team_name: `Team ${i}`, owner_email: email })));
    expect(answers.map((res) => res.status).sort()).toEqual([201, ...Array<number>(CONCURRENT - 1).fill(409)]);
    for (const res of answers.filter((r) => r.status === 409)) expect(res.body.error).toBe(`${email} already owns a team in this league`);
    expect((await teamsOf(leagueId)).filter((team) => team.owner_email === email)).toHaveLength(1);
  });

  it('renaming different teams to one name at once: one 200, the rest 409', async () => {
    const leagueId = await createLeague(t.app, commissioner);
    const teams = [];
    for (let i = 0; i < CONCURRENT; i++) teams.push(await addTeam(t.app, commissioner, leagueId, `Before ${i}`));
    const answers = await Promise.all(
      teams.map((team) =>
        request(t.app).put(`/api/leagues/${leagueId}/teams/${team.fantasy_team_id}`).set(auth(commissioner.token)).send({ team_name: 'Same' }),
      ),
    );
    expect(answers.map((res) => res.status).sort()).toEqual([200, ...Array<number>(CONCURRENT - 1).fill(409)]);
    for (const res of answers.filter((r) => r.status === 409)) expect(res.body.error).toBe('A team named "Same" already exists in this league');
    expect((await teamsOf(leagueId)).filter((team) => team.team_name === 'Same')).toHaveLength(1);
  });

  it('renaming teams of different drafts to one name from the draft rooms at once: one 200, the rest 409', async () => {
    const leagueId = await createLeague(t.app, commissioner);
    const renames = [];
    // One draft per pair of teams, so the renames take different draft locks and truly race.
    for (let i = 0; i < CONCURRENT / 2; i++) {
      const res = await postDraft({
        fantasy_league_id: leagueId,
        num_teams: 2,
        participants: [
          { team_name: `Home ${i}`, draft_position: 1 },
          { team_name: `Away ${i}`, draft_position: 2 },
        ],
      }).expect(201);
      const body = res.body as { fantasy_draft_id: number; participants: { fantasy_team_id: number }[] };
      renames.push({ draftId: body.fantasy_draft_id, teamId: body.participants[0]!.fantasy_team_id });
    }
    const answers = await Promise.all(
      renames.map(({ draftId, teamId }) =>
        request(t.app).put(`/api/drafts/${draftId}/teams/${teamId}`).set(auth(commissioner.token)).send({ team_name: 'Same' }),
      ),
    );
    expect(answers.map((res) => res.status).sort()).toEqual([200, ...Array<number>(renames.length - 1).fill(409)]);
    for (const res of answers.filter((r) => r.status === 409)) expect(res.body.error).toBe('A team named "Same" already exists in this league');
  });

  it('creating drafts at once in a league without teams: every draft 201, its default teams made once', async () => {
    const leagueId = await createLeague(t.app, commissioner);
    const answers = await Promise.all(Array.from({ length: 4 }, () => postDraft({ fantasy_league_id: leagueId, num_teams: 2 })));
    expect(answers.map((res) => res.status)).toEqual([201, 201, 201, 201]);
    expect((await teamsOf(leagueId)).map((team) => team.team_name)).toEqual(['Team 1', 'Team 2']);
  });
});

describe('draft setup under the owner index', () => {
  it('swaps the owners of two existing teams in one draft creation', async () => {
    const leagueId = await createLeague(t.app, commissioner);
    const a = await addTeam(t.app, commissioner, leagueId, 'Alpha', 'a@example.com');
    const b = await addTeam(t.app, commissioner, leagueId, 'Bravo', 'b@example.com');
    const res = await postDraft({
      fantasy_league_id: leagueId,
      num_teams: 2,
      participants: [
        { fantasy_team_id: a.fantasy_team_id, owner_email: 'b@example.com', draft_position: 1 },
        { fantasy_team_id: b.fantasy_team_id, owner_email: 'a@example.com', draft_position: 2 },
      ],
    });
    expect(res.status).toBe(201);
    expect((await teamsOf(leagueId)).map((team) => [team.team_name, team.owner_email])).toEqual([
      ['Alpha', 'b@example.com'],
      ['Bravo', 'a@example.com'],
    ]);
  });
});
