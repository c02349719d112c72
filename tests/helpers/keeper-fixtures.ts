import type { Express } from 'express';
import request from 'supertest';
import type { KeeperPenaltyType } from '#shared/league-rules.js';
import { auth, createLeague, registerUser, type TestUser } from './fixtures.js';

/** A keeper league with a commissioner and a member who owns the first team. */
export interface KeeperLeague {
  commissioner: TestUser;
  member: TestUser;
  leagueId: number;
}

export async function keeperLeague(
  app: Express,
  rules: { max_keepers?: number; keeper_penalty_type?: KeeperPenaltyType; keeper_penalty_amount?: number; is_keeper_league?: boolean } = {},
): Promise<KeeperLeague> {
  const [commissioner, member] = await Promise.all([registerUser(app), registerUser(app)]);
  const leagueId = await createLeague(app, commissioner, {
    is_keeper_league: true,
    max_keepers: 2,
    keeper_penalty_type: 'FIXED_INCREASE',
    keeper_penalty_amount: 5,
    ...rules,
  });
  return { commissioner, member, leagueId };
}

/** A draft of the league with teams 'Alpha', 'Bravo' (and more if asked); the member owns Alpha. */
export async function leagueDraft(
  app: Express,
  league: KeeperLeague,
  options: { teamNames?: string[]; season?: number; budget?: number; roster?: Record<string, number> } = {},
): Promise<{ draftId: number; teamIds: number[] }> {
  const names = options.teamNames ?? ['Alpha', 'Bravo'];
  const res = await request(app)
    .post('/api/drafts')
    .set(auth(league.commissioner.token))
    .send({
      fantasy_league_id: league.leagueId,
      num_teams: names.length,
      auction_budget: options.budget ?? 200,
      ...(options.season ? { season: options.season } : {}),
      roster_positions: options.roster ?? { QB: 1, RB: 2, WR: 2, TE: 1, BENCH: 2 },
      participants: names.map((team_name, i) => ({ team_name, owner_email: i === 0 ? league.member.email : null, draft_position: i + 1 })),
    });
  if (res.status !== 201) throw new Error(`create draft failed: ${res.status} ${JSON.stringify(res.body)}`);
  const body = res.body as { fantasy_draft_id: number; participants: { fantasy_team_id: number; draft_position: number }[] };
  return { draftId: body.fantasy_draft_id, teamIds: [...body.participants].sort((a, b) => a.draft_position - b.draft_position).map((p) => p.fantasy_team_id) };
}

export const call = (app: Express, user: TestUser) => ({
  put: (path: string, body: object = {}) => request(app).put(`/api${path}`).set(auth(user.token)).send(body),
  post: (path: string, body: object = {}) => request(app).post(`/api${path}`).set(auth(user.token)).send(body),
  get: (path: string) => request(app).get(`/api${path}`).set(auth(user.token)),
  delete: (path: string) => request(app).delete(`/api${path}`).set(auth(user.token)),
});
