import type { PlayerPosition, RosterPositions } from '../draft/types.js';
import { slotAccepts } from '../draft/roster-assignment.js';
import { STARTER_FILL_ORDER } from '../values/lineup.js';

/** A starting slot of a draft's roster (every key but BENCH). */
export type StarterSlot = (typeof STARTER_FILL_ORDER)[number];

export interface ScoredPlayer {
  position: PlayerPosition;
  points: number;
}

export interface Lineup<T extends ScoredPlayer> {
  /** Sum of the starters' points, to one decimal. */
  points: number;
  /** Filled slots in the roster's display order (QB, RB, WR, TE, FLEX, SUPERFLEX, K, DEF). */
  starters: { slot: StarterSlot; player: T }[];
  /** Slots no player on the roster can fill. */
  open: StarterSlot[];
}

const DISPLAY_ORDER: readonly StarterSlot[] = ['QB', 'RB', 'WR', 'TE', 'FLEX', 'SUPERFLEX', 'K', 'DEF'];

/**
 * The starting lineup with the most projected points (docs/DECISIONS.md, "Draft analytics"). A slot
 * takes whom the room's roster rule lets it take (shared/draft/roster-assignment.ts: FLEX and
 * SUPERFLEX a running back, receiver or tight end), so the lineup is one the room would seat.
 *
 * Which sets of players can start together form a transversal matroid (players matched to slots
 * they are eligible for), so taking players best first and keeping each one whenever a matching
 * of everyone kept still exists is optimal, whatever FLEX and SUPERFLEX allow. The matching is
 * kept by augmenting paths: a new player may push a kept one from a flexible slot to another.
 * Filling slots one by one instead can be wrong when flexible slots compete for the same players.
 * Players with negative points never start: an empty slot scores 0. Equal points keep input order.
 */
export function bestLineup<T extends ScoredPlayer>(players: readonly T[], roster: RosterPositions): Lineup<T> {
  const slots: StarterSlot[] = DISPLAY_ORDER.flatMap((slot) => Array<StarterSlot>(Math.max(0, roster[slot] ?? 0)).fill(slot));
  const holder: (number | undefined)[] = slots.map(() => undefined);
  const order = players.map((_, i) => i).sort((a, b) => (players[b] as T).points - (players[a] as T).points || a - b);

  const place = (p: number, seen: boolean[]): boolean => {
    const position = (players[p] as T).position;
    for (let s = 0; s < slots.length; s++) {
      if (seen[s] || !slotAccepts(slots[s] as StarterSlot, position)) continue;
      seen[s] = true;
      const current = holder[s];
      if (current === undefined || place(current, seen)) {
        holder[s] = p;
        return true;
      }
    }
    return false;
  };

  for (const p of order) {
    if ((players[p] as T).points < 0) break;
    if (holder.every((h) => h !== undefined)) break;
    place(p, slots.map(() => false));
  }

  const chosen = holder.filter((h): h is number => h !== undefined).sort((a, b) => (players[b] as T).points - (players[a] as T).points || a - b);
  return { points: Math.round(chosen.reduce((s, p) => s + (players[p] as T).points, 0) * 10) / 10, ...placeChosen(chosen.map((p) => players[p] as T), slots) };
}

/**
 * Which chosen starter shows in which slot: each position's best in its own slots, then FLEX,
 * then SUPERFLEX, best first. The matching above proved the chosen set fits; filling narrow slots
 * first keeps it fitting (a flexible slot takes only what the dedicated ones leave), and the
 * lineup reads the same however the matching happened to move players.
 */
function placeChosen<T extends ScoredPlayer>(chosen: readonly T[], slots: readonly StarterSlot[]): Pick<Lineup<T>, 'starters' | 'open'> {
  const left = [...chosen];
  const filled = new Map<number, T>();
  for (const kind of STARTER_FILL_ORDER) {
    slots.forEach((slot, s) => {
      if (slot !== kind) return;
      const i = left.findIndex((player) => slotAccepts(slot, player.position));
      if (i < 0) return;
      filled.set(s, left[i] as T);
      left.splice(i, 1);
    });
  }
  const starters: Lineup<T>['starters'] = [];
  const open: StarterSlot[] = [];
  slots.forEach((slot, s) => {
    const player = filled.get(s);
    if (player) starters.push({ slot, player });
    else open.push(slot);
  });
  return { starters, open };
}
