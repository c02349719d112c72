import { sql, type Selectable } from 'kysely';
import type { AuctionLot, NominationTurn, ProxyMaximum } from '#shared/auction/types.js';
import type { AuctionLotsTable } from '../db/auction-tables.js';
import type { DbOrTrx } from '../db/schema.js';
import { preparedQuery } from '../db/prepared.js';
import { previousDrafts } from '../keepers/keeper-queries.js';
import { boardSeasonFor } from '../nfl/player-board.js';

export type LotRow = Selectable<AuctionLotsTable>;

export function openLotRow(db: DbOrTrx, draftId: number): Promise<LotRow | undefined> {
  return db.selectFrom('auction_lots').selectAll().where('draft_id', '=', draftId).where('status', '=', 'open').executeTakeFirst();
}

/**
 * The lot card's player and the player's price in the league's previous draft (the one keepers
 * are kept from, `previousDrafts`), so last season's results imported into a draft of this
 * season count as last season here too (docs/VALUES.md), in a league with keepers or without.
 * One prepared statement: every bid presents the lot (docs/BENCHMARKS.md, Sixth round, continued).
 */
const LOT_DRAFT = { id: sql.ref<number>('lot_draft.id'), league_id: sql.ref<number>('lot_draft.league_id'), season: sql.ref<number>('lot_draft.season') };
const lotCard = preparedQuery((db, draftId: number, playerId: string) =>
  db
    .selectFrom('drafts as lot_draft')
    .leftJoin('players', (join) => join.on('players.player_id', '=', playerId))
    .select(['players.full_name', 'players.position', 'players.team', 'players.headshot_url'])
    .select((eb) =>
      eb
        .selectFrom('draft_picks')
        .select('draft_picks.acquisition_price')
        .where('draft_picks.nfl_player_id', '=', playerId)
        .where('draft_picks.draft_id', '=', previousDrafts(db, LOT_DRAFT).clearSelect().select('drafts.id'))
        .as('last_season_price'),
    )
    .where('lot_draft.id', '=', draftId),
);

/** A lot row as every screen sees it (no proxy maximums: they live in their own table). */
export async function presentLot(db: DbOrTrx, row: LotRow): Promise<AuctionLot> {
  // Absent only if the draft is gone; a player missing from the players table reads as nulls.
  const [card] = await lotCard(db, row.draft_id, row.nfl_player_id);
  return {
    lot_id: row.id,
    nfl_player_id: row.nfl_player_id,
    player: {
      full_name: card?.full_name ?? row.nfl_player_id,
      position_code: card?.position ?? '',
      team_abbreviation: card?.team ?? null,
      photo_url: card?.headshot_url ?? null,
      last_season_price: card?.last_season_price ?? null,
    },
    opening_bid: row.opening_bid,
    high_bid: row.high_bid,
    high_team_id: row.high_team_id,
    nominated_by_team_id: row.nominated_by_team_id,
    closes_at: row.closes_at,
    paused_remaining_ms: row.paused_remaining_ms,
    bids: row.bids,
  };
}

export async function loadOpenLot(db: DbOrTrx, draftId: number): Promise<AuctionLot | null> {
  const row = await openLotRow(db, draftId);
  return row ? presentLot(db, row) : null;
}

export async function loadTurn(db: DbOrTrx, draftId: number): Promise<NominationTurn | null> {
  const row = await db.selectFrom('auction_turns').select(['team_id', 'closes_at', 'paused_remaining_ms']).where('draft_id', '=', draftId).executeTakeFirst();
  return row ?? null;
}

/** The turn as snapshots show it: only while no lot is open (the nominating team is bidding then). */
export const visibleTurn = (turn: NominationTurn | null, lot: AuctionLot | null) => (lot ? null : turn);

/**
 * Best available by projection for the draft's season (list order), else by name: auto-nomination.
 * With `positions`, only players of those positions (the ones the team has a slot for).
 */
export async function bestAvailablePlayer(db: DbOrTrx, draftId: number, season: number, positions?: readonly string[]): Promise<string | undefined> {
  if (positions?.length === 0) return undefined;
  const taken = db.selectFrom('draft_picks').select('nfl_player_id').where('draft_id', '=', draftId);
  const board = await db
    .selectFrom('player_board')
    .select('player_id')
    .where('season', '=', boardSeasonFor(season))
    .where('player_id', 'not in', taken)
    .$if(positions !== undefined, (q) => q.where('position', 'in', positions ?? []))
    .orderBy('list_order')
    .limit(1)
    .executeTakeFirst();
  if (board) return board.player_id;
  // A database without projections (players only): any available player, by name.
  const any = await db
    .selectFrom('players')
    .select('player_id')
    .where('player_id', 'not in', taken)
    .$if(positions !== undefined, (q) => q.where('position', 'in', positions ?? []))
    .orderBy('full_name')
    .orderBy('player_id')
    .limit(1)
    .executeTakeFirst();
  return any?.player_id;
}

/** One team's proxy maximum on a lot, for that team's eyes only. */
/** A lot of this draft (any state), or undefined: a lot id from another draft is not this draft's. */
export function lotIdOfDraft(db: DbOrTrx, draftId: number, lotId: number): Promise<{ id: number } | undefined> {
  return db.selectFrom('auction_lots').select('id').where('id', '=', lotId).where('draft_id', '=', draftId).executeTakeFirst();
}

export async function proxyOf(db: DbOrTrx, lotId: number, teamId: number): Promise<ProxyMaximum | null> {
  const row = await db.selectFrom('auction_proxy_bids').select('max_bid').where('lot_id', '=', lotId).where('team_id', '=', teamId).executeTakeFirst();
  return row ? { lot_id: lotId, fantasy_team_id: teamId, max: row.max_bid } : null;
}

/** Live proxies of a lot: read after every bid, prepared once. */
export const proxiesOf = preparedQuery((db, lotId: number) => db.selectFrom('auction_proxy_bids').select(['team_id', 'max_bid', 'set_at']).where('lot_id', '=', lotId));

// The clock sweeps ten times a second, in every process: one statement for both kinds of
// deadline, compiled once (each statement through Kysely's executor allocates, and an idle
// server's garbage was mostly this sweep's; docs/BENCHMARKS.md, "Old-space churn"). UNION also
// names a draft with both a lot and a turn due once.
const dueDraftIds = preparedQuery((db, nowIso: string) =>
  db
    .selectFrom('auction_lots')
    .select('draft_id')
    .where('status', '=', 'open')
    .where('closes_at', '<=', nowIso)
    .where('paused_remaining_ms', 'is', null)
    .union(db.selectFrom('auction_turns').select('draft_id').where('closes_at', '<=', nowIso).where('paused_remaining_ms', 'is', null)),
);

/** Drafts whose open lot or nomination turn has run out by `nowIso`: the clock's sweep. */
export async function dueDrafts(db: DbOrTrx, nowIso: string): Promise<number[]> {
  return (await dueDraftIds(db, nowIso)).map((r) => r.draft_id);
}
