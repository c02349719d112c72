import { describe, expect, it } from 'vitest';
import { afterOwnTradeActions, isOwnTradeAction, ownTradeAction } from './own-trade-actions.js';

describe("this tab's own trade actions", () => {
  it('remembers the trade an answered command acted on, as the event it causes', async () => {
    await ownTradeAction('trade.executed', () => Promise.resolve({ trade: { fantasy_trade_id: 41 } }), (a) => a.trade.fantasy_trade_id);
    expect(isOwnTradeAction('trade.executed', 41)).toBe(true);
    expect(isOwnTradeAction('trade.rejected', 41)).toBe(false);
    expect(isOwnTradeAction('trade.executed', 42)).toBe(false);
  });

  it('holds a notice until the command in flight has answered, so an early event is judged by its answer', async () => {
    let answer!: (value: { id: number }) => void;
    const sent = ownTradeAction('trade.proposed', () => new Promise<{ id: number }>((resolve) => (answer = resolve)), (a) => a.id);
    let released = false;
    const waiting = afterOwnTradeActions().then(() => (released = true));
    await Promise.resolve();
    expect(released).toBe(false);
    answer({ id: 7 });
    await waiting;
    expect(isOwnTradeAction('trade.proposed', 7)).toBe(true);
    await sent;
  });

  it('forgets nothing it did not do: a refused command marks no trade and releases the waiters', async () => {
    const refused = ownTradeAction('trade.cancelled', () => Promise.reject(new Error('409')), () => 9);
    await expect(refused).rejects.toThrow('409');
    await afterOwnTradeActions();
    expect(isOwnTradeAction('trade.cancelled', 9)).toBe(false);
  });
});
