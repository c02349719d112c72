import { parse as reference } from 'engine.io-client';
import { describe, expect, it } from 'vitest';
import { parse } from './socket-url.js';

/**
 * The browser build's URL parser (./socket-url.ts) against engine.io-client's, on the fields the
 * socket reads, for the addresses a board or a room connects to: the page's origin on the LAN
 * (plain HTTP, a port), behind a proxy (a path prefix, a default port said or not), a secure
 * origin, IPv6, a query, and a bare `host:port` (engine.io's `host` option).
 */
const uris = [
  'http://192.168.1.20:41234',
  'http://192.168.1.20:41234/',
  'http://localhost:3000',
  'https://gavel.example.com',
  'https://gavel.example.com/',
  'https://gavel.example.com:443',
  'https://gavel.example.com:8443/gavel',
  'https://gavel.example.com/gavel/',
  'http://gavel.example.com:80/draft/room',
  'http://gavel.example.com:443',
  'https://gavel.example.com:80',
  'ws://192.168.1.20:3000',
  'wss://gavel.example.com',
  'http://[::1]:3000',
  'http://[fe80::1ff:fe23:4567:890a]/gavel',
  'https://gavel.example.com/gavel?room=7&b=x%20y&flag',
  'http://192.168.1.20:41234/?EIO=4&transport=websocket',
];

describe('the browser URL parser', () => {
  it.each(uris)('reads %s as engine.io-client does', (uri) => {
    const ours = parse(uri);
    const theirs = reference(uri) as Record<string, unknown>;
    expect(ours.source).toBe(theirs.source);
    expect(ours.protocol).toBe(theirs.protocol);
    expect(ours.host).toBe(theirs.host);
    expect(ours.query).toBe(theirs.query);
    expect(ours.queryKey).toEqual(theirs.queryKey);
    // A URL with no path: the package says "", `url()` (its one reader of the path) makes it "/".
    expect(ours.path).toBe((theirs.path as string) || '/');
    // A scheme's default port: URL drops it and every reader fills it in (http/ws 80, https/wss 443).
    const defaultPort = /s$/.test(ours.protocol) ? '443' : '80';
    expect(ours.port || defaultPort).toBe((theirs.port as string) || defaultPort);
  });

  it('reads the host of a bare host:port, as engine.io reads its `host` option', () => {
    for (const host of ['192.168.1.20:41234', 'gavel.local', 'gavel.example.com:8443']) {
      expect(parse(host).host).toBe((reference(host) as { host: string }).host);
    }
  });

  it('keeps the port a URL gives when it is not its scheme\'s default', () => {
    expect(parse('http://192.168.1.20:41234').port).toBe('41234');
    expect(parse('https://gavel.example.com:80').port).toBe('80');
    expect(parse('http://gavel.example.com:80').port).toBe('');
  });
});
