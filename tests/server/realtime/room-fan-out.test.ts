import { describe, expect, it } from 'vitest';
import { socketIoFrame } from '#server/realtime/room-fan-out.js';

/** Reads a server's frame back as RFC 6455 §5.2 lays it out: FIN and opcode, unmasked length, payload. */
function readBack(frame: Buffer): { fin: boolean; opcode: number; masked: boolean; text: string } {
  const short = (frame[1] as number) & 0x7f;
  const [length, offset] = short < 126 ? [short, 2] : short === 126 ? [frame.readUInt16BE(2), 4] : [Number(frame.readBigUInt64BE(2)), 10];
  expect(frame.length).toBe(offset + length);
  return { fin: ((frame[0] as number) & 0x80) !== 0, opcode: (frame[0] as number) & 0x0f, masked: ((frame[1] as number) & 0x80) !== 0, text: frame.toString('utf8', offset) };
}

describe('a broadcast written once as a WebSocket frame', () => {
  it.each([0, 123, 124, 65_533, 65_534, 70_000])('frames 2 + %i bytes of text with the length encoding its size needs', (size) => {
    const json = 'x'.repeat(size);
    expect(readBack(socketIoFrame(json))).toEqual({ fin: true, opcode: 1, masked: false, text: `42${json}` });
  });

  it('counts the length in bytes, not characters', () => {
    const json = `["draft:event",{"full_name":"${'Amon-Ra St. Brown é'.repeat(10)}"}]`;
    expect(readBack(socketIoFrame(json)).text).toBe(`42${json}`);
  });
});
