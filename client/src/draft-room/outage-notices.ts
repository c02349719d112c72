import type { DraftEvent } from '#shared/draft/events.js';
import type { DraftTeam } from '#shared/draft/types.js';
import { teamLabelOf } from '../draft-data/team-label.js';

const SERVER_WAS_DOWN = 'The draft server was down.';

/**
 * What the room hears when a clock's time is given back because it ran out while no server ran it
 * (docs/DECISIONS.md, "Time back after an outage"). Without it the clock only jumped up, as for the
 * commissioner's Add 10 s, and nobody knew why the lot had not sold. Null for any other event,
 * the commissioner's added time included.
 */
export function outageNotice(event: DraftEvent, teams: readonly Pick<DraftTeam, 'fantasy_team_id' | 'team_name' | 'team_nickname'>[]): string | null {
  if (event.type === 'lot.extended' && event.payload.after_outage) {
    return `${SERVER_WAS_DOWN} Bidding on ${event.payload.lot.player.full_name} starts again.`;
  }
  if (event.type === 'nomination.turn' && event.payload.after_outage && event.payload.nomination) {
    const team = teamLabelOf(teams, event.payload.nomination.team_id);
    return `${SERVER_WAS_DOWN} ${team ? `${team}'s` : 'The'} nomination clock starts again.`;
  }
  return null;
}
