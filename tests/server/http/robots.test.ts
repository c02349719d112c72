import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '#server/app.js';
import { auth } from '#tests/helpers/fixtures.js';
import { draftCast, openEngineTestApp, type EngineTestApp } from '#tests/helpers/engine.js';

let t: EngineTestApp;
beforeAll(async () => {
  t = await openEngineTestApp();
});
afterAll(() => t.close());

describe('crawlers', () => {
  it('get a plain-text robots.txt that keeps them off the API and the public boards', async () => {
    const res = await request(t.app).get('/robots.txt').expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.text).toContain('User-agent: *');
    expect(res.text).toMatch(/^Disallow: \/api\/$/m);
    expect(res.text).toMatch(/^Disallow: \/public\/$/m);
    expect(res.text).not.toContain('<html');
  });

  it('are told not to index a public board, its page and every public read, on both of its paths', async () => {
    const cast = await draftCast(t.app, { numTeams: 2 });
    const link = await request(t.app).post(`/api/drafts/${cast.draft.draftId}/public-url/regenerate`).set(auth(cast.commissioner.token)).expect(200);
    const token = (link.body.public_url as string).split('/public/draft/')[1]!;
    const withoutFastPath = createApp(t.ctx, { commandFastPath: false });
    for (const app of [t.app, withoutFastPath]) {
      for (const path of [`/api/public/drafts/${token}`, `/api/public/drafts/${token}/picks`, '/api/public/drafts/not-a-token', `/public/draft/${token}`]) {
        const res = await request(app).get(path);
        expect(res.headers['x-robots-tag'], path).toBe('noindex');
      }
    }
    // The members' pages and API are behind sign-in; the header is kept for what a link opens.
    const own = await request(t.app).get(`/api/drafts/${cast.draft.draftId}`).set(auth(cast.commissioner.token)).expect(200);
    expect(own.headers['x-robots-tag']).toBeUndefined();
  });
});
