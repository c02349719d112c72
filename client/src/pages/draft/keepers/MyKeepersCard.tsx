import { nflTeam } from '#client/components/board/board-format.js';
import { KeeperBadge } from '#client/components/board/KeeperBadge.js';
import { PositionBadge } from '#client/components/PositionBadge.js';
import { formatDollars } from '#client/format/format.js';
import { useDraftInfo } from '#client/draft-data/hooks.js';
import { penaltyText, useKeepers } from './use-keepers.js';

/**
 * An owner sees, before the draft, which of last season's players the commissioner
 * keeps for their team and what each costs, and what the others would have cost.
 */
export function MyKeepersCard({ draftId, teamId }: { draftId: number; teamId: number }) {
  const draft = useDraftInfo();
  const { board, keptPick, keptCount } = useKeepers(draftId);
  const rules = board.data;
  const mine = rules?.teams.find((t) => t.fantasy_team_id === teamId);
  if (!draft || !rules?.is_keeper_league || !mine || mine.candidates.length === 0) return null;
  const open = draft.draft_status === 'NOT_STARTED';
  const kept = mine.candidates.filter((c) => keptPick(teamId, c.nfl_player_id));
  const cost = kept.reduce((sum, c) => sum + c.cost, 0);
  return (
    <section className="card my-keepers" aria-labelledby="my-keepers-title" data-testid="my-keepers">
      <h2 className="card-title" id="my-keepers-title">
        {open ? 'Proposed keepers' : 'Keepers'}
      </h2>
      <p className="muted small">
        {keptCount(teamId)} of {rules.max_keepers} kept{kept.length > 0 && <>, {formatDollars(cost)} of your budget</>}. The commissioner assigns
        keepers before the draft starts; cost = {penaltyText(rules)}.
      </p>
      <ul className="my-team-players">
        {mine.candidates.map((c) => {
          const isKept = keptPick(teamId, c.nfl_player_id) !== undefined;
          return (
            <li key={c.nfl_player_id} className={isKept ? 'is-kept' : 'is-not-kept'}>
              <PositionBadge position={c.position_code} />
              <span className="my-team-player-name">
                {isKept && <KeeperBadge />}
                {c.full_name}
              </span>
              <span className="muted">{isKept ? nflTeam(c.team_abbreviation) : `was ${formatDollars(c.last_price)}`}</span>
              <span className="my-team-player-price">{formatDollars(c.cost)}</span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
