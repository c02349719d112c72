import * as reference from 'socket.io-parser';
import { describe, expect, it } from 'vitest';
import { decodePacket, Decoder, Encoder, type Packet } from './socket-parser.js';

/**
 * The browser build's JSON-only parser (./socket-parser.ts) against socket.io-parser, which the
 * server speaks: the same strings out, the same packets in, the same refusals.
 */
const packets: Packet[] = [
  { type: 0, nsp: '/', data: { token: 'abc' } },
  { type: 0, nsp: '/' },
  { type: 0, nsp: '/', data: { sid: 'x1' } },
  { type: 1, nsp: '/' },
  { type: 2, nsp: '/', data: ['draft:join', { draftId: 7, afterSeq: 12 }], id: 3 },
  { type: 2, nsp: '/', data: ['draft:event', { seq: 13, kind: 'pick', price: 41, note: 'a,b/c "quoted" ✓' }] },
  { type: 2, nsp: '/admin', data: ['ping'], id: 120 },
  { type: 3, nsp: '/', data: [{ ok: true, seq: 12 }], id: 3 },
  { type: 3, nsp: '/', data: [], id: 0 },
  { type: 4, nsp: '/', data: { message: 'Not authorized', data: { reason: 'revoked' } } },
  { type: 4, nsp: '/', data: 'Not authorized' },
  { type: 1, nsp: '/admin' },
];

function referenceDecode(encoded: string): unknown {
  const decoder = new reference.Decoder();
  let packet: unknown;
  decoder.on('decoded', (p: unknown) => (packet = p));
  decoder.add(encoded);
  return packet;
}

describe('the browser socket parser', () => {
  it('writes every packet as socket.io-parser does', () => {
    for (const packet of packets) expect(new Encoder().encode(packet), JSON.stringify(packet)).toEqual(new reference.Encoder().encode(packet));
  });

  it('reads what socket.io-parser writes into the same packets', () => {
    for (const packet of packets) {
      const [encoded] = new reference.Encoder().encode(packet) as string[];
      expect(decodePacket(encoded!), encoded).toEqual(referenceDecode(encoded!));
    }
  });

  it('emits each decoded packet', () => {
    const decoder = new Decoder();
    const seen: Packet[] = [];
    decoder.on('decoded', (packet) => seen.push(packet));
    decoder.add('2["draft:tick"]');
    decoder.add('31[{"ok":true}]');
    expect(seen).toEqual([
      { type: 2, nsp: '/', data: ['draft:tick'] },
      { type: 3, nsp: '/', id: 1, data: [{ ok: true }] },
    ]);
  });

  it('refuses what socket.io-parser refuses', () => {
    const malformed = ['9', '7[]', '2{}', '2["connect"]', '2["disconnect",1]', '0[]', '0"x"', '1{}', '3{}', '2[1', '4[]', '2/admin,["x"', '21x', 'abc'];
    for (const encoded of malformed) {
      expect(() => referenceDecode(encoded), `socket.io-parser on ${encoded}`).toThrow();
      expect(() => decodePacket(encoded), encoded).toThrow();
    }
  });

  it('refuses binary data both ways instead of mangling it', () => {
    expect(() => new Encoder().encode({ type: 2, nsp: '/', data: ['photo', new Uint8Array([1, 2])] })).toThrow(/JSON only/);
    expect(() => new Encoder().encode({ type: 2, nsp: '/', data: ['photo', { raw: new ArrayBuffer(2) }] })).toThrow(/JSON only/);
    expect(() => new Decoder().add(new ArrayBuffer(2))).toThrow(/JSON only/);
    expect(() => decodePacket('51-["photo",{"_placeholder":true,"num":0}]')).toThrow(/JSON only/);
  });
});
