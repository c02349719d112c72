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
 * Submit Pick, Edit Pick and the bid controls say it before sending.
 */
export function useRosterRefusal(teamId: number | null, position: PlayerPosition | null | undefined): string | null {
  const refusalOf = useRosterRefusalOf(teamId);
  return position ? refusalOf(position) : null;
}

/**
 * Why the team could not take a player of each position (null where it can), worked out once per
 * position for as long as the team's roster stands: the nomination lists mark the players the
 * nominating team has no slot for, and say why instead of sending.
 */
export function useRosterRefusalOf(teamId: number | null): (position: string) => string | null {
  const team = useTeam(teamId ?? NO_TEAM);
  const picks = useTeamPicks(teamId ?? NO_TEAM);
  const rosterText = useDraftSelector((s) => JSON.stringify(s.snapshot?.draft.roster_positions ?? EMPTY));
  const name = team ? teamLabel(team) : null;
  return useMemo(() => {
    const roster = JSON.parse(rosterText) as RosterPositions;
    const answers = new Map<string, string | null>();
    return (position) => {
      if (name === null) return null;
      let answer = answers.get(position);
      if (answer === undefined) {
        const checked = canAddToRoster(roster, picks, position as PlayerPosition, name);
        answer = checked.ok ? null : checked.error;
        answers.set(position, answer);
      }
      return answer;
    };
  }, [name, picks, rosterText]);
}
