/**
 * A player's profile. Opened from a draft, it carries the draft so the profile can show the
 * player's value for that draft's league settings and its current inflation (docs/DECISIONS.md).
 */
export const DRAFT_CONTEXT_PARAM = 'draft';

export function playerProfilePath(leagueId: number, playerId: string, draftId?: number | null): string {
  const path = `/leagues/${leagueId}/players/${encodeURIComponent(playerId)}`;
  return draftId ? `${path}?${DRAFT_CONTEXT_PARAM}=${draftId}` : path;
}
