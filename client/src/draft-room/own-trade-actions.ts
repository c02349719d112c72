/**
 * The trade actions this tab took itself, so the room's trade notices (use-trade-notices.ts) do not
 * tell a person what they just did: the action's own success toast already says it. A commissioner
 * who owns a team in the trade got both ("Trade executed successfully!" and "Trade #3 with Team 2
 * went through"). The event can arrive before the command's answer names the trade, so a notice
 * first waits for this tab's trade commands in flight (`afterOwnTradeActions`).
 */
export type TradeNoticeType = 'trade.proposed' | 'trade.executed' | 'trade.rejected' | 'trade.cancelled';

const done = new Set<string>();
const key = (type: string, tradeId: number) => `${type}:${tradeId}`;
let inFlight = 0;
let waiters: (() => void)[] = [];

/** Sends a trade command and remembers the trade it acted on, as the event `type` it causes. */
export async function ownTradeAction<T>(type: TradeNoticeType, send: () => Promise<T>, tradeIdOf: (answer: T) => number): Promise<T> {
  inFlight += 1;
  try {
    const answer = await send();
    done.add(key(type, tradeIdOf(answer)));
    return answer;
  } finally {
    inFlight -= 1;
    if (inFlight === 0) {
      const ready = waiters;
      waiters = [];
      for (const resolve of ready) resolve();
    }
  }
}

/** Resolves once no trade command of this tab is waiting for its answer. */
export function afterOwnTradeActions(): Promise<void> {
  return inFlight === 0 ? Promise.resolve() : new Promise((resolve) => waiters.push(resolve));
}

export const isOwnTradeAction = (type: string, tradeId: number): boolean => done.has(key(type, tradeId));
