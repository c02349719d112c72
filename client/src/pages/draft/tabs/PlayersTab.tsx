import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { memo, useMemo, useState } from 'react';
import { Link } from 'wouter';
import type { DraftPick } from '../../../../../shared/draft/types.js';
import { PlayerAvatar } from '../../../components/PlayerAvatar.js';
import { PositionBadge } from '../../../components/PositionBadge.js';
import { nflTeam, pickOwnerLabel } from '../../../components/board/board-format.js';
import { PositionFilter, type PositionFilterValue } from '../../../components/board/PositionFilter.js';
import { useDraftPicks } from '../../../live-draft/hooks.js';
import { draftQueryKeys, fetchAllPlayers, fetchPlayerCount, type AllPlayerItem } from '../../../api/players.js';
import { formatDollars } from '../../../lib/format.js';
import { ColumnManager } from '../players/ColumnManager.js';
import { isNumericColumn, loadColumns, NUMERIC_COLUMNS, saveColumns, columnLabel, type ColumnSetting, type NumericColumn } from '../players/columns.js';
import { nextSort, sortRows, useDebounced, type SortState } from '../run/search.js';
import { StatTile } from '../StatTile.js';
import { ScrollArea } from '../../../components/ScrollArea.js';

export interface PlayersTabProps {
  draftId: number;
  leagueId: number;
}

/** Spec 02 §9: the all-players search waits one second after the last keystroke. */
export const ALL_PLAYERS_SEARCH_DEBOUNCE_MS = 1000;
export const NO_PLAYERS_MATCH = 'No players found matching your criteria';
/** Rows drawn at first; the rest on request, so a 1000-player answer does not stall a phone. */
export const PLAYERS_PAGE_SIZE = 200;

const countText = (n: number | undefined) => (n === undefined ? '–' : n.toLocaleString('en-US'));

/** The all-players table: every player with projections and live draft status. */
export function PlayersTab({ draftId, leagueId }: PlayersTabProps) {
  const [position, setPosition] = useState<PositionFilterValue>('ALL');
  const [search, setSearch] = useState('');
  const debounced = useDebounced(search.trim(), ALL_PLAYERS_SEARCH_DEBOUNCE_MS);
  const [columns, setColumnsState] = useState<ColumnSetting[]>(loadColumns);
  const [shown, setShown] = useState(PLAYERS_PAGE_SIZE);
  const [sort, setSort] = useState<SortState<NumericColumn['id']>>({ key: 'ppr_proj', direction: 'desc' });
  const query = useQuery({
    queryKey: draftQueryKeys.allPlayers(draftId, position, debounced),
    queryFn: ({ signal }) => fetchAllPlayers(draftId, position, debounced, signal),
    placeholderData: keepPreviousData,
  });
  // Draft status comes from the live store, so it changes with every pick without a refetch.
  const picks = useDraftPicks();
  const pickByPlayer = useMemo(() => new Map(picks.map((p) => [p.nfl_player_id, p])), [picks]);

  const setColumns = (next: ColumnSetting[]) => {
    setColumnsState(next);
    saveColumns(next);
  };
  const rows = useMemo(() => sortRows(query.data ?? [], NUMERIC_COLUMNS[sort.key].value, sort.direction), [query.data, sort]);
  // The tiles count the whole pool the filters match (1,303 players), not the rows the list holds
  // (at most 1000); a pick changes the key, so they follow the draft.
  const counts = useQuery({
    queryKey: draftQueryKeys.playerCount(draftId, position, debounced, picks.length),
    queryFn: ({ signal }) => fetchPlayerCount(draftId, position, debounced, signal),
    placeholderData: keepPreviousData,
  });
  const visibleIds = useMemo(() => columns.filter((c) => c.visible).map((c) => c.id), [columns]);

  return (
    <div className="players-tab">
      <dl className="stat-tiles">
        <StatTile label="Total Players" value={countText(counts.data?.total)} />
        <StatTile label="Available" value={countText(counts.data?.available)} />
        <StatTile label="Drafted" value={countText(counts.data?.drafted)} />
      </dl>
      <div className="players-toolbar">
        <input
          type="search"
          className="input"
          placeholder="Search players..."
          aria-label="Search all players"
          data-shortcut="player-search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <PositionFilter value={position} onChange={setPosition} />
        <ColumnManager columns={columns} onChange={setColumns} />
      </div>
      {query.isPending ? (
        <p className="empty-state">Loading players...</p>
      ) : query.isError && !query.data ? (
        <p className="empty-state form-error">Error loading players</p>
      ) : rows.length === 0 ? (
        <p className="empty-state">{NO_PLAYERS_MATCH}</p>
      ) : (
        <ScrollArea className="table-scroll" label="All players">
          <table className="data-table players-table">
            <thead>
              <tr>
                {visibleIds.map((id) =>
                  isNumericColumn(id) ? (
                    <th key={id} scope="col" className="num" aria-sort={sort.key === id ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'}>
                      <button type="button" className="sort-btn" onClick={() => setSort((current) => nextSort(current, id))}>
                        {columnLabel(id)}
                        <span aria-hidden="true" className="sort-mark">
                          {sort.key === id ? (sort.direction === 'asc' ? '▲' : '▼') : ''}
                        </span>
                      </button>
                    </th>
                  ) : (
                    <th key={id} scope="col">
                      {columnLabel(id)}
                    </th>
                  ),
                )}
              </tr>
            </thead>
            <tbody>
              {rows.slice(0, shown).map((row) => (
                <PlayerRow key={row.nfl_player_id} row={row} pick={pickByPlayer.get(row.nfl_player_id)} columns={visibleIds} leagueId={leagueId} />
              ))}
            </tbody>
          </table>
          {rows.length > shown && (
            <div className="show-more">
              <button type="button" className="btn btn-secondary" onClick={() => setShown((n) => n + PLAYERS_PAGE_SIZE)}>
                Show more ({rows.length - shown} more players)
              </button>
            </div>
          )}
        </ScrollArea>
      )}
    </div>
  );
}

/** Up to 1000 rows: a pick re-renders only the row whose draft status changed. */
const PlayerRow = memo(function PlayerRow({ row, pick, columns, leagueId }: { row: AllPlayerItem; pick: DraftPick | undefined; columns: ColumnSetting['id'][]; leagueId: number }) {
  return (
    <tr data-player-id={row.nfl_player_id}>
      {columns.map((id) => (
        <Cell key={id} id={id} row={row} pick={pick} leagueId={leagueId} />
      ))}
    </tr>
  );
});

function Cell({ id, row, pick, leagueId }: { id: ColumnSetting['id']; row: AllPlayerItem; pick: DraftPick | undefined; leagueId: number }) {
  if (id === 'player') {
    return (
      <td>
        <span className="player-cell">
          <PlayerAvatar src={row.photo_url} name={row.full_name} size="xs" />
          <Link href={`/leagues/${leagueId}/players/${encodeURIComponent(row.nfl_player_id)}`} className="player-link">
            {row.full_name}
          </Link>
          <PositionBadge position={row.position_code} />
          <span className="muted small">{nflTeam(row.team_abbreviation)}</span>
        </span>
      </td>
    );
  }
  if (id === 'draft_status') {
    return (
      <td>
        {pick ? (
          <span className="draft-status is-drafted">
            <strong>Drafted</strong>{' '}
            <span className="muted small">
              {pickOwnerLabel(pick)} · {formatDollars(pick.acquisition_price)}
              {pick.drafter_username ? ` · by ${pick.drafter_username}` : ''}
            </span>
          </span>
        ) : (
          <span className="draft-status is-available">Available</span>
        )}
      </td>
    );
  }
  const column = NUMERIC_COLUMNS[id];
  return <td className="num">{column.format(column.value(row))}</td>;
}
