import type { Logger } from 'pino';
import type { HashGate } from './auth/hash-gate.js';
import type { HotCommandsInFlight } from './http/hot-commands-in-flight.js';
import type { RateLimitStores } from './http/rate-limit-store.js';
import type { AppConfig } from './config.js';
import type { DialectName } from './db/connect.js';
import type { Db } from './db/schema.js';
import type { BidArrivals } from './auction/bid-arrivals.js';
import type { PublishOrder } from './engine/publish-order.js';
import type { PresenceSource } from './realtime/presence.js';
import type { DraftEventBus } from './realtime/event-bus.js';

/** Everything a route or command needs; built once per app (and once per test). */
export interface AppContext {
  config: AppConfig;
  db: Db;
  dialect: DialectName;
  log: Logger;
  /** Committed draft events, published after commit by the write path. */
  events: DraftEventBus;
  /** Holds each draft's committed events until every earlier command of that draft has published. */
  publishOrder: PublishOrder;
  /** Bounds concurrent password hashing (sign-in, registration, password change). */
  passwordHashing: HashGate;
  /** Where the rate limiters count (Redis when REDIS_URL is set). */
  rateLimits: RateLimitStores;
  /** Bids received and not yet judged: the clock lets them finish before a sale (server/auction/bid-arrivals.ts). */
  bidArrivals: BidArrivals;
  /** Who is in each draft's room, read from the live sockets (server/realtime/presence.ts). */
  presence: PresenceSource;
  /** Picks and bids received and not yet answered: the rooms' heartbeat waits for them (server/http/hot-commands-in-flight.ts). */
  hotCommands: HotCommandsInFlight;
}
