import type { PlayerPosition, TradeItem, TradeSummary } from '#shared/draft/types.js';
import type { DbOrTrx } from '../db/schema.js';

/**
 * TradeSummary objects (spec 02 §3 Trade) for trade ids, in the order given. REST answers and
 * trade events carry this one shape.
 */
export async function presentTrades(db: DbOrTrx, tradeIds: number[]): Promise<TradeSummary[]> {
  if (tradeIds.length === 0) return [];
  const [trades, items] = await Promise.all([
    db
      .selectFrom('trades')
      .innerJoin('teams as pt', 'pt.id', 'trades.proposing_team_id')
      .innerJoin('teams as rt', 'rt.id', 'trades.receiving_team_id')
      .leftJoin('draft_participants as pp', (j) =>
        j.onRef('pp.draft_id', '=', 'trades.draft_id').onRef('pp.team_id', '=', 'trades.proposing_team_id'),
      )
      .leftJoin('draft_participants as rp', (j) =>
        j.onRef('rp.draft_id', '=', 'trades.draft_id').onRef('rp.team_id', '=', 'trades.receiving_team_id'),
      )
      .select([
        'trades.id',
        'trades.draft_id',
        'trades.trade_number',
        'trades.trade_status',
        'trades.proposed_at',
        'trades.responded_at',
        'trades.proposing_team_id',
        'trades.receiving_team_id',
        'pt.team_name as proposing_team_name',
        'rt.team_name as receiving_team_name',
        'pp.id as proposing_participant_id',
        'rp.id as receiving_participant_id',
        'pp.team_nickname as proposing_team_nickname',
        'rp.team_nickname as receiving_team_nickname',
      ])
      .where('trades.id', 'in', tradeIds)
      .execute(),
    db
      .selectFrom('trade_items')
      .innerJoin('trades', 'trades.id', 'trade_items.trade_id')
      .leftJoin('draft_participants as fp', (j) =>
        j.onRef('fp.draft_id', '=', 'trades.draft_id').onRef('fp.team_id', '=', 'trade_items.from_team_id'),
      )
      .leftJoin('players', 'players.player_id', 'trade_items.nfl_player_id')
      .select([
        'trade_items.id',
        'trade_items.trade_id',
        'trade_items.from_team_id',
        'trade_items.asset_type',
        'trade_items.nfl_player_id',
        'trade_items.amount',
        'fp.id as from_participant_id',
        'players.full_name',
        'players.position',
        'players.headshot_url',
      ])
      .where('trade_items.trade_id', 'in', tradeIds)
      .orderBy('trade_items.id')
      .execute(),
  ]);
  const itemsByTrade = new Map<number, TradeItem[]>();
  for (const item of items) {
    const list = itemsByTrade.get(item.trade_id) ?? [];
    const isPlayer = item.asset_type === 'nfl_player_id';
    list.push({
      from_participant_id: item.from_participant_id ?? 0,
      from_team_id: item.from_team_id,
      trade_asset_type: item.asset_type,
      trade_asset: isPlayer ? (item.nfl_player_id ?? '') : String(item.amount ?? 0),
      player:
        isPlayer && item.nfl_player_id !== null
          ? {
              nfl_player_id: item.nfl_player_id,
              full_name: item.full_name ?? item.nfl_player_id,
              position_code: (item.position ?? 'QB') as PlayerPosition,
              photo_url: item.headshot_url ?? null,
            }
          : null,
    });
    itemsByTrade.set(item.trade_id, list);
  }
  const byId = new Map(
    trades.map((t): [number, TradeSummary] => [
      t.id,
      {
        fantasy_trade_id: t.id,
        fantasy_draft_id: t.draft_id,
        trade_number: t.trade_number,
        trade_status: t.trade_status,
        proposed_at: t.proposed_at,
        responded_at: t.responded_at,
        proposing_team_id: t.proposing_team_id,
        receiving_team_id: t.receiving_team_id,
        proposing_participant_id: t.proposing_participant_id ?? 0,
        receiving_participant_id: t.receiving_participant_id ?? 0,
        proposing_team_name: t.proposing_team_name,
        proposing_team_nickname: t.proposing_team_nickname ?? null,
        receiving_team_name: t.receiving_team_name,
        receiving_team_nickname: t.receiving_team_nickname ?? null,
        trade_items: itemsByTrade.get(t.id) ?? [],
      },
    ]),
  );
  return tradeIds.flatMap((id) => {
    const trade = byId.get(id);
    return trade ? [trade] : [];
  });
}

export async function presentTrade(db: DbOrTrx, tradeId: number): Promise<TradeSummary> {
  const [trade] = await presentTrades(db, [tradeId]);
  if (!trade) throw new Error(`trade ${tradeId} vanished while presenting it`);
  return trade;
}
