import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { toast } from 'react-toastify';
import type { TradeSummary } from '../../../../../shared/draft/types.js';
import { ApiError } from '../../../api/transport.js';
import { ConfirmDialog } from '../../../components/ConfirmDialog.js';
import { Spinner } from '../../../components/Spinner.js';
import { useDraftEvents, useDraftStore, useIsCommissioner } from '../../../live-draft/hooks.js';
import { ExecuteTradeModal } from './ExecuteTradeModal.js';
import { deleteTrade, tradeAssetsKey, tradeListKey, useLeagueTrades } from '../../../api/trades.js';
import { TradeCard } from './TradeCard.js';
import { tradeFailureText } from './trade-form.js';
import './trades.css';

/** Trade Center (spec 02 §2 Trades tab). Rendered inside the draft page's DraftStoreProvider. */
export interface TradesTabProps {
  draftId: number;
  leagueId: number;
}

export default function TradesTab({ draftId, leagueId }: TradesTabProps) {
  const isCommissioner = useIsCommissioner();
  const queryClient = useQueryClient();
  const store = useDraftStore();
  const trades = useLeagueTrades(leagueId);
  const [executing, setExecuting] = useState(false);
  const [toDelete, setToDelete] = useState<TradeSummary | null>(null);
  const [deleting, setDeleting] = useState(false);

  // Live: the list follows the draft's trade events (from any screen or person), no polling.
  useDraftEvents((event) => {
    if (event.type.startsWith('trade.')) void queryClient.invalidateQueries({ queryKey: tradeListKey(leagueId) });
    void queryClient.invalidateQueries({ queryKey: tradeAssetsKey(draftId) });
  });

  const failed = trades.isError && !(trades.error instanceof ApiError && trades.error.kind === 'unauthorized');
  useEffect(() => {
    if (failed) toast.error('Failed to fetch trade history', { toastId: 'trade-history' });
  }, [failed]);

  const confirmDelete = async () => {
    if (!toDelete) return;
    setDeleting(true);
    try {
      await deleteTrade(toDelete.fantasy_trade_id, store);
      toast.success('Trade deleted successfully!');
      setToDelete(null);
      await queryClient.invalidateQueries({ queryKey: tradeListKey(leagueId) });
    } catch (err) {
      toast.error(tradeFailureText('Failed to delete trade: ', err));
    } finally {
      setDeleting(false);
    }
  };

  const draftTrades = (trades.data ?? []).filter((t) => t.fantasy_draft_id === draftId);

  return (
    <section className="trade-center" aria-labelledby="trade-center-title">
      <header className="trade-center-header">
        <div>
          <h2 id="trade-center-title" className="section-title">
            Trade Center
          </h2>
          <p className="muted">Trades move players and budget (FAAB) between teams.</p>
        </div>
        <button type="button" className="btn btn-primary" onClick={() => setExecuting(true)}>
          Execute Trade
        </button>
      </header>

      <h3 className="trade-history-title">Trade History</h3>
      {trades.isPending ? (
        <Spinner label="Loading trades..." />
      ) : trades.isError ? (
        <p className="form-error" role="alert">
          Failed to fetch trade history
        </p>
      ) : draftTrades.length === 0 ? (
        <p className="empty-state">No trades yet</p>
      ) : (
        <ol className="trade-list">
          {draftTrades.map((trade) => (
            <li key={trade.fantasy_trade_id}>
              <TradeCard trade={trade} onDelete={isCommissioner ? () => setToDelete(trade) : undefined} />
            </li>
          ))}
        </ol>
      )}

      <ExecuteTradeModal open={executing} draftId={draftId} onClose={() => setExecuting(false)} onExecuted={() => void queryClient.invalidateQueries({ queryKey: tradeListKey(leagueId) })} />
      <ConfirmDialog
        open={toDelete !== null}
        title="Delete trade"
        message={
          toDelete?.trade_status === 'ACCEPTED'
            ? `Delete trade #${toDelete.trade_number}? Every player and dollar it moved goes back to the team that gave it.`
            : `Delete trade #${toDelete?.trade_number ?? ''}?`
        }
        confirmLabel="Delete Trade"
        busyLabel="Deleting..."
        busy={deleting}
        danger
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      />
    </section>
  );
}
