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

/** Verify with an explicit algorithm allow-list so `alg: none` and RS/HS confusion are refused. */
export function verifyToken(token: string, secret: string): TokenClaims {
  try {
    const payload = jwt.verify(token, keyOf(secret), { algorithms: [ALGORITHM] });
    if (typeof payload === 'string' || !payload.sub || !/^\d+$/.test(payload.sub) || !payload.exp) {
      throw unauthorized('Invalid token');
    }
    // Only an absent claim means "signed before versions existed"; anything else must be a version.
    const ver: unknown = 'ver' in payload ? payload.ver : 0;
    if (typeof ver !== 'number' || !Number.isSafeInteger(ver) || ver < 0) throw unauthorized('Invalid token');
    return { sub: Number(payload.sub), ver, exp: payload.exp };
  } catch (err) {
    if (err instanceof jwt.TokenExpiredError) throw unauthorized(SESSION_EXPIRED);
    throw unauthorized('Invalid token');
  }
}
