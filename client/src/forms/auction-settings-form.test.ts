import { describe, expect, it } from 'vitest';
import { DEFAULT_AUCTION_SETTINGS } from '#shared/auction/rules.js';
import { auctionSettingsChanges, auctionSettingsForm, readAuctionSettings } from './auction-settings-form.js';

describe('the auction settings form', () => {
  it('reads typed clocks with the server schema: its limits and its words', () => {
    const form = auctionSettingsForm();
    expect(readAuctionSettings(form)).toEqual({ ok: true, value: DEFAULT_AUCTION_SETTINGS });
    expect(readAuctionSettings({ ...form, auction_mode: 'live', bid_seconds: ' 8 ', min_bid_increment: '2' })).toEqual({
      ok: true,
      value: { ...DEFAULT_AUCTION_SETTINGS, auction_mode: 'live', bid_seconds: 8, min_bid_increment: 2 },
    });
    expect(readAuctionSettings({ ...form, bid_seconds: '2' })).toEqual({ ok: false, error: 'Bid clock must be a whole number of seconds from 3 to 600' });
    expect(readAuctionSettings({ ...form, nomination_seconds: '' })).toEqual({ ok: false, error: 'Nomination clock must be a whole number of seconds from 3 to 600' });
    expect(readAuctionSettings({ ...form, nomination_seconds: '601' })).toMatchObject({ ok: false });
    expect(form.opening_seconds).toBe('20');
    expect(readAuctionSettings({ ...form, opening_seconds: '45' })).toEqual({ ok: true, value: { ...DEFAULT_AUCTION_SETTINGS, opening_seconds: 45 } });
    expect(readAuctionSettings({ ...form, opening_seconds: '2' })).toEqual({ ok: false, error: 'Opening clock must be a whole number of seconds from 3 to 600' });
    expect(readAuctionSettings({ ...form, min_bid_increment: '1.5' })).toEqual({ ok: false, error: 'Bid increment must be a whole number from $1 to $100' });
  });

  it('sends only what changed', () => {
    expect(auctionSettingsChanges(DEFAULT_AUCTION_SETTINGS, DEFAULT_AUCTION_SETTINGS)).toBeNull();
    expect(auctionSettingsChanges(DEFAULT_AUCTION_SETTINGS, { ...DEFAULT_AUCTION_SETTINGS, auction_mode: 'live', bid_seconds: 12 })).toEqual({ auction_mode: 'live', bid_seconds: 12 });
  });
});
