import { useState } from 'react';
import type { DraftInfo } from '#shared/draft/types.js';
import { AuctionSettingsFields } from '#client/components/AuctionSettingsFields.js';
import { auctionSettingsChanges, auctionSettingsForm, readAuctionSettings } from '#client/forms/auction-settings-form.js';
import { SettingsForm, type SettingsChanges } from './SettingsForm.js';

/** The live auction's mode and clocks. Remounted (by key) when they change elsewhere. */
export function AuctionSettingsCard({ draft }: { draft: DraftInfo }) {
  const [form, setForm] = useState(() => auctionSettingsForm(draft));
  const read = (): SettingsChanges => {
    const settings = readAuctionSettings(form);
    return settings.ok ? { ok: true, changes: auctionSettingsChanges(draft, settings.value) } : settings;
  };
  return (
    <SettingsForm label="Auction settings" title="Live Auction" submitText="Save Auction Settings" read={read}>
      <AuctionSettingsFields value={form} onChange={setForm} legend="Mode and clocks" />
    </SettingsForm>
  );
}
