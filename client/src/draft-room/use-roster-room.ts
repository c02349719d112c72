import { useMemo } from 'react';
import { canAddToRoster } from '#shared/draft/roster-assignment.js';
import type { PlayerPosition, RosterPositions } from '#shared/draft/types.js';
import { teamLabel } from '../draft-data/team-label.js';
import { useDraftSelector, useTeam, useTeamPicks } from '../draft-data/hooks.js';

const NO_TEAM = -1;
const EMPTY: RosterPositions = {};

/**
 * Why the team could not take a player of `position` (the server's own 409 text, from the one
 * roster rule in shared/draft/roster-assignment.ts), or null when it can or nothing is chosen yet:
 * Submit Pick and the bid controls say it before sending.
 */
export function useRosterRefusal(teamId: number | null, position: PlayerPosition | null | undefined): string | null {
  const team = useTeam(teamId ?? NO_TEAM);
  const picks = useTeamPicks(teamId ?? NO_TEAM);
  const rosterText = useDraftSelector((s) => JSON.stringify(s.snapshot?.draft.roster_positions ?? EMPTY));
  const name = team ? teamLabel(team) : null;
  return useMemo(() => {
    if (name === null || !position) return null;
    const checked = canAddToRoster(JSON.parse(rosterText) as RosterPositions, picks, position, name);
    return checked.ok ? null : checked.error;
  }, [name, picks, position, rosterText]);
}
