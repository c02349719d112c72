/**
 * The browser build's engine.io packet codec for the WebSocket transport, in place of
 * engine.io-parser (client/slim-socket-client.ts points engine.io-client's Socket, Transport and
 * WebSocket transport here). Engine.IO protocol 4 text frames: the packet type's digit, then its
 * data. The room sends text only (./socket-parser.ts refuses binary), so engine.io-parser's binary
 * half (Blob and ArrayBuffer frames, base64 for long-polling, about 1.6 KB of minified code on the
 * board's first load) is left out; a binary frame reads as engine.io-parser's own "parser error"
 * packet. Long-polling, loaded only when WebSocket fails, keeps engine.io-parser for its payloads.
 * ./engine-packets.test.ts holds this codec to engine.io-parser frame by frame.
 */
export const protocol = 4;

const PACKET_TYPES = ['open', 'close', 'ping', 'pong', 'message', 'upgrade', 'noop'];

export interface EnginePacket {
  type: string;
  data?: unknown;
}

export function encodePacket(packet: EnginePacket, _supportsBinary: boolean, callback: (encoded: string) => void): void {
  const { type, data } = packet;
  if (data != null && typeof data !== 'string') throw new TypeError('This socket sends text only: binary data is not supported');
  callback(`${PACKET_TYPES.indexOf(type)}${data ?? ''}`);
}

export function decodePacket(encoded: unknown): EnginePacket {
  const type = typeof encoded === 'string' && /^\d/.test(encoded) ? PACKET_TYPES[Number(encoded.charAt(0))] : undefined;
  if (typeof encoded !== 'string' || type === undefined) return { type: 'error', data: 'parser error' };
  return encoded.length > 1 ? { type, data: encoded.slice(1) } : { type };
}
