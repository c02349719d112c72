import type { TradeAsset } from '#shared/draft/trade-api.js';
import type { TradeSummary } from '#shared/draft/types.js';
import type { DbOrTrx } from '../db/schema.js';
import { loadSnapshot } from '../draft/snapshot.js';
import { presentTrades } from './trade-presenter.js';

/**
 * Every trade of the league's drafts, newest first. Reversed trades are left out: the
 * commissioner deleted them (their rows stay for the audit trail and the event log).
 */
export async function tradesOfLeague(db: DbOrTrx, leagueId: number): Promise<TradeSummary[]> {
  const rows = await db
    .selectFrom('trades')
    .innerJoin('drafts', 'drafts.id', 'trades.draft_id')
    .select('trades.id')
    .where('drafts.league_id', '=', leagueId)
    .where('trades.trade_status', '!=', 'REVERSED')
    .orderBy('trades.proposed_at', 'desc')
    .orderBy('trades.id', 'desc')
    .execute();
  return presentTrades(db, rows.map((r) => r.id));
}

/** Executed trades of a draft that moved the player (Trade History modal), newest first. */
export async function tradesOfPlayer(db: DbOrTrx, draftId: number, nflPlayerId: string): Promise<TradeSummary[]> {
  const rows = await db
    .selectFrom('trades')
    .select('trades.id')
    .where('trades.draft_id', '=', draftId)
    .where('trades.trade_status', '=', 'ACCEPTED')
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('trade_items')
          .select('trade_items.id')
          .whereRef('trade_items.trade_id', '=', 'trades.id')
          .where('trade_items.nfl_player_id', '=', nflPlayerId),
      ),
    )
    .orderBy('trades.executed_at', 'desc')
    .orderBy('trades.id', 'desc')
    .execute();
  return presentTrades(db, rows.map((r) => r.id));
}

/** Spec 02 §3 "Trade asset": each team's players held, then its available budget; teams in draft order. */
export async function tradeAssets(db: DbOrTrx, draftId: number): Promise<TradeAsset[]> {
  const snapshot = await loadSnapshot(db, draftId);
  return snapshot.teams.flatMap((team): TradeAsset[] => {
    const base = {
      fantasy_team_id: team.fantasy_team_id,
      fantasy_participant_id: team.fantasy_participant_id,
      team_name: team.team_name,
      team_nickname: team.team_nickname,
    };
    const players = snapshot.picks
      .filter((p) => p.fantasy_team_id === team.fantasy_team_id)
      .map(
        (p): TradeAsset => ({
          ...base,
          asset_type: 'nfl_player_id',
          asset: p.nfl_player_id,
          player_data: {
            full_name: p.full_name,
            position_code: p.position_code,
            photo_url: p.photo_url,
            team_abbreviation: p.team_abbreviation,
            acquisition_price: p.acquisition_price,
            acquisition_type: p.acquisition_type,
          },
        }),
      );
    return [...players, { ...base, asset_type: 'remainingbudget', asset: Math.max(0, team.remaining_budget), player_data: null }];
  });
}
