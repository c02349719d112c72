import * as reference from 'engine.io-parser';
import { describe, expect, it } from 'vitest';
import { decodePacket, encodePacket, protocol, type EnginePacket } from './engine-packets.js';

/**
 * The browser build's text-only engine.io codec (./engine-packets.ts) against engine.io-parser,
 * which the server speaks: the same frames out, the same packets in.
 */
const packets: EnginePacket[] = [
  { type: 'open', data: '{"sid":"x1","upgrades":[],"pingInterval":25000,"pingTimeout":20000,"maxPayload":1000000}' },
  { type: 'close' },
  { type: 'ping' },
  { type: 'pong' },
  { type: 'ping', data: 'probe' },
  { type: 'pong', data: 'probe' },
  { type: 'message', data: '2["draft:event",{"seq":3,"note":"4 ✓ \\u001e"}]' },
  { type: 'message', data: '0{"token":"abc"}' },
  { type: 'upgrade' },
  { type: 'noop' },
];

const encodeWith = (encode: typeof encodePacket, packet: EnginePacket) => {
  let out: unknown;
  encode(packet, true, (encoded) => (out = encoded));
  return out;
};

describe('the browser engine.io codec', () => {
  it('speaks the protocol version engine.io-parser does', () => {
    expect(protocol).toBe(reference.protocol);
  });

  it('writes every packet as engine.io-parser does', () => {
    for (const packet of packets) {
      expect(encodeWith(encodePacket, packet), packet.type).toEqual(encodeWith(reference.encodePacket as typeof encodePacket, packet));
    }
  });

  it('reads what engine.io-parser writes into the same packets', () => {
    for (const packet of packets) {
      const encoded = encodeWith(reference.encodePacket as typeof encodePacket, packet) as string;
      expect(decodePacket(encoded), encoded).toEqual(reference.decodePacket(encoded));
    }
  });

  it('reads malformed frames as the same parser error', () => {
    for (const encoded of ['', '7', '9x', 'x', ' 4']) expect(decodePacket(encoded), encoded).toEqual(reference.decodePacket(encoded));
  });

  it('refuses binary data instead of mangling it', () => {
    expect(() => encodeWith(encodePacket, { type: 'message', data: new Uint8Array([1]) })).toThrow(/text only/);
    expect(decodePacket(new ArrayBuffer(2))).toEqual({ type: 'error', data: 'parser error' });
    expect(decodePacket('bAQI=')).toEqual({ type: 'error', data: 'parser error' });
  });
});
