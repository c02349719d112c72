import { memo, type CSSProperties } from 'react';
import { boardRoster } from '#shared/draft/roster-rules.js';
import { assignRosterSlots } from '#shared/draft/rules.js';
import type { DraftPick, DraftTeam, RosterPositions } from '#shared/draft/types.js';
import { formatDollars } from '#client/format/format.js';
import { teamPicksOf, useDraftSelector, useTeam, useTeamIds, useTeamPicks } from '#client/draft-data/hooks.js';
import type { DraftRoomState } from '#client/draft-data/store.js';
import { TeamMoney } from '../TeamMoney.js';
import { ShortName } from '../ShortName.js';
import { isKeeper, isTraded, positionKey, teamLabel } from '../board-format.js';
import { KeeperBadge } from '../KeeperBadge.js';
import { ScrollArea } from '../../ScrollArea.js';
import { FIT_NAMES, useFitWords } from '../use-fit-words.js';
import '../board.css';
import './tabs.css';

export interface RosterViewProps {
  fill?: boolean;
  className?: string;
}

/**
 * Each team's roster by slot (QB, RB, WR, TE, FLEX, SUPERFLEX shown as FLEX, K, DEF): the
 * highest-priced fitting players fill the slots, the rest sit on the BENCH.
 */
export function RosterView({ fill = false, className = '' }: RosterViewProps) {
  const teamIds = useTeamIds();
  const rosterText = useDraftSelector((s) => JSON.stringify(boardRoster(s.snapshot?.draft.roster_positions)));
  const roster = JSON.parse(rosterText) as RosterPositions;
  const gridRef = useFitWords<HTMLDivElement>(FIT_NAMES, fill);
  const fullest = useDraftSelector((s) => Math.max(0, ...(s.snapshot?.teams ?? []).map((t) => t.players_count)));
  const dense = fill && fullest > ROSTER_ROOMY_PLAYERS;
  const benchLines = useDraftSelector((s) => (dense ? longestBench(s, roster, rosterText) : 0));
  return (
    <ScrollArea className={`board-scroll ${className}`.trim()} label="Rosters">
      <div
        ref={gridRef}
        className={`roster-board${fill ? ' board-fill' : ''}`}
        data-testid="roster-board"
        data-density={dense ? 'dense' : undefined}
        style={{ '--board-teams': teamIds.length } as CSSProperties}
      >
        {teamIds.map((teamId) => (
          <TeamRoster key={teamId} teamId={teamId} roster={roster} rosterKey={rosterText} short={fill} benchLines={benchLines} />
        ))}
      </div>
    </ScrollArea>
  );
}

/**
 * Past this many players on the fullest team the TV's rosters are dense (tabs.css): one line a
 * player, the type from the height, so every roster fits the screen. The board's own rule for a
 * short screen (BoardView.tsx, TV_MIN_ROWS); below it names keep their larger, wrapping type.
 */
const ROSTER_ROOMY_PLAYERS = 6;

/**
 * A slot's lines: its heading (weighed 0.8) and a line for each of its places, taken or empty. On the TV
 * the slots share the column's height in this proportion and their type follows their share (tabs.css),
 * so a full roster fits the screen; every column weighs its slots alike (the bench by the longest bench
 * of the board), so a slot's heading stands at the same height in every column however full each is.
 */
const slotLines = (lines: number): CSSProperties => ({ '--slot-lines': 0.8 + Math.max(1, lines) }) as CSSProperties;

/** The longest bench of the board (its lines on every column), worked out once a picks list and roster. */
const benchesSeen = new WeakMap<readonly DraftPick[], { rosterKey: string; lines: number }>();
function longestBench(s: DraftRoomState, roster: RosterPositions, rosterKey: string): number {
  const picks = s.snapshot?.picks;
  if (!picks) return 0;
  const seen = benchesSeen.get(picks);
  if (seen?.rosterKey === rosterKey) return seen.lines;
  const teams = s.snapshot?.teams ?? [];
  const lines = Math.max(0, ...teams.map((team) => assignRosterSlots(teamPicksOf(s, team.fantasy_team_id), roster).bench.length));
  benchesSeen.set(picks, { rosterKey, lines });
  return lines;
}

const TeamRoster = memo(
  function TeamRoster({ teamId, roster, short, benchLines }: { teamId: number; roster: RosterPositions; rosterKey: string; short: boolean; benchLines: number }) {
    const team = useTeam(teamId, sameName);
    const picks = useTeamPicks(teamId);
    if (!team) return null;
    const { slots, bench, benchLimit } = assignRosterSlots(picks, roster);
    const name = teamLabel(team);
    return (
      <section className="roster-column" aria-label={name} data-team-id={teamId}>
        <header className="board-team">
          <h3 className="board-team-name" title={name}>
            {name}
          </h3>
          <TeamMoney teamId={teamId} />
        </header>
        {slots.map((slot) => (
          <div key={slot.slot} className="roster-slot" style={slotLines(slot.capacity)}>
            <div className="roster-slot-head">
              <span>{slot.label}</span>
              <span className="muted">
                {slot.players.length}/{slot.capacity}
              </span>
            </div>
            <ul className="roster-slot-list">
              {slot.players.map((pick) => (
                <RosterPlayer key={pick.fantasy_pick_id} pick={pick} short={short} named={pick.position_code !== slot.label} />
              ))}
              {Array.from({ length: slot.capacity - slot.players.length }, (_, i) => (
                <li key={`empty-${i}`} className="roster-player roster-empty">
                  Empty
                </li>
              ))}
            </ul>
          </div>
        ))}
        <div className="roster-slot roster-bench" style={slotLines(Math.max(benchLines, bench.length))}>
          <div className="roster-slot-head">
            <span>BENCH</span>
            <span className="muted">{benchLimit === null ? bench.length : `${bench.length}/${benchLimit}`}</span>
          </div>
          {bench.length === 0 ? (
            <p className="roster-empty">No bench</p>
          ) : (
            <ul className="roster-slot-list">
              {bench.map((pick) => (
                <RosterPlayer key={pick.fantasy_pick_id} pick={pick} short={short} named />
              ))}
            </ul>
          )}
        </div>
      </section>
    );
  },
  (a, b) => a.teamId === b.teamId && a.rosterKey === b.rosterKey && a.short === b.short && a.benchLines === b.benchLines,
);

/** The column shows the team's name; its money is TeamMoney's, its players are read apart. */
const sameName = (a: DraftTeam | undefined, b: DraftTeam | undefined) => a === b || (a !== undefined && b !== undefined && teamLabel(a) === teamLabel(b));

/**
 * `short`: the TV's initial and last name (the full name is the title). `named`: the line names the
 * player's position, where his slot does not (FLEX, BENCH): "QB · $8" under a QB heading said it twice,
 * and beside a longer name in the same slot whose position had given way it read as a difference.
 * Memoised: a sale renders the buying team's column again, and its other players (unchanged picks
 * keep their identity) stay put.
 */
const RosterPlayer = memo(function RosterPlayer({ pick, short, named }: { pick: DraftPick; short: boolean; named: boolean }) {
  return (
    <li className="roster-player" data-pos={positionKey(pick.position_code)}>
      <span className="roster-player-name" title={pick.full_name}>
        {isTraded(pick) && (
          <span className="trade-mark" title="Acquired by trade" aria-label="Acquired by trade">
            ⚡
          </span>
        )}
        {/* Before the name: a long name is cut with an ellipsis and would take the badge with it. */}
        {isKeeper(pick) && <KeeperBadge />}
        {short ? <ShortName player={pick} /> : pick.full_name}
      </span>
      {/* Two parts, so a narrow TV column drops the position whole and keeps the price (tabs.css). */}
      <span className="roster-player-meta">
        {named && <span>{pick.position_code} ·</span>} <span className="roster-player-price">{formatDollars(pick.acquisition_price)}</span>
      </span>
    </li>
  );
});
