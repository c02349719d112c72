import { AxisBottom, AxisLeft, AxisRight } from '@visx/axis';
import { GridRows } from '@visx/grid';
import { Group } from '@visx/group';
import { scaleLinear } from '@visx/scale';
import { LinePath } from '@visx/shape';
import { useMemo } from 'react';
import { useElementWidth } from '../../browser/use-element-width.js';
import type { GameStatRow } from '../../api/player.js';
import { axesFor, axisOf, colorAt, DASH_ARRAYS, lineStyleOf, numericValue, sixIntervalScale, statLabel, valuesOf, type ChartAxis } from './stats.js';

const HEIGHT = 320;
const AXIS_GAP = 52;
const AXIS_TITLES: Record<ChartAxis, string> = { points: 'Fantasy points', yards: 'Yards', touchdowns: 'Touchdowns' };

interface Line {
  key: string;
  color: string;
  dash: string | undefined;
  axis: ChartAxis;
}

/**
 * Weekly line chart with up to three value axes: fantasy points (and plain counts) on the left,
 * yards in the middle, touchdowns on the right. Yards lines are dashed, touchdown lines dotted.
 */
export function TrendsChart({ rows, keys }: { rows: GameStatRow[]; keys: string[] }) {
  const [containerRef, width] = useElementWidth<HTMLDivElement>();
  const axes = useMemo(() => axesFor(keys), [keys]);
  const rightAxes = axes.filter((a) => a !== 'points');
  const margin = { top: 16, bottom: 40, left: axes.includes('points') ? AXIS_GAP : 16, right: 16 + rightAxes.length * AXIS_GAP };
  const innerWidth = Math.max(120, width - margin.left - margin.right);
  const innerHeight = HEIGHT - margin.top - margin.bottom;

  const weeks = useMemo(() => rows.map((r) => r.week), [rows]);
  const x = useMemo(
    () => scaleLinear<number>({ domain: [Math.min(...weeks), Math.max(...weeks, Math.min(...weeks) + 1)], range: [0, innerWidth] }),
    [weeks, innerWidth],
  );
  const yScales = useMemo(() => {
    const scales = new Map<ChartAxis, { scale: ReturnType<typeof scaleLinear<number>>; ticks: number[] }>();
    for (const axis of axes) {
      const { domain, ticks } = sixIntervalScale(keys.filter((k) => axisOf(k) === axis).flatMap((k) => valuesOf(rows, k)));
      scales.set(axis, { scale: scaleLinear<number>({ domain, range: [innerHeight, 0] }), ticks });
    }
    return scales;
  }, [axes, keys, rows, innerHeight]);
  // Week labels need about 44 px each; a phone shows fewer of them.
  const weekTicks = Math.max(2, Math.min(weeks.length, Math.floor(innerWidth / 44)));

  const pointsAxis = axes.includes('points') ? yScales.get('points') : undefined;
  const lines: Line[] = keys.map((key, i) => ({ key, color: colorAt(i), dash: DASH_ARRAYS[lineStyleOf(key)], axis: axisOf(key) }));
  const grid = yScales.get(axes[0] ?? 'points');

  return (
    <div ref={containerRef} className="trends-chart">
      <svg width={width} height={HEIGHT} role="img" aria-label={`Weekly ${keys.map(statLabel).join(', ')}`}>
        <Group left={margin.left} top={margin.top}>
          {grid && <GridRows scale={grid.scale} width={innerWidth} tickValues={grid.ticks} stroke="#e5e7eb" />}
          {lines.map((line) => {
            const y = yScales.get(line.axis)?.scale;
            if (!y) return null;
            return (
              <LinePath<GameStatRow>
                key={line.key}
                data={rows}
                defined={(row) => numericValue(row[line.key]) !== null}
                x={(row) => x(row.week)}
                y={(row) => y(numericValue(row[line.key]) ?? 0)}
                stroke={line.color}
                strokeWidth={2.5}
                strokeDasharray={line.dash}
                strokeLinecap="round"
                data-stat={line.key}
              />
            );
          })}
          {lines.map((line) => {
            const y = yScales.get(line.axis)?.scale;
            return rows.map((row) => {
              const value = numericValue(row[line.key]);
              if (!y || value === null) return null;
              return <circle key={`${line.key}-${row.week}`} cx={x(row.week)} cy={y(value)} r={3} fill={line.color} />;
            });
          })}
          <AxisBottom top={innerHeight} scale={x} numTicks={weekTicks} tickFormat={(w) => (Number.isInteger(Number(w)) ? String(w) : '')} label="Week" />
          {pointsAxis && <AxisLeft scale={pointsAxis.scale} tickValues={pointsAxis.ticks} label={AXIS_TITLES.points} labelOffset={32} />}
          {rightAxes.map((axis, i) => {
            const y = yScales.get(axis);
            if (!y) return null;
            return <AxisRight key={axis} left={innerWidth + i * AXIS_GAP} scale={y.scale} tickValues={y.ticks} label={AXIS_TITLES[axis]} labelOffset={28} />;
          })}
        </Group>
      </svg>
      <ul className="chart-legend">
        {lines.map((line) => (
          <li key={line.key}>
            <svg width="28" height="10" aria-hidden="true">
              <line x1="0" y1="5" x2="28" y2="5" stroke={line.color} strokeWidth="3" strokeDasharray={line.dash} />
            </svg>
            {statLabel(line.key)}
          </li>
        ))}
      </ul>
    </div>
  );
}
