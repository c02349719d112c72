import { accept, refuse, type Checked } from '../checked.js';
import { ROSTER_SLOT_KEYS, type PlayerPosition, type RosterPositions, type RosterSlotKey } from './types.js';

/**
 * The one roster rule (docs/DECISIONS.md, One roster rule): a roster is legal when its players can
 * be assigned to the draft's slots. FLEX and SUPERFLEX take a running back, receiver or tight end
 * (spec 02 §5), BENCH takes anyone. Deciding that is a bipartite matching: a greedy pass can
 * strand a receiver on a full bench while a FLEX it could have shared stays empty. Every command
 * that adds or moves a player, the forms that say it before sending, the Roster View and the
 * rosters CSV use this file, so they agree.
 */

export type StarterSlot = Exclude<RosterSlotKey, 'BENCH'>;

/** Starter slots in display order (spec 02 §2 Roster view). */
export const STARTER_SLOTS: readonly StarterSlot[] = ROSTER_SLOT_KEYS.filter((k): k is StarterSlot => k !== 'BENCH');

export const FLEX_POSITIONS: readonly PlayerPosition[] = ['RB', 'WR', 'TE'];

/** Whether a player of `position` may fill `slot`. */
export function slotAccepts(slot: RosterSlotKey, position: PlayerPosition): boolean {
  if (slot === 'BENCH') return true;
  if (slot === 'FLEX' || slot === 'SUPERFLEX') return FLEX_POSITIONS.includes(position);
  return slot === position;
}

/** What the rule reads of a player: its position. Any richer shape (a pick) passes through. */
export interface RosterPlayer {
  position_code: PlayerPosition;
}

export interface FilledSlot<P> {
  slot: StarterSlot;
  capacity: number;
  /** At most `capacity` players. */
  players: P[];
}

export interface RosterFit<P> {
  /** Every starter slot the roster defines (count above 0), in display order. */
  slots: FilledSlot<P>[];
  /** Players no starter slot holds, in the order given; a legal roster has at most `benchSlots`. */
  bench: P[];
  /** BENCH slots of the roster (0 when it defines none). */
  benchSlots: number;
  /** Players beyond the bench: the last ones of `bench` that have no place. Empty on a legal roster. */
  unplaced: P[];
  legal: boolean;
}

/**
 * Assign `players` to the roster's slots. Players earlier in the list have priority: each takes
 * the first free starter slot (display order) that accepts it, as a greedy pass would; only when
 * none is free does it look for an augmenting path, moving players already placed to other slots
 * that accept them. Once placed, a player stays placed, so the starters are the earliest players
 * that can start together and a player that no slot could take is one of the last given.
 * Sizes are a roster's (at most 10 slots of each kind), so the simple O(slots x players) search
 * per player is ample.
 */
export function assignRoster<P extends RosterPlayer>(roster: RosterPositions, players: readonly P[]): RosterFit<P> {
  const slotKinds: StarterSlot[] = STARTER_SLOTS.flatMap((slot) => Array.from({ length: Math.max(0, roster[slot] ?? 0) }, () => slot));
  // occupant[i]: index into players of who holds slot instance i.
  const occupant: (number | null)[] = slotKinds.map(() => null);
  const accepts = (slotIndex: number, playerIndex: number) => slotAccepts(slotKinds[slotIndex] as StarterSlot, (players[playerIndex] as P).position_code);

  const place = (playerIndex: number, visited: boolean[]): boolean => {
    // A free slot first, in display order: the greedy choice when there is one.
    for (let s = 0; s < slotKinds.length; s += 1) {
      if (occupant[s] === null && accepts(s, playerIndex)) {
        occupant[s] = playerIndex;
        return true;
      }
    }
    for (let s = 0; s < slotKinds.length; s += 1) {
      const holder = occupant[s];
      if (visited[s] || holder === null || holder === undefined || !accepts(s, playerIndex)) continue;
      visited[s] = true;
      if (place(holder, visited)) {
        occupant[s] = playerIndex;
        return true;
      }
    }
    return false;
  };

  // One visited list, cleared for each player: every pick runs this for the buying team.
  const visited = slotKinds.map(() => false);
  // A player no augmenting path can place stays unplaceable however later players are placed (the
  // augmenting-path theorem behind Kuhn's matching), and players of one position are accepted by the
  // same slots: once one of a position fails, the later ones of it are bench players without a search.
  // On a full roster most players are, and each failed search visits every slot.
  const unplaceable = new Set<PlayerPosition>();
  players.forEach((player, index) => {
    if (unplaceable.has(player.position_code)) return;
    visited.fill(false);
    if (!place(index, visited)) unplaceable.add(player.position_code);
  });

  // Within one kind of slot, players keep the order given (the Roster View lists by price). A filter,
  // not a flatMap with an array per occupant: the server runs this on every pick, and this rule was
  // 6.6 % of what a pick allocated, 5.2 % with the filter (docs/BENCHMARKS.md, "Old-space churn"). The board's
  // first load carries this file too, and its budget has bytes, not kilobytes, to spare
  // (tests/browser/party-network.test.ts).
  const slots: FilledSlot<P>[] = STARTER_SLOTS.filter((slot) => (roster[slot] ?? 0) > 0).map((slot) => ({
    slot,
    capacity: roster[slot] ?? 0,
    players: occupant
      .filter((playerIndex, s): playerIndex is number => playerIndex !== null && slotKinds[s] === slot)
      .sort((a, b) => a - b)
      .map((i) => players[i] as P),
  }));

  const bench = players.filter((_, index) => !occupant.includes(index));
  const benchSlots = Math.max(0, roster.BENCH ?? 0);
  const unplaced = bench.slice(benchSlots);
  return { slots, bench, benchSlots, unplaced, legal: unplaced.length === 0 };
}

/** "a QB", "an RB": the article as the letters are read aloud. */
const withArticle = (position: PlayerPosition) => `${position === 'RB' ? 'an' : 'a'} ${position}`;

export const noOpenSlot = (position: PlayerPosition, teamName: string) => `No open roster slot for ${withArticle(position)} on ${teamName}`;

/**
 * The team holding `held` receives `incoming`: refused with the position of the first newcomer
 * that has no place, naming the team. Players already held come first, so a roster that was
 * already over its slots (last season's imported results are not held to them) is refused only
 * when a newcomer has no place, never for what it held before.
 */
export function checkRosterAdditions<P extends RosterPlayer>(roster: RosterPositions, held: readonly P[], incoming: readonly P[], teamName: string): Checked<RosterFit<P>> {
  const fit = assignRoster(roster, [...held, ...incoming]);
  const stranded = fit.unplaced.find((player) => incoming.includes(player));
  return stranded ? refuse(noOpenSlot(stranded.position_code, teamName)) : accept(fit);
}

/**
 * Can the team holding `players` take one more player of `position`? The value is the slot the
 * newcomer takes (players held keep theirs where they can; one may move to make room).
 */
export function canAddToRoster(roster: RosterPositions, players: readonly RosterPlayer[], position: PlayerPosition, teamName: string): Checked<RosterSlotKey> {
  const newcomer: RosterPlayer = { position_code: position };
  const checked = checkRosterAdditions<RosterPlayer>(roster, players, [newcomer], teamName);
  if (!checked.ok) return checked;
  const starter = checked.value.slots.find((slot) => slot.players.includes(newcomer));
  return accept(starter?.slot ?? 'BENCH');
}

/** The positions the team could still add one of: what auto-nomination may pick from. */
export function positionsWithRoom(roster: RosterPositions, players: readonly RosterPlayer[], positions: readonly PlayerPosition[]): PlayerPosition[] {
  return positions.filter((position) => canAddToRoster(roster, players, position, '').ok);
}
