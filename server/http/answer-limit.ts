import type { Request, RequestHandler, Response } from 'express';
import type { Options, Store } from 'express-rate-limit';
import { createHash } from 'node:crypto';
import type { Logger } from 'pino';
import { AppError } from '../errors.js';
import type { WindowLimit } from './rate-limit.js';
import { WindowCounts } from './window-counts.js';

/** What one request's count says: the draft-8 header values, and whether it is over the limit. */
export interface Counted {
  /** `RateLimit: "<name>"; r=<remaining>; t=<seconds to reset>` */
  rateLimit: string;
  /** `RateLimit-Policy: "<name>"; q=<limit>; w=<window seconds>; pk=:<partition key>:` */
  policy: string;
  over: boolean;
  retryAfterSeconds: number;
}

/** A hit count and when its window ends (undefined: a store that does not say). */
interface Hits {
  totalHits: number;
  resetAt: number | undefined;
}

interface Counter {
  increment: (key: string) => Hits | Promise<Hits>;
  decrement: (key: string) => void;
}

/**
 * A limit on the answers of one status that every answer counts against while it runs: the
 * public reads' 404 limit (rate-limit.ts). It behaves as express-rate-limit v8 did with
 * `skipSuccessfulRequests` (source/rate-limit.ts): each request adds a hit before it is answered
 * (so requests in flight count), a request over the limit gets 429 with Retry-After, and once an
 * answer other than `counted` has gone out its hit is taken back, unless its window has ended;
 * the same draft-8 headers, the same window and reset timing, the same Redis keys. What it leaves
 * out is per-request cost that the public board's reads paid on every answer: a promise chain and
 * validations per request, the policy name rebuilt, and a SHA-256 of the address for the
 * policy's partition key (kept per address here).
 */
export class AnswerLimit {
  private readonly counter: Counter;
  private readonly name: string;
  private readonly windowSeconds: number;
  private readonly policies = new Map<string, string>();

  constructor(
    private readonly options: WindowLimit & {
      key: (req: Request) => string;
      /** The status that counts; every other answer gives its hit back. */
      counted: number;
      message: string;
      /** express-rate-limit's Redis store when counts are shared by processes; else counted in this process. */
      store: Store | undefined;
      log: Logger;
    },
  ) {
    this.name = `${options.max}-in-${windowName(options.windowMs)}`;
    this.windowSeconds = Math.ceil(options.windowMs / 1000);
    this.counter = options.store ? storeCounter(options.store, options.windowMs, options.log) : new WindowCounts(options.windowMs);
  }

  /**
   * Count `req` and arrange for its hit to be given back when `res` finishes with another status.
   * Undefined when the store failed: the request goes on uncounted and without headers, as
   * express-rate-limit's `passOnStoreError` does.
   */
  count(req: Request, res: Response): Counted | undefined | Promise<Counted | undefined> {
    const key = this.options.key(req);
    let hits: Hits | Promise<Hits>;
    try {
      hits = this.counter.increment(key);
    } catch (err) {
      return this.storeFailed(err);
    }
    if (hits instanceof Promise) return hits.then((h) => this.counted(key, h, res), (err: unknown) => this.storeFailed(err));
    return this.counted(key, hits, res);
  }

  /** The same limit as Express middleware: headers set, 429 handed to the error handler. */
  readonly middleware: RequestHandler = (req, res, next) => {
    const apply = (counted: Counted | undefined) => {
      if (counted && !res.headersSent) {
        res.setHeader('RateLimit', counted.rateLimit);
        res.setHeader('RateLimit-Policy', counted.policy);
        if (counted.over) res.setHeader('Retry-After', String(counted.retryAfterSeconds));
      }
      next(counted?.over ? this.tooMany(counted) : undefined);
    };
    const counted = this.count(req, res);
    if (counted instanceof Promise) counted.then(apply, next);
    else apply(counted);
  };

  tooMany(counted: Counted): AppError {
    return new AppError(429, 'rate_limited', this.options.message, counted.retryAfterSeconds);
  }

  private counted(key: string, hits: Hits, res: Response): Counted {
    const { totalHits } = hits;
    // A copy: the in-process count is one object per key that later requests move on.
    const resetAt = hits.resetAt;
    res.on('finish', () => {
      if (res.statusCode === this.options.counted) return;
      if (resetAt !== undefined && Date.now() >= resetAt) return;
      this.counter.decrement(key);
    });
    const resetSeconds = resetAt === undefined ? this.windowSeconds : Math.max(0, Math.ceil((resetAt - Date.now()) / 1000));
    return {
      rateLimit: `"${this.name}"; r=${Math.max(this.options.max - totalHits, 0)}; t=${resetSeconds}`,
      policy: this.policyOf(key),
      over: totalHits > this.options.max,
      retryAfterSeconds: resetSeconds,
    };
  }

  private policyOf(key: string): string {
    let policy = this.policies.get(key);
    if (policy === undefined) {
      policy = `"${this.name}"; q=${this.options.max}; w=${this.windowSeconds}; pk=:${partitionKey(key)}:`;
      // Addresses come and go: forget them all now and then rather than track their use.
      if (this.policies.size >= POLICIES_KEPT) this.policies.clear();
      this.policies.set(key, policy);
    }
    return policy;
  }

  private storeFailed(err: unknown): undefined {
    this.options.log.error({ err }, 'rate limit store failed: request allowed without counting');
    return undefined;
  }
}

const POLICIES_KEPT = 10_000;

/** express-rate-limit's draft-8 `pk`: the first 12 hex digits of the key's SHA-256, in base64. */
function partitionKey(key: string): string {
  return Buffer.from(createHash('sha256').update(key).digest('hex').slice(0, 12)).toString('base64');
}

/** express-rate-limit's policy name for a window: `30sec`, `1min`, `2hrs`, `1day`. */
function windowName(windowMs: number): string {
  const seconds = windowMs / 1000;
  const minutes = seconds / 60;
  const hours = minutes / 60;
  const days = hours / 24;
  if (seconds < 60) return `${seconds}sec`;
  if (minutes < 60) return `${minutes}min`;
  if (hours < 24) return `${hours}hr${hours > 1 ? 's' : ''}`;
  return `${days}day${days > 1 ? 's' : ''}`;
}

/** An express-rate-limit store (Redis: rate-limit-redis), set up as express-rate-limit sets it up. */
function storeCounter(store: Store, windowMs: number, log: Logger): Counter {
  try {
    const init = store.init?.({ windowMs } as Options);
    if (init instanceof Promise) init.catch((err: unknown) => log.error({ err }, 'rate limit store failed to start'));
  } catch (err) {
    log.error({ err }, 'rate limit store failed to start');
  }
  return {
    increment: async (key) => {
      const { totalHits, resetTime } = await store.increment(key);
      return { totalHits, resetAt: resetTime?.getTime() };
    },
    decrement: (key) => {
      Promise.resolve()
        .then(() => store.decrement(key))
        .catch((err: unknown) => log.error({ err }, 'rate limit store failed to give a hit back'));
    },
  };
}
