import type { BiddingTeam } from '#shared/auction/rules.js';
import { preparedQuery } from '../db/prepared.js';
import type { DbOrTrx } from '../db/schema.js';
import { badRequest, conflict, forbidden } from '../errors.js';
import { loadBiddingField, type BiddingField } from './bidding-teams.js';

/** Who acts in the live auction: a member (for their own team only) or the commissioner (for any). */
export interface AuctionActor {
  id: number;
  username: string;
  email: string;
  isCommissioner: boolean;
}

export const NOT_LIVE = 'This draft is not run as a live auction';
export const OWN_TEAM_ONLY = 'You can only bid for your own team';
export const OWN_QUEUE_ONLY = "You can only see and change your own team's queue";
export const NO_TEAM = 'You have no team in this draft';
export const TEAM_NOT_IN_DRAFT = 'Team is not in this draft';

/** The team of the draft the user owns, if any (one per league: owner emails are unique there). */
export async function ownTeamId(db: DbOrTrx, draftId: number, email: string): Promise<number | undefined> {
  const [row] = await ownTeamRow(db, draftId, email.toLowerCase());
  return row?.id;
}

// Read by every bid and proxy: prepared once.
const ownTeamRow = preparedQuery((db, draftId: number, email: string) =>
  db
    .selectFrom('draft_participants')
    .innerJoin('teams', 'teams.id', 'draft_participants.team_id')
    .select('teams.id')
    .where('draft_participants.draft_id', '=', draftId)
    .where('teams.owner_email', '=', email),
);

/**
 * The team a call acts for: the named one (the commissioner may name any; a member only their
 * own), else the caller's own, else `fallback` (the commissioner nominating for whose turn it is).
 */
export async function actingTeamId(
  db: DbOrTrx,
  draftId: number,
  actor: AuctionActor,
  requested: number | undefined,
  fallback?: number | null,
  ownOnly = OWN_TEAM_ONLY,
): Promise<number> {
  const own = await ownTeamId(db, draftId, actor.email);
  if (requested !== undefined && requested !== own && !actor.isCommissioner) throw forbidden(ownOnly);
  const teamId = requested ?? own ?? (actor.isCommissioner ? fallback ?? undefined : undefined);
  if (teamId === undefined) throw actor.isCommissioner ? badRequest('Choose a team (fantasy_team_id)') : forbidden(NO_TEAM);
  return teamId;
}

/** The acting team as the bid rules see it (see actingTeamId), read without the whole snapshot. */
export async function actingTeam(db: DbOrTrx, draftId: number, actor: AuctionActor, requested: number | undefined, fallback?: number | null): Promise<BiddingField & { team: BiddingTeam }> {
  const teamId = await actingTeamId(db, draftId, actor, requested, fallback);
  const field = await loadBiddingField(db, draftId, [teamId]);
  const team = field.teams[0];
  if (!team) throw badRequest(TEAM_NOT_IN_DRAFT);
  return { ...field, team };
}

export function assertLive(draft: { auction_mode: string }): void {
  if (draft.auction_mode !== 'live') throw conflict(NOT_LIVE);
}
