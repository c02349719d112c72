import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/transport.js';
import type { TradeSummary } from '../../../../../shared/draft/types.js';
import { readTradeCash, TRADE_MESSAGES } from '../../../../../shared/draft/trade-rules.js';
import { checkTrade, chooseTeam, emptyTradeForm, togglePlayer, tradeBadge, tradeFailureText, tradeSides } from './trade-form.js';

const budgets = new Map([
  [1, 40],
  [2, 12],
]);
const available = (teamId: number) => budgets.get(teamId) ?? 0;

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
    expect(readTradeCash('', 40)).toEqual({ ok: true, value: 0 });
    expect(readTradeCash('0', 40)).toEqual({ ok: true, value: 0 });
    expect(readTradeCash('40', 40)).toEqual({ ok: true, value: 40 });
    expect(readTradeCash('1', 40)).toEqual({ ok: true, value: 1 });
    expect(readTradeCash('41', 40)).toEqual({ ok: false, error: 'Budget can be at most $40' });
    expect(readTradeCash('2.5', 40).ok).toBe(false);
    expect(readTradeCash('-3', 40).ok).toBe(false);
    expect(readTradeCash('abc', 40).ok).toBe(false);
    expect(readTradeCash('1e1', 40)).toEqual({ ok: false, error: 'Budget must be a whole number of dollars' });
    const form = { ...chooseTeam(chooseTeam(emptyTradeForm(), 'from', 1), 'to', 2) };
    expect(checkTrade({ ...form, from: { ...form.from, budget: '13' }, to: { ...form.to, budget: '13' } }, 9, available)).toEqual({
      ok: false,
      error: 'Budget can be at most $12',
    });
  });
});

describe('trade history', () => {
  it('has ACCEPTED and REJECTED badges, everything else pending', () => {
    expect(tradeBadge('ACCEPTED')).toEqual({ label: 'ACCEPTED', tone: 'success' });
    expect(tradeBadge('REJECTED')).toEqual({ label: 'REJECTED', tone: 'danger' });
    expect(tradeBadge('PROPOSED').tone).toBe('warning');
    expect(tradeBadge('whatever').label).toBe('PENDING');
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
