import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { fetchLeagues, leagueKeys } from '../api/leagues.js';
import { failureMessage } from '../api/transport.js';
import { Spinner } from '../components/Spinner.js';

const COPY = {
  players: { title: 'Players', subtitle: 'Browse available players and stats', prompt: 'Players are browsed per league. Open a league:' },
  analytics: { title: 'Analytics', subtitle: 'Draft and team analytics', prompt: 'Analytics are kept per league. Open a league:' },
} as const;

/**
 * The top bar's Players and Analytics links lead here: both screens belong to a league
 * (spec 02 §2), so this page asks which one.
 */
export default function PickLeaguePage({ section }: { section: keyof typeof COPY }) {
  const copy = COPY[section];
  const leagues = useQuery({ queryKey: leagueKeys.list(), queryFn: ({ signal }) => fetchLeagues(signal) });
  return (
    <div className="page">
      <header className="page-header">
        <div>
          <h1 className="page-title">{copy.title}</h1>
          <p className="page-subtitle">{copy.subtitle}</p>
        </div>
      </header>
      <section className="card">
        {leagues.isPending && <Spinner />}
        {leagues.isError && <p className="error-text">{failureMessage(leagues.error)}</p>}
        {leagues.data && leagues.data.length === 0 && (
          <p className="muted">
            You are not in a league yet. <Link href="/leagues">Create one on My Leagues.</Link>
          </p>
        )}
        {leagues.data && leagues.data.length > 0 && (
          <>
            <p>{copy.prompt}</p>
            <ul className="link-list">
              {leagues.data.map((league) => (
                <li key={league.fantasy_league_id}>
                  <Link href={`/leagues/${league.fantasy_league_id}/${section}`}>
                    {league.league_name} <span className="muted">· {league.season}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
    </div>
  );
}
