import type { PlayerPosition, RosterPositions, RosterSlotKey } from '../draft/types.js';

/**
 * Which positions may fill a starting slot when players are valued and lineups are scored.
 * FLEX takes a running back, receiver or tight end; SUPERFLEX also a quarterback (the usual
 * meaning of the slot; docs/VALUES.md). BENCH never starts.
 */
export const STARTER_ELIGIBILITY: Record<Exclude<RosterSlotKey, 'BENCH'>, readonly PlayerPosition[]> = {
  QB: ['QB'],
  RB: ['RB'],
  WR: ['WR'],
  TE: ['TE'],
  K: ['K'],
  DEF: ['DEF'],
  FLEX: ['RB', 'WR', 'TE'],
  SUPERFLEX: ['QB', 'RB', 'WR', 'TE'],
};

/** Dedicated slots first, then the narrower FLEX, then SUPERFLEX, so a flexible slot never takes a player a dedicated one needs. */
export const STARTER_FILL_ORDER = ['QB', 'RB', 'WR', 'TE', 'K', 'DEF', 'FLEX', 'SUPERFLEX'] as const;

export interface LineupPlayer {
  position: PlayerPosition;
  points: number;
}

/**
 * Fill `copies` lineups of the roster's starting slots from the players, best points first in
 * each slot, dedicated slots before flexible ones. Returns the chosen players (a subset of the
 * input). With copies = the number of teams this is the league's starter pool; with 1 and a
 * team's roster it is that team's best lineup.
 */
export function fillStarters<T extends LineupPlayer>(players: readonly T[], roster: RosterPositions, copies: number): T[] {
  const sorted = [...players].sort((a, b) => b.points - a.points);
  const taken = new Set<T>();
  for (const slot of STARTER_FILL_ORDER) {
    let open = (roster[slot] ?? 0) * copies;
    const eligible = STARTER_ELIGIBILITY[slot];
    for (const player of sorted) {
      if (open <= 0) break;
      if (taken.has(player) || !eligible.includes(player.position)) continue;
      taken.add(player);
      open -= 1;
    }
  }
  return sorted.filter((p) => taken.has(p));
}
