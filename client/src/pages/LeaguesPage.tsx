import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { fetchLeagues, leagueKeys } from '../api/leagues.js';
import { failureMessage } from '../api/transport.js';
import { Spinner } from '../components/Spinner.js';
import { CreateLeagueModal } from './league/CreateLeagueModal.js';
import { JoinByCodeForm } from './league/JoinByCodeForm.js';
import { LeagueCard } from './league/LeagueCard.js';
import { PracticeButton } from './league/PracticeButton.js';

/** /leagues: the "My Leagues" grid (spec 01 §2). */
export default function LeaguesPage() {
  const [creating, setCreating] = useState(false);
  const leagues = useQuery({ queryKey: leagueKeys.list(), queryFn: ({ signal }) => fetchLeagues(signal) });

  return (
    <div className="page">
      <header className="page-header">
        <div>
          <h1 className="page-title">My Leagues</h1>
          <p className="page-subtitle">Leagues you run or own a team in</p>
        </div>
        <div className="page-header-actions">
          <PracticeButton />
          <button type="button" className="btn btn-primary" onClick={() => setCreating(true)}>
            <span aria-hidden="true">+</span> Create League
          </button>
        </div>
      </header>
      <JoinByCodeForm />

      {leagues.isPending && <Spinner label="Loading leagues..." />}
      {leagues.isError && (
        <section className="card error-state" role="alert">
          <p>{failureMessage(leagues.error)}</p>
          <button type="button" className="btn btn-secondary" onClick={() => void leagues.refetch()}>
            Try again
          </button>
        </section>
      )}
      {leagues.data?.length === 0 && (
        <section className="card empty-state">
          <p className="empty-title">No leagues yet</p>
          <p className="muted">Create a league, add its teams and run your auction draft, or practise first against bots.</p>
          <div className="empty-actions">
            <button type="button" className="btn btn-primary" onClick={() => setCreating(true)}>
              Create League
            </button>
            <PracticeButton />
          </div>
        </section>
      )}
      {leagues.data && leagues.data.length > 0 && (
        <div className="card-grid">
          {leagues.data.map((league) => (
            <LeagueCard key={league.fantasy_league_id} league={league} />
          ))}
        </div>
      )}

      <CreateLeagueModal open={creating} onClose={() => setCreating(false)} />
    </div>
  );
}
