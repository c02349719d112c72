import { useState } from 'react';
import { toast } from 'react-toastify';
import type { TradeSummary } from '#shared/draft/types.js';
import { acceptTrade, cancelTrade, rejectTrade } from '#client/api/trades.js';
import { ConfirmDialog } from '#client/components/ConfirmDialog.js';
import { useDraftStore } from '#client/draft-data/hooks.js';
import { blockedNoteId } from './TradeCard.js';
import { tradeFailureText, tradeSides, type OfferRights, type TradeFailurePrefix } from './trade-form.js';
import { possessive } from '#shared/possessive.js';

type Answer = 'accept' | 'reject' | 'cancel';

const ANSWERS: Record<Answer, { send: typeof acceptTrade | typeof rejectTrade; success: string; failure: TradeFailurePrefix }> = {
  accept: { send: acceptTrade, success: 'Trade accepted!', failure: 'Failed to accept trade: ' },
  reject: { send: rejectTrade, success: 'Trade offer rejected', failure: 'Failed to reject trade: ' },
  cancel: { send: cancelTrade, success: 'Trade offer cancelled', failure: 'Failed to cancel trade: ' },
};

/**
 * The buttons of a pending offer, only those the viewer's rights allow: Accept (asks first, as it
 * moves players at once) and Reject for the receiving owner, Cancel for the proposer. The list
 * follows the trade events, so the card leaves by itself once answered. An offer that could no
 * longer go through (`blockedBy`) keeps Reject and Cancel; Accept is off and points at the reason.
 */
export function TradeOfferActions({ trade, rights, blockedBy = null }: { trade: TradeSummary; rights: OfferRights; blockedBy?: string | null }) {
  const store = useDraftStore();
  const [busy, setBusy] = useState<Answer | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const answer = async (action: Answer) => {
    setBusy(action);
    setError(null);
    try {
      await ANSWERS[action].send(trade.fantasy_trade_id, store);
      toast.success(ANSWERS[action].success);
      setConfirming(false);
    } catch (err) {
      // The refusal stays on the card (e.g. a player moved since the offer), not only in a toast.
      const text = tradeFailureText(ANSWERS[action].failure, err);
      setError(text);
      toast.error(text);
      setConfirming(false);
    } finally {
      setBusy(null);
    }
  };

  const [from, to] = tradeSides(trade);
  const name = `trade #${trade.trade_number}`;
  return (
    <div className="trade-offer-actions">
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <div className="trade-offer-buttons">
        {rights.reject && (
          <button type="button" className="btn btn-secondary" disabled={busy !== null} onClick={() => void answer('reject')} aria-label={`Reject ${name}`}>
            {busy === 'reject' ? 'Rejecting...' : 'Reject'}
          </button>
        )}
        {rights.accept && (
          <button
            type="button"
            className="btn btn-primary"
            disabled={busy !== null || blockedBy !== null}
            onClick={() => setConfirming(true)}
            aria-label={`Accept ${name}`}
            aria-describedby={blockedBy !== null ? blockedNoteId(trade.fantasy_trade_id) : undefined}
          >
            Accept
          </button>
        )}
        {rights.cancel && (
          <button type="button" className="btn btn-secondary" disabled={busy !== null} onClick={() => void answer('cancel')} aria-label={`Cancel Offer, ${name}`}>
            {busy === 'cancel' ? 'Cancelling...' : 'Cancel Offer'}
          </button>
        )}
      </div>
      <ConfirmDialog
        open={confirming}
        title="Accept trade"
        message={`Accept trade #${trade.trade_number}? ${possessive(from.teamLabel)} and ${possessive(to.teamLabel)} players and budget move now.`}
        confirmLabel="Accept Trade"
        busyLabel="Accepting..."
        busy={busy === 'accept'}
        onConfirm={() => void answer('accept')}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}
