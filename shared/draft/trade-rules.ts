import { accept, refuse, type Checked } from '../checked.js';
import { parseWholeNumber } from '../whole-number.js';
import type { DraftStatus } from './types.js';

/** The rules of a trade the trade forms (Execute, Propose) and the server both check (spec 02 §5), with their texts. */

export const TRADE_MESSAGES = {
  selectBothTeams: 'Please select both teams',
  sameTeam: 'Cannot trade with the same team',
  assetEachSide: 'Please select at least one asset from each side',
  playerListedTwice: 'A player can be listed only once in a trade',
  teamNotInDraft: 'Team is not in this draft',
  draftNotStarted: 'Trades are allowed only after the draft has started',
  cashNotWhole: 'Budget must be a whole number of dollars',
  notOnTeam: (player: string, team: string) => `${player} is not on ${team}`,
  onlyBudgetToTrade: (team: string, available: number) => `${team} has only $${available} of budget to trade`,
} as const;

/** What a trade proposes, before any database is read. */
export interface TradeTerms {
  fromTeamId: number | null;
  toTeamId: number | null;
  fromPlayers: readonly string[];
  toPlayers: readonly string[];
  cashFromTeam: number;
  cashToTeam: number;
}

export interface TradeTeams {
  fromTeamId: number;
  toTeamId: number;
}

/** Both teams chosen, and not the same one. */
export function checkTradeTeams(fromTeamId: number | null, toTeamId: number | null): Checked<TradeTeams> {
  if (fromTeamId === null || toTeamId === null) return refuse(TRADE_MESSAGES.selectBothTeams);
  if (fromTeamId === toTeamId) return refuse(TRADE_MESSAGES.sameTeam);
  return accept({ fromTeamId, toTeamId });
}

/** The rules that need no draft: the teams, an asset from each side (dollars alone count), a player listed once. */
export function checkTradeTerms(terms: TradeTerms): Checked<TradeTeams> {
  const teams = checkTradeTeams(terms.fromTeamId, terms.toTeamId);
  if (!teams.ok) return teams;
  const gives = (players: readonly string[], cash: number) => players.length > 0 || cash > 0;
  if (!gives(terms.fromPlayers, terms.cashFromTeam) || !gives(terms.toPlayers, terms.cashToTeam)) {
    return refuse(TRADE_MESSAGES.assetEachSide);
  }
  const all = [...terms.fromPlayers, ...terms.toPlayers];
  if (new Set(all).size !== all.length) return refuse(TRADE_MESSAGES.playerListedTwice);
  return teams;
}

/** Trades move players that exist only once the auction has begun; after that, any status. */
export function checkDraftAllowsTrades(status: DraftStatus): Checked<DraftStatus> {
  return status === 'NOT_STARTED' ? refuse(TRADE_MESSAGES.draftNotStarted) : accept(status);
}

/** Dollars a team can give: its remaining budget, whole, never below 0. */
export const tradeableBudget = (remaining: number): number => Math.max(0, Math.floor(remaining));

/**
 * Cash a side gives: at most what its team can give. One rule and one text for the form and the
 * server (409), so a refusal reads the same wherever it is caught.
 */
export function checkTradeCash(team: string, amount: number, remaining: number): Checked<number> {
  const available = tradeableBudget(remaining);
  return amount > available ? refuse(TRADE_MESSAGES.onlyBudgetToTrade(team, available)) : accept(amount);
}

/** FAAB typed into the trade form: a whole number up to what the team can give; empty or 0 gives none. */
export function readTradeCash(text: string, team: string, remaining: number): Checked<number> {
  if (text.trim() === '') return accept(0);
  const amount = parseWholeNumber(text);
  if (amount === null) return refuse(TRADE_MESSAGES.cashNotWhole);
  return checkTradeCash(team, amount, remaining);
}
