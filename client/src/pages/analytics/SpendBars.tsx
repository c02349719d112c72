import { AxisBottom } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleLinear } from '@visx/scale';
import { PLAYER_POSITIONS } from '#shared/draft/types.js';
import type { TeamAnalytics } from '#shared/analytics/types.js';
import { useElementWidth } from '../../browser/use-element-width.js';
import { positionVar } from './position-colors.js';
import { teamLabel } from '#shared/draft/team-label.js';

const ROW = 30;
/** Right: room for the total written after the longest bar ("$200"). */
const MARGIN = { top: 8, right: 48, bottom: 30 };

/** Each team's spend as one bar, stacked by position (visx), team names on the left. */
export function SpendBars({ teams, budget }: { teams: readonly TeamAnalytics[]; budget: number }) {
  const [ref, width] = useElementWidth<HTMLDivElement>();
  // Names take a third of a phone's width, less on wider screens.
  const left = Math.min(170, Math.max(96, Math.round(width * 0.3)));
  // A name cut to what its room holds (about 7.5 px a character at the chart's type), never cut by the edge.
  const nameChars = Math.max(6, Math.floor((left - 12) / 7.5));
  const innerWidth = Math.max(80, width - left - MARGIN.right);
  const height = MARGIN.top + MARGIN.bottom + teams.length * ROW;
  const x = scaleLinear<number>({ domain: [0, Math.max(budget, ...teams.map((t) => t.spent))], range: [0, innerWidth], nice: true });
  return (
    <div ref={ref} className="analytics-chart">
      <svg width={width} height={height} role="img" aria-label="Spend by position for each team">
        <Group left={left} top={MARGIN.top}>
          {teams.map((team, i) => {
            let start = 0;
            const name = teamLabel(team);
            return (
              <g key={team.fantasy_team_id} data-team={team.team_name}>
                <text x={-8} y={i * ROW + ROW / 2} textAnchor="end" dominantBaseline="middle" className="chart-label">
                  {name.length > nameChars ? `${name.slice(0, nameChars - 1)}…` : name}
                </text>
                {PLAYER_POSITIONS.map((position) => {
                  const dollars = team.spend_by_position[position];
                  if (dollars <= 0) return null;
                  const rect = <rect key={position} x={x(start)} y={i * ROW + 5} width={Math.max(1, x(start + dollars) - x(start))} height={ROW - 10} style={{ fill: positionVar(position) }} data-position={position} data-dollars={dollars}><title>{`${name}: ${position} $${dollars}`}</title></rect>;
                  start += dollars;
                  return rect;
                })}
                <text x={x(team.spent) + 6} y={i * ROW + ROW / 2} dominantBaseline="middle" className="chart-value">
                  {team.spent > 0 ? `$${team.spent}` : ''}
                </text>
              </g>
            );
          })}
          <AxisBottom top={teams.length * ROW} scale={x} numTicks={Math.max(2, Math.floor(innerWidth / 70))} tickFormat={(v) => `$${Number(v)}`} />
        </Group>
      </svg>
      <ul className="chart-legend" aria-label="Positions">
        {PLAYER_POSITIONS.map((position) => (
          <li key={position}>
            <span className="legend-swatch" style={{ background: positionVar(position) }} aria-hidden="true" />
            {position}
          </li>
        ))}
      </ul>
    </div>
  );
}
