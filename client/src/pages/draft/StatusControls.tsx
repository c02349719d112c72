import { useState } from 'react';
import type { DraftStatus } from '../../../../shared/draft/types.js';
import { ConfirmDialog } from '../../components/ConfirmDialog.js';
import { useDraftCommands } from '../../live-room/use-commands.js';

type Action = 'start' | 'pause' | 'resume' | 'complete' | 'reopen';

/** Spec 02 §4: the commissioner's buttons for each status. */
const ACTIONS: Record<DraftStatus, { action: Action; label: string; busy: string; primary?: boolean }[]> = {
  NOT_STARTED: [{ action: 'start', label: 'Start Draft', busy: 'Starting...', primary: true }],
  IN_PROGRESS: [
    { action: 'pause', label: 'Pause', busy: 'Pausing...' },
    { action: 'complete', label: 'Complete Draft', busy: 'Completing...' },
  ],
  PAUSED: [
    { action: 'resume', label: 'Resume', busy: 'Resuming...', primary: true },
    { action: 'complete', label: 'Complete Draft', busy: 'Completing...' },
  ],
  COMPLETED: [{ action: 'reopen', label: 'Reopen Draft', busy: 'Reopening...' }],
};

/**
 * Not optimistic: the status changes on screen when the confirmed event arrives. Complete Draft
 * asks first (issue 13): one stray tap at a party would end the auction for every screen.
 */
export function StatusControls({ status }: { status: DraftStatus }) {
  const commands = useDraftCommands();
  const [busy, setBusy] = useState<Action | null>(null);
  const [confirming, setConfirming] = useState(false);
  const run = (action: Action) => {
    setBusy(action);
    void commands[action]().finally(() => {
      setBusy(null);
      setConfirming(false);
    });
  };
  return (
    <div className="status-controls">
      {(ACTIONS[status] ?? ACTIONS.NOT_STARTED).map(({ action, label, busy: busyLabel, primary }) => (
        <button
          key={action}
          type="button"
          className={`btn ${primary ? 'btn-primary' : 'btn-secondary'}`}
          disabled={busy !== null}
          onClick={() => (action === 'complete' ? setConfirming(true) : run(action))}
        >
          {busy === action ? busyLabel : label}
        </button>
      ))}
      <ConfirmDialog
        open={confirming}
        title="Complete Draft"
        message="End the draft for everyone? No more picks can be entered until it is reopened."
        confirmLabel="Complete Draft"
        busyLabel="Completing..."
        busy={busy === 'complete'}
        onConfirm={() => run('complete')}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}
