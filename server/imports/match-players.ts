import type { DraftTeam } from '#shared/draft/types.js';
import { normalizeName, normalizeTeam, type ImportRow } from '#shared/csv/results-import.js';
import type { DbOrTrx } from '../db/schema.js';
import type { MatchReport } from '#shared/csv/api.js';

/**
 * Match import rows to players by normalized name + position; among namesakes the NFL team
 * (current, 2025 or last played for) decides. Team defenses also match by their team code.
 * Fantasy teams match the draft's team names or nicknames, ignoring case.
 */
export async function matchRows(db: DbOrTrx, rows: readonly ImportRow[], teams: readonly DraftTeam[]): Promise<MatchReport> {
  const players = await db.selectFrom('players').select(['player_id', 'full_name', 'position', 'team', 'team_2025', 'last_stat_team']).execute();
  const byKey = new Map<string, typeof players>();
  for (const p of players) {
    const key = `${p.position}:${normalizeName(p.full_name)}`;
    byKey.set(key, [...(byKey.get(key) ?? []), p]);
  }
  const defenseIds = new Set(players.filter((p) => p.position === 'DEF').map((p) => p.player_id));
  const teamOf = (name: string) => {
    const wanted = name.trim().toLowerCase();
    return teams.find((t) => t.team_name.toLowerCase() === wanted || (t.team_nickname ?? '').toLowerCase() === wanted);
  };

  const report: MatchReport = { matched: [], unmatched: [] };
  const seen = new Set<string>();
  for (const row of rows) {
    const miss = (reason: string) => report.unmatched.push({ line: row.line, player: row.player, reason });
    if (row.player === '') { miss('No player name'); continue; }
    if (!row.position) { miss('Unknown position'); continue; }
    if (row.price === null) { miss('Price must be a whole number of dollars'); continue; }
    const team = teamOf(row.fantasy_team);
    if (!team) { miss(`No team named "${row.fantasy_team}" in this draft`); continue; }
    let candidates = byKey.get(`${row.position}:${normalizeName(row.player)}`) ?? [];
    if (candidates.length === 0 && row.position === 'DEF' && row.nfl_team && defenseIds.has(`DEF-${row.nfl_team}`)) {
      candidates = players.filter((p) => p.player_id === `DEF-${row.nfl_team}`);
    }
    if (candidates.length > 1 && row.nfl_team) {
      const code = row.nfl_team;
      candidates = candidates.filter((p) => [p.team, p.team_2025, p.last_stat_team].some((t) => t !== null && normalizeTeam(t) === code));
    }
    if (candidates.length === 0) { miss('No player with this name and position'); continue; }
    if (candidates.length > 1) { miss('Several players share this name and position; give the NFL team'); continue; }
    const playerId = (candidates[0] as (typeof players)[number]).player_id;
    if (seen.has(playerId)) { miss('Listed twice'); continue; }
    seen.add(playerId);
    report.matched.push({ line: row.line, nfl_player_id: playerId, fantasy_team_id: team.fantasy_team_id, price: row.price });
  }
  return report;
}
