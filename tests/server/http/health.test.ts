import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, type TestApp } from '#tests/helpers/test-app.js';

describe('app skeleton', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp();
  });
  afterAll(() => t.close());

  it('answers health with the dialect', async () => {
    const res = await request(t.app).get('/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true, dialect: 'sqlite' });
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await request(t.app).get('/api/nope');
    expect(res.status).toBe(404);
    expect(res.body.error).toMatch(/No such endpoint/);
  });

  it('answers malformed JSON with a 400 and {error}', async () => {
    const res = await request(t.app).post('/api/health').set('Content-Type', 'application/json').send('{"a":');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'Malformed JSON in request body', code: 'bad_request' });
  });

  it('sets security headers', async () => {
    const res = await request(t.app).get('/api/health');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });
});
