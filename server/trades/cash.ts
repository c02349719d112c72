import type { DbOrTrx } from '../db/schema.js';

/**
 * Net FAAB dollars each team of a draft has received (+) or given (−) in executed trades.
 * Cash is not stored per team: it is the sum over ACCEPTED trades' budget items, so a reversed
 * (REVERSED) trade drops out by itself. Teams without any cash movement are absent (read as 0).
 */
export async function cashAdjustments(db: DbOrTrx, draftId: number): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('trade_items')
    .innerJoin('trades', 'trades.id', 'trade_items.trade_id')
    .select(['trade_items.from_team_id', 'trade_items.amount', 'trades.proposing_team_id', 'trades.receiving_team_id'])
    .where('trades.draft_id', '=', draftId)
    .where('trades.trade_status', '=', 'ACCEPTED')
    .where('trade_items.asset_type', '=', 'remainingbudget')
    .execute();
  const cash = new Map<number, number>();
  const add = (teamId: number, amount: number) => cash.set(teamId, (cash.get(teamId) ?? 0) + amount);
  for (const row of rows) {
    const amount = Number(row.amount ?? 0);
    const receiver = row.from_team_id === row.proposing_team_id ? row.receiving_team_id : row.proposing_team_id;
    add(row.from_team_id, -amount);
    add(receiver, amount);
  }
  return cash;
}
