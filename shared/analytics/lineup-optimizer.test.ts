import { describe, expect, it } from 'vitest';
import type { PlayerPosition, RosterPositions } from '../draft/types.js';
import { slotAccepts } from '../draft/roster-assignment.js';
import { bestLineup, type StarterSlot } from './lineup-optimizer.js';

/** The lineup optimizer on hand-built rosters, and against every possible lineup on random ones. */

const p = (name: string, position: PlayerPosition, points: number) => ({ name, position, points });
type P = ReturnType<typeof p>;

/** The best total by trying every assignment of players to slots (small rosters only). */
function bruteForce(players: readonly P[], roster: RosterPositions): number {
  const slots = (Object.keys(roster) as (keyof RosterPositions)[]).flatMap((s) => (s !== 'BENCH' ? Array<StarterSlot>(roster[s] ?? 0).fill(s) : []));
  const used = players.map(() => false);
  const go = (s: number): number => {
    if (s === slots.length) return 0;
    let best = go(s + 1); // leave the slot empty
    players.forEach((player, i) => {
      if (used[i] || !slotAccepts(slots[s] as StarterSlot, player.position)) return;
      used[i] = true;
      best = Math.max(best, player.points + go(s + 1));
      used[i] = false;
    });
    return best;
  };
  return Math.round(go(0) * 10) / 10;
}

describe('bestLineup', () => {
  it('fills dedicated slots and FLEX with the best eligible players; the bench does not score', () => {
    const roster = { QB: 1, RB: 2, WR: 2, TE: 1, FLEX: 1, K: 1, DEF: 1, BENCH: 5 };
    const players = [
      p('QB1', 'QB', 300), p('QB2', 'QB', 280), p('RB1', 'RB', 250), p('RB2', 'RB', 200), p('RB3', 'RB', 190),
      p('WR1', 'WR', 240), p('WR2', 'WR', 150), p('WR3', 'WR', 185), p('TE1', 'TE', 120), p('TE2', 'TE', 110), p('K1', 'K', 140), p('D1', 'DEF', 100),
    ];
    const lineup = bestLineup(players, roster);
    expect(lineup.points).toBe(300 + 250 + 200 + 240 + 185 + 120 + 190 + 140 + 100);
    expect(lineup.starters.map((s) => `${s.slot}:${s.player.name}`)).toEqual(['QB:QB1', 'RB:RB1', 'RB:RB2', 'WR:WR1', 'WR:WR3', 'TE:TE1', 'FLEX:RB3', 'K:K1', 'DEF:D1']);
    expect(lineup.open).toEqual([]);
  });

  it('fills SUPERFLEX as the room does: a running back, receiver or tight end, never a second quarterback', () => {
    // Spec 02: FLEX and SUPERFLEX accept RB, WR, TE. The second quarterback (280) sits; the
    // receiver (100) starts in SUPERFLEX: 300 + 260 + 100 = 660.
    const roster = { QB: 1, SUPERFLEX: 1, FLEX: 1 };
    const players = [p('QB1', 'QB', 300), p('RB1', 'RB', 260), p('QB2', 'QB', 280), p('WR1', 'WR', 100)];
    const lineup = bestLineup(players, roster);
    expect(lineup.points).toBe(660);
    expect(lineup.starters.map((s) => `${s.slot}:${s.player.name}`)).toEqual(['QB:QB1', 'FLEX:RB1', 'SUPERFLEX:WR1']);
  });

  it('moves a player already placed in a flexible slot when a better player needs that slot', () => {
    // WR 200 is kept first and may land in either flexible slot; RB 150 takes the other; the
    // quarterback has no slot a roster would seat him in.
    const roster = { WR: 0, FLEX: 1, SUPERFLEX: 1 };
    const players = [p('WR1', 'WR', 200), p('RB1', 'RB', 150), p('QB1', 'QB', 120)];
    expect(bestLineup(players, roster).points).toBe(350);
  });

  it('leaves slots nobody can fill open, and starts nobody with negative points', () => {
    const roster = { QB: 1, RB: 2, K: 1, DEF: 1, FLEX: 1, BENCH: 3 };
    const lineup = bestLineup([p('RB1', 'RB', 100), p('D1', 'DEF', -4)], roster);
    expect(lineup.points).toBe(100);
    expect(lineup.starters.map((s) => s.player.name)).toEqual(['RB1']);
    expect(lineup.open).toEqual(['QB', 'RB', 'FLEX', 'K', 'DEF']);
    expect(bestLineup([], roster)).toEqual({ points: 0, starters: [], open: ['QB', 'RB', 'RB', 'FLEX', 'K', 'DEF'] });
  });

  it('on ties keeps the earlier player and the same total either way', () => {
    const roster = { RB: 1, FLEX: 1 };
    const a = [p('RB1', 'RB', 150), p('WR1', 'WR', 150), p('RB2', 'RB', 150)];
    const first = bestLineup(a, roster);
    const reversed = bestLineup([...a].reverse(), roster);
    expect(first.points).toBe(300);
    expect(reversed.points).toBe(300);
    expect(first.starters.map((s) => s.player.name).sort()).toEqual(['RB1', 'WR1']);
    expect(reversed.starters.map((s) => s.player.name).sort()).toEqual(['RB2', 'WR1']);
  });

  it('equals the best of every possible lineup on random rosters with FLEX and SUPERFLEX', () => {
    let seed = 7;
    const rand = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
    const positions: PlayerPosition[] = ['QB', 'RB', 'WR', 'TE', 'K', 'DEF'];
    for (let round = 0; round < 300; round++) {
      const roster: RosterPositions = {
        QB: Math.floor(rand() * 2), RB: Math.floor(rand() * 3), WR: Math.floor(rand() * 3), TE: Math.floor(rand() * 2),
        FLEX: Math.floor(rand() * 2), SUPERFLEX: Math.floor(rand() * 2), K: Math.floor(rand() * 2), DEF: Math.floor(rand() * 2),
      };
      const players = Array.from({ length: 2 + Math.floor(rand() * 7) }, (_, i) => p(`P${i}`, positions[Math.floor(rand() * 6)] as PlayerPosition, Math.round(rand() * 3000) / 10 - 5));
      const lineup = bestLineup(players, roster);
      expect(lineup.points, JSON.stringify({ roster, players })).toBeCloseTo(bruteForce(players, roster), 6);
      // Every chosen starter has a slot it may fill, and the slots shown add up to the total.
      expect(lineup.starters.reduce((s, x) => s + x.player.points, 0)).toBeCloseTo(lineup.points, 6);
      for (const { slot, player } of lineup.starters) expect(slotAccepts(slot, player.position)).toBe(true);
    }
  });
});
