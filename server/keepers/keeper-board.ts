import type { PlayerPosition } from '#shared/draft/types.js';
import type { KeepersResponse } from '#shared/keepers/api.js';
import { keeperCost } from '#shared/keepers/keeper-cost.js';
import type { DbOrTrx } from '../db/schema.js';
import { loadSnapshot } from '../draft/snapshot.js';
import { finalRosters, keeperRules, previousDraftOf } from './keeper-queries.js';

/** Every team's keeper candidates from the previous draft, with costs and who is kept (GET /drafts/:id/keepers). */
export async function keeperBoard(db: DbOrTrx, draftId: number): Promise<KeepersResponse> {
  const snapshot = await loadSnapshot(db, draftId);
  const draft = await db.selectFrom('drafts').select(['id', 'league_id', 'season']).where('id', '=', draftId).executeTakeFirstOrThrow();
  const [rules, previous] = await Promise.all([keeperRules(db, draft.league_id), previousDraftOf(db, draft)]);
  const rosters = previous ? await finalRosters(db, previous.id) : [];
  const keptPick = new Map(snapshot.picks.filter((p) => p.acquisition_type === 'keeper').map((p) => [`${p.fantasy_team_id}:${p.nfl_player_id}`, p.fantasy_pick_id]));
  return {
    is_keeper_league: Boolean(rules.is_keeper_league),
    max_keepers: rules.max_keepers,
    keeper_penalty_type: rules.keeper_penalty_type,
    keeper_penalty_amount: rules.keeper_penalty_amount,
    previous_draft_id: previous?.id ?? null,
    previous_season: previous?.season ?? null,
    teams: snapshot.teams.map((team) => ({
      fantasy_team_id: team.fantasy_team_id,
      team_name: team.team_name,
      candidates: rosters
        .filter((r) => r.team_id === team.fantasy_team_id)
        .map((r) => ({
          nfl_player_id: r.nfl_player_id,
          full_name: r.full_name,
          position_code: r.position as PlayerPosition,
          team_abbreviation: r.team,
          last_price: Number(r.acquisition_price),
          cost: keeperCost(Number(r.acquisition_price), rules),
          fantasy_pick_id: keptPick.get(`${team.fantasy_team_id}:${r.nfl_player_id}`) ?? null,
        })),
    })),
  };
}
