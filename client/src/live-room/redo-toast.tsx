import { toast } from 'react-toastify';

/** How long an undo can be taken back from its toast. */
export const REDO_WINDOW_MS = 8000;

/**
 * The success toast of an undo with a Redo button (issue 13): a fast undo with a way back beats a
 * confirmation at a party. Redo is the caller's command on the normal write path.
 */
export function notifyUndoneWithRedo(message: string, redo: () => void): void {
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
