import { CLOCK_SECONDS_MAX, CLOCK_SECONDS_MIN, INCREMENT_MAX } from '#shared/auction/rules.js';
import { AUCTION_MODES, type AuctionMode } from '#shared/auction/types.js';
import type { AuctionSettingsForm } from '../forms/auction-settings-form.js';
import { Field } from './Field.js';

const MODE_LABELS: Record<AuctionMode, string> = {
  commissioner: 'Commissioner keys in sales',
  live: 'Live bidding from phones',
};

/**
 * How the auction runs, and its clocks when it runs live. The limits are the shared
 * rules' (shared/auction/rules.ts); the form checks the typed values with the server's schema.
 */
export function AuctionSettingsFields({ value, onChange, legend = 'Auction' }: { value: AuctionSettingsForm; onChange: (next: AuctionSettingsForm) => void; legend?: string }) {
  const set = (key: 'nomination_seconds' | 'bid_seconds' | 'opening_seconds' | 'min_bid_increment', text: string) => onChange({ ...value, [key]: text });
  const seconds = (key: 'nomination_seconds' | 'bid_seconds' | 'opening_seconds', label: string, hint: string) => (
    <Field label={label} hint={hint}>
      {({ id, describedBy }) => (
        <input id={id} className="input" type="number" inputMode="numeric" name={key} min={CLOCK_SECONDS_MIN} max={CLOCK_SECONDS_MAX} step={1} aria-describedby={describedBy} value={value[key]} onChange={(e) => set(key, e.target.value)} />
      )}
    </Field>
  );
  return (
    <fieldset className="fieldset auction-settings">
      <legend>{legend}</legend>
      <div className="form-grid">
        <Field label="How the auction runs" hint={value.auction_mode === 'live' ? 'Teams nominate and bid from their own phones on a server clock' : 'The room bids out loud; the commissioner enters each sale'}>
          {({ id, describedBy }) => (
            <select id={id} aria-describedby={describedBy} className="input" name="auction_mode" value={value.auction_mode} onChange={(e) => onChange({ ...value, auction_mode: e.target.value as AuctionMode })}>
              {AUCTION_MODES.map((mode) => (
                <option key={mode} value={mode}>
                  {MODE_LABELS[mode]}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      {value.auction_mode === 'live' && (
        <div className="form-grid auction-clocks">
          {seconds('nomination_seconds', 'Nomination clock (seconds)', `Then the team's first queued player, else the best available, is nominated at $1 (${CLOCK_SECONDS_MIN}–${CLOCK_SECONDS_MAX})`)}
          {seconds('opening_seconds', 'Opening clock (seconds)', `A new player's time before the first bid, so the room can think (${CLOCK_SECONDS_MIN}–${CLOCK_SECONDS_MAX})`)}
          {seconds('bid_seconds', 'Bid clock (seconds)', `Left on the clock after every bid (${CLOCK_SECONDS_MIN}–${CLOCK_SECONDS_MAX})`)}
          <Field label="Bid increment ($)" hint={`Each bid beats the high bid by at least this ($1–$${INCREMENT_MAX})`}>
            {({ id, describedBy }) => (
              <input id={id} className="input" type="number" inputMode="numeric" name="min_bid_increment" min={1} max={INCREMENT_MAX} step={1} aria-describedby={describedBy} value={value.min_bid_increment} onChange={(e) => set('min_bid_increment', e.target.value)} />
            )}
          </Field>
        </div>
      )}
    </fieldset>
  );
}
