import { useMemo, useState, type ReactNode } from 'react';
import type { DraftPick } from '#shared/draft/types.js';
import { PositionBadge } from '../../PositionBadge.js';
import { formatDollars } from '#client/format/format.js';
import { useDraftPicks, useDraftSelector } from '#client/draft-data/hooks.js';
import { hasValues } from '#shared/values/sales.js';
import { SaleValue } from '../../SaleValue.js';
import { isKeeper, isTraded, nflTeam, pickOwnerLabel } from '../board-format.js';
import { KeeperBadge } from '../KeeperBadge.js';
import { matchesPosition, type PositionFilterValue } from '../PositionFilter.js';
import '../board.css';
import './tabs.css';
import { ScrollArea } from '../../ScrollArea.js';
import { DataTable, type TableColumn } from '../../table/DataTable.js';

export interface ListViewProps {
  positionFilter?: PositionFilterValue;
  /** A fantasy team id to show only its picks, or 'ALL'. */
  teamFilter?: number | 'ALL';
  /** Adds the Actions column (commissioner's Edit / Delete); the public board leaves it out. */
  renderActions?: (pick: DraftPick) => ReactNode;
  onViewTrade?: (pick: DraftPick) => void;
  /** Newest pick first (the TV: the sale that just happened is at the top, not below the fold). */
  newestFirst?: boolean;
  /** A button above the table that turns the order around. */
  sortToggle?: boolean;
}

export const LIST_EMPTY_TEXT = 'No players have been drafted yet';
export const LIST_NO_MATCH_TEXT = 'No picks match the selected filters';

/** Every pick as a table in pick order: Pick, Player, Team, Position, Price, Value (with values), Owner (+ Actions). */
export function ListView(props: ListViewProps) {
  const { positionFilter = 'ALL', teamFilter = 'ALL' } = props;
  // Only whether anything shows: the table below reads the picks, so a sale renders it and not this frame.
  const shows = useDraftSelector((s) => {
    const picks = s.snapshot?.picks ?? [];
    if (picks.length === 0) return 'nothing drafted';
    return picks.some((p) => matchesFilters(p, positionFilter, teamFilter)) ? 'picks' : 'no match';
  });
  const [newestFirst, setNewestFirst] = useState(props.newestFirst ?? false);
  if (shows !== 'picks') return <p className="empty-state">{shows === 'nothing drafted' ? LIST_EMPTY_TEXT : LIST_NO_MATCH_TEXT}</p>;
  return (
    <>
      {props.sortToggle && (
        <div className="pick-list-order">
          <button type="button" className="public-btn pick-list-sort" aria-pressed={newestFirst} onClick={() => setNewestFirst((v) => !v)}>
            {newestFirst ? 'Newest first' : 'Oldest first'} <span aria-hidden="true">⇅</span>
          </button>
        </div>
      )}
      <ScrollArea className="table-scroll" label="Picks">
        <PickTable {...props} newestFirst={newestFirst} />
      </ScrollArea>
    </>
  );
}

const matchesFilters = (pick: DraftPick, position: PositionFilterValue, team: number | 'ALL') =>
  matchesPosition(position, pick.position_code) && (team === 'ALL' || pick.fantasy_team_id === team);

function PickTable({ positionFilter = 'ALL', teamFilter = 'ALL', renderActions, onViewTrade, newestFirst = false }: ListViewProps) {
  const picks = useDraftPicks();
  // Each sale's value beside its price (docs/VALUES.md), when the draft has values.
  const valued = useDraftSelector((s) => hasValues(s.snapshot?.values));
  const columns = useMemo(() => pickColumns(renderActions, onViewTrade, valued), [renderActions, onViewTrade, valued]);
  return (
    <DataTable
      className="pick-list"
      columns={columns}
      rows={ordered(picks.filter((p) => matchesFilters(p, positionFilter, teamFilter)), newestFirst)}
      rowKey={pickKey}
      rowAttributes={pickAttributes}
    />
  );
}

const ordered = (picks: DraftPick[], newestFirst: boolean) => (newestFirst ? picks.reverse() : picks);

const pickKey = (pick: DraftPick) => pick.fantasy_pick_id;
const pickAttributes = (pick: DraftPick) => ({ className: isTraded(pick) ? 'is-traded' : undefined, 'data-pick-id': pick.fantasy_pick_id });

function pickColumns(renderActions: ListViewProps['renderActions'], onViewTrade: ListViewProps['onViewTrade'], valued: boolean): TableColumn<DraftPick>[] {
  const columns: TableColumn<DraftPick>[] = [
    { id: 'pick', header: 'Pick', cell: (pick) => pick.pick_number },
    {
      id: 'player',
      header: 'Player',
      cell: (pick) => (
        <>
          <span className="pick-list-player">{pick.full_name}</span>
          {isKeeper(pick) && (
            <>
              {' '}
              <KeeperBadge />
            </>
          )}
          {isTraded(pick) && (
            <>
              {' '}
              <span className="traded-tag">traded</span>
              {onViewTrade && (
                <button type="button" className="link-btn" onClick={() => onViewTrade(pick)}>
                  view trade
                </button>
              )}
            </>
          )}
        </>
      ),
    },
    { id: 'team', header: 'Team', cell: (pick) => nflTeam(pick.team_abbreviation) },
    { id: 'position', header: 'Position', cell: (pick) => <PositionBadge position={pick.position_code} /> },
    { id: 'price', header: 'Price', numeric: true, cell: (pick) => formatDollars(pick.acquisition_price) },
  ];
  if (valued) columns.push({ id: 'value', header: 'Value', cell: (pick) => <SaleValue pick={pick} bare /> });
  columns.push({ id: 'owner', header: 'Owner', cell: (pick) => pickOwnerLabel(pick) });
  if (renderActions) columns.push({ id: 'actions', header: 'Actions', cellClassName: 'actions-cell', cell: renderActions });
  return columns;
}
