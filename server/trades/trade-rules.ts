import { checkDraftAllowsTrades, checkTradeTerms, type TradeTeams, type TradeTerms } from '#shared/draft/trade-rules.js';
import { balancesAfter, judgeTrade, type CashMove, type CheckedTrade, type PickMove, type TradeLedger, type TradeRefusal } from '#shared/draft/trade-ledger.js';
import type { DraftStatus } from '#shared/draft/types.js';
import { MAX_PLAYER_ID_LENGTH } from '#shared/fields.js';
import { badRequest, conflict, validationFailed } from '../errors.js';

// The rules themselves live in shared/draft/trade-ledger.ts (the Trades tab judges pending offers with
// them too); here a refusal becomes the HTTP error: the request's fault 400, the draft's state 409.
export { movesOf, type CashMove, type CheckedTrade, type PickMove, type TradeSide } from '#shared/draft/trade-ledger.js';

const httpError = (refusal: TradeRefusal) => (refusal.conflict ? conflict(refusal.error) : badRequest(refusal.error));

/** The rules that need no database: run before any transaction (400). */
export function checkTermsShape(terms: TradeTerms): TradeTeams {
  const checked = checkTradeTerms(terms);
  if (!checked.ok) throw badRequest(checked.error);
  return checked.value;
}

/** 409 before the draft has started. */
export function requireDraftAllowsTrades(status: DraftStatus): void {
  const checked = checkDraftAllowsTrades(status);
  if (!checked.ok) throw conflict(checked.error);
}

/** The rules that read the draft (`judgeTrade`), thrown as the HTTP error. */
export function checkTradeAgainstDraft(ledger: TradeLedger, terms: TradeTerms): CheckedTrade {
  const judged = judgeTrade(ledger, terms);
  if (!judged.ok) throw httpError(judged);
  return judged.value;
}

/** `balancesAfter`, thrown as the HTTP error. */
export function checkBalancesAfter(ledger: TradeLedger, picks: PickMove[], cash: CashMove[], what: string): void {
  const refusal = balancesAfter(ledger, picks, cash, what);
  if (refusal) throw httpError(refusal);
}

/** A player id in a trade path: the data's ids are letters, digits and dashes (00-0034857, DEF-KC); anything else cannot match one. */
export function tradePlayerIdParam(value: unknown): string {
  if (typeof value !== 'string' || !/^[A-Za-z0-9-]+$/.test(value) || value.length > MAX_PLAYER_ID_LENGTH) throw validationFailed('Player id is invalid');
  return value;
}
