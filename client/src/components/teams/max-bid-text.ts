import type { DraftTeam } from '#shared/draft/types.js';
import { formatDollars } from '../../format/format.js';

/** Said where a full roster's max bid was. */
export const ROSTER_FULL_TEXT = 'Full';

/**
 * A team's max bid as the room's strips and panels say it: "Full" once its roster holds as many
 * players as the draft has roster spots (it bids no more), as the board's columns do
 * (TeamMoney.tsx, docs/DECISIONS.md "Calm money"); otherwise the dollars.
 */
export function maxBidText(team: Pick<DraftTeam, 'max_bid' | 'players_count'>, rosterSize: number): string {
  return rosterFull(team, rosterSize) ? ROSTER_FULL_TEXT : formatDollars(team.max_bid);
}

/** Whether the team holds as many players as the draft has roster spots (0: the size is not known yet). */
export function rosterFull(team: Pick<DraftTeam, 'players_count'>, rosterSize: number): boolean {
  return rosterSize > 0 && team.players_count >= rosterSize;
}
