import { spawn } from 'node:child_process';
import path from 'node:path';
import { io } from 'socket.io-client';
import type { DraftEvent } from '#shared/draft/events.js';
import { ROOT_DIR } from '#server/config.js';
import { freePort, postJson, waitForHealth, type Watcher } from './support.js';

/**
 * The floor for fan-out (docs/BENCHMARKS.md, Fan-out): a bare Socket.IO server
 * (scripts/bench/relay-server.mjs) that re-emits each POSTed body to one room and does nothing
 * else, with `perRoom` sockets joined to each of `rooms` rooms. `emit` sends it a pick-sized event.
 */
export interface Relay {
  sockets: Watcher[];
  pid: number | undefined;
  emit: (room: number, seq: number) => Promise<void>;
  stop: () => Promise<void>;
}

/** `nodeArgs`: Node flags for the relay's process (the fan-out bench inspects its heap). */
export async function startRelay(rooms: number, perRoom: number, onEvent: (e: DraftEvent, at: number) => void = () => undefined, nodeArgs: string[] = []): Promise<Relay> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [...nodeArgs, path.join(ROOT_DIR, 'scripts', 'bench', 'relay-server.mjs')], {
    cwd: ROOT_DIR,
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForHealth(base, child);
  const sockets: Watcher[] = [];
  for (let room = 0; room < rooms; room++) {
    const batch = await Promise.all(
      Array.from({ length: perRoom }, async () => {
        const socket: Watcher = io(base, { transports: ['websocket'], reconnection: false, forceNew: true });
        socket.on('draft:event', (e: DraftEvent) => onEvent(e, performance.now()));
        await new Promise<void>((resolve, reject) => {
          socket.once('connect_error', reject);
          socket.once('connect', () => resolve());
        });
        await (socket as unknown as { emitWithAck: (ev: string, room: string) => Promise<unknown> }).emitWithAck('join', `room-${room}`);
        return socket;
      }),
    );
    sockets.push(...batch);
  }
  const emit = async (room: number, seq: number) => {
    const event = { draftId: room, seq, type: 'pick.created', at: new Date().toISOString(), payload: { pick: samplePick } };
    await postJson(`${base}/emit/room-${room}`, event);
  };
  const stop = async () => {
    for (const s of sockets) s.close();
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  };
  return { sockets, pid: child.pid, emit, stop };
}

/** A pick as Gavel's `pick.created` event carries it, for an event of the same size. */
const samplePick = {
  fantasy_pick_id: 1234,
  nfl_player_id: '00-0031234',
  full_name: 'Sample Player',
  first_name: 'Sample',
  last_name: 'Player',
  headshot_url: 'https://static.www.nfl.com/image/upload/f_auto,q_auto/league/abcdefghijklmnop',
  position: 'WR',
  nfl_team: 'KC',
  fantasy_team_id: 42,
  fantasy_team_name: 'Team Forty Two',
  team_nickname: null,
  acquisition_price: 17,
  acquisition_type: 'draft_pick',
  pick_number: 37,
  pick_order: 4,
  drafter_username: 'benchcommish',
  created_at: new Date().toISOString(),
};
