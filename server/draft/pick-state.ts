import { parseStoredRoster, totalRosterSlots } from '#shared/draft/roster-rules.js';
import { nextPickNumberAfter, remainingBudget } from '#shared/draft/rules.js';
import type { DraftTeam } from '#shared/draft/types.js';
import { preparedQuery } from '../db/prepared.js';
import { cashAdjustmentOf } from '../trades/cash.js';
import type { DraftRow } from '../engine/write-path.js';

/** What a new pick's checks and row need of its team, as the snapshot would derive it. */
export type PickTeam = Pick<DraftTeam, 'fantasy_team_id' | 'team_name' | 'team_nickname' | 'players_count' | 'remaining_budget'>;

export interface PickState {
  /** Null when the team does not sit in the draft. */
  team: PickTeam | null;
  playerTaken: boolean;
  /** Roster size: the draft's total roster slots. */
  rosterSlots: number;
  nextPickNumber: number;
}

/**
 * One row for the team (absent if it is not in the draft) with its held picks and spend, the
 * draft's highest pick number and whether the player is taken: each an index probe
 * (draft_picks' unique (draft_id, pick_number) and (draft_id, nfl_player_id), its team index),
 * so checking a pick costs the same on an empty board and a full one.
 */
const pickStateRow = preparedQuery((db, draftId: number, teamId: number, playerId: string) =>
  db
    .selectFrom('draft_participants')
    .innerJoin('teams', 'teams.id', 'draft_participants.team_id')
    .select((eb) => [
      'teams.team_name',
      'draft_participants.team_nickname',
      eb
        .selectFrom('draft_picks')
        .select((sub) => sub.fn.countAll().as('n'))
        .where('draft_id', '=', draftId)
        .where('team_id', '=', teamId)
        .as('players_count'),
      eb
        .selectFrom('draft_picks')
        .select((sub) => sub.fn.sum('acquisition_price').as('s'))
        .where('draft_id', '=', draftId)
        .where('team_id', '=', teamId)
        .as('spent'),
      eb
        .selectFrom('draft_picks')
        .select((sub) => sub.fn.max('pick_number').as('m'))
        .where('draft_id', '=', draftId)
        .as('highest_pick_number'),
      eb
        .exists(eb.selectFrom('draft_picks').select('id').where('draft_id', '=', draftId).where('nfl_player_id', '=', playerId))
        .as('player_taken'),
    ])
    .where('draft_participants.draft_id', '=', draftId)
    .where('draft_participants.team_id', '=', teamId),
);

/**
 * What the pick rules need to judge one pick, read under the command's lock without loading the
 * board (which grew with every pick: docs/BENCHMARKS.md, Pick throughput). The derived figures
 * follow deriveTeams (shared/draft/derive.ts): held picks by holder, remaining budget from the
 * prices held and the trades' cash.
 */
export async function loadPickState(scope: { trx: Parameters<typeof pickStateRow>[0]; draft: DraftRow }, teamId: number, playerId: string): Promise<PickState> {
  const { trx, draft } = scope;
  const [row] = await pickStateRow(trx, draft.id, teamId, playerId);
  const rosterSlots = totalRosterSlots(parseStoredRoster(draft.roster_positions));
  if (!row) return { team: null, playerTaken: false, rosterSlots, nextPickNumber: 0 };
  const cash = await cashAdjustmentOf(trx, draft.id, teamId);
  const team: PickTeam = {
    fantasy_team_id: teamId,
    team_name: row.team_name,
    team_nickname: row.team_nickname,
    players_count: Number(row.players_count ?? 0),
    remaining_budget: remainingBudget(draft.auction_budget, Number(row.spent ?? 0), cash),
  };
  const highest = row.highest_pick_number === null ? null : Number(row.highest_pick_number);
  return { team, playerTaken: Boolean(row.player_taken), rosterSlots, nextPickNumber: nextPickNumberAfter(highest) };
}
