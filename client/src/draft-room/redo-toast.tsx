import { toast } from 'react-toastify';
import { makeRoomForToast } from '../toasts/notify.js';

/** How long an undo can be taken back from its toast. */
export const REDO_WINDOW_MS = 8000;

/**
 * The success toast of an undo with a Redo button: a fast undo with a way back beats a
 * confirmation at a party. Redo is the caller's command on the normal write path (use-undo-pick.tsx).
 */
export function notifyUndoneWithRedo(message: string, redo: () => void): void {
  // Shown at once, not queued behind the sales' toasts: Redo only lasts a few seconds.
  makeRoomForToast();
  const id = toast.success(
    <span className="redo-toast">
      <span>{message}</span>
      <button
        type="button"
        className="btn btn-sm btn-secondary"
        onClick={() => {
          toast.dismiss(id);
          redo();
        }}
      >
        Redo
      </button>
    </span>,
    { autoClose: REDO_WINDOW_MS, closeOnClick: false },
  );
}
