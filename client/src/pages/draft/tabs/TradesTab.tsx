import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { toast } from 'react-toastify';
import type { TradeSummary } from '#shared/draft/types.js';
import { ApiError } from '#client/api/transport.js';
import { ConfirmDialog } from '#client/components/ConfirmDialog.js';
import { Spinner } from '#client/components/Spinner.js';
import { useDraftEvents, useDraftStore, useIsCommissioner } from '#client/draft-data/hooks.js';
import { useOfferBlockers } from './use-trade-offers.js';
import { useMyTeamIds } from '#client/draft-room/use-my-team.js';
import { deleteTrade, tradeAssetsKey, tradeListKey, useLeagueTrades } from '#client/api/trades.js';
import { TradeCard } from './TradeCard.js';
import { TradeOfferActions } from './TradeOfferActions.js';
import { TradeTermsModal, type TradeTermsKind } from './TradeTermsModal.js';
import { offerRights, splitTrades, tradeFailureText } from './trade-form.js';
import './trades.css';

/**
 * Trade Center (spec 02 §2 Trades tab). The commissioner executes trades; a team's owner proposes
 * from their team and answers the offers made to it (docs/DECISIONS.md, Trades). Rendered inside
 * the draft page's DraftStoreProvider.
 */
export interface TradesTabProps {
  draftId: number;
  leagueId: number;
}

export default function TradesTab({ draftId, leagueId }: TradesTabProps) {
  const isCommissioner = useIsCommissioner();
  const myTeamIds = useMyTeamIds(leagueId);
  const mine = useMemo(() => new Set(myTeamIds), [myTeamIds]);
  const queryClient = useQueryClient();
  const store = useDraftStore();
  const trades = useLeagueTrades(leagueId);
  // The kind outlives the open flag so the dialog keeps its title while it closes.
  const [dialog, setDialog] = useState<{ kind: TradeTermsKind; open: boolean }>({ kind: 'propose', open: false });
  const openDialog = (kind: TradeTermsKind) => setDialog({ kind, open: true });
  const [toDelete, setToDelete] = useState<TradeSummary | null>(null);
  const [deleting, setDeleting] = useState(false);

  // Live: the list follows the draft's trade events on every tab (useOffersWaiting, DraftPage), the
  // dialog's holdings every event; no polling.
  useDraftEvents(() => {
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

  const lists = useMemo(() => splitTrades(trades.data ?? [], draftId, mine), [trades.data, draftId, mine]);
  const blocked = useOfferBlockers(useMemo(() => [...lists.incoming, ...lists.outgoing, ...lists.history], [lists]));
  const ownsTeam = myTeamIds.length > 0;
  const card = (trade: TradeSummary) => {
    const rights = offerRights(trade, mine);
    const answerable = rights.accept || rights.reject || rights.cancel;
    const blockedBy = blocked.get(trade.fantasy_trade_id) ?? null;
    return (
      <li key={trade.fantasy_trade_id}>
        <TradeCard
          trade={trade}
          myTeamIds={mine}
          blockedBy={blockedBy}
          onDelete={isCommissioner ? () => setToDelete(trade) : undefined}
          actions={answerable ? <TradeOfferActions trade={trade} rights={rights} blockedBy={blockedBy} /> : undefined}
        />
      </li>
    );
  };

  return (
    <section className="trade-center" aria-labelledby="trade-center-title">
      <header className="trade-center-header">
        <div>
          <h2 id="trade-center-title" className="section-title">
            Trade Center
          </h2>
          <p className="muted">Trades move players and budget (FAAB) between teams.</p>
        </div>
        <div className="trade-center-actions">
          {ownsTeam && (
            <button type="button" className={`btn ${isCommissioner ? 'btn-secondary' : 'btn-primary'}`} onClick={() => openDialog('propose')}>
              Propose Trade
            </button>
          )}
          {isCommissioner && (
            <button type="button" className="btn btn-primary" onClick={() => openDialog('execute')}>
              Execute Trade
            </button>
          )}
        </div>
      </header>

      {trades.isPending ? (
        <Spinner label="Loading trades..." />
      ) : trades.isError ? (
        <p className="form-error" role="alert">
          Failed to fetch trade history
        </p>
      ) : (
        <>
          {ownsTeam && (
            <div className="trade-offers">
              <section aria-labelledby="trade-incoming-title" data-testid="trade-incoming">
                <h3 id="trade-incoming-title" className="trade-history-title">
                  Offers to you
                </h3>
                {lists.incoming.length === 0 ? <p className="muted trade-offers-empty">No offers waiting for you</p> : <ol className="trade-list">{lists.incoming.map(card)}</ol>}
              </section>
              <section aria-labelledby="trade-outgoing-title" data-testid="trade-outgoing">
                <h3 id="trade-outgoing-title" className="trade-history-title">
                  Your offers
                </h3>
                {lists.outgoing.length === 0 ? <p className="muted trade-offers-empty">You have no open offers</p> : <ol className="trade-list">{lists.outgoing.map(card)}</ol>}
              </section>
            </div>
          )}
          <section aria-labelledby="trade-history-title" data-testid="trade-history">
            <h3 id="trade-history-title" className="trade-history-title">
              Trade History
            </h3>
            {lists.history.length === 0 ? <p className="empty-state">No trades yet</p> : <ol className="trade-list">{lists.history.map(card)}</ol>}
          </section>
        </>
      )}

      <TradeTermsModal
        kind={dialog.kind}
        open={dialog.open}
        draftId={draftId}
        myTeamIds={myTeamIds}
        onClose={() => setDialog((d) => ({ ...d, open: false }))}
        onDone={() => void queryClient.invalidateQueries({ queryKey: tradeListKey(leagueId) })}
      />
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
