import type { DraftSnapshot } from '../draft/types.js';
import { fillStarters } from './lineup.js';

/**
 * Each team's projected points from its roster so far: the best lineup its players make in the
 * draft's starting slots (bench players do not score). A player outside the value table (beyond
 * the draftable pool) counts 0.
 */
export function teamProjectedPoints(snapshot: Pick<DraftSnapshot, 'draft' | 'teams' | 'picks' | 'values'>): Map<number, number> {
  const out = new Map<number, number>();
  const values = snapshot.values ?? {};
  for (const team of snapshot.teams) {
    const players = snapshot.picks
      .filter((p) => p.fantasy_team_id === team.fantasy_team_id)
      .map((p) => ({ position: p.position_code, points: values[p.nfl_player_id]?.[1] ?? 0 }));
    const lineup = fillStarters(players, snapshot.draft.roster_positions, 1);
    out.set(team.fantasy_team_id, Math.round(lineup.reduce((s, p) => s + p.points, 0) * 10) / 10);
  }
  return out;
}
