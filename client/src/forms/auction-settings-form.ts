import { auctionSettingsRequest } from '#shared/auction/requests.js';
import { DEFAULT_AUCTION_SETTINGS } from '#shared/auction/rules.js';
import type { AuctionMode, AuctionSettings } from '#shared/auction/types.js';

/** The live auction's settings as typed in a form (create draft, Settings tab). */
export interface AuctionSettingsForm {
  auction_mode: AuctionMode;
  nomination_seconds: string;
  bid_seconds: string;
  opening_seconds: string;
  min_bid_increment: string;
}

const NUMBER_KEYS = ['nomination_seconds', 'bid_seconds', 'opening_seconds', 'min_bid_increment'] as const;

export function auctionSettingsForm(settings: AuctionSettings = DEFAULT_AUCTION_SETTINGS): AuctionSettingsForm {
  return {
    auction_mode: settings.auction_mode,
    nomination_seconds: String(settings.nomination_seconds),
    bid_seconds: String(settings.bid_seconds),
    opening_seconds: String(settings.opening_seconds),
    min_bid_increment: String(settings.min_bid_increment),
  };
}

export type AuctionSettingsCheck = { ok: true; value: AuctionSettings } | { ok: false; error: string };

/**
 * Read the typed settings with the request schema the server uses (shared/auction/requests.ts), so
 * the form refuses what the server would, in the same words. Anything but digits goes to the schema
 * as typed, and fails there with the field's rule.
 */
export function readAuctionSettings(form: AuctionSettingsForm): AuctionSettingsCheck {
  const typed = Object.fromEntries(NUMBER_KEYS.map((key) => [key, /^\d+$/.test(form[key].trim()) ? Number(form[key].trim()) : form[key]]));
  const parsed = auctionSettingsRequest.safeParse({ auction_mode: form.auction_mode, ...typed });
  if (!parsed.success) return { ok: false, error: parsed.error.issues[0]?.message ?? 'Check the auction settings' };
  return { ok: true, value: { ...DEFAULT_AUCTION_SETTINGS, ...parsed.data } };
}

/** The settings that differ from the draft's, or null when nothing changed. */
export function auctionSettingsChanges(current: AuctionSettings, next: AuctionSettings): Partial<AuctionSettings> | null {
  const changes = Object.fromEntries((Object.keys(next) as (keyof AuctionSettings)[]).filter((key) => next[key] !== current[key]).map((key) => [key, next[key]]));
  return Object.keys(changes).length > 0 ? changes : null;
}
