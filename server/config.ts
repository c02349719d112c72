import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { HashGateLimits } from './auth/hash-gate.js';

export interface PasswordCost {
  N: number;
  r: number;
  p: number;
}

export interface AppConfig {
  port: number;
  /** `sqlite:<file>`, `:memory:` or `postgres://...` */
  databaseUrl: string;
  jwtSecret: string;
  jwtExpiresInSeconds: number;
  passwordCost: PasswordCost;
  /** Origins allowed to open Socket.IO connections; empty means same-origin only. */
  allowedOrigins: string[];
  redisUrl: string | undefined;
  /** Directory with the bundled NFL CSV files. */
  nflDataDir: string;
  clientDistDir: string;
  logLevel: string;
  /**
   * PUBLIC_URL's origin (e.g. `https://draft.example.com`): links and QR codes use it, and sockets
   * from it are allowed. Unset: links use the LAN address the requester came through (link-origin.ts).
   */
  publicUrl: string | undefined;
  /** Express `trust proxy`: whose X-Forwarded-For/-Proto to believe (TRUST_PROXY; default loopback only). */
  trustProxy: TrustProxy;
  /** Sign-in and registration tries per IP+email per window; tests may lower or raise it. */
  authRateLimit?: { max: number; windowMs: number };
  /** Sign-in and registration tries per IP (any email) per window. */
  authAddressRateLimit?: { max: number; windowMs: number };
  /** /api/join/:code tries per IP per window (guessing league codes); unset: authAddressRateLimit's. */
  joinRateLimit?: { max: number; windowMs: number };
  /** 404s of /api/public/* per IP per window (guessing board tokens). */
  publicNotFoundRateLimit?: { max: number; windowMs: number };
  /** Redis key prefix of the rate limiters' counts (with REDIS_URL); tests isolate with their own. */
  rateLimitRedisPrefix?: string;
  /** Password hashes at once, waiting, and per address (server/auth/hash-gate.ts). */
  passwordHashing?: HashGateLimits;
}

/** false (trust no proxy), a hop count, or addresses/subnets/presets as Express takes them. */
export type TrustProxy = boolean | number | string;

export const DEFAULT_AUTH_RATE_LIMIT = { max: 10, windowMs: 15 * 60 * 1000 };
/** Per address: a party of a dozen behind one router signs in a few times each; a spray rotates emails. */
export const DEFAULT_AUTH_ADDRESS_RATE_LIMIT = { max: 60, windowMs: 15 * 60 * 1000 };
/** A board's real link never 404s until it is changed; a few stale tabs make a handful. */
export const DEFAULT_PUBLIC_NOT_FOUND_RATE_LIMIT = { max: 30, windowMs: 60 * 1000 };

export const PRODUCTION_PASSWORD_COST: PasswordCost = { N: 2 ** 17, r: 8, p: 1 };
/** Only for tests: the production cost takes ~300 ms per hash. */
export const TEST_PASSWORD_COST: PasswordCost = { N: 2 ** 10, r: 8, p: 1 };

export const ROOT_DIR = path.resolve(import.meta.dirname, '..');

function sqliteFileOf(databaseUrl: string): string | undefined {
  if (databaseUrl === ':memory:' || databaseUrl.startsWith('postgres')) return undefined;
  return databaseUrl.replace(/^sqlite:/, '');
}

/**
 * A JWT secret that survives restarts: read from env, else from a file beside the
 * database, else generated once and written there (mode 0600).
 */
/** PUBLIC_URL as an origin; a path, query or non-http(s) scheme is refused (the app serves from /). */
export function parsePublicUrl(value: string | undefined): string | undefined {
  if (!value?.trim()) return undefined;
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw new Error(`Invalid PUBLIC_URL: ${value} (expected e.g. https://draft.example.com)`);
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.pathname !== '/' || url.search || url.hash || url.username) {
    throw new Error(`Invalid PUBLIC_URL: ${value} (an http(s) origin without a path, e.g. https://draft.example.com)`);
  }
  return url.origin;
}

/**
 * TRUST_PROXY: unset means `loopback` (a proxy on this machine, e.g. Caddy terminating HTTPS);
 * `false`/`0` trusts none; `true` trusts any (only behind a proxy that overwrites the headers);
 * a number is a hop count; anything else is a comma list of addresses, subnets or Express presets
 * (`loopback`, `linklocal`, `uniquelocal`), https://expressjs.com/en/guide/behind-proxies.html
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const raw = value?.trim().toLowerCase();
  if (!raw) return 'loopback';
  if (raw === 'false' || raw === 'off' || raw === 'none' || raw === '0') return false;
  if (raw === 'true' || raw === 'on') return true;
  if (/^\d+$/.test(raw)) return Number(raw);
  return raw
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .join(',');
}

function resolveJwtSecret(env: NodeJS.ProcessEnv, databaseUrl: string): string {
  if (env.JWT_SECRET) return env.JWT_SECRET;
  const dbFile = sqliteFileOf(databaseUrl);
  const dir = dbFile ? path.dirname(path.resolve(dbFile)) : path.join(ROOT_DIR, 'data');
  const secretFile = path.join(dir, 'jwt-secret');
  if (existsSync(secretFile)) return readFileSync(secretFile, 'utf8').trim();
  mkdirSync(dir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(secretFile, secret, { mode: 0o600 });
  return secret;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const databaseUrl = env.DATABASE_URL ?? `sqlite:${path.join(ROOT_DIR, 'data', 'gavel.sqlite')}`;
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`Invalid PORT: ${env.PORT}`);
  return {
    port,
    databaseUrl,
    jwtSecret: resolveJwtSecret(env, databaseUrl),
    jwtExpiresInSeconds: Number(env.JWT_EXPIRES_IN_SECONDS ?? 7 * 24 * 3600),
    passwordCost: PRODUCTION_PASSWORD_COST,
    allowedOrigins: (env.ALLOWED_ORIGINS ?? '').split(',').map((o) => o.trim()).filter(Boolean),
    redisUrl: env.REDIS_URL || undefined,
    nflDataDir: env.NFL_DATA_DIR ?? path.join(ROOT_DIR, 'server', 'nfl-data'),
    // Another client build (the render benchmark serves React's profiling build from client/dist-profile).
    clientDistDir: env.CLIENT_DIST_DIR ? path.resolve(env.CLIENT_DIST_DIR) : path.join(ROOT_DIR, 'client', 'dist'),
    logLevel: env.LOG_LEVEL ?? 'info',
    publicUrl: parsePublicUrl(env.PUBLIC_URL),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
  };
}

/** Config for tests: in-memory or temp-file database, cheap password hashing, silent logs. */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    port: 0,
    databaseUrl: ':memory:',
    jwtSecret: 'test-secret-'.padEnd(40, 'x'),
    jwtExpiresInSeconds: 3600,
    passwordCost: TEST_PASSWORD_COST,
    allowedOrigins: [],
    redisUrl: undefined,
    nflDataDir: path.join(ROOT_DIR, 'server', 'nfl-data'),
    clientDistDir: path.join(ROOT_DIR, 'client', 'dist'),
    logLevel: 'silent',
    publicUrl: undefined,
    trustProxy: 'loopback',
    // Tests register many users from one address, several at once; the tests of these limits set them low.
    authAddressRateLimit: { max: 100_000, windowMs: 60_000 },
    publicNotFoundRateLimit: { max: 100_000, windowMs: 60_000 },
    passwordHashing: { concurrent: 4, queue: 10_000, perAddress: 10_000, waitingPerAddress: 10_000 },
    ...overrides,
  };
}
