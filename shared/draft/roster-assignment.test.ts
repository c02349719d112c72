import { describe, expect, it } from 'vitest';
import { assignRoster, canAddToRoster, checkRosterAdditions, positionsWithRoom, slotAccepts, STARTER_SLOTS, type StarterSlot } from './roster-assignment.js';
import { assignRosterSlots } from './rules.js';
import { PLAYER_POSITIONS, ROSTER_SLOT_KEYS, type DraftPick, type PlayerPosition, type RosterPositions, type RosterSlotKey } from './types.js';

const players = (...positions: PlayerPosition[]) => positions.map((position_code, id) => ({ id, position_code }));

/** The slot each player got: a starter slot, BENCH, or null for no place. */
function slotsOf(roster: RosterPositions, list: ReturnType<typeof players>) {
  const fit = assignRoster(roster, list);
  return list.map((p) => fit.slots.find((s) => s.players.includes(p))?.slot ?? (fit.unplaced.includes(p) ? null : 'BENCH'));
}

/** Every way to seat the players, tried one by one: the oracle the matching must agree with. */
function bruteForceLegal(roster: RosterPositions, positions: readonly PlayerPosition[]): boolean {
  const left = new Map<RosterSlotKey, number>(ROSTER_SLOT_KEYS.map((k) => [k, roster[k] ?? 0]));
  const seat = (i: number): boolean => {
    const position = positions[i];
    if (position === undefined) return true;
    for (const slot of ROSTER_SLOT_KEYS) {
      const room = left.get(slot) ?? 0;
      if (room === 0 || !slotAccepts(slot, position)) continue;
      left.set(slot, room - 1);
      const ok = seat(i + 1);
      left.set(slot, room);
      if (ok) return true;
    }
    return false;
  };
  return seat(0);
}

/** A small deterministic generator, so a failure replays. */
function random(seed: number) {
  let state = seed;
  return (n: number) => {
    state = (state * 1103515245 + 12345) % 2147483648;
    // The high bits: an LCG's low bits repeat with short periods (the lowest two every four draws).
    return Math.floor(state / 65536) % n;
  };
}

/** A random roster (each slot kind absent or 0 to `most` - 1) and up to `maxPlayers` - 1 players of random positions. */
function randomCase(next: (n: number) => number, most: number, maxPlayers: number) {
  const roster: RosterPositions = {};
  for (const slot of ROSTER_SLOT_KEYS) if (next(most) > 0) roster[slot] = next(most);
  const positions = Array.from({ length: next(maxPlayers) }, () => PLAYER_POSITIONS[next(PLAYER_POSITIONS.length)] as PlayerPosition);
  return { roster, positions, list: positions.map((position_code, id) => ({ id, position_code })) };
}

describe('the roster rule (a matching of players to slots)', () => {
  const small: RosterPositions = { QB: 1, RB: 1, WR: 1, BENCH: 1 };

  it('refuses a third QB and a kicker on QB 1, RB 1, WR 1, BENCH 1, naming the team and position', () => {
    const held = players('QB', 'QB');
    expect(canAddToRoster(small, held, 'QB', "Ana's Audibles")).toEqual({ ok: false, error: "No open roster slot for a QB on Ana's Audibles" });
    expect(canAddToRoster(small, held, 'K', "Ana's Audibles")).toEqual({ ok: false, error: "No open roster slot for a K on Ana's Audibles" });
    expect(canAddToRoster(small, held, 'RB', 'Team 2')).toEqual({ ok: true, value: 'RB' });
    expect(canAddToRoster(small, players('QB', 'QB', 'WR'), 'RB', 'Team 2')).toEqual({ ok: true, value: 'RB' });
    expect(canAddToRoster(small, players('QB', 'QB', 'RB'), 'RB', 'Ana')).toEqual({ ok: false, error: 'No open roster slot for an RB on Ana' });
  });

  it('fills the bench with anyone once the starter slots that accept a player are taken', () => {
    expect(canAddToRoster(small, players('QB'), 'K', 'T')).toEqual({ ok: true, value: 'BENCH' });
    expect(canAddToRoster(small, players('QB'), 'QB', 'T')).toEqual({ ok: true, value: 'BENCH' });
    expect(canAddToRoster(small, [], 'QB', 'T')).toEqual({ ok: true, value: 'QB' });
  });

  it('FLEX and SUPERFLEX take RB, WR and TE but not QB, K or DEF', () => {
    const flexes: RosterPositions = { FLEX: 1, SUPERFLEX: 1 };
    expect(slotsOf(flexes, players('TE', 'WR'))).toEqual(['FLEX', 'SUPERFLEX']);
    for (const position of ['QB', 'K', 'DEF'] as const) expect(canAddToRoster(flexes, [], position, 'T').ok).toBe(false);
    expect(canAddToRoster(flexes, players('RB', 'RB'), 'TE', 'T')).toEqual({ ok: false, error: 'No open roster slot for a TE on T' });
  });

  it('shares FLEX between positions: a receiver over its own slots takes the FLEX, then the bench, then nothing', () => {
    const roster: RosterPositions = { RB: 1, WR: 1, FLEX: 1, BENCH: 1 };
    expect(slotsOf(roster, players('WR', 'WR', 'WR', 'RB'))).toEqual(['WR', 'FLEX', 'BENCH', 'RB']);
    expect(canAddToRoster(roster, players('WR', 'WR', 'WR', 'RB'), 'RB', 'T')).toEqual({ ok: false, error: 'No open roster slot for an RB on T' });
    // Without the bench the third receiver has no place: the last given is the one left out.
    const fit = assignRoster({ RB: 1, WR: 1, FLEX: 1 }, players('WR', 'WR', 'RB', 'WR'));
    expect(fit.legal).toBe(false);
    expect(fit.unplaced.map((p) => p.id)).toEqual([3]);
  });

  it('a full roster takes nobody; an empty one leaves every slot open', () => {
    const roster: RosterPositions = { QB: 1, RB: 1, K: 1, BENCH: 1 };
    const full = players('QB', 'RB', 'K', 'DEF');
    expect(assignRoster(roster, full).legal).toBe(true);
    for (const position of PLAYER_POSITIONS) expect(canAddToRoster(roster, full, position, 'T').ok).toBe(false);
    const empty = assignRoster(roster, []);
    expect(empty.slots.map((s) => [s.slot, s.capacity, s.players.length])).toEqual([['QB', 1, 0], ['RB', 1, 0], ['K', 1, 0]]);
    expect(empty.bench).toEqual([]);
    expect(positionsWithRoom(roster, [], PLAYER_POSITIONS)).toEqual([...PLAYER_POSITIONS]);
    expect(positionsWithRoom({ QB: 1, RB: 1 }, players('QB'), PLAYER_POSITIONS)).toEqual(['RB']);
    expect(assignRoster({}, players('QB')).legal).toBe(false);
  });

  it('judges only the newcomers: a roster already over its slots refuses an addition, not what it holds', () => {
    const held = players('K', 'K', 'K');
    const incoming = players('WR');
    expect(checkRosterAdditions({ K: 1, WR: 1 }, held, incoming, 'T').ok).toBe(true);
    expect(checkRosterAdditions({ K: 1, WR: 1 }, held, players('K'), 'T')).toEqual({ ok: false, error: 'No open roster slot for a K on T' });
  });

  it('agrees with trying every seating, whatever order the players come in (random rosters)', () => {
    const next = random(7);
    for (let round = 0; round < 400; round += 1) {
      const { roster, positions, list } = randomCase(next, 3, 8);
      const fit = assignRoster(roster, list);
      expect(fit.legal, JSON.stringify({ roster, positions })).toBe(bruteForceLegal(roster, positions));
      expect(assignRoster(roster, [...list].reverse()).legal).toBe(fit.legal);
      // Nobody sits on the bench while a starter slot that accepts him is empty.
      for (const filled of fit.slots) {
        if (filled.players.length < filled.capacity) expect(fit.bench.some((p) => slotAccepts(filled.slot, p.position_code))).toBe(false);
        expect(filled.players.every((p) => slotAccepts(filled.slot, p.position_code))).toBe(true);
      }
    }
  });
});

/**
 * The matching searched for every player in turn, with no shortcut: which players start, and where, as
 * the rule had it before it skipped the later players of a position that found no place.
 */
function startersSearchingEveryPlayer(roster: RosterPositions, positions: readonly PlayerPosition[]): (StarterSlot | null)[] {
  const kinds = STARTER_SLOTS.flatMap((slot) => Array.from({ length: Math.max(0, roster[slot] ?? 0) }, () => slot));
  const occupant: (number | null)[] = kinds.map(() => null);
  const accepts = (s: number, p: number) => slotAccepts(kinds[s] as StarterSlot, positions[p] as PlayerPosition);
  const place = (p: number, visited: boolean[]): boolean => {
    const free = occupant.findIndex((holder, s) => holder === null && accepts(s, p));
    if (free >= 0) return (occupant[free] = p), true;
    for (let s = 0; s < kinds.length; s += 1) {
      const holder = occupant[s];
      if (visited[s] || holder === null || holder === undefined || !accepts(s, p)) continue;
      visited[s] = true;
      if (place(holder, visited)) return (occupant[s] = p), true;
    }
    return false;
  };
  positions.forEach((_, p) => place(p, kinds.map(() => false)));
  return positions.map((_, p) => {
    const s = occupant.indexOf(p);
    return s >= 0 ? (kinds[s] as StarterSlot) : null;
  });
}

describe('the roster rule on full rosters', () => {
  it('starts the same players in the same slots as a search for every player (1,000 random rosters, up to 30 players)', () => {
    const next = random(11);
    for (let round = 0; round < 1000; round += 1) {
      const { roster, positions, list } = randomCase(next, 4, 31);
      const fit = assignRoster(roster, list);
      const started = list.map((p) => fit.slots.find((s) => s.players.includes(p))?.slot ?? null);
      expect(started, JSON.stringify({ roster, positions })).toEqual(startersSearchingEveryPlayer(roster, positions));
    }
  });

  it('benches every later player of a position once one of it finds no starter slot, and still starts the others', () => {
    // QB 1, FLEX 1: the second QB has no place; the receiver after it still takes the FLEX.
    expect(slotsOf({ QB: 1, FLEX: 1, BENCH: 3 }, players('QB', 'QB', 'WR', 'QB'))).toEqual(['QB', 'BENCH', 'FLEX', 'BENCH']);
  });
});

describe('the Roster View assignment (assignRosterSlots)', () => {
  const pick = (id: number, position: PlayerPosition, price: number) => ({ fantasy_pick_id: id, position_code: position, acquisition_price: price, pick_number: id }) as DraftPick;

  it('starts the highest-priced players, in display order, and never benches a player an empty slot accepts', () => {
    const picks = [pick(1, 'WR', 5), pick(2, 'WR', 30), pick(3, 'RB', 20), pick(4, 'WR', 10), pick(5, 'TE', 1)];
    const result = assignRosterSlots(picks, { RB: 1, WR: 1, TE: 1, FLEX: 1, BENCH: 1 });
    expect(result.slots.map((s) => [s.slot, s.players.map((p) => p.fantasy_pick_id)])).toEqual([
      ['RB', [3]],
      ['WR', [2]],
      ['TE', [5]],
      ['FLEX', [4]],
    ]);
    expect(result.bench.map((p) => p.fantasy_pick_id)).toEqual([1]);
    expect(STARTER_SLOTS).toEqual(['QB', 'RB', 'WR', 'TE', 'FLEX', 'SUPERFLEX', 'K', 'DEF']);
  });
});
