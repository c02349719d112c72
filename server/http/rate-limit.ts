import type { Request, RequestHandler } from 'express';
import { ipKeyGenerator, rateLimit, type Store } from 'express-rate-limit';
import { DEFAULT_AUTH_ADDRESS_RATE_LIMIT, DEFAULT_AUTH_RATE_LIMIT, DEFAULT_PUBLIC_NOT_FOUND_RATE_LIMIT } from '../config.js';
import type { AppContext } from '../context.js';
import { AppError } from '../errors.js';
import { AnswerLimit } from './answer-limit.js';

export const TOO_MANY_AUTH_TRIES = 'Too many attempts. Please wait a few minutes and try again.';

export interface WindowLimit {
  max: number;
  windowMs: number;
}

function emailOf(body: unknown): string {
  const email = (body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : '';
}

/**
 * ipKeyGenerator per distinct address, remembered: it parses every IPv6 address (and a server
 * listening on `::` sees IPv4 clients as `::ffff:a.b.c.d`), a tenth of a cheap public read.
 */
const addressKeys = new Map<string, string>();
const ADDRESS_KEYS = 10_000;
function cachedIpKeyGenerator(ip: string): string {
  let key = addressKeys.get(ip);
  if (key === undefined) {
    key = ipKeyGenerator(ip);
    // Addresses come and go: forget them all now and then rather than track their use.
    if (addressKeys.size >= ADDRESS_KEYS) addressKeys.clear();
    addressKeys.set(ip, key);
  }
  return key;
}

/**
 * The client's address key. Without X-Forwarded-For, `req.ip` is the peer's address whatever
 * `trust proxy` says (proxy-addr walks the forwarded chain only), so it is read straight off the
 * socket instead of through Express's getter.
 */
export function addressOf(client: Pick<Request, 'ip' | 'headers' | 'socket'>): string {
  // (`client`, not `req`: express-rate-limit reads a key generator's source and warns when it
  // finds `req.ip` without its ipKeyGenerator, which cachedIpKeyGenerator calls.)
  return cachedIpKeyGenerator((client.headers['x-forwarded-for'] ? client.ip : client.socket.remoteAddress) ?? 'unknown');
}

/** One express-rate-limit limiter answering the app's `{error}` 429; counts in Redis when configured. */
export function limiter(
  ctx: AppContext,
  name: string,
  { max, windowMs }: WindowLimit,
  options: {
    key: (req: Parameters<RequestHandler>[0]) => string;
    message: string;
    skipSuccessfulRequests?: boolean;
    requestWasSuccessful?: (status: number) => boolean;
    /** Counts kept where something other than this limiter counts too (join-tries.ts); else the limiter's own. */
    store?: Store;
  },
): RequestHandler {
  const store = options.store ?? ctx.rateLimits.storeFor(name);
  return rateLimit({
    windowMs,
    limit: max,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    keyGenerator: options.key,
    ...(store ? { store, passOnStoreError: true } : {}),
    ...(options.skipSuccessfulRequests ? { skipSuccessfulRequests: true } : {}),
    ...(options.requestWasSuccessful ? { requestWasSuccessful: (_req, res) => options.requestWasSuccessful!(res.statusCode) } : {}),
    handler: (_req, res, next) => next(new AppError(429, 'rate_limited', options.message, Number(res.getHeader('Retry-After') ?? 60))),
    // The creation check reads a new Error's stack to see whether it runs inside a request handler.
    // Every limiter here is made while the app is built (join-tries.ts keeps one per context), and
    // with `--enable-source-maps` that first stack parsed the server bundle's whole source map at
    // start: a third of a second and ~55 MB of heap (docs/BENCHMARKS.md, "A fourteenth machine").
    validate: { creationStack: false },
  });
}

/**
 * Sign-in and registration tries: per client address and email, so one account cannot be guessed
 * at while a whole party behind one router can still sign in; and per address alone, so rotating
 * emails (a spray) runs out too. Counts every try. `action` keeps login and register apart.
 */
export function authRateLimits(ctx: AppContext, action: 'login' | 'register'): RequestHandler[] {
  const { config } = ctx;
  return [
    limiter(ctx, `${action}:address`, config.authAddressRateLimit ?? DEFAULT_AUTH_ADDRESS_RATE_LIMIT, { key: addressOf, message: TOO_MANY_AUTH_TRIES }),
    limiter(ctx, `${action}:address-email`, config.authRateLimit ?? DEFAULT_AUTH_RATE_LIMIT, {
      key: (req) => `${addressOf(req)}|${emailOf(req.body)}`,
      message: TOO_MANY_AUTH_TRIES,
    }),
  ];
}

export const TOO_MANY_UNKNOWN_BOARDS = 'Too many requests for unknown draft boards. Please wait a minute and try again.';

/**
 * Guessing public board tokens: only answers of 404 count, per address (tokens are 192-bit, so
 * this is hygiene). Once over, the address gets 429 on /api/public until the window ends.
 * One limit per app: the public board's answer (routes/public-board.ts), the public router's
 * reads and the board's page share its counts.
 */
export function publicNotFoundLimit(ctx: AppContext): AnswerLimit {
  let limit = publicLimits.get(ctx);
  if (!limit) {
    limit = new AnswerLimit({
      ...(ctx.config.publicNotFoundRateLimit ?? DEFAULT_PUBLIC_NOT_FOUND_RATE_LIMIT),
      key: addressOf,
      counted: 404,
      message: TOO_MANY_UNKNOWN_BOARDS,
      store: ctx.rateLimits.storeFor('public:not-found'),
      log: ctx.log,
    });
    publicLimits.set(ctx, limit);
  }
  return limit;
}
const publicLimits = new WeakMap<AppContext, AnswerLimit>();
