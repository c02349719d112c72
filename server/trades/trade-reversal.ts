import type { TradeMove } from '#shared/draft/events.js';
import type { AcquisitionType } from '#shared/draft/types.js';
import type { Selectable } from 'kysely';
import type { TradesTable } from '../db/draft-engine-tables.js';
import type { Trx } from '../db/schema.js';
import { conflict } from '../errors.js';
import { loadLedger } from './trade-ledger.js';
import { checkBalancesAfter, type CashMove, type PickMove } from './trade-rules.js';
import { tradeMove } from './trade-moves.js';

type TradeRow = Selectable<TradesTable>;

/**
 * Undo an executed trade: every player back to the team that gave it (with its previous
 * acquisition type) and the cash back. Refused (409, naming the player or the budget) when
 * something since depends on it: a moved player was undone, deleted, re-assigned or traded
 * again, or a side can no longer afford to return the cash or take its players back.
 */
export async function reverseTrade(trx: Trx, draftId: number, trade: TradeRow, now: string): Promise<TradeMove> {
  const [ledger, items] = await Promise.all([
    loadLedger(trx, draftId),
    trx
      .selectFrom('trade_items')
      .leftJoin('players', 'players.player_id', 'trade_items.nfl_player_id')
      .select([
        'trade_items.from_team_id',
        'trade_items.asset_type',
        'trade_items.nfl_player_id',
        'trade_items.amount',
        'trade_items.pick_id',
        'trade_items.previous_acquisition_type',
        'players.full_name',
      ])
      .where('trade_items.trade_id', '=', trade.id)
      .execute(),
  ]);
  const otherSide = (teamId: number) => (teamId === trade.proposing_team_id ? trade.receiving_team_id : trade.proposing_team_id);
  const label = (teamId: number) => ledger.teams.get(teamId)?.label ?? 'the other team';

  const pickMoves: PickMove[] = [];
  const cashMoves: CashMove[] = [];
  const restoreTypes = new Map<number, AcquisitionType>();
  for (const item of items) {
    const receiver = otherSide(item.from_team_id);
    if (item.asset_type === 'remainingbudget') {
      cashMoves.push({ fromTeamId: receiver, toTeamId: item.from_team_id, amount: Number(item.amount ?? 0) });
      continue;
    }
    const name = item.full_name ?? item.nfl_player_id ?? 'A traded player';
    const pick = item.nfl_player_id === null ? undefined : ledger.picks.get(item.nfl_player_id);
    if (item.pick_id === null || !pick || pick.pickId !== item.pick_id) {
      throw conflict(`Cannot reverse this trade: ${name} was removed from the draft since`);
    }
    if (pick.teamId !== receiver) {
      throw conflict(`Cannot reverse this trade: ${name} is no longer on ${label(receiver)}`);
    }
    pickMoves.push({ pick, toTeamId: item.from_team_id });
    restoreTypes.set(pick.pickId, item.previous_acquisition_type ?? 'draft_pick');
  }
  await refuseIfTradedAgain(trx, trade, pickMoves);
  checkBalancesAfter(ledger, pickMoves, cashMoves, 'Reversing this trade');

  for (const { pick, toTeamId } of pickMoves) {
    await trx
      .updateTable('draft_picks')
      .set({ team_id: toTeamId, acquisition_type: restoreTypes.get(pick.pickId) ?? 'draft_pick', updated_at: now })
      .where('id', '=', pick.pickId)
      .execute();
  }
  await trx.updateTable('trades').set({ trade_status: 'REVERSED', reversed_at: now }).where('id', '=', trade.id).execute();
  return tradeMove(
    trx,
    draftId,
    trade.id,
    pickMoves.map((m) => m.pick.pickId),
    [trade.proposing_team_id, trade.receiving_team_id],
  );
}

/** A later executed trade moving one of these players depends on this one. */
async function refuseIfTradedAgain(trx: Trx, trade: TradeRow, moves: PickMove[]): Promise<void> {
  if (moves.length === 0) return;
  const later = await trx
    .selectFrom('trade_items')
    .innerJoin('trades', 'trades.id', 'trade_items.trade_id')
    .select(['trades.trade_number', 'trade_items.pick_id', 'trades.executed_at', 'trades.id'])
    .where('trades.draft_id', '=', trade.draft_id)
    .where('trades.trade_status', '=', 'ACCEPTED')
    .where('trades.id', '!=', trade.id)
    .where('trade_items.pick_id', 'in', moves.map((m) => m.pick.pickId))
    .execute();
  const ours = trade.executed_at ?? '';
  const dependent = later.find((t) => (t.executed_at ?? '') > ours || ((t.executed_at ?? '') === ours && t.id > trade.id));
  if (!dependent) return;
  const name = moves.find((m) => m.pick.pickId === dependent.pick_id)?.pick.fullName ?? 'A traded player';
  throw conflict(`Cannot reverse this trade: ${name} was traded again in trade #${dependent.trade_number}`);
}
