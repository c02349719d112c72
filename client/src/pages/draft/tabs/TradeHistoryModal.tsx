import { Badge } from '#client/components/Badge.js';
import { Modal } from '#client/components/Modal.js';
import { Spinner } from '#client/components/Spinner.js';
import { failureMessage } from '#client/api/transport.js';
import { formatDollars } from '#client/format/format.js';
import { formatDate } from '#client/format/calendar-day.js';
import { tradeBadge, tradeSides } from './trade-form.js';
import { usePlayerTrades } from '#client/api/players.js';

export interface TradeHistoryModalProps {
  draftId: number;
  /** The player whose trades to show; null closes the modal. */
  player: { nfl_player_id: string; full_name: string } | null;
  onClose: () => void;
}

export const NO_TRADE_HISTORY_TEXT = 'No trade history found for this player';

/** Spec 02 §2 Trade History modal: each trade's number, status badge, date and what each side gave. */
export function TradeHistoryModal({ draftId, player, onClose }: TradeHistoryModalProps) {
  const trades = usePlayerTrades(draftId, player?.nfl_player_id ?? null);
  return (
    <Modal open={player !== null} title="Trade History" description={player?.full_name} onClose={onClose} size="md">
      {trades.isPending && <Spinner label="Loading trade history..." />}
      {trades.isError && <p className="form-error">{failureMessage(trades.error, 'Failed to fetch trade history')}</p>}
      {trades.data && trades.data.length === 0 && <p className="empty-state">{NO_TRADE_HISTORY_TEXT}</p>}
      {trades.data && trades.data.length > 0 && (
        <ol className="trade-history">
          {trades.data.map((trade) => {
            const badge = tradeBadge(trade.trade_status);
            return (
              <li key={trade.fantasy_trade_id} className="trade-history-item">
                <div className="trade-history-head">
                  <strong>Trade #{trade.trade_number}</strong>
                  <Badge tone={badge.tone}>{badge.label}</Badge>
                  <span className="muted">{formatDate(trade.responded_at ?? trade.proposed_at)}</span>
                </div>
                <div className="trade-history-sides">
                  {tradeSides(trade).map((side) => (
                    <div key={side.teamId} className="trade-history-side">
                      <div className="trade-history-team">{side.teamLabel} traded away:</div>
                      <ul>
                        {side.players.map((p) => (
                          <li key={p.nfl_player_id}>
                            {p.full_name} <span className="muted">({p.position_code})</span>
                          </li>
                        ))}
                        {side.cash > 0 && <li>{formatDollars(side.cash)} FAAB</li>}
                        {side.players.length === 0 && side.cash === 0 && <li className="muted">Nothing</li>}
                      </ul>
                    </div>
                  ))}
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </Modal>
  );
}
