import type { TradeMove } from '#shared/draft/events.js';
import type { TradeStatus } from '#shared/draft/types.js';
import type { Trx } from '../db/schema.js';
import { loadSnapshot } from '../draft/snapshot.js';
import type { CheckedTrade } from './trade-rules.js';
import { presentTrade } from './trade-presenter.js';

/** Insert a trade and its items (players and cash of both sides); returns its id. */
export async function insertTrade(
  trx: Trx,
  draftId: number,
  trade: CheckedTrade,
  status: TradeStatus,
  proposedBy: number | null,
  now: string,
): Promise<number> {
  const last = await trx
    .selectFrom('trades')
    .select((eb) => eb.fn.max('trade_number').as('n'))
    .where('draft_id', '=', draftId)
    .executeTakeFirst();
  const inserted = await trx
    .insertInto('trades')
    .values({
      draft_id: draftId,
      trade_number: Number(last?.n ?? 0) + 1,
      trade_status: status,
      proposing_team_id: trade.from.team.teamId,
      receiving_team_id: trade.to.team.teamId,
      proposed_by: proposedBy,
      proposed_at: now,
      responded_at: null,
      executed_at: null,
      reversed_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const items = [trade.from, trade.to].flatMap((side) => [
    ...side.picks.map((pick) => ({
      trade_id: inserted.id,
      from_team_id: side.team.teamId,
      asset_type: 'nfl_player_id' as const,
      nfl_player_id: pick.nflPlayerId,
      amount: null,
      pick_id: null,
      previous_acquisition_type: null,
    })),
    ...(side.cash > 0
      ? [
          {
            trade_id: inserted.id,
            from_team_id: side.team.teamId,
            asset_type: 'remainingbudget' as const,
            nfl_player_id: null,
            amount: side.cash,
            pick_id: null,
            previous_acquisition_type: null,
          },
        ]
      : []),
  ]);
  await trx.insertInto('trade_items').values(items).execute();
  return inserted.id;
}

/**
 * Move the players to their new teams as 'trade' acquisitions and mark the trade ACCEPTED.
 * Each item remembers the pick it moved and its previous acquisition type, so a reversal can
 * restore both (the previous holder is the item's from_team_id).
 */
export async function executeMoves(trx: Trx, draftId: number, tradeId: number, trade: CheckedTrade, now: string): Promise<TradeMove> {
  const moves = [
    ...trade.from.picks.map((pick) => ({ pick, toTeamId: trade.to.team.teamId })),
    ...trade.to.picks.map((pick) => ({ pick, toTeamId: trade.from.team.teamId })),
  ];
  for (const { pick, toTeamId } of moves) {
    await trx
      .updateTable('draft_picks')
      .set({ team_id: toTeamId, acquisition_type: 'trade', updated_at: now })
      .where('id', '=', pick.pickId)
      .execute();
    await trx
      .updateTable('trade_items')
      .set({ pick_id: pick.pickId, previous_acquisition_type: pick.acquisitionType })
      .where('trade_id', '=', tradeId)
      .where('nfl_player_id', '=', pick.nflPlayerId)
      .execute();
  }
  await trx
    .updateTable('trades')
    .set((eb) => ({ trade_status: 'ACCEPTED', executed_at: now, responded_at: eb.fn.coalesce('responded_at', eb.val(now)) }))
    .where('id', '=', tradeId)
    .execute();
  return tradeMove(trx, draftId, tradeId, moves.map((m) => m.pick.pickId), [trade.from.team.teamId, trade.to.team.teamId]);
}

/**
 * The TradeMove payload as things are now inside the transaction: picks presented exactly as the
 * draft snapshot presents them, so folding the event gives what GET /drafts/:id answers.
 */
export async function tradeMove(trx: Trx, draftId: number, tradeId: number, pickIds: number[], teamIds: number[]): Promise<TradeMove> {
  const [summary, snapshot] = await Promise.all([presentTrade(trx, tradeId), loadSnapshot(trx, draftId)]);
  const moved = new Set(pickIds);
  return {
    trade: summary,
    picks: snapshot.picks.filter((p) => moved.has(p.fantasy_pick_id)),
    cash: snapshot.teams
      .filter((t) => teamIds.includes(t.fantasy_team_id))
      .map((t) => ({ fantasy_team_id: t.fantasy_team_id, cash_adjustment: t.cash_adjustment })),
  };
}
