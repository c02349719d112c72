import { useMutation } from '@tanstack/react-query';
import { setAutopilot } from '#client/api/bots.js';
import { notifyError } from '#client/toasts/notify.js';
import { AutopilotMark } from '#client/components/teams/AutopilotMark.js';

/**
 * "I'm stepping away": the bidding model nominates and bids for my team (respecting my queue and
 * my maximum). One tap turns it off again. Not optimistic: the mark follows the confirmed event.
 */
export function AutopilotToggle({ draftId, teamId, on }: { draftId: number; teamId: number; on: boolean }) {
  const toggle = useMutation({
    mutationFn: () => setAutopilot(draftId, teamId, !on),
    onError: (err) => notifyError(err, 'Failed to change autopilot'),
  });
  return (
    <div className={on ? 'autopilot-toggle is-on' : 'autopilot-toggle'}>
      <p className="autopilot-status">{on ? <><AutopilotMark /> Autopilot is bidding for you</> : 'Stepping away? Autopilot bids for you.'}</p>
      <button type="button" className={on ? 'btn btn-primary btn-sm' : 'btn btn-secondary btn-sm'} onClick={() => toggle.mutate()} disabled={toggle.isPending} aria-pressed={on}>
        {toggle.isPending ? 'Saving...' : on ? 'Turn off autopilot' : 'Turn on autopilot'}
      </button>
    </div>
  );
}
