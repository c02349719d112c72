import { memo } from 'react';
import './teams.css';
import type { DraftTeam } from '../../../../shared/draft/types.js';
import { formatDollars } from '../../lib/format.js';
import type { OpenSlot } from '../../lib/open-slots.js';
import { useDraftTeams } from '../../live-draft/hooks.js';
import { slotsOf, useOpenSlotsByTeam } from '../../live-draft/use-team-slots.js';
import { BudgetAmount } from '../BudgetAmount.js';
import { teamLabel } from '../board/board-format.js';
import { ScrollArea } from '../ScrollArea.js';

/**
 * The commissioner's view of the room while keying lots (issue 13): every team's money left, max
 * bid and open slots by position, in one strip that stays at the top of the Run tab.
 */
export function TeamStrip() {
  const teams = useDraftTeams();
  const slots = useOpenSlotsByTeam();
  return (
    <ScrollArea className="team-strip" label="Teams: budget, max bid and open slots">
      <ul className="team-strip-list" data-testid="team-strip">
        {teams.map((team) => (
          <TeamStripTeam key={team.fantasy_team_id} team={team} slots={slotsOf(slots, team.fantasy_team_id)} />
        ))}
      </ul>
    </ScrollArea>
  );
}

const sameSlots = (a: readonly OpenSlot[], b: readonly OpenSlot[]) => a.length === b.length && a.every((slot, i) => slot.label === b[i]?.label && slot.open === b[i]?.open);

/** One team's entry; a pick re-renders only the buying team's (slots are recounted for all). */
const TeamStripTeam = memo(
  function TeamStripTeam({ team, slots }: { team: DraftTeam; slots: readonly OpenSlot[] }) {
    return (
      <li className="team-strip-team" data-team-id={team.fantasy_team_id}>
        <div className="team-strip-name">{teamLabel(team)}</div>
        <div className="team-strip-money">
          <BudgetAmount remaining={team.remaining_budget} />
          <span className="team-strip-max">Max {formatDollars(team.max_bid)}</span>
        </div>
        <ul className="team-strip-slots" aria-label="Open slots">
          {slots.map((slot) => (
            <li key={slot.label} className={slot.open === 0 ? 'is-full' : undefined}>
              {slot.label} {slot.open}
            </li>
          ))}
        </ul>
      </li>
    );
  },
  (before, after) => before.team === after.team && sameSlots(before.slots, after.slots),
);
