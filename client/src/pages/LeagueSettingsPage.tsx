import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'wouter';
import { MAX_NAME_LENGTH } from '#shared/league-rules.js';
import type { ApiLeague, LeagueDetailResponse } from '#shared/league-types.js';
import { leagueKeys, renameLeague } from '../api/leagues.js';
import { Field } from '../components/Field.js';
import { parseId } from '../format/route-id.js';
import { notifyError, notifySuccess } from '../toasts/notify.js';
import { LeagueLoader } from './league/LeagueLoader.js';
import { OwnerMappingTable } from './league/OwnerMappingTable.js';
import { ScoringSettingsCard } from './league/ScoringSettingsCard.js';
import { BoardJoinQrCard } from './league/BoardJoinQrCard.js';

export const NO_PERMISSION_MESSAGE = 'Only the commissioner can change league settings.';

/** /leagues/:leagueId/settings: league name, scoring and team-to-owner mapping (spec 01 §2, §5). */
export default function LeagueSettingsPage() {
  const leagueId = parseId(useParams<{ leagueId: string }>().leagueId);
  return <LeagueLoader leagueId={leagueId}>{(data) => <LeagueSettings data={data} />}</LeagueLoader>;
}

function LeagueSettings({ data }: { data: LeagueDetailResponse }) {
  const { league, teams } = data;
  const leagueId = league.fantasy_league_id;

  return (
    <div className="page page-narrow">
      <nav className="breadcrumbs" aria-label="Breadcrumb">
        <Link href={`/leagues/${leagueId}`}>← {league.league_name}</Link>
      </nav>
      <header className="page-header">
        <div>
          <h1 className="page-title">League Settings</h1>
          <p className="page-subtitle">{league.league_name}</p>
        </div>
      </header>
      {league.is_commissioner ? (
        <>
          <RenameLeagueCard league={league} />
          <ScoringSettingsCard leagueId={leagueId} />
          <OwnerMappingTable leagueId={leagueId} teams={teams} />
          <BoardJoinQrCard league={league} />
        </>
      ) : (
        <section className="card empty-state" role="alert">
          <p className="empty-title">{NO_PERMISSION_MESSAGE}</p>
          <p className="muted">Ask {league.commissioner_username} to make changes to this league.</p>
          <Link href={`/leagues/${leagueId}`} className="btn btn-secondary">
            Back to league
          </Link>
        </section>
      )}
    </div>
  );
}

function RenameLeagueCard({ league }: { league: ApiLeague }) {
  const queryClient = useQueryClient();
  const [name, setName] = useState(league.league_name);
  const rename = useMutation({
    mutationFn: (newName: string) => renameLeague(league.fantasy_league_id, newName),
    onSuccess: () => {
      notifySuccess('League name updated successfully!');
      void queryClient.invalidateQueries({ queryKey: leagueKeys.all });
    },
    onError: (err) => notifyError(err, 'Failed to update league name'),
  });

  // Spec 01 §5: an empty or unchanged name is ignored, not sent.
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed || trimmed === league.league_name || rename.isPending) return;
    rename.mutate(trimmed);
  };

  return (
    <section className="card" aria-labelledby="league-name-title">
      <h2 id="league-name-title" className="section-title">
        Rename league
      </h2>
      <form onSubmit={onSubmit} className="inline-form" aria-label="Rename league">
        <Field label="League name" className="grow">
          {({ id }) => <input id={id} className="input" name="league_name" maxLength={MAX_NAME_LENGTH} value={name} onChange={(e) => setName(e.target.value)} />}
        </Field>
        <button type="submit" className="btn btn-primary" disabled={rename.isPending}>
          {rename.isPending ? 'Saving...' : 'Save Name'}
        </button>
      </form>
    </section>
  );
}
