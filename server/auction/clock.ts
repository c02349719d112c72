import { startBots } from '../bots/bot-runner.js';
import type { AppContext } from '../context.js';
import { runDraftCommand } from '../engine/write-path.js';
import { runClock } from './commands.js';
import { dueDrafts } from './lot-queries.js';

/** How often each process looks for lots and nomination turns past their deadline. */
export const CLOCK_SWEEP_MS = 100;

export interface AuctionClock {
  /** Run one sweep now (tests, and the first sweep at start-up). */
  sweep: () => Promise<void>;
  stop: () => Promise<void>;
}

/**
 * The live auction's clock (docs/ARCHITECTURE.md): the deadlines are data, and every process runs
 * this sweep. Each due draft gets one command on the write path whose conditional update decides,
 * under the draft's lock, whether there is still anything to close; a process that comes second
 * finds nothing to do. After a restart a deadline that passed while no process ran is re-armed
 * (runClock's `clockStartedAt`): the room gets its time back rather than a sale nobody could bid on.
 */
export function startAuctionClock(ctx: AppContext, intervalMs = CLOCK_SWEEP_MS): AuctionClock {
  const clockStartedAt = Date.now();
  let running: Promise<void> | undefined;
  let stopped = false;
  const sweepOnce = async () => {
    for (const draftId of await dueDrafts(ctx.db, new Date().toISOString())) {
      if (stopped) return;
      try {
        // A sale is as hot as the bid before it: the rooms' ticks wait for it (http/hot-commands-in-flight.ts).
        await ctx.hotCommands.during(() =>
          runDraftCommand(ctx, draftId, null, (scope) => {
            const nowMs = Date.now();
            return runClock(scope, nowMs, { holdsSale: (lot) => ctx.bidArrivals.holdsSale(draftId, Date.parse(lot.closes_at), nowMs), valuesCache: ctx.db, clockStartedAt });
          }),
        );
      } catch (err) {
        ctx.log.error({ err, draftId }, 'auction clock failed for a draft');
      }
    }
  };
  const sweep = () => {
    // One sweep at a time per process; a slow one simply delays the next.
    running ??= sweepOnce()
      .catch((err: unknown) => ctx.log.error({ err }, 'auction clock sweep failed'))
      .finally(() => (running = undefined));
    return running;
  };
  const timer = setInterval(() => void sweep(), intervalMs);
  timer.unref();
  void sweep();
  // The process that sweeps the clock also runs bots, for the drafts whose lease it holds
  // (docs/ARCHITECTURE.md, Bots).
  const bots = startBots(ctx);
  return {
    sweep,
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
      await bots.stop();
    },
  };
}
