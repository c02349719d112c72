import { accept, refuse, type Checked, type Refusal } from '../checked.js';
import { checkTradeCash, checkTradeTerms, TRADE_MESSAGES, type TradeTerms } from './trade-rules.js';
import { checkRosterAdditions } from './roster-assignment.js';
import type { AcquisitionType, DraftInfo, DraftPick, DraftTeam, PlayerPosition, RosterPositions, TradeSummary } from './types.js';

/**
 * The trade rules that read the draft (spec 02 §5), judged on the same snapshot the boards show:
 * the server judges a trade with them inside its transaction, and the Trades tab judges each pending
 * offer with them on the room's live snapshot, so an offer that could no longer go through says so
 * before anyone presses Accept, in the words the server would answer.
 */

/** What the trade rules need to know about one team of the draft. */
export interface LedgerTeam {
  teamId: number;
  participantId: number;
  /** Nickname if set, else team name: how the boards name a team. */
  label: string;
  playersHeld: number;
  remaining: number;
}

export interface LedgerPick {
  pickId: number;
  nflPlayerId: string;
  teamId: number;
  price: number;
  acquisitionType: AcquisitionType;
  fullName: string;
  /** The roster rule reads it: a player needs a slot of his position on the team he joins. */
  position_code: PlayerPosition;
}

export interface TradeLedger {
  /** Roster slots per team; a trade may not push a team above it. */
  rosterSlots: number;
  /** The draft's slots: every team a trade adds players to must still seat them all (roster-assignment.ts). */
  roster: RosterPositions;
  teams: Map<number, LedgerTeam>;
  /** Picks of the draft by nfl_player_id (a player is drafted at most once per draft). */
  picks: Map<string, LedgerPick>;
}

/** The parts of a draft snapshot the trade rules read. */
export interface LedgerSource {
  draft: Pick<DraftInfo, 'num_rounds' | 'roster_positions'>;
  teams: readonly Pick<DraftTeam, 'fantasy_team_id' | 'fantasy_participant_id' | 'team_name' | 'team_nickname' | 'players_count' | 'remaining_budget'>[];
  picks: readonly Pick<DraftPick, 'fantasy_pick_id' | 'nfl_player_id' | 'fantasy_team_id' | 'acquisition_price' | 'acquisition_type' | 'full_name' | 'position_code'>[];
}

/** Budgets come from deriveTeams, so a trade is judged on exactly the numbers people see. */
export function ledgerOf(snapshot: LedgerSource): TradeLedger {
  return {
    rosterSlots: snapshot.draft.num_rounds,
    roster: snapshot.draft.roster_positions,
    teams: new Map(
      snapshot.teams.map((t) => [
        t.fantasy_team_id,
        {
          teamId: t.fantasy_team_id,
          participantId: t.fantasy_participant_id,
          label: t.team_nickname?.trim() ? t.team_nickname : t.team_name,
          playersHeld: t.players_count,
          remaining: t.remaining_budget,
        },
      ]),
    ),
    picks: new Map(
      snapshot.picks.map((p) => [
        p.nfl_player_id,
        {
          pickId: p.fantasy_pick_id,
          nflPlayerId: p.nfl_player_id,
          teamId: p.fantasy_team_id,
          price: p.acquisition_price,
          acquisitionType: p.acquisition_type,
          fullName: p.full_name,
          position_code: p.position_code,
        },
      ]),
    ),
  };
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

/** A refusal, and whether it is the request's fault (the server's 400) or the draft's state (409). */
export type TradeRefusal = Refusal & { conflict: boolean };
export type TradeJudgement = { ok: true; value: CheckedTrade } | TradeRefusal;

const badTerms = (error: string): TradeRefusal => ({ ...refuse(error), conflict: false });
const conflicting = (error: string): TradeRefusal => ({ ...refuse(error), conflict: true });

/** Names of players the draft may no longer hold (an undone pick), for the refusal's text. */
type PlayerNames = ReadonlyMap<string, string>;

function sideOf(ledger: TradeLedger, team: LedgerTeam, players: readonly string[], cash: number, names?: PlayerNames): Checked<TradeSide> {
  const picks: LedgerPick[] = [];
  for (const playerId of players) {
    const pick = ledger.picks.get(playerId);
    if (!pick || pick.teamId !== team.teamId) return refuse(TRADE_MESSAGES.notOnTeam(pick?.fullName ?? names?.get(playerId) ?? playerId, team.label));
    picks.push(pick);
  }
  const given = checkTradeCash(team.label, cash, team.remaining);
  return given.ok ? accept({ team, picks, cash }) : given;
}

/**
 * Both teams in the draft, each player held by the side giving it, cash within the giver's
 * available budget, and after the trade no team above its roster slots and no remaining budget
 * below 0.
 */
export function judgeTrade(ledger: TradeLedger, terms: TradeTerms, names?: PlayerNames): TradeJudgement {
  const shape = checkTradeTerms(terms);
  if (!shape.ok) return badTerms(shape.error);
  const fromTeam = ledger.teams.get(shape.value.fromTeamId);
  const toTeam = ledger.teams.get(shape.value.toTeamId);
  if (!fromTeam || !toTeam) return badTerms(TRADE_MESSAGES.teamNotInDraft);
  const from = sideOf(ledger, fromTeam, terms.fromPlayers, terms.cashFromTeam, names);
  if (!from.ok) return conflicting(from.error);
  const to = sideOf(ledger, toTeam, terms.toPlayers, terms.cashToTeam, names);
  if (!to.ok) return conflicting(to.error);
  const trade = { from: from.value, to: to.value };
  const { picks, cash } = movesOf(trade);
  const after = balancesAfter(ledger, picks, cash, 'This trade');
  if (after) return after;
  return { ok: true, value: trade };
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
 * Apply the moves to a copy of the teams' balances: the refusal when a team would end above its
 * roster slots (only when the moves add players to it) or below $0 remaining, else null. `what`
 * names the action in the message: 'This trade' or 'Reversing this trade'.
 */
export function balancesAfter(ledger: TradeLedger, picks: readonly PickMove[], cash: readonly CashMove[], what: string): TradeRefusal | null {
  const after = new Map([...ledger.teams].map(([id, t]) => [id, { ...t }]));
  for (const { pick, toTeamId } of picks) {
    const giver = after.get(pick.teamId);
    const taker = after.get(toTeamId);
    if (!giver || !taker) return badTerms(TRADE_MESSAGES.teamNotInDraft);
    giver.playersHeld -= 1;
    giver.remaining += pick.price;
    taker.playersHeld += 1;
    taker.remaining -= pick.price;
  }
  for (const move of cash) {
    const giver = after.get(move.fromTeamId);
    const taker = after.get(move.toTeamId);
    if (!giver || !taker) return badTerms(TRADE_MESSAGES.teamNotInDraft);
    giver.remaining -= move.amount;
    taker.remaining += move.amount;
  }
  for (const [id, t] of after) {
    const before = ledger.teams.get(id);
    if (!before) continue;
    const gained = t.playersHeld > before.playersHeld;
    if (gained && t.playersHeld > ledger.rosterSlots) {
      return conflicting(`${what} would give ${t.label} ${t.playersHeld} players, more than its ${ledger.rosterSlots} roster slots`);
    }
    if (t.remaining < 0 && t.remaining < before.remaining) {
      return conflicting(`${what} would leave ${t.label} with a remaining budget of $${t.remaining}`);
    }
  }
  return rosterRefusal(ledger, picks);
}

/** Every team the moves add players to must seat them in its slots, after what it gives away (roster-assignment.ts). */
function rosterRefusal(ledger: TradeLedger, moves: readonly PickMove[]): TradeRefusal | null {
  const leaving = new Set(moves.map((m) => m.pick.pickId));
  for (const teamId of new Set(moves.map((m) => m.toTeamId))) {
    const team = ledger.teams.get(teamId);
    if (!team) continue;
    const kept = [...ledger.picks.values()].filter((p) => p.teamId === teamId && !leaving.has(p.pickId));
    const incoming = moves.filter((m) => m.toTeamId === teamId).map((m) => m.pick);
    const checked = checkRosterAdditions(ledger.roster, kept, incoming, team.label);
    if (!checked.ok) return conflicting(checked.error);
  }
  return null;
}

/** A trade's terms as its summary lists them: what each side gives. */
export function termsOfTrade(trade: Pick<TradeSummary, 'proposing_team_id' | 'receiving_team_id' | 'trade_items'>): TradeTerms {
  const side = (teamId: number) => {
    const given = trade.trade_items.filter((item) => item.from_team_id === teamId);
    return {
      players: given.flatMap((item) => (item.trade_asset_type === 'nfl_player_id' ? [item.trade_asset] : [])),
      cash: given.reduce((sum, item) => sum + (item.trade_asset_type === 'remainingbudget' ? Number(item.trade_asset) || 0 : 0), 0),
    };
  };
  const from = side(trade.proposing_team_id);
  const to = side(trade.receiving_team_id);
  return { fromTeamId: trade.proposing_team_id, toTeamId: trade.receiving_team_id, fromPlayers: from.players, toPlayers: to.players, cashFromTeam: from.cash, cashToTeam: to.cash };
}

/**
 * Why a pending offer could no longer go through today (a player in it was since undone, traded
 * away or re-assigned; a side spent the dollars it offered; a roster filled up), in the server's
 * words; null while it still holds. Accepting it re-judges it on the server all the same.
 */
export function offerBlocker(ledger: TradeLedger, trade: Pick<TradeSummary, 'trade_status' | 'proposing_team_id' | 'receiving_team_id' | 'trade_items'>): string | null {
  if (trade.trade_status !== 'PROPOSED') return null;
  const names = new Map(trade.trade_items.flatMap((item) => (item.player ? [[item.player.nfl_player_id, item.player.full_name] as const] : [])));
  const judged = judgeTrade(ledger, termsOfTrade(trade), names);
  return judged.ok ? null : judged.error;
}
