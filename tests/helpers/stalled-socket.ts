import type { SocketAuth } from '#shared/draft/socket-contract.js';
import { rawRequest } from './raw-http.js';

/**
 * A Socket.IO client over HTTP long-polling that connects, may send a few packets, and then
 * never polls again: everything the server emits to it piles up in the server's write buffer,
 * like a client that stopped reading. Spoken by hand (engine.io protocol 4) so nothing polls.
 */
export interface StalledSocket {
  /** The namespace socket id (as in io.of('/').sockets). */
  id: string;
  /** Send a Socket.IO packet, e.g. `20["draft:join",{"draftId":1}]` (an event with ack id 0). */
  send: (packet: string) => Promise<void>;
}

export async function stalledPollingSocket(url: string, auth: SocketAuth): Promise<StalledSocket> {
  const base = '/socket.io/?EIO=4&transport=polling';
  const open = await rawRequest(url, { method: 'GET', path: base });
  const { sid } = JSON.parse(open.text.slice(1)) as { sid: string };
  const path = `${base}&sid=${sid}`;
  const send = async (packet: string) => {
    const res = await rawRequest(url, { method: 'POST', path, headers: { 'Content-Type': 'text/plain;charset=UTF-8' }, chunks: [`4${packet}`] });
    if (res.text !== 'ok') throw new Error(`engine.io refused a packet: ${res.status} ${res.text}`);
  };
  await send(`0${JSON.stringify(auth)}`);
  // The one poll this client makes: the namespace's CONNECT answer (or its refusal).
  const connected = await rawRequest(url, { method: 'GET', path });
  const answer = connected.text.split('\x1e').find((p) => p.startsWith('40') || p.startsWith('44'));
  if (!answer?.startsWith('40')) throw new Error(`socket refused: ${connected.text}`);
  return { id: (JSON.parse(answer.slice(2)) as { sid: string }).sid, send };
}
