import type { DraftInfo, DraftPick, DraftTeam, PlayerPosition } from '#shared/draft/types.js';
import { PLAYER_POSITIONS } from '#shared/draft/types.js';
import { parseStoredRoster, totalRosterSlots } from '#shared/draft/roster-rules.js';
import { emptyPositionCounts } from '#shared/draft/rules.js';
import type { DraftRow } from '../engine/write-path.js';

export interface DraftInfoRow extends DraftRow {
  league_name: string;
  commissioner_id: number;
}

export function presentDraftInfo(row: DraftInfoRow): DraftInfo {
  const roster = parseStoredRoster(row.roster_positions);
  return {
    fantasy_draft_id: row.id,
    fantasy_league_id: row.league_id,
    league_name: row.league_name,
    season: row.season,
    draft_status: row.draft_status,
    commissioner_id: row.commissioner_id,
    num_teams: row.num_teams,
    num_rounds: totalRosterSlots(roster),
    auction_budget: row.auction_budget,
    roster_positions: roster,
    draft_date: row.draft_date,
    created_at: row.created_at,
    seq: row.seq,
    public_enabled: row.public_token !== null,
    auction_mode: row.auction_mode,
    nomination_seconds: row.nomination_seconds,
    bid_seconds: row.bid_seconds,
    opening_seconds: row.opening_seconds,
    auction_started_at: row.auction_started_at,
    min_bid_increment: row.min_bid_increment,
    enforce_max_bid: row.enforce_max_bid !== 0,
  };
}

export interface TeamRow {
  participant_id: number;
  team_id: number;
  team_name: string;
  team_nickname: string | null;
  draft_position: number;
  /** 0/1 (migration 012). */
  autopilot: number;
}

/** Derived fields start empty; deriveTeams fills them from the picks. */
export function presentDraftTeam(row: TeamRow, cashAdjustment: number): DraftTeam {
  return {
    fantasy_team_id: row.team_id,
    fantasy_participant_id: row.participant_id,
    team_name: row.team_name,
    team_nickname: row.team_nickname,
    draft_position: row.draft_position,
    cash_adjustment: cashAdjustment,
    remaining_budget: 0,
    max_bid: 0,
    players_count: 0,
    position_counts: emptyPositionCounts(),
    autopilot: row.autopilot === 1,
    // Filled by the reads that know the rooms (server/realtime/presence.ts); commands do not.
    online: false,
  };
}

export interface PickRow {
  id: number;
  nfl_player_id: string;
  team_id: number;
  acquisition_price: number;
  acquisition_type: DraftPick['acquisition_type'];
  pick_number: number;
  created_at: string;
  full_name: string | null;
  first_name: string | null;
  last_name: string | null;
  headshot_url: string | null;
  position: string | null;
  nfl_team: string | null;
  drafter_username: string | null;
}

function asPosition(position: string | null): PlayerPosition {
  // Players are only drafted after their row was found, and the import never deletes players;
  // an unknown code would break the boards' colour and count maps, so it reads as a defense slot.
  return PLAYER_POSITIONS.includes(position as PlayerPosition) ? (position as PlayerPosition) : 'DEF';
}

/** Team names and pick_order are filled by deriveTeams, which every snapshot ends with. */
export function presentPick(row: PickRow): DraftPick {
  return {
    fantasy_pick_id: row.id,
    fantasy_roster_id: row.id,
    nfl_player_id: row.nfl_player_id,
    full_name: row.full_name ?? row.nfl_player_id,
    first_name: row.first_name,
    last_name: row.last_name,
    photo_url: row.headshot_url,
    position_code: asPosition(row.position),
    team_abbreviation: row.nfl_team,
    acquisition_price: Number(row.acquisition_price),
    acquisition_type: row.acquisition_type,
    fantasy_team_id: row.team_id,
    fantasy_team_name: '',
    team_nickname: null,
    pick_number: row.pick_number,
    pick_order: 0,
    drafter_username: row.drafter_username,
    created_at: row.created_at,
  };
}
