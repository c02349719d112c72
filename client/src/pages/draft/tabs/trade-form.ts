import type { PlayerTradeAsset, TradeAsset } from '#shared/draft/trade-api.js';
import type { TradeTermsRequest } from '#shared/trades/requests.js';
import { checkTradeTeams, checkTradeTerms, readTradeCash } from '#shared/draft/trade-rules.js';
import type { TradeItem, TradeSummary } from '#shared/draft/types.js';

/** The Execute Trade form's state (spec 02 §2 Trades tab); its rules are shared/draft/trade-rules.ts. */

export interface TradeSideForm {
  teamId: number | null;
  players: string[];
  /** The FAAB input's text as typed; '' and '0' mean none. */
  budget: string;
}

export interface TradeForm {
  from: TradeSideForm;
  to: TradeSideForm;
}

export const emptySide = (): TradeSideForm => ({ teamId: null, players: [], budget: '' });
export const emptyTradeForm = (): TradeForm => ({ from: emptySide(), to: emptySide() });

/** Choosing a team for a side clears that side's assets; a From team equal to To empties To. */
export function chooseTeam(form: TradeForm, side: 'from' | 'to', teamId: number | null): TradeForm {
  if (form[side].teamId === teamId) return form;
  const next: TradeForm = { ...form, [side]: { ...emptySide(), teamId } };
  if (side === 'from' && teamId !== null && next.to.teamId === teamId) next.to = emptySide();
  return next;
}

export function togglePlayer(form: TradeForm, side: 'from' | 'to', playerId: string): TradeForm {
  const players = form[side].players;
  const nextPlayers = players.includes(playerId) ? players.filter((p) => p !== playerId) : [...players, playerId];
  return { ...form, [side]: { ...form[side], players: nextPlayers } };
}

export type TradeCheck = { ok: true; request: TradeTermsRequest } | { ok: false; error: string };

/** A team as the form's rules see it: the name its messages use and the dollars it can give. */
export interface TradeFormTeam {
  label: string;
  available: number;
}

/** The shared trade rules in the spec's order; the server repeats them, this only saves a round trip. */
export function checkTrade(form: TradeForm, draftId: number, teamOf: (teamId: number) => TradeFormTeam): TradeCheck {
  const teams = checkTradeTeams(form.from.teamId, form.to.teamId);
  if (!teams.ok) return teams;
  const { fromTeamId, toTeamId } = teams.value;
  const fromTeam = teamOf(fromTeamId);
  const fromCash = readTradeCash(form.from.budget, fromTeam.label, fromTeam.available);
  if (!fromCash.ok) return fromCash;
  const toTeam = teamOf(toTeamId);
  const toCash = readTradeCash(form.to.budget, toTeam.label, toTeam.available);
  if (!toCash.ok) return toCash;
  const terms = { fromTeamId, toTeamId, fromPlayers: form.from.players, toPlayers: form.to.players, cashFromTeam: fromCash.value, cashToTeam: toCash.value };
  const checked = checkTradeTerms(terms);
  if (!checked.ok) return checked;
  return {
    ok: true,
    request: {
      fantasy_draft_id: draftId,
      from_team_id: fromTeamId,
      to_team_id: toTeamId,
      from_players: form.from.players,
      to_players: form.to.players,
      cash_from_team: fromCash.value,
      cash_to_team: toCash.value,
    },
  };
}

export type TradeBadge = { label: string; tone: 'success' | 'danger' | 'warning' | 'neutral' };

/**
 * ACCEPTED and REJECTED have their own badges; any other TradeStatus (or unknown text) is pending
 * (spec 02 §4), except CANCELLED, which the spec does not know: a withdrawn offer is not pending.
 */
export function tradeBadge(status: string): TradeBadge {
  if (status === 'ACCEPTED') return { label: 'ACCEPTED', tone: 'success' };
  if (status === 'REJECTED') return { label: 'REJECTED', tone: 'danger' };
  if (status === 'CANCELLED') return { label: 'CANCELLED', tone: 'neutral' };
  return { label: 'PENDING', tone: 'warning' };
}

export type TradeFailurePrefix =
  | 'Failed to execute trade: '
  | 'Failed to delete trade: '
  | 'Failed to propose trade: '
  | 'Failed to accept trade: '
  | 'Failed to reject trade: '
  | 'Failed to cancel trade: ';

/** 'Failed to execute trade: ' + the server's error, else the error's message, else 'Unknown error'. */
export function tradeFailureText(prefix: TradeFailurePrefix, err: unknown): string {
  let detail = '';
  if (err && typeof err === 'object') {
    const fields = err as { serverError?: unknown; message?: unknown };
    if (typeof fields.serverError === 'string' && fields.serverError) detail = fields.serverError;
    else if (typeof fields.message === 'string' && fields.message) detail = fields.message;
  }
  return prefix + (detail || 'Unknown error');
}

export interface TradeSideView {
  teamId: number;
  teamLabel: string;
  players: NonNullable<TradeItem['player']>[];
  cash: number;
}

/** What each side traded away, From (proposing) side first. */
export function tradeSides(trade: TradeSummary): [TradeSideView, TradeSideView] {
  const side = (teamId: number, teamLabel: string): TradeSideView => {
    const items = trade.trade_items.filter((item) => item.from_team_id === teamId);
    return {
      teamId,
      teamLabel,
      players: items.flatMap((item) => (item.trade_asset_type === 'nfl_player_id' && item.player ? [item.player] : [])),
      cash: items.filter((item) => item.trade_asset_type === 'remainingbudget').reduce((sum, item) => sum + (Number(item.trade_asset) || 0), 0),
    };
  };
  return [
    side(trade.proposing_team_id, trade.proposing_team_nickname || trade.proposing_team_name),
    side(trade.receiving_team_id, trade.receiving_team_nickname || trade.receiving_team_name),
  ];
}

export interface TeamAssets {
  players: PlayerTradeAsset[];
  /** Dollars the team can give (never below 0). */
  budget: number;
}

/** GET /trades/draft/:id/assets grouped by team: its players and its available budget. */
export function groupAssets(assets: readonly TradeAsset[]): Map<number, TeamAssets> {
  const byTeam = new Map<number, TeamAssets>();
  for (const asset of assets) {
    const entry = byTeam.get(asset.fantasy_team_id) ?? { players: [], budget: 0 };
    if (asset.asset_type === 'nfl_player_id') entry.players.push(asset);
    else entry.budget = Math.max(0, asset.asset);
    byTeam.set(asset.fantasy_team_id, entry);
  }
  return byTeam;
}

/** What a member may do with a pending trade: the receiving team's owner answers it, the proposing team's owner withdraws it. */
export interface OfferRights {
  accept: boolean;
  reject: boolean;
  cancel: boolean;
}

/**
 * The same rights the server checks (server/trades/trade-commands.ts), by team ownership, so a
 * member is never offered a button that answers 403. The commissioner's extra powers stay with
 * Execute Trade and Delete.
 */
export function offerRights(trade: Pick<TradeSummary, 'trade_status' | 'proposing_team_id' | 'receiving_team_id'>, myTeamIds: ReadonlySet<number>): OfferRights {
  const pending = trade.trade_status === 'PROPOSED';
  const receiving = pending && myTeamIds.has(trade.receiving_team_id);
  return { accept: receiving, reject: receiving, cancel: pending && myTeamIds.has(trade.proposing_team_id) };
}

export interface TradeLists {
  /** Pending offers to one of my teams, to accept or reject. */
  incoming: TradeSummary[];
  /** Pending offers from one of my teams, to cancel. */
  outgoing: TradeSummary[];
  /** Everything else of the draft: executed, answered, and other teams' pending offers. */
  history: TradeSummary[];
}

/** The draft's trades (the league list holds every draft's) split for the Trade Center, order kept. */
export function splitTrades(trades: readonly TradeSummary[], draftId: number, myTeamIds: ReadonlySet<number>): TradeLists {
  const lists: TradeLists = { incoming: [], outgoing: [], history: [] };
  for (const trade of trades) {
    if (trade.fantasy_draft_id !== draftId) continue;
    const rights = offerRights(trade, myTeamIds);
    if (rights.accept) lists.incoming.push(trade);
    else if (rights.cancel) lists.outgoing.push(trade);
    else lists.history.push(trade);
  }
  return lists;
}
