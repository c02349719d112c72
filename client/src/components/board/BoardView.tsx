import { memo, useCallback, useEffect, useRef, useState, useSyncExternalStore, type CSSProperties, type RefObject } from 'react';
import { boardRoster } from '#shared/draft/roster-rules.js';
import { assignRosterSlots } from '#shared/draft/rules.js';
import { BOARD_PICK_ROWS } from '../../format/draft-display.js';
import type { DraftPick, DraftTeam } from '#shared/draft/types.js';
import { PlayerAvatar } from '../PlayerAvatar.js';
import { formatDollars } from '../../format/format.js';
import { useDraftSelector, usePick, useTeam, useTeamIds, useTeamPickIds } from '../../draft-data/hooks.js';
import type { DraftRoomState } from '../../draft-data/store-types.js';
import { TV_MAX_SHARED_TEAMS, useBoardPages } from './use-board-pages.js';
import { useDraftSync } from '../../draft-data/use-draft-sync.js';
import { sameMoney, teamMoney, useRosterSize } from './TeamMoney.js';
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
  /**
   * The finished TV (a completed draft): each column lists the team's roster by slot (QB, RB, ...,
   * BENCH) rather than in pick order, and each cell names its slot.
   */
  slotOrder?: boolean;
  /** A TV: more than 16 teams take turns a page at a time instead of scrolling (use-board-pages.ts). */
  pageTeams?: boolean;
  className?: string;
}

/**
 * The auction board: one column per team, its picks in pick_number order. Each column and
 * cell subscribes to its own slice of the store, so a new pick renders one column and one cell.
 */
// Memoised: the page around a TV board renders now and then (the strip leaving it room), the board need not.
export const BoardView = memo(function BoardView({ className = '', ...grid }: BoardViewProps) {
  return (
    <ScrollArea className={`board-scroll ${className}`.trim()} label="Draft board">
      <BoardGrid {...grid} />
    </ScrollArea>
  );
});

/** The grid reads the row count (a sale to the fullest team adds one), so the scroller around it stays put. */
function BoardGrid({ positionFilter = 'ALL', onViewTrade, fill = false, slotOrder = false, pageTeams = false }: Omit<BoardViewProps, 'className'>) {
  const allTeamIds = useTeamIds();
  // More teams than a TV's width holds take turns, a page at a time (use-board-pages.ts).
  const paged = useBoardPages(allTeamIds, fill && pageTeams);
  const teamIds = paged.teamIds;
  const rowsOf = (s: DraftRoomState) => (fill ? tvBoardRows(s.snapshot?.picks ?? [], rosterSize(s)) : boardRows(s.snapshot?.picks ?? []));
  // Cells present at first paint appear at once; only picks that arrive later animate in. A ref,
  // not state: a cell reads it once, at its mount, and a state set after the first commit rendered
  // every column and cell again for nothing (docs/BENCHMARKS.md, "First load: the locale data").
  const settled = useRef(false);
  useEffect(() => {
    settled.current = true;
  }, []);
  const gridRef = useFitWords<HTMLDivElement>(FIT_NAMES, fill);
  // A short screen (a 720p TV) has no height for two-line names past the first rows.
  const short = useShortScreen(fill);
  const isDense = (rows: number) => fill && rows > (short ? TV_MIN_ROWS : TV_ROOMY_ROWS);
  // A sale to the fullest team adds a row to the TV: the grid's row count and density are written
  // in place (use-draft-sync.ts), so the sale renders the buyer's column and not the grid. Columns
  // hold at least the spec's 16 cells, so only a roster past 16 renders the grid for its cells.
  const rows = useDraftSync(rowsOf, (next) => {
    const grid = gridRef.current;
    if (!grid) return;
    grid.dataset.rows = String(next);
    grid.style.setProperty('--board-rows', String(next));
    if (isDense(next)) grid.dataset.density = 'dense';
    else delete grid.dataset.density;
  });
  const slots = useDraftSelector((s) => Math.max(BOARD_PICK_ROWS, rowsOf(s)));
  const dense = isDense(rows);

  return (
    <>
      {paged.pages > 1 && (
        <p className="board-page" data-testid="board-page">
          Teams {paged.first}–{paged.last} of {allTeamIds.length} · <strong>{paged.page}/{paged.pages}</strong>
        </p>
      )}
      <div
        ref={gridRef}
        className={`board-grid${fill ? ' board-fill' : ''}`}
        data-testid="draft-board"
        data-rows={rows}
        // Past 10 rows a TV cell holds one line of name and one of figures (public-tv.css).
        data-density={dense ? 'dense' : undefined}
        style={{ '--board-teams': teamIds.length, '--board-rows': rows, '--board-col-min': teamIds.length > TV_MAX_SHARED_TEAMS ? '140px' : '60px' } as CSSProperties}
      >
        {teamIds.map((teamId) => (
          <TeamColumn
            key={teamId}
            teamId={teamId}
            slots={slots}
            positionFilter={positionFilter}
            onViewTrade={onViewTrade}
            animateIn={settled}
            short={fill}
            slotOrder={slotOrder}
          />
        ))}
      </div>
    </>
  );
}

/** Total roster slots of the draft (the sum of its roster positions); 0 before the snapshot. */
const rosterSize = (s: DraftRoomState) => s.snapshot?.draft.num_rounds ?? 0;

function mostPicksOfATeam(picks: readonly DraftPick[]): number {
  const perTeam = new Map<number, number>();
  for (const pick of picks) perTeam.set(pick.fantasy_team_id, (perTeam.get(pick.fantasy_team_id) ?? 0) + 1);
  return Math.max(0, ...perTeam.values());
}

/** Spec: 16 rows per team; a roster larger than that still shows every pick. */
function boardRows(picks: readonly DraftPick[]): number {
  return Math.max(BOARD_PICK_ROWS, mostPicksOfATeam(picks));
}

export { TV_MAX_SHARED_TEAMS };

/** The TV never shows fewer rows than this, so the first picks do not fill a whole screen. */
export const TV_MIN_ROWS = 6;

/**
 * Up to this many rows a TV cell may wrap a long name over two lines, its row growing to fit; past
 * it (past TV_MIN_ROWS on a screen under 900 px tall) every cell is one line of name and one of
 * figures, sized from its share of the height, so every row fits (dense, public-tv.css).
 */
export const TV_ROOMY_ROWS = 10;
const SHORT_SCREEN = '(max-height: 899px)';

/** Whether the screen is short (a 720p TV); asked only by a filling board (the member room's never needs it). */
function useShortScreen(enabled: boolean): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!enabled) return () => undefined;
      const list = window.matchMedia(SHORT_SCREEN);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [enabled],
  );
  // The server's first paint is a phone's (client/src/pages/public/board-first-paint.tsx): a short screen.
  return useSyncExternalStore(
    subscribe,
    () => enabled && window.matchMedia(SHORT_SCREEN).matches,
    () => enabled,
  );
}

/**
 * The TV: one empty row under the fullest team, up to the draft's roster size (the spec's 16 when
 * it is unknown); rows grow into the rest of the screen. A team holding more than that still shows
 * every pick.
 */
export function tvBoardRows(picks: readonly DraftPick[], rosterSlots = 0): number {
  const most = mostPicksOfATeam(picks);
  const cap = rosterSlots > 0 ? rosterSlots : BOARD_PICK_ROWS;
  return Math.max(most, Math.min(cap, Math.max(TV_MIN_ROWS, most + 1)));
}

interface ColumnProps {
  teamId: number;
  /**
   * Cells per column, empty ones included: the spec's 16, more when a roster is larger. The TV
   * shows fewer rows (`data-rows` on the grid hides the empty cells below them, board.css), so a
   * sale that adds a row to the TV changes the grid's attribute and no column.
   */
  slots: number;
  positionFilter: PositionFilterValue;
  onViewTrade: BoardViewProps['onViewTrade'];
  /** Whether the board had been shown when a cell mounts: only cells that come later animate in. */
  animateIn: RefObject<boolean>;
  /** Initial and last name (the TV). */
  short: boolean;
  slotOrder: boolean;
}

const HEADER_POSITIONS = ['QB', 'RB', 'WR', 'TE'] as const;

/**
 * What a column's header shows: name, counts and money. A sale to the team moves its counts and
 * adds its cell, so the column renders anyway; reading the money here too (not in a TeamMoney of
 * its own) makes that one component (scripts/bench-render.ts).
 */
const sameHeading = (a: DraftTeam | undefined, b: DraftTeam | undefined) => sameNameAndCounts(a, b) && sameMoney(a, b);

const sameNameAndCounts = (a: DraftTeam | undefined, b: DraftTeam | undefined) =>
  a === b ||
  (a !== undefined &&
    b !== undefined &&
    teamLabel(a) === teamLabel(b) &&
    presence(a) === presence(b) &&
    a.autopilot === b.autopilot &&
    a.players_count === b.players_count &&
    HEADER_POSITIONS.every((p) => a.position_counts[p] === b.position_counts[p]));

/**
 * Whether a team has a device in the room: `online` arrives on each team once the server tracks
 * presence; before that it is absent and no dot is drawn (a grey dot would say "away" wrongly).
 */
function presence(team: DraftTeam): boolean | undefined {
  const online = (team as DraftTeam & { online?: unknown }).online;
  return typeof online === 'boolean' ? online : undefined;
}

const TeamColumn = memo(function TeamColumn({ teamId, slots, positionFilter, onViewTrade, animateIn, short, slotOrder }: ColumnProps) {
  const team = useTeam(teamId, sameHeading);
  const rosterSlots = useRosterSize();
  const pickIds = useTeamPickIds(teamId, positionFilter);
  const bySlot = useTeamSlots(teamId, slotOrder);
  if (!team) return null;
  const name = teamLabel(team);
  const counts = team.position_counts;
  const online = presence(team);
  const cells = bySlot ?? pickIds.map((pickId) => ({ pickId, slot: null }));
  return (
    <section className="board-column" aria-label={name} data-team-id={teamId}>
      <header className="board-team">
        <h3 className="board-team-name" title={name}>
          {/* A team on autopilot is ready without a phone (the start card counts it in the room): its mark says so, not a hollow "offline" dot. */}
          {online !== undefined && !team.autopilot && <span className={`presence-dot${online ? ' is-online' : ''}`} role="img" aria-label={online ? 'online' : 'offline'} title={online ? 'Online' : 'Offline'} />}
          {team.autopilot && <AutopilotMark />}
          {name}
        </h3>
        {teamMoney(team, rosterSlots)}
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
        {Array.from({ length: Math.max(slots, cells.length) }, (_, i) => {
          const cell = cells[i];
          return cell === undefined ? (
            <li key={`empty-${i}`} className="board-cell board-cell-empty" aria-label="Empty" />
          ) : (
            <PickCell key={cell.pickId} pickId={cell.pickId} slot={cell.slot} onViewTrade={onViewTrade} animateIn={animateIn} short={short} />
          );
        })}
      </ol>
    </section>
  );
});

interface SlotCell {
  pickId: number;
  slot: string | null;
}

const sameSlotCells = (a: SlotCell[] | null, b: SlotCell[] | null) =>
  a === b || (a !== null && b !== null && a.length === b.length && a.every((cell, i) => cell.pickId === b[i]?.pickId && cell.slot === b[i]?.slot));

/** A team's picks in roster-slot order with their slot's label (the Roster View's assignment), or null when not asked for. */
function useTeamSlots(teamId: number, enabled: boolean): SlotCell[] | null {
  return useDraftSelector((s) => {
    if (!enabled || !s.snapshot) return null;
    const picks = s.snapshot.picks.filter((p) => p.fantasy_team_id === teamId);
    const { slots, bench } = assignRosterSlots(picks, boardRoster(s.snapshot.draft.roster_positions));
    return [
      ...slots.flatMap((slot) => slot.players.map((p) => ({ pickId: p.fantasy_pick_id, slot: slot.label }))),
      ...bench.map((p) => ({ pickId: p.fantasy_pick_id, slot: 'BN' })),
    ];
  }, sameSlotCells);
}

interface CellProps {
  pickId: number;
  /** The roster slot it fills, on the finished TV (slotOrder). */
  slot?: string | null;
  onViewTrade: BoardViewProps['onViewTrade'];
  animateIn: RefObject<boolean>;
  short: boolean;
}

const PickCell = memo(function PickCell({ pickId, slot = null, onViewTrade, animateIn, short }: CellProps) {
  const pick = usePick(pickId);
  // Decided once, at mount: cells already on the board when it opened never animate.
  const [enters] = useState(() => animateIn.current);
  if (!pick) return null;
  const traded = isTraded(pick);
  return (
    // A CSS entrance (board.css), not framer-motion: the public board's first load has a 110 KB
    // budget and the animation library alone would take 15 KB of it.
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
          {/* The TV keeps its tag, and the pick number, on this line, so a cell is two lines; past the
              position, the pick number gives way first, then the team, then the tag (public-tv.css). */}
          <span className="board-cell-pos">{pick.position_code}</span> {short && traded && <span className="traded-tag">traded</span>} {nflTeam(pick.team_abbreviation)}
          {/* The finished TV shows the slot instead of the number where that says more than the
              position ("FLEX", "BN"; not "QB BUF QB"). */}
          {short && <span className="board-cell-number"> {slot === pick.position_code ? '' : (slot ?? `#${pick.pick_number}`)}</span>}
        </span>
        <span className="board-cell-price">{formatDollars(pick.acquisition_price)}</span>
      </div>
      {!short && (
        <div className="board-cell-bottom">
          <span className="board-cell-number">#{pick.pick_number}</span>
          {/* The member room's tag is its 'view trade' link: tag and link side by side did not fit a
              140 px column beside the pick number ("view tr…", docs/DECISIONS.md, Draft board). */}
          {traded &&
            (onViewTrade ? (
              <button type="button" className="traded-tag traded-link" onClick={() => onViewTrade(pick)}>
                view trade
              </button>
            ) : (
              <span className="traded-tag">traded</span>
            ))}
        </div>
      )}
    </li>
  );
});
