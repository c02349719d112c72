import type { ReactNode } from 'react';
import type { TradeSummary } from '#shared/draft/types.js';
import { Badge } from '#client/components/Badge.js';
import { PlayerAvatar } from '#client/components/PlayerAvatar.js';
import { PositionBadge } from '#client/components/PositionBadge.js';
import { formatDollars } from '#client/format/format.js';
import { formatDate } from '#client/format/calendar-day.js';
import { tradeBadge, tradeSides, type TradeSideView } from './trade-form.js';

interface Props {
  trade: TradeSummary;
  onDelete?: () => void;
  /** What the viewer may do with a pending offer (Accept / Reject, Cancel), under the sides. */
  actions?: ReactNode;
  /** The viewer's teams, marked "(you)" so an owner sees at once which side is theirs. */
  myTeamIds?: ReadonlySet<number>;
  /** Why a pending offer could no longer go through (use-trade-offers.ts), or null while it holds. */
  blockedBy?: string | null;
}

/** Where a stale offer's reason is said; its Accept button points at it. */
export const blockedNoteId = (tradeId: number) => `trade-${tradeId}-blocked`;

/** A pending offer gives, an executed trade gave, a refused or withdrawn one only offered. */
const verbOf = (status: string): SideVerb => (status === 'PROPOSED' ? 'gives' : status === 'ACCEPTED' ? 'gave' : 'offered');
type SideVerb = 'gives' | 'gave' | 'offered';

/** One trade: number, status badge, date, and what each side trades (pending) or traded away. */
export function TradeCard({ trade, onDelete, actions, myTeamIds, blockedBy = null }: Props) {
  const badge = tradeBadge(trade.trade_status);
  const sides = tradeSides(trade);
  const verb = verbOf(trade.trade_status);
  return (
    <article className="card trade-card" data-trade-id={trade.fantasy_trade_id}>
      <header className="trade-card-header">
        <h4>Trade #{trade.trade_number}</h4>
        <Badge tone={badge.tone} title={trade.trade_status}>
          {badge.label}
        </Badge>
        <span className="muted trade-date">{formatDate(trade.responded_at ?? trade.proposed_at)}</span>
        {onDelete && (
          <button type="button" className="btn btn-danger btn-sm trade-delete" onClick={onDelete} aria-label={`Delete trade #${trade.trade_number}`}>
            Delete
          </button>
        )}
      </header>
      <div className="trade-sides">
        {sides.map((side) => (
          <TradeSideSummary key={side.teamId} side={side} verb={verb} isMine={myTeamIds?.has(side.teamId) ?? false} />
        ))}
      </div>
      {blockedBy && (
        <p className="trade-blocked" id={blockedNoteId(trade.fantasy_trade_id)}>
          Can no longer go through: {blockedBy}
        </p>
      )}
      {actions}
    </article>
  );
}

function TradeSideSummary({ side, verb, isMine }: { side: TradeSideView; verb: SideVerb; isMine: boolean }) {
  return (
    <div className="trade-side-summary">
      <div className="trade-side-team">
        {side.teamLabel}
        {isMine && <span className="trade-side-you"> (you)</span>} {verb}
      </div>
      <ul>
        {side.players.map((player) => (
          <li key={player.nfl_player_id}>
            <PlayerAvatar src={player.photo_url} name={player.full_name} size="xs" />
            <span>{player.full_name}</span>
            <PositionBadge position={player.position_code} />
          </li>
        ))}
        {side.cash > 0 && <li className="trade-cash">{formatDollars(side.cash)} FAAB</li>}
        {side.players.length === 0 && side.cash === 0 && <li className="muted">Nothing</li>}
      </ul>
    </div>
  );
}
