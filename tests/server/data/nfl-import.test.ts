import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSearchKey, searchTokens } from '#server/nfl/search-key.js';
import { importNflData, nflDataMissing, type ImportProgress } from '#server/nfl/import.js';
import { progressPrinter } from '#server/nfl/import-progress.js';
import { openTestApp, type TestApp } from '#tests/helpers/test-app.js';
import { openPlayerTestApp, templateImportSummary } from '#tests/helpers/player-db.js';

const MAHOMES = '00-0033873';

async function tableCounts(t: TestApp) {
  const tables = ['nfl_teams', 'players', 'games', 'player_week_stats', 'player_season_stats', 'player_projections', 'player_board'] as const;
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const row = await t.ctx.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    counts[table] = Number(row.n);
  }
  return counts;
}

describe('NFL data import', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openPlayerTestApp();
  });
  afterAll(() => t.close());

  it('loads every bundled file', async () => {
    const summary = await templateImportSummary();
    const rows = Object.fromEntries(summary.steps.map((s) => [s.step, s.rows]));
    expect(rows['players.csv']).toBe(1303);
    expect(rows['teams.csv']).toBe(32);
    expect(rows['games.csv']).toBe(1139);
    expect(rows['weekly_player_stats_2022.csv']).toBe(5794);
    expect(rows['weekly_team_defense_2025.csv']).toBe(544);
    // Jacob Kibodi's 2024 totals name a player who is not in players.csv.
    expect(rows['season_player_totals.csv']).toBe(2431);
    expect(summary.skippedRows).toBe(1);
    expect(await tableCounts(t)).toMatchObject({ players: 1303, player_week_stats: 5794 + 5872 + 5153 + 4499 + 542 + 544 * 3 });
  });

  it('keeps season totals equal to the sum of the weeks where both cover the same weeks', async () => {
    for (const season of [2022, 2025]) {
      const weeks = await t.ctx.db
        .selectFrom('player_week_stats')
        .select((eb) => [eb.fn.sum<number>('pass_yds').as('yds'), eb.fn.sum<number>('pass_td').as('td'), eb.fn.sum<number>('fpts_ppr').as('ppr'), eb.fn.countAll<number>().as('games')])
        .where('player_id', '=', MAHOMES)
        .where('season', '=', season)
        .executeTakeFirstOrThrow();
      const total = await t.ctx.db
        .selectFrom('player_season_stats')
        .selectAll()
        .where('player_id', '=', MAHOMES)
        .where('season', '=', season)
        .executeTakeFirstOrThrow();
      expect(Number(weeks.yds)).toBe(total.pass_yds);
      expect(Number(weeks.td)).toBe(total.pass_td);
      expect(Number(weeks.ppr)).toBeCloseTo(total.fpts_ppr ?? 0, 2);
      expect(Number(weeks.games)).toBe(total.games_played);
    }
    const mahomes2022 = await t.ctx.db.selectFrom('player_season_stats').selectAll().where('player_id', '=', MAHOMES).where('season', '=', 2022).executeTakeFirstOrThrow();
    expect(mahomes2022).toMatchObject({ pass_yds: 5250, pass_td: 41, fpts_ppr: 417.4, games_played: 17, weeks_covered: '1-18' });
  });

  it('stores what a source lacks as NULL, not zero', async () => {
    const kickerWeek = await t.ctx.db
      .selectFrom('player_week_stats')
      .innerJoin('players', 'players.player_id', 'player_week_stats.player_id')
      .select(['player_week_stats.pass_yds', 'player_week_stats.rec_yds', 'player_week_stats.pat_made'])
      .where('players.position', '=', 'K')
      .where('player_week_stats.season', '=', 2024)
      .executeTakeFirstOrThrow();
    expect(kickerWeek.pass_yds).toBeNull();
    expect(kickerWeek.rec_yds).toBeNull();
    expect(kickerWeek.pat_made).not.toBeNull();
    const nflcomWeek = await t.ctx.db.selectFrom('player_week_stats').select(['pass_att', 'pass_yds']).where('player_id', '=', MAHOMES).where('season', '=', 2024).executeTakeFirstOrThrow();
    expect(nflcomWeek.pass_att).toBeNull();
    expect(nflcomWeek.pass_yds).toBeGreaterThan(0);
  });

  it('projects every draft season from 2023 to 2027 and ranks them', async () => {
    const seasons = await t.ctx.db
      .selectFrom('player_projections')
      .select(['season', (eb) => eb.fn.countAll<number>().as('n'), (eb) => eb.fn.min('rank_overall').as('best')])
      .groupBy('season')
      .orderBy('season')
      .execute();
    expect(seasons.map((s) => s.season)).toEqual([2023, 2024, 2025, 2026, 2027]);
    for (const s of seasons) {
      expect(Number(s.n)).toBeGreaterThan(500);
      expect(s.best).toBe(1);
    }
  });

  it('is idempotent and updates players in place', async () => {
    const before = await tableCounts(t);
    await t.ctx.db.updateTable('players').set({ full_name: 'Changed Name' }).where('player_id', '=', MAHOMES).execute();
    const progress: ImportProgress[] = [];
    await importNflData(t.ctx.db, t.ctx.config.nflDataDir, { onProgress: (p) => progress.push(p) });
    expect(await tableCounts(t)).toEqual(before);
    const mahomes = await t.ctx.db.selectFrom('players').select('full_name').where('player_id', '=', MAHOMES).executeTakeFirstOrThrow();
    expect(mahomes.full_name).toBe('Patrick Mahomes');
    expect(progress.map((p) => p.done)).toEqual(progress.map((_, i) => i + 1));
    expect(progress.every((p) => p.total === progress.length)).toBe(true);
  });
});

describe('first start', () => {
  it('reports a fresh database as missing the NFL data', async () => {
    const empty = await openTestApp();
    try {
      expect(await nflDataMissing(empty.ctx.db)).toBe(true);
    } finally {
      await empty.close();
    }
  });
});

describe('import progress', () => {
  const capture = (isTTY: boolean) => {
    const written: string[] = [];
    const stream = { isTTY, write: (chunk: string) => written.push(chunk) } as unknown as NodeJS.WriteStream;
    const print = progressPrinter(stream);
    print({ step: 'players.csv', done: 1, total: 2, rows: 1303 });
    print({ step: 'games.csv', done: 2, total: 2, rows: 1139 });
    return written.join('');
  };

  it('redraws one bar on a terminal', () => {
    const out = capture(true);
    expect(out).toContain('\r\x1b[2KNFL data [');
    expect(out).toContain('2/2 games.csv (1,139 rows)');
    expect(out.endsWith('\n')).toBe(true);
    expect(out.split('\n')).toHaveLength(2);
  });

  it('prints a line per step elsewhere', () => {
    expect(capture(false)).toBe('NFL data 1/2: players.csv (1,303 rows)\nNFL data 2/2: games.csv (1,139 rows)\n');
  });
});

describe('search keys', () => {
  it('ignore case, accents and punctuation', () => {
    const key = buildSearchKey('Amon-Ra St. Brown', 'Amon-Ra', 'St. Brown');
    for (const query of ['amon-ra', 'AMON RA', 'amonra', 'st. brown', 'St Brown', 'stbrown']) {
      expect(searchTokens(query).every((token) => key.includes(token)), query).toBe(true);
    }
    const chase = buildSearchKey("Ja'Marr Chase", "Ja'Marr", 'Chase');
    expect(searchTokens("ja'marr").every((t) => chase.includes(t))).toBe(true);
    expect(searchTokens('jamarr').every((t) => chase.includes(t))).toBe(true);
    expect(buildSearchKey('Audric Estimé')).toContain('estime');
    expect(searchTokens(" '.- ")).toEqual([]);
  });
});
