import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makePick, pickEvent, startScriptedRoomServer, type ScriptedRoomServer } from '#tests/helpers/room-server.js';
import { until } from '#tests/helpers/until.js';
import { configureTransport, resetTransport } from '../api/transport.js';
import { fetchDraftEventsAfter, fetchDraftSnapshot, type DraftSource } from '../api/draft-reads.js';
import { createCatchUp } from './catch-up.js';
import { createEventOrdering } from './event-ordering.js';
import { createHeartbeat } from './heartbeat.js';
import { createRoomState } from './room-state.js';
import { createServerClock } from './server-clock.js';
import { createSocketLife, type SocketLife } from './socket-life.js';
import { openDraftSocket } from './socket.js';

let server: ScriptedRoomServer;
const cleanups: (() => void)[] = [];

beforeEach(async () => {
  server = await startScriptedRoomServer();
  configureTransport({ baseUrl: server.apiBase, retryDelaysMs: [] });
});

afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) cleanup();
  await server.close();
  resetTransport();
});

function commitPicks(from: number, to: number) {
  const events = [];
  for (let seq = from; seq <= to; seq += 1) events.push(pickEvent(server.draftId, seq, makePick(seq, (seq % 2) + 1, seq)));
  for (const event of events) server.commit(event);
  return events;
}

/** The socket's life over real parts and the scripted server, the snapshot loaded first. */
async function openLine(source: DraftSource = { kind: 'member', draftId: server.draftId }, { load = true } = {}) {
  const state = createRoomState();
  let running = true;
  const isRunning = () => running;
  const isLive = () => running && state.getState().status !== 'revoked' && state.getState().status !== 'not_found';
  const io = { loadSnapshot: () => fetchDraftSnapshot(source), loadEventsAfter: (seq: number) => fetchDraftEventsAfter(source, seq) };
  const ordering = createEventOrdering(state, () => void catchUp.catchUp());
  const catchUp = createCatchUp({ state, source, io, ordering, isRunning, isLive });
  const heartbeat = createHeartbeat({ state, isLive, catchUp: catchUp.catchUp });
  const clock = createServerClock(state);
  const life: SocketLife = createSocketLife({
    state,
    source,
    openSocket: () => openDraftSocket(source, server.origin),
    isRunning,
    isLive,
    ordering,
    catchUp,
    heartbeat,
    clock,
  });
  cleanups.push(() => {
    running = false;
    ordering.dispose();
    clock.stop();
    life.close();
  });
  if (load) await catchUp.loadSnapshot();
  life.connect();
  const seq = () => state.getState().snapshot?.draft.seq;
  return { state, life, seq };
}

describe('socket life', () => {
  it("joins the room from the state's seq and applies live events", async () => {
    commitPicks(1, 2);
    const { state, seq } = await openLine();
    await until(() => state.getState().connected === true && !state.getState().catchingUp);
    expect(server.joins).toEqual([2]);
    const [third] = commitPicks(3, 3);
    server.emit(third!);
    await until(() => seq() === 3);
    expect(state.getState().lastEvent?.seq).toBe(3);
  });

  it('goes offline when the line drops and rejoins from where it got to, taking the replay', async () => {
    const { state, seq } = await openLine();
    await until(() => state.getState().connected === true);
    server.dropConnections();
    await until(() => state.getState().connected === false);
    commitPicks(1, 3);
    await until(() => state.getState().connected === true && seq() === 3);
    expect(server.joins).toEqual([0, 0]);
    expect(server.eventRequests).toEqual([]);
  });

  it('a refused join says why and stays disconnected', async () => {
    const { state } = await openLine({ kind: 'member', draftId: server.draftId + 1 }, { load: false });
    await until(() => state.getState().error !== null);
    expect(server.joins).toEqual([undefined]);
    expect(state.getState().error).toBe('Draft not found');
    expect(state.getState().connected).toBe(false);
    expect(state.getState().catchingUp).toBe(false);
  });

  it('a revoked room ends the line: not found for a member, revoked for a public board', async () => {
    const member = await openLine();
    const board = await openLine({ kind: 'public', token: 'tok' });
    await until(() => member.state.getState().connected === true && board.state.getState().connected === true);
    server.revoke('Draft deleted');
    await until(() => member.state.getState().status === 'not_found' && board.state.getState().status === 'revoked');
    expect(member.state.getState().connected).toBe(false);
    expect(board.state.getState().error).toBe('Draft deleted');
  });

  it('close leaves the room and says disconnected; connect opens a new line that rejoins', async () => {
    commitPicks(1, 1);
    const { state, life } = await openLine();
    await until(() => state.getState().connected === true);
    life.close();
    expect(state.getState().connected).toBe(false);
    commitPicks(2, 2);
    life.connect();
    await until(() => state.getState().connected === true && state.getState().snapshot?.draft.seq === 2);
    expect(server.joins).toEqual([1, 1]);
  });
});
