import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LeagueDetailResponse } from '#shared/league-types.js';
import { auth, createDraft, registerUser, type TestDraft, type TestUser } from '#tests/helpers/fixtures.js';
import { connectSocket, joinDraft, startLiveServer, type ClientSocket, type LiveServer } from '#tests/helpers/live-server.js';
import { until } from '#tests/helpers/until.js';

/**
 * The TV's "Join to bid" follows the league (docs/API.md, `draft:join_invite`): every change that
 * can show or hide it cues the league's public boards, which read their invite again; boards of
 * other leagues hear nothing, and the cue carries no code.
 */
describe('public boards are cued when their "Join to bid" invite may change', () => {
  let t: LiveServer;
  let commissioner: TestUser;
  const sockets: ClientSocket[] = [];

  beforeAll(async () => {
    t = await startLiveServer();
    commissioner = await registerUser(t.app);
  });
  afterAll(async () => {
    for (const s of sockets) s.close();
    await t.close();
  });

  /** A public board of `draft`, joined to its room, counting its cues (and what they carried). */
  async function boardOf(draft: TestDraft): Promise<{ cues: unknown[][] }> {
    const link = await request(t.app).post(`/api/drafts/${draft.draftId}/public-url/regenerate`).set(auth(commissioner.token)).expect(200);
    const token = String((link.body as { public_url: string }).public_url).split('/').pop()!;
    const socket = await connectSocket(t.url, { publicToken: token });
    sockets.push(socket);
    const cues: unknown[][] = [];
    socket.on('draft:join_invite', (...args: unknown[]) => cues.push(args));
    expect((await joinDraft(socket, draft.draftId, 0)).ok).toBe(true);
    return { cues };
  }

  const put = (draft: TestDraft, body: object) => request(t.app).put(`/api/leagues/${draft.leagueId}`).set(auth(commissioner.token)).send(body).expect(200);
  const codeOf = async (draft: TestDraft) =>
    ((await request(t.app).get(`/api/leagues/${draft.leagueId}`).set(auth(commissioner.token))).body as LeagueDetailResponse).league.league_code;

  it('the TV switch, a claim, a renewed code, closing and reopening each cue the board; another league’s board hears none', async () => {
    const draft = await createDraft(t.app, commissioner, { numTeams: 3 });
    const other = await createDraft(t.app, commissioner, { numTeams: 2 });
    const board = await boardOf(draft);
    const otherBoard = await boardOf(other);

    await put(draft, { join_qr_on_board: true });
    await until(() => board.cues.length === 1);
    const guest = await registerUser(t.app);
    expect((await request(t.app).post(`/api/join/${await codeOf(draft)}`).set(auth(guest.token)).send({ fantasy_team_id: draft.teamIds[1] })).status).toBe(200);
    await until(() => board.cues.length === 2);
    await request(t.app).post(`/api/leagues/${draft.leagueId}/code/regenerate`).set(auth(commissioner.token)).expect(200);
    await until(() => board.cues.length === 3);
    await put(draft, { joining_open: false });
    await until(() => board.cues.length === 4);
    await put(draft, { joining_open: true });
    await until(() => board.cues.length === 5);

    // The cue says nothing itself: the invite (and its code) is the board's own read.
    expect(board.cues.every((args) => args.length === 0)).toBe(true);
    // Cues go out in the order the changes committed, so one meant for the other board would be here by now.
    await put(draft, { join_qr_on_board: false });
    await until(() => board.cues.length === 6);
    expect(otherBoard.cues).toEqual([]);
  });
});
