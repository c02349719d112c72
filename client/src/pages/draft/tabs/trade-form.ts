import type { PlayerTradeAsset, TradeAsset } from '../../../../../shared/draft/trade-api.js';
import type { TradeTermsRequest } from '../../../../../shared/trades/requests.js';
import { checkTradeTeams, checkTradeTerms, readTradeCash } from '../../../../../shared/draft/trade-rules.js';
import type { DraftTeam, TradeItem, TradeSummary } from '../../../../../shared/draft/types.js';

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

/** The shared trade rules in the spec's order; the server repeats them, this only saves a round trip. */
export function checkTrade(form: TradeForm, draftId: number, availableBudget: (teamId: number) => number): TradeCheck {
  const teams = checkTradeTeams(form.from.teamId, form.to.teamId);
  if (!teams.ok) return teams;
  const { fromTeamId, toTeamId } = teams.value;
  const fromCash = readTradeCash(form.from.budget, availableBudget(fromTeamId));
  if (!fromCash.ok) return fromCash;
  const toCash = readTradeCash(form.to.budget, availableBudget(toTeamId));
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

export type TradeBadge = { label: string; tone: 'success' | 'danger' | 'warning' };

/** ACCEPTED and REJECTED have their own badges; any other TradeStatus (or unknown text) is pending (spec 02 §4). */
export function tradeBadge(status: string): TradeBadge {
  if (status === 'ACCEPTED') return { label: 'ACCEPTED', tone: 'success' };
  if (status === 'REJECTED') return { label: 'REJECTED', tone: 'danger' };
  return { label: 'PENDING', tone: 'warning' };
}

/** 'Failed to execute trade: ' + the server's error, else the error's message, else 'Unknown error'. */
export function tradeFailureText(prefix: 'Failed to execute trade: ' | 'Failed to delete trade: ', err: unknown): string {
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

export const teamLabel = (team: Pick<DraftTeam, 'team_name' | 'team_nickname'>) => team.team_nickname || team.team_name;
