import { toast, type Id } from 'react-toastify';
import { ApiError, failureMessage } from '../api/transport.js';

/** Toast for a failed action, with the spec's fallback when the server gave no error field. */
export function notifyError(err: unknown, fallback: string): void {
  // A 401 has already sent the user to sign-in; a toast on top would only confuse.
  if (err instanceof ApiError && err.kind === 'unauthorized') return;
  toast.error(failureMessage(err, fallback));
}

/** News that is neither a success nor a failure of this user's own action. */
export function notifyInfo(message: string): Id {
  return toast.info(message);
}

/** Success toasts on screen now: a toast that must be seen at once can clear them (makeRoomForToast). */
const successes = new Set<Id>();

export function notifySuccess(message: string): Id {
  const id = toast.success(message, { onClose: () => successes.delete(id) });
  successes.add(id);
  return id;
}

/**
 * Dismiss the plain success toasts: at most three toasts show at once (AppProviders.tsx) and a
 * fourth waits for one to close, so after a run of sales an undo's Redo would wait seconds out of
 * its own few (docs/DECISIONS.md, "Undo and Redo the same everywhere"). Errors stay.
 */
export function makeRoomForToast(): void {
  for (const id of successes) toast.dismiss(id);
  successes.clear();
}
