import type { BiddingTeam } from '#shared/auction/rules.js';
import type { DbOrTrx } from '../db/schema.js';
import { badRequest } from '../errors.js';
import { authorize } from '../policies/index.js';
import { loadAuctionTeam, type AuctionActor } from '../policies/auction.js';
import { loadBiddingField, type BiddingField } from './bidding-teams.js';

export const TEAM_NOT_IN_DRAFT = 'Team is not in this draft';

/**
 * The team a call acts for: the named one, else the caller's own, else `fallback` (the
 * commissioner nominating for whose turn it is). Who may act for which team is the auction
 * policy's (server/policies/auction.ts).
 */
export async function actingTeamId(
  db: DbOrTrx,
  draftId: number,
  actor: AuctionActor,
  requested: number | undefined,
  fallback?: number | null,
  action: 'actFor' | 'manageQueue' = 'actFor',
): Promise<number> {
  const team = await loadAuctionTeam(db, draftId, actor, requested);
  team.teamId = requested ?? team.ownTeamId ?? (actor.isCommissioner ? fallback ?? undefined : undefined);
  if (team.teamId === undefined && actor.isCommissioner) throw badRequest('Choose a team (fantasy_team_id)');
  // The policy refuses a named team that is not the caller's (first) and a caller without a team.
  authorize(actor, action, team);
  return team.teamId as number;
}

/** The acting team as the bid rules see it (see actingTeamId), read without the whole snapshot. */
export async function actingTeam(db: DbOrTrx, draftId: number, actor: AuctionActor, requested: number | undefined, fallback?: number | null): Promise<BiddingField & { team: BiddingTeam }> {
  const teamId = await actingTeamId(db, draftId, actor, requested, fallback);
  const field = await loadBiddingField(db, draftId, [teamId]);
  const team = field.teams[0];
  if (!team) throw badRequest(TEAM_NOT_IN_DRAFT);
  return { ...field, team };
}
