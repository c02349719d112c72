import type { BidRequest, NominateRequest, ProxyBidRequest } from '#shared/auction/requests.js';
import type { LotResponse, ProxyBidResponse, ProxyReadResponse } from '#shared/auction/types.js';
import { notifyError, notifySuccess } from '../toasts/notify.js';
import { sendDraftCommand, type DraftCommand } from '../api/draft-mutations.js';
import type { DraftStore } from '../draft-data/store.js';

/**
 * The live auction's calls (docs/API.md "Live auction") with their toasts: the server's error text
 * is the shared rule's text, shown as is. Each call is one intent with one Idempotency-Key.
 */
export function auctionCommands(draftId: number, store: DraftStore | null) {
  const base = `/drafts/${draftId}`;
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
  const lot = (path: string, fallback: string, body?: unknown) => run<LotResponse>({ method: 'PUT', path: `${base}/lot/${path}`, body }, fallback);
  return {
    nominate: (body: NominateRequest) => run<LotResponse>({ method: 'POST', path: `${base}/nominate`, body }, 'Failed to nominate'),
    bid: (body: BidRequest) => run<LotResponse>({ method: 'POST', path: `${base}/bid`, body }, 'Failed to place bid'),
    proxy: (body: ProxyBidRequest) => run<ProxyBidResponse>({ method: 'PUT', path: `${base}/proxy-bid`, body }, 'Failed to set auto-bid', 'Auto-bid set'),
    clearProxy: (lotId: number, teamId: number) =>
      run<ProxyReadResponse>({ method: 'DELETE', path: `${base}/proxy-bid`, query: { lot_id: lotId, fantasy_team_id: teamId } }, 'Failed to clear auto-bid', 'Auto-bid cleared'),
    pause: () => lot('pause', 'Failed to pause the lot'),
    resume: () => lot('resume', 'Failed to resume the lot'),
    addTime: (seconds: number) => lot('add-time', 'Failed to add time', { seconds }),
    cancel: () => lot('cancel', 'Failed to cancel the lot'),
  };
}

export type AuctionCommands = ReturnType<typeof auctionCommands>;
