import { useState } from 'react';
import type { DraftStatus } from '../../../../shared/draft/types.js';
import { useDraftCommands } from '../../live-draft/use-commands.js';

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

/** Not optimistic: the status changes on screen when the confirmed event arrives. */
export function StatusControls({ status }: { status: DraftStatus }) {
  const commands = useDraftCommands();
  const [busy, setBusy] = useState<Action | null>(null);
  return (
    <div className="status-controls">
      {(ACTIONS[status] ?? ACTIONS.NOT_STARTED).map(({ action, label, busy: busyLabel, primary }) => (
        <button
          key={action}
          type="button"
          className={`btn ${primary ? 'btn-primary' : 'btn-secondary'}`}
          disabled={busy !== null}
          onClick={() => {
            setBusy(action);
            void commands[action]().finally(() => setBusy(null));
          }}
        >
          {busy === action ? busyLabel : label}
        </button>
      ))}
    </div>
  );
}
