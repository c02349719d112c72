import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from '#shared/csv/csv.js';
import type { DraftSnapshot } from '#shared/draft/types.js';
import { bidCall, expireLot, expireTurn, liveAuctionCast, nominateCall, nominateOk, runClockNow, teamOf, type AuctionCast } from '#tests/helpers/auction.js';
import { draftCast, draftPlayerCall, draftPlayerOk, getSnapshot, openEngineTestApp, setDraftStatus, teamId, type DraftCast, type EngineTestApp } from '#tests/helpers/engine.js';
import { auth } from '#tests/helpers/fixtures.js';
import { call, keeperLeague, leagueDraft } from '#tests/helpers/keeper-fixtures.js';

/**
 * The one roster rule on every command that adds or moves a player (docs/DECISIONS.md, One roster
 * rule): with slots QB 1, RB 1, WR 1, BENCH 1 a team holding two quarterbacks has room for a
 * running back or a receiver only. Runs on SQLite, and on PostgreSQL with GAVEL_TEST_DIALECT=postgres.
 */

let t: EngineTestApp;
beforeAll(async () => {
  t = await openEngineTestApp();
});
afterAll(async () => {
  await t.close();
});

const SMALL = { QB: 1, RB: 1, WR: 1, BENCH: 1 };
const ANA = "Ana's Audibles";
const noSlot = (position: string, team = ANA) => ({ error: `No open roster slot for ${position === 'RB' ? 'an' : 'a'} ${position} on ${team}`, code: 'conflict' });

async function renameTeam(draftId: number, token: string, team: number, name: string) {
  await request(t.app).put(`/api/drafts/${draftId}/teams/${team}`).set(auth(token)).send({ team_name: name }).expect(200);
}

/** A started draft of the small roster whose first team, Ana's Audibles, holds two quarterbacks. */
async function twoQuarterbacks(): Promise<{ cast: DraftCast; ana: number; other: number }> {
  const cast = await draftCast(t.app, { rosterPositions: SMALL, budget: 100 });
  const [ana, other] = [teamId(cast, 0), teamId(cast, 1)];
  await renameTeam(cast.draft.draftId, cast.commissioner.token, ana, ANA);
  await setDraftStatus(t.app, cast, 'start');
  await draftPlayerOk(t.app, cast, t.players.QB[0]!, ana, 10);
  await draftPlayerOk(t.app, cast, t.players.QB[1]!, ana, 5);
  return { cast, ana, other };
}

const picksOf = (snapshot: DraftSnapshot, team: number) => snapshot.picks.filter((p) => p.fantasy_team_id === team).map((p) => p.nfl_player_id);

describe('the keyed-in sale', () => {
  it('refuses a third QB and a kicker with 409 naming the team and position, and writes nothing', async () => {
    const { cast, ana } = await twoQuarterbacks();
    const before = await getSnapshot(t.app, cast);
    for (const [player, position] of [[t.players.QB[2]!, 'QB'], [t.players.K[0]!, 'K'], [t.players.TE[0]!, 'TE']] as const) {
      const res = await draftPlayerCall(t.app, cast, { nfl_player_id: player, fantasy_team_id: ana, acquisition_price: 1 });
      expect(res.status).toBe(409);
      expect(res.body).toEqual(noSlot(position));
    }
    const after = await getSnapshot(t.app, cast);
    expect(after.draft.seq).toBe(before.draft.seq);
    expect(after.picks).toEqual(before.picks);
    // An RB and a WR still have their slots; then the roster is full.
    await draftPlayerOk(t.app, cast, t.players.RB[0]!, ana, 1);
    await draftPlayerOk(t.app, cast, t.players.WR[0]!, ana, 1);
    expect((await draftPlayerCall(t.app, cast, { nfl_player_id: t.players.WR[1]!, fantasy_team_id: ana, acquisition_price: 1 })).body).toEqual({ error: 'Team roster is full', code: 'conflict' });
    // The rosters CSV seats them as the Roster View does: every slot filled, the cheaper QB on the bench.
    const csv = await request(t.app).get(`/api/drafts/${cast.draft.draftId}/rosters.csv`).set(auth(cast.commissioner.token)).expect(200);
    const rows = parseCsv(csv.text).filter((row) => row[0] === ANA);
    expect(rows.map((row) => [row[1], row[3]])).toEqual([['QB', 'QB'], ['RB', 'RB'], ['WR', 'WR'], ['BENCH', 'QB']]);
  });
});

describe('a pick edit that moves a player to another team', () => {
  it('is refused when the new team has no slot for him; a price change or a move that fits goes through', async () => {
    const { cast, ana, other } = await twoQuarterbacks();
    const qb = await draftPlayerOk(t.app, cast, t.players.QB[2]!, other, 3);
    const wr = await draftPlayerOk(t.app, cast, t.players.WR[0]!, other, 4);
    const edit = (pickId: number, body: object) => request(t.app).put(`/api/drafts/${cast.draft.draftId}/picks/${pickId}`).set(auth(cast.commissioner.token)).send(body);
    const refused = await edit(qb.fantasy_pick_id, { fantasy_team_id: ana });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual(noSlot('QB'));
    expect((await edit(qb.fantasy_pick_id, { acquisition_price: 2 })).status).toBe(200);
    expect((await edit(wr.fantasy_pick_id, { fantasy_team_id: ana })).status).toBe(200);
    const snapshot = await getSnapshot(t.app, cast);
    expect(picksOf(snapshot, ana)).toEqual([t.players.QB[0], t.players.QB[1], t.players.WR[0]]);
    expect(picksOf(snapshot, other)).toEqual([t.players.QB[2]]);
  });
});

describe('trades', () => {
  it('judge both sides after the swap: a team may not receive a player it has no slot for', async () => {
    const { cast, ana, other } = await twoQuarterbacks();
    await draftPlayerOk(t.app, cast, t.players.K[0]!, other, 2);
    await draftPlayerOk(t.app, cast, t.players.RB[0]!, other, 2);
    await draftPlayerOk(t.app, cast, t.players.RB[1]!, ana, 2);
    const trade = (body: object) =>
      request(t.app)
        .post('/api/trades/execute')
        .set(auth(cast.commissioner.token))
        .send({ fantasy_draft_id: cast.draft.draftId, from_players: [], to_players: [], cash_from_team: 0, cash_to_team: 0, ...body });
    const before = await getSnapshot(t.app, cast);
    // A kicker for $1: Ana's Audibles (QB, RB and a QB on the bench) has no slot left that takes him.
    const kicker = await trade({ from_team_id: ana, to_team_id: other, cash_from_team: 1, to_players: [t.players.K[0]] });
    expect(kicker.status).toBe(409);
    expect(kicker.body).toEqual(noSlot('K'));
    // Its running back for the kicker: one for one, but the RB slot it frees does not take a kicker.
    const swap = await trade({ from_team_id: ana, to_team_id: other, from_players: [t.players.RB[1]], to_players: [t.players.K[0]] });
    expect(swap.status).toBe(409);
    expect(swap.body).toEqual(noSlot('K'));
    // Proposals are judged the same way.
    const offer = await request(t.app)
      .post('/api/trades')
      .set(auth(cast.commissioner.token))
      .send({ fantasy_draft_id: cast.draft.draftId, from_team_id: ana, to_team_id: other, from_players: [], to_players: [t.players.K[0]], cash_from_team: 1, cash_to_team: 0 });
    expect(offer.status).toBe(409);
    expect(offer.body).toEqual(noSlot('K'));
    expect((await getSnapshot(t.app, cast)).picks).toEqual(before.picks);
    // Its benched quarterback for the running back fits both sides: the RB to Ana's bench, the QB to the other's QB slot.
    const fits = await trade({ from_team_id: ana, to_team_id: other, from_players: [t.players.QB[1]], to_players: [t.players.RB[0]] });
    expect(fits.status).toBe(201);
    expect(picksOf(await getSnapshot(t.app, cast), ana)).toEqual([t.players.QB[0], t.players.RB[0], t.players.RB[1]]);
  });
});

describe('keepers', () => {
  it('are refused when the team has no slot left for the kept player', async () => {
    const league = await keeperLeague(t.app, { max_keepers: 3 });
    const api = call(t.app, league.commissioner);
    const previous = await leagueDraft(t.app, league, { teamNames: [ANA, 'Bravo'] });
    await api.put(`/drafts/${previous.draftId}/start`).expect(200);
    const keep = [t.players.QB[0]!, t.players.QB[1]!, t.players.K[0]!, t.players.RB[0]!];
    for (const player of keep) {
      await api.post(`/drafts/${previous.draftId}/draft-player`, { nfl_player_id: player, fantasy_team_id: previous.teamIds[0], acquisition_price: 5 }).expect(201);
    }
    await api.put(`/drafts/${previous.draftId}/complete`).expect(200);
    const current = await leagueDraft(t.app, league, { teamNames: [ANA, 'Bravo'], roster: SMALL });
    const ana = current.teamIds[0]!;
    const keeper = (player: string) => api.post(`/drafts/${current.draftId}/keepers`, { fantasy_team_id: ana, nfl_player_id: player });
    expect((await keeper(t.players.QB[0]!)).status).toBe(201);
    expect((await keeper(t.players.QB[1]!)).status).toBe(201);
    const kicker = await keeper(t.players.K[0]!);
    expect(kicker.status).toBe(409);
    expect(kicker.body).toEqual(noSlot('K'));
    expect((await keeper(t.players.RB[0]!)).status).toBe(201);
  });
});

describe('the live auction', () => {
  /** A live auction of the small roster whose first team holds two quarterbacks, sold on the clock. */
  async function liveWithTwoQuarterbacks(): Promise<{ cast: AuctionCast; ana: number; other: number }> {
    const cast = await liveAuctionCast(t.app, { numTeams: 2, budget: 100, rosterPositions: SMALL });
    const [ana, other] = [teamOf(cast, 0), teamOf(cast, 1)];
    await renameTeam(cast.draft.draftId, cast.commissioner.token, ana, ANA);
    for (const player of [t.players.QB[0]!, t.players.QB[1]!]) {
      await nominateOk(t.app, cast, cast.commissioner, { nfl_player_id: player, fantasy_team_id: ana });
      await expireLot(t.ctx, cast.draft.draftId);
      await runClockNow(t.ctx, cast.draft.draftId);
    }
    return { cast, ana, other };
  }

  it('a team with no slot for the player cannot nominate him, bid on him or set a proxy for him', async () => {
    const { cast, ana, other } = await liveWithTwoQuarterbacks();
    const anaOwner = cast.members[0]!;
    const snapshot = (await request(t.app).get(`/api/drafts/${cast.draft.draftId}`).set(auth(cast.commissioner.token)).expect(200)).body as DraftSnapshot;
    expect(picksOf(snapshot, ana)).toEqual([t.players.QB[0], t.players.QB[1]]);

    for (const [player, position] of [[t.players.QB[2]!, 'QB'], [t.players.K[0]!, 'K']] as const) {
      const res = await nominateCall(t.app, cast, cast.commissioner, { nfl_player_id: player, fantasy_team_id: ana });
      expect(res.status).toBe(409);
      expect(res.body).toEqual(noSlot(position));
    }
    const { lot } = await nominateOk(t.app, cast, cast.commissioner, { nfl_player_id: t.players.QB[2]!, fantasy_team_id: other });
    const bid = await bidCall(t.app, cast, anaOwner, { lot_id: lot.lot_id, amount: 2 });
    expect(bid.status).toBe(409);
    expect(bid.body).toEqual(noSlot('QB'));
    const proxy = await request(t.app).put(`/api/drafts/${cast.draft.draftId}/proxy-bid`).set(auth(anaOwner.token)).send({ lot_id: lot.lot_id, max: 5 });
    expect(proxy.status).toBe(409);
    expect(proxy.body).toEqual(noSlot('QB'));
    const open = (await request(t.app).get(`/api/drafts/${cast.draft.draftId}`).set(auth(cast.commissioner.token)).expect(200)).body as DraftSnapshot;
    expect(open.lot).toMatchObject({ high_team_id: other, high_bid: 1, bids: 0 });
  });

  it('auto-nomination skips queued players the team cannot seat, and picks the best available it can', async () => {
    const { cast, ana } = await liveWithTwoQuarterbacks();
    const anaOwner = cast.members[0]!;
    const queue = [t.players.QB[3]!, t.players.K[1]!, t.players.WR[2]!];
    await request(t.app).put(`/api/drafts/${cast.draft.draftId}/queue`).set(auth(anaOwner.token)).send({ nfl_player_ids: queue }).expect(200);
    const nominateFor = async () => {
      await t.ctx.db.updateTable('auction_turns').set({ team_id: ana }).where('draft_id', '=', cast.draft.draftId).execute();
      await expireTurn(t.ctx, cast.draft.draftId);
      await runClockNow(t.ctx, cast.draft.draftId);
      return ((await request(t.app).get(`/api/drafts/${cast.draft.draftId}`).set(auth(cast.commissioner.token)).expect(200)).body as DraftSnapshot).lot;
    };
    expect(await nominateFor()).toMatchObject({ nfl_player_id: t.players.WR[2], nominated_by_team_id: ana });
    await request(t.app).put(`/api/drafts/${cast.draft.draftId}/lot/cancel`).set(auth(cast.commissioner.token)).expect(200);
    await request(t.app).put(`/api/drafts/${cast.draft.draftId}/queue`).set(auth(anaOwner.token)).send({ nfl_player_ids: [t.players.QB[3]!] }).expect(200);
    const best = await nominateFor();
    expect(best).not.toBeNull();
    expect(['RB', 'WR']).toContain(best?.player.position_code);
  });
});
