import { PositionBadge } from '#client/components/PositionBadge.js';
import { ScrollArea } from '#client/components/ScrollArea.js';
import { BudgetAmount } from '#client/components/BudgetAmount.js';
import { isKeeper, nflTeam, pickOwnerLabel, teamLabel } from '#client/components/board/board-format.js';
import { KeeperBadge } from '#client/components/board/KeeperBadge.js';
import { MyKeepersCard } from '../keepers/MyKeepersCard.js';
import { TeamBudgetsTable } from '#client/components/teams/TeamBudgetsTable.js';
import { saleValue } from '#client/components/SaleValue.js';
import { useSale } from '#client/draft-data/use-sale.js';
import { formatDollars } from '#client/format/format.js';
import { useDraftSelector, useRecentSales, useTeam, useTeamPicks } from '#client/draft-data/hooks.js';
import { useMyTeamId } from '#client/draft-room/use-my-team.js';
import { useTeamOpenSlots } from '#client/draft-room/use-team-slots.js';
import { AutopilotMark } from '#client/components/teams/AutopilotMark.js';
import { maxBidText, rosterFull } from '#client/components/teams/max-bid-text.js';
import { AutopilotToggle } from './AutopilotToggle.js';

export const NO_TEAM_TEXT = 'You have no team in this draft.';
export const NO_PLAYERS_TEXT = 'No players yet.';

/**
 * A member's phone during the auction: what I can spend and still need at the top,
 * my players, the sale that just happened, and every team's money in one compact table.
 */
export function MyTeamTab({ leagueId, draftId }: { leagueId: number; draftId: number }) {
  const myTeamId = useMyTeamId(leagueId);
  return (
    <div className="my-team-tab">
      {myTeamId === null ? <p className="card muted">{NO_TEAM_TEXT}</p> : <MyTeamCard draftId={draftId} teamId={myTeamId} />}
      {myTeamId !== null && <MyKeepersCard draftId={draftId} teamId={myTeamId} />}
      <LatestSale />
      <section className="card" aria-labelledby="league-budgets-title">
        <h2 className="card-title" id="league-budgets-title">
          League budgets
        </h2>
        {/* Named apart from the section: two landmarks of one name cannot be told apart (axe landmark-unique). */}
        <ScrollArea className="table-scroll" label="League budgets table">
          <TeamBudgetsTable highlightTeamId={myTeamId} />
        </ScrollArea>
      </section>
    </div>
  );
}

export function MyTeamCard({ draftId, teamId }: { draftId: number; teamId: number }) {
  const team = useTeam(teamId);
  const picks = useTeamPicks(teamId);
  const slots = useTeamOpenSlots(teamId);
  const rosterSize = useDraftSelector((s) => s.snapshot?.draft.num_rounds ?? 0);
  // A finished draft has nothing left to bid on: "Autopilot is bidding for you" would be untrue.
  const completed = useDraftSelector((s) => s.snapshot?.draft.draft_status === 'COMPLETED');
  if (!team) return null;
  return (
    <section className="card my-team" aria-labelledby="my-team-title" data-testid="my-team">
      <h2 className="card-title" id="my-team-title">
        {team.autopilot && <AutopilotMark />}
        {teamLabel(team)}
      </h2>
      {!completed && <AutopilotToggle draftId={draftId} teamId={teamId} on={team.autopilot} />}
      <dl className="my-team-money">
        <div>
          <dt>Budget left</dt>
          <dd>
            <BudgetAmount remaining={team.remaining_budget} full={rosterFull(team, rosterSize)} />
          </dd>
        </div>
        <div>
          <dt>Max bid</dt>
          <dd className="my-team-max">{maxBidText(team, rosterSize)}</dd>
        </div>
      </dl>
      <h3 className="my-team-subtitle">Open slots</h3>
      <ul className="my-team-slots">
        {slots.map((slot) => (
          <li key={slot.label} className={slot.open === 0 ? 'is-full' : undefined}>
            <span className="my-team-slot-label">{slot.label}</span> <span className="my-team-slot-open">{slot.open}</span>
          </li>
        ))}
      </ul>
      <h3 className="my-team-subtitle">My players ({picks.length})</h3>
      {picks.length === 0 ? (
        <p className="muted">{NO_PLAYERS_TEXT}</p>
      ) : (
        <ul className="my-team-players">
          {picks.map((pick) => (
            <li key={pick.fantasy_pick_id}>
              <PositionBadge position={pick.position_code} />
              <span className="my-team-player-name">
                {isKeeper(pick) && <KeeperBadge />}
                {pick.full_name}
              </span>
              <span className="muted">{nflTeam(pick.team_abbreviation)}</span>
              <span className="my-team-player-price">{formatDollars(pick.acquisition_price)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * The newest sale: keepers were not bought in this auction, so they are left out. It reads the
 * sale's value itself rather than through SaleValue: a sale then renders this card alone.
 */
function LatestSale() {
  const [pick] = useRecentSales(1);
  const sale = useSale(pick);
  if (!pick) return null;
  return (
    <section className="card latest-sale" aria-label="Latest sale" data-testid="latest-sale">
      <span className="latest-sale-kicker">Latest sale · #{pick.pick_number}</span>
      <span className="latest-sale-name">{pick.full_name}</span>
      <span className="latest-sale-meta">
        {pick.position_code} → {pickOwnerLabel(pick)}
      </span>
      <span className="latest-sale-price">{formatDollars(pick.acquisition_price)}</span>
      {saleValue(sale, 'latest-sale-value')}
    </section>
  );
}
