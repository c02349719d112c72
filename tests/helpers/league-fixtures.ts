import type { Express } from 'express';
import request from 'supertest';
import { auth, createLeague, registerUser, uniqueName, type TestUser } from './fixtures.js';

/** A league with a commissioner, a member who owns a team, and an outsider. */
export interface LeagueCast {
  commissioner: TestUser;
  member: TestUser;
  outsider: TestUser;
  leagueId: number;
  /** The member's team. */
  memberTeamId: number;
}

export async function addTeam(app: Express, owner: TestUser, leagueId: number, team_name: string, owner_email: string | null = null) {
  const res = await request(app).post(`/api/leagues/${leagueId}/teams`).set(auth(owner.token)).send({ team_name, owner_email });
  if (res.status !== 201) throw new Error(`addTeam failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as { fantasy_team_id: number; team_name: string; owner_email: string | null };
}

export async function leagueCast(app: Express): Promise<LeagueCast> {
  const [commissioner, member, outsider] = await Promise.all([registerUser(app), registerUser(app), registerUser(app)]);
  const leagueId = await createLeague(app, commissioner);
  const team = await addTeam(app, commissioner, leagueId, uniqueName('Member Team '), member.email);
  return { commissioner, member, outsider, leagueId, memberTeamId: team.fantasy_team_id };
}
