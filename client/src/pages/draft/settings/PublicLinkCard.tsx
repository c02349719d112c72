import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { PublicUrlResponse } from '#shared/draft/api.js';
import { failureMessage } from '#client/api/transport.js';
import { ConfirmDialog } from '#client/components/ConfirmDialog.js';
import { CopyLinkField } from '#client/components/CopyLinkField.js';
import { useDraftEvents } from '#client/draft-data/hooks.js';
import { draftQueryKeys, usePublicUrl } from '#client/api/players.js';
import { useDraftCommands } from '#client/draft-room/use-commands.js';

/** The public read-only board link: absent, or enabled with copy, regenerate and disable. */
export function PublicLinkCard({ draftId }: { draftId: number }) {
  const link = usePublicUrl(draftId, true);
  const commands = useDraftCommands();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<'regenerate' | 'disable' | null>(null);
  const [confirming, setConfirming] = useState(false);
  const key = draftQueryKeys.publicUrl(draftId);

  // Another commissioner tab changed the link: read it again.
  useDraftEvents((event) => {
    if (event.type === 'public_link.changed') void queryClient.invalidateQueries({ queryKey: key });
  });

  const regenerate = async (first: boolean) => {
    setBusy('regenerate');
    const result = await commands.regeneratePublicUrl(first);
    if (result) queryClient.setQueryData<PublicUrlResponse>(key, { public_url: result.public_url });
    setBusy(null);
  };
  const disable = async () => {
    setBusy('disable');
    const result = await commands.disablePublicUrl();
    if (result) queryClient.setQueryData<PublicUrlResponse>(key, { public_url: null });
    setBusy(null);
    setConfirming(false);
  };

  const url = link.data?.public_url ?? null;
  return (
    <section className="card" aria-label="Public board link">
      <h2 className="card-title">Public Board Link</h2>
      <p className="muted small">Anyone with the link can watch the board live without signing in.</p>
      {link.isPending ? (
        <p className="muted">Loading...</p>
      ) : link.isError ? (
        <p className="form-error">Error loading draft settings: {failureMessage(link.error)}</p>
      ) : url ? (
        <>
          <CopyLinkField url={url} label="Public board URL" />
          <div className="form-actions form-actions-start">
            <button type="button" className="btn btn-secondary" disabled={busy !== null} onClick={() => void regenerate(false)}>
              {busy === 'regenerate' ? 'Regenerating...' : 'Regenerate Link'}
            </button>
            <button type="button" className="btn btn-danger" disabled={busy !== null} onClick={() => setConfirming(true)}>
              Disable Public Access
            </button>
          </div>
        </>
      ) : (
        <div className="form-actions form-actions-start">
          <p className="muted">Public access is disabled.</p>
          <button type="button" className="btn btn-primary" disabled={busy !== null} onClick={() => void regenerate(true)}>
            {busy === 'regenerate' ? 'Creating...' : 'Create Public Link'}
          </button>
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        title="Disable Public Access"
        message="Disable the public board link? Anyone watching through it loses access at once."
        confirmLabel="Disable"
        busyLabel="Disabling..."
        busy={busy === 'disable'}
        danger
        onConfirm={() => void disable()}
        onCancel={() => setConfirming(false)}
      />
    </section>
  );
}
