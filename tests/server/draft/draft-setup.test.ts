import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createDraft, createLeague, registerUser, type TestUser } from '#tests/helpers/fixtures.js';
import { addTeam } from '#tests/helpers/league-fixtures.js';
import { openTestApp, type TestApp } from '#tests/helpers/test-app.js';

const YEAR = new Date().getFullYear();
const DEFAULT_ROSTER = { QB: 2, RB: 2, WR: 3, TE: 1, FLEX: 1, K: 1, DEF: 1, BENCH: 5 };

describe('draft creation', () => {
  let t: TestApp;
  let owner: TestUser;
  beforeAll(async () => {
    t = await openTestApp();
    owner = await registerUser(t.app);
  });
  afterAll(() => t.close());

  const postDraft = (body: Record<string, unknown>) => request(t.app).post('/api/drafts').set(auth(owner.token)).send(body);
  const leagueDetail = async (leagueId: number) => (await request(t.app).get(`/api/leagues/${leagueId}`).set(auth(owner.token))).body;
  const participantsOf = (body: { participants: { team_name: string; draft_position: number }[] }) =>
    body.participants.map((p) => [p.draft_position, p.team_name]);

  it('creates a default draft from fantasy_league_id alone: 12 x Team {n}, $200, default roster', async () => {
    const leagueId = await createLeague(t.app, owner);
    const res = await postDraft({ fantasy_league_id: leagueId });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      fantasy_draft_id: expect.any(Number),
      fantasy_league_id: leagueId,
      season: YEAR,
      num_teams: 12,
      auction_budget: 200,
      roster_positions: DEFAULT_ROSTER,
      draft_status: 'NOT_STARTED',
      draft_date: null,
      created_at: expect.any(String),
    });
    expect(participantsOf(res.body)).toEqual(Array.from({ length: 12 }, (_, i) => [i + 1, `Team ${i + 1}`]));
    expect(res.body.participants[0]).toEqual({
      fantasy_participant_id: expect.any(Number),
      fantasy_team_id: expect.any(Number),
      team_name: 'Team 1',
      team_nickname: null,
      draft_position: 1,
      owner_email: null,
    });
    const detail = await leagueDetail(leagueId);
    expect(detail.teams).toHaveLength(12);
    expect(detail.league).toMatchObject({ fantasy_draft_id: res.body.fantasy_draft_id, draft_status: 'NOT_STARTED' });
  });

  it("links the league's teams first, in creation order, then adds unused 'Team {n}' names", async () => {
    const leagueId = await createLeague(t.app, owner);
    const alpha = await addTeam(t.app, owner, leagueId, 'Alpha', 'alpha@example.com');
    await addTeam(t.app, owner, leagueId, 'Team 3');
    const res = await postDraft({ fantasy_league_id: leagueId, num_teams: 4 });
    expect(res.status).toBe(201);
    expect(participantsOf(res.body)).toEqual([
      [1, 'Alpha'],
      [2, 'Team 3'],
      [3, 'Team 4'],
      [4, 'Team 5'],
    ]);
    expect(res.body.participants[0]).toMatchObject({ fantasy_team_id: alpha.fantasy_team_id, owner_email: 'alpha@example.com' });
    expect((await leagueDetail(leagueId)).teams).toHaveLength(4);
  });

  it('creates, reuses by exact name, or links by id the teams of the participants and maps their owners', async () => {
    const member = await registerUser(t.app);
    const leagueId = await createLeague(t.app, owner);
    const linked = await addTeam(t.app, owner, leagueId, 'Linked');
    const named = await addTeam(t.app, owner, leagueId, 'Named', 'kept@example.com');
    const res = await postDraft({
      fantasy_league_id: leagueId,
      season: YEAR + 1,
      num_teams: 3,
      auction_budget: 300,
      roster_positions: { BENCH: 0, RB: 2, QB: 1 },
      draft_date: '2026-09-05T18:00:00Z',
      participants: [
        { team_name: 'Brand New', owner_email: member.email.toUpperCase(), draft_position: 2, team_nickname: 'Newbies' },
        { fantasy_team_id: linked.fantasy_team_id, team_name: 'ignored', owner_email: '', draft_position: 3 },
        // A nickname of spaces is none: the team keeps its name on every screen and in the exports.
        { team_name: 'Named', owner_email: null, draft_position: 1, team_nickname: '   ' },
      ],
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ season: YEAR + 1, num_teams: 3, auction_budget: 300 });
    expect(Object.entries(res.body.roster_positions)).toEqual([['QB', 1], ['RB', 2], ['BENCH', 0]]);
    expect(res.body.draft_date).toBe('2026-09-05T18:00:00Z');
    expect(res.body.participants).toEqual([
      expect.objectContaining({ draft_position: 1, fantasy_team_id: named.fantasy_team_id, team_name: 'Named', owner_email: 'kept@example.com', team_nickname: null }),
      expect.objectContaining({ draft_position: 2, team_name: 'Brand New', owner_email: member.email, team_nickname: 'Newbies' }),
      expect.objectContaining({ draft_position: 3, fantasy_team_id: linked.fantasy_team_id, team_name: 'Linked', owner_email: null }),
    ]);
    const detail = await leagueDetail(leagueId);
    expect(detail.teams.map((team: { team_name: string }) => team.team_name)).toEqual(['Linked', 'Named', 'Brand New']);
    expect(detail.league).toMatchObject({ season: YEAR + 1, num_teams: 3, auction_budget: 300 });
    const seen = await request(t.app).get(`/api/leagues/${leagueId}`).set(auth(member.token));
    expect(seen.body.league.team_name).toBe('Brand New');
  });

  it('works through the shared fixture (participants with members as owners)', async () => {
    const member = await registerUser(t.app);
    const draft = await createDraft(t.app, owner, { numTeams: 2, members: [member] });
    expect(draft.teamIds).toHaveLength(2);
    const list = await request(t.app).get('/api/leagues').set(auth(member.token));
    expect(list.body[0]).toMatchObject({ fantasy_league_id: draft.leagueId, fantasy_draft_id: draft.draftId, team_name: 'Team 1' });
  });

  describe('validation', () => {
    let leagueId: number;
    let foreignTeamId: number;
    beforeAll(async () => {
      leagueId = await createLeague(t.app, owner);
      await addTeam(t.app, owner, leagueId, 'Owned', 'taken@example.com');
      const other = await createLeague(t.app, owner);
      foreignTeamId = (await addTeam(t.app, owner, other, 'Foreign')).fantasy_team_id;
    });
    const two = (a: Record<string, unknown> = {}, b: Record<string, unknown> = {}) => [
      { team_name: 'P1', draft_position: 1, ...a },
      { team_name: 'P2', draft_position: 2, ...b },
    ];

    it.each<[string, (leagueId: number, foreignTeamId: number) => Record<string, unknown>, number, string | RegExp]>([
      ['no league id', () => ({}), 400, 'fantasy_league_id is required'],
      ['a missing league', () => ({ fantasy_league_id: 999999 }), 404, 'League not found'],
      ['1 team', (id) => ({ fantasy_league_id: id, num_teams: 1 }), 400, 'num_teams: Number of teams must be a whole number from 2 to 32'],
      ['33 teams', (id) => ({ fantasy_league_id: id, num_teams: 33 }), 400, 'num_teams: Number of teams must be a whole number from 2 to 32'],
      ['a $0 budget', (id) => ({ fantasy_league_id: id, auction_budget: 0 }), 400, 'Auction budget must be a whole number from 1 to 1000000'],
      ['last season', (id) => ({ fantasy_league_id: id, season: YEAR - 1 }), 400, `Season must be ${YEAR} or ${YEAR + 1}`],
      ['a season two years out', (id) => ({ fantasy_league_id: id, season: YEAR + 2 }), 400, `Season must be ${YEAR} or ${YEAR + 1}`],
      ['11 QB slots', (id) => ({ fantasy_league_id: id, roster_positions: { QB: 11 } }), 400, /QB slots must be a whole number from 0 to 10/],
      ['negative slots', (id) => ({ fantasy_league_id: id, roster_positions: { RB: -1 } }), 400, /RB slots must be a whole number from 0 to 10/],
      ['an unknown position', (id) => ({ fantasy_league_id: id, roster_positions: { QB: 1, P: 1 } }), 400, /Unknown roster position P/],
      ['an empty roster', (id) => ({ fantasy_league_id: id, roster_positions: { QB: 0 } }), 400, /A roster needs at least one slot/],
      ['a bad draft date', (id) => ({ fantasy_league_id: id, draft_date: 'soon' }), 400, /Draft date must be an ISO date/],
      [
        'num_teams unlike the participants',
        (id) => ({ fantasy_league_id: id, num_teams: 3, participants: two() }),
        400,
        /Number of teams \(3\) must equal the number of participants \(2\)/,
      ],
      ['one participant', (id) => ({ fantasy_league_id: id, participants: [{ team_name: 'Solo', draft_position: 1 }] }), 400, /2 to 32 participants/],
      ['duplicate positions', (id) => ({ fantasy_league_id: id, participants: two({}, { draft_position: 1 }) }), 400, /Draft positions must be 1 to 2, each used once/],
      ['a position past n', (id) => ({ fantasy_league_id: id, participants: two({}, { draft_position: 3 }) }), 400, /Draft positions must be 1 to 2/],
      ['position 0', (id) => ({ fantasy_league_id: id, participants: two({ draft_position: 0 }) }), 400, /Draft position must be a whole number from 1 to 32/],
      ['a nameless participant', (id) => ({ fantasy_league_id: id, participants: two({ team_name: undefined }) }), 400, /Team name is required/],
      ['a bad owner email', (id) => ({ fantasy_league_id: id, participants: two({ owner_email: 'x@' }) }), 400, /Invalid email format/],
      ['the same team twice', (id) => ({ fantasy_league_id: id, participants: two({}, { team_name: 'P1' }) }), 400, 'Each participant must be a different team'],
      [
        "another league's team",
        (id, foreign) => ({ fantasy_league_id: id, participants: two({ fantasy_team_id: foreign }) }),
        400,
        /is not in this league/,
      ],
      [
        'one owner for two teams',
        (id) => ({ fantasy_league_id: id, participants: two({ owner_email: 'x@example.com' }, { owner_email: 'X@example.com' }) }),
        409,
        'x@example.com already owns a team in this league',
      ],
      [
        "an owner of a team outside the draft",
        (id) => ({ fantasy_league_id: id, participants: two({ owner_email: 'taken@example.com' }) }),
        409,
        'taken@example.com already owns a team in this league',
      ],
    ])('refuses %s and writes nothing', async (_label, body, status, message) => {
      const before = await leagueDetail(leagueId);
      const res = await postDraft(body(leagueId, foreignTeamId));
      expect(res.status).toBe(status);
      if (typeof message === 'string') expect(res.body.error).toBe(message);
      else expect(res.body.error).toMatch(message);
      expect(await leagueDetail(leagueId)).toEqual(before);
    });
  });

  describe('delete', () => {
    it("deletes the draft and its participants but keeps the league's teams", async () => {
      const draft = await createDraft(t.app, owner, { numTeams: 3 });
      const res = await request(t.app).delete(`/api/drafts/${draft.draftId}`).set(auth(owner.token));
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: 'Draft deleted successfully' });
      const detail = await leagueDetail(draft.leagueId);
      expect(detail.drafts).toEqual([]);
      expect(detail.teams).toHaveLength(3);
      expect(detail.league).toMatchObject({ draft_status: null, fantasy_draft_id: null });
      const rows = await t.ctx.db.selectFrom('draft_participants').select('id').where('draft_id', '=', draft.draftId).execute();
      expect(rows).toEqual([]);
    });

    it("answers 404 'Draft not found' for a missing draft and 400 for a malformed id", async () => {
      const missing = await request(t.app).delete('/api/drafts/999999').set(auth(owner.token));
      expect(missing.status).toBe(404);
      expect(missing.body.error).toBe('Draft not found');
      expect((await request(t.app).delete('/api/drafts/x1').set(auth(owner.token))).status).toBe(400);
    });
  });
});
