import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'wouter';
import type { ApiTeam, LeagueDetailResponse } from '#shared/league-types.js';
import { Badge } from '../components/Badge.js';
import { formatDollars } from '../format/format.js';
import { parseId } from '../format/route-id.js';
import { AddTeamsModal } from './league/AddTeamsModal.js';
import { CreateDraftModal } from './league/CreateDraftModal.js';
import { DraftCard } from './league/DraftCard.js';
import { LeagueLoader } from './league/LeagueLoader.js';
import { InviteCard } from './league/InviteCard.js';
import './league/invite.css';
import { leagueKeys, setTeamOwner } from '../api/leagues.js';
import { notifyError } from '../toasts/notify.js';
import { useTeamOwnerNotices } from '../league-data/use-team-owner-notices.js';

/** Active teams are claimed by a registered user; the rest are open for an owner (docs/DECISIONS.md, Client). */
export function teamCounts(teams: ApiTeam[]): { total: number; active: number; available: number } {
  const active = teams.filter((team) => team.fantasy_user_id !== null).length;
  return { total: teams.length, active, available: teams.length - active };
}

/** /leagues/:leagueId (spec 01 §2). */
export default function LeagueDetailPage() {
  const leagueId = parseId(useParams<{ leagueId: string }>().leagueId);
  return <LeagueLoader leagueId={leagueId}>{(data) => <LeagueDetail data={data} />}</LeagueLoader>;
}

function LeagueDetail({ data }: { data: LeagueDetailResponse }) {
  const { league, teams, drafts } = data;
  const [modal, setModal] = useState<'teams' | 'draft' | null>(null);
  const counts = teamCounts(teams);
  const leagueId = league.fantasy_league_id;
  const isCommissioner = league.is_commissioner;
  useTeamOwnerNotices(leagueId);
  const queryClient = useQueryClient();
  // One tap: the owner's notice is on screen, and a released team can simply be claimed again.
  const release = useMutation({
    mutationFn: (teamId: number) => setTeamOwner(leagueId, teamId, null),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: leagueKeys.all }),
    onError: (err) => notifyError(err, 'Failed to update team mapping'),
  });

  return (
    <div className="page">
      <nav className="breadcrumbs" aria-label="Breadcrumb">
        <Link href="/leagues">← My Leagues</Link>
      </nav>
      <header className="page-header">
        <div>
          <div className="title-row">
            <h1 className="page-title">{league.league_name}</h1>
            {league.is_keeper_league && <Badge tone="accent">Keeper League</Badge>}
            {isCommissioner && <Badge tone="info">Commissioner</Badge>}
          </div>
          <p className="page-subtitle">
            Season {league.season} · {formatDollars(league.auction_budget)} budget
          </p>
        </div>
        <nav className="header-links" aria-label="League sections">
          <Link href={`/leagues/${leagueId}/players`} className="btn btn-ghost btn-sm">
            Players
          </Link>
          <Link href={`/leagues/${leagueId}/analytics`} className="btn btn-ghost btn-sm">
            Analytics
          </Link>
        </nav>
      </header>

      <section className="card info-card" aria-label="League details">
        <dl className="info-grid">
          <div>
            <dt>Commissioner</dt>
            <dd>{league.commissioner_username}</dd>
          </div>
          <div>
            <dt>League code</dt>
            <dd className="league-code">{league.league_code}</dd>
          </div>
          <div>
            <dt>Total teams</dt>
            <dd>{counts.total}</dd>
          </div>
          <div>
            <dt>Active teams</dt>
            <dd>{counts.active}</dd>
          </div>
          <div>
            <dt>Available teams</dt>
            <dd>{counts.available}</dd>
          </div>
          {league.is_keeper_league && (
            <div>
              <dt>Keepers</dt>
              <dd>
                up to {league.max_keepers},{' '}
                {league.keeper_penalty_type === 'FIXED_INCREASE' ? `+${formatDollars(league.keeper_penalty_amount)}` : `+${league.keeper_penalty_amount}%`}
              </dd>
            </div>
          )}
        </dl>
      </section>

      {isCommissioner && (
        <section className="card quick-actions" aria-labelledby="quick-actions-title">
          <h2 id="quick-actions-title" className="section-title">
            Quick Actions
          </h2>
          <div className="action-row">
            <button type="button" className="btn btn-secondary" onClick={() => setModal('teams')}>
              Add Team
            </button>
            <button type="button" className="btn btn-primary" onClick={() => setModal('draft')}>
              Create Draft
            </button>
            <Link href={`/leagues/${leagueId}/settings`} className="btn btn-secondary">
              League Settings
            </Link>
          </div>
        </section>
      )}

      {isCommissioner && <InviteCard leagueId={leagueId} />}

      <section aria-labelledby="drafts-title" className="section">
        <h2 id="drafts-title" className="section-title">
          Drafts
        </h2>
        {drafts.length === 0 ? (
          <p className="card muted empty-inline">No drafts yet{isCommissioner ? '. Use Create Draft to set one up.' : '.'}</p>
        ) : (
          <div className="card-grid">
            {drafts.map((draft) => (
              <DraftCard key={draft.fantasy_draft_id} draft={draft} leagueId={leagueId} canDelete={isCommissioner} />
            ))}
          </div>
        )}
      </section>

      <section aria-labelledby="teams-title" className="section">
        <h2 id="teams-title" className="section-title">
          Teams
        </h2>
        {teams.length === 0 ? (
          <p className="card muted empty-inline">No teams yet.</p>
        ) : (
          <ul className="card team-list">
            {teams.map((team) => (
              <li key={team.fantasy_team_id}>
                <span className="team-name">{team.team_name}</span>
                <span className="team-owner team-owner-cell">
                  {team.fantasy_user_id !== null ? (team.display_name ?? team.username) : (team.owner_email ?? <span className="muted">Open</span>)}
                  {isCommissioner && team.owner_email !== null && (
                    <button
                      type="button"
                      className="btn btn-ghost btn-sm"
                      aria-label={`Release ${team.team_name}`}
                      disabled={release.isPending}
                      onClick={() => release.mutate(team.fantasy_team_id)}
                    >
                      Release
                    </button>
                  )}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>

      {isCommissioner && (
        <>
          <AddTeamsModal open={modal === 'teams'} leagueId={leagueId} onClose={() => setModal(null)} />
          <CreateDraftModal open={modal === 'draft'} league={league} teams={teams} onClose={() => setModal(null)} />
        </>
      )}
    </div>
  );
}
