import type { Selectable } from 'kysely';
import { parseStoredRoster } from '#shared/draft/roster-rules.js';
import type { ApiLeague, ApiLeagueDraft, DraftStatus } from '#shared/league-types.js';
import type { DraftsTable } from '../db/core-tables.js';
import type { LeagueRow } from '../policies/league.js';

/** A league row with the per-user and aggregate columns of the list query. */
export interface LeagueListRow extends LeagueRow {
  commissioner_username: string;
  teams_joined: number | string | null;
  own_team_name: string | null;
  latest_draft_id: number | null;
  latest_draft_status: DraftStatus | null;
}

export function presentLeague(row: LeagueListRow, viewerId: number): ApiLeague {
  return {
    fantasy_league_id: row.id,
    league_name: row.league_name,
    season: row.season,
    num_teams: row.num_teams,
    auction_budget: row.auction_budget,
    commissioner_id: row.commissioner_id,
    commissioner_username: row.commissioner_username,
    league_code: row.league_code,
    is_keeper_league: row.is_keeper_league === 1,
    is_practice: row.is_practice === 1,
    max_keepers: row.max_keepers,
    keeper_penalty_type: row.keeper_penalty_type,
    keeper_penalty_amount: Number(row.keeper_penalty_amount),
    teams_joined: Number(row.teams_joined ?? 0),
    team_name: row.own_team_name,
    is_commissioner: row.commissioner_id === viewerId,
    draft_status: row.latest_draft_status,
    fantasy_draft_id: row.latest_draft_id,
    created_at: row.created_at,
    joining_open: row.joining_open === 1,
    join_qr_on_board: row.join_qr_on_board === 1,
  };
}

export function presentLeagueDraft(draft: Selectable<DraftsTable>): ApiLeagueDraft {
  return {
    fantasy_draft_id: draft.id,
    season: draft.season,
    num_teams: draft.num_teams,
    auction_budget: draft.auction_budget,
    draft_status: draft.draft_status,
    draft_date: draft.draft_date,
    created_at: draft.created_at,
    roster_positions: parseStoredRoster(draft.roster_positions),
  };
}
