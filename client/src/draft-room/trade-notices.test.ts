import { describe, expect, it } from 'vitest';
import type { DraftEvent } from '#shared/draft/events.js';
import type { TradeSummary } from '#shared/draft/types.js';
import { tradeNotice } from './trade-notices.js';

const trade = {
  fantasy_trade_id: 4,
  trade_number: 3,
  proposing_team_id: 1,
  receiving_team_id: 2,
  proposing_team_name: 'Team 1',
  proposing_team_nickname: 'Alpha',
  receiving_team_name: 'Team 2',
  receiving_team_nickname: null,
} as TradeSummary;
const event = (type: DraftEvent['type'], payload: object) => ({ draftId: 9, seq: 5, type, payload, at: '' }) as DraftEvent;

describe('trade notices', () => {
  const proposer = new Set([1]);
  const receiver = new Set([2]);
  const bystander = new Set([3]);

  it('tells the receiving owner of an offer and its withdrawal, not the proposer or a bystander', () => {
    const proposed = event('trade.proposed', { trade });
    expect(tradeNotice(proposed, receiver)).toBe('Alpha offered you a trade (#3)');
    expect(tradeNotice(proposed, proposer)).toBeNull();
    expect(tradeNotice(proposed, bystander)).toBeNull();
    expect(tradeNotice(event('trade.cancelled', { trade }), receiver)).toBe('Alpha withdrew trade offer #3');
    expect(tradeNotice(event('trade.cancelled', { trade }), proposer)).toBeNull();
  });

  it('tells the proposer the answer, not the owner who gave it', () => {
    expect(tradeNotice(event('trade.rejected', { trade }), proposer)).toBe('Your trade offer #3 to Team 2 was rejected');
    expect(tradeNotice(event('trade.rejected', { trade }), receiver)).toBeNull();
    const executed = event('trade.executed', { trade: { ...trade, trade_status: 'ACCEPTED' }, picks: [], cash: [] });
    expect(tradeNotice(executed, proposer)).toBe('Trade #3 with Team 2 went through');
    expect(tradeNotice(executed, receiver)).toBeNull();
  });

  it('says nothing about other events or to an owner of both sides', () => {
    expect(tradeNotice(event('trade.deleted', { fantasy_trade_id: 4 }), receiver)).toBeNull();
    expect(tradeNotice(event('trade.reversed', { trade, picks: [], cash: [] }), proposer)).toBeNull();
    expect(tradeNotice(event('trade.proposed', { trade }), new Set([1, 2]))).toBeNull();
  });
});
