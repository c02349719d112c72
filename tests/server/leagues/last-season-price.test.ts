import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LotResponse } from '#shared/auction/types.js';
import type { DraftSnapshot } from '#shared/draft/types.js';
import { openEngineTestApp, type EngineTestApp } from '#tests/helpers/engine.js';
import { call, keeperLeague, leagueDraft, type KeeperLeague } from '#tests/helpers/keeper-fixtures.js';

let t: EngineTestApp;
beforeAll(async () => {
  t = await openEngineTestApp();
});
afterAll(() => t.close());

/**
 * The lot card's "Last season $X" (server/auction/lot-queries.ts) reads the league's previous
 * draft as keepers do, in a league without keepers too: results imported into a draft of this
 * season are last season for the next draft of the same season (docs/DECISIONS.md).
 */
describe('last season\'s price on a lot', () => {
  it('comes from the league\'s previous draft, of an earlier season or of this one created before', async () => {
    const league = await keeperLeague(t.app, { is_keeper_league: false, max_keepers: 0 });
    const api = call(t.app, league.commissioner);
    const [star, other, newcomer] = [t.players.QB[0]!, t.players.RB[0]!, t.players.WR[0]!];

    const sold = async (prices: [string, number][], season?: number) => {
      const draft = await leagueDraft(t.app, league, season ? { season } : {});
      await api.put(`/drafts/${draft.draftId}/start`).expect(200);
      for (const [player, price] of prices) {
        await api.post(`/drafts/${draft.draftId}/draft-player`, { nfl_player_id: player, fantasy_team_id: draft.teamIds[0], acquisition_price: price }).expect(201);
      }
      await api.put(`/drafts/${draft.draftId}/complete`).expect(200);
      return draft;
    };
    const lotPrice = async (draft: { draftId: number; teamIds: number[] }, player: string) => {
      const res = await api.post(`/drafts/${draft.draftId}/nominate`, { nfl_player_id: player, fantasy_team_id: draft.teamIds[0] }).expect(201);
      const lot = (res.body as LotResponse).lot;
      await api.put(`/drafts/${draft.draftId}/lot/cancel`).expect(200);
      return lot?.player.last_season_price;
    };
    const liveDraft = async (season?: number) => {
      const draft = await leagueDraft(t.app, league, season ? { season } : {});
      await api.put(`/drafts/${draft.draftId}/settings`, { auction_mode: 'live', nomination_seconds: 600, bid_seconds: 600 }).expect(200);
      await api.put(`/drafts/${draft.draftId}/start`).expect(200);
      await api.put(`/drafts/${draft.draftId}/auction/start`).expect(200);
      return draft;
    };

    // As after an import: last season's prices in a completed draft of this season.
    await sold([[star, 31], [other, 12]]);
    const thisSeason = await liveDraft();
    expect(await lotPrice(thisSeason, star)).toBe(31);
    expect(await lotPrice(thisSeason, other)).toBe(12);
    expect(await lotPrice(thisSeason, newcomer)).toBeNull();

    // And, as before, the newest draft of an earlier season (a league that ran last season here).
    const older = await keeperLeague(t.app, { is_keeper_league: false, max_keepers: 0 });
    const olderApi = call(t.app, older.commissioner);
    const lastYear = await leagueDraft(t.app, older);
    await olderApi.put(`/drafts/${lastYear.draftId}/start`).expect(200);
    await olderApi.post(`/drafts/${lastYear.draftId}/draft-player`, { nfl_player_id: star, fantasy_team_id: lastYear.teamIds[1], acquisition_price: 44 }).expect(201);
    await olderApi.put(`/drafts/${lastYear.draftId}/complete`).expect(200);
    const { season } = ((await olderApi.get(`/drafts/${lastYear.draftId}`).expect(200)).body as DraftSnapshot).draft;
    const nextYear = await leagueDraft(t.app, older, { season: season + 1 });
    await olderApi.put(`/drafts/${nextYear.draftId}/settings`, { auction_mode: 'live', nomination_seconds: 600, bid_seconds: 600 }).expect(200);
    await olderApi.put(`/drafts/${nextYear.draftId}/start`).expect(200);
    await olderApi.put(`/drafts/${nextYear.draftId}/auction/start`).expect(200);
    const res = await olderApi.post(`/drafts/${nextYear.draftId}/nominate`, { nfl_player_id: star, fantasy_team_id: nextYear.teamIds[0] }).expect(201);
    expect((res.body as LotResponse).lot?.player.last_season_price).toBe(44);
  });

  it('is the newest previous draft\'s price only, never a later draft\'s or another league\'s, on the nomination and on every bid', async () => {
    const league = await keeperLeague(t.app, { is_keeper_league: false, max_keepers: 0 });
    const api = call(t.app, league.commissioner);
    const [star, other] = [t.players.QB[1]!, t.players.RB[1]!];
    const sold = async (app: typeof api, on: KeeperLeague, prices: [string, number][]) => {
      const draft = await leagueDraft(t.app, on);
      await app.put(`/drafts/${draft.draftId}/start`).expect(200);
      for (const [player, price] of prices) {
        await app.post(`/drafts/${draft.draftId}/draft-player`, { nfl_player_id: player, fantasy_team_id: draft.teamIds[0], acquisition_price: price }).expect(201);
      }
      await app.put(`/drafts/${draft.draftId}/complete`).expect(200);
    };
    await sold(api, league, [[star, 31], [other, 7]]);
    await sold(api, league, [[other, 12]]);
    const live = await leagueDraft(t.app, league);
    await api.put(`/drafts/${live.draftId}/settings`, { auction_mode: 'live', nomination_seconds: 600, bid_seconds: 600 }).expect(200);
    await api.put(`/drafts/${live.draftId}/start`).expect(200);
    await api.put(`/drafts/${live.draftId}/auction/start`).expect(200);
    // Drafts created afterwards, in this league and in another, are not this draft's previous one.
    await sold(api, league, [[star, 50], [other, 60]]);
    const elsewhere = await keeperLeague(t.app, { is_keeper_league: false, max_keepers: 0 });
    await sold(call(t.app, elsewhere.commissioner), elsewhere, [[star, 99]]);

    const nominated = async (player: string) => {
      const res = await api.post(`/drafts/${live.draftId}/nominate`, { nfl_player_id: player, fantasy_team_id: live.teamIds[0] }).expect(201);
      return (res.body as LotResponse).lot!;
    };
    // The star was sold two drafts ago, not in the newest previous draft: no price.
    expect((await nominated(star)).player.last_season_price).toBeNull();
    await api.put(`/drafts/${live.draftId}/lot/cancel`).expect(200);

    const lot = await nominated(other);
    const { full_name, position } = await t.ctx.db.selectFrom('players').select(['full_name', 'position']).where('player_id', '=', other).executeTakeFirstOrThrow();
    expect(lot.player).toMatchObject({ full_name, position_code: position, last_season_price: 12 });
    const bid = await api.post(`/drafts/${live.draftId}/bid`, { lot_id: lot.lot_id, amount: 5, fantasy_team_id: live.teamIds[1] }).expect(201);
    expect((bid.body as LotResponse).lot?.player).toEqual(lot.player);
    expect((bid.body as LotResponse).lot?.high_bid).toBe(5);
  });
});
