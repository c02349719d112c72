import type { ReactNode } from 'react';
import { Modal } from './Modal.js';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: ReactNode;
  confirmLabel: string;
  /** The way out, when "Cancel" would read as the action itself (Cancel lot). */
  cancelLabel?: string;
  /** Busy label while the confirmed action runs. */
  busyLabel?: string;
  busy?: boolean;
  danger?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** Where focus goes on close when the confirmed action removes its opener (Modal). */
  returnFocusTo?: () => HTMLElement | null | false;
}

/** Asks before a destructive action. Cancel takes the first focus so Enter never deletes by accident. */
export function ConfirmDialog({ open, title, message, confirmLabel, cancelLabel = 'Cancel', busyLabel, busy = false, danger = false, onConfirm, onCancel, returnFocusTo }: ConfirmDialogProps) {
  return (
    <Modal open={open} title={title} onClose={busy ? () => undefined : onCancel} size="sm" {...(returnFocusTo ? { returnFocusTo } : {})}>
      <p className="confirm-message">{message}</p>
      <div className="form-actions">
        <button type="button" className="btn btn-secondary" onClick={onCancel} disabled={busy} data-autofocus>
          {cancelLabel}
        </button>
        <button type="button" className={`btn ${danger ? 'btn-danger' : 'btn-primary'}`} onClick={onConfirm} disabled={busy}>
          {busy ? (busyLabel ?? confirmLabel) : confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
