import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DraftEvent } from '#shared/draft/events.js';
import { configureTransport, resetTransport } from '../api/transport.js';
import { createDraftStore, GAP_GRACE_MS, type DraftStore } from './store.js';
import type { DraftSource } from '../api/draft-reads.js';
import { makePick, pickEvent, startScriptedRoomServer, type ScriptedRoomServer } from '#tests/helpers/room-server.js';
import { until } from '#tests/helpers/until.js';

let server: ScriptedRoomServer;
const stores: DraftStore[] = [];

beforeEach(async () => {
  server = await startScriptedRoomServer();
  configureTransport({ baseUrl: server.apiBase, retryDelaysMs: [] });
});

afterEach(async () => {
  for (const store of stores.splice(0)) store.dispose();
  await server.close();
  resetTransport();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Commit pick events seq from..to into the server's log (team alternating, price = seq). */
function commitPicks(from: number, to: number) {
  const events = [];
  for (let seq = from; seq <= to; seq += 1) events.push(pickEvent(server.draftId, seq, makePick(seq, (seq % 2) + 1, seq)));
  for (const event of events) server.commit(event);
  return events;
}

async function openStore(source: DraftSource = { kind: 'member', draftId: server.draftId }): Promise<DraftStore> {
  const store = createDraftStore(source, { origin: server.origin });
  stores.push(store);
  store.start();
  await until(() => store.getState().status !== 'loading' && (store.getState().status !== 'ready' || store.getState().connected === true));
  return store;
}

const seqOf = (store: DraftStore) => store.getState().snapshot?.draft.seq;
const pickIds = (store: DraftStore) => store.getState().snapshot?.picks.map((p) => p.fantasy_pick_id);

describe('draft store', () => {
  it('loads the snapshot, joins from its seq and applies the next live event', async () => {
    commitPicks(1, 3);
    const store = await openStore();
    expect(seqOf(store)).toBe(3);
    expect(server.joins).toEqual([3]);
    const [next] = commitPicks(4, 4);
    server.emit(next!);
    await until(() => seqOf(store) === 4);
    const team1 = store.getState().snapshot?.teams.find((t) => t.fantasy_team_id === 1);
    // Even seqs go to team 1 at price = seq: $2 + $4, re-derived by the shared reducer.
    expect(team1?.remaining_budget).toBe(200 - 2 - 4);
    expect(team1?.players_count).toBe(2);
    expect(store.getState().lastEvent?.seq).toBe(4);
  });

  it('ignores duplicates and events it has already seen', async () => {
    commitPicks(1, 2);
    const store = await openStore();
    const applied: number[] = [];
    store.subscribeEvents((event) => applied.push(event.seq));
    const [third] = commitPicks(3, 3);
    server.emit(third!);
    server.emit(third!);
    server.emit(server.log[0]!);
    await until(() => seqOf(store) === 3);
    await sleep(100);
    expect(applied).toEqual([3]);
    expect(pickIds(store)).toEqual([1, 2, 3]);
  });

  it('buffers an early event and applies it once the hole fills, without a catch-up', async () => {
    const store = await openStore();
    const [first, second, third] = commitPicks(1, 3);
    server.emit(third!);
    server.emit(first!);
    await until(() => seqOf(store) === 1);
    expect(pickIds(store)).toEqual([1]);
    server.emit(second!);
    await until(() => seqOf(store) === 3);
    await sleep(GAP_GRACE_MS + 100);
    expect(pickIds(store)).toEqual([1, 2, 3]);
    expect(server.eventRequests).toEqual([]);
  });

  it('catches up from the event log when a gap does not fill', async () => {
    const store = await openStore();
    const events = commitPicks(1, 4);
    server.emit(events[3]!);
    await sleep(GAP_GRACE_MS / 2);
    expect(seqOf(store)).toBe(0);
    await until(() => seqOf(store) === 4);
    expect(server.eventRequests).toEqual([0]);
    expect(pickIds(store)).toEqual([1, 2, 3, 4]);
  });

  it('says null until the first join and false after a drop: the page says Connecting, then Reconnecting', async () => {
    const store = createDraftStore({ kind: 'member', draftId: server.draftId }, { origin: server.origin });
    stores.push(store);
    expect(store.getState().connected).toBeNull();
    store.start();
    await until(() => store.getState().connected === true);
    server.dropConnections();
    await until(() => store.getState().connected === false);
  });

  it('catches up after a reconnect even when the join replays nothing', async () => {
    const store = await openStore();
    server.replayOnJoin = false;
    server.dropConnections();
    await until(() => store.getState().connected === false);
    commitPicks(1, 3);
    await until(() => store.getState().connected === true && seqOf(store) === 3);
    expect(server.joins).toEqual([0, 0]);
    expect(server.eventRequests).toEqual([0]);
    expect(pickIds(store)).toEqual([1, 2, 3]);
  });

  it('takes replayed events from the join after a reconnect and stays in order', async () => {
    commitPicks(1, 1);
    const store = await openStore();
    server.dropConnections();
    await until(() => store.getState().connected === false);
    commitPicks(2, 5);
    await until(() => store.getState().connected === true && seqOf(store) === 5);
    expect(server.joins).toEqual([1, 1]);
    expect(server.eventRequests).toEqual([]);
    expect(pickIds(store)).toEqual([1, 2, 3, 4, 5]);
  });

  it('reloads the snapshot when the log no longer reaches the gap', async () => {
    const store = await openStore();
    const events = commitPicks(1, 6);
    server.logStartsAt = 4;
    const before = server.snapshotRequests;
    server.emit(events[5]!);
    await until(() => seqOf(store) === 6);
    expect(server.snapshotRequests).toBe(before + 1);
    expect(pickIds(store)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('fetches a missed own change after a mutation when no event arrives', async () => {
    const store = await openStore();
    commitPicks(1, 1); // committed, but the socket never delivers it
    store.expectChange();
    await until(() => seqOf(store) === 1, 3000);
    expect(server.eventRequests).toEqual([0]);
  });

  it('reports a missing member draft as not_found', async () => {
    const store = await openStore({ kind: 'member', draftId: server.draftId + 1 });
    expect(store.getState().status).toBe('not_found');
    expect(store.getState().snapshot).toBeNull();
  });

  it('a public board follows the same events and turns revoked when its link is disabled', async () => {
    commitPicks(1, 2);
    const store = await openStore({ kind: 'public', token: 'tok' });
    expect(store.getState().status).toBe('ready');
    const [third] = commitPicks(3, 3);
    server.emit(third!);
    await until(() => seqOf(store) === 3);
    server.revoke('Public link disabled');
    await until(() => store.getState().status === 'revoked');
    expect(store.getState().connected).toBe(false);
    expect(store.getState().error).toBe('Public link disabled');
  });

  it('a member whose draft is deleted while open sees it as not found', async () => {
    commitPicks(1, 1);
    const store = await openStore();
    server.revoke('Draft deleted');
    await until(() => store.getState().status === 'not_found');
    expect(store.getState().connected).toBe(false);
    expect(store.getState().error).toBe('Draft deleted');
  });

  it('applies a league rename to the snapshot', async () => {
    const store = await openStore();
    const renamed: DraftEvent = { draftId: server.draftId, seq: 1, type: 'league.renamed', payload: { league_name: 'Sunday Sharks' }, at: '2025-08-02T00:00:00.000Z' };
    server.commit(renamed);
    server.emit(renamed);
    await until(() => seqOf(store) === 1);
    expect(store.getState().snapshot?.draft.league_name).toBe('Sunday Sharks');
  });

  it('a public board whose link was disabled while away shows revoked on reconnect', async () => {
    const store = await openStore({ kind: 'public', token: 'tok' });
    server.revokedToken = 'tok';
    server.dropConnections();
    await until(() => store.getState().status === 'revoked');
  });

  it('reports a failed first load as an error and recovers on retry', async () => {
    server.failSnapshots = 1;
    commitPicks(1, 1);
    const store = await openStore();
    expect(store.getState().status).toBe('error');
    expect(store.getState().error).toBe('Server error. Please try again in a moment.');
    store.retry();
    await until(() => store.getState().status === 'ready' && store.getState().connected === true);
    expect(seqOf(store)).toBe(1);
    expect(store.getState().error).toBeNull();
  });

  it('survives a dispose and start again (a remount) and rejoins from its seq', async () => {
    commitPicks(1, 2);
    const store = await openStore();
    store.dispose();
    commitPicks(3, 3);
    store.start();
    await until(() => store.getState().connected === true && seqOf(store) === 3);
    expect(server.joins).toEqual([2, 2]);
    expect(server.snapshotRequests).toBe(1);
  });
});
