import express, { type Request, type RequestHandler } from 'express';
import { MemoryStore } from 'express-rate-limit';
import type { IncomingMessage } from 'node:http';
import { TOO_MANY_JOIN_TRIES } from '#shared/leagues/joining.js';
import { DEFAULT_AUTH_ADDRESS_RATE_LIMIT } from '../config.js';
import type { AppContext } from '../context.js';
import { addressOf, limiter } from './rate-limit.js';

/**
 * Tries of join codes per client address (docs/DECISIONS.md, "Joining by code: the trust model"):
 * one count shared by the REST route (/api/join/*) and the join page's socket watch (`join:watch`),
 * so watching cannot guess codes any faster than reading them. The REST side is an express-rate-limit
 * limiter as sign-in's; the socket side counts in the same store under the same address key.
 */
export interface JoinTries {
  /** The /api/join limiter: every request counts; over the limit, 429 TOO_MANY_JOIN_TRIES. */
  middleware: RequestHandler;
  /** Count one socket try from an address key (addressOfHandshake); false once over the limit. */
  take: (addressKey: string) => Promise<boolean>;
  /** Give a socket try back: it watched a real code, which guesses nothing. */
  giveBack: (addressKey: string) => Promise<void>;
}

const triesOfContext = new WeakMap<AppContext, JoinTries>();

/** The context's one join-tries count (the router and the socket server are built apart). */
export function joinTries(ctx: AppContext): JoinTries {
  let tries = triesOfContext.get(ctx);
  if (!tries) {
    tries = newJoinTries(ctx);
    triesOfContext.set(ctx, tries);
  }
  return tries;
}

function newJoinTries(ctx: AppContext): JoinTries {
  const limit = ctx.config.joinRateLimit ?? ctx.config.authAddressRateLimit ?? DEFAULT_AUTH_ADDRESS_RATE_LIMIT;
  // Redis when configured (every process counts together), else a memory store both sides share.
  const store = ctx.rateLimits.storeFor('join:address') ?? new MemoryStore();
  // express-rate-limit initialises the store here, before the socket side can count in it.
  const middleware = limiter(ctx, 'join:address', limit, { key: addressOf, message: TOO_MANY_JOIN_TRIES, store });
  return {
    middleware,
    take: async (addressKey) => {
      try {
        const { totalHits } = await store.increment(addressKey);
        return totalHits <= limit.max;
      } catch (err) {
        // As the REST limiter's passOnStoreError: a store failure lets the try through uncounted.
        ctx.log.error({ err }, 'join tries store failed: socket try allowed without counting');
        return true;
      }
    },
    giveBack: async (addressKey) => {
      try {
        await store.decrement(addressKey);
      } catch (err) {
        ctx.log.error({ err }, 'join tries store failed: a socket try was not given back');
      }
    },
  };
}

const trustingApps = new WeakMap<AppContext, express.Express>();

/**
 * A socket's address key exactly as addressOf gives it for an HTTP request from the same client:
 * the handshake request read through an Express request with the app's `trust proxy`, so behind a
 * proxy the key is the client's X-Forwarded-For address, not the proxy's.
 */
export function addressOfHandshake(ctx: AppContext, req: IncomingMessage): string {
  let app = trustingApps.get(ctx);
  if (!app) {
    app = express();
    app.set('trust proxy', ctx.config.trustProxy);
    trustingApps.set(ctx, app);
  }
  const view = Object.create(app.request, { headers: { value: req.headers }, socket: { value: req.socket } }) as Request;
  return addressOf(view);
}
