import type { DraftTeam } from '#shared/draft/types.js';

type NamedTeam = Pick<DraftTeam, 'team_name' | 'team_nickname'>;

/**
 * A team as the draft names it on every screen: its nickname when it has one, else its name (spec 02
 * §2, the board's column; docs/DECISIONS.md, "One name for a team in the draft").
 */
export const teamLabel = (team: NamedTeam) => team.team_nickname?.trim() || team.team_name;

/** The label of the team with `id` among `teams`, or undefined when none has it. */
export function teamLabelOf(teams: readonly (NamedTeam & Pick<DraftTeam, 'fantasy_team_id'>)[] | undefined, id: number | null | undefined): string | undefined {
  const team = teams?.find((t) => t.fantasy_team_id === id);
  return team ? teamLabel(team) : undefined;
}
