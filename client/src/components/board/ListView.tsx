import type { ReactNode } from 'react';
import type { DraftPick } from '../../../../shared/draft/types.js';
import { PositionBadge } from '../PositionBadge.js';
import { formatDollars } from '../../lib/format.js';
import { useDraftPicks } from '../../live-draft/hooks.js';
import { isKeeper, isTraded, nflTeam, pickOwnerLabel } from './board-format.js';
import { KeeperBadge } from './KeeperBadge.js';
import { matchesPosition, type PositionFilterValue } from './PositionFilter.js';
import './board.css';
import { ScrollArea } from '../ScrollArea.js';

export interface ListViewProps {
  positionFilter?: PositionFilterValue;
  /** A fantasy team id to show only its picks, or 'ALL'. */
  teamFilter?: number | 'ALL';
  /** Adds the Actions column (commissioner's Edit / Delete); the public board leaves it out. */
  renderActions?: (pick: DraftPick) => ReactNode;
  onViewTrade?: (pick: DraftPick) => void;
}

export const LIST_EMPTY_TEXT = 'No players have been drafted yet';
export const LIST_NO_MATCH_TEXT = 'No picks match the selected filters';

/** Every pick as a table in pick order: Pick, Player, Team, Position, Price, Owner (+ Actions). */
export function ListView({ positionFilter = 'ALL', teamFilter = 'ALL', renderActions, onViewTrade }: ListViewProps) {
  const picks = useDraftPicks();
  const shown = picks.filter((p) => matchesPosition(positionFilter, p.position_code) && (teamFilter === 'ALL' || p.fantasy_team_id === teamFilter));
  if (shown.length === 0) {
    return <p className="empty-state">{picks.length === 0 ? LIST_EMPTY_TEXT : LIST_NO_MATCH_TEXT}</p>;
  }
  return (
    <ScrollArea className="table-scroll" label="Picks">
      <table className="data-table pick-list">
        <thead>
          <tr>
            <th scope="col">Pick</th>
            <th scope="col">Player</th>
            <th scope="col">Team</th>
            <th scope="col">Position</th>
            <th scope="col" className="num">
              Price
            </th>
            <th scope="col">Owner</th>
            {renderActions && <th scope="col">Actions</th>}
          </tr>
        </thead>
        <tbody>
          {shown.map((pick) => (
            <tr key={pick.fantasy_pick_id} className={isTraded(pick) ? 'is-traded' : undefined} data-pick-id={pick.fantasy_pick_id}>
              <td>{pick.pick_number}</td>
              <td>
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
              </td>
              <td>{nflTeam(pick.team_abbreviation)}</td>
              <td>
                <PositionBadge position={pick.position_code} />
              </td>
              <td className="num">{formatDollars(pick.acquisition_price)}</td>
              <td>{pickOwnerLabel(pick)}</td>
              {renderActions && <td className="actions-cell">{renderActions(pick)}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollArea>
  );
}
