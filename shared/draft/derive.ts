import { totalRosterSlots } from './roster-rules.js';
import { emptyPositionCounts, maxBid, remainingBudget } from './rules.js';
import type { DraftSnapshot, DraftTeam, PositionCounts } from './types.js';
import { marketOf } from '../values/inflation.js';

/**
 * Recompute every team's derived fields and pick_order from the picks. Both the server's
 * snapshot query and the reducer end with this, so the two cannot disagree.
 */
export function deriveTeams(snapshot: DraftSnapshot): void {
  const slots = totalRosterSlots(snapshot.draft.roster_positions);
  const byTeam = new Map<number, DraftTeam>(snapshot.teams.map((t) => [t.fantasy_team_id, t]));
  const spent = new Map<number, number>();
  const held = new Map<number, number>();
  // Counted aside and written only where they moved: under immer (the client's store) a team whose
  // fields all stay equal keeps its identity, so one pick re-renders one team's views, not all.
  const counts = new Map<number, PositionCounts>(snapshot.teams.map((t) => [t.fantasy_team_id, emptyPositionCounts()]));
  snapshot.picks.sort((a, b) => a.pick_number - b.pick_number);
  for (const pick of snapshot.picks) {
    const team = byTeam.get(pick.fantasy_team_id);
    if (!team) continue;
    const count = (held.get(team.fantasy_team_id) ?? 0) + 1;
    held.set(team.fantasy_team_id, count);
    pick.pick_order = count;
    pick.fantasy_team_name = team.team_name;
    pick.team_nickname = team.team_nickname;
    spent.set(team.fantasy_team_id, (spent.get(team.fantasy_team_id) ?? 0) + pick.acquisition_price);
    const teamCounts = counts.get(team.fantasy_team_id);
    if (teamCounts) teamCounts[pick.position_code] += 1;
  }
  for (const team of snapshot.teams) {
    const teamCounts = counts.get(team.fantasy_team_id);
    if (teamCounts && !sameCounts(team.position_counts, teamCounts)) team.position_counts = teamCounts;
    const count = held.get(team.fantasy_team_id) ?? 0;
    team.players_count = count;
    team.remaining_budget = remainingBudget(snapshot.draft.auction_budget, spent.get(team.fantasy_team_id) ?? 0, team.cash_adjustment);
    team.max_bid = maxBid(team.remaining_budget, slots, count);
  }
  snapshot.teams.sort((a, b) => a.draft_position - b.draft_position);
  deriveMarket(snapshot);
}

function sameCounts(a: PositionCounts | undefined, b: PositionCounts): boolean {
  return a !== undefined && (Object.keys(b) as (keyof PositionCounts)[]).every((p) => a[p] === b[p]);
}

/** Inflation after every change, from the snapshot alone (shared/values/inflation.ts). */
export function deriveMarket(snapshot: DraftSnapshot): void {
  if (!snapshot.values) return;
  const market = marketOf(snapshot);
  snapshot.inflation = market ? market.inflation : null;
  snapshot.market = market ? { dollars_left: market.dollars_left, value_left: market.value_left } : null;
}
