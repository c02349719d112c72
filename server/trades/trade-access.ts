import type { DbOrTrx } from '../db/schema.js';
import { requireDraftMember as requireDraftReader } from '../draft/draft-access.js';
import { AppError, notFound } from '../errors.js';
import type { AccessUser } from '../leagues/league-access.js';

export const TRADE_NOT_FOUND = 'Trade not found';
export const ONLY_COMMISSIONERS_DELETE = 'Only commissioners can delete trades';

export interface TradeRights {
  draftId: number;
  leagueId: number;
  isCommissioner: boolean;
  /** Teams of the league the user owns (by owner email): the sides they may act for. */
  ownedTeamIds: Set<number>;
}

/** A league member's rights in a draft; 404 'Draft not found' for non-members (draft-access). */
export async function requireDraftMember(db: DbOrTrx, draftId: number, user: AccessUser): Promise<TradeRights> {
  const access = await requireDraftReader(db, draftId, user);
  const owned = await db
    .selectFrom('teams')
    .select('id')
    .where('league_id', '=', access.leagueId)
    .where('owner_email', '=', user.email.toLowerCase())
    .execute();
  return { ...access, ownedTeamIds: new Set(owned.map((t) => t.id)) };
}

/** The trade's draft and the user's rights in it; 404 'Trade not found' also for non-members. */
export async function requireTradeMember(db: DbOrTrx, tradeId: number, user: AccessUser): Promise<TradeRights> {
  const trade = await db.selectFrom('trades').select('draft_id').where('id', '=', tradeId).executeTakeFirst();
  if (!trade) throw notFound(TRADE_NOT_FOUND);
  try {
    return await requireDraftMember(db, trade.draft_id, user);
  } catch (err) {
    // Same answer as a missing trade: trade ids reveal nothing about other leagues.
    if (err instanceof AppError && err.status === 404) throw notFound(TRADE_NOT_FOUND);
    throw err;
  }
}
