import { useQuery } from '@tanstack/react-query';
import { fetchLeague, leagueKeys } from '../api/leagues.js';
import { useCurrentUser } from '../lib/use-current-user.js';

/** The signed-in user's team in this league (owner email match), or null for the commissioner without a team. */
export function useMyTeamId(leagueId: number): number | null {
  const user = useCurrentUser();
  const league = useQuery({ queryKey: leagueKeys.detail(leagueId), queryFn: ({ signal }) => fetchLeague(leagueId, signal) });
  const email = user?.email.toLowerCase();
  return league.data?.teams.find((t) => email !== undefined && t.owner_email === email)?.fantasy_team_id ?? null;
}
