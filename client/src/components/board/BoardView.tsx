import { memo, useEffect, useState, type CSSProperties } from 'react';
import { BOARD_PICK_ROWS } from '../../lib/draft-display.js';
import type { DraftPick, DraftTeam } from '../../../../shared/draft/types.js';
import { PlayerAvatar } from '../PlayerAvatar.js';
import { formatDollars } from '../../lib/format.js';
import { useDraftSelector, usePick, useTeam, useTeamIds, useTeamPickIds } from '../../live-draft/hooks.js';
import { TeamMoney } from './TeamMoney.js';
import { ShortName } from './ShortName.js';
import { isKeeper, isTraded, nflTeam, positionKey, teamLabel } from './board-format.js';
import { KeeperBadge } from './KeeperBadge.js';
import type { PositionFilterValue } from './PositionFilter.js';
import { ScrollArea } from '../ScrollArea.js';
import { FIT_NAMES, useFitWords } from './use-fit-words.js';
import { AutopilotMark } from '../teams/AutopilotMark.js';
import './board.css';

export interface BoardViewProps {
  positionFilter?: PositionFilterValue;
  /** Shows a 'view trade' link on traded picks (member room); the public board leaves it out. */
  onViewTrade?: (pick: DraftPick) => void;
  /**
   * The TV layout: columns share the full width, rows share the height, and the board shows one
   * empty row below the fullest team instead of 16 (docs/DECISIONS.md, Draft room: the TV board).
   * Otherwise 140 px columns scroll sideways.
   */
  fill?: boolean;
  className?: string;
}

/**
 * The auction board: one column per team, its picks in pick_number order. Each column and
 * cell subscribes to its own slice of the store, so a new pick renders one column and one cell.
 */
export function BoardView({ className = '', ...grid }: BoardViewProps) {
  return (
    <ScrollArea className={`board-scroll ${className}`.trim()} label="Draft board">
      <BoardGrid {...grid} />
    </ScrollArea>
  );
}

/** The grid reads the row count (a sale to the fullest team adds one), so the scroller around it stays put. */
function BoardGrid({ positionFilter = 'ALL', onViewTrade, fill = false }: Omit<BoardViewProps, 'className'>) {
  const teamIds = useTeamIds();
  const rows = useDraftSelector((s) => (fill ? tvBoardRows : boardRows)(s.snapshot?.picks ?? []));
  // Cells present at first paint appear at once; only picks that arrive later animate in.
  const [settled, setSettled] = useState(false);
  useEffect(() => setSettled(true), []);
  const gridRef = useFitWords<HTMLDivElement>(FIT_NAMES, fill);

  return (
    <div
      ref={gridRef}
      className={`board-grid${fill ? ' board-fill' : ''}`}
      data-testid="draft-board"
      data-rows={rows}
      style={{ '--board-teams': teamIds.length, '--board-rows': rows, '--board-col-min': teamIds.length > TV_MAX_SHARED_TEAMS ? '140px' : '96px' } as CSSProperties}
    >
      {teamIds.map((teamId) => (
        <TeamColumn key={teamId} teamId={teamId} slots={Math.max(BOARD_PICK_ROWS, rows)} positionFilter={positionFilter} onViewTrade={onViewTrade} animateIn={settled} short={fill} />
      ))}
    </div>
  );
}

function mostPicksOfATeam(picks: readonly DraftPick[]): number {
  const perTeam = new Map<number, number>();
  for (const pick of picks) perTeam.set(pick.fantasy_team_id, (perTeam.get(pick.fantasy_team_id) ?? 0) + 1);
  return Math.max(0, ...perTeam.values());
}

/** Spec: 16 rows per team; a roster larger than that still shows every pick. */
function boardRows(picks: readonly DraftPick[]): number {
  return Math.max(BOARD_PICK_ROWS, mostPicksOfATeam(picks));
}

/** Up to this many teams share a TV's width; more keep the spec's 140 px columns and scroll sideways. */
export const TV_MAX_SHARED_TEAMS = 16;

/** The TV never shows fewer rows than this, so the first picks do not fill a whole screen. */
export const TV_MIN_ROWS = 6;

/** The TV: one empty row under the fullest team (up to the 16 of the spec); rows grow into the rest. */
export function tvBoardRows(picks: readonly DraftPick[]): number {
  const most = mostPicksOfATeam(picks);
  return Math.max(most, Math.min(BOARD_PICK_ROWS, Math.max(TV_MIN_ROWS, most + 1)));
}

interface ColumnProps {
  teamId: number;
  /**
   * Cells per column, empty ones included: the spec's 16, more when a roster is larger. The TV
   * shows fewer rows (`data-rows` on the grid hides the empty cells below them, board.css), so a
   * sale that adds a row to the TV changes the grid's attribute and no column (issue 16).
   */
  slots: number;
  positionFilter: PositionFilterValue;
  onViewTrade: BoardViewProps['onViewTrade'];
  animateIn: boolean;
  /** Initial and last name (the TV). */
  short: boolean;
}

const HEADER_POSITIONS = ['QB', 'RB', 'WR', 'TE'] as const;

/** What a column's header shows itself: the money is TeamMoney's, so a sale renders the column for its new cell and counts only. */
const sameHeading = (a: DraftTeam | undefined, b: DraftTeam | undefined) =>
  a === b ||
  (a !== undefined &&
    b !== undefined &&
    teamLabel(a) === teamLabel(b) &&
    a.autopilot === b.autopilot &&
    a.players_count === b.players_count &&
    HEADER_POSITIONS.every((p) => a.position_counts[p] === b.position_counts[p]));

const TeamColumn = memo(function TeamColumn({ teamId, slots, positionFilter, onViewTrade, animateIn, short }: ColumnProps) {
  const team = useTeam(teamId, sameHeading);
  const pickIds = useTeamPickIds(teamId, positionFilter);
  if (!team) return null;
  const name = teamLabel(team);
  const counts = team.position_counts;
  return (
    <section className="board-column" aria-label={name} data-team-id={teamId}>
      <header className="board-team">
        <h3 className="board-team-name" title={name}>
          {team.autopilot && <AutopilotMark />}
          {name}
        </h3>
        <TeamMoney teamId={teamId} />
        <div className="board-team-count">
          {team.players_count} {team.players_count === 1 ? 'player' : 'players'}
        </div>
        <div className="board-team-positions" aria-label="Players by position">
          {HEADER_POSITIONS.map((p) => (
            <span key={p} data-pos={p}>
              {p} {counts[p]}
            </span>
          ))}
        </div>
      </header>
      <ol className="board-cells">
        {Array.from({ length: slots }, (_, i) => {
          const pickId = pickIds[i];
          return pickId === undefined ? (
            <li key={`empty-${i}`} className="board-cell board-cell-empty" aria-label="Empty" />
          ) : (
            <PickCell key={pickId} pickId={pickId} onViewTrade={onViewTrade} animateIn={animateIn} short={short} />
          );
        })}
      </ol>
    </section>
  );
});

interface CellProps {
  pickId: number;
  onViewTrade: BoardViewProps['onViewTrade'];
  animateIn: boolean;
  short: boolean;
}

const PickCell = memo(function PickCell({ pickId, onViewTrade, animateIn, short }: CellProps) {
  const pick = usePick(pickId);
  // Decided once, at mount: cells already on the board when it opened never animate.
  const [enters] = useState(animateIn);
  if (!pick) return null;
  const traded = isTraded(pick);
  return (
    // A CSS entrance (board.css), not framer-motion: the public board's first load has a 110 KB
    // budget (issue 7) and the animation library alone would take 15 KB of it.
    <li
      className={`board-cell${traded ? ' is-traded' : ''}${isKeeper(pick) ? ' is-keeper' : ''}${enters ? ' board-cell-enter' : ''}`}
      data-pos={positionKey(pick.position_code)}
      data-pick-id={pick.fantasy_pick_id}
    >
      <div className="board-cell-top">
        {!short && <PlayerAvatar src={pick.photo_url} name={pick.full_name} size="xs" />}
        <span className="board-cell-name" title={pick.full_name}>
          {short ? <ShortName player={pick} /> : pick.full_name}
        </span>
        {isKeeper(pick) && <KeeperBadge />}
      </div>
      <div className="board-cell-meta">
        <span>
          <span className="board-cell-pos">{pick.position_code}</span> {nflTeam(pick.team_abbreviation)}
          {/* The TV keeps the pick number on this line, so a cell is two lines. */}
          {short && <span className="board-cell-number"> #{pick.pick_number}</span>}
        </span>
        <span className="board-cell-price">{formatDollars(pick.acquisition_price)}</span>
      </div>
      <div className="board-cell-bottom">
        {!short && <span className="board-cell-number">#{pick.pick_number}</span>}
        {traded && (
          <span className="board-cell-trade">
            <span className="traded-tag">traded</span>
            {onViewTrade && (
              <button type="button" className="link-btn" onClick={() => onViewTrade(pick)}>
                view trade
              </button>
            )}
          </span>
        )}
      </div>
    </li>
  );
});
