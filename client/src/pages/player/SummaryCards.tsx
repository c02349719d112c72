import type { SeasonStats } from '../../api/player.js';
import { PPR_POINTS, STANDARD_POINTS } from './stat-columns.js';
import { numericValue } from './stats.js';

/** PPR Fantasy Points, Standard Points, Games Played: 0.0 / 0 when the season has no data. */
export function SummaryCards({ stats, loading }: { stats: SeasonStats | null; loading: boolean }) {
  const ppr = numericValue(stats?.[PPR_POINTS]) ?? 0;
  const standard = numericValue(stats?.[STANDARD_POINTS]) ?? 0;
  const games = numericValue(stats?.games_played) ?? 0;
  const cards = [
    { label: 'PPR Fantasy Points', value: ppr.toFixed(1) },
    { label: 'Standard Points', value: standard.toFixed(1) },
    { label: 'Games Played', value: String(games) },
  ];
  return (
    <section className="profile-summary" aria-label="Season summary" aria-busy={loading}>
      {cards.map((card) => (
        <div key={card.label} className="card profile-summary-card">
          <div className="profile-summary-value">{loading ? '…' : card.value}</div>
          <div className="profile-summary-label">{card.label}</div>
        </div>
      ))}
    </section>
  );
}
