import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { Link } from 'wouter';
import type { DraftPick } from '#shared/draft/types.js';
import { PlayerAvatar } from '#client/components/PlayerAvatar.js';
import { PositionBadge } from '#client/components/PositionBadge.js';
import { nflTeam, pickOwnerLabel } from '#client/components/board/board-format.js';
import { PositionFilter, type PositionFilterValue } from '#client/components/board/PositionFilter.js';
import { useDraftPicks } from '#client/draft-data/hooks.js';
import { usePricedRows } from '#client/draft-room/use-values.js';
import { playerProfilePath } from '../../player/profile-path.js';
import { draftQueryKeys, fetchAllPlayers, fetchPlayerCount, type AllPlayerItem } from '#client/api/players.js';
import { formatDollars } from '#client/format/format.js';
import { ColumnManager } from '../players/ColumnManager.js';
import { loadColumns, NUMERIC_COLUMNS, saveColumns, columnLabel, type ColumnSetting, type PlayerColumnId } from '../players/columns.js';
import { useDebounced } from '../run/search.js';
import { DataTable, type TableColumn } from '#client/components/table/DataTable.js';
import { nextSort, useSortedRows, type SortState } from '#client/components/table/table-sort.js';
import { StatTile } from '../StatTile.js';
import { ScrollArea } from '#client/components/ScrollArea.js';

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
  const [sort, setSort] = useState<SortState>({ key: 'ppr_proj', direction: 'desc' });
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
  // The tiles count the whole pool the filters match (1,303 players), not the rows the list holds
  // (at most 1000); a pick changes the key, so they follow the draft.
  const counts = useQuery({
    queryKey: draftQueryKeys.playerCount(draftId, position, debounced, picks.length),
    queryFn: ({ signal }) => fetchPlayerCount(draftId, position, debounced, signal),
    placeholderData: keepPreviousData,
  });
  const tableColumns = useMemo(() => columns.filter((c) => c.visible).map((c) => playerColumn(c.id, leagueId, draftId)), [columns, leagueId, draftId]);
  const isDrafted = useCallback((playerId: string) => pickByPlayer.has(playerId), [pickByPlayer]);
  // Values and adjusted values follow every pick from the live snapshot, so they sort as they show.
  const priced = usePricedRows(query.data ?? NO_ROWS, isDrafted);
  const rows = useSortedRows(priced, tableColumns, sort);

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
          <DataTable
            className="players-table"
            columns={tableColumns}
            rows={rows.slice(0, shown)}
            rowKey={(row) => row.nfl_player_id}
            rowContext={(row) => pickByPlayer.get(row.nfl_player_id)}
            rowAttributes={(row) => ({ 'data-player-id': row.nfl_player_id })}
            sort={sort}
            onSort={(id) => setSort((current) => nextSort(current, id))}
          />
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

const NO_ROWS: AllPlayerItem[] = [];

/** One column of the table; its cells read the player's pick, if drafted. */
function playerColumn(id: PlayerColumnId, leagueId: number, draftId: number): TableColumn<AllPlayerItem, DraftPick | undefined> {
  if (id === 'player') {
    return {
      id,
      header: columnLabel(id),
      cell: (row, pick) => (
        <span className="player-cell">
          <PlayerAvatar src={row.photo_url} name={row.full_name} size="xs" />
          <Link href={playerProfilePath(leagueId, row.nfl_player_id, draftId)} className="player-link">
            {row.full_name}
          </Link>
          <PositionBadge position={row.position_code} />
          <span className="muted small">{nflTeam(row.team_abbreviation)}</span>
          <PhoneDraftStatus pick={pick} />
        </span>
      ),
    };
  }
  if (id === 'draft_status') {
    return { id, header: columnLabel(id), cell: (_row, pick) => <DraftStatus pick={pick} /> };
  }
  const column = NUMERIC_COLUMNS[id];
  return { id, header: columnLabel(id), numeric: true, sortValue: column.value, cell: (row) => column.format(column.value(row)) };
}

/** The buying team and the price lead; who keyed the pick in comes last, never as its buyer (docs/DECISIONS.md, Draft room). */
function DraftStatus({ pick }: { pick: DraftPick | undefined }) {
  if (!pick) return <span className="draft-status is-available">Available</span>;
  return (
    <span className="draft-status is-drafted">
      <strong>Drafted</strong>{' '}
      <span className="muted small">
        {pickOwnerLabel(pick)} · {formatDollars(pick.acquisition_price)}
        {pick.drafter_username ? ` · entered by ${pick.drafter_username}` : ''}
      </span>
    </span>
  );
}

/**
 * On a phone the Draft Status column is a long swipe away: the player's cell says it too, under
 * the name, shown by draft-room.css below 641 px only (docs/DECISIONS.md, Draft room). For the eye:
 * a screen reader reads the row's cells in turn and hears the status once, in its column.
 */
function PhoneDraftStatus({ pick }: { pick: DraftPick | undefined }) {
  if (!pick) {
    return (
      <span className="player-cell-status draft-status is-available" aria-hidden="true">
        Available
      </span>
    );
  }
  return (
    <span className="player-cell-status draft-status is-drafted" aria-hidden="true">
      <strong>Drafted</strong> · {pickOwnerLabel(pick)} · {formatDollars(pick.acquisition_price)}
    </span>
  );
}
