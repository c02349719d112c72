import { AxisBottom, AxisLeft } from '@visx/axis';
import { GridRows } from '@visx/grid';
import { Group } from '@visx/group';
import { scaleLinear } from '@visx/scale';
import { LinePath } from '@visx/shape';
import type { InflationPoint } from '#shared/analytics/types.js';
import { formatInflation } from '#shared/values/inflation.js';
import { useElementWidth } from '../../browser/use-element-width.js';

const HEIGHT = 240;
const MARGIN = { top: 16, right: 20, bottom: 40, left: 56 };

/**
 * The chart's ceiling: late in a draft the money left can dwarf the value left (docs/VALUES.md, Live
 * inflation), and a line climbing to +48,000 % would flatten everything before it to 0. Points above
 * it are drawn on it, and the axis's top says so.
 */
export const CHART_CEILING = 2;

/**
 * Inflation after each pick (visx line), from 0 before the first sale; the zero line is "at value".
 * After the last player of value is gone there is no inflation to draw: the axis runs to the last
 * pick all the same, and a line under the chart says why the line stops.
 */
export function InflationChart({ timeline }: { timeline: readonly InflationPoint[] }) {
  const [ref, width] = useElementWidth<HTMLDivElement>();
  const points = [{ pick_number: 0, inflation: 0 as number | null }, ...timeline].filter((p): p is { pick_number: number; inflation: number } => p.inflation !== null);
  const innerWidth = Math.max(120, width - MARGIN.left - MARGIN.right);
  const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const lastPick = Math.max(1, ...timeline.map((p) => p.pick_number), ...points.map((p) => p.pick_number));
  const shown = (inflation: number) => Math.min(inflation, CHART_CEILING);
  const lows = Math.min(-0.05, ...points.map((p) => p.inflation));
  const highs = Math.max(0.05, ...points.map((p) => shown(p.inflation)));
  const capped = points.some((p) => p.inflation > CHART_CEILING);
  const firstGap = timeline.find((p) => p.inflation === null);
  const x = scaleLinear<number>({ domain: [0, lastPick], range: [0, innerWidth] });
  const y = scaleLinear<number>({ domain: [lows, highs], range: [innerHeight, 0], nice: !capped });
  const last = points[points.length - 1];
  return (
    <div ref={ref} className="analytics-chart">
      <svg width={width} height={HEIGHT} role="img" aria-label={`Inflation over the draft${last ? `, now ${formatInflation(last.inflation)}` : ''}`}>
        <Group left={MARGIN.left} top={MARGIN.top}>
          <GridRows scale={y} width={innerWidth} numTicks={5} stroke="#e5e7eb" />
          <line x1={0} x2={innerWidth} y1={y(0)} y2={y(0)} className="zero-line" />
          <LinePath data={points} x={(p) => x(p.pick_number)} y={(p) => y(shown(p.inflation))} className="inflation-line" strokeWidth={2.5} />
          {last && <circle cx={x(last.pick_number)} cy={y(shown(last.inflation))} r={4.5} className="inflation-dot" />}
          <AxisBottom top={innerHeight} scale={x} numTicks={Math.max(2, Math.min(lastPick, Math.floor(innerWidth / 56)))} tickFormat={(v) => String(Math.round(Number(v)))} label="Pick" />
          <AxisLeft scale={y} numTicks={5} tickFormat={(v) => (capped && Number(v) >= CHART_CEILING ? `${formatInflation(CHART_CEILING)}+` : formatInflation(Number(v)))} />
        </Group>
      </svg>
      {firstGap && <p className="muted chart-note">No inflation from pick {firstGap.pick_number}: no player worth more than $1 was left.</p>}
    </div>
  );
}
