import express, { type Express } from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { helmetsBySecurity, securityHeaders } from '#server/http/security-headers.js';

/** Helmet run on every request, as the app did before its headers were precomputed. */
function perRequestHelmet(): Express {
  const app = express();
  app.set('trust proxy', 'loopback');
  const { overHttps, plainHttp } = helmetsBySecurity();
  app.use((req, res, next) => (req.secure ? overHttps : plainHttp)(req, res, next));
  app.get('/*path', (_req, res) => res.json({ ok: true }));
  return app;
}

function precomputed(): Express {
  const app = express();
  app.set('trust proxy', 'loopback');
  app.use(securityHeaders());
  app.get('/*path', (_req, res) => res.json({ ok: true }));
  return app;
}

/** The headers helmet owns (everything but the transport's and the body's). */
function securityHeadersOf(headers: Record<string, string>): Record<string, string> {
  const { date, connection, 'content-length': _length, 'content-type': _type, 'keep-alive': _alive, ...rest } = headers;
  void date;
  void connection;
  return rest;
}

describe('security headers', () => {
  const cases: [string, Record<string, string>][] = [
    ['plain HTTP on localhost', { Host: 'localhost:8080' }],
    ['plain HTTP on a LAN address', { Host: '192.168.1.20:5173' }],
    ['plain HTTP on an IPv6 address', { Host: '[fe80::1]:80' }],
    ['HTTPS through a trusted proxy', { Host: 'draft.example.com', 'X-Forwarded-Proto': 'https' }],
    ['a forged Host', { Host: 'x; script-src *' }],
  ];

  it('are the ones helmet sets per request, for each way a request arrives, again and again', async () => {
    const [reference, fast] = [perRequestHelmet(), precomputed()];
    for (const [label, headers] of [...cases, ...cases]) {
      const want = await request(reference).get('/api/health').set(headers);
      const got = await request(fast).get('/api/health').set(headers);
      expect(securityHeadersOf(got.headers), label).toEqual(securityHeadersOf(want.headers));
      expect(got.headers['content-security-policy'], label).toEqual(expect.any(String));
    }
    const https = await request(fast).get('/board').set(cases[3]![1]);
    expect(https.headers['strict-transport-security']).toMatch(/max-age=/);
    expect(https.headers['content-security-policy']).toContain('wss://draft.example.com');
    const plain = await request(fast).get('/board').set(cases[1]![1]);
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    expect(plain.headers['content-security-policy']).toContain('ws://192.168.1.20:5173');
    // None for software no browser runs any more (Internet Explorer 8, Flash, the old XSS filter); the rest stay.
    for (const res of [https, plain]) {
      expect([res.headers['x-download-options'], res.headers['x-permitted-cross-domain-policies'], res.headers['x-xss-protection']]).toEqual([undefined, undefined, undefined]);
      expect([res.headers['x-content-type-options'], res.headers['x-frame-options'], res.headers['referrer-policy']]).toEqual(['nosniff', 'SAMEORIGIN', 'no-referrer']);
    }
  });

  it('stay right for many hosts (the per-host cache is bounded, not stale)', async () => {
    const [reference, fast] = [perRequestHelmet(), precomputed()];
    for (let i = 0; i < 150; i++) {
      const host = { Host: `host-${i % 70}.example:${3000 + i}` };
      const [want, got] = await Promise.all([request(reference).get('/board').set(host), request(fast).get('/board').set(host)]);
      expect(got.headers['content-security-policy']).toBe(want.headers['content-security-policy']);
    }
  });

  it('assets get only the subresource headers', async () => {
    const res = await request(precomputed()).get('/assets/app-x.js');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBeUndefined();
  });
});
