/**
 * A team as the draft names it on every screen and in every refusal: its nickname when it has one,
 * else its name (spec 02, the board's column; docs/DECISIONS.md, "One name for a team in the draft").
 */
export const teamLabel = (team: { team_name: string; team_nickname?: string | null }) => team.team_nickname?.trim() || team.team_name;
