import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { startPractice } from '../../api/bots.js';
import { draftPath } from '../../api/draft-setup.js';
import { leagueKeys } from '../../api/leagues.js';
import { notifyError } from '../../toasts/notify.js';

/** Starts a practice auction against bots and opens its room, already live. */
export function PracticeButton({ className = 'btn btn-secondary' }: { className?: string }) {
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const start = useMutation({
    mutationFn: () => startPractice(),
    onSuccess: (practice) => {
      void queryClient.invalidateQueries({ queryKey: leagueKeys.all });
      navigate(draftPath(practice.fantasy_league_id, practice.fantasy_draft_id));
    },
    onError: (err) => notifyError(err, 'Failed to start a practice auction'),
  });
  return (
    <button type="button" className={className} onClick={() => start.mutate()} disabled={start.isPending}>
      {start.isPending ? 'Starting...' : 'Practice auction'}
    </button>
  );
}
