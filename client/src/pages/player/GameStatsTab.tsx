import type { UseQueryResult } from '@tanstack/react-query';
import { useMemo, type ReactElement } from 'react';
import { Spinner } from '../../components/Spinner.js';
import type { GameStatRow } from '../../api/player.js';
import { positionColumns, PPR_POINTS, type StatColumn } from './stat-columns.js';
import { bandOf, DASH, formatStat, spreadOf, type Band, type ColumnSpread } from './stats.js';
import { ScrollArea } from '../../components/ScrollArea.js';

const BAND_TITLES: Record<Band, string> = {
  above: 'At or above mean + 1 standard deviation',
  average: 'Within one standard deviation of the mean',
  below: 'At or below mean − 1 standard deviation',
  none: 'No data',
};

/** Weekly table; each stat cell is coloured against its own column's mean ± one standard deviation. */
export function GameStatsTab({ position, query }: { position: string; query: UseQueryResult<GameStatRow[]> }) {
  const columns = useMemo<StatColumn[]>(() => [{ key: PPR_POINTS, label: 'PPR Points' }, ...positionColumns(position)], [position]);
  const rows = useMemo(() => query.data ?? [], [query.data]);
  const spreads = useMemo(() => new Map<string, ColumnSpread | null>(columns.map((c) => [c.key, spreadOf(rows, c.key)])), [columns, rows]);

  const fallback = gameStatsFallback(query);
  if (fallback) return fallback;

  return (
    <ScrollArea className="table-scroll" label="Game stats">
      <table className="data-table game-stats-table">
        <thead>
          <tr>
            <th scope="col">Week</th>
            <th scope="col">Opponent</th>
            <th scope="col">Result</th>
            {columns.map((c) => (
              <th key={c.key} scope="col" className="num">
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.week}>
              <th scope="row">{row.week}</th>
              <td>{opponentText(row)}</td>
              <td>{resultText(row)}</td>
              {columns.map((c) => {
                const band = bandOf(row[c.key], spreads.get(c.key) ?? null);
                return (
                  <td key={c.key} className={`num stat-cell band-${band}`} title={BAND_TITLES[band]} data-band={band}>
                    {formatStat(c.key, row[c.key])}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="legend" aria-hidden="true">
        <span className="stat-cell band-above">High</span> <span className="stat-cell band-average">Typical</span>{' '}
        <span className="stat-cell band-below">Low</span> <span className="stat-cell band-none">No data</span>
      </p>
    </ScrollArea>
  );
}

/** Game Stats and Trends read the same weekly query, so they wait, fail and come up empty alike; null once there are rows. */
export function gameStatsFallback(query: UseQueryResult<GameStatRow[]>): ReactElement | null {
  if (query.isPending) return <Spinner label="Loading game stats..." />;
  if (query.isError) return <p className="form-error">Error loading game stats: {query.error.message}</p>;
  if (query.data.length === 0) return <p className="empty-state">No game stats available for this season</p>;
  return null;
}

export function opponentText(row: GameStatRow): string {
  const opponent = row.opponent_abbreviation ?? row.opponent;
  if (!opponent) return DASH;
  if (row.home_away === 'A') return `@ ${opponent}`;
  if (row.home_away === 'H') return `vs ${opponent}`;
  return opponent;
}

export function resultText(row: GameStatRow): string {
  const score = typeof row.team_score === 'number' && typeof row.opponent_score === 'number' ? `${row.team_score}-${row.opponent_score}` : '';
  return [row.game_result, score].filter(Boolean).join(' ') || DASH;
}
