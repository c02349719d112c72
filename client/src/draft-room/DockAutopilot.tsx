import { useMutation } from '@tanstack/react-query';
import { setAutopilot } from '../api/bots.js';
import { AutopilotMark } from '../components/teams/AutopilotMark.js';
import { useDraftSelector } from '../draft-data/hooks.js';
import { notifyError } from '../toasts/notify.js';

/**
 * My team is on autopilot: the dock says so on every tab, with the one tap that hands the team back
 * (docs/DECISIONS.md, Bots). Reads one boolean of the store, so bids and picks do not re-render it.
 * Not optimistic: the line goes when the server's `team.autopilot_changed` arrives.
 */
export function DockAutopilot({ draftId, myTeamId }: { draftId: number; myTeamId: number | null }) {
  const on = useDraftSelector((s) => myTeamId !== null && (s.snapshot?.teams.find((t) => t.fantasy_team_id === myTeamId)?.autopilot ?? false));
  const turnOff = useMutation({
    mutationFn: () => setAutopilot(draftId, myTeamId ?? 0, false),
    onError: (err) => notifyError(err, 'Failed to change autopilot'),
  });
  if (!on) return null;
  return (
    <p className="dock-autopilot" data-testid="dock-autopilot">
      <AutopilotMark /> <span>Autopilot is bidding for you</span>
      <button type="button" className="btn btn-secondary btn-sm" onClick={() => turnOff.mutate()} disabled={turnOff.isPending}>
        {turnOff.isPending ? 'Saving...' : 'Turn off'}
      </button>
    </p>
  );
}
