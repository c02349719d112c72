import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createLeague, uniqueName } from '#tests/helpers/fixtures.js';
import { leagueCast, type LeagueCast } from '#tests/helpers/league-fixtures.js';
import { openTestApp, type TestApp } from '#tests/helpers/test-app.js';

type Role = 'anonymous' | 'outsider' | 'member' | 'commissioner';

/** What each role gets: anonymous 401, a non-member 404 (the league does not exist for them), a member 403. */
const EXPECTED: Record<Exclude<Role, 'commissioner'>, number> = { anonymous: 401, outsider: 404, member: 403 };

interface MutatingCall {
  name: string;
  /** Runs before the snapshot; its result (a draft id) is handed to send. */
  prepare?: (t: TestApp, cast: LeagueCast) => Promise<number>;
  /** Each case gets a fresh league, so a successful DELETE does not spoil the next role. */
  send: (t: TestApp, cast: LeagueCast, token: string | undefined, prepared: number) => Promise<request.Response>;
  success: number;
}

function withToken(req: request.Test, token: string | undefined): request.Test {
  return token ? req.set(auth(token)) : req;
}

async function newDraftId(t: TestApp, cast: LeagueCast): Promise<number> {
  const res = await request(t.app)
    .post('/api/drafts')
    .set(auth(cast.commissioner.token))
    .send({ fantasy_league_id: cast.leagueId, num_teams: 2 });
  return res.body.fantasy_draft_id as number;
}

const CALLS: MutatingCall[] = [
  { name: 'PUT /leagues/:id', success: 200, send: (t, c, tok) => withToken(request(t.app).put(`/api/leagues/${c.leagueId}`), tok).send({ league_name: 'Changed' }) },
  { name: 'DELETE /leagues/:id', success: 200, send: (t, c, tok) => withToken(request(t.app).delete(`/api/leagues/${c.leagueId}`), tok) },
  {
    name: 'POST /leagues/:id/teams',
    success: 201,
    send: (t, c, tok) => withToken(request(t.app).post(`/api/leagues/${c.leagueId}/teams`), tok).send({ team_name: uniqueName('New ') }),
  },
  {
    name: 'PUT /leagues/:id/teams/:teamId',
    success: 200,
    send: (t, c, tok) =>
      withToken(request(t.app).put(`/api/leagues/${c.leagueId}/teams/${c.memberTeamId}`), tok).send({ owner_email: 'someone@example.com' }),
  },
  {
    name: 'PUT /leagues/:id/scoring',
    success: 200,
    send: (t, c, tok) => withToken(request(t.app).put(`/api/leagues/${c.leagueId}/scoring`), tok).send({ preset: 'STANDARD' }),
  },
  {
    name: 'POST /drafts',
    success: 201,
    send: (t, c, tok) => withToken(request(t.app).post('/api/drafts'), tok).send({ fantasy_league_id: c.leagueId, num_teams: 2 }),
  },
  {
    name: 'DELETE /drafts/:id',
    success: 200,
    prepare: newDraftId,
    send: (t, _c, tok, draftId) => withToken(request(t.app).delete(`/api/drafts/${draftId}`), tok),
  },
];

/** Everything a league shows, read as the commissioner: a refused call must leave it exactly so. */
async function snapshot(t: TestApp, cast: LeagueCast) {
  const detail = await request(t.app).get(`/api/leagues/${cast.leagueId}`).set(auth(cast.commissioner.token));
  const scoring = await request(t.app).get(`/api/leagues/${cast.leagueId}/scoring`).set(auth(cast.commissioner.token));
  return { status: detail.status, detail: detail.body, scoring: scoring.body };
}

describe('rights matrix: leagues, teams, scoring, draft creation', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp();
  });
  afterAll(() => t.close());

  const tokenOf = (cast: LeagueCast, role: Role) => (role === 'anonymous' ? undefined : cast[role].token);

  for (const call of CALLS) {
    describe(call.name, () => {
      for (const role of ['anonymous', 'outsider', 'member'] as const) {
        it(`answers ${EXPECTED[role]} to ${role === 'outsider' ? 'a non-member' : `a ${role}`} and changes nothing`, async () => {
          const cast = await leagueCast(t.app);
          const prepared = (await call.prepare?.(t, cast)) ?? 0;
          const before = await snapshot(t, cast);
          const res = await call.send(t, cast, tokenOf(cast, role), prepared);
          expect(res.status).toBe(EXPECTED[role]);
          expect(res.body.error).toEqual(expect.any(String));
          const after = await snapshot(t, cast);
          expect(after.status).toBe(200);
          expect(after).toEqual(before);
        });
      }

      it(`answers ${call.success} to the commissioner`, async () => {
        const cast = await leagueCast(t.app);
        const prepared = (await call.prepare?.(t, cast)) ?? 0;
        const before = await snapshot(t, cast);
        const res = await call.send(t, cast, cast.commissioner.token, prepared);
        expect(res.status).toBe(call.success);
        expect(await snapshot(t, cast)).not.toEqual(before);
      });
    });
  }

  describe('reads', () => {
    it('let members read the league and its scoring, and hide them from non-members and anonymous callers', async () => {
      const cast = await leagueCast(t.app);
      for (const path of [`/api/leagues/${cast.leagueId}`, `/api/leagues/${cast.leagueId}/scoring`]) {
        expect((await request(t.app).get(path)).status).toBe(401);
        expect((await request(t.app).get(path).set(auth(cast.outsider.token))).status).toBe(404);
        expect((await request(t.app).get(path).set(auth(cast.member.token))).status).toBe(200);
        expect((await request(t.app).get(path).set(auth(cast.commissioner.token))).status).toBe(200);
      }
      expect((await request(t.app).get('/api/leagues')).status).toBe(401);
    });

    it("tells a member they are not the commissioner of a league they see", async () => {
      const cast = await leagueCast(t.app);
      const own = await createLeague(t.app, cast.member);
      const list = await request(t.app).get('/api/leagues').set(auth(cast.member.token));
      const flags = Object.fromEntries(list.body.map((l: { fantasy_league_id: number; is_commissioner: boolean }) => [l.fantasy_league_id, l.is_commissioner]));
      expect(flags).toEqual({ [cast.leagueId]: false, [own]: true });
    });
  });
});
