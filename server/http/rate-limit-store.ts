import type { Store } from 'express-rate-limit';
import type { Logger } from 'pino';
import { RedisStore, type RedisReply } from 'rate-limit-redis';

type RedisClient = { sendCommand: (args: string[]) => Promise<unknown>; quit: () => Promise<unknown> };

/** Where the rate limiters count: in this process, or in Redis when REDIS_URL is set. */
export interface RateLimitStores {
  /** A store for one limiter (each limiter needs its own), or undefined for express-rate-limit's memory store. */
  storeFor: (prefix: string) => Store | undefined;
  close: () => Promise<void>;
}

/**
 * With REDIS_URL, every process of a deployment shares the counts (a limit per process
 * is multiplied by the number of processes). The client connects on first use; `redis` loads only
 * then, like the Socket.IO adapter (server/realtime/redis.ts).
 */
export function rateLimitStores(redisUrl: string | undefined, log: Logger, keyPrefix = 'gavel:rl:'): RateLimitStores {
  if (!redisUrl) return { storeFor: () => undefined, close: () => Promise.resolve() };
  let client: Promise<RedisClient> | undefined;
  const connected = () =>
    (client ??= import('redis').then(async ({ createClient }) => {
      const redis = createClient({ url: redisUrl });
      redis.on('error', (err: unknown) => log.warn({ err }, 'rate limit store: Redis error'));
      await redis.connect();
      return redis;
    }));
  return {
    storeFor: (prefix) => new RedisStore({ prefix: `${keyPrefix}${prefix}:`, sendCommand: async (...args: string[]) => (await (await connected()).sendCommand(args)) as RedisReply }),
    close: async () => {
      if (client) await (await client).quit();
    },
  };
}
