import type { PickAnalytics } from '#shared/analytics/types.js';
import { PositionBadge } from '../../components/PositionBadge.js';
import { formatDollars } from '../../format/format.js';
import { teamLabel } from '#shared/draft/team-label.js';

/** The steals or the reaches, furthest from value first, each with its price and value. */
export function SalesList({ title, kind, sales }: { title: string; kind: 'steal' | 'reach'; sales: readonly PickAnalytics[] }) {
  return (
    <div className={`sales-list is-${kind}`}>
      <h3>{title}</h3>
      {sales.length === 0 ? (
        <p className="muted">None yet</p>
      ) : (
        <ol aria-label={title}>
          {sales.map((sale) => (
            <li key={sale.fantasy_pick_id} data-player={sale.nfl_player_id}>
              <PositionBadge position={sale.position_code} />
              <span className="sale-name">
                {sale.full_name}
                <span className="muted"> · {teamLabel(sale)}</span>
              </span>
              <span className="sale-figures">
                {formatDollars(sale.price)} for {formatDollars(sale.value)}
                <strong>{kind === 'steal' ? ` \u2212${formatDollars(-sale.difference)}` : ` +${formatDollars(sale.difference)}`}</strong>
              </span>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
