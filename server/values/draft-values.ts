import type { DraftValueTable, RosterPositions } from '#shared/draft/types.js';
import { parseStoredRoster } from '#shared/draft/roster-rules.js';
import type { ScoringSettings } from '#shared/scoring.js';
import { auctionValues, MIN_VALUE, type AuctionValues } from '#shared/values/auction-values.js';
import { pointsUnderScoring } from '#shared/values/scoring-points.js';
import type { DbOrTrx } from '../db/schema.js';
import { parseScoring } from '#shared/scoring.js';
import { projectionPool } from './projection-pool.js';

/** Everything a draft's values depend on (docs/VALUES.md). */
export interface ValueSettings {
  season: number;
  scoring: ScoringSettings;
  teams: number;
  budget: number;
  roster: RosterPositions;
}

/** A draft's values with quick lookups. */
export interface DraftValues {
  values: AuctionValues;
  byId: Map<string, number>;
  table: DraftValueTable;
}

const MEMO_LIMIT = 64;
const memo = new Map<string, { pool: unknown; values: DraftValues }>();

function build(values: AuctionValues): DraftValues {
  const byId = new Map(values.players.map((p) => [p.id, p.value]));
  const table: DraftValueTable = {};
  for (const p of values.pool) table[p.id] = [p.value, p.points];
  return { values, byId, table };
}

export async function valuesFor(cacheKey: object, db: DbOrTrx, settings: ValueSettings): Promise<DraftValues> {
  const pool = await projectionPool(cacheKey, db, settings.season);
  const key = JSON.stringify(settings);
  const known = memo.get(key);
  if (known && known.pool === pool) return known.values;
  const inputs = pool.map((p) => ({ id: p.id, position: p.position, points: pointsUnderScoring(p, settings.scoring) }));
  const values = build(auctionValues(inputs, { teams: settings.teams, budget: settings.budget, roster: settings.roster }));
  if (memo.size >= MEMO_LIMIT) memo.delete(memo.keys().next().value as string);
  memo.set(key, { pool, values });
  return values;
}

/** A draft's value settings: its season, budget, roster and participants, and its league's scoring. */
export async function draftValueSettings(db: DbOrTrx, draftId: number): Promise<ValueSettings | undefined> {
  const row = await db
    .selectFrom('drafts')
    .innerJoin('leagues', 'leagues.id', 'drafts.league_id')
    .select(['drafts.season', 'drafts.auction_budget', 'drafts.roster_positions', 'drafts.num_teams', 'leagues.scoring_settings'])
    .where('drafts.id', '=', draftId)
    .executeTakeFirst();
  if (!row) return undefined;
  const participants = await db
    .selectFrom('draft_participants')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('draft_id', '=', draftId)
    .executeTakeFirstOrThrow();
  const teams = Number(participants.n) || row.num_teams;
  return {
    season: row.season,
    scoring: parseScoring(row.scoring_settings),
    teams,
    budget: row.auction_budget,
    roster: parseStoredRoster(row.roster_positions),
  };
}

export async function draftValues(cacheKey: object, db: DbOrTrx, draftId: number): Promise<DraftValues | undefined> {
  const settings = await draftValueSettings(db, draftId);
  return settings && valuesFor(cacheKey, db, settings);
}

export const valueOf = (values: DraftValues | undefined, playerId: string): number => values?.byId.get(playerId) ?? MIN_VALUE;
