import type { DraftPick } from '#shared/draft/types.js';

import { teamLabel } from '#shared/draft/team-label.js';

// The server names teams too (refusals), so the rule lives in shared/.
export { teamLabel };

/** The holder of a pick as the boards name it. */
export const pickOwnerLabel = (pick: Pick<DraftPick, 'fantasy_team_name' | 'team_nickname'>) => teamLabel({ team_name: pick.fantasy_team_name, team_nickname: pick.team_nickname });

/** Spec 02 §2: 'FA' when a player has no NFL team. */
export const nflTeam = (abbreviation: string | null | undefined) => abbreviation?.trim() || 'FA';

export const isTraded = (pick: Pick<DraftPick, 'acquisition_type'>) => pick.acquisition_type === 'trade';

/** Kept from last season; a keeper traded later shows as traded. */
export const isKeeper = (pick: Pick<DraftPick, 'acquisition_type'>) => pick.acquisition_type === 'keeper';

/** DST and DEF are one colour; anything unknown gets the neutral one. */
export function positionKey(position: string | null | undefined): string {
  const upper = (position ?? '').toUpperCase();
  if (upper === 'DST' || upper === 'D/ST') return 'DEF';
  return ['QB', 'RB', 'WR', 'TE', 'K', 'DEF'].includes(upper) ? upper : 'OTHER';
}

/** The data names a defense 'Seattle Seahawks D/ST' (server/nfl-data); the boards print its team, never 'S. Seahawks'. */
const DEFENSE_SUFFIX = ' D/ST';

/** 'J. Gibbs': the TV prints the last name large with the first initial; 'Seahawks D/ST' for a defense; the full name is its title. */
export function boardPlayerName(pick: { full_name: string; first_name: string | null; last_name: string | null }): string {
  const first = pick.first_name?.trim();
  const last = pick.last_name?.trim();
  if (pick.full_name.endsWith(DEFENSE_SUFFIX)) return last ? `${last}${DEFENSE_SUFFIX}` : pick.full_name;
  if (!first || !last || !pick.full_name.startsWith(first)) return pick.full_name;
  return `${first.charAt(0)}. ${last}`;
}
