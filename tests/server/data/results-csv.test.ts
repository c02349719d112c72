import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCsv, UTF8_BOM } from '#shared/csv/csv.js';
import { suggestMapping, type ColumnMapping } from '#shared/csv/results-import.js';
import type { DraftSnapshot } from '#shared/draft/types.js';
import type { KeepersResponse } from '#shared/keepers/api.js';
import { openEngineTestApp, type EngineTestApp } from '#tests/helpers/engine.js';
import { call, keeperLeague, leagueDraft } from '#tests/helpers/keeper-fixtures.js';

let t: EngineTestApp;
beforeAll(async () => {
  t = await openEngineTestApp();
});
afterAll(() => t.close());

describe('results export and import', () => {
  it('round trip: export a draft, import it as another league’s previous draft, and keep at the exported prices', async () => {
    // League one drafts, trades nothing, completes.
    const one = await keeperLeague(t.app);
    const api1 = call(t.app, one.commissioner);
    const draft1 = await leagueDraft(t.app, one, { teamNames: ['Alpha, the "First"', 'Bravo'] });
    await api1.put(`/drafts/${draft1.draftId}/start`).expect(200);
    const bought = [[t.players.QB[0], 0, 31], [t.players.RB[0], 1, 12], [t.players.DEF[0], 0, 2], [t.players.WR[0], 1, 44]] as const;
    for (const [player, team, price] of bought) {
      await api1.post(`/drafts/${draft1.draftId}/draft-player`, { nfl_player_id: player, fantasy_team_id: draft1.teamIds[team], acquisition_price: price }).expect(201);
    }
    await api1.put(`/drafts/${draft1.draftId}/complete`).expect(200);

    const exported = await call(t.app, one.member).get(`/drafts/${draft1.draftId}/export.csv`).expect(200);
    expect(exported.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(exported.headers['content-disposition']).toMatch(/^attachment; filename=".+-results\.csv"$/);
    expect(exported.text.startsWith(UTF8_BOM)).toBe(true);
    const table = parseCsv(exported.text);
    expect(table[0]).toEqual(['Pick', 'Player', 'Position', 'NFL Team', 'Fantasy Team', 'Price', 'Acquisition Type', 'Value', 'Keeper Cost Next Year']);
    expect(table).toHaveLength(5);
    // RFC 4180: the team name with a comma and quotes is quoted, quotes doubled.
    expect(exported.text).toContain('"Alpha, the ""First"""');
    expect(table[1]?.slice(4, 9)).toEqual(['Alpha, the "First"', '31', 'draft_pick', '1', '36']);

    // The public board offers the same file once the draft is completed.
    const link = await api1.post(`/drafts/${draft1.draftId}/public-url/regenerate`).expect(200);
    const token = String(link.body.public_url).split('/').pop() ?? '';
    const publicFile = await request(t.app).get(`/api/public/drafts/${token}/export.csv`).expect(200);
    expect(publicFile.text).toBe(exported.text);

    const rosters = await call(t.app, one.member).get(`/drafts/${draft1.draftId}/rosters.csv`).expect(200);
    const rosterRows = parseCsv(rosters.text);
    expect(rosterRows[0]).toEqual(['Fantasy Team', 'Slot', 'Player', 'Position', 'NFL Team', 'Price']);
    // Every place of the roster (QB 1, RB 2, WR 2, TE 1, BENCH 2) is a row, an empty one blank; the
    // defense has no slot of its own, so it sits on the bench.
    const seats = (team: string) => rosterRows.filter((r) => r[0] === team).map((r) => [r[1], r[3], r[5]]);
    expect(seats('Bravo')).toEqual([['QB', '', ''], ['RB', 'RB', '12'], ['RB', '', ''], ['WR', 'WR', '44'], ['WR', '', ''], ['TE', '', ''], ['BENCH', '', ''], ['BENCH', '', '']]);
    expect(seats('Alpha, the "First"')).toEqual([['QB', 'QB', '31'], ['RB', '', ''], ['RB', '', ''], ['WR', '', ''], ['WR', '', ''], ['TE', '', ''], ['BENCH', 'DEF', '2'], ['BENCH', '', '']]);

    // League two (same team names) imports it into a draft that has not started.
    const two = await keeperLeague(t.app, { keeper_penalty_type: 'PERCENTAGE_INCREASE', keeper_penalty_amount: 10 });
    const api2 = call(t.app, two.commissioner);
    const previous = await leagueDraft(t.app, two, { teamNames: ['Alpha, the "First"', 'Bravo'] });
    const mapping = suggestMapping(table[0] ?? []) as ColumnMapping;
    expect(mapping).toMatchObject({ player: 'Player', position: 'Position', nfl_team: 'NFL Team', fantasy_team: 'Fantasy Team', price: 'Price' });
    const csv = exported.text + '5,Nobody Atall,WR,FA,Bravo,5,draft_pick,1,10\r\n';

    const dry = await api2.post(`/drafts/${previous.draftId}/import-results`, { csv, mapping, dry_run: true }).expect(200);
    expect(dry.body.matched).toHaveLength(4);
    expect(dry.body.unmatched).toEqual([{ line: 6, player: 'Nobody Atall', reason: 'No player with this name and position' }]);
    expect(((await api2.get(`/drafts/${previous.draftId}`).expect(200)).body as DraftSnapshot).picks).toHaveLength(0);

    const imported = await api2.post(`/drafts/${previous.draftId}/import-results`, { csv, mapping }).expect(200);
    expect(imported.body.imported).toBe(4);
    const snapshot = (await api2.get(`/drafts/${previous.draftId}`).expect(200)).body as DraftSnapshot;
    expect(snapshot.draft.draft_status).toBe('COMPLETED');
    expect(snapshot.picks.map((p) => [p.nfl_player_id, p.fantasy_team_id, p.acquisition_price])).toEqual(
      bought.map(([player, team, price]) => [player, previous.teamIds[team], price]),
    );
    expect((await api2.post(`/drafts/${previous.draftId}/import-results`, { csv, mapping })).status).toBe(409);

    // This season's draft of league two: keeper costs from the imported prices (+10 %, rounded up).
    const current = await leagueDraft(t.app, two, { teamNames: ['Alpha, the "First"', 'Bravo'] });
    const board = (await call(t.app, two.member).get(`/drafts/${current.draftId}/keepers`).expect(200)).body as KeepersResponse;
    expect(board.previous_draft_id).toBe(previous.draftId);
    expect(board.teams[0]?.candidates.map((c) => [c.last_price, c.cost])).toEqual([[31, 35], [2, 3]]);
    const kept = await api2.post(`/drafts/${current.draftId}/keepers`, { fantasy_team_id: current.teamIds[1], nfl_player_id: t.players.WR[0] }).expect(201);
    expect(kept.body.cost).toBe(49);
  });

  it('list every roster place in the rosters file, an empty bench place as blank as an empty slot, and no bench where the draft sets none', async () => {
    const league = await keeperLeague(t.app);
    const api = call(t.app, league.commissioner);
    const rowsOf = async (roster: Record<string, number>) => {
      const draft = await leagueDraft(t.app, league, { roster });
      await api.put(`/drafts/${draft.draftId}/start`).expect(200);
      await api.post(`/drafts/${draft.draftId}/draft-player`, { nfl_player_id: t.players.RB[0], fantasy_team_id: draft.teamIds[0], acquisition_price: 9 }).expect(201);
      const file = await call(t.app, league.member).get(`/drafts/${draft.draftId}/rosters.csv`).expect(200);
      return parseCsv(file.text).slice(1);
    };
    const starters = [['QB', ''], ['RB', 'RB'], ['RB', ''], ['WR', ''], ['WR', ''], ['TE', '']];
    const benched = await rowsOf({ QB: 1, RB: 2, WR: 2, TE: 1, BENCH: 1 });
    expect(benched.filter((r) => r[0] === 'Alpha').map((r) => [r[1], r[3]])).toEqual([...starters, ['BENCH', '']]);
    expect(benched.filter((r) => r[0] === 'Bravo').map((r) => r[1])).toEqual(['QB', 'RB', 'RB', 'WR', 'WR', 'TE', 'BENCH']);
    expect(benched.find((r) => r[1] === 'BENCH')).toEqual(['Alpha', 'BENCH', '', '', '', '']);
    const noBench = await rowsOf({ QB: 1, RB: 2, WR: 2, TE: 1 });
    expect(noBench.filter((r) => r[0] === 'Alpha').map((r) => [r[1], r[3]])).toEqual(starters);
  });

  it('report a missing column and refuse members and non-CSV bodies', async () => {
    const league = await keeperLeague(t.app);
    const draft = await leagueDraft(t.app, league);
    const api = call(t.app, league.commissioner);
    const mapping = { player: 'Player', position: 'Position', fantasy_team: 'Fantasy Team', price: 'Price' };
    const missing = await api.post(`/drafts/${draft.draftId}/import-results`, { csv: 'Player,Position\nX,QB\n', mapping });
    expect(missing.status).toBe(400);
    expect(missing.body.error).toBe('The file has no column "Fantasy Team", "Price"');
    expect((await call(t.app, league.member).post(`/drafts/${draft.draftId}/import-results`, { csv: 'a', mapping })).status).toBe(403);
    expect((await api.post(`/drafts/${draft.draftId}/import-results`, { csv: 42, mapping })).status).toBe(400);
    const none = await api.post(`/drafts/${draft.draftId}/import-results`, { csv: 'Player,Position,Fantasy Team,Price\nNobody,QB,Alpha,3\n', mapping });
    expect(none.status).toBe(400);
  });
});
