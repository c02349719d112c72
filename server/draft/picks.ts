import { checkMaxBid } from '#shared/draft/bids.js';
import { maxBid } from '#shared/draft/rules.js';
import { canAddToRoster } from '#shared/draft/roster-assignment.js';
import type { DraftPick, DraftSnapshot } from '#shared/draft/types.js';
import { KEEPERS_ONLY_BEFORE_START } from '#shared/keepers/keeper-cost.js';
import { preparedQuery } from '../db/prepared.js';
import { pickRemoved, rosterChanged } from '../engine/hooks.js';
import { isUniqueViolation } from '../db/unique-violation.js';
import { badRequest, conflict, notFound } from '../errors.js';
import { presentPick } from './draft-presenters.js';
import { assertRosterRoom } from './roster-room.js';
import { loadPickState, type PickTeam } from './pick-state.js';
import { loadSnapshot, pickOf } from './snapshot.js';
import { assertInProgress, assertStarted } from './status.js';
import type { Trx } from '../db/schema.js';
import type { CommandScope } from '../engine/write-path.js';
import { teamLabel } from '#shared/draft/team-label.js';

export const PLAYER_ALREADY_DRAFTED = 'Player already drafted in this draft';
export const TEAM_NOT_IN_DRAFT = 'Team is not in this draft';

export interface DraftPlayerInput {
  nfl_player_id: string;
  fantasy_team_id: number;
  acquisition_price: number;
}

export interface Actor {
  id: number;
  username: string;
}

/**
 * Record an auction win. `actor` is null for a live lot the clock closed (no one keyed it in).
 * A bid above the team's max bid is accepted with the client's warning (spec 02 §5), or refused
 * with that warning's text when the draft enforces max bid; a bid above the remaining
 * budget is always refused, as is a full roster, a player no open slot accepts (the one roster
 * rule, shared/draft/roster-assignment.ts) or a player already taken.
 */
export async function draftPlayer(
  scope: CommandScope,
  actor: Actor | null,
  input: DraftPlayerInput,
  /** Runs once the pick is written, before its event: a live lot's sale records how it went first. */
  beforeEvent?: (pickId: number) => Promise<void>,
): Promise<DraftPick> {
  const { trx, draft, emit } = scope;
  assertInProgress(draft.draft_status);
  const player = await findPlayer(trx, input.nfl_player_id);

  const { team, playerTaken, rosterSlots, nextPickNumber } = await loadPickState(scope, input.fantasy_team_id, player.player_id);
  if (!team) throw badRequest(TEAM_NOT_IN_DRAFT);
  if (playerTaken) throw conflict(PLAYER_ALREADY_DRAFTED);
  if (team.players_count >= rosterSlots) throw conflict('Team roster is full');
  await assertRosterRoom(trx, draft, team.fantasy_team_id, player.position);
  if (input.acquisition_price > team.remaining_budget) throw conflict(`Bid exceeds remaining budget of $${team.remaining_budget}`);
  refuseAboveMaxBid(draft, input.acquisition_price, maxBid(team.remaining_budget, rosterSlots, team.players_count));

  const pick = await insertPick(scope, nextPickNumber, { player, team, actor, price: input.acquisition_price, type: 'draft_pick' });
  await beforeEvent?.(pick.fantasy_pick_id);
  emit('pick.created', { pick });
  // A sale the auction's clock closed (no actor) moves the nomination turn itself (runClock).
  if (actor) await rosterChanged(scope);
  return pick;
}

/** The one roster rule for a pick moving to another team, judged on the snapshot already read. */
function refuseWithoutRosterRoom(snapshot: DraftSnapshot, teamId: number, pick: DraftPick): void {
  const team = snapshot.teams.find((t) => t.fantasy_team_id === teamId);
  const held = snapshot.picks.filter((p) => p.fantasy_team_id === teamId);
  const checked = canAddToRoster(snapshot.draft.roster_positions, held, pick.position_code, team ? teamLabel(team) : '');
  if (!checked.ok) throw conflict(checked.error);
}

/** The max-bid rule of the draft's room settings: a 409 with the spec's warning text when enforced. */
function refuseAboveMaxBid(draft: CommandScope['draft'], price: number, teamMaxBid: number): void {
  const check = checkMaxBid(price, teamMaxBid, draft.enforce_max_bid !== 0);
  if (!check.ok) throw conflict(check.error);
}

type PickPlayer = Awaited<ReturnType<typeof findPlayer>>;

const playerRow = preparedQuery((db, nflPlayerId: string) =>
  db.selectFrom('players').select(['player_id', 'full_name', 'first_name', 'last_name', 'headshot_url', 'position', 'team']).where('player_id', '=', nflPlayerId),
);

/** The player a pick names, or 404. */
export async function findPlayer(trx: Trx, nflPlayerId: string) {
  const [player] = await playerRow(trx, nflPlayerId);
  if (!player) throw notFound('Player not found');
  return player;
}

export interface NewPick {
  player: PickPlayer;
  team: PickTeam;
  actor: Actor | null;
  price: number;
  type: 'draft_pick' | 'keeper';
}

const insertPickRow = preparedQuery(
  (db, draftId: number, playerId: string, teamId: number, price: number, type: NewPick['type'], pickNumber: number, createdBy: number | null, now: string) =>
    db
      .insertInto('draft_picks')
      .values({
        draft_id: draftId,
        nfl_player_id: playerId,
        team_id: teamId,
        original_team_id: teamId,
        acquisition_price: price,
        acquisition_type: type,
        pick_number: pickNumber,
        created_by: createdBy,
        created_at: now,
        updated_at: now,
      })
      .returning('id'),
);

/**
 * Write one pick row with the number the shared rule gave it (nextPickNumber), and present it as
 * every answer and event carries it. Keyed-in sales, closed lots and keepers all add picks through here.
 */
export async function insertPick(scope: CommandScope, pickNumber: number, { player, team, actor, price, type }: NewPick): Promise<DraftPick> {
  const now = new Date().toISOString();
  let id: number;
  try {
    const [row] = await insertPickRow(scope.trx, scope.draft.id, player.player_id, team.fantasy_team_id, price, type, pickNumber, actor?.id ?? null, now);
    if (!row) throw new Error('insert returned no id');
    ({ id } = row);
  } catch (err) {
    // The unique constraint is the last word when two requests race past the checks.
    if (isUniqueViolation(err)) throw conflict(PLAYER_ALREADY_DRAFTED);
    throw err;
  }
  // The row is named field by field and the presented pick completed in place: spreading the
  // player row and then the presented pick into fresh objects was a twentieth of what a pick
  // allocates (docs/BENCHMARKS.md, "Old-space churn").
  const pick = presentPick({
    id,
    nfl_player_id: player.player_id,
    team_id: team.fantasy_team_id,
    acquisition_price: price,
    acquisition_type: type,
    pick_number: pickNumber,
    created_at: now,
    full_name: player.full_name,
    first_name: player.first_name,
    last_name: player.last_name,
    headshot_url: player.headshot_url,
    position: player.position,
    nfl_team: player.team,
    drafter_username: actor?.username ?? null,
  });
  pick.fantasy_team_name = team.team_name;
  pick.team_nickname = team.team_nickname;
  pick.pick_order = team.players_count + 1;
  return pick;
}

/** The pick a removal targets: the given one, or the latest pick when none is given. */
async function pickToRemove(scope: CommandScope, pickId: number | undefined): Promise<DraftPick> {
  assertStarted(scope.draft.draft_status);
  const snapshot = await loadSnapshot(scope.trx, scope.draft.id);
  if (pickId !== undefined) return pickOf(snapshot, pickId);
  const last = snapshot.picks.at(-1);
  if (!last) throw conflict('There are no picks to undo');
  return last;
}

/** Undo (spec: with a pick id, or the last pick) and delete differ only in the event the log keeps. */
export async function removePick(scope: CommandScope, pickId: number | undefined, kind: 'undo' | 'delete'): Promise<DraftPick> {
  const pick = await pickToRemove(scope, pickId);
  // Keepers come and go only before the start, through DELETE /drafts/:id/keepers/:pickId.
  if (pick.acquisition_type === 'keeper') throw conflict(KEEPERS_ONLY_BEFORE_START);
  await scope.trx.deleteFrom('draft_picks').where('id', '=', pick.fantasy_pick_id).where('draft_id', '=', scope.draft.id).execute();
  scope.emit(kind === 'undo' ? 'pick.undone' : 'pick.deleted', { fantasy_pick_id: pick.fantasy_pick_id });
  // Other domains react in this transaction: a live auction's lot is no longer sold, and an undo
  // gives its nominator the turn back.
  await pickRemoved(scope, pick, kind);
  return pick;
}

export interface PickChanges {
  acquisition_price?: number | undefined;
  fantasy_team_id?: number | undefined;
}

/** Correct a pick's price or winning team; the budget and roster rules hold for the new holder. */
export async function updatePick(scope: CommandScope, pickId: number, changes: PickChanges): Promise<DraftPick> {
  const { trx, draft, emit } = scope;
  assertStarted(draft.draft_status);
  const before = await loadSnapshot(trx, draft.id);
  const pick = pickOf(before, pickId);
  const teamId = changes.fantasy_team_id ?? pick.fantasy_team_id;
  const price = changes.acquisition_price ?? pick.acquisition_price;
  if (teamId === pick.fantasy_team_id && price === pick.acquisition_price) return pick;

  const team = before.teams.find((t) => t.fantasy_team_id === teamId);
  if (!team) throw badRequest(TEAM_NOT_IN_DRAFT);
  const moving = teamId !== pick.fantasy_team_id;
  if (moving && team.players_count >= before.draft.num_rounds) throw conflict('Team roster is full');
  if (moving) refuseWithoutRosterRoom(before, teamId, pick);
  const available = team.remaining_budget + (moving ? 0 : pick.acquisition_price);
  if (price > available) throw conflict(`Price exceeds remaining budget of $${available}`);
  // The max bid the holder had for this pick: its budget and players without it. A lowered price
  // on the same team is always allowed, so a pick above the limit can be corrected downwards.
  if (moving || price > pick.acquisition_price) {
    refuseAboveMaxBid(draft, price, maxBid(available, before.draft.num_rounds, team.players_count - (moving ? 0 : 1)));
  }

  await trx
    .updateTable('draft_picks')
    .set({
      team_id: teamId,
      acquisition_price: price,
      updated_at: new Date().toISOString(),
      // Correcting who won the auction changes the winner too; a traded pick keeps its history.
      ...(moving && pick.acquisition_type === 'draft_pick' ? { original_team_id: teamId } : {}),
    })
    .where('id', '=', pickId)
    .execute();
  const updated = pickOf(await loadSnapshot(trx, draft.id), pickId);
  emit('pick.updated', { pick: updated });
  if (moving) await rosterChanged(scope);
  return updated;
}
