import { AxisBottom, AxisLeft } from '@visx/axis';
import { GridRows } from '@visx/grid';
import { Group } from '@visx/group';
import { scaleLinear } from '@visx/scale';
import type { PickAnalytics } from '#shared/analytics/types.js';
import type { DraftPick, DraftValueTable } from '#shared/draft/types.js';
import { isSale } from '#shared/analytics/draft-analytics.js';
import { tableValue } from '#shared/values/sales.js';
import { useElementWidth } from '../../browser/use-element-width.js';
import { positionVar } from './position-colors.js';
import { chartName, leaderOf, NAME_OFFSET, nameWidth, placeLabels, RING_RADIUS } from './scatter-labels.js';

const HEIGHT = 320;
const MARGIN = { top: 16, right: 16, bottom: 44, left: 52 };
/** How many steals and reaches are named on the chart itself; the lists below name ten. */
const NAMED = 3;


/**
 * Every sale as a dot: value across, price up. The diagonal is "paid its value"; dots below it are
 * bargains, above it overpays. The biggest steals and reaches carry a ring and their names, where a
 * name finds a line of its own (placeLabels).
 */
export function PriceValueScatter({ picks, values, steals, reaches }: { picks: readonly DraftPick[]; values: DraftValueTable | undefined; steals: readonly PickAnalytics[]; reaches: readonly PickAnalytics[] }) {
  const [ref, width] = useElementWidth<HTMLDivElement>();
  const innerWidth = Math.max(120, width - MARGIN.left - MARGIN.right);
  const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const sales = picks.filter(isSale).map((p) => ({ pick: p, value: tableValue(values ?? {}, p.nfl_player_id) }));
  const top = Math.max(10, ...sales.map((s) => Math.max(s.value, s.pick.acquisition_price)));
  const x = scaleLinear<number>({ domain: [0, top], range: [0, innerWidth], nice: true });
  const y = scaleLinear<number>({ domain: [0, top], range: [innerHeight, 0], nice: true });
  const end = Math.min(x.domain()[1] ?? top, y.domain()[1] ?? top);
  const named = [...steals.slice(0, NAMED).map((p) => ({ p, kind: 'steal' as const })), ...reaches.slice(0, NAMED).map((p) => ({ p, kind: 'reach' as const }))];
  const places = placeLabels(
    named.map(({ p, kind }) => {
      const text = `${chartName(p.full_name)} $${p.price}`;
      return { p, kind, text, width: nameWidth(text), cx: x(p.value), cy: y(p.price) };
    }),
    innerWidth,
    innerHeight,
  );
  return (
    <div ref={ref} className="analytics-chart">
      <svg width={width} height={HEIGHT} role="img" aria-label="Price against value for every sale">
        <Group left={MARGIN.left} top={MARGIN.top}>
          <GridRows scale={y} width={innerWidth} numTicks={5} stroke="#e5e7eb" />
          <line x1={x(0)} y1={y(0)} x2={x(end)} y2={y(end)} className="value-diagonal" />
          {sales.map(({ pick, value }) => (
            <circle key={pick.fantasy_pick_id} cx={x(value)} cy={y(pick.acquisition_price)} r={5} style={{ fill: positionVar(pick.position_code) }} className="sale-dot">
              <title>{`${pick.full_name}: $${pick.acquisition_price} for $${value} of value`}</title>
            </circle>
          ))}
          {places.map((place) => {
            const leader = leaderOf(place);
            return (
              <g key={`${place.kind}-${place.p.fantasy_pick_id}`} className={`named-sale is-${place.kind}`} data-kind={place.kind} data-sale={place.p.fantasy_pick_id}>
                <circle cx={place.cx} cy={place.cy} r={RING_RADIUS} className="named-ring" />
                {leader && <line {...leader} className="named-leader" />}
              </g>
            );
          })}
          {/* The names after every ring and line: a line that passes a name goes under its white halo. */}
          {places.map(({ p, kind, text, cx, labelY, anchor }) => (
            <text key={`${kind}-${p.fantasy_pick_id}`} x={cx + (anchor === 'end' ? -NAME_OFFSET : NAME_OFFSET)} y={labelY} textAnchor={anchor} className={`chart-name is-${kind}`} data-sale={p.fantasy_pick_id}>
              {text}
            </text>
          ))}
          <AxisBottom top={innerHeight} scale={x} numTicks={Math.max(2, Math.floor(innerWidth / 70))} tickFormat={(v) => `$${Number(v)}`} label="Auction value" />
          <AxisLeft scale={y} numTicks={5} tickFormat={(v) => `$${Number(v)}`} label="Price paid" />
        </Group>
      </svg>
    </div>
  );
}
