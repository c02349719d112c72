import { memo, useId, useMemo, useState, type KeyboardEvent, type Ref } from 'react';
import { Link } from 'wouter';
import { PlayerAvatar } from '#client/components/PlayerAvatar.js';
import { PositionBadge } from '#client/components/PositionBadge.js';
import { nflTeam } from '#client/components/board/board-format.js';
import { PositionFilter, type PositionFilterValue } from '#client/components/board/PositionFilter.js';
import { formatDollarValue, formatPoints } from '#client/format/number-format.js';
import { useLivePricing, useValuedRows } from '#client/draft-room/use-values.js';
import { AdjustedValue } from '#client/components/AdjustedValue.js';
import { livePrice } from '#shared/values/pricing.js';
import { playerProfilePath } from '../../player/profile-path.js';
import type { PlayerListItem } from '#client/api/players.js';
import { DataTable, type TableColumn } from '#client/components/table/DataTable.js';
import { nextSort, useSortedRows, type SortState } from '#client/components/table/table-sort.js';
import { useAvailablePlayers } from './use-available-players.js';
import { useActiveRow } from './use-active-row.js';

export interface AvailablePlayersTableProps {
  draftId: number;
  leagueId: number;
  limit: number;
  search: string;
  onSearchChange: (search: string) => void;
  position: PositionFilterValue;
  onPositionChange: (position: PositionFilterValue) => void;
  /** Commissioner while IN_PROGRESS: Select buttons and Enter-to-select from the search box. */
  selectable: boolean;
  selectedPlayerId: string | null;
  onSelect: (player: PlayerListItem) => void;
  searchRef?: Ref<HTMLInputElement>;
  /** The quick panel hides the stat columns and the debug panel, and folds team and position into the player cell. */
  compact?: boolean;
}

/**
 * The Available Players table (spec 02 §2 Run tab). Keyboard: type in the search box, move with
 * ↑/↓, Enter selects the highlighted player (the first one unless moved).
 */
export function AvailablePlayersTable(props: AvailablePlayersTableProps) {
  const { draftId, leagueId, limit, search, onSearchChange, position, onPositionChange, selectable, selectedPlayerId, onSelect, searchRef, compact = false } = props;
  const available = useAvailablePlayers(draftId, position, search, limit);
  const [sort, setSort] = useState<SortState | null>(null);
  const [active, setActive] = useState({ index: 0, search, position });
  const listId = useId();
  const columns = useMemo(() => availableColumns({ leagueId, draftId, compact, selectable, onSelect }), [leagueId, draftId, compact, selectable, onSelect]);
  // Every row here is available: its value as of this draft; the adjusted value, which moves with
  // most sales, is its cell's to show (AdjustedValue).
  const valued = useValuedRows(available.players);
  const rows = useSortedRows(valued, columns, sort);
  const pricing = useLivePricing();

  // The highlight starts over whenever the query changes.
  const activeIndex = active.search === search && active.position === position ? Math.min(active.index, Math.max(rows.length - 1, 0)) : 0;
  const setActiveIndex = (index: number) => setActive({ index, search, position });
  const activeRow = rows[activeIndex];
  // By player, not position: a sale removes a row, and ids by index would change (and re-render)
  // every row below it (scripts/bench-render.ts).
  const rowId = (player: PlayerListItem) => `${listId}-${player.nfl_player_id}`;
  // While picking, the search box drives the list (↑/↓, Enter): only the highlighted row's link and
  // Select are Tab stops, so Tab goes on to the Submit Pick form, not through a hundred rows. Every
  // row renders as not highlighted; the highlight is set on the page (use-active-row.ts).
  useActiveRow(activeRow ? rowId(activeRow) : null, selectable);

  const onSearchKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      const next = Math.min(Math.max(activeIndex + step, 0), Math.max(rows.length - 1, 0));
      setActiveIndex(next);
      const nextRow = rows[next];
      if (nextRow) document.getElementById(rowId(nextRow))?.scrollIntoView({ block: 'nearest' });
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (selectable && activeRow) onSelect(activeRow);
    } else if (event.key === 'Escape' && search) {
      event.preventDefault();
      onSearchChange('');
    }
  };

  const listShown = !available.isPending && !available.isError && rows.length > 0;
  return (
    <section className="card available-players" aria-label="Available Players">
      <div className="card-head">
        <h2 className="card-title">Available Players</h2>
        {available.isFetching && !available.isPending && <span className="muted small">Updating...</span>}
      </div>
      <div className="available-controls">
        <input
          ref={searchRef}
          type="search"
          className="input"
          placeholder="Search players..."
          aria-label="Search players"
          data-shortcut="player-search"
          // Only once the list is there: while it loads (or is empty) the id would name nothing (axe, aria-valid-attr-value).
          aria-controls={listShown ? listId : undefined}
          aria-activedescendant={selectable && activeRow ? rowId(activeRow) : undefined}
          aria-describedby={selectable ? `${listId}-hint` : undefined}
          value={search}
          onChange={(event) => onSearchChange(event.target.value)}
          onKeyDown={onSearchKeyDown}
          autoComplete="off"
          spellCheck={false}
        />
        <PositionFilter value={position} onChange={onPositionChange} />
      </div>
      {selectable && (
        <p id={`${listId}-hint`} className="muted small keyboard-hint">
          Type to search, ↑/↓ to move, Enter to select.
        </p>
      )}
      {available.isPending ? (
        <p className="empty-state">Loading available players...</p>
      ) : available.isError ? (
        <p className="empty-state form-error">Error loading players</p>
      ) : rows.length === 0 ? (
        <div className="empty-state">
          <p>No players available for drafting</p>
          <ul className="muted small reasons">
            <li>All players may already be drafted</li>
            <li>No player projections may be loaded for this season</li>
            <li>There may be a database issue</li>
          </ul>
        </div>
      ) : (
        <div className="table-scroll available-scroll">
          <DataTable
            className="available-table"
            id={listId}
            columns={columns}
            rows={rows}
            rowKey={(player) => player.nfl_player_id}
            rowContext={() => (selectable ? -1 : undefined)}
            rowAttributes={(player) => ({
              id: rowId(player),
              className: player.nfl_player_id === selectedPlayerId ? 'is-selected' : undefined,
              'aria-selected': selectable ? false : undefined,
              'data-player-id': player.nfl_player_id,
            })}
            sort={sort}
            onSort={(key) => setSort((current) => nextSort(current, key))}
          />
        </div>
      )}
      {!compact && (
        <details className="debug-panel">
          <summary>Show debug info</summary>
          <pre>{JSON.stringify(rows.slice(0, 3).map((row) => ({ ...row, adjusted_value: livePrice(pricing, row, false).adjusted })), null, 2)}</pre>
        </details>
      )}
    </section>
  );
}

interface ColumnOptions {
  leagueId: number;
  draftId: number;
  compact: boolean;
  selectable: boolean;
  onSelect: (player: PlayerListItem) => void;
}

/** The table's columns; a cell's context is the row's tab stop (-1 keeps it out of the Tab order). */
function availableColumns({ leagueId, draftId, compact, selectable, onSelect }: ColumnOptions): TableColumn<PlayerListItem, number | undefined>[] {
  const columns: TableColumn<PlayerListItem, number | undefined>[] = [
    {
      id: 'name',
      header: 'Player',
      sortValue: (p) => p.full_name,
      cellClassName: compact ? 'compact-player' : undefined,
      cell: (player, tabIndex) => <PlayerCell player={player} tabIndex={tabIndex} leagueId={leagueId} draftId={draftId} compact={compact} />,
    },
  ];
  if (!compact) {
    columns.push(
      { id: 'team', header: 'Team', sortValue: (p) => nflTeam(p.team_abbreviation), cell: (p) => nflTeam(p.team_abbreviation) },
      { id: 'position', header: 'Pos', sortValue: (p) => p.position_code, cell: (p) => <PositionBadge position={p.position_code} /> },
    );
  }
  columns.push(
    {
      id: 'projected',
      header: compact ? 'Proj' : 'Proj. Points',
      numeric: true,
      sortValue: (p) => p.fantasy_points_ppr_projected,
      cell: (p) => formatPoints(p.fantasy_points_ppr_projected),
    },
  );
  if (!compact) {
    columns.push({ id: 'previous', header: 'Prev. Season', numeric: true, sortValue: (p) => p.previous_season_points, cell: (p) => formatPoints(p.previous_season_points) });
  }
  // docs/VALUES.md: the value for this league's settings and at the draft's current inflation.
  columns.push(
    { id: 'value', header: 'Value', numeric: true, sortValue: (p) => p.auction_value, cell: (p) => formatDollarValue(p.auction_value) },
    {
      id: 'adjusted',
      header: <abbr title="Adjusted value at the draft's current inflation">Adj.</abbr>,
      numeric: true,
      // One inflation prices every row, and the adjusted value never falls as the value rises
      // (shared/values/inflation.ts): ordering by value orders by adjusted value too.
      sortValue: (p) => p.auction_value,
      cellClassName: 'value-adjusted',
      cell: (p) => <AdjustedValue value={p.auction_value} />,
    },
  );
  if (selectable) {
    columns.push({
      id: 'select',
      header: 'Select',
      cell: (player, tabIndex) => (
        <button type="button" className="btn btn-sm btn-secondary" onClick={() => onSelect(player)} aria-label={`Select ${player.full_name}`} tabIndex={tabIndex}>
          Select
        </button>
      ),
    });
  }
  return columns;
}

interface PlayerCellProps {
  player: PlayerListItem;
  tabIndex: number | undefined;
  leagueId: number;
  draftId: number;
  compact: boolean;
}

/**
 * The player's name, photo and link. Memoised on what it shows: a row that renders again (its
 * selection, the table's columns) leaves its name cell, with the link's router hooks, as it was.
 */
const PlayerCell = memo(
  function PlayerCell({ player, tabIndex, leagueId, draftId, compact }: PlayerCellProps) {
    return (
      <span className="player-cell">
        <PlayerAvatar src={player.photo_url} name={player.full_name} size="xs" />
        <Link href={playerProfilePath(leagueId, player.nfl_player_id, draftId)} className="player-link" tabIndex={tabIndex}>
          {player.full_name}
        </Link>
        {/* The narrow panel folds team and position into the player's cell to leave room for the values. */}
        {compact && (
          <span className="muted small compact-player-meta">
            <PositionBadge position={player.position_code} /> {nflTeam(player.team_abbreviation)}
          </span>
        )}
      </span>
    );
  },
  (a, b) =>
    a.tabIndex === b.tabIndex &&
    a.leagueId === b.leagueId &&
    a.draftId === b.draftId &&
    a.compact === b.compact &&
    (['nfl_player_id', 'full_name', 'photo_url', 'position_code', 'team_abbreviation'] as const).every((key) => a.player[key] === b.player[key]),
);
