import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'wouter';
import { statusLabel } from '../../format/draft-display.js';
import type { ApiLeagueDraft, DraftStatus } from '#shared/league-types.js';
import { deleteDraft, draftPath } from '../../api/draft-setup.js';
import { leagueKeys } from '../../api/leagues.js';
import { Badge } from '../../components/Badge.js';
import { ConfirmDialog } from '../../components/ConfirmDialog.js';
import { TrashIcon } from '../../components/TrashIcon.js';
import { formatDollars } from '../../format/format.js';
import { formatDate } from '../../format/calendar-day.js';
import type { BadgeTone } from '../../format/league-status.js';
import { notifyError, notifySuccess } from '../../toasts/notify.js';

const STATUS_TONES: Record<DraftStatus, BadgeTone> = {
  NOT_STARTED: 'neutral',
  IN_PROGRESS: 'warning',
  PAUSED: 'info',
  COMPLETED: 'success',
};

export const deleteDraftMessage = (season: number) => `Are you sure you want to delete the ${season} draft? All of its picks and trades will be lost. This action cannot be undone.`;

/** One draft in the league's drafts grid; the card links to the draft (spec 01 §2). */
export function DraftCard({ draft, leagueId, canDelete }: { draft: ApiLeagueDraft; leagueId: number; canDelete: boolean }) {
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const remove = useMutation({
    mutationFn: () => deleteDraft(draft.fantasy_draft_id),
    onSuccess: ({ message }) => {
      notifySuccess(message);
      setConfirming(false);
      void queryClient.invalidateQueries({ queryKey: leagueKeys.all });
    },
    onError: (err) => notifyError(err, 'Failed to delete draft'),
  });

  return (
    <article className="card draft-card">
      <div className="league-card-head">
        <h3 className="league-card-title">
          <Link href={draftPath(leagueId, draft.fantasy_draft_id)}>{draft.season} Draft</Link>
        </h3>
        <Badge tone={STATUS_TONES[draft.draft_status]}>{statusLabel(draft.draft_status)}</Badge>
      </div>
      <dl className="stat-row">
        <div>
          <dt>Teams</dt>
          <dd>{draft.num_teams}</dd>
        </div>
        <div>
          <dt>Budget</dt>
          <dd>{formatDollars(draft.auction_budget)}</dd>
        </div>
        <div>
          <dt>{draft.draft_date ? 'Draft date' : 'Created'}</dt>
          <dd>{formatDate(draft.draft_date ?? draft.created_at)}</dd>
        </div>
      </dl>
      <div className="card-actions">
        <Link href={draftPath(leagueId, draft.fantasy_draft_id)} className="btn btn-secondary btn-sm">
          Open Draft
        </Link>
        {canDelete && (
          <button type="button" className="icon-btn icon-btn-danger push-end" onClick={() => setConfirming(true)} aria-label={`Delete the ${draft.season} draft`} title="Delete draft">
            <TrashIcon />
          </button>
        )}
      </div>
      <ConfirmDialog
        open={confirming}
        title="Delete draft"
        message={deleteDraftMessage(draft.season)}
        confirmLabel="Delete Draft"
        busyLabel="Deleting..."
        busy={remove.isPending}
        danger
        onConfirm={() => remove.mutate()}
        onCancel={() => setConfirming(false)}
      />
    </article>
  );
}
