import type { Express } from 'express';
import request from 'supertest';

/**
 * Fixtures go through the public HTTP API, so they exercise the same code users do.
 * Each returns what later steps need (tokens and ids), nothing more.
 */
export interface TestUser {
  token: string;
  id: number;
  email: string;
  username: string;
}

let counter = 0;
export function uniqueName(prefix: string): string {
  counter += 1;
  return `${prefix}${Date.now().toString(36)}${counter}`;
}

export const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

export async function registerUser(app: Express, name = uniqueName('user')): Promise<TestUser> {
  const email = `${name}@example.com`;
  const res = await request(app)
    .post('/api/auth/register')
    .send({ username: name, email, password: 'correct horse battery', display_name: name });
  if (res.status !== 201 && res.status !== 200) throw new Error(`register failed: ${res.status} ${JSON.stringify(res.body)}`);
  const body = res.body as { token: string; user: { fantasy_user_id: number } };
  return { token: body.token, id: body.user.fantasy_user_id, email, username: name };
}

export async function createLeague(app: Express, owner: TestUser, body: Record<string, unknown> = {}): Promise<number> {
  const res = await request(app)
    .post('/api/leagues')
    .set(auth(owner.token))
    .send({ league_name: uniqueName('League '), ...body });
  if (res.status !== 201 && res.status !== 200) throw new Error(`createLeague failed: ${res.status} ${JSON.stringify(res.body)}`);
  return (res.body as { fantasy_league_id: number }).fantasy_league_id;
}

export interface TestDraft {
  draftId: number;
  leagueId: number;
  /** fantasy_team_id of each participant, in draft_position order. */
  teamIds: number[];
}

/**
 * A league with a draft of `numTeams` teams. `members[i]` (if given) owns team i,
 * so they are league members with their own team.
 */
export async function createDraft(
  app: Express,
  commissioner: TestUser,
  options: { numTeams?: number; budget?: number; rosterPositions?: Record<string, number>; members?: TestUser[] } = {},
): Promise<TestDraft> {
  const leagueId = await createLeague(app, commissioner);
  const numTeams = options.numTeams ?? 4;
  const participants = Array.from({ length: numTeams }, (_, i) => ({
    team_name: `Team ${i + 1}`,
    owner_email: options.members?.[i]?.email ?? null,
    draft_position: i + 1,
  }));
  const res = await request(app)
    .post('/api/drafts')
    .set(auth(commissioner.token))
    .send({
      fantasy_league_id: leagueId,
      num_teams: numTeams,
      auction_budget: options.budget ?? 200,
      ...(options.rosterPositions ? { roster_positions: options.rosterPositions } : {}),
      participants,
    });
  if (res.status !== 201 && res.status !== 200) throw new Error(`createDraft failed: ${res.status} ${JSON.stringify(res.body)}`);
  const body = res.body as { fantasy_draft_id: number; participants: { fantasy_team_id: number; draft_position: number }[] };
  const ordered = [...body.participants].sort((a, b) => a.draft_position - b.draft_position);
  return { draftId: body.fantasy_draft_id, leagueId, teamIds: ordered.map((p) => p.fantasy_team_id) };
}
