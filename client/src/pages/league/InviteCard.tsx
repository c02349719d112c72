import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { LeagueInvite } from '#shared/leagues/joining.js';
import { fetchInvite, joinKeys, renewLeagueCode, updateLeague } from '../../api/joining.js';
import { leagueKeys } from '../../api/leagues.js';
import { failureMessage } from '../../api/transport.js';
import { ConfirmDialog } from '../../components/ConfirmDialog.js';
import { CopyLinkField } from '../../components/CopyLinkField.js';
import { notifyError } from '../../toasts/notify.js';

/**
 * The commissioner's invite (docs/API.md, Joining): the league code in large type to read aloud,
 * the join link with Copy (components/CopyLinkField.tsx), its QR code
 * drawn by the server, Renew, and joining Open/Closed.
 */
export function InviteCard({ leagueId }: { leagueId: number }) {
  const queryClient = useQueryClient();
  const key = joinKeys.invite(leagueId);
  const invite = useQuery({ queryKey: key, queryFn: ({ signal }) => fetchInvite(leagueId, signal) });
  const [confirming, setConfirming] = useState(false);
  const refresh = () => Promise.all([queryClient.invalidateQueries({ queryKey: key }), queryClient.invalidateQueries({ queryKey: leagueKeys.detail(leagueId) })]);

  const renew = useMutation({
    mutationFn: () => renewLeagueCode(leagueId),
    onSuccess: async () => {
      setConfirming(false);
      await refresh();
    },
    onError: (err) => notifyError(err, 'Failed to renew the code'),
  });
  const toggle = useMutation({
    mutationFn: (open: boolean) => updateLeague(leagueId, { joining_open: open }),
    onSuccess: (league) => {
      queryClient.setQueryData<LeagueInvite>(key, (old) => (old ? { ...old, joining_open: league.joining_open } : old));
      void refresh();
    },
    onError: (err) => notifyError(err, 'Failed to change joining'),
  });

  if (invite.isPending) return <section className="card invite-card" aria-label="Invite" aria-busy="true" />;
  if (invite.isError) return <p className="card form-error">Error loading the invite: {failureMessage(invite.error)}</p>;
  const { league_code: code, join_url: url, qr_svg: qr, joining_open: open } = invite.data;
  return (
    <section className="card invite-card" aria-labelledby="invite-title">
      <div className="invite-text">
        <h2 id="invite-title" className="section-title">
          Invite
        </h2>
        <p className="muted small">Guests open the link or scan the code, sign in, and tap their team.</p>
        <p className="invite-code" data-testid="invite-code" aria-label={`League code ${code.split('').join(' ')}`}>
          {code}
        </p>
        <CopyLinkField url={url} label="Join link" copiedMessage="Invite link copied to clipboard!" />
        <div className="form-actions form-actions-start">
          <button type="button" className="btn btn-secondary" disabled={renew.isPending} onClick={() => setConfirming(true)}>
            Renew
          </button>
          <button
            type="button"
            className={`btn ${open ? 'btn-secondary' : 'btn-primary'}`}
            aria-pressed={open}
            disabled={toggle.isPending}
            onClick={() => toggle.mutate(!open)}
          >
            {open ? 'Joining: Open' : 'Joining: Closed'}
          </button>
        </div>
      </div>
      <figure className="invite-qr">
        <img src={`data:image/svg+xml,${encodeURIComponent(qr)}`} alt={`QR code for ${url}`} width={160} height={160} data-testid="invite-qr" data-url={url} />
        <figcaption className="muted small">Scan to join</figcaption>
      </figure>
      <ConfirmDialog
        open={confirming}
        title="Renew the code"
        message="Renew the league code? The current code and link stop working at once; teams already claimed stay claimed."
        confirmLabel="Renew"
        busyLabel="Renewing..."
        busy={renew.isPending}
        onConfirm={() => renew.mutate()}
        onCancel={() => setConfirming(false)}
      />
    </section>
  );
}
