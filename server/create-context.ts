import { pino } from 'pino';
import { DEFAULT_HASH_GATE, HashGate } from './auth/hash-gate.js';
import { HotCommandsInFlight } from './http/hot-commands-in-flight.js';
import { REDACTED_PATHS } from './http/log-redaction.js';
import { rateLimitStores } from './http/rate-limit-store.js';
import type { AppConfig } from './config.js';
import { connect, type Connection } from './db/connect.js';
import { migrateToLatest } from './db/migrate.js';
import type { AppContext } from './context.js';
import { DraftEventBus } from './realtime/event-bus.js';
import { PublishOrder } from './engine/publish-order.js';
import { BidArrivals } from './auction/bid-arrivals.js';
import { registerAuctionHooks } from './auction/hooks.js';
import { PresenceSource } from './realtime/presence.js';

export interface OpenedContext {
  ctx: AppContext;
  connection: Connection;
  close: () => Promise<void>;
}

/** Connect, migrate and build the context. Used by main.ts and by every test. */
export async function openContext(config: AppConfig): Promise<OpenedContext> {
  const log = pino({ level: config.logLevel, redact: REDACTED_PATHS });
  const connection = connect(config.databaseUrl, (err) => log.warn({ err }, 'idle database connection lost'));
  await migrateToLatest(connection.db);
  // Domain reactions to draft commands, registered here so no process, test or script runs without them.
  registerAuctionHooks();
  const rateLimits = rateLimitStores(config.redisUrl, log, config.rateLimitRedisPrefix);
  const events = new DraftEventBus();
  const ctx: AppContext = {
    config,
    db: connection.db,
    dialect: connection.dialect,
    log,
    events,
    publishOrder: new PublishOrder(events),
    passwordHashing: new HashGate(config.passwordHashing ?? DEFAULT_HASH_GATE),
    rateLimits,
    bidArrivals: new BidArrivals(),
    presence: new PresenceSource(),
    hotCommands: new HotCommandsInFlight(),
  };
  return { ctx, connection, close: () => Promise.all([connection.close(), rateLimits.close()]).then(() => undefined) };
}
