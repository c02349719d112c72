import { useMutation, useQueryClient } from '@tanstack/react-query';
import { motion } from 'framer-motion';
import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import type { ApiLeague } from '#shared/league-types.js';
import { createDraft, draftPath, draftRunPath } from '../../api/draft-setup.js';
import { deleteLeague, leagueKeys } from '../../api/leagues.js';
import { Badge } from '../../components/Badge.js';
import { ConfirmDialog } from '../../components/ConfirmDialog.js';
import { TrashIcon } from '../../components/TrashIcon.js';
import { formatDollars } from '../../format/format.js';
import { canStartDraft, leagueStatusLabel, leagueStatusTone } from '../../format/league-status.js';
import { notifyError, notifySuccess } from '../../toasts/notify.js';

export const deleteLeagueMessage = (leagueName: string) =>
  `Are you sure you want to delete the "${leagueName}" league? This action cannot be undone.`;

/** One league on /leagues. Clicking anywhere but a button opens the league. */
export function LeagueCard({ league }: { league: ApiLeague }) {
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const leagueId = league.fantasy_league_id;
  const status = leagueStatusLabel(league.draft_status);

  const startDraft = useMutation({
    mutationFn: async () => {
      if (league.fantasy_draft_id !== null) return { draftId: league.fantasy_draft_id, created: false };
      const draft = await createDraft({ fantasy_league_id: leagueId });
      return { draftId: draft.fantasy_draft_id, created: true };
    },
    onSuccess: ({ draftId, created }) => {
      if (created) {
        notifySuccess('Draft created successfully!');
        void queryClient.invalidateQueries({ queryKey: leagueKeys.all });
      }
      navigate(draftRunPath(leagueId, draftId));
    },
    onError: (err) => notifyError(err, 'Failed to create draft'),
  });

  const remove = useMutation({
    mutationFn: () => deleteLeague(leagueId),
    onSuccess: ({ message }) => {
      notifySuccess(message);
      setConfirmingDelete(false);
      queryClient.removeQueries({ queryKey: leagueKeys.detail(leagueId) });
      void queryClient.invalidateQueries({ queryKey: leagueKeys.all });
    },
    onError: (err) => notifyError(err, 'Failed to delete league'),
  });

  const open = () => navigate(`/leagues/${leagueId}`);
  const stop = (event: React.MouseEvent) => event.stopPropagation();

  // The dialog sits outside the card: React events bubble through portals, and a click in it must not open the league.
  return (
    <>
      <motion.article
        className="card league-card"
        onClick={open}
        initial={{ opacity: 0, y: 8 }}
        animate={{ opacity: 1, y: 0 }}
        transition={{ duration: 0.2 }}
        data-testid="league-card"
      >
        <div className="league-card-head">
          <h2 className="league-card-title">
            <Link href={`/leagues/${leagueId}`} onClick={stop}>
              {league.league_name}
            </Link>
          </h2>
          {league.is_commissioner && (
            <button
              type="button"
              className="icon-btn icon-btn-danger"
              onClick={(event) => {
                stop(event);
                setConfirmingDelete(true);
              }}
              aria-label={`Delete ${league.league_name}`}
              title="Delete league"
            >
              <TrashIcon />
            </button>
          )}
        </div>
        <div className="badge-row">
          <Badge tone={leagueStatusTone(status)}>{status}</Badge>
          {league.is_practice && <Badge tone="info">Practice</Badge>}
          {league.is_commissioner && !league.is_practice && <Badge tone="accent">Commissioner</Badge>}
        </div>
        <dl className="stat-row">
          <div>
            <dt>Season</dt>
            <dd>{league.season}</dd>
          </div>
          <div>
            <dt>Teams</dt>
            <dd>
              {league.teams_joined} / {league.num_teams}
            </dd>
          </div>
          <div>
            <dt>Budget</dt>
            <dd>{formatDollars(league.auction_budget)}</dd>
          </div>
        </dl>
        <p className="league-card-team">{league.team_name ? <>Your team: <strong>{league.team_name}</strong></> : <span className="muted">No team of yours yet</span>}</p>
        <div className="card-actions" onClick={stop}>
          {league.is_commissioner && canStartDraft(league.draft_status) && (
            <button type="button" className="btn btn-primary btn-sm" onClick={() => startDraft.mutate()} disabled={startDraft.isPending}>
              {startDraft.isPending ? 'Starting...' : 'Start Draft'}
            </button>
          )}
          {league.fantasy_draft_id !== null && (
            <Link href={draftPath(leagueId, league.fantasy_draft_id)} className="btn btn-secondary btn-sm">
              View Draft
            </Link>
          )}
          <Link href={`/leagues/${leagueId}`} className="btn btn-secondary btn-sm">
            Manage
          </Link>
        </div>
      </motion.article>
      <ConfirmDialog
        open={confirmingDelete}
        title="Delete league"
        message={deleteLeagueMessage(league.league_name)}
        confirmLabel="Delete League"
        busyLabel="Deleting..."
        busy={remove.isPending}
        danger
        onConfirm={() => remove.mutate()}
        onCancel={() => setConfirmingDelete(false)}
      />
    </>
  );
}
