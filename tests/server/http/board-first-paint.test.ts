import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CachedBoard } from '#server/draft/board-cache.js';
import { boardFirstPaint } from '#server/http/board-first-paint.js';
import { EMBEDDED_BOARD_ID } from '#shared/draft/embedded-board.js';
import { auth, createDraft, createLeague, registerUser } from '#tests/helpers/fixtures.js';
import { openTestApp, type TestApp } from '#tests/helpers/test-app.js';

/**
 * The public board's page drawn by the server (server/http/board-first-paint.ts). The drawing
 * itself is the client's (client/src/pages/public/board-first-paint.tsx, checked in a browser by
 * tests/browser/party-network.test.ts); here a stand-in drawer, written beside a stand-in client
 * build, shows what the server does with one: where it goes, when it is drawn again, and what
 * happens when it fails.
 */
const DRAWS = '__boardFirstPaintDraws';
type Counted = typeof globalThis & { [DRAWS]?: number };

function standInBuild(drawer: string): { distDir: string; remove: () => void } {
  const root = mkdtempSync(path.join(tmpdir(), 'gavel-first-paint-'));
  const distDir = path.join(root, 'dist');
  mkdirSync(distDir);
  mkdirSync(path.join(root, 'dist-ssr'));
  writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><html><head><title>Gavel</title></head><body><div id="root"></div></body></html>');
  writeFileSync(path.join(root, 'dist-ssr', 'board-first-paint.js'), drawer);
  return { distDir, remove: () => rmSync(root, { recursive: true, force: true }) };
}

// Asynchronous, as the client's is (it waits for parts loaded on demand).
const COUNTING_DRAWER = `export async function renderBoardFirstPaint(token, snapshot) {
  globalThis.${DRAWS} = (globalThis.${DRAWS} ?? 0) + 1;
  await new Promise((resolve) => setTimeout(resolve, 5));
  return '<p class="drawn">' + snapshot.teams.length + ' teams at seq ' + snapshot.draft.seq + '</p><p class="first-team">' + snapshot.teams[0].team_name + '</p>';
}`;

describe('the public board page drawn on the server', () => {
  let build: ReturnType<typeof standInBuild>;
  let app: TestApp;

  beforeAll(async () => {
    build = standInBuild(COUNTING_DRAWER);
    app = await openTestApp({ clientDistDir: build.distDir });
  });
  afterAll(async () => {
    await app?.close();
    build?.remove();
  });

  it('carries the drawing inside the root, once per seq of the board, and none for another view', async () => {
    const user = await registerUser(app.app);
    const draft = await createDraft(app.app, user, { numTeams: 5 });
    const link = await request(app.app).post(`/api/drafts/${draft.draftId}/public-url/regenerate`).set(auth(user.token)).expect(200);
    const boardPath = new URL(String(link.body.public_url)).pathname;
    const counted = globalThis as Counted;
    const before = counted[DRAWS] ?? 0;

    const first = await request(app.app).get(boardPath).expect(200);
    expect(first.text).toMatch(/<div id="root"><p class="drawn">5 teams at seq (\d+)<\/p><p class="first-team">Team 1<\/p><\/div><script type="application\/json" id="public-board-data">/);
    const seq = Number(/at seq (\d+)/.exec(first.text)?.[1]);
    // A second phone at the same seq gets the same drawing without drawing it again.
    const second = await request(app.app).get(boardPath).expect(200);
    expect(second.text).toContain(`5 teams at seq ${seq}<`);
    expect(counted[DRAWS]).toBe(before + 1);

    // The board moves on: the next page shows the new seq.
    await request(app.app).put(`/api/drafts/${draft.draftId}/start`).set(auth(user.token)).expect(200);
    const moved = await request(app.app).get(boardPath).expect(200);
    const movedSeq = Number(/at seq (\d+)/.exec(moved.text)?.[1]);
    expect(movedSeq).toBeGreaterThan(seq);
    expect(counted[DRAWS]).toBe(before + 2);

    // A link that opens another view waits for the app: the drawing is of the board view.
    const roster = await request(app.app).get(`${boardPath}?view=roster`).expect(200);
    expect(roster.text).toContain('<div id="root"></div><script type="application/json" id="public-board-data">');
    expect(roster.text).not.toContain('drawn');

    // Names are the users' text, written into the page as they are (no `$&` or `$'` read as a pattern).
    const leagueId = await createLeague(app.app, user);
    const teamName = "Cash $$ & $' Co $&";
    const named = await request(app.app)
      .post('/api/drafts')
      .set(auth(user.token))
      .send({
        fantasy_league_id: leagueId,
        num_teams: 2,
        auction_budget: 200,
        participants: [
          { team_name: teamName, owner_email: null, draft_position: 1 },
          { team_name: 'Team 2', owner_email: null, draft_position: 2 },
        ],
      })
      .expect(201);
    const namedLink = await request(app.app).post(`/api/drafts/${named.body.fantasy_draft_id}/public-url/regenerate`).set(auth(user.token)).expect(200);
    const namedPage = await request(app.app).get(new URL(String(namedLink.body.public_url)).pathname).expect(200);
    expect(namedPage.text).toContain(`<p class="first-team">${teamName}</p></div><script type="application/json" id="${EMBEDDED_BOARD_ID}">`);
    const embedded = new RegExp(`<script type="application/json" id="${EMBEDDED_BOARD_ID}">(.*?)</script>`).exec(namedPage.text);
    expect((JSON.parse(embedded?.[1] ?? 'null') as { snapshot: { teams: { team_name: string }[] } }).snapshot.teams[0]?.team_name).toBe(teamName);

    // An unknown link's page is the plain one, with its 404.
    const unknown = await request(app.app).get('/public/draft/not-a-real-board-token-at-all').expect(404);
    expect(unknown.text).not.toContain('drawn');
  });
});

describe('a drawing that fails', () => {
  it('sends the page without one, and logs the failure without the link', async () => {
    const build = standInBuild(`export async function renderBoardFirstPaint() { await null; throw new Error('the drawer broke'); }`);
    const lines: string[] = [];
    const log = pino(
      { level: 'info' },
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          lines.push(chunk.toString());
          done();
        },
      }),
    );
    try {
      const paint = boardFirstPaint(build.distDir, log);
      const token = 'Secret-Board-Link-Token-1234567890';
      const board = new CachedBoard(7, JSON.stringify({ draft: { seq: 7 }, teams: [] }));
      expect(await paint.draw(token, board)).toBe('');
      expect(lines.join('')).toContain('the drawer broke');
      expect(lines.join('')).not.toContain(token);
      // A build without the drawer: nothing drawn, nothing logged.
      const none = standInBuild('');
      rmSync(path.join(none.distDir, '..', 'dist-ssr'), { recursive: true });
      lines.length = 0;
      expect(await boardFirstPaint(none.distDir, log).draw(token, board)).toBe('');
      expect(lines).toEqual([]);
      none.remove();
    } finally {
      build.remove();
    }
  });
});
