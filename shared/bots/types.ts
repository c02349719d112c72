/** Answer of POST /practice: the new practice league, its live draft and the caller's team. */
export interface PracticeResponse {
  fantasy_league_id: number;
  fantasy_draft_id: number;
  fantasy_team_id: number;
}

/** Answer of PUT autopilot. */
export interface AutopilotResponse {
  fantasy_team_id: number;
  autopilot: boolean;
  seq: number;
}
