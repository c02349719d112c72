import type { AuctionSettingsRequest } from '#shared/auction/requests.js';
import type { AuctionSettings } from '#shared/auction/types.js';
import type { CommandScope } from '../engine/write-path.js';
import { conflict } from '../errors.js';
import { advanceTurn } from './turns.js';
import { loadTurn, openLotRow } from './lot-queries.js';

/**
 * The auction part of PUT settings. Switching to live while the draft runs names who nominates
 * first but starts no clock: that waits for the commissioner's start (commands.ts startAuction).
 * Leaving live needs no open lot (cancel it first), clears the turn and the start. New clock
 * lengths apply from the next clock on.
 */
export async function updateAuctionSettings(scope: CommandScope, input: AuctionSettingsRequest): Promise<AuctionSettings> {
  const { trx, draft } = scope;
  const current: AuctionSettings = {
    auction_mode: draft.auction_mode,
    nomination_seconds: draft.nomination_seconds,
    bid_seconds: draft.bid_seconds,
    opening_seconds: draft.opening_seconds,
    min_bid_increment: draft.min_bid_increment,
  };
  const next: AuctionSettings = {
    auction_mode: input.auction_mode ?? current.auction_mode,
    nomination_seconds: input.nomination_seconds ?? current.nomination_seconds,
    bid_seconds: input.bid_seconds ?? current.bid_seconds,
    opening_seconds: input.opening_seconds ?? current.opening_seconds,
    min_bid_increment: input.min_bid_increment ?? current.min_bid_increment,
  };
  if ((Object.keys(next) as (keyof AuctionSettings)[]).every((key) => next[key] === current[key])) return current;
  const leavingLive = current.auction_mode === 'live' && next.auction_mode !== 'live';
  if (leavingLive && (await openLotRow(trx, draft.id))) throw conflict('Cancel the open lot before leaving live mode');

  const started = leavingLive ? { auction_started_at: null } : {};
  await trx.updateTable('drafts').set({ ...next, ...started }).where('id', '=', draft.id).execute();
  scope.emit('auction.settings_updated', next);
  // Commands below read the draft row from the scope: keep it in step.
  Object.assign(scope.draft, next, started);
  if (leavingLive && (await loadTurn(trx, draft.id))) {
    await trx.deleteFrom('auction_turns').where('draft_id', '=', draft.id).execute();
    scope.emit('nomination.turn', { nomination: null });
  }
  if (next.auction_mode === 'live' && current.auction_mode !== 'live' && draft.draft_status === 'IN_PROGRESS') await advanceTurn(scope, null);
  return next;
}
