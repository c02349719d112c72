import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_EXPIRED, signToken, verifyToken } from '#server/auth/tokens.js';

const SECRET = 'token-cache-secret-'.padEnd(48, 'x');
const OTHER_SECRET = 'another-secret-'.padEnd(48, 'y');

afterEach(() => {
  vi.useRealTimers();
});

describe('verified tokens are remembered', () => {
  it('and still expire on the second jsonwebtoken would refuse them', () => {
    vi.useFakeTimers({ now: new Date('2026-09-01T12:00:00.000Z'), toFake: ['Date'] });
    const token = signToken(7, SECRET, 60, 2);
    expect(verifyToken(token, SECRET)).toEqual({ sub: 7, ver: 2, exp: Date.now() / 1000 + 60 });
    vi.setSystemTime(Date.now() + 59_999);
    expect(verifyToken(token, SECRET).sub).toBe(7);
    vi.setSystemTime(Date.now() + 1);
    expect(() => verifyToken(token, SECRET)).toThrow(SESSION_EXPIRED);
    // And again once forgotten: the signature check itself refuses it too.
    expect(() => verifyToken(token, SECRET)).toThrow(SESSION_EXPIRED);
  });

  it('per secret: a token verified under one secret is refused under another', () => {
    const token = signToken(8, SECRET, 3600);
    expect(verifyToken(token, SECRET).sub).toBe(8);
    expect(() => verifyToken(token, OTHER_SECRET)).toThrow('Invalid token');
    expect(verifyToken(token, SECRET).sub).toBe(8);
  });

  it('never remembers a refusal: a tampered token stays refused, the real one stays accepted', () => {
    const token = signToken(9, SECRET, 3600);
    const [head, body, signature] = token.split('.');
    const forged = `${head}.${Buffer.from(JSON.stringify({ sub: '1', ver: 0, exp: 9_999_999_999 })).toString('base64url')}.${signature}`;
    expect(body).not.toBe(forged.split('.')[1]);
    for (let i = 0; i < 2; i++) {
      expect(() => verifyToken(forged, SECRET)).toThrow('Invalid token');
      expect(verifyToken(token, SECRET).sub).toBe(9);
    }
  });
});
