import type { DraftTeam } from '#shared/draft/types.js';
import { teamLabel } from '#shared/draft/team-label.js';

export { teamLabel };

/** The label of the team with `id` among `teams` (its nickname, else its name), or undefined when none has it. */
export function teamLabelOf(teams: readonly Pick<DraftTeam, 'fantasy_team_id' | 'team_name' | 'team_nickname'>[] | undefined, id: number | null | undefined): string | undefined {
  const team = teams?.find((t) => t.fantasy_team_id === id);
  return team ? teamLabel(team) : undefined;
}
