import jwt from 'jsonwebtoken';
import { createSecretKey, type KeyObject } from 'node:crypto';
import { unauthorized } from '../errors.js';

export interface TokenClaims {
  /** fantasy_user_id */
  sub: number;
  /** users.token_version when the token was signed; tokens from before versions existed count as 0. */
  ver: number;
  /** Expiry, in seconds since the epoch. */
  exp: number;
}

const ALGORITHM = 'HS256' as const;

export const SESSION_EXPIRED = 'Session expired, please sign in again';

/**
 * The secret as a KeyObject, made once. Given a string, jsonwebtoken first tries it as a PEM
 * public key and builds a secret key from the thrown error's path on every call: that was a
 * tenth of a saturated pick run's CPU (docs/BENCHMARKS.md, Pick throughput).
 */
const keys = new Map<string, KeyObject>();
function keyOf(secret: string): KeyObject {
  let key = keys.get(secret);
  if (!key) {
    key = createSecretKey(Buffer.from(secret, 'utf8'));
    keys.set(secret, key);
  }
  return key;
}

export function signToken(userId: number, secret: string, expiresInSeconds: number, tokenVersion = 0): string {
  return jwt.sign({ ver: tokenVersion }, keyOf(secret), { algorithm: ALGORITHM, subject: String(userId), expiresIn: expiresInSeconds });
}

/**
 * Verify with an explicit algorithm allow-list so `alg: none` and RS/HS confusion are refused.
 * A token's signature and claims never change, so a verified token is remembered (per secret,
 * the most recently used VERIFIED_TOKENS of them) and only its expiry is checked again: the
 * HMAC and JSON parsing were most of a cheap authenticated request's own work. Whether the
 * session still stands (user deleted, password changed) is not a property of the token; the
 * caller reads that from the database on every request (auth/middleware.ts).
 */
export function verifyToken(token: string, secret: string): TokenClaims {
  const verified = verifiedTokens(secret);
  const known = verified.get(token);
  if (known) {
    // jsonwebtoken's rule: expired once the current whole second reaches `exp`.
    if (Math.floor(Date.now() / 1000) >= known.exp) {
      verified.delete(token);
      throw unauthorized(SESSION_EXPIRED);
    }
    // Map order is insertion order: move it to the back, so the front is least recently used.
    verified.delete(token);
    verified.set(token, known);
    return known;
  }
  const { claims, notBefore } = verifySignature(token, secret);
  // Tokens we sign carry no nbf; one that does is left to jsonwebtoken's checks on every call.
  if (notBefore) return claims;
  if (verified.size >= VERIFIED_TOKENS) verified.delete(verified.keys().next().value ?? '');
  verified.set(token, claims);
  return claims;
}

/** Tokens remembered per secret: every device of a large party, with room to spare. */
const VERIFIED_TOKENS = 2000;
const verifiedBySecret = new Map<string, Map<string, TokenClaims>>();
function verifiedTokens(secret: string): Map<string, TokenClaims> {
  let verified = verifiedBySecret.get(secret);
  if (!verified) {
    verified = new Map();
    verifiedBySecret.set(secret, verified);
  }
  return verified;
}

function verifySignature(token: string, secret: string): { claims: TokenClaims; notBefore: boolean } {
  try {
    const payload = jwt.verify(token, keyOf(secret), { algorithms: [ALGORITHM] });
    if (typeof payload === 'string' || !payload.sub || !/^\d+$/.test(payload.sub) || !payload.exp) {
      throw unauthorized('Invalid token');
    }
    // Only an absent claim means "signed before versions existed"; anything else must be a version.
    const ver: unknown = 'ver' in payload ? payload.ver : 0;
    if (typeof ver !== 'number' || !Number.isSafeInteger(ver) || ver < 0) throw unauthorized('Invalid token');
    return { claims: { sub: Number(payload.sub), ver, exp: payload.exp }, notBefore: payload.nbf !== undefined };
  } catch (err) {
    if (err instanceof jwt.TokenExpiredError) throw unauthorized(SESSION_EXPIRED);
    throw unauthorized('Invalid token');
  }
}
