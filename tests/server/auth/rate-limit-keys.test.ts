import { describe, expect, it } from 'vitest';
import { addressOf } from '#server/http/rate-limit.js';

// Sign-in limits key on the client's address through express-rate-limit's ipKeyGenerator, so one
// IPv6 client cannot dodge them by rotating addresses inside its own /56 (server/http/rate-limit.ts).
type Client = Parameters<typeof addressOf>[0];
/** Only the fields addressOf reads; a real request has many more. */
const client = (fields: { ip: string; headers: Record<string, string>; remoteAddress: string }): Client =>
  ({ ip: fields.ip, headers: fields.headers, socket: { remoteAddress: fields.remoteAddress } }) as unknown as Client;

describe('rate limit address keys', () => {
  // A direct client: no X-Forwarded-For, so the key comes from the socket's peer address.
  const peer = (address: string) => addressOf(client({ ip: address, headers: {}, remoteAddress: address }));

  it('groups an IPv6 client by its subnet and keeps IPv4 clients apart', () => {
    expect(peer('2001:db8:1:1::1')).toBe(peer('2001:db8:1:1::ffff'));
    expect(peer('2001:db8:1:1::1')).not.toBe(peer('2001:db8:2:1::1'));
    expect(peer('192.0.2.1')).not.toBe(peer('192.0.2.2'));
  });

  it('keys a client behind a trusted proxy on its forwarded address, not the proxy', () => {
    const forwarded = (ip: string) => addressOf(client({ ip, headers: { 'x-forwarded-for': ip }, remoteAddress: '127.0.0.1' }));
    expect(forwarded('198.51.100.7')).not.toBe(forwarded('198.51.100.8'));
    expect(forwarded('198.51.100.7')).not.toBe(peer('127.0.0.1'));
  });
});
