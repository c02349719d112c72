import { useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import type { DraftInfo } from '../../../../../shared/draft/types.js';
import { AuctionSettingsFields } from '../../../components/AuctionSettingsFields.js';
import { auctionSettingsChanges, auctionSettingsForm, readAuctionSettings } from '../../../lib/auction-settings-form.js';
import { useDraftCommands } from '../../../live-room/use-commands.js';
import { NO_CHANGES_TEXT } from './BudgetRosterForm.js';

/** The live auction's mode and clocks. Remounted (by key) when they change elsewhere. */
export function AuctionSettingsCard({ draft }: { draft: DraftInfo }) {
  const commands = useDraftCommands();
  const [form, setForm] = useState(() => auctionSettingsForm(draft));
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const read = readAuctionSettings(form);
    if (!read.ok) return setError(read.error);
    setError(null);
    const changes = auctionSettingsChanges(draft, read.value);
    if (!changes) {
      toast.info(NO_CHANGES_TEXT);
      return;
    }
    setPending(true);
    await commands.updateSettings(changes);
    setPending(false);
  };

  return (
    <form className="card settings-form" onSubmit={(event) => void save(event)} noValidate aria-label="Auction settings">
      <h2 className="card-title">Live Auction</h2>
      <AuctionSettingsFields value={form} onChange={setForm} legend="Mode and clocks" />
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <div className="form-actions">
        <button type="submit" className="btn btn-primary" disabled={pending}>
          {pending ? 'Saving...' : 'Save Auction Settings'}
        </button>
      </div>
    </form>
  );
}
