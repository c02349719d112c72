import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth } from '#tests/helpers/fixtures.js';
import { draftCast, draftPlayerOk, getSnapshot, setDraftStatus, teamId, type DraftCast } from '#tests/helpers/engine.js';
import { startLiveServer, type LiveServer } from '#tests/helpers/live-server.js';
import { rawRequest } from '#tests/helpers/raw-http.js';

/**
 * Undo removed the newest pick whenever it did not read a pick id. It now removes the
 * named pick, the latest only when asked (`last`) or sent nothing, and refuses anything else.
 */
let live: LiveServer;
beforeAll(async () => {
  live = await startLiveServer();
});
afterAll(async () => {
  await live?.close();
});

const qb = (i: number) => live.players.QB[i]!;

/** A started draft with three picks; answers the pick ids, oldest first. */
async function draftWithPicks(): Promise<{ cast: DraftCast; picks: number[] }> {
  const cast = await draftCast(live.app);
  await setDraftStatus(live.app, cast, 'start');
  const picks: number[] = [];
  for (let i = 0; i < 3; i++) picks.push((await draftPlayerOk(live.app, cast, qb(i), teamId(cast, i), 5)).fantasy_pick_id);
  return { cast, picks };
}

const undoUrl = (cast: DraftCast, query = '') => `/api/drafts/${cast.draft.draftId}/undo${query}`;
const pickIds = async (cast: DraftCast) => (await getSnapshot(live.app, cast)).picks.map((p) => p.fantasy_pick_id).sort((a, b) => a - b);

describe('DELETE /drafts/:id/undo names its pick or asks for the last one', () => {
  it('accepts fantasy_pick_id, the name every answer uses, in the body and the query', async () => {
    const { cast, picks } = await draftWithPicks();
    const byBody = await request(live.app).delete(undoUrl(cast)).set(auth(cast.commissioner.token)).send({ fantasy_pick_id: picks[0] });
    expect(byBody.status).toBe(200);
    expect(byBody.body.fantasy_pick_id).toBe(picks[0]);
    const byQuery = await request(live.app).delete(undoUrl(cast, `?fantasy_pick_id=${picks[1]}`)).set(auth(cast.commissioner.token));
    expect(byQuery.body.fantasy_pick_id).toBe(picks[1]);
    expect(await pickIds(cast)).toEqual([picks[2]]);
  });

  it('undoes the latest pick on an empty body or when asked with last: true', async () => {
    const { cast, picks } = await draftWithPicks();
    const explicit = await request(live.app).delete(undoUrl(cast)).set(auth(cast.commissioner.token)).send({ last: true });
    expect(explicit.body.fantasy_pick_id).toBe(picks[2]);
    const byQuery = await request(live.app).delete(undoUrl(cast, '?last=true')).set(auth(cast.commissioner.token));
    expect(byQuery.body.fantasy_pick_id).toBe(picks[1]);
    const emptyObject = await request(live.app).delete(undoUrl(cast)).set(auth(cast.commissioner.token)).send({});
    expect(emptyObject.body.fantasy_pick_id).toBe(picks[0]);
    expect(await pickIds(cast)).toEqual([]);
  });

  it('refuses what it does not read, or two answers at once, and removes nothing', async () => {
    const { cast, picks } = await draftWithPicks();
    const commissioner = auth(cast.commissioner.token);
    const refused = [
      await request(live.app).delete(undoUrl(cast)).set(commissioner).send({ pickId: picks[0] }),
      await request(live.app).delete(undoUrl(cast, `?pickId=${picks[0]}`)).set(commissioner),
      await request(live.app).delete(undoUrl(cast)).set(commissioner).send({ pick_id: picks[0], fantasy_pick_id: picks[1] }),
      await request(live.app).delete(undoUrl(cast, `?pick_id=${picks[0]}`)).set(commissioner).send({ pick_id: picks[1] }),
      await request(live.app).delete(undoUrl(cast)).set(commissioner).send({ pick_id: picks[0], last: true }),
      await request(live.app).delete(undoUrl(cast)).set(commissioner).send({ last: false }),
    ];
    expect(refused.map((r) => [r.status, typeof r.body.error])).toEqual(refused.map(() => [400, 'string']));
    expect(refused[0]!.body.error).toBe('Unknown field: pickId');
    // The same id twice is one answer, not two.
    const same = await request(live.app).delete(undoUrl(cast, `?pick_id=${picks[0]}`)).set(commissioner).send({ fantasy_pick_id: picks[0] });
    expect(same.body.fantasy_pick_id).toBe(picks[0]);
    expect(await pickIds(cast)).toEqual([picks[1], picks[2]]);
  });

  it('answers 415 to a JSON body sent chunked without a Content-Type; an empty chunked body is the last pick', async () => {
    const { cast, picks } = await draftWithPicks();
    const headers = { Authorization: `Bearer ${cast.commissioner.token}`, 'Transfer-Encoding': 'chunked' };
    const untyped = await rawRequest(live.url, { method: 'DELETE', path: undoUrl(cast), headers, chunks: ['{"fantasy_pick_id":', `${picks[0]}}`] });
    expect(untyped.status).toBe(415);
    expect(untyped.json).toMatchObject({ error: 'Request body must be JSON (Content-Type: application/json)' });
    expect(await pickIds(cast)).toEqual(picks);
    const empty = await rawRequest(live.url, { method: 'DELETE', path: undoUrl(cast), headers });
    expect(empty.status).toBe(200);
    expect(empty.json).toMatchObject({ fantasy_pick_id: picks[2] });
  });
});

describe('strict bodies on every mutating route', () => {
  it('answers 400 naming an unknown field beside valid ones, and to any field on a call that takes none', async () => {
    const { cast, picks } = await draftWithPicks();
    const commissioner = auth(cast.commissioner.token);
    const draft = `/api/drafts/${cast.draft.draftId}`;
    const rename = await request(live.app).put(`${draft}/teams/${teamId(cast, 0)}`).set(commissioner).send({ team_name: 'Renamed', colour: 'red' });
    expect(rename.status).toBe(400);
    expect(rename.body.error).toBe('Unknown field: colour');
    const pause = await request(live.app).put(`${draft}/pause`).set(commissioner).send({ force: true });
    expect(pause.status).toBe(400);
    expect(pause.body.error).toBe('Unknown field: force');
    const remove = await request(live.app).delete(`${draft}/picks/${picks[0]}`).set(commissioner).send({ pick_id: picks[1] });
    expect(remove.status).toBe(400);
    expect((await getSnapshot(live.app, cast)).draft.draft_status).toBe('IN_PROGRESS');
    expect(await pickIds(cast)).toEqual(picks);
  });
});
