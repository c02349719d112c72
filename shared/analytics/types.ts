import type { PlayerPosition } from '../draft/types.js';
import type { Grade } from './grades.js';
import type { StarterSlot } from './lineup-optimizer.js';

/** Shapes of GET /api/drafts/:id/analytics (docs/API.md), computed by shared/analytics/draft-analytics.ts. */

/** Projected PPR points of the draft season's players, by nfl_player_id. */
export type ProjectedPoints = Record<string, number>;

export type PositionDollars = Record<PlayerPosition, number>;

/** A sale measured against the player's auction value. */
export interface PickAnalytics {
  fantasy_pick_id: number;
  pick_number: number;
  nfl_player_id: string;
  full_name: string;
  position_code: PlayerPosition;
  /** The team holding the player now. */
  fantasy_team_id: number;
  team_name: string;
  /** Screens name the team by it when it has one (shared/draft/team-label.ts). */
  team_nickname: string | null;
  price: number;
  value: number;
  /** price − value: below 0 a steal, above 0 a reach. */
  difference: number;
}

export interface StarterAnalytics {
  slot: StarterSlot;
  nfl_player_id: string;
  full_name: string;
  position_code: PlayerPosition;
  projected_points: number;
}

export interface TeamAnalytics {
  fantasy_team_id: number;
  team_name: string;
  team_nickname: string | null;
  /** Prices of the players the team holds now (traded players count for their current team). */
  spent: number;
  /** Adds up to `spent`. */
  spend_by_position: PositionDollars;
  /** Auction values (docs/VALUES.md) of the players it holds. */
  value: number;
  /** value − spent. */
  surplus: number;
  /** Best legal starting lineup's projected PPR points (bench excluded). */
  starters_projected_points: number;
  grade: Grade;
  /** Remaining budget, trade cash included. */
  money_left: number;
  /** Roster slots still empty. */
  open_slots: number;
  players_count: number;
  starters: StarterAnalytics[];
  /** The team's sale furthest under value, if any went under. */
  best_buy: PickAnalytics | null;
  /** The team's sale furthest over value, if any went over. */
  biggest_reach: PickAnalytics | null;
}

export interface InflationPoint {
  pick_number: number;
  /** Inflation after this pick (0.12 = +12 %); null when no value was left or the draft has no values. */
  inflation: number | null;
}

export interface DraftAnalytics {
  /** Sold players (keepers are not sales). */
  sales: number;
  /** In draft order (draft_position). */
  teams: TeamAnalytics[];
  /** Sales furthest under value, best first. */
  steals: PickAnalytics[];
  /** Sales furthest over value, worst first. */
  reaches: PickAnalytics[];
  /** One point per pick, in pick order. */
  inflation_timeline: InflationPoint[];
}

/** The route's answer: the analytics, the seq they are of, and the points they used (the client recomputes live with them). */
export interface DraftAnalyticsResponse extends DraftAnalytics {
  fantasy_draft_id: number;
  seq: number;
  projected_points: ProjectedPoints;
}
