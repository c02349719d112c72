/**
 * The browser build's Socket.IO packet parser, in place of socket.io-parser (client/slim-socket-client.ts
 * points socket.io-client's imports of it here). The same wire format, Socket.IO protocol 5
 * (`<type>[<namespace>,][<ack id>]<JSON>`), for the packets the room exchanges, which are all JSON
 * (shared/draft/socket-contract.ts). socket.io-parser's other half, binary attachments, is left
 * out: 1.7 KB of minified code on the board's first load (docs/DECISIONS.md,
 * "First load, measured in the browser"). Binary data is refused loudly rather than sent mangled.
 * Node (the unit tests) keeps socket.io-parser; client/src/draft-data/socket-parser.test.ts holds
 * this one to it packet by packet.
 */
import { Emitter } from '@socket.io/component-emitter';

export const protocol = 5;

export const PacketType = {
  CONNECT: 0,
  DISCONNECT: 1,
  EVENT: 2,
  ACK: 3,
  CONNECT_ERROR: 4,
  BINARY_EVENT: 5,
  BINARY_ACK: 6,
} as const;

export interface Packet {
  type: number;
  nsp: string;
  data?: unknown;
  id?: number;
}

/** Event names socket.io-parser refuses to decode: they mean something to the client itself. */
const RESERVED_EVENTS = new Set(['connect', 'connect_error', 'disconnect', 'disconnecting', 'newListener', 'removeListener']);

function refuseBinary(_key: string, value: unknown): unknown {
  if (value instanceof ArrayBuffer || ArrayBuffer.isView(value) || (typeof Blob !== 'undefined' && value instanceof Blob)) {
    throw new TypeError('This socket sends JSON only: binary data is not supported');
  }
  return value;
}

export class Encoder {
  /** One string per packet, as socket.io-parser writes a packet without binary data. */
  encode(packet: Packet): string[] {
    let encoded = String(packet.type);
    if (packet.nsp && packet.nsp !== '/') encoded += `${packet.nsp},`;
    if (packet.id != null) encoded += String(packet.id);
    if (packet.data != null) encoded += JSON.stringify(packet.data, refuseBinary);
    return [encoded];
  }
}

const isObject = (value: unknown) => Object.prototype.toString.call(value) === '[object Object]';

/** socket.io-parser's check of a decoded payload, for the packet types without binary data. */
function isPayloadValid(type: number, payload: unknown): boolean {
  switch (type) {
    case PacketType.CONNECT:
      return isObject(payload);
    case PacketType.CONNECT_ERROR:
      return typeof payload === 'string' || isObject(payload);
    case PacketType.EVENT:
      return Array.isArray(payload) && (typeof payload[0] === 'number' || (typeof payload[0] === 'string' && !RESERVED_EVENTS.has(payload[0])));
    case PacketType.ACK:
      return Array.isArray(payload);
    default:
      return false;
  }
}

/** Type digit, then an optional namespace ending at a comma, an optional ack id, the JSON. */
const PACKET = /^([0-6])(?:(\/[^,]*),?)?(\d*)([\s\S]*)$/;

export function decodePacket(encoded: string): Packet {
  const match = PACKET.exec(encoded);
  if (!match) throw new Error(`unknown packet type ${encoded.charAt(0)}`);
  const [, type, nsp, id, json] = match;
  const packet: Packet = { type: Number(type), nsp: nsp ?? '/' };
  if (packet.type === PacketType.BINARY_EVENT || packet.type === PacketType.BINARY_ACK) {
    throw new Error('This socket receives JSON only: binary packets are not supported');
  }
  if (id) packet.id = Number(id);
  if (json) {
    let payload: unknown;
    try {
      payload = JSON.parse(json);
    } catch {
      throw new Error('invalid payload');
    }
    if (!isPayloadValid(packet.type, payload)) throw new Error('invalid payload');
    packet.data = payload;
  }
  return packet;
}

/** Emits `decoded` with each packet; throws on what it cannot read (the manager closes the connection). */
export class Decoder extends Emitter<Record<never, never>, Record<never, never>, { decoded: (packet: Packet) => void }> {
  add(chunk: unknown): void {
    if (typeof chunk !== 'string') throw new Error('This socket receives JSON only: binary packets are not supported');
    this.emitReserved('decoded', decodePacket(chunk));
  }

  /** socket.io-parser drops a half-received binary packet here; there is never one. */
  destroy(): void {}
}
