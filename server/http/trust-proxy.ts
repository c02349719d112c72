import type { Express } from 'express';

type Trust = (address: string | undefined, hop: number) => boolean;

/** Distinct (address, hop) answers kept; a party's devices and a proxy or two are a handful. */
const REMEMBERED = 10_000;

/**
 * Express asks its `trust proxy` function about the peer's address for each of req.ip,
 * req.secure, req.protocol and req.host, and the compiled function parses the address every time
 * (ipaddr.js: a tenth of a cheap public read). Whether an address at a hop is trusted depends on
 * nothing else (a subnet list, a hop count or a boolean, config.ts), so each answer is kept.
 */
export function rememberTrustedProxies(app: Express): void {
  const trust = app.get('trust proxy fn') as Trust;
  const answers = new Map<string, boolean>();
  const remembered: Trust = (address, hop) => {
    const key = `${hop}|${address}`;
    let trusted = answers.get(key);
    if (trusted === undefined) {
      trusted = trust(address, hop);
      if (answers.size >= REMEMBERED) answers.clear();
      answers.set(key, trusted);
    }
    return trusted;
  };
  app.set('trust proxy fn', remembered);
}
