import { needsByPosition } from '#shared/bots/valuation.js';
import { parseStoredRoster } from '#shared/draft/roster-rules.js';
import { PLAYER_POSITIONS, type PlayerPosition, type PositionCounts } from '#shared/draft/types.js';
import type { CommandScope } from '../engine/write-path.js';
import { draftValues } from '../values/draft-values.js';

/**
 * Whom the clock nominates for a team whose nomination clock ran out and whose queue is empty
 * (docs/DECISIONS.md, Bots): the bidding model's "needs" choice, the most valuable player for a
 * starting slot the team still has, else for any slot its roster can legally take, so a team
 * whose owner does nothing still ends with a legal roster. Undefined without values. The values are
 * cached under `valuesCache` (the app's database handle), so a clock running out reads no projections.
 */
export async function clockNomination(scope: CommandScope, valuesCache: object, teamId: number, positions?: readonly PlayerPosition[]): Promise<string | undefined> {
  const { trx, draft } = scope;
  const values = await draftValues(valuesCache, trx, draft.id);
  if (!values) return undefined;
  const picks = await trx
    .selectFrom('draft_picks')
    .leftJoin('players', 'players.player_id', 'draft_picks.nfl_player_id')
    .select(['draft_picks.nfl_player_id', 'draft_picks.team_id', 'players.position'])
    .where('draft_picks.draft_id', '=', draft.id)
    .execute();
  const counts = Object.fromEntries(PLAYER_POSITIONS.map((p) => [p, 0])) as PositionCounts;
  for (const pick of picks) if (pick.team_id === teamId && (PLAYER_POSITIONS as readonly string[]).includes(pick.position ?? '')) counts[pick.position as PlayerPosition] += 1;
  const taken = new Set(picks.map((p) => p.nfl_player_id));
  const roster = parseStoredRoster(draft.roster_positions);
  const team = { remaining_budget: 0, max_bid: 0, players_count: 0, position_counts: counts };
  const needs = needsByPosition(team, roster);
  const open = values.values.players.filter((p) => !taken.has(p.id) && needs[p.position] > 0 && (positions?.includes(p.position) ?? true));
  return (open.find((p) => needs[p.position] === 1) ?? open[0])?.id;
}
