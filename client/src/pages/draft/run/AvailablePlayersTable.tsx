import { useId, useMemo, useState, type KeyboardEvent, type Ref } from 'react';
import { Link } from 'wouter';
import { PlayerAvatar } from '../../../components/PlayerAvatar.js';
import { PositionBadge } from '../../../components/PositionBadge.js';
import { nflTeam } from '../../../components/board/board-format.js';
import { PositionFilter, type PositionFilterValue } from '../../../components/board/PositionFilter.js';
import { formatPoints } from '../../../lib/number-format.js';
import type { PlayerListItem } from '../../../api/players.js';
import { nextSort, sortRows, type SortState } from './search.js';
import { useAvailablePlayers } from './use-available-players.js';

type SortKey = 'name' | 'team' | 'position' | 'projected' | 'previous';

const SORT_VALUES: Record<SortKey, (p: PlayerListItem) => string | number | null> = {
  name: (p) => p.full_name,
  team: (p) => nflTeam(p.team_abbreviation),
  position: (p) => p.position_code,
  projected: (p) => p.fantasy_points_ppr_projected,
  previous: (p) => p.previous_season_points,
};

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
  /** The quick panel hides the stat columns and the debug panel. */
  compact?: boolean;
}

/**
 * The Available Players table (spec 02 §2 Run tab). Keyboard: type in the search box, move with
 * ↑/↓, Enter selects the highlighted player (the first one unless moved).
 */
export function AvailablePlayersTable(props: AvailablePlayersTableProps) {
  const { draftId, leagueId, limit, search, onSearchChange, position, onPositionChange, selectable, selectedPlayerId, onSelect, searchRef, compact = false } = props;
  const available = useAvailablePlayers(draftId, position, search, limit);
  const [sort, setSort] = useState<SortState<SortKey> | null>(null);
  const [active, setActive] = useState({ index: 0, search, position });
  const listId = useId();

  const rows = useMemo(() => (sort ? sortRows(available.players, SORT_VALUES[sort.key], sort.direction) : available.players), [available.players, sort]);
  // The highlight starts over whenever the query changes.
  const activeIndex = active.search === search && active.position === position ? Math.min(active.index, Math.max(rows.length - 1, 0)) : 0;
  const setActiveIndex = (index: number) => setActive({ index, search, position });
  const activeRow = rows[activeIndex];
  // While picking, the search box drives the list (↑/↓, Enter): only the highlighted row's link and
  // Select are Tab stops, so Tab goes on to the Submit Pick form, not through a hundred rows (issue 17).
  const rowTabIndex = (index: number) => (selectable && index !== activeIndex ? -1 : undefined);

  const onSearchKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActiveIndex(Math.min(Math.max(activeIndex + step, 0), Math.max(rows.length - 1, 0)));
      document.getElementById(`${listId}-${activeIndex + step}`)?.scrollIntoView({ block: 'nearest' });
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (selectable && activeRow) onSelect(activeRow);
    } else if (event.key === 'Escape' && search) {
      event.preventDefault();
      onSearchChange('');
    }
  };

  const header = (key: SortKey, label: string, numeric = false) => (
    <th scope="col" className={numeric ? 'num' : undefined} aria-sort={sort?.key === key ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'}>
      <button type="button" className="sort-btn" onClick={() => setSort((current) => nextSort(current, key))}>
        {label}
        <span aria-hidden="true" className="sort-mark">
          {sort?.key === key ? (sort.direction === 'asc' ? '▲' : '▼') : ''}
        </span>
      </button>
    </th>
  );

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
          aria-controls={listId}
          aria-activedescendant={selectable && activeRow ? `${listId}-${activeIndex}` : undefined}
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
          <table className="data-table available-table" id={listId}>
            <thead>
              <tr>
                {header('name', 'Player')}
                {header('team', 'Team')}
                {header('position', 'Pos')}
                {header('projected', compact ? 'Proj' : 'Proj. Points', true)}
                {!compact && header('previous', 'Prev. Season', true)}
                {selectable && <th scope="col">Select</th>}
              </tr>
            </thead>
            <tbody>
              {rows.map((player, index) => (
                <tr
                  key={player.nfl_player_id}
                  id={`${listId}-${index}`}
                  className={`${selectable && index === activeIndex ? 'is-active' : ''} ${player.nfl_player_id === selectedPlayerId ? 'is-selected' : ''}`.trim() || undefined}
                  aria-selected={selectable ? index === activeIndex : undefined}
                  data-player-id={player.nfl_player_id}
                >
                  <td>
                    <span className="player-cell">
                      <PlayerAvatar src={player.photo_url} name={player.full_name} size="xs" />
                      <Link href={`/leagues/${leagueId}/players/${encodeURIComponent(player.nfl_player_id)}`} className="player-link" tabIndex={rowTabIndex(index)}>
                        {player.full_name}
                      </Link>
                    </span>
                  </td>
                  <td>{nflTeam(player.team_abbreviation)}</td>
                  <td>
                    <PositionBadge position={player.position_code} />
                  </td>
                  <td className="num">{formatPoints(player.fantasy_points_ppr_projected)}</td>
                  {!compact && <td className="num">{formatPoints(player.previous_season_points)}</td>}
                  {selectable && (
                    <td>
                      <button
                        type="button"
                        className="btn btn-sm btn-secondary"
                        onClick={() => onSelect(player)}
                        aria-label={`Select ${player.full_name}`}
                        tabIndex={rowTabIndex(index)}
                      >
                        Select
                      </button>
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {!compact && (
        <details className="debug-panel">
          <summary>Show debug info</summary>
          <pre>{JSON.stringify(rows.slice(0, 3), null, 2)}</pre>
        </details>
      )}
    </section>
  );
}
