import { useRef, useState } from 'react';
import type { DraftStatus } from '#shared/draft/types.js';
import { ConfirmDialog } from '../../components/ConfirmDialog.js';
import { useDraftCommands } from '../../draft-room/use-commands.js';
import { useDraftSelector } from '../../draft-data/hooks.js';
import { teamLabelOf } from '../../draft-data/team-label.js';
import { formatDollars } from '../../format/format.js';
import { SEARCH_SHORTCUT_SELECTOR } from './shortcuts/shortcuts.js';

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

/** The actions that ask first, and what they ask. */
const CONFIRMS: Partial<Record<Action, { title: string; message: string; busy: string }>> = {
  start: { title: 'Start Draft', message: 'Start the draft for everyone? Picks can be entered from now on, and every screen follows live.', busy: 'Starting...' },
  complete: { title: 'Complete Draft', message: 'End the draft for everyone? No more picks can be entered until it is reopened.', busy: 'Completing...' },
};

/**
 * Not optimistic: the status changes on screen when the confirmed event arrives. Start Draft and
 * Complete Draft ask first, once (docs/DECISIONS.md, "First minutes"): one stray tap at a party
 * would open or end the auction for every screen. The room shows one Start Draft per place: here
 * on the Run tab, in the header on the other tabs (DraftPage.tsx).
 */
export function StatusControls({ status }: { status: DraftStatus }) {
  const commands = useDraftCommands();
  const [busy, setBusy] = useState<Action | null>(null);
  const [confirming, setConfirming] = useState<Action | null>(null);
  // Once started, Start Draft is gone (Pause takes its place): focus goes on to the player search.
  const startedHere = useRef(false);
  const run = (action: Action) => {
    setBusy(action);
    void commands[action]()
      .then((result) => {
        if (action === 'start' && result) startedHere.current = true;
      })
      .finally(() => {
        setBusy(null);
        setConfirming(null);
      });
  };
  const openLot = useOpenLotWords();
  const confirm = confirming ? CONFIRMS[confirming] : undefined;
  // Completing ends an open lot unsold: the question says so, by name, while it is asked.
  const asking = confirm && confirming === 'complete' && openLot ? { ...confirm, message: `${confirm.message} ${openLot}` } : confirm;
  return (
    <div className="status-controls">
      {(ACTIONS[status] ?? ACTIONS.NOT_STARTED).map(({ action, label, busy: busyLabel, primary }) => (
        <button
          key={action}
          type="button"
          className={`btn ${primary ? 'btn-primary' : 'btn-secondary'}`}
          disabled={busy !== null}
          onClick={() => (CONFIRMS[action] ? setConfirming(action) : run(action))}
        >
          {busy === action ? busyLabel : label}
        </button>
      ))}
      <ConfirmDialog
        open={asking !== undefined}
        title={asking?.title ?? ''}
        message={asking?.message ?? ''}
        confirmLabel={asking?.title ?? ''}
        busyLabel={asking?.busy}
        busy={busy !== null && busy === confirming}
        onConfirm={() => confirming && run(confirming)}
        onCancel={() => setConfirming(null)}
        returnFocusTo={() => (startedHere.current ? document.querySelector<HTMLElement>(SEARCH_SHORTCUT_SELECTOR) : null)}
      />
    </div>
  );
}

/**
 * The open lot of a live auction in words, or null: "Bijan Robinson is up for auction at $29
 * (Tin Men): the lot ends unsold and its bids are dropped." (docs/DECISIONS.md, "Complete Draft
 * names the open lot").
 */
function useOpenLotWords(): string | null {
  return useDraftSelector((s) => {
    const lot = s.snapshot?.lot;
    if (!lot) return null;
    const leader = teamLabelOf(s.snapshot?.teams, lot.high_team_id);
    return `${lot.player.full_name} is up for auction at ${formatDollars(lot.high_bid)}${leader ? ` (${leader})` : ''}: the lot ends unsold and its bids are dropped.`;
  });
}
