import { memo, useRef } from 'react';
import './teams.css';
import type { DraftTeam } from '#shared/draft/types.js';
import { formatDollars } from '../../format/format.js';
import { budgetColor } from '../../format/draft-display.js';
import { useDraftSelector, useTeamFigure, useTeamIds } from '../../draft-data/hooks.js';
import type { DraftRoomState } from '../../draft-data/store-types.js';
import { useDraftSync, useDraftText } from '../../draft-data/use-draft-sync.js';
import { slotText, useLiveOpenSlots } from '../../draft-room/use-team-slots.js';
import { maxBidText, rosterFull } from './max-bid-text.js';
import { AutopilotMark } from './AutopilotMark.js';

const onAutopilot = (team: DraftTeam) => team.autopilot;
import { budgetAmount } from '../BudgetAmount.js';
import { teamLabel } from '../board/board-format.js';
import { ScrollArea } from '../ScrollArea.js';

/**
 * The commissioner's view of the room while keying lots: every team's money left, max
 * bid and open slots by position, in one strip that stays at the top of the Run tab.
 */
export function TeamStrip() {
  // The ids only: a pick changes one team, and only that team's entry renders.
  const teamIds = useTeamIds();
  return (
    <ScrollArea className="team-strip" label="Teams: budget, max bid and open slots">
      <ul className="team-strip-list" data-testid="team-strip">
        {teamIds.map((teamId) => (
          <TeamStripTeam key={teamId} teamId={teamId} />
        ))}
      </ul>
    </ScrollArea>
  );
}

const teamOf = (s: DraftRoomState, teamId: number) => s.snapshot?.teams.find((t) => t.fantasy_team_id === teamId);
const moneyBand = (team: DraftTeam) => budgetColor(team.remaining_budget);
/** Whether the team's roster is full: its money is then shown plain (docs/DECISIONS.md, "Calm money"). */
const rosterFullOf = (s: DraftRoomState, teamId: number) => {
  const team = teamOf(s, teamId);
  return team !== undefined && rosterFull(team, s.snapshot?.draft.num_rounds ?? 0);
};

/**
 * One team's entry. A sale to the team moves its money left, its max bid and its open slots: those
 * are written in place (use-draft-sync.ts), so the sale renders no part of the strip. The entry
 * renders when its name changes, when its money crosses a colour band (the budget's shape and words
 * change with it), when its roster fills, or when the roster settings change its slots (scripts/bench-render.ts).
 */
const TeamStripTeam = memo(function TeamStripTeam({ teamId }: { teamId: number }) {
  const name = useTeamFigure(teamId, teamLabel);
  const band = useTeamFigure(teamId, moneyBand);
  const full = useDraftSelector((s) => rosterFullOf(s, teamId));
  const autopilot = useTeamFigure(teamId, onAutopilot) ?? false;
  const moneyRef = useRef<HTMLSpanElement>(null);
  const remaining = useDraftSync(
    (s) => teamOf(s, teamId)?.remaining_budget ?? 0,
    (next) => {
      if (moneyRef.current) moneyRef.current.textContent = formatDollars(next);
    },
  );
  const max = useDraftText<HTMLSpanElement>((s) => {
    const team = teamOf(s, teamId);
    const size = s.snapshot?.draft.num_rounds ?? 0;
    return team && rosterFull(team, size) ? maxBidText(team, size) : `Max ${formatDollars(team?.max_bid ?? 0)}`;
  });
  const slots = useLiveOpenSlots(teamId);
  if (name === undefined || band === undefined) return null;
  return (
    <li className="team-strip-team" data-team-id={teamId}>
      <div className="team-strip-name">
        {autopilot && <AutopilotMark />}
        {name}
      </div>
      <div className="team-strip-money">
        {budgetAmount(remaining, { figureRef: moneyRef, full })}
        <span ref={max.ref} className="team-strip-max">
          {max.text}
        </span>
      </div>
      <ul ref={slots.ref} className="team-strip-slots" aria-label="Open slots">
        {slots.slots.map((slot) => (
          <li key={slot.label} className={slot.open === 0 ? 'is-full' : undefined}>
            {slotText(slot)}
          </li>
        ))}
      </ul>
    </li>
  );
});
