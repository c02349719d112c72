import type { BiddingTeam } from '#shared/auction/rules.js';
import { parseStoredRoster, totalRosterSlots } from '#shared/draft/roster-rules.js';
import { maxBid, remainingBudget } from '#shared/draft/rules.js';
import { preparedQuery } from '../db/prepared.js';
import type { DbOrTrx } from '../db/schema.js';
import { notFound } from '../errors.js';
import { cashAdjustments } from '../trades/cash.js';

/** What the auction's rules know of a draft's teams: each team's standing and the roster size. */
export interface BiddingField {
  rosterSlots: number;
  teams: BiddingTeam[];
}

const budgetAndRoster = preparedQuery((db, draftId: number) => db.selectFrom('drafts').select(['auction_budget', 'roster_positions']).where('id', '=', draftId));

/** Each team's players and spend: one grouped query over the picks. */
function standings(db: DbOrTrx, draftId: number) {
  return db
    .selectFrom('draft_participants as dp')
    .innerJoin('teams', 'teams.id', 'dp.team_id')
    .leftJoin('draft_picks as pick', (join) => join.onRef('pick.draft_id', '=', 'dp.draft_id').onRef('pick.team_id', '=', 'dp.team_id'))
    .select((eb) => ['dp.team_id', 'teams.team_name', 'dp.team_nickname', 'dp.draft_position', eb.fn.count('pick.id').as('players'), eb.fn.sum('pick.acquisition_price').as('spent')])
    .where('dp.draft_id', '=', draftId)
    .groupBy(['dp.team_id', 'teams.team_name', 'dp.team_nickname', 'dp.draft_position'])
    .orderBy('dp.draft_position');
}

// The acting team of every bid: one team, prepared once (a list of teams varies the SQL text).
const oneTeamStanding = preparedQuery((db, draftId: number, teamId: number) => standings(db, draftId).where('dp.team_id', '=', teamId));

function teamRows(db: DbOrTrx, draftId: number, teamIds: readonly number[] | undefined) {
  const [only] = teamIds ?? [];
  if (teamIds?.length === 1 && only !== undefined) return oneTeamStanding(db, draftId, only);
  const query = standings(db, draftId);
  return (teamIds ? query.where('dp.team_id', 'in', teamIds) : query).execute();
}

/**
 * The teams a bid, proxy or nomination is judged on (all teams when `teamIds` is absent), read
 * under the draft's lock without the whole snapshot: one grouped query over the picks gives each
 * team's players and spend, the same formulas as deriveTeams (shared/draft/derive.ts) give its
 * budget and max bid. Budget and roster are read from the draft row as it is now, so a settings
 * change earlier in the same command counts.
 */
export async function loadBiddingField(db: DbOrTrx, draftId: number, teamIds?: readonly number[]): Promise<BiddingField> {
  const [draft] = await budgetAndRoster(db, draftId);
  if (!draft) throw notFound('Draft not found');
  const rosterSlots = totalRosterSlots(parseStoredRoster(draft.roster_positions));
  if (teamIds?.length === 0) return { rosterSlots, teams: [] };
  const [rows, cash] = await Promise.all([teamRows(db, draftId, teamIds), cashAdjustments(db, draftId)]);
  const teams = rows.map((row): BiddingTeam => {
    // PostgreSQL answers count and sum as text (bigint, numeric); SQLite as numbers.
    const players = Number(row.players);
    const remaining = remainingBudget(draft.auction_budget, Number(row.spent ?? 0), cash.get(row.team_id) ?? 0);
    return { fantasy_team_id: row.team_id, team_name: row.team_name, team_nickname: row.team_nickname, draft_position: row.draft_position, players_count: players, max_bid: maxBid(remaining, rosterSlots, players) };
  });
  return { rosterSlots, teams };
}
