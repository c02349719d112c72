import {
  checkDraftAllowsTrades,
  checkTradeCash,
  checkTradeTerms,
  TRADE_MESSAGES,
  type TradeTeams,
  type TradeTerms,
} from '../../shared/draft/trade-rules.js';
import type { DraftStatus } from '../../shared/draft/types.js';
import { MAX_PLAYER_ID_LENGTH } from '../../shared/fields.js';
import { badRequest, conflict, validationFailed } from '../errors.js';
import type { LedgerPick, LedgerTeam, TradeLedger } from './trade-ledger.js';

/** What one side gives. */
export interface TradeSide {
  team: LedgerTeam;
  picks: LedgerPick[];
  cash: number;
}

export interface CheckedTrade {
  from: TradeSide;
  to: TradeSide;
}

/** A pick changing hands, or dollars changing hands. */
export interface PickMove {
  pick: LedgerPick;
  toTeamId: number;
}
export interface CashMove {
  fromTeamId: number;
  toTeamId: number;
  amount: number;
}

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

function sideOf(ledger: TradeLedger, team: LedgerTeam, players: readonly string[], cash: number): TradeSide {
  const picks = players.map((playerId) => {
    const pick = ledger.picks.get(playerId);
    if (!pick || pick.teamId !== team.teamId) {
      throw conflict(TRADE_MESSAGES.notOnTeam(pick?.fullName ?? playerId, team.label));
    }
    return pick;
  });
  const given = checkTradeCash(team.label, cash, team.remaining);
  if (!given.ok) throw conflict(given.error);
  return { team, picks, cash };
}

/**
 * The rules that read the draft (409): both teams in the draft, each player held by the side
 * giving it, cash within the giver's available budget, and after the trade no team above its
 * roster slots and no remaining budget below 0.
 */
export function checkTradeAgainstDraft(ledger: TradeLedger, terms: TradeTerms): CheckedTrade {
  const { fromTeamId, toTeamId } = checkTermsShape(terms);
  const fromTeam = ledger.teams.get(fromTeamId);
  const toTeam = ledger.teams.get(toTeamId);
  if (!fromTeam || !toTeam) throw badRequest(TRADE_MESSAGES.teamNotInDraft);
  const from = sideOf(ledger, fromTeam, terms.fromPlayers, terms.cashFromTeam);
  const to = sideOf(ledger, toTeam, terms.toPlayers, terms.cashToTeam);
  const { picks, cash } = movesOf({ from, to });
  checkBalancesAfter(ledger, picks, cash, 'This trade');
  return { from, to };
}

export function movesOf(trade: CheckedTrade): { picks: PickMove[]; cash: CashMove[] } {
  const { from, to } = trade;
  return {
    picks: [
      ...from.picks.map((pick) => ({ pick, toTeamId: to.team.teamId })),
      ...to.picks.map((pick) => ({ pick, toTeamId: from.team.teamId })),
    ],
    cash: [
      { fromTeamId: from.team.teamId, toTeamId: to.team.teamId, amount: from.cash },
      { fromTeamId: to.team.teamId, toTeamId: from.team.teamId, amount: to.cash },
    ].filter((c) => c.amount > 0),
  };
}

/**
 * Apply the moves to a copy of the teams' balances and refuse any team that would end above its
 * roster slots (only when the moves add players to it) or below $0 remaining. `what` names the
 * action in the message: 'This trade' or 'Reversing this trade'.
 */
export function checkBalancesAfter(ledger: TradeLedger, picks: PickMove[], cash: CashMove[], what: string): void {
  const after = new Map([...ledger.teams].map(([id, t]) => [id, { ...t }]));
  const team = (id: number) => {
    const t = after.get(id);
    if (!t) throw badRequest(TRADE_MESSAGES.teamNotInDraft);
    return t;
  };
  for (const { pick, toTeamId } of picks) {
    const giver = team(pick.teamId);
    const taker = team(toTeamId);
    giver.playersHeld -= 1;
    giver.remaining += pick.price;
    taker.playersHeld += 1;
    taker.remaining -= pick.price;
  }
  for (const move of cash) {
    team(move.fromTeamId).remaining -= move.amount;
    team(move.toTeamId).remaining += move.amount;
  }
  for (const [id, t] of after) {
    const before = ledger.teams.get(id);
    if (!before) continue;
    const gained = t.playersHeld > before.playersHeld;
    if (gained && t.playersHeld > ledger.rosterSlots) {
      throw conflict(`${what} would give ${t.label} ${t.playersHeld} players, more than its ${ledger.rosterSlots} roster slots`);
    }
    if (t.remaining < 0 && t.remaining < before.remaining) {
      throw conflict(`${what} would leave ${t.label} with a remaining budget of $${t.remaining}`);
    }
  }
}

/** A player id in a trade path: the data's ids are letters, digits and dashes (00-0034857, DEF-KC); anything else cannot match one. */
export function tradePlayerIdParam(value: unknown): string {
  if (typeof value !== 'string' || !/^[A-Za-z0-9-]+$/.test(value) || value.length > MAX_PLAYER_ID_LENGTH) throw validationFailed('Player id is invalid');
  return value;
}
