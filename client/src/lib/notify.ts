import { toast } from 'react-toastify';
import { ApiError, failureMessage } from '../api/transport.js';

/** Toast for a failed action, with the spec's fallback when the server gave no error field. */
export function notifyError(err: unknown, fallback: string): void {
  // A 401 has already sent the user to sign-in; a toast on top would only confuse.
  if (err instanceof ApiError && err.kind === 'unauthorized') return;
  toast.error(failureMessage(err, fallback));
}

export const notifySuccess = (message: string) => toast.success(message);
