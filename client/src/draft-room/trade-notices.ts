import type { DraftEvent } from '#shared/draft/events.js';
import type { TradeSummary } from '#shared/draft/types.js';

const label = (name: string, nickname: string | null) => nickname?.trim() || name;
const proposer = (t: TradeSummary) => label(t.proposing_team_name, t.proposing_team_nickname);
const receiver = (t: TradeSummary) => label(t.receiving_team_name, t.receiving_team_nickname);

/**
 * What a team's owner should hear about a trade someone else acted on, wherever they are in the
 * room: an offer made to them or withdrawn, and the answer to their own offer. Null when the event
 * is not news to them (their own action already has its success toast).
 */
export function tradeNotice(event: DraftEvent, myTeamIds: ReadonlySet<number>): string | null {
  if (!event.type.startsWith('trade.') || !('trade' in event.payload)) return null;
  const trade = event.payload.trade;
  const toMe = myTeamIds.has(trade.receiving_team_id) && !myTeamIds.has(trade.proposing_team_id);
  const fromMe = myTeamIds.has(trade.proposing_team_id) && !myTeamIds.has(trade.receiving_team_id);
  if (event.type === 'trade.proposed') return toMe ? `${proposer(trade)} offered you a trade (#${trade.trade_number})` : null;
  if (event.type === 'trade.cancelled') return toMe ? `${proposer(trade)} withdrew trade offer #${trade.trade_number}` : null;
  if (event.type === 'trade.rejected') return fromMe ? `Your trade offer #${trade.trade_number} to ${receiver(trade)} was rejected` : null;
  if (event.type === 'trade.executed') return fromMe ? `Trade #${trade.trade_number} with ${receiver(trade)} went through` : null;
  return null;
}
