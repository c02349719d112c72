import type { DraftTeam } from '#shared/draft/types.js';

/** Boards show a team's nickname when it has one, else its name (spec 02 §2). */
export const teamLabel = (team: Pick<DraftTeam, 'team_name' | 'team_nickname'>) => team.team_nickname?.trim() || team.team_name;
