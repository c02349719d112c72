import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { fetchLeague, leagueKeys } from '../api/leagues.js';
import { useCurrentUser } from '../stores/use-current-user.js';

const NO_TEAMS: readonly number[] = [];

/**
 * Every team of this league the signed-in user owns (owner email match, as the server's trade
 * rights read it: server/policies/trade.ts), in league order; usually one, none for a
 * commissioner without a team.
 */
export function useMyTeamIds(leagueId: number): readonly number[] {
  const user = useCurrentUser();
  const league = useQuery({ queryKey: leagueKeys.detail(leagueId), queryFn: ({ signal }) => fetchLeague(leagueId, signal) });
  const email = user?.email.toLowerCase();
  const teams = league.data?.teams;
  return useMemo(() => {
    if (email === undefined || !teams) return NO_TEAMS;
    return teams.filter((t) => t.owner_email === email).map((t) => t.fantasy_team_id);
  }, [email, teams]);
}

/** The signed-in user's team in this league (owner email match), or null for the commissioner without a team. */
export function useMyTeamId(leagueId: number): number | null {
  return useMyTeamIds(leagueId)[0] ?? null;
}
