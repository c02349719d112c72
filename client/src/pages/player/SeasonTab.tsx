import type { UseQueryResult } from '@tanstack/react-query';
import { Spinner } from '../../components/Spinner.js';
import type { SeasonStats } from '../../api/player.js';
import { perGameColumns, seasonTotalColumns, type StatColumn } from './stat-columns.js';
import { formatPoints, formatStat, numericValue, perGame } from './stats.js';

/** Season Totals and Per Game Averages; 'No season stats available' when the season has none. */
export function SeasonTab({ position, query }: { position: string; query: UseQueryResult<SeasonStats | null> }) {
  if (query.isPending) return <Spinner label="Loading season stats..." />;
  if (query.isError) return <p className="form-error">Error loading season stats: {query.error.message}</p>;
  const stats = query.data;
  const games = numericValue(stats?.games_played);
  if (!stats || !games) return <p className="empty-state">No season stats available</p>;
  return (
    <div className="season-stats">
      <StatGrid title="Season Totals" columns={[{ key: 'games_played', label: 'Games Played' }, ...seasonTotalColumns(position)]} value={(key) => stats[key]} />
      <StatGrid title="Per Game Averages" columns={perGameColumns(position)} value={(key) => perGame(stats[key], games)} perGame />
    </div>
  );
}

function StatGrid({ title, columns, value, perGame: averaged = false }: { title: string; columns: StatColumn[]; value: (key: string) => unknown; perGame?: boolean }) {
  return (
    <section className="card season-card">
      <h2 className="section-title">{title}</h2>
      <dl className="stat-grid">
        {columns.map((c) => {
          const v = value(c.key);
          const shown = averaged ? formatPoints(v) : formatStat(c.key, v);
          return (
            <div key={c.key}>
              <dt>{c.label}</dt>
              <dd>{shown}</dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}
