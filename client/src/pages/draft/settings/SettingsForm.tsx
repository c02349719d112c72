import { useState, type FormEvent, type ReactNode } from 'react';
import { toast } from 'react-toastify';
import type { SettingsRequest } from '#shared/draft/requests.js';
import { useDraftCommands } from '#client/draft-room/use-commands.js';

export const NO_CHANGES_TEXT = 'No changes to save';

/** What a settings form's typed values come to: the first error, or the changes to save (null: nothing changed). */
export type SettingsChanges = { ok: true; changes: SettingsRequest | null } | { ok: false; error: string };

interface SettingsFormProps {
  /** The form's accessible name. */
  label: string;
  title: string;
  submitText: string;
  /** Reads the typed values on submit; the fields and their state are the caller's. */
  read: () => SettingsChanges;
  children: ReactNode;
}

/**
 * A card of the Settings tab that saves draft settings (budget and roster, the live auction): the
 * typed values are checked on submit and the first error shows under the fields; nothing changed
 * says so in a toast instead of sending a request; the changes go through the room's command,
 * whose toast says how it went, with the button off while it runs. A change saved elsewhere
 * remounts the card (SettingsTab's keys), so it holds no copy of the draft to fall out of date.
 */
export function SettingsForm({ label, title, submitText, read, children }: SettingsFormProps) {
  const commands = useDraftCommands();
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const check = read();
    if (!check.ok) return setError(check.error);
    setError(null);
    if (!check.changes) {
      toast.info(NO_CHANGES_TEXT);
      return;
    }
    setPending(true);
    await commands.updateSettings(check.changes);
    setPending(false);
  };

  return (
    <form className="card settings-form" onSubmit={(event) => void save(event)} noValidate aria-label={label}>
      <h2 className="card-title">{title}</h2>
      {children}
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <div className="form-actions">
        <button type="submit" className="btn btn-primary" disabled={pending}>
          {pending ? 'Saving...' : submitText}
        </button>
      </div>
    </form>
  );
}
