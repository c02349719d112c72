import type { AddTimeRequest, BidRequest, LotControlRequest, NominateRequest, ProxyBidRequest } from '#shared/auction/requests.js';
import type { LotResponse, ProxyBidResponse, ProxyReadResponse } from '#shared/auction/types.js';
import { notifyError, notifySuccess } from '../toasts/notify.js';
import { draftCommand, sendDraftCommand, type DraftCommand } from '../api/draft-mutations.js';
import type { DraftStore } from '../draft-data/store.js';

/**
 * The live auction's calls (docs/API.md "Live auction") with their toasts: the server's error text
 * is the shared rule's text, shown as is. Each call is one intent with one Idempotency-Key.
 */
export function auctionCommands(draftId: number, store: DraftStore | null) {
  const id = { id: draftId };
  async function run<T>(command: DraftCommand, fallback: string, success?: string): Promise<T | null> {
    try {
      const result = await sendDraftCommand<T>(command, { store });
      if (success) notifySuccess(success);
      return result;
    } catch (err) {
      notifyError(err, fallback);
      return null;
    }
  }
  // Each control names its lot: sent again after a lost answer, it never reaches the next lot
  // (docs/DECISIONS.md, "A lot control names its lot").
  const lot = (route: 'pauseLot' | 'resumeLot' | 'addLotTime' | 'cancelLot', fallback: string, body: LotControlRequest | AddTimeRequest) =>
    run<LotResponse>(draftCommand(route, id, { body }), fallback);
  return {
    nominate: (body: NominateRequest) => run<LotResponse>(draftCommand('nominate', id, { body }), 'Failed to nominate'),
    bid: (body: BidRequest) => run<LotResponse>(draftCommand('bid', id, { body }), 'Failed to place bid'),
    proxy: (body: ProxyBidRequest) => run<ProxyBidResponse>(draftCommand('setProxyBid', id, { body }), 'Failed to set auto-bid', 'Auto-bid set'),
    clearProxy: (lotId: number, teamId: number) =>
      run<ProxyReadResponse>(draftCommand('clearProxyBid', id, { query: { lot_id: lotId, fantasy_team_id: teamId } }), 'Failed to clear auto-bid', 'Auto-bid cleared'),
    pause: (lotId: number) => lot('pauseLot', 'Failed to pause the lot', { lot_id: lotId }),
    resume: (lotId: number) => lot('resumeLot', 'Failed to resume the lot', { lot_id: lotId }),
    addTime: (lotId: number, seconds: number) => lot('addLotTime', 'Failed to add time', { lot_id: lotId, seconds }),
    cancel: (lotId: number) => lot('cancelLot', 'Failed to cancel the lot', { lot_id: lotId }),
  };
}

export type AuctionCommands = ReturnType<typeof auctionCommands>;
