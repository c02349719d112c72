import { Suspense, useEffect, useId, useMemo, useState } from 'react';
import { lazyWithRetry } from '#client/lazy-loading/lazy-with-retry.js';
import { Link } from 'wouter';
import { PlayerAvatar } from '#client/components/PlayerAvatar.js';
import { PositionBadge } from '#client/components/PositionBadge.js';
import { Spinner } from '#client/components/Spinner.js';
import { formatDollars } from '#client/format/format.js';
import { formatDate } from '#client/format/calendar-day.js';
import { formatTrend, PRICE_POSITIONS, usePriceHistory, type PriceRecord } from './price-history.js';
import './price-history.css';
import { ScrollArea } from '#client/components/ScrollArea.js';
import { DataTable, type TableColumn } from '#client/components/table/DataTable.js';
import { possessive } from '#shared/possessive.js';

// The chart (and visx with it) loads only once someone asks to see a player's prices.
const PlayerPriceChart = lazyWithRetry(() => import('./PlayerPriceChart.js'));

/** Price History (spec 02 §2): the league's past acquisition prices. Receives the league id too. */
export interface PriceHistoryTabProps {
  draftId: number;
  leagueId: number;
}

export default function PriceHistoryTab({ leagueId }: PriceHistoryTabProps) {
  const positionId = useId();
  const seasonId = useId();
  const [position, setPosition] = useState<string>('ALL');
  const [season, setSeason] = useState<number | null>(null);
  const [selected, setSelected] = useState<PriceRecord | null>(null);
  const history = usePriceHistory(leagueId, { position, season });
  const records = useMemo(() => history.data ?? [], [history.data]);

  // Season choices are every season seen so far, so picking one does not shrink the list to itself.
  const [seasons, setSeasons] = useState<number[]>([]);
  useEffect(() => {
    setSeasons((known) => {
      const next = new Set([...known, ...records.map((r) => r.season)]);
      return next.size === known.length ? known : [...next].sort((a, b) => b - a);
    });
  }, [records]);

  return (
    <section className="price-history" aria-labelledby="price-history-title">
      <header className="price-history-header">
        <h2 id="price-history-title" className="section-title">
          Price History
        </h2>
        <div className="price-filters">
          <div className="price-filter">
            <label htmlFor={positionId}>Position</label>
            <select id={positionId} className="input" value={position} onChange={(e) => setPosition(e.target.value)}>
              {PRICE_POSITIONS.map((p) => (
                <option key={p} value={p}>
                  {p === 'ALL' ? 'All positions' : p}
                </option>
              ))}
            </select>
          </div>
          <div className="price-filter">
            <label htmlFor={seasonId}>Season</label>
            <select id={seasonId} className="input" value={season ?? ''} onChange={(e) => setSeason(e.target.value ? Number(e.target.value) : null)}>
              <option value="">All seasons</option>
              {seasons.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </select>
          </div>
        </div>
      </header>

      {selected && (
        <Suspense fallback={<Spinner inline label="Loading chart..." />}>
          <PlayerPriceChart leagueId={leagueId} player={selected} onClose={() => setSelected(null)} />
        </Suspense>
      )}

      {history.isPending ? (
        <Spinner label="Loading price history..." />
      ) : history.isError ? (
        <p className="form-error" role="alert">
          Error loading price history: {history.error.message}
        </p>
      ) : records.length === 0 ? (
        <p className="empty-state">No price history found for these filters</p>
      ) : (
        <PriceTable leagueId={leagueId} records={records} selectedId={selected?.nfl_player_id ?? null} onSelect={setSelected} />
      )}
    </section>
  );
}

function PriceTable({ leagueId, records, selectedId, onSelect }: { leagueId: number; records: PriceRecord[]; selectedId: string | null; onSelect: (r: PriceRecord) => void }) {
  const columns = useMemo(() => priceColumns(leagueId, onSelect), [leagueId, onSelect]);
  return (
    <ScrollArea className="table-scroll" label="Prices">
      <DataTable
        className="price-table"
        columns={columns}
        rows={records}
        rowKey={(r) => `${r.draft_id}-${r.nfl_player_id}-${r.acquisition_type}`}
        rowAttributes={(r) => ({ className: r.nfl_player_id === selectedId ? 'selected' : undefined })}
      />
    </ScrollArea>
  );
}

const trendClass = (trend: number | null) => `trend ${trend === null ? '' : trend > 0 ? 'trend-up' : trend < 0 ? 'trend-down' : ''}`.trim();

function priceColumns(leagueId: number, onSelect: (r: PriceRecord) => void): TableColumn<PriceRecord>[] {
  return [
    {
      id: 'player',
      header: 'Player',
      cell: (r) => (
        <span className="price-player">
          <PlayerAvatar src={r.photo_url} name={r.full_name} size="xs" />
          <Link href={`/leagues/${leagueId}/players/${encodeURIComponent(r.nfl_player_id)}`}>{r.full_name}</Link>
        </span>
      ),
    },
    { id: 'position', header: 'Pos', cell: (r) => <PositionBadge position={r.position_code} /> },
    { id: 'season', header: 'Season', cell: (r) => r.season },
    { id: 'price', header: 'Price', numeric: true, cell: (r) => formatDollars(r.acquisition_price) },
    { id: 'trend', header: 'Trend', numeric: true, cellClassName: (r) => trendClass(r.price_trend), cell: (r) => formatTrend(r.price_trend) },
    { id: 'team', header: 'Team', cell: (r) => r.team_nickname || r.team_name || '—' },
    { id: 'pick', header: 'Pick Order', numeric: true, cell: (r) => r.pick_order ?? '—' },
    { id: 'rank', header: 'Rank (proj / actual)', numeric: true, cell: (r) => `${r.rank_overall_projected ?? '—'} / ${r.rank_overall_actual ?? '—'}` },
    { id: 'date', header: 'Draft date', cell: (r) => formatDate(r.draft_date) || '—' },
    {
      id: 'chart',
      header: <span className="visually-hidden">Chart</span>,
      cell: (r) => (
        <button type="button" className="btn btn-secondary btn-sm" onClick={() => onSelect(r)} aria-label={`Chart ${possessive(r.full_name)} prices`}>
          Chart
        </button>
      ),
    },
  ];
}
