/** A row of an import file matched to a player and a team of the draft. */
export interface MatchedRow {
  line: number;
  nfl_player_id: string;
  fantasy_team_id: number;
  price: number;
}

/** A row that was not imported, with the reason the preview shows. */
export interface UnmatchedRow {
  line: number;
  player: string;
  reason: string;
}

export interface MatchReport {
  matched: MatchedRow[];
  unmatched: UnmatchedRow[];
}

/** POST /api/drafts/:id/import-results with dry_run: true */
export interface ImportPreviewResponse extends MatchReport {
  dry_run: true;
}

/** POST /api/drafts/:id/import-results */
export interface ImportResultsResponse extends MatchReport {
  imported: number;
  /** The season the draft is now filed under: the one the results were played in. */
  season: number;
  seq: number;
}
