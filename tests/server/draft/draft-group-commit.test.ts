import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DraftEvent } from '#shared/draft/events.js';
import { groupCommitOf } from '#server/engine/group-commit.js';
import { draftPlayer, PLAYER_ALREADY_DRAFTED } from '#server/draft/picks.js';
import { runDraftCommand } from '#server/engine/write-path.js';
import { draftCast, getSnapshot, setDraftStatus, teamId, type DraftCast } from '#tests/helpers/engine.js';
import { startLiveServer, type LiveServer } from '#tests/helpers/live-server.js';

// Group commit is SQLite's (server/engine/group-commit.ts); PostgreSQL keeps a transaction per command.
let live: LiveServer;
let sqliteFile: string | undefined;
beforeAll(async () => {
  live = await startLiveServer();
  if (live.ctx.dialect === 'sqlite') sqliteFile = live.ctx.config.databaseUrl.replace(/^sqlite:/, '');
});
afterAll(async () => {
  await live.close();
});

/** What another connection sees: only committed data (WAL readers never see an open transaction). */
function committedPickCount(draftId: number): number {
  if (!sqliteFile) throw new Error('SQLite only');
  const reader = new SQLite(sqliteFile, { readonly: true });
  try {
    return (reader.prepare('SELECT COUNT(*) AS n FROM draft_picks WHERE draft_id = ?').get(draftId) as { n: number }).n;
  } finally {
    reader.close();
  }
}

const pickIn = (cast: DraftCast, player: string, team: number, price: number) =>
  runDraftCommand(live.ctx, cast.draft.draftId, cast.commissioner.id, (scope) =>
    draftPlayer(scope, cast.commissioner, { nfl_player_id: player, fantasy_team_id: teamId(cast, team), acquisition_price: price }),
  );

async function startedDraft(): Promise<DraftCast> {
  const cast = await draftCast(live.app, { numTeams: 4, budget: 100 });
  await setDraftStatus(live.app, cast, 'start');
  return cast;
}

describe.skipIf(process.env.GAVEL_TEST_DIALECT === 'postgres')('group commit on SQLite', () => {
  it('commands queued together commit as one batch; a refused one rolls back alone and gets its error', async () => {
    const cast = await startedDraft();
    const [a, b, c] = live.players.RB;
    const stats = groupCommitOf(live.ctx.db).stats;
    const batchesBefore = stats.batches;
    const results = await Promise.allSettled([
      pickIn(cast, a!, 0, 10),
      pickIn(cast, a!, 1, 20), // the same player again: refused by the first of the batch
      pickIn(cast, b!, 1, 101), // above the budget: refused on its own
      pickIn(cast, c!, 2, 30),
    ]);
    expect(stats.batches - batchesBefore).toBe(1);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'rejected', 'fulfilled']);
    const refusal = (i: number) => (results[i] as PromiseRejectedResult).reason as { status: number; message: string };
    expect(refusal(1)).toMatchObject({ status: 409, message: PLAYER_ALREADY_DRAFTED });
    expect(refusal(2)).toMatchObject({ status: 409, message: 'Bid exceeds remaining budget of $100' });

    const snap = await getSnapshot(live.app, cast);
    expect(snap.picks.map((p) => [p.nfl_player_id, p.acquisition_price])).toEqual([
      [a, 10],
      [c, 30],
    ]);
    // seq 1 was the start; the two picks that committed took 2 and 3, with no gap for the refusals.
    expect(snap.draft.seq).toBe(3);
    const fulfilled = results.filter((r) => r.status === 'fulfilled').map((r) => r.value.seq);
    expect(fulfilled).toEqual([2, 3]);
  });

  it('publishes events in commit order, each draft gapless, across the drafts of a batch', async () => {
    const one = await startedDraft();
    const two = await startedDraft();
    const seen: DraftEvent[] = [];
    const stop = live.ctx.events.on('event', (e) => {
      if (e.draftId === one.draft.draftId || e.draftId === two.draft.draftId) seen.push(e);
    });
    const wrs = live.players.WR;
    const order = [one, two, one, one, two, two, one, two];
    await Promise.allSettled(order.map((cast, i) => pickIn(cast, wrs[i] ?? '', i % 4, 1 + i)));
    stop();
    expect(seen.map((e) => `${e.draftId}:${e.seq}`)).toEqual(
      order.map((cast, i) => `${cast.draft.draftId}:${1 + order.slice(0, i + 1).filter((c) => c === cast).length}`),
    );
    expect(seen.map((e) => (e.type === 'pick.created' ? e.payload.pick.nfl_player_id : ''))).toEqual(order.map((_, i) => wrs[i]));
  });

  it('answers, success or refusal, only once the batch is durable', async () => {
    const cast = await startedDraft();
    const [a, b, c] = live.players.TE;
    // When each command settles, another connection must already see every pick of its batch.
    const seenAtAnswer: number[] = [];
    const note = () => seenAtAnswer.push(committedPickCount(cast.draft.draftId));
    await Promise.allSettled([pickIn(cast, a!, 0, 5), pickIn(cast, a!, 1, 5), pickIn(cast, b!, 1, 5), pickIn(cast, c!, 2, 5)].map((p) => p.finally(note)));
    expect(seenAtAnswer).toEqual([3, 3, 3, 3]);
  });

  it('a batch whose COMMIT fails fails every command in it and publishes nothing', async () => {
    const cast = await startedDraft();
    const [a] = live.players.QB;
    const seen: DraftEvent[] = [];
    const stop = live.ctx.events.on('event', (e) => {
      if (e.draftId === cast.draft.draftId) seen.push(e);
    });
    const results = await Promise.allSettled([
      pickIn(cast, a!, 0, 5),
      // A deferred foreign key breaks only at COMMIT: the whole batch must roll back.
      runDraftCommand(live.ctx, cast.draft.draftId, cast.commissioner.id, async ({ trx }) => {
        await sql`PRAGMA defer_foreign_keys = ON`.execute(trx);
        const seat = await trx.selectFrom('draft_participants').select('id').where('draft_id', '=', cast.draft.draftId).orderBy('id').executeTakeFirstOrThrow();
        await sql`UPDATE draft_participants SET team_id = 999999999 WHERE id = ${seat.id}`.execute(trx);
      }),
    ]);
    stop();
    expect(results.map((r) => (r.status === 'rejected' ? String(r.reason) : 'fulfilled'))).toEqual([
      expect.stringContaining('FOREIGN KEY constraint failed'),
      expect.stringContaining('FOREIGN KEY constraint failed'),
    ]);
    expect(seen).toEqual([]);
    expect(committedPickCount(cast.draft.draftId)).toBe(0);
    const snap = await getSnapshot(live.app, cast);
    expect(snap.draft.seq).toBe(1);
    expect(snap.teams).toHaveLength(4);
  });

  it('over HTTP, concurrent picks share batches and every answer matches what committed', async () => {
    const cast = await startedDraft();
    const stats = groupCommitOf(live.ctx.db).stats;
    const before = { ...stats };
    const players = live.players.K.slice(0, 20);
    // A command on another draft holds the writer while the requests arrive, as a slow fsync
    // would: they queue behind it and must come out in shared batches.
    const other = await startedDraft();
    const holder = runDraftCommand(live.ctx, other.draft.draftId, other.commissioner.id, () => new Promise((resolve) => setTimeout(resolve, 500)));
    const answers = await Promise.all(
      [...players, players[0]].map((player, i) =>
        fetch(`${live.url}/api/drafts/${cast.draft.draftId}/draft-player`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${cast.commissioner.token}` },
          body: JSON.stringify({ nfl_player_id: player, fantasy_team_id: teamId(cast, i % 4), acquisition_price: 1 }),
        }).then(async (res) => ({ status: res.status, body: (await res.json()) as { seq?: number; error?: string } })),
      ),
    );
    await holder;
    expect(answers.filter((a) => a.status === 201)).toHaveLength(20);
    expect(answers.filter((a) => a.status === 409).map((a) => a.body.error)).toEqual([PLAYER_ALREADY_DRAFTED]);
    expect(answers.flatMap((a) => (a.body.seq ? [a.body.seq] : [])).sort((x, y) => x - y)).toEqual(Array.from({ length: 20 }, (_, i) => i + 2));
    expect(committedPickCount(cast.draft.draftId)).toBe(20);
    // Fewer commits than commands: some requests waited for a running batch and joined the next.
    expect(stats.batches - before.batches).toBeLessThan(stats.commands - before.commands);
  });
});
