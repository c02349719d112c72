import express, { Router } from 'express';
import pino from 'pino';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { errorHandler } from '#server/http/error-handler.js';
import { REDACTED_PATHS } from '#server/http/log-redaction.js';
import { requestLog } from '#server/http/request-log.js';

interface Line {
  level: number;
  msg: string;
  reqId?: number;
  url?: string;
  req?: { id?: number; method?: string; url?: string; params?: Record<string, unknown>; headers?: Record<string, unknown> };
  res?: { statusCode?: number; headers?: Record<string, unknown> };
  err?: { message?: string };
  responseTime?: number;
}

/** An app with the request log at `level`, a router that rewrites `req.url` as Express's routers do, and a route that fails. */
function appLogging(level: string) {
  const lines: Line[] = [];
  const logger = pino({ level, redact: REDACTED_PATHS }, { write: (line: string) => void lines.push(JSON.parse(line) as Line) });
  const app = express();
  app.use(requestLog(logger));
  const drafts = Router();
  drafts.post('/:id/draft-player', (_req, res) => void res.status(201).json({ seq: 4 }));
  app.use('/api/drafts', drafts);
  app.get('/api/boom', () => {
    throw new Error('boom');
  });
  app.get('/page', (_req, res) => void res.send('a page'));
  app.use(errorHandler);
  return { app, lines };
}

describe('the request log', () => {
  it('writes one line per /api request once it is answered: the request as it arrived, without its secrets, and the answer', async () => {
    const { app, lines } = appLogging('info');
    await request(app).post('/api/drafts/9/draft-player').set('Authorization', 'Bearer s3cret-token').send({ a: 1 }).expect(201);
    await request(app).get('/page').expect(200);
    await expect.poll(() => lines.length).toBe(1);
    const [line] = lines as [Line];
    expect(line.msg).toBe('request completed');
    // The URL as the client sent it, though the drafts router saw only `/9/draft-player`.
    expect(line.req).toMatchObject({ id: 1, method: 'POST', url: '/api/drafts/9/draft-player', params: {} });
    expect(line.req?.headers?.['content-type']).toBe('application/json');
    expect(line.req?.headers).not.toHaveProperty('authorization');
    expect(JSON.stringify(line)).not.toContain('s3cret-token');
    expect(line.res).toMatchObject({ statusCode: 201, headers: { 'content-type': 'application/json; charset=utf-8' } });
    expect(line.responseTime).toBeGreaterThanOrEqual(0);
  });

  it("names an unhandled error's request by the number of that request's own line", async () => {
    const { app, lines } = appLogging('info');
    await request(app).get('/api/drafts/1/nothing').expect(404);
    await request(app).get('/api/boom').expect(500);
    await expect.poll(() => lines.length).toBe(3);
    const unhandled = lines.find((line) => line.msg === 'unhandled error');
    const errored = lines.find((line) => line.msg === 'request errored');
    expect(unhandled).toMatchObject({ level: 50, url: '/api/boom', err: { message: 'boom' } });
    expect(errored).toMatchObject({ req: { url: '/api/boom' }, res: { statusCode: 500 }, err: { message: 'failed with status code 500' } });
    expect(errored?.req?.id).toBe(2);
    expect(unhandled?.reqId).toBe(errored?.req?.id);
  });

  it('writes no line with info off, and still logs an unhandled error', async () => {
    const { app, lines } = appLogging('warn');
    await request(app).post('/api/drafts/9/draft-player').send({}).expect(201);
    await request(app).get('/api/boom').expect(500);
    await expect.poll(() => lines.length).toBe(1);
    expect(lines[0]).toMatchObject({ msg: 'unhandled error', url: '/api/boom' });
  });
});
