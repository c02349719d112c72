import type { DraftPick } from '#shared/draft/types.js';
import { nextPickNumber } from '#shared/draft/rules.js';
import {
  KEEPERS_NOT_ALLOWED,
  KEEPERS_ONLY_BEFORE_START,
  keeperCost,
  keeperOverBudget,
  NO_PREVIOUS_DRAFT,
  NOT_A_KEEPER,
  NOT_ON_PREVIOUS_ROSTER,
  tooManyKeepers,
} from '#shared/keepers/keeper-cost.js';
import type { AssignKeeperRequest } from '#shared/keepers/requests.js';
import { badRequest, conflict } from '../errors.js';
import { findPlayer, insertPick, PLAYER_ALREADY_DRAFTED, TEAM_NOT_IN_DRAFT, type Actor } from '../draft/picks.js';
import { assertRosterRoom } from '../draft/roster-room.js';
import { loadSnapshot, pickOf } from '../draft/snapshot.js';
import type { CommandScope } from '../engine/write-path.js';
import { keeperRules, previousDraftOf } from './keeper-queries.js';

export interface AssignedKeeper {
  pick: DraftPick;
  cost: number;
}

/**
 * Keep a player before the draft starts: he must have been on the team's roster at the
 * end of the league's previous draft; he costs his last price plus the league's penalty, spends
 * the team's budget and a roster slot like any pick (one its position fits), and is logged as keeper.assigned.
 */
export async function assignKeeper(scope: CommandScope, actor: Actor, input: AssignKeeperRequest): Promise<AssignedKeeper> {
  const { trx, draft, emit } = scope;
  if (draft.draft_status !== 'NOT_STARTED') throw conflict(KEEPERS_ONLY_BEFORE_START);
  const rules = await keeperRules(trx, draft.league_id);
  if (!rules.is_keeper_league) throw conflict(KEEPERS_NOT_ALLOWED);

  const snapshot = await loadSnapshot(trx, draft.id);
  const team = snapshot.teams.find((t) => t.fantasy_team_id === input.fantasy_team_id);
  if (!team) throw badRequest(TEAM_NOT_IN_DRAFT);
  const player = await findPlayer(trx, input.nfl_player_id);
  if (snapshot.picks.some((p) => p.nfl_player_id === player.player_id)) throw conflict(PLAYER_ALREADY_DRAFTED);
  const kept = snapshot.picks.filter((p) => p.fantasy_team_id === team.fantasy_team_id && p.acquisition_type === 'keeper').length;
  if (kept >= rules.max_keepers) throw conflict(tooManyKeepers(rules.max_keepers));

  const previous = await previousDraftOf(trx, draft);
  if (!previous) throw conflict(NO_PREVIOUS_DRAFT);
  const last = await trx
    .selectFrom('draft_picks')
    .select('acquisition_price')
    .where('draft_id', '=', previous.id)
    .where('nfl_player_id', '=', player.player_id)
    .where('team_id', '=', team.fantasy_team_id)
    .executeTakeFirst();
  if (!last) throw conflict(NOT_ON_PREVIOUS_ROSTER);
  const cost = keeperCost(Number(last.acquisition_price), rules);
  if (team.players_count >= snapshot.draft.num_rounds) throw conflict('Team roster is full');
  await assertRosterRoom(trx, draft, team.fantasy_team_id, player.position);
  if (cost > team.remaining_budget) throw conflict(keeperOverBudget(cost, team.remaining_budget));

  const pick = await insertPick(scope, nextPickNumber(snapshot.picks), { player, team, actor, price: cost, type: 'keeper' });
  emit('keeper.assigned', { pick, cost });
  return { pick, cost };
}

/** Take a keeper back before the start: his budget and slot are free again. */
export async function removeKeeper(scope: CommandScope, pickId: number): Promise<DraftPick> {
  const { trx, draft, emit } = scope;
  if (draft.draft_status !== 'NOT_STARTED') throw conflict(KEEPERS_ONLY_BEFORE_START);
  const pick = pickOf(await loadSnapshot(trx, draft.id), pickId);
  if (pick.acquisition_type !== 'keeper') throw conflict(NOT_A_KEEPER);
  await trx.deleteFrom('draft_picks').where('id', '=', pickId).where('draft_id', '=', draft.id).execute();
  emit('keeper.removed', { fantasy_pick_id: pickId });
  return pick;
}
