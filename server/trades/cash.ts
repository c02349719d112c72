import { preparedQuery } from '../db/prepared.js';
import type { DbOrTrx } from '../db/schema.js';

/** Budget items of a draft's executed trades (read on every pick: prepared once). */
const cashItems = preparedQuery((db, draftId: number) =>
  db
    .selectFrom('trade_items')
    .innerJoin('trades', 'trades.id', 'trade_items.trade_id')
    .select(['trade_items.from_team_id', 'trade_items.amount', 'trades.proposing_team_id', 'trades.receiving_team_id'])
    .where('trades.draft_id', '=', draftId)
    .where('trades.trade_status', '=', 'ACCEPTED')
    .where('trade_items.asset_type', '=', 'remainingbudget'),
);

/**
 * Net FAAB dollars each team of a draft has received (+) or given (−) in executed trades.
 * Cash is not stored per team: it is the sum over ACCEPTED trades' budget items, so a reversed
 * (REVERSED) trade drops out by itself. Teams without any cash movement are absent (read as 0).
 */
export async function cashAdjustments(db: DbOrTrx, draftId: number): Promise<Map<number, number>> {
  const rows = await cashItems(db, draftId);
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

/** One team's net cash from trades (see cashAdjustments). */
export async function cashAdjustmentOf(db: DbOrTrx, draftId: number, teamId: number): Promise<number> {
  return (await cashAdjustments(db, draftId)).get(teamId) ?? 0;
}
