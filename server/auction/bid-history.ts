import type { LastSale, LotBid, LotBidsResponse, PlacedBid } from '#shared/auction/types.js';
import { preparedQuery } from '../db/prepared.js';
import type { DbOrTrx, Trx } from '../db/schema.js';
import { notFound } from '../errors.js';
import { presentLot } from './lot-queries.js';

/**
 * Each lot's accepted bids with the time the server received each (docs/DECISIONS.md, "Fair at
 * the buzzer"): after the sale, "I bid first" is settled by this record.
 */
const insertBid = preparedQuery((db, lotId: number, teamId: number, amount: number, auto: number, receivedAt: string) =>
  db.insertInto('auction_bids').values({ lot_id: lotId, team_id: teamId, amount, auto, received_at: receivedAt }),
);

export async function recordBid(trx: Trx, lotId: number, bid: PlacedBid, receivedAt: string): Promise<void> {
  await insertBid(trx, lotId, bid.fantasy_team_id, bid.amount, bid.auto ? 1 : 0, receivedAt);
}

/** A lot's bids in the order they were accepted. */
export async function lotBids(db: DbOrTrx, lotId: number): Promise<LotBid[]> {
  const rows = await db.selectFrom('auction_bids').select(['team_id', 'amount', 'auto', 'received_at']).where('lot_id', '=', lotId).orderBy('id').execute();
  return rows.map((r) => ({ fantasy_team_id: r.team_id, amount: r.amount, auto: r.auto !== 0, received_at: r.received_at }));
}

/** GET lots/{lotId}/bids: a lot of this draft, open or closed, with its history (404 for another draft's lot). */
export async function lotHistory(db: DbOrTrx, draftId: number, lotId: number): Promise<LotBidsResponse> {
  const lot = await db.selectFrom('auction_lots').selectAll().where('id', '=', lotId).where('draft_id', '=', draftId).executeTakeFirst();
  if (!lot) throw notFound('Lot not found');
  return {
    lot_id: lot.id,
    nfl_player_id: lot.nfl_player_id,
    status: lot.status,
    opening_bid: lot.opening_bid,
    nominated_by_team_id: lot.nominated_by_team_id,
    nominated_at: lot.created_at,
    closed_at: lot.closed_at,
    high_bid: lot.high_bid,
    high_team_id: lot.high_team_id,
    bids: await lotBids(db, lot.id),
    server_now: Date.now(),
  };
}

const latestLotRow = preparedQuery((db, draftId: number) => db.selectFrom('auction_lots').selectAll().where('draft_id', '=', draftId).orderBy('id', 'desc').limit(1));

/**
 * The snapshot's last sale: the draft's latest lot when it sold (not undone since), presented as
 * its 'lot.sold' event carried it, so a screen opened between lots shows it. An open lot is always
 * the latest (one opens only when none is open), so while one is open there is none.
 */
export async function loadLastSale(db: DbOrTrx, draftId: number): Promise<LastSale | null> {
  const [latest] = await latestLotRow(db, draftId);
  if (latest?.status !== 'sold') return null;
  const [lot, bids] = await Promise.all([presentLot(db, latest), lotBids(db, latest.id)]);
  return { lot, bids };
}
