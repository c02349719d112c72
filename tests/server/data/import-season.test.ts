import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LotResponse } from '#shared/auction/types.js';
import type { ImportResultsResponse } from '#shared/csv/api.js';
import type { DraftEventsResponse } from '#shared/draft/api.js';
import type { DraftSnapshot } from '#shared/draft/types.js';
import type { KeepersResponse } from '#shared/keepers/api.js';
import type { LeagueDetailResponse } from '#shared/league-types.js';
import type { PriceHistoryRecord } from '#shared/player-types.js';
import { openEngineTestApp, type EngineTestApp } from '#tests/helpers/engine.js';
import { call, keeperLeague, leagueDraft } from '#tests/helpers/keeper-fixtures.js';

let t: EngineTestApp;
beforeAll(async () => {
  t = await openEngineTestApp();
});
afterAll(() => t.close());

interface Player {
  nfl_player_id: string;
  full_name: string;
  position_code: string;
  team_abbreviation: string | null;
}

/** Real players of the seeded pool, as an export from elsewhere names them. */
async function realPlayers(ids: string[]): Promise<Player[]> {
  const rows = await t.ctx.db.selectFrom('players').select(['player_id', 'full_name', 'position', 'team']).where('player_id', 'in', ids).execute();
  return ids.map((id) => {
    const row = rows.find((r) => r.player_id === id);
    if (!row) throw new Error(`no player ${id}`);
    return { nfl_player_id: id, full_name: row.full_name, position_code: row.position, team_abbreviation: row.team };
  });
}

const mapping = { player: 'Player', position: 'Position', nfl_team: 'NFL Team', fantasy_team: 'Fantasy Team', price: 'Price' };
const csvOf = (sold: { player: Player; team: string; price: number }[]) =>
  ['Player,Position,NFL Team,Fantasy Team,Price', ...sold.map((s) => [s.player.full_name, s.player.position_code, s.player.team_abbreviation ?? '', s.team, s.price].join(','))].join('\n');

/**
 * Imported results are filed under the season they were played (shared/csv/import-season.ts):
 * the draft moves to that season in the import's transaction, and stays the previous draft of
 * the league's next one, for keepers and the lot card's "Last season $X".
 */
describe('the season of imported results', () => {
  it('files the draft under last season, and the next draft still keeps and prices from it', async () => {
    const league = await keeperLeague(t.app);
    const api = call(t.app, league.commissioner);
    const imported = await leagueDraft(t.app, league);
    const thisSeason = ((await api.get(`/drafts/${imported.draftId}`).expect(200)).body as DraftSnapshot).draft.season;
    const [star, other] = await realPlayers([t.players.QB[0]!, t.players.RB[0]!]);
    if (!star || !other) throw new Error('no players');
    const csv = csvOf([{ player: star, team: 'Alpha', price: 31 }, { player: other, team: 'Bravo', price: 12 }]);

    // The dry run takes the same field and writes nothing.
    const dry = await api.post(`/drafts/${imported.draftId}/import-results`, { csv, mapping, season: thisSeason - 1, dry_run: true }).expect(200);
    expect(dry.body.matched).toHaveLength(2);
    expect(((await api.get(`/drafts/${imported.draftId}`).expect(200)).body as DraftSnapshot).draft.season).toBe(thisSeason);

    const done = (await api.post(`/drafts/${imported.draftId}/import-results`, { csv, mapping, season: thisSeason - 1 }).expect(200)).body as ImportResultsResponse;
    expect(done).toMatchObject({ imported: 2, season: thisSeason - 1 });
    const snapshot = (await api.get(`/drafts/${imported.draftId}`).expect(200)).body as DraftSnapshot;
    expect(snapshot.draft).toMatchObject({ season: thisSeason - 1, draft_status: 'COMPLETED' });
    // Open rooms learn it from the event log, with the values of that season.
    const log = (await api.get(`/drafts/${imported.draftId}/events?after=0`).expect(200)).body as DraftEventsResponse;
    const types = log.events.map((e) => e.type);
    expect(log.events.find((e) => e.type === 'draft.season_changed')?.payload).toEqual({ season: thisSeason - 1 });
    expect(types.slice(-4)).toEqual(['results.imported', 'draft.season_changed', 'draft.completed', 'values.updated']);

    // The league's drafts and its card list it under last season; Price History files the prices there.
    const detail = (await api.get(`/leagues/${league.leagueId}`).expect(200)).body as LeagueDetailResponse;
    expect(detail.drafts.find((d) => d.fantasy_draft_id === imported.draftId)?.season).toBe(thisSeason - 1);
    expect(detail.league.season).toBe(thisSeason - 1);
    const history = (await api.get(`/players/acquisition-history?league_id=${league.leagueId}`).expect(200)).body as PriceHistoryRecord[];
    expect(history.map((r) => [r.nfl_player_id, r.season, r.acquisition_price])).toEqual(
      expect.arrayContaining([
        [star.nfl_player_id, thisSeason - 1, 31],
        [other.nfl_player_id, thisSeason - 1, 12],
      ]),
    );

    // This season's draft: keepers and the lot card read the imported draft as last season.
    const next = await leagueDraft(t.app, league);
    const board = (await call(t.app, league.member).get(`/drafts/${next.draftId}/keepers`).expect(200)).body as KeepersResponse;
    expect(board.previous_draft_id).toBe(imported.draftId);
    expect(board.teams[0]?.candidates.map((c) => [c.nfl_player_id, c.last_price, c.cost])).toEqual([[star.nfl_player_id, 31, 36]]);
    expect(((await call(t.app, league.member).get(`/leagues/${league.leagueId}`).expect(200)).body as LeagueDetailResponse).league.season).toBe(thisSeason);
    // Kept at $36: Price History's trend compares this season's price with the imported one.
    await api.post(`/drafts/${next.draftId}/keepers`, { fantasy_team_id: next.teamIds[0], nfl_player_id: star.nfl_player_id }).expect(201);
    const trend = (await api.get(`/players/acquisition-history?league_id=${league.leagueId}&season=${thisSeason}`).expect(200)).body as PriceHistoryRecord[];
    expect(trend.map((r) => [r.nfl_player_id, r.acquisition_price, r.previous_price])).toEqual([[star.nfl_player_id, 36, 31]]);
    expect(trend[0]?.price_trend).toBeGreaterThan(0);
    await api.put(`/drafts/${next.draftId}/settings`, { auction_mode: 'live', nomination_seconds: 600, bid_seconds: 600 }).expect(200);
    await api.put(`/drafts/${next.draftId}/start`).expect(200);
    await api.put(`/drafts/${next.draftId}/auction/start`).expect(200);
    const lot = (await api.post(`/drafts/${next.draftId}/nominate`, { nfl_player_id: other.nfl_player_id, fantasy_team_id: next.teamIds[0] }).expect(201)).body as LotResponse;
    expect(lot.lot?.player.last_season_price).toBe(12);
  });

  it('defaults to the season before the draft, and may keep the draft own', async () => {
    const league = await keeperLeague(t.app, { is_keeper_league: false, max_keepers: 0 });
    const api = call(t.app, league.commissioner);
    const [plain, same] = [await leagueDraft(t.app, league), await leagueDraft(t.app, league)];
    const thisSeason = ((await api.get(`/drafts/${plain.draftId}`).expect(200)).body as DraftSnapshot).draft.season;
    const players = await realPlayers([t.players.WR[0]!]);
    const csv = csvOf([{ player: players[0]!, team: 'Alpha', price: 9 }]);
    expect((await api.post(`/drafts/${plain.draftId}/import-results`, { csv, mapping }).expect(200)).body.season).toBe(thisSeason - 1);
    expect(((await api.get(`/drafts/${plain.draftId}`).expect(200)).body as DraftSnapshot).draft.season).toBe(thisSeason - 1);
    // Its own season: nothing moves, and no season event.
    expect((await api.post(`/drafts/${same.draftId}/import-results`, { csv, mapping, season: thisSeason }).expect(200)).body.season).toBe(thisSeason);
    const log = (await api.get(`/drafts/${same.draftId}/events?after=0`).expect(200)).body as DraftEventsResponse;
    expect(log.events.map((e) => e.type)).not.toContain('draft.season_changed');
  });

  it('refuses a season after the draft, before our data or not a year, with nothing written', async () => {
    const league = await keeperLeague(t.app);
    const api = call(t.app, league.commissioner);
    const draft = await leagueDraft(t.app, league);
    const before = (await api.get(`/drafts/${draft.draftId}`).expect(200)).body as DraftSnapshot;
    const thisSeason = before.draft.season;
    const players = await realPlayers([t.players.WR[0]!]);
    const csv = csvOf([{ player: players[0]!, team: 'Alpha', price: 9 }]);
    const range = `Season of these results must be from 2022 to ${thisSeason}`;
    for (const [season, error] of [[thisSeason + 1, range], [2021, range], ['2025', 'Season of these results must be a year'], [2024.5, 'Season of these results must be a year']] as const) {
      for (const dry_run of [true, false]) {
        const res = await api.post(`/drafts/${draft.draftId}/import-results`, { csv, mapping, season, dry_run });
        expect(res.status).toBe(400);
        expect(res.body.error).toBe(error);
      }
    }
    const after = (await api.get(`/drafts/${draft.draftId}`).expect(200)).body as DraftSnapshot;
    expect(after.draft).toMatchObject({ season: thisSeason, draft_status: 'NOT_STARTED' });
    expect(after.picks).toEqual([]);
    expect(after.draft.seq).toBe(before.draft.seq);
  });

  it('records the draft date the league gives, none when the season moves without one, and refuses a day outside the season', async () => {
    const league = await keeperLeague(t.app, { is_keeper_league: false, max_keepers: 0 });
    const api = call(t.app, league.commissioner);
    const [dated, undated, refused] = [await leagueDraft(t.app, league), await leagueDraft(t.app, league), await leagueDraft(t.app, league)];
    const thisSeason = ((await api.get(`/drafts/${dated.draftId}`).expect(200)).body as DraftSnapshot).draft.season;
    const players = await realPlayers([t.players.TE[0]!]);
    const csv = csvOf([{ player: players[0]!, team: 'Alpha', price: 7 }]);
    const lastSeason = thisSeason - 1;

    await api.post(`/drafts/${dated.draftId}/import-results`, { csv, mapping, season: lastSeason, draft_date: `${lastSeason}-08-30` }).expect(200);
    expect(((await api.get(`/drafts/${dated.draftId}`).expect(200)).body as DraftSnapshot).draft.draft_date).toBe(`${lastSeason}-08-30`);
    const log = (await api.get(`/drafts/${dated.draftId}/events?after=0`).expect(200)).body as DraftEventsResponse;
    expect(log.events.find((e) => e.type === 'draft.completed')?.payload).toEqual({ draft_status: 'COMPLETED', draft_date: `${lastSeason}-08-30` });
    const history = (await api.get(`/players/acquisition-history?league_id=${league.leagueId}&season=${lastSeason}`).expect(200)).body as PriceHistoryRecord[];
    expect(history.map((r) => [r.draft_id, r.draft_date])).toEqual([[dated.draftId, `${lastSeason}-08-30`]]);

    // No date given: the draft is last season's, and the import's day is not its day.
    await api.post(`/drafts/${undated.draftId}/import-results`, { csv, mapping, season: lastSeason }).expect(200);
    const detail = (await api.get(`/leagues/${league.leagueId}`).expect(200)).body as LeagueDetailResponse;
    expect(detail.drafts.find((d) => d.fantasy_draft_id === undated.draftId)?.draft_date).toBeNull();

    const before = (await api.get(`/drafts/${refused.draftId}`).expect(200)).body as DraftSnapshot;
    const cases = [
      [`${lastSeason}-02-30`, 'Draft date must be a date (YYYY-MM-DD)'],
      ['08/30/2025', 'Draft date must be a date (YYYY-MM-DD)'],
      [20250830, 'Draft date must be a date (YYYY-MM-DD)'],
      [`${thisSeason}-08-30`, `Draft date must be in ${lastSeason}, the season of these results`],
    ] as const;
    for (const [draft_date, error] of cases) {
      for (const dry_run of [true, false]) {
        const res = await api.post(`/drafts/${refused.draftId}/import-results`, { csv, mapping, season: lastSeason, draft_date, dry_run });
        expect(res.status).toBe(400);
        expect(res.body.error).toBe(error);
      }
    }
    const after = (await api.get(`/drafts/${refused.draftId}`).expect(200)).body as DraftSnapshot;
    expect(after.draft).toMatchObject({ season: thisSeason, draft_status: 'NOT_STARTED', draft_date: before.draft.draft_date, seq: before.draft.seq });
    expect(after.picks).toEqual([]);
  });
});
