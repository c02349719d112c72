import { describe, expect, it } from 'vitest';
import { ApiError } from '#client/api/transport.js';
import type { TradeSummary } from '#shared/draft/types.js';
import { readTradeCash, TRADE_MESSAGES } from '#shared/draft/trade-rules.js';
import { checkTrade, chooseTeam, emptyTradeForm, offerRights, splitTrades, togglePlayer, tradeBadge, tradeFailureText, tradeSides } from './trade-form.js';

const teams = new Map([
  [1, { label: 'Alpha', available: 40 }],
  [2, { label: 'Bees', available: 12 }],
]);
const available = (teamId: number) => teams.get(teamId) ?? { label: `Team ${teamId}`, available: 0 };

describe('Execute Trade form', () => {
  it('asks for both teams, then different teams, then an asset from each side', () => {
    let form = emptyTradeForm();
    expect(checkTrade(form, 9, available)).toEqual({ ok: false, error: TRADE_MESSAGES.selectBothTeams });
    form = chooseTeam(form, 'from', 1);
    expect(checkTrade(form, 9, available)).toEqual({ ok: false, error: 'Please select both teams' });
    expect(checkTrade({ ...form, to: { ...form.to, teamId: 1 } }, 9, available)).toEqual({ ok: false, error: 'Cannot trade with the same team' });
    form = chooseTeam(form, 'to', 2);
    expect(checkTrade(form, 9, available)).toEqual({ ok: false, error: 'Please select at least one asset from each side' });
    form = togglePlayer(form, 'from', '00-001');
    expect(checkTrade(form, 9, available)).toEqual({ ok: false, error: 'Please select at least one asset from each side' });
    form = { ...form, to: { ...form.to, budget: '5' } };
    expect(checkTrade(form, 9, available)).toEqual({
      ok: true,
      request: { fantasy_draft_id: 9, from_team_id: 1, to_team_id: 2, from_players: ['00-001'], to_players: [], cash_from_team: 0, cash_to_team: 5 },
    });
  });

  it('clears a side when its team changes, and To when From takes its team', () => {
    let form = chooseTeam(chooseTeam(emptyTradeForm(), 'from', 1), 'to', 2);
    form = togglePlayer(togglePlayer(form, 'from', 'a'), 'to', 'b');
    form = { ...form, from: { ...form.from, budget: '3' } };
    const changed = chooseTeam(form, 'from', 3);
    expect(changed.from).toEqual({ teamId: 3, players: [], budget: '' });
    expect(changed.to.players).toEqual(['b']);
    const swapped = chooseTeam(form, 'from', 2);
    expect(swapped.to).toEqual({ teamId: null, players: [], budget: '' });
    expect(chooseTeam(form, 'from', 1)).toBe(form);
  });

  it('toggles players on and off', () => {
    const form = togglePlayer(togglePlayer(emptyTradeForm(), 'to', 'x'), 'to', 'x');
    expect(form.to.players).toEqual([]);
  });

  it('accepts budget as a whole number from 1 to what the team has; 0 removes it', () => {
    expect(readTradeCash('', 'Alpha', 40)).toEqual({ ok: true, value: 0 });
    expect(readTradeCash('0', 'Alpha', 40)).toEqual({ ok: true, value: 0 });
    expect(readTradeCash('40', 'Alpha', 40)).toEqual({ ok: true, value: 40 });
    expect(readTradeCash('1', 'Alpha', 40)).toEqual({ ok: true, value: 1 });
    // The server's words (shared/draft/trade-rules.ts checkTradeCash), naming the team.
    expect(readTradeCash('41', 'Alpha', 40)).toEqual({ ok: false, error: 'Alpha has only $40 of budget to trade' });
    expect(readTradeCash('5', 'Alpha', -3)).toEqual({ ok: false, error: 'Alpha has only $0 of budget to trade' });
    expect(readTradeCash('2.5', 'Alpha', 40).ok).toBe(false);
    expect(readTradeCash('-3', 'Alpha', 40).ok).toBe(false);
    expect(readTradeCash('abc', 'Alpha', 40).ok).toBe(false);
    expect(readTradeCash('1e1', 'Alpha', 40)).toEqual({ ok: false, error: 'Budget must be a whole number of dollars' });
    const form = { ...chooseTeam(chooseTeam(emptyTradeForm(), 'from', 1), 'to', 2) };
    expect(checkTrade({ ...form, from: { ...form.from, budget: '13' }, to: { ...form.to, budget: '13' } }, 9, available)).toEqual({
      ok: false,
      error: 'Bees has only $12 of budget to trade',
    });
  });
});

describe('trade history', () => {
  it('has ACCEPTED and REJECTED badges, everything else pending', () => {
    expect(tradeBadge('ACCEPTED')).toEqual({ label: 'ACCEPTED', tone: 'success' });
    expect(tradeBadge('REJECTED')).toEqual({ label: 'REJECTED', tone: 'danger' });
    expect(tradeBadge('PROPOSED').tone).toBe('warning');
    expect(tradeBadge('whatever').label).toBe('PENDING');
    // A withdrawn offer is over, not pending.
    expect(tradeBadge('CANCELLED')).toEqual({ label: 'CANCELLED', tone: 'neutral' });
  });

  it('builds failure toasts from the server error, the message, or Unknown error', () => {
    const forbidden = new ApiError('forbidden', 'Access denied. You do not have permission for this action.', 403, 'Only commissioners can delete trades');
    expect(tradeFailureText('Failed to delete trade: ', forbidden)).toBe('Failed to delete trade: Only commissioners can delete trades');
    expect(tradeFailureText('Failed to execute trade: ', new ApiError('network', 'Network error. Please check your internet connection.', null))).toBe(
      'Failed to execute trade: Network error. Please check your internet connection.',
    );
    expect(tradeFailureText('Failed to execute trade: ', null)).toBe('Failed to execute trade: Unknown error');
  });

  it('splits what each side gave away', () => {
    const trade = {
      proposing_team_id: 1,
      receiving_team_id: 2,
      proposing_team_name: 'Alpha',
      proposing_team_nickname: null,
      receiving_team_name: 'Beta',
      receiving_team_nickname: 'Bees',
      trade_items: [
        { from_team_id: 1, from_participant_id: 11, trade_asset_type: 'nfl_player_id', trade_asset: 'p1', player: { nfl_player_id: 'p1', full_name: 'A One', position_code: 'QB', photo_url: null } },
        { from_team_id: 2, from_participant_id: 12, trade_asset_type: 'remainingbudget', trade_asset: '7', player: null },
      ],
    } as unknown as TradeSummary;
    const [from, to] = tradeSides(trade);
    expect(from).toMatchObject({ teamLabel: 'Alpha', cash: 0 });
    expect(from.players.map((p) => p.full_name)).toEqual(['A One']);
    expect(to).toMatchObject({ teamLabel: 'Bees', cash: 7, players: [] });
  });
});

describe('trade offers', () => {
  const trade = (id: number, status: TradeSummary['trade_status'], from: number, to: number, draft = 9) =>
    ({ fantasy_trade_id: id, fantasy_draft_id: draft, trade_status: status, proposing_team_id: from, receiving_team_id: to }) as TradeSummary;
  const mine = new Set([1]);

  it('offers the receiving owner Accept and Reject, the proposer Cancel, others nothing', () => {
    expect(offerRights(trade(1, 'PROPOSED', 2, 1), mine)).toEqual({ accept: true, reject: true, cancel: false });
    expect(offerRights(trade(2, 'PROPOSED', 1, 2), mine)).toEqual({ accept: false, reject: false, cancel: true });
    expect(offerRights(trade(3, 'PROPOSED', 2, 3), mine)).toEqual({ accept: false, reject: false, cancel: false });
    // Answered trades offer nothing, whoever looks.
    for (const status of ['ACCEPTED', 'REJECTED', 'CANCELLED', 'REVERSED'] as const) {
      expect(offerRights(trade(4, status, 2, 1), mine)).toEqual({ accept: false, reject: false, cancel: false });
      expect(offerRights(trade(5, status, 1, 2), mine)).toEqual({ accept: false, reject: false, cancel: false });
    }
    expect(offerRights(trade(6, 'PROPOSED', 2, 1), new Set())).toEqual({ accept: false, reject: false, cancel: false });
  });

  it("splits this draft's trades into offers to me, my offers and the rest, keeping the order", () => {
    const all = [trade(7, 'PROPOSED', 1, 3), trade(6, 'PROPOSED', 2, 1), trade(5, 'PROPOSED', 2, 3), trade(4, 'ACCEPTED', 1, 2), trade(3, 'PROPOSED', 2, 1, 8), trade(2, 'PROPOSED', 3, 1)];
    const lists = splitTrades(all, 9, mine);
    const ids = (list: TradeSummary[]) => list.map((t) => t.fantasy_trade_id);
    expect(ids(lists.incoming)).toEqual([6, 2]);
    expect(ids(lists.outgoing)).toEqual([7]);
    expect(ids(lists.history)).toEqual([5, 4]);
  });
});
