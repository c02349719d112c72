import { teamLabel } from '../../components/board/board-format.js';
import { useDraftTeams } from '../../draft-data/hooks.js';
import { receiveTime, type LastSale } from '../../draft-data/use-last-sale.js';

/** Bids a rail has room for from the sofa; earlier ones are counted, not listed. */
const SHOWN_BIDS = 6;

/**
 * The TV's card for the lot just sold, between lots: who won it for what, and its last bids with the
 * times the server received them (docs/DECISIONS.md, Fair at the buzzer), so an argument about who
 * bid first is settled on the wall. Gone when the next lot opens. The panel holds `sale` (useLastSale)
 * the whole time, since this card is not on screen while the lot runs and would miss its sale.
 */
export function TvLastSale({ sale }: { sale: LastSale | null }) {
  const teams = useDraftTeams();
  if (!sale) return null;
  const name = (id: number) => {
    const team = teams.find((t) => t.fantasy_team_id === id);
    return team ? teamLabel(team) : 'A team';
  };
  const shown = sale.bids.slice(-SHOWN_BIDS);
  const earlier = sale.bids.length - shown.length;
  return (
    <section className="tv-last-sale" aria-label="Last lot" data-testid="tv-last-sale">
      <p className="tv-last-sale-title">
        Last lot: <strong>{sale.lot.player.full_name}</strong>, ${sale.lot.high_bid} to {name(sale.lot.high_team_id)}
      </p>
      {sale.bids.length === 0 ? (
        <p className="tv-last-sale-none">Sold at the opening bid</p>
      ) : (
        <ol className="tv-last-sale-bids" start={earlier + 1}>
          {shown.map((bid, i) => (
            <li key={earlier + i}>
              <span className="tv-bid-time">{receiveTime(bid.received_at)}</span> <span className="tv-bid-amount">${bid.amount}</span> {name(bid.fantasy_team_id)}
              {bid.auto ? ' (auto)' : ''}
            </li>
          ))}
        </ol>
      )}
      {earlier > 0 && <p className="tv-last-sale-none">{earlier === 1 ? '1 earlier bid' : `${earlier} earlier bids`}</p>}
    </section>
  );
}
