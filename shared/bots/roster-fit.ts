import { PLAYER_POSITIONS, type PlayerPosition, type PositionCounts, type RosterPositions } from '../draft/types.js';

/**
 * Which slots a roster's players fill, and so what a team may still add (docs/DECISIONS.md, Bots):
 * dedicated slots first, then FLEX (RB, WR, TE), then SUPERFLEX (QB, RB, WR, TE), then BENCH. The
 * order is optimal because each later slot takes every position an earlier one takes. The bots
 * use their own small helper rather than the room's roster rules, so they work with or without
 * those rules and never offer what a roster cannot hold.
 */
const FLEX: readonly PlayerPosition[] = ['RB', 'WR', 'TE'];
const SUPERFLEX: readonly PlayerPosition[] = ['QB', 'RB', 'WR', 'TE'];

export interface SlotsLeft {
  /** Starting slots left for the position (dedicated, FLEX, SUPERFLEX). */
  starter: number;
  /** Any slot the position could still go in, BENCH included. */
  any: number;
}

interface Fill {
  /** Players that fit nowhere: the roster is not legal. */
  overflow: number;
  dedicated: Record<PlayerPosition, number>;
  flex: number;
  superflex: number;
  bench: number;
}

function fill(counts: PositionCounts, roster: RosterPositions): Fill {
  const dedicated = {} as Record<PlayerPosition, number>;
  const extra = {} as Record<PlayerPosition, number>;
  for (const pos of PLAYER_POSITIONS) {
    const slots = roster[pos] ?? 0;
    dedicated[pos] = Math.max(0, slots - counts[pos]);
    extra[pos] = Math.max(0, counts[pos] - slots);
  }
  let flex = roster.FLEX ?? 0;
  let superflex = roster.SUPERFLEX ?? 0;
  let bench = roster.BENCH ?? 0;
  let overflow = 0;
  for (const pos of PLAYER_POSITIONS) {
    let left = extra[pos];
    if (FLEX.includes(pos)) {
      const used = Math.min(left, flex);
      flex -= used;
      left -= used;
    }
    if (SUPERFLEX.includes(pos)) {
      const used = Math.min(left, superflex);
      superflex -= used;
      left -= used;
    }
    const used = Math.min(left, bench);
    bench -= used;
    overflow += left - used;
  }
  return { overflow, dedicated, flex, superflex, bench };
}

/** Whether players of these position counts fit the roster's slots. */
export const rosterFits = (counts: PositionCounts, roster: RosterPositions): boolean => fill(counts, roster).overflow === 0;

/** The slots a team can still legally fill with a player of each position. */
export function slotsLeft(counts: PositionCounts, roster: RosterPositions): Record<PlayerPosition, SlotsLeft> {
  const f = fill(counts, roster);
  const out = {} as Record<PlayerPosition, SlotsLeft>;
  for (const pos of PLAYER_POSITIONS) {
    if (f.overflow > 0) {
      out[pos] = { starter: 0, any: 0 };
      continue;
    }
    const starter = f.dedicated[pos] + (FLEX.includes(pos) ? f.flex : 0) + (SUPERFLEX.includes(pos) ? f.superflex : 0);
    out[pos] = { starter, any: rosterFits({ ...counts, [pos]: counts[pos] + 1 }, roster) ? starter + f.bench : 0 };
  }
  return out;
}

/** Whether one more player of `position` still leaves a legal roster. */
export const canTake = (counts: PositionCounts, roster: RosterPositions, position: PlayerPosition): boolean =>
  rosterFits({ ...counts, [position]: counts[position] + 1 }, roster);
