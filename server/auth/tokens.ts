import jwt from 'jsonwebtoken';
import { unauthorized } from '../errors.js';

export interface TokenClaims {
  /** fantasy_user_id */
  sub: number;
}

const ALGORITHM = 'HS256' as const;

export function signToken(userId: number, secret: string, expiresInSeconds: number): string {
  return jwt.sign({}, secret, { algorithm: ALGORITHM, subject: String(userId), expiresIn: expiresInSeconds });
}

/** Verify with an explicit algorithm allow-list so `alg: none` and RS/HS confusion are refused. */
export function verifyToken(token: string, secret: string): TokenClaims {
  try {
    const payload = jwt.verify(token, secret, { algorithms: [ALGORITHM] });
    if (typeof payload === 'string' || !payload.sub || !/^\d+$/.test(payload.sub) || !payload.exp) {
      throw unauthorized('Invalid token');
    }
    return { sub: Number(payload.sub) };
  } catch (err) {
    if (err instanceof jwt.TokenExpiredError) throw unauthorized('Session expired, please sign in again');
    throw unauthorized('Invalid token');
  }
}
