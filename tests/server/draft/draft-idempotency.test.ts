import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth } from '#tests/helpers/fixtures.js';
import { draftCast, getSnapshot, openEngineTestApp, setDraftStatus, teamId, type DraftCast, type EngineTestApp } from '#tests/helpers/engine.js';

let t: EngineTestApp;
beforeAll(async () => {
  t = await openEngineTestApp();
});
afterAll(async () => {
  await t.close();
});

const draftPlayer = (cast: DraftCast, key: string | undefined, body: object) => {
  const req = request(t.app).post(`/api/drafts/${cast.draft.draftId}/draft-player`).set(auth(cast.commissioner.token));
  return (key ? req.set('Idempotency-Key', key) : req).send(body);
};

describe('Idempotency-Key', () => {
  it('replays the first answer (status and body) for a retry, applying the pick once', async () => {
    const cast = await draftCast(t.app);
    await setDraftStatus(t.app, cast, 'start');
    const body = { nfl_player_id: t.players.RB[3]!, fantasy_team_id: teamId(cast, 0), acquisition_price: 12 };
    const first = await draftPlayer(cast, 'pick-abc-1', body);
    expect(first.status).toBe(201);
    const retry = await draftPlayer(cast, 'pick-abc-1', body);
    expect(retry.status).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.body).toEqual(first.body);
    const snap = await getSnapshot(t.app, cast);
    expect(snap.picks).toHaveLength(1);
    expect(snap.draft.seq).toBe(2);
    // Without the key the same call is a new attempt, refused by the rules.
    expect((await draftPlayer(cast, undefined, body)).status).toBe(409);
  });

  it('replays concurrent retries of one key as one command', async () => {
    const cast = await draftCast(t.app);
    await setDraftStatus(t.app, cast, 'start');
    const body = { nfl_player_id: t.players.WR[5]!, fantasy_team_id: teamId(cast, 1), acquisition_price: 3 };
    const answers = await Promise.all(Array.from({ length: 8 }, () => draftPlayer(cast, 'same-key', body)));
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(201));
    expect(new Set(answers.map((a) => a.body.fantasy_pick_id)).size).toBe(1);
    expect((await getSnapshot(t.app, cast)).draft.seq).toBe(2);
  });

  it('refuses (422) a key reused for a different call, and keys are per user', async () => {
    const cast = await draftCast(t.app);
    await setDraftStatus(t.app, cast, 'start');
    const body = { nfl_player_id: t.players.TE[2]!, fantasy_team_id: teamId(cast, 0), acquisition_price: 4 };
    await draftPlayer(cast, 'k-1', body).expect(201);
    const other = await draftPlayer(cast, 'k-1', { ...body, nfl_player_id: t.players.TE[3]! });
    expect(other.status).toBe(422);
    expect(other.body.error).toBe('This Idempotency-Key was already used for a different request');
    const otherCall = await request(t.app).put(`/api/drafts/${cast.draft.draftId}/pause`).set(auth(cast.commissioner.token)).set('Idempotency-Key', 'k-1');
    expect(otherCall.status).toBe(422);
    expect((await getSnapshot(t.app, cast)).draft.draft_status).toBe('IN_PROGRESS');
  });

  it('does not store refusals: a retry after a 409 is judged again', async () => {
    const cast = await draftCast(t.app);
    const start = () => request(t.app).put(`/api/drafts/${cast.draft.draftId}/pause`).set(auth(cast.commissioner.token)).set('Idempotency-Key', 'pause-1');
    expect((await start()).status).toBe(409);
    await setDraftStatus(t.app, cast, 'start');
    const second = await start();
    expect(second.status).toBe(200);
    expect(second.body.draft_status).toBe('PAUSED');
    expect((await start()).body).toEqual(second.body);
  });

  it('works on every mutation, e.g. undo replays the removed pick instead of undoing another', async () => {
    const cast = await draftCast(t.app);
    await setDraftStatus(t.app, cast, 'start');
    await draftPlayer(cast, undefined, { nfl_player_id: t.players.QB[7]!, fantasy_team_id: teamId(cast, 0), acquisition_price: 1 }).expect(201);
    await draftPlayer(cast, undefined, { nfl_player_id: t.players.QB[8]!, fantasy_team_id: teamId(cast, 0), acquisition_price: 1 }).expect(201);
    const undo = () => request(t.app).delete(`/api/drafts/${cast.draft.draftId}/undo`).set(auth(cast.commissioner.token)).set('Idempotency-Key', 'undo-1');
    const first = await undo();
    const retry = await undo();
    expect(retry.body).toEqual(first.body);
    expect((await getSnapshot(t.app, cast)).picks.map((p) => p.nfl_player_id)).toEqual([t.players.QB[7]]);
  });

  it('refuses a malformed key', async () => {
    const cast = await draftCast(t.app);
    const res = await request(t.app).put(`/api/drafts/${cast.draft.draftId}/start`).set(auth(cast.commissioner.token)).set('Idempotency-Key', 'x'.repeat(201));
    expect(res.status).toBe(400);
    expect((await getSnapshot(t.app, cast)).draft.seq).toBe(0);
  });
});

describe('Idempotency-Key expiry', () => {
  it('forgets keys older than 24 hours: the key may be used again for a new call', async () => {
    const cast = await draftCast(t.app);
    const start = request(t.app).put(`/api/drafts/${cast.draft.draftId}/start`).set(auth(cast.commissioner.token)).set('Idempotency-Key', 'old-key');
    await start.expect(200);
    const dayAgo = new Date(Date.now() - 25 * 60 * 60 * 1000).toISOString();
    await t.ctx.db.updateTable('idempotency_keys').set({ created_at: dayAgo }).where('user_id', '=', cast.commissioner.id).where('key', '=', 'old-key').execute();
    const pause = await request(t.app).put(`/api/drafts/${cast.draft.draftId}/pause`).set(auth(cast.commissioner.token)).set('Idempotency-Key', 'old-key');
    expect(pause.status).toBe(200);
    expect(pause.body.draft_status).toBe('PAUSED');
    const rows = await t.ctx.db.selectFrom('idempotency_keys').select('scope').where('user_id', '=', cast.commissioner.id).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.scope).toContain('/pause');
  });
});
