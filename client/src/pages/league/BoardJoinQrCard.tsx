import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import type { ApiLeague } from '#shared/league-types.js';
import { joinKeys, updateLeague } from '../../api/joining.js';
import { leagueKeys } from '../../api/leagues.js';
import { notifyError } from '../../toasts/notify.js';

/**
 * The commissioner's switch for the TV board's "Join to bid" code (docs/API.md, Joining), off by
 * default: shown next to "Scan to follow" while joining is open and a team is unclaimed.
 */
export function BoardJoinQrCard({ league }: { league: ApiLeague }) {
  const hintId = useId();
  const queryClient = useQueryClient();
  const leagueId = league.fantasy_league_id;
  const change = useMutation({
    mutationFn: (on: boolean) => updateLeague(leagueId, { join_qr_on_board: on }),
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: leagueKeys.all }), queryClient.invalidateQueries({ queryKey: joinKeys.invite(leagueId) })]),
    onError: (err) => notifyError(err, 'Failed to change the TV board'),
  });
  const checked = change.isPending ? change.variables : league.join_qr_on_board;
  return (
    <section className="card" aria-label="Join code on the TV board">
      <h2 className="card-title">Join Code on the TV Board</h2>
      <label className="toggle">
        <input
          type="checkbox"
          name="join_qr_on_board"
          checked={checked}
          disabled={change.isPending}
          aria-describedby={hintId}
          onChange={(event) => change.mutate(event.target.checked)}
        />
        <span className="toggle-track" aria-hidden="true" />
        <span>Show &ldquo;Join to bid&rdquo; on the TV board</span>
      </label>
      <p id={hintId} className="muted small">
        On: the public board shows a second QR code, to this league&apos;s join page, while joining is open and a team has no owner. Anyone in the room can then claim an open team.
      </p>
    </section>
  );
}
