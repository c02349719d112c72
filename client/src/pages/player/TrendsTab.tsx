import type { UseQueryResult } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { gameStatsFallback, opponentText } from './GameStatsTab.js';
import type { GameStatRow } from '../../api/player.js';
import {
  availableNumericStats,
  BAND_LABELS,
  bandOf,
  bestWeek,
  colorAt,
  consistency,
  DEFAULT_TREND_STAT,
  formatConsistency,
  formatStat,
  spreadOf,
  statLabel,
  valuesOf,
  worstWeek,
} from './stats.js';
import { TrendsChart } from './TrendsChart.js';
import './trends.css';
import { ScrollArea } from '../../components/ScrollArea.js';

/** Stat chips, the weekly chart, Best/Worst Week, Consistency and the Weekly Performance Summary. */
export function TrendsTab({ query }: { query: UseQueryResult<GameStatRow[]> }) {
  const rows = useMemo(() => query.data ?? [], [query.data]);
  const available = useMemo(() => availableNumericStats(rows), [rows]);
  // null until the user touches a chip: the default follows the data that arrives.
  const [chosen, setChosen] = useState<string[] | null>(null);
  const selected = useMemo(() => (chosen ?? [DEFAULT_TREND_STAT]).filter((key) => available.includes(key)), [chosen, available]);

  const fallback = gameStatsFallback(query);
  if (fallback) return fallback;

  const toggle = (key: string) => {
    const next = selected.includes(key) ? selected.filter((k) => k !== key) : [...selected, key];
    setChosen(next);
  };
  const focusStat = selected[0] ?? DEFAULT_TREND_STAT;

  return (
    <div className="trends">
      <div className="stat-chips" role="group" aria-label="Stats to chart">
        {available.map((key) => {
          const on = selected.includes(key);
          const index = selected.indexOf(key);
          return (
            <button
              key={key}
              type="button"
              className={`chip${on ? ' chip-on' : ''}`}
              aria-pressed={on}
              style={on ? { borderColor: colorAt(index), boxShadow: `inset 0 -3px 0 ${colorAt(index)}` } : undefined}
              onClick={() => toggle(key)}
            >
              {statLabel(key)}
            </button>
          );
        })}
      </div>
      {selected.length === 0 ? <p className="empty-state">Select stats above to view chart</p> : <TrendsChart rows={rows} keys={selected} />}
      <TrendCards rows={rows} statKey={focusStat} />
      <PerformanceSummary rows={rows} keys={selected.length > 0 ? selected : [DEFAULT_TREND_STAT]} />
    </div>
  );
}

function TrendCards({ rows, statKey }: { rows: GameStatRow[]; statKey: string }) {
  const best = bestWeek(rows, statKey);
  const worst = worstWeek(rows, statKey);
  const steadiness = consistency(valuesOf(rows, statKey));
  const cards = [
    { label: 'Best Week', value: best ? formatStat(statKey, best.value) : '—', detail: best ? `Week ${best.week}` : 'No data' },
    { label: 'Worst Week', value: worst ? formatStat(statKey, worst.value) : '—', detail: worst ? `Week ${worst.week}` : 'No data' },
    { label: 'Consistency', value: formatConsistency(steadiness), detail: 'Mean ÷ SD' },
  ];
  return (
    <section className="trend-cards" aria-label={`${statLabel(statKey)} highlights`}>
      {cards.map((card) => (
        <div key={card.label} className="card trend-card">
          <div className="trend-card-label">{card.label}</div>
          <div className="trend-card-value">{card.value}</div>
          <div className="trend-card-detail muted">
            {card.detail} · {statLabel(statKey)}
          </div>
        </div>
      ))}
    </section>
  );
}

function PerformanceSummary({ rows, keys }: { rows: GameStatRow[]; keys: string[] }) {
  const spreads = new Map(keys.map((k) => [k, spreadOf(rows, k)]));
  return (
    <section className="performance-summary">
      <h2 className="section-title">Weekly Performance Summary</h2>
      <ScrollArea className="table-scroll" label="Weekly performance summary">
        <table className="data-table">
          <thead>
            <tr>
              <th scope="col">Week</th>
              <th scope="col">Opponent</th>
              {keys.map((k) => (
                <th key={k} scope="col">
                  {statLabel(k)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.week}>
                <th scope="row">{row.week}</th>
                <td>{opponentText(row)}</td>
                {keys.map((k) => {
                  const band = bandOf(row[k], spreads.get(k) ?? null);
                  return (
                    <td key={k}>
                      <span className="num">{formatStat(k, row[k])}</span>{' '}
                      {band !== 'none' && <span className={`perf-label band-${band}`}>{BAND_LABELS[band]}</span>}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollArea>
    </section>
  );
}
