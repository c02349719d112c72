import type { ApiTeam } from '#shared/league-types.js';

/** A team row joined with its owner's account (null columns when the owner has not registered). */
export interface TeamWithOwnerRow {
  id: number;
  team_name: string;
  owner_email: string | null;
  owner_id: number | null;
  owner_username: string | null;
  owner_display_name: string | null;
}

export function presentTeam(row: TeamWithOwnerRow): ApiTeam {
  return {
    fantasy_team_id: row.id,
    team_name: row.team_name,
    owner_email: row.owner_email,
    fantasy_user_id: row.owner_id,
    username: row.owner_username,
    display_name: row.owner_id === null ? null : row.owner_display_name || row.owner_username,
  };
}
