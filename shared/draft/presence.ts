import type { DraftSnapshot } from './types.js';

/**
 * Who is in the room, onto a snapshot: each team's `online` from the set a 'draft:presence'
 * message carries (docs/DECISIONS.md, "Presence is not logged"). Teams whose flag does not change
 * keep their identity, so the screens that show them do not render again.
 */
export function applyPresence(snapshot: DraftSnapshot, online: readonly number[]): DraftSnapshot {
  const here = new Set(online);
  if (snapshot.teams.every((t) => t.online === here.has(t.fantasy_team_id))) return snapshot;
  return { ...snapshot, teams: snapshot.teams.map((t) => (t.online === here.has(t.fantasy_team_id) ? t : { ...t, online: here.has(t.fantasy_team_id) })) };
}
