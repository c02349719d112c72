import { ledgerOf, type TradeLedger } from '#shared/draft/trade-ledger.js';
import type { DbOrTrx } from '../db/schema.js';
import { loadSnapshot } from '../draft/snapshot.js';

export { ledgerOf, type LedgerPick, type LedgerTeam, type TradeLedger } from '#shared/draft/trade-ledger.js';

/** Read inside the command's transaction. */
export async function loadLedger(db: DbOrTrx, draftId: number): Promise<TradeLedger> {
  return ledgerOf(await loadSnapshot(db, draftId));
}
