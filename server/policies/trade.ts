import type { DbOrTrx } from '../db/schema.js';
import { AppError, forbidden, notFound } from '../errors.js';
import { loadDraft } from './draft.js';
import type { AccessUser } from './league.js';
import { allow, authorize } from './policy.js';

export const TRADE_NOT_FOUND = 'Trade not found';
export const ONLY_COMMISSIONERS_DELETE = 'Only commissioners can delete trades';

/** A league member's standing in a draft's trades. */
export interface TradeRights {
  draftId: number;
  leagueId: number;
  isCommissioner: boolean;
  /** Teams of the league the user owns (by owner email): the sides they may act for. */
  ownedTeamIds: Set<number>;
}

/** The sides of a trade as stored (or, for a proposal, as offered). */
export interface TradeParties {
  proposing_team_id: number | null;
  receiving_team_id: number | null;
  proposed_by: number | null;
}

export interface TradeSubject {
  kind: 'trade';
  rights: TradeRights;
  /** None when the action does not depend on the sides (delete). */
  trade?: TradeParties;
}

/** The command's actor (CommandScope.actorId). */
export interface TradeActor {
  id: number | null;
}

export type TradeAction = 'propose' | 'accept' | 'reject' | 'cancel' | 'delete';

const owns = (rights: TradeRights, teamId: number | null | undefined) => teamId != null && rights.ownedTeamIds.has(teamId);
const receives = (_actor: TradeActor, { rights, trade }: TradeSubject) => rights.isCommissioner || owns(rights, trade?.receiving_team_id);

allow('trade', 'propose', (_actor, { rights, trade }) => rights.isCommissioner || trade?.proposing_team_id == null || owns(rights, trade.proposing_team_id), () => forbidden('You can only propose trades from your own team'));
allow('trade', 'accept', receives, () => forbidden("Only the receiving team's owner or the commissioner can accept this trade"));
allow('trade', 'reject', receives, () => forbidden("Only the receiving team's owner or the commissioner can reject this trade"));
allow('trade', 'cancel', (actor, { rights, trade }) => rights.isCommissioner || trade?.proposed_by === actor.id || owns(rights, trade?.proposing_team_id), () => forbidden('Only the proposer or the commissioner can cancel this trade'));
allow('trade', 'delete', (_actor, { rights }) => rights.isCommissioner, () => forbidden(ONLY_COMMISSIONERS_DELETE));

/** A league member's rights in a draft's trades; 404 'Draft not found' for non-members (the draft policy). */
export async function loadTradeRights(db: DbOrTrx, draftId: number, user: AccessUser): Promise<TradeRights> {
  const draft = authorize(user, 'read', await loadDraft(db, draftId, user));
  const owned = await db
    .selectFrom('teams')
    .select('id')
    .where('league_id', '=', draft.leagueId)
    .where('owner_email', '=', user.email.toLowerCase())
    .execute();
  return { draftId, leagueId: draft.leagueId, isCommissioner: draft.isCommissioner, ownedTeamIds: new Set(owned.map((t) => t.id)) };
}

/** The trade's draft and the user's rights in it; 404 'Trade not found' also for non-members. */
export async function loadRightsOfTrade(db: DbOrTrx, tradeId: number, user: AccessUser): Promise<TradeRights> {
  const trade = await db.selectFrom('trades').select('draft_id').where('id', '=', tradeId).executeTakeFirst();
  if (!trade) throw notFound(TRADE_NOT_FOUND);
  try {
    return await loadTradeRights(db, trade.draft_id, user);
  } catch (err) {
    // Same answer as a missing trade: trade ids reveal nothing about other leagues.
    if (err instanceof AppError && err.status === 404) throw notFound(TRADE_NOT_FOUND);
    throw err;
  }
}
