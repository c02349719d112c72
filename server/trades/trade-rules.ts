import type { DraftStatus } from '../../shared/draft/types.js';
import { badRequest, conflict } from '../errors.js';
import type { LedgerPick, LedgerTeam, TradeLedger } from './trade-ledger.js';

/** Spec 02 §5 texts, shown by the client as they are. */
export const SELECT_BOTH_TEAMS = 'Please select both teams';
export const SAME_TEAM = 'Cannot trade with the same team';
export const ASSET_EACH_SIDE = 'Please select at least one asset from each side';
export const TEAM_NOT_IN_DRAFT = 'Team is not in this draft';
export const DRAFT_NOT_STARTED = 'Trades are allowed only after the draft has started';

export interface TradeTerms {
  fromTeamId: number | null;
  toTeamId: number | null;
  fromPlayers: string[];
  toPlayers: string[];
  cashFromTeam: number;
  cashToTeam: number;
}

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
export function checkTermsShape(terms: TradeTerms): { fromTeamId: number; toTeamId: number } {
  const { fromTeamId, toTeamId } = terms;
  if (fromTeamId === null || toTeamId === null) throw badRequest(SELECT_BOTH_TEAMS);
  if (fromTeamId === toTeamId) throw badRequest(SAME_TEAM);
  const hasAsset = (players: string[], cash: number) => players.length > 0 || cash > 0;
  if (!hasAsset(terms.fromPlayers, terms.cashFromTeam) || !hasAsset(terms.toPlayers, terms.cashToTeam)) {
    throw badRequest(ASSET_EACH_SIDE);
  }
  const all = [...terms.fromPlayers, ...terms.toPlayers];
  if (new Set(all).size !== all.length) throw badRequest('A player can be listed only once in a trade');
  return { fromTeamId, toTeamId };
}

/** Trades move players that exist only once the auction has begun; after that, any status. */
export function checkDraftAllowsTrades(status: DraftStatus): void {
  if (status === 'NOT_STARTED') throw conflict(DRAFT_NOT_STARTED);
}

function sideOf(ledger: TradeLedger, team: LedgerTeam, players: string[], cash: number): TradeSide {
  const picks = players.map((playerId) => {
    const pick = ledger.picks.get(playerId);
    if (!pick || pick.teamId !== team.teamId) {
      throw conflict(`${pick?.fullName ?? playerId} is not on ${team.label}`);
    }
    return pick;
  });
  const available = Math.max(0, team.remaining);
  if (cash > available) throw conflict(`${team.label} has only $${available} of budget to trade`);
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
  if (!fromTeam || !toTeam) throw badRequest(TEAM_NOT_IN_DRAFT);
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
    if (!t) throw badRequest(TEAM_NOT_IN_DRAFT);
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
