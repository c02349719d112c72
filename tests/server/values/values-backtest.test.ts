import { describe, expect, it } from 'vitest';
import type { PlayerPosition } from '#shared/draft/types.js';
import { auctionValues } from '#shared/values/auction-values.js';
import { ALL_POSITIONS } from '#server/nfl/backtest.js';
import { EVERY_PLAYER, scoreValues, valuesFrom } from '#server/values/values-backtest.js';

// A small league: 2 teams of QB, RB, WR, TE, K, DEF and one bench slot, so a handful of players
// per position decides the values and every figure below can be checked by hand.
const league = { teams: 2, budget: 20, roster: { QB: 1, RB: 1, WR: 1, TE: 1, FLEX: 0, K: 1, DEF: 1, BENCH: 1 } };
const positions: PlayerPosition[] = ['QB', 'RB', 'WR', 'TE', 'K', 'DEF'];
const players = positions.flatMap((position) => [1, 2, 3, 4].map((n) => ({ id: `${position}${n}`, position })));
/** Points falling with n, so player 1 of each position is its best. */
const ladder = (scale: number) => new Map(players.map((p) => [p.id, scale * (100 - 20 * Number(p.id.slice(-1)))]));

describe('values backtest', () => {
  it('values points with the league method, a missing player counting 0 points', () => {
    const points = ladder(1);
    points.delete('QB1');
    const values = valuesFrom(players, points, league);
    const direct = auctionValues(
      players.map((p) => ({ ...p, points: points.get(p.id) ?? 0 })),
      league,
    );
    expect(Object.fromEntries(values)).toEqual(Object.fromEntries(direct.players.map((p) => [p.id, p.value])));
    expect(values.get('QB1')).toBe(1);
    expect([...values.values()].reduce((s, v) => s + v, 0)).toBeGreaterThan(players.length);
  });

  it('scores a perfect forecast at zero error and full correlation, and a wrong one worse', () => {
    const actual = ladder(1);
    // Last season the order was turned round at every position.
    const reversed = new Map(players.map((p) => [p.id, 100 - 20 * (5 - Number(p.id.slice(-1)))]));
    const scores = scoreValues(players, { model: actual, baseline: reversed, actual }, league);
    const all = scores.find((s) => s.position === ALL_POSITIONS);
    expect(all?.modelMae).toBe(0);
    expect(all?.modelSpearman).toBeCloseTo(1, 10);
    expect(all?.baselineMae).toBeGreaterThan(0);
    expect(all?.baselineSpearman).toBeLessThan(all?.modelSpearman ?? 0);
  });

  it('values are blind to one scale for all points (a partial season compares with a full one)', () => {
    expect(valuesFrom(players, ladder(0.75), league)).toEqual(valuesFrom(players, ladder(1), league));
  });

  it('scores the players worth more than $1 in any of the three sets, and everyone with a game last season', () => {
    const actual = ladder(1);
    // The model prices QB3 (a $1 player in truth); the baseline has no QB4 (no game last season).
    const model = new Map(actual).set('QB3', 150);
    const baseline = new Map(actual);
    baseline.delete('QB4');
    const values = [model, baseline, actual].map((points) => valuesFrom(players, points, league));
    const priced = players.filter((p) => values.some((v) => (v.get(p.id) ?? 1) > 1)).map((p) => p.id);
    expect(priced).toContain('QB3');
    const scores = scoreValues(players, { model, baseline, actual }, league);
    expect(scores.map((s) => s.position)).toEqual([...positions, ALL_POSITIONS, EVERY_PLAYER]);
    expect(scores.find((s) => s.position === ALL_POSITIONS)?.players).toBe(priced.length);
    expect(scores.find((s) => s.position === 'QB')?.players).toBe(priced.filter((id) => id.startsWith('QB')).length);
    expect(scores.find((s) => s.position === EVERY_PLAYER)?.players).toBe(players.length - 1);
    // The model's miss costs it: the baseline (here the truth but for a $1 QB4) wins at QB.
    const qb = scores.find((s) => s.position === 'QB');
    expect(qb?.modelMae).toBeGreaterThan(qb?.baselineMae ?? Infinity);
  });

});
