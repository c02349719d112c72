import { emptyPositionCounts, remainingBudget } from '../draft/rules.js';
import type { DraftPick, DraftSnapshot, DraftTeam } from '../draft/types.js';
import { marketOf } from '../values/inflation.js';
import { hasValues, tableValue } from '../values/sales.js';
import { gradeLineups } from './grades.js';
import { bestLineup } from './lineup-optimizer.js';
import type { DraftAnalytics, InflationPoint, PickAnalytics, ProjectedPoints, TeamAnalytics } from './types.js';

/** What the analytics read: the draft's settings, teams, picks and value table (a snapshot or the live store's). */
export type AnalyticsInput = Pick<DraftSnapshot, 'draft' | 'teams' | 'picks' | 'values'>;

/** How many steals and reaches the league lists. */
export const LISTED_SALES = 10;

/** Keepers are kept at their keeper cost, not bought at auction: they are neither sales, steals nor reaches. */
export const isSale = (pick: Pick<DraftPick, 'acquisition_type'>) => pick.acquisition_type !== 'keeper';

/**
 * Who won the auction and why (docs/DECISIONS.md, "Draft analytics"), from a snapshot alone: the
 * server's route and the live page run this same function on the same inputs.
 */
export function draftAnalytics(input: AnalyticsInput, projected: ProjectedPoints): DraftAnalytics {
  const { draft, teams, picks } = input;
  const table = hasValues(input.values) ? input.values : {};
  const valueOf = (id: string) => tableValue(table, id);
  const teamOf = new Map(teams.map((t) => [t.fantasy_team_id, t]));

  const judged: PickAnalytics[] = picks.filter(isSale).map((p) => {
    const value = valueOf(p.nfl_player_id);
    return {
      fantasy_pick_id: p.fantasy_pick_id,
      pick_number: p.pick_number,
      nfl_player_id: p.nfl_player_id,
      full_name: p.full_name,
      position_code: p.position_code,
      fantasy_team_id: p.fantasy_team_id,
      team_name: teamOf.get(p.fantasy_team_id)?.team_name ?? p.fantasy_team_name,
      team_nickname: teamOf.get(p.fantasy_team_id)?.team_nickname ?? p.team_nickname,
      price: p.acquisition_price,
      value,
      difference: p.acquisition_price - value,
    };
  });
  // Ties: the earlier pick first, so the lists do not move when a later sale matches them.
  const steals = judged.filter((p) => p.difference < 0).sort((a, b) => a.difference - b.difference || a.pick_number - b.pick_number);
  const reaches = judged.filter((p) => p.difference > 0).sort((a, b) => b.difference - a.difference || a.pick_number - b.pick_number);

  const lineups = teams.map((team) => {
    const held = picks.filter((p) => p.fantasy_team_id === team.fantasy_team_id);
    const players = held.map((p) => ({ pick: p, position: p.position_code, points: projected[p.nfl_player_id] ?? 0 }));
    return { team, held, lineup: bestLineup(players, draft.roster_positions) };
  });
  const grades = gradeLineups(lineups.map((l) => l.lineup.points));

  const teamRows: TeamAnalytics[] = lineups.map(({ team, held, lineup }, i) => {
    const spendByPosition = emptyPositionCounts();
    let spent = 0;
    let value = 0;
    for (const p of held) {
      spent += p.acquisition_price;
      spendByPosition[p.position_code] += p.acquisition_price;
      value += valueOf(p.nfl_player_id);
    }
    const own = (p: PickAnalytics) => p.fantasy_team_id === team.fantasy_team_id;
    return {
      fantasy_team_id: team.fantasy_team_id,
      team_name: team.team_name,
      team_nickname: team.team_nickname,
      spent,
      spend_by_position: spendByPosition,
      value,
      surplus: value - spent,
      starters_projected_points: lineup.points,
      grade: grades[i] ?? 'C',
      money_left: remainingBudget(draft.auction_budget, spent, team.cash_adjustment),
      open_slots: Math.max(0, draft.num_rounds - held.length),
      players_count: held.length,
      starters: lineup.starters.map(({ slot, player }) => ({
        slot,
        nfl_player_id: player.pick.nfl_player_id,
        full_name: player.pick.full_name,
        position_code: player.position,
        projected_points: player.points,
      })),
      best_buy: steals.find(own) ?? null,
      biggest_reach: reaches.find(own) ?? null,
    };
  });

  return {
    sales: judged.length,
    teams: teamRows,
    steals: steals.slice(0, LISTED_SALES),
    reaches: reaches.slice(0, LISTED_SALES),
    inflation_timeline: inflationTimeline(input),
  };
}

/**
 * Inflation after each pick, by the live inflation's own function (shared/values/inflation.ts) on
 * the draft as it stood: the picks up to that number, each with its current team. Trade cash is
 * left out: it moves dollars between teams and adds up to 0, so the league's dollars are the same.
 */
export function inflationTimeline(input: AnalyticsInput): InflationPoint[] {
  const { draft, picks } = input;
  if (!hasValues(input.values)) return picks.map((p) => ({ pick_number: p.pick_number, inflation: null }));
  const values = input.values;
  const place = new Map(input.teams.map((t, i) => [t.fantasy_team_id, i]));
  const spent = input.teams.map(() => 0);
  const held = input.teams.map(() => 0);
  const ordered = [...picks].sort((a, b) => a.pick_number - b.pick_number);
  return ordered.map((pick, n) => {
    const t = place.get(pick.fantasy_team_id);
    if (t !== undefined) {
      spent[t] = (spent[t] as number) + pick.acquisition_price;
      held[t] = (held[t] as number) + 1;
    }
    const teams = input.teams.map(
      (team, i): DraftTeam => ({ ...team, cash_adjustment: 0, remaining_budget: remainingBudget(draft.auction_budget, spent[i] as number, 0), players_count: held[i] as number }),
    );
    const market = marketOf({ draft, teams, picks: ordered.slice(0, n + 1), values });
    return { pick_number: pick.pick_number, inflation: market ? market.inflation : null };
  });
}
