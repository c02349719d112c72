import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DraftPlayerListItem, GameStatRow, PlayerListItem, PriceHistoryRecord, SeasonStatRow } from '#shared/player-types.js';
import { draftCast, draftPlayerOk, setDraftStatus, teamId, type DraftCast } from '#tests/helpers/engine.js';
import { auth } from '#tests/helpers/fixtures.js';
import { openPlayerTestApp } from '#tests/helpers/player-db.js';
import type { TestApp } from '#tests/helpers/test-app.js';

const MAHOMES = '00-0033873';
const LIST_FIELDS = [
  'nfl_player_id', 'full_name', 'first_name', 'last_name', 'position_code', 'team_abbreviation', 'photo_url', 'jersey_number',
  'fantasy_points_ppr_projected', 'previous_season_points', 'fantasy_points_ppr_actual',
  'passing_yards_projected', 'passing_touchdowns_projected', 'rushing_yards_projected', 'rushing_touchdowns_projected',
  'receiving_receptions_projected', 'receiving_yards_projected', 'receiving_touchdowns_projected',
  'rank_overall_projected', 'rank_position_projected', 'rank_overall_actual', 'rank_position_actual', 'auction_value', 'adjusted_value',
];
const DRAFT_FIELDS = ['draft_status', 'fantasy_team_id', 'fantasy_team_name', 'team_nickname', 'acquisition_price', 'drafter_username'];

let t: TestApp;
let cast: DraftCast;
let other: DraftCast;

beforeAll(async () => {
  t = await openPlayerTestApp();
  [cast, other] = await Promise.all([draftCast(t.app), draftCast(t.app)]);
  await setDraftStatus(t.app, cast, 'start');
});
afterAll(() => t.close());

const get = (path: string, token = cast.member.token) => request(t.app).get(path).set(auth(token));
const available = (query = '', draft = cast) => get(`/api/drafts/${draft.draft.draftId}/available-players${query}`, draft.member.token);
const names = (res: request.Response) => (res.body as PlayerListItem[]).map((p) => p.full_name);

describe('GET /drafts/:id/available-players', () => {
  it('answers a plain array of the spec fields, sorted by projection, 200 by default', async () => {
    const res = await available();
    expect(res.status).toBe(200);
    const players = res.body as PlayerListItem[];
    expect(Array.isArray(players)).toBe(true);
    expect(players).toHaveLength(200);
    expect(Object.keys(players[0]!).sort()).toEqual([...LIST_FIELDS].sort());
    const points = players.map((p) => p.fantasy_points_ppr_projected ?? -1);
    expect(points).toEqual([...points].sort((a, b) => b - a));
    expect(players[0]!.rank_overall_projected).toBe(1);
  });

  it('gives a 2026 draft last season’s (2025) points and the projection for 2026', async () => {
    const res = await available('?search=mahomes');
    const mahomes = (res.body as PlayerListItem[])[0]!;
    const [season2025, projection] = await Promise.all([
      t.ctx.db.selectFrom('player_season_stats').select(['fpts_ppr', 'rank_overall']).where('player_id', '=', MAHOMES).where('season', '=', 2025).executeTakeFirstOrThrow(),
      t.ctx.db.selectFrom('player_projections').select(['fpts_ppr', 'pass_yds']).where('player_id', '=', MAHOMES).where('season', '=', 2026).executeTakeFirstOrThrow(),
    ]);
    expect(mahomes).toMatchObject({
      nfl_player_id: MAHOMES,
      position_code: 'QB',
      team_abbreviation: 'KC',
      // Points are presented with one decimal.
      previous_season_points: Math.round((season2025.fpts_ppr ?? 0) * 10) / 10,
      fantasy_points_ppr_actual: Math.round((season2025.fpts_ppr ?? 0) * 10) / 10,
      rank_overall_actual: season2025.rank_overall,
      fantasy_points_ppr_projected: projection.fpts_ppr,
      passing_yards_projected: projection.pass_yds,
    });
    expect(mahomes.photo_url).toMatch(/^https:\/\/static\.www\.nfl\.com\//);
  });

  it('searches names ignoring case, accents and punctuation', async () => {
    const cases: [string, string][] = [
      ['mahomes', 'Patrick Mahomes'],
      ['MAHOMES', 'Patrick Mahomes'],
      ["ja'marr", "Ja'Marr Chase"],
      ['jamarr', "Ja'Marr Chase"],
      ['amon-ra', 'Amon-Ra St. Brown'],
      ['st. brown', 'Amon-Ra St. Brown'],
      ['estime', 'Audric Estimé'],
      ['patrick mahomes', 'Patrick Mahomes'],
    ];
    for (const [search, name] of cases) {
      const res = await available(`?search=${encodeURIComponent(search)}`);
      expect(res.status).toBe(200);
      expect(names(res), search).toContain(name);
    }
    expect(names(await available('?search=zzzzqqq'))).toEqual([]);
  });

  it('filters by position and limit', async () => {
    const qbs = (await available('?position=QB&limit=50')).body as PlayerListItem[];
    expect(qbs).toHaveLength(50);
    expect(new Set(qbs.map((p) => p.position_code))).toEqual(new Set(['QB']));
    const defenses = (await available('?position=def&limit=1000')).body as PlayerListItem[];
    expect(defenses).toHaveLength(32);
    expect((await available('?position=ALL&limit=1000')).body).toHaveLength(1000);
  });

  it('refuses bad queries with a 400 and a message', async () => {
    for (const [query, message] of [
      ['?position=XX', /position must be one of ALL, QB, RB, WR, TE, K, DEF/],
      ['?limit=0', /limit must be a whole number from 1 to 1000/],
      ['?limit=1001', /limit must be a whole number from 1 to 1000/],
      ['?limit=ten', /limit must be a whole number from 1 to 1000/],
      [`?search=${'a'.repeat(101)}`, /search must be at most 100 characters/],
    ] as const) {
      const res = await available(query);
      expect(res.status, query).toBe(400);
      expect(res.body.error).toMatch(message);
    }
  });

  it('drops a drafted player from that draft only', async () => {
    expect(names(await available('?search=mahomes'))).toEqual(['Patrick Mahomes']);
    await draftPlayerOk(t.app, cast, MAHOMES, teamId(cast, 2), 57);
    expect(names(await available('?search=mahomes'))).toEqual([]);
    expect(names(await available('?search=mahomes', other))).toEqual(['Patrick Mahomes']);

    const all = (await get(`/api/drafts/${cast.draft.draftId}/all-players?search=mahomes`)).body as DraftPlayerListItem[];
    expect(all).toHaveLength(1);
    expect(all[0]).toMatchObject({
      draft_status: 'Drafted',
      fantasy_team_id: teamId(cast, 2),
      fantasy_team_name: 'Team 3',
      team_nickname: 'Team 3',
      acquisition_price: 57,
      drafter_username: cast.commissioner.username,
    });
    const elsewhere = (await get(`/api/drafts/${other.draft.draftId}/all-players?search=mahomes`, other.member.token)).body as DraftPlayerListItem[];
    expect(elsewhere[0]).toMatchObject({ draft_status: 'Available', fantasy_team_id: null, acquisition_price: null, drafter_username: null });
  });

  it('lets only signed-in members of the draft’s league read it', async () => {
    expect((await request(t.app).get(`/api/drafts/${cast.draft.draftId}/available-players`)).status).toBe(401);
    const outsider = await get(`/api/drafts/${cast.draft.draftId}/available-players`, cast.outsider.token);
    expect(outsider.status).toBe(404);
    expect(outsider.body.error).toBe('Draft not found');
    expect((await get(`/api/drafts/999999/available-players`)).status).toBe(404);
    expect((await get(`/api/drafts/abc/available-players`)).status).toBe(400);
  });
});

describe('GET /drafts/:id/all-players and /leagues/:id/players', () => {
  it('lists up to 1,000 players with their draft status', async () => {
    const res = await get(`/api/drafts/${cast.draft.draftId}/all-players`);
    expect(res.status).toBe(200);
    const players = res.body as DraftPlayerListItem[];
    expect(players).toHaveLength(1000);
    expect(Object.keys(players[0]!).sort()).toEqual([...LIST_FIELDS, ...DRAFT_FIELDS].sort());
    expect(players.filter((p) => p.draft_status === 'Drafted').map((p) => p.nfl_player_id)).toEqual([MAHOMES]);
  });

  it('lists the league pool with status from the league’s newest draft', async () => {
    const res = await get(`/api/leagues/${cast.draft.leagueId}/players?position=QB&search=mahomes`);
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(1);
    expect(res.body[0]).toMatchObject({ nfl_player_id: MAHOMES, draft_status: 'Drafted', acquisition_price: 57 });
    expect((await get(`/api/leagues/${cast.draft.leagueId}/players`, cast.outsider.token)).status).toBe(404);
  });
});

describe('player profile and stats', () => {
  it('answers a profile, and 404 for an unknown player', async () => {
    const res = await get(`/api/players/${MAHOMES}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      nfl_player_id: MAHOMES,
      full_name: 'Patrick Mahomes',
      position_code: 'QB',
      position_name: 'Quarterback',
      team_abbreviation: 'KC',
      team_name: 'Kansas City Chiefs',
      jersey_number: 15,
      seasons_with_stats: [2025, 2024, 2023, 2022],
    });
    for (const id of ['00-0000000', 'not a player', '..%2F..']) {
      const missing = await get(`/api/players/${encodeURIComponent(id)}`);
      expect(missing.status).toBe(404);
      expect(missing.body.error).toBe('Player not found');
    }
    expect((await request(t.app).get(`/api/players/${MAHOMES}`)).status).toBe(401);
  });

  it('gives game rows with opponent, result, scores and null for stats the data lacks', async () => {
    const res = await get(`/api/players/${MAHOMES}/game-stats?season=2022`);
    const rows = res.body as GameStatRow[];
    expect(rows).toHaveLength(17);
    expect(rows.map((r) => r.week)).toEqual([...rows.map((r) => r.week)].sort((a, b) => a - b));
    expect(rows[0]).toMatchObject({
      season: 2022,
      week: 1,
      opponent_abbreviation: 'ARI',
      opponent: 'ARI',
      game_result: 'W',
      team_score: 44,
      opponent_score: 21,
      passing_touchdowns_actual: 5,
      tackles_actual: null,
      punts_actual: null,
      field_goals_attempted_actual: null,
      sacks_actual: null,
    });
    expect(rows[0]!.passing_attempts_actual).toBeGreaterThan(0);
    // NFL.com rows (2024 on) have no attempts: null, never 0.
    const in2024 = (await get(`/api/players/${MAHOMES}/game-stats?season=2024`)).body as GameStatRow[];
    expect(in2024.length).toBeGreaterThan(10);
    expect(in2024.every((r) => r.passing_attempts_actual === null && r.passing_yards_actual !== null)).toBe(true);
    expect((await get(`/api/players/${MAHOMES}/game-stats?season=1999`)).body).toEqual([]);
    expect((await get(`/api/players/${MAHOMES}/game-stats?season=next`)).status).toBe(400);
  });

  it('gives season totals equal to the weeks where both cover the same games', async () => {
    const [season, weeks] = await Promise.all([
      get(`/api/players/${MAHOMES}/season-stats?season=2022`),
      get(`/api/players/${MAHOMES}/game-stats?season=2022`),
    ]);
    const total = (season.body as SeasonStatRow[])[0]!;
    const rows = weeks.body as GameStatRow[];
    const sum = (field: keyof GameStatRow) => rows.reduce((s, r) => s + ((r[field] as number | null) ?? 0), 0);
    expect(total).toMatchObject({ season: 2022, games_played: 17, passing_yards_actual: 5250, passing_touchdowns_actual: 41 });
    for (const field of ['passing_yards_actual', 'passing_touchdowns_actual', 'rushing_yards_actual', 'fantasy_points_ppr_actual'] as const) {
      expect(sum(field)).toBeCloseTo(total[field] ?? 0, 2);
    }
    const allSeasons = (await get(`/api/players/${MAHOMES}/season-stats`)).body as SeasonStatRow[];
    expect(allSeasons.map((s) => s.season)).toEqual([2022, 2023, 2024, 2025]);
  });

  it('gives every season’s weeks in weekly-stats and team-defense weeks with points allowed', async () => {
    const weekly = (await get(`/api/players/${MAHOMES}/weekly-stats`)).body as GameStatRow[];
    const count = await t.ctx.db.selectFrom('player_week_stats').select((eb) => eb.fn.countAll<number>().as('n')).where('player_id', '=', MAHOMES).executeTakeFirstOrThrow();
    expect(weekly).toHaveLength(Number(count.n));
    expect(new Set(weekly.map((r) => r.season))).toEqual(new Set([2022, 2023, 2024, 2025]));

    const defense = (await get('/api/players/DEF-KC/game-stats?season=2025')).body as GameStatRow[];
    expect(defense).toHaveLength(17);
    expect(defense.every((r) => r.points_allowed_actual === r.opponent_score && r.sacks_actual !== null)).toBe(true);
    expect(defense.every((r) => r.passing_yards_actual === null && r.blocked_kicks_actual === null)).toBe(true);
  });

  it('lists positions and NFL teams', async () => {
    const positions = (await get('/api/players/positions/list')).body;
    expect(positions).toEqual([
      { position_code: 'QB', position_name: 'Quarterback', player_count: 154 },
      { position_code: 'RB', position_name: 'Running Back', player_count: 303 },
      { position_code: 'WR', position_name: 'Wide Receiver', player_count: 494 },
      { position_code: 'TE', position_name: 'Tight End', player_count: 252 },
      { position_code: 'K', position_name: 'Kicker', player_count: 68 },
      { position_code: 'DEF', position_name: 'Team Defense', player_count: 32 },
    ]);
    const teams = (await get('/api/players/teams/list')).body;
    expect(teams).toHaveLength(32);
    expect(teams).toContainEqual({ team_abbreviation: 'LA', team_name: 'Los Angeles Rams' });
  });
});

describe('acquisition history', () => {
  let nextDraftId: number;
  beforeAll(async () => {
    // A 2027 draft in the same league, with the league's teams, buys Mahomes again for more.
    const res = await request(t.app)
      .post('/api/drafts')
      .set(auth(cast.commissioner.token))
      .send({ fantasy_league_id: cast.draft.leagueId, season: 2027, num_teams: 4 });
    expect(res.status).toBe(201);
    nextDraftId = res.body.fantasy_draft_id as number;
    const next: DraftCast = { ...cast, draft: { ...cast.draft, draftId: nextDraftId } };
    await setDraftStatus(t.app, next, 'start');
    await draftPlayerOk(t.app, next, '00-0036389', teamId(cast, 2), 12); // Jalen Hurts first: pick order 2 for Mahomes
    await draftPlayerOk(t.app, next, MAHOMES, teamId(cast, 2), 70);
  });

  const history = (query: string, token = cast.member.token) => get(`/api/players/acquisition-history${query}`, token);

  it('lists the league’s prices with the trend against last season’s price', async () => {
    const res = await history(`?league_id=${cast.draft.leagueId}`);
    expect(res.status).toBe(200);
    const mahomes = (res.body as PriceHistoryRecord[]).filter((r) => r.nfl_player_id === MAHOMES);
    expect(mahomes.map((r) => r.season)).toEqual([2027, 2026]);
    expect(mahomes[0]).toMatchObject({
      full_name: 'Patrick Mahomes',
      position_code: 'QB',
      season: 2027,
      acquisition_price: 70,
      previous_price: 57,
      // (70 − 57) / 57 × 100 = 22.807…
      price_trend: 22.8,
      draft_id: nextDraftId,
      pick_number: 2,
      pick_order: 2,
      team_nickname: 'Team 3',
    });
    expect(mahomes[1]).toMatchObject({ season: 2026, acquisition_price: 57, previous_price: null, price_trend: null, pick_order: 1 });
    // Ranks of the draft's season: the 2026 projection exists, no 2026 stats yet.
    expect(mahomes[1]).toMatchObject({ rank_overall_actual: null, rank_position_actual: null });
    expect(typeof mahomes[1]?.rank_overall_projected).toBe('number');
  });

  it('filters by position and season', async () => {
    const qb2026 = (await history(`?league_id=${cast.draft.leagueId}&position=QB&season=2026`)).body as { season: number }[];
    expect(qb2026).toHaveLength(1);
    expect((await history(`?league_id=${cast.draft.leagueId}&position=RB`)).body).toEqual([]);
  });

  it('requires league_id and membership', async () => {
    const missing = await history('');
    expect(missing.status).toBe(400);
    expect(missing.body.error).toBe('league_id is required');
    expect((await history('?league_id=x')).status).toBe(400);
    expect((await history(`?league_id=${cast.draft.leagueId}`, cast.outsider.token)).status).toBe(404);
  });

  it('gives one player’s draft history in the league', async () => {
    const res = await get(`/api/players/${MAHOMES}/acquisition-history?league_id=${cast.draft.leagueId}`);
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(2);
    expect(res.body[0]).toMatchObject({ season: 2027, acquisition_price: 70, acquisition_type: 'draft_pick', pick_order: 2, team_nickname: 'Team 3' });
    expect(res.body[0].acquisition_date).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect((await get(`/api/players/00-0036389/acquisition-history?league_id=${cast.draft.leagueId}`)).body).toHaveLength(1);
    expect((await get(`/api/players/${MAHOMES}/acquisition-history`)).status).toBe(400);
    expect((await get(`/api/players/${MAHOMES}/acquisition-history?league_id=${cast.draft.leagueId}`, cast.outsider.token)).status).toBe(404);
  });
});
