import type { BiddingTeam } from '../../shared/auction/rules.js';
import type { DraftSnapshot } from '../../shared/draft/types.js';
import type { DbOrTrx } from '../db/schema.js';
import { badRequest, conflict, forbidden } from '../errors.js';

/** Who acts in the live auction: a member (for their own team only) or the commissioner (for any). */
export interface AuctionActor {
  id: number;
  username: string;
  email: string;
  isCommissioner: boolean;
}

export const NOT_LIVE = 'This draft is not run as a live auction';
export const OWN_TEAM_ONLY = 'You can only bid for your own team';
export const NO_TEAM = 'You have no team in this draft';
export const TEAM_NOT_IN_DRAFT = 'Team is not in this draft';

/** The team of the draft the user owns, if any (one per league: owner emails are unique there). */
export async function ownTeamId(db: DbOrTrx, draftId: number, email: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('draft_participants')
    .innerJoin('teams', 'teams.id', 'draft_participants.team_id')
    .select('teams.id')
    .where('draft_participants.draft_id', '=', draftId)
    .where('teams.owner_email', '=', email.toLowerCase())
    .executeTakeFirst();
  return row?.id;
}

/**
 * The team a call acts for: the named one (the commissioner may name any; a member only their
 * own), else the caller's own, else `fallback` (the commissioner nominating for whose turn it is).
 */
export async function actingTeam(
  db: DbOrTrx,
  snapshot: DraftSnapshot,
  actor: AuctionActor,
  requested: number | undefined,
  fallback?: number | null,
): Promise<BiddingTeam> {
  const own = await ownTeamId(db, snapshot.draft.fantasy_draft_id, actor.email);
  if (requested !== undefined && requested !== own && !actor.isCommissioner) throw forbidden(OWN_TEAM_ONLY);
  const teamId = requested ?? own ?? (actor.isCommissioner ? fallback ?? undefined : undefined);
  if (teamId === undefined) throw actor.isCommissioner ? badRequest('Choose a team (fantasy_team_id)') : forbidden(NO_TEAM);
  const team = snapshot.teams.find((t) => t.fantasy_team_id === teamId);
  if (!team) throw badRequest(TEAM_NOT_IN_DRAFT);
  return team;
}

export function assertLive(snapshot: DraftSnapshot): void {
  if (snapshot.draft.auction_mode !== 'live') throw conflict(NOT_LIVE);
}
