import { AxisBottom, AxisLeft } from '@visx/axis';
import { GridRows } from '@visx/grid';
import { Group } from '@visx/group';
import { scaleLinear, scalePoint } from '@visx/scale';
import { LinePath } from '@visx/shape';
import { Spinner } from '#client/components/Spinner.js';
import { useElementWidth } from '#client/browser/use-element-width.js';
import { useAcquisitionHistory } from '#client/api/player.js';
import { sixIntervalScale } from '../../player/stats.js';
import { pricesBySeason, type PriceRecord, type SeasonPrice } from './price-history.js';

const HEIGHT = 240;
const MARGIN = { top: 26, right: 24, bottom: 36, left: 52 };

/** One player's auction price across the league's seasons (visx), above the table. */
export default function PlayerPriceChart({ leagueId, player, onClose }: { leagueId: number; player: PriceRecord; onClose: () => void }) {
  const history = useAcquisitionHistory(player.nfl_player_id, leagueId);
  const points = pricesBySeason(history.data ?? []);
  return (
    <section className="card price-chart" aria-label={`${player.full_name} price by season`}>
      <header className="price-chart-header">
        <h3>{player.full_name}: price by season</h3>
        <button type="button" className="btn btn-secondary btn-sm" onClick={onClose}>
          Close chart
        </button>
      </header>
      {history.isPending ? (
        <Spinner inline label="Loading prices..." />
      ) : points.length === 0 ? (
        <p className="empty-state">No prices recorded for this player</p>
      ) : (
        <PriceLine points={points} />
      )}
    </section>
  );
}

function PriceLine({ points }: { points: SeasonPrice[] }) {
  const [ref, width] = useElementWidth<HTMLDivElement>();
  const innerWidth = Math.max(100, width - MARGIN.left - MARGIN.right);
  const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const x = scalePoint<number>({ domain: points.map((p) => p.season), range: [0, innerWidth], padding: 0.5 });
  const { domain, ticks } = sixIntervalScale(points.map((p) => p.price));
  const y = scaleLinear<number>({ domain, range: [innerHeight, 0] });
  return (
    <div ref={ref}>
      <svg width={width} height={HEIGHT} role="img" aria-label={points.map((p) => `${p.season}: $${p.price}`).join(', ')}>
        <Group left={MARGIN.left} top={MARGIN.top}>
          <GridRows scale={y} width={innerWidth} tickValues={ticks} stroke="#e5e7eb" />
          <LinePath<SeasonPrice> data={points} x={(p) => x(p.season) ?? 0} y={(p) => y(p.price)} stroke="#0072b2" strokeWidth={2.5} />
          {points.map((p) => (
            <g key={p.season}>
              <circle cx={x(p.season) ?? 0} cy={y(p.price)} r={4} fill="#0072b2" />
              <text x={x(p.season) ?? 0} y={y(p.price) - 9} textAnchor="middle" fontSize={11} fill="#1e293b">
                ${p.price}
              </text>
            </g>
          ))}
          <AxisBottom top={innerHeight} scale={x} tickFormat={(s) => String(s)} />
          <AxisLeft scale={y} tickValues={ticks} tickFormat={(v) => `$${Number(v)}`} />
        </Group>
      </svg>
    </div>
  );
}
