import { describe, expect, it } from 'vitest';
import { fantasyPoints, pointsAllowedPoints } from '#shared/fantasy-points.js';
import { SCORING_PRESETS, type ScoringSettings } from '#shared/scoring.js';
import { testConfig } from '#server/config.js';
import { loadNflDataSet } from '#server/nfl/data-set.js';

const data = loadNflDataSet(testConfig().nflDataDir);
const playerWeeks = data.weeklyFiles.filter((f) => f.name.startsWith('weekly_player_stats')).flatMap((f) => f.rows);
const defenseWeeks = data.weeklyFiles.filter((f) => f.name.startsWith('weekly_team_defense')).flatMap((f) => f.rows);

describe('fantasy points from stats', () => {
  it('reproduces the data’s own PPR, half-PPR and standard points on every player week', () => {
    expect(playerWeeks.length).toBe(5794 + 5872 + 5153 + 4499);
    const mismatches = playerWeeks.filter(
      (row) =>
        Math.abs(fantasyPoints(row, SCORING_PRESETS.PPR) - (row.fpts_ppr ?? 0)) > 0.005 ||
        Math.abs(fantasyPoints(row, SCORING_PRESETS.HALF_PPR) - (row.fpts_half ?? 0)) > 0.005 ||
        Math.abs(fantasyPoints(row, SCORING_PRESETS.STANDARD) - (row.fpts_std ?? 0)) > 0.005,
    );
    expect(mismatches).toEqual([]);
  });

  it('reproduces the team-defense points of 2024 and 2025 exactly', () => {
    const scored = defenseWeeks.filter((r) => r.season >= 2024 && r.fpts_ppr !== null);
    expect(scored.length).toBeGreaterThan(1000);
    expect(scored.filter((r) => Math.abs(fantasyPoints(r, SCORING_PRESETS.PPR) - (r.fpts_ppr ?? 0)) > 0.005)).toEqual([]);
  });

  it('differs on 2022–23 defenses only by the half sacks the files round away', () => {
    const scored = defenseWeeks.filter((r) => r.season <= 2023 && r.fpts_ppr !== null);
    const differences = scored.map((r) => Math.round((fantasyPoints(r, SCORING_PRESETS.PPR) - (r.fpts_ppr ?? 0)) * 100) / 100);
    expect(new Set(differences)).toEqual(new Set([0, 0.5, -0.5]));
    expect(differences.filter((d) => d !== 0).length).toBeLessThan(scored.length * 0.05);
  });

  it('follows a league’s own numbers', () => {
    const mahomesWeek1 = playerWeeks.find((r) => r.season === 2022 && r.week === 1 && r.player_id === '00-0033873');
    expect(mahomesWeek1).toBeDefined();
    const row = mahomesWeek1!;
    expect(row.pass_td).toBe(5);
    const sixPointPassing: ScoringSettings = { ...SCORING_PRESETS.PPR, passing_td: 6 };
    expect(fantasyPoints(row, sixPointPassing)).toBeCloseTo((row.fpts_ppr ?? 0) + 2 * 5, 5);
    expect(fantasyPoints(row, SCORING_PRESETS.PPR) - fantasyPoints(row, SCORING_PRESETS.STANDARD)).toBeCloseTo(row.receptions ?? 0, 5);
  });

  it('scores kickers by field-goal distance whatever the reception value', () => {
    const kick = { pat_made: 3, fg_made_20_29: 1, fg_made_40_49: 1, fg_made_50p: 1 };
    expect(fantasyPoints(kick, SCORING_PRESETS.PPR)).toBe(3 + 3 + 4 + 5);
    expect(fantasyPoints(kick, SCORING_PRESETS.STANDARD)).toBe(15);
  });

  it('tiers points allowed per game at the documented boundaries', () => {
    const tiers = [[0, 10], [1, 7], [6, 7], [7, 4], [13, 4], [14, 1], [20, 1], [21, 0], [27, 0], [28, -1], [34, -1], [35, -4], [60, -4]];
    for (const [allowed, points] of tiers) expect(pointsAllowedPoints(allowed!)).toBe(points);
    expect(fantasyPoints({ def_sacks: 3, def_interceptions: 1, def_td: 1, points_allowed: 10 }, SCORING_PRESETS.PPR)).toBe(3 + 2 + 6 + 4);
  });
});
