import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { testConfig } from '#server/config.js';
import { openContext } from '#server/create-context.js';
import { auth } from '#tests/helpers/fixtures.js';
import { seedRealPlayers } from '#tests/helpers/engine.js';
import { connectSocket, joinDraft } from '#tests/helpers/live-server.js';
import { startServerProcess } from '#tests/helpers/server-process.js';
import { until } from '#tests/helpers/until.js';

const dir = mkdtempSync(path.join(tmpdir(), 'gavel-log-secrets-'));
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

/**
 * The log `npm start` writes at its default level (docs/DECISIONS.md, "Logs carry no secrets"):
 * read from the real process's output, after the requests that carry every kind of secret.
 */
describe('the server log', () => {
  it('never holds a bearer token, a cookie, a board-link token, a join code or a password', async () => {
    const databaseUrl = `sqlite:${path.join(dir, 'gavel.sqlite')}`;
    const config = testConfig({ databaseUrl });
    const opened = await openContext(config);
    await seedRealPlayers(opened.ctx, 2); // players present: the process skips the first-start import
    await opened.close();
    const server = await startServerProcess({ DATABASE_URL: databaseUrl, JWT_SECRET: config.jwtSecret, LOG_LEVEL: 'info' });
    children.push(server.child);
    const { url } = server;

    const password = 'Secret-horse-battery-9431';
    const email = 'log-check@example.com';
    await request(url).post('/api/auth/register').send({ username: 'logcheck', email, password, display_name: 'Log Check' }).expect(201);
    const signIn = await request(url).post('/api/auth/login').send({ email, password }).expect(200);
    const token = signIn.body.token as string;
    // A wrong password and a malformed body that holds the password: neither is logged.
    await request(url).post('/api/auth/login').send({ email, password: `${password}-wrong` }).expect(401);
    await request(url).post('/api/auth/login').set('Content-Type', 'application/json').send(`{"email":"${email}","password":"${password}"`).expect(400);

    const league = await request(url).post('/api/leagues').set(auth(token)).set('Cookie', `session=${token}`).send({ league_name: 'Log League' }).expect(201);
    const draft = await request(url)
      .post('/api/drafts')
      .set(auth(token))
      .send({
        fantasy_league_id: league.body.fantasy_league_id,
        num_teams: 2,
        auction_budget: 200,
        participants: [1, 2].map((n) => ({ team_name: `Team ${n}`, owner_email: null, draft_position: n })),
      })
      .expect(201);
    const draftId = draft.body.fantasy_draft_id as number;
    const link = await request(url).post(`/api/drafts/${draftId}/public-url/regenerate`).set(auth(token)).expect(200);
    const linkToken = (link.body.public_url as string).split('/public/draft/')[1]!;

    // The board as the TV reads it: the page, its API with the page as Referer, the QR link, a socket.
    const page = `${url}/public/draft/${linkToken}?view=tv`;
    await request(url).get(`/public/draft/${linkToken}?view=tv`);
    await request(url).get(`/api/public/drafts/${linkToken}`).set('Referer', page).expect(200);
    await request(url).get(`/api/public/drafts/${linkToken}/picks`).set('Referer', page).expect(200);
    await request(url).get(`/api/public/drafts/${linkToken}/link?view=tv`).set('Referer', page).expect(200);
    await request(url).get(`/api/public/drafts/${linkToken}x/rosters`).expect(404);
    const board = await connectSocket(url, { publicToken: linkToken }, { transports: ['polling'] });
    const member = await connectSocket(url, { token });
    expect((await joinDraft(member, draftId)).ok).toBe(true);
    board.close();
    member.close();
    // A guest's join link, the page and its API with the page as Referer: the code lets its holder claim a team.
    const invite = await request(url).get(`/api/leagues/${league.body.fantasy_league_id}/invite`).set(auth(token)).expect(200);
    const joinCode = invite.body.league_code as string;
    expect(joinCode.length).toBeGreaterThanOrEqual(6);
    await request(url).get(`/join/${joinCode}`);
    await request(url).get(`/api/join/${joinCode}`).set('Referer', `${url}/join/${joinCode}`);
    await request(url).get('/api/auth/me').set(auth(token)).expect(200);

    // Each request is logged (so the check below reads real lines), with the token cut out.
    await until(() => server.output().includes('/api/auth/me'));
    const log = server.output();
    expect(log).toContain('/api/public/drafts/:token/link');
    expect(log).toContain('/public/draft/:token?view=tv');
    expect(log).toContain('"/api/auth/login"');
    expect(log).toContain('/api/join/:code');
    for (const secret of [token, linkToken, joinCode, password, token.split('.')[2]!]) expect(log).not.toContain(secret);
    expect(log.toLowerCase()).not.toMatch(/"(authorization|cookie)":/);
  });
});
