import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { LeagueDetailResponse } from '#shared/league-types.js';
import { fetchLeague, leagueKeys } from '../../api/leagues.js';
import { ApiError, failureMessage } from '../../api/transport.js';
import { Spinner } from '../../components/Spinner.js';
import { LeagueNotFound } from './LeagueNotFound.js';

/**
 * Loads GET /leagues/:id for a league page and renders `children` only once the detail is in.
 * A bad id and a 404 look the same to the user (the league is gone or not theirs), so both show
 * LeagueNotFound; any other failure can be retried in place.
 */
export function LeagueLoader({ leagueId, children }: { leagueId: number | null; children: (data: LeagueDetailResponse) => ReactNode }) {
  const detail = useQuery({
    queryKey: leagueKeys.detail(leagueId ?? 0),
    queryFn: ({ signal }) => fetchLeague(leagueId ?? 0, signal),
    enabled: leagueId !== null,
  });

  if (leagueId === null || (detail.error instanceof ApiError && detail.error.status === 404)) return <LeagueNotFound />;
  if (detail.isPending) return <Spinner label="Loading league..." />;
  if (detail.isError) {
    return (
      <div className="page">
        <section className="card error-state" role="alert">
          <p>{failureMessage(detail.error)}</p>
          <button type="button" className="btn btn-secondary" onClick={() => void detail.refetch()}>
            Try again
          </button>
        </section>
      </div>
    );
  }
  return children(detail.data);
}
