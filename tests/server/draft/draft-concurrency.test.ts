import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DraftEvent } from '#shared/draft/events.js';
import { draftCast, getSnapshot, setDraftStatus, teamId } from '#tests/helpers/engine.js';
import { startLiveServer, type LiveServer } from '#tests/helpers/live-server.js';

let live: LiveServer;
beforeAll(async () => {
  live = await startLiveServer();
});
afterAll(async () => {
  await live.close();
});

describe('50 concurrent draft-player calls for one player', () => {
  it('exactly one wins; the rest get 409; seq stays gapless and budgets consistent', async () => {
    const cast = await draftCast(live.app, { numTeams: 5, budget: 100 });
    await setDraftStatus(live.app, cast, 'start');
    const published: DraftEvent[] = [];
    const stop = live.ctx.events.on('event', (e) => {
      if (e.draftId === cast.draft.draftId) published.push(e);
    });
    const player = live.players.RB[0]!;
    const calls = Array.from({ length: 50 }, (_, i) =>
      fetch(`${live.url}/api/drafts/${cast.draft.draftId}/draft-player`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${cast.commissioner.token}` },
        body: JSON.stringify({ nfl_player_id: player, fantasy_team_id: teamId(cast, i % 5), acquisition_price: 1 + (i % 40) }),
      }).then(async (res) => ({ status: res.status, body: (await res.json()) as { error?: string; fantasy_team_id?: number; acquisition_price?: number } })),
    );
    const answers = await Promise.all(calls);
    stop();

    const winners = answers.filter((a) => a.status === 201);
    expect(winners).toHaveLength(1);
    const losers = answers.filter((a) => a.status !== 201);
    expect(losers.every((a) => a.status === 409 && a.body.error === 'Player already drafted in this draft')).toBe(true);

    const snap = await getSnapshot(live.app, cast);
    expect(snap.picks).toHaveLength(1);
    expect(snap.draft.seq).toBe(2);
    expect(published.map((e) => [e.seq, e.type])).toEqual([[2, 'pick.created']]);
    const winner = winners[0]!.body;
    for (const team of snap.teams) {
      const spent = team.fantasy_team_id === winner.fantasy_team_id ? winner.acquisition_price! : 0;
      expect(team.remaining_budget).toBe(100 - spent);
      expect(team.players_count).toBe(spent > 0 ? 1 : 0);
    }
    const rows = await live.ctx.db.selectFrom('draft_events').select('seq').where('draft_id', '=', cast.draft.draftId).orderBy('seq').execute();
    expect(rows.map((r) => r.seq)).toEqual([1, 2]);
  });

  it('many different players at once: every pick lands with its own gapless seq', async () => {
    const cast = await draftCast(live.app, { numTeams: 4, budget: 500 });
    await setDraftStatus(live.app, cast, 'start');
    // 5 receivers and 5 running backs a team: what the default slots seat (WR 3, RB 2, FLEX 1, BENCH 5).
    const players = [...live.players.WR.slice(0, 20), ...live.players.RB.slice(0, 20)];
    const answers = await Promise.all(
      players.map((player, i) =>
        fetch(`${live.url}/api/drafts/${cast.draft.draftId}/draft-player`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${cast.commissioner.token}` },
          body: JSON.stringify({ nfl_player_id: player, fantasy_team_id: teamId(cast, i % 4), acquisition_price: 2 }),
        }).then((r) => r.status),
      ),
    );
    // 4 teams × 16 default slots: room for all 40.
    expect(answers.every((s) => s === 201)).toBe(true);
    const snap = await getSnapshot(live.app, cast);
    expect(snap.draft.seq).toBe(41);
    expect(snap.picks.map((p) => p.pick_number)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    expect(snap.teams.map((tm) => tm.remaining_budget)).toEqual([480, 480, 480, 480]);
  });
});
