import { produce } from 'immer';
import { loadavg } from 'node:os';
import { deriveTeams } from '#shared/draft/derive.js';
import type { DraftEvent } from '#shared/draft/events.js';
import { applyEventMutably } from '#shared/draft/reducer.js';
import type { DraftPick, DraftSnapshot, DraftValueTable, PlayerPosition } from '#shared/draft/types.js';
import { baseSnapshot, makePick, makeTeam } from '../tests/helpers/room-server.js';

/**
 * The live store's reducer in Node (the render work, docs/BENCHMARKS.md): CPU time to apply one `pick.created`
 * the way the client's store does it (an immer produce over the room's state, shared/draft/reducer.ts
 * and derive.ts), on a 32-team board holding BENCH_PICKS picks (350 by default) and a value table of
 * 1,200 players. No goal of its own: it is part of the render bench's "socket event to last commit".
 * Its profile: `node --cpu-prof --cpu-prof-dir=profiles --import tsx scripts/bench.ts reducer`.
 */
const TEAMS = 32;
const PICKS = Number(process.env.BENCH_PICKS ?? 350);
const MEASURED = Number(process.env.BENCH_EVENTS ?? 1000);
const ROUNDS = 5;
const AT = '2026-08-01T00:00:00.000Z';
const POSITIONS: PlayerPosition[] = ['QB', 'RB', 'WR', 'TE', 'K', 'DEF'];

const pick = (id: number): DraftPick => makePick(id, 1 + (id % TEAMS), 1 + (id % 20), POSITIONS[id % POSITIONS.length]);

function board(picks: number): DraftSnapshot {
  const values: DraftValueTable = {};
  for (let i = 1; i <= 1200; i++) values[`P${i}`] = [Math.max(1, Math.round(60 - i / 20)), 100];
  const snapshot = baseSnapshot(7);
  Object.assign(snapshot.draft, {
    league_name: 'Bench League',
    season: 2026,
    num_teams: TEAMS,
    num_rounds: 16,
    roster_positions: { QB: 1, RB: 2, WR: 2, TE: 1, FLEX: 1, K: 1, DEF: 1, BENCH: 7 },
    public_enabled: false,
  });
  snapshot.teams = Array.from({ length: TEAMS }, (_, i) => makeTeam(i + 1));
  snapshot.picks = Array.from({ length: picks }, (_, i) => pick(i + 1));
  snapshot.values = values;
  deriveTeams(snapshot);
  return produce(snapshot, () => undefined);
}

/** One round of measured sales, then the board goes back to PICKS picks so every round sees the same size. */
function round(): number {
  let state = { snapshot: board(PICKS), lastEvent: null as DraftEvent | null };
  let seq = 0;
  const started = process.cpuUsage();
  for (let id = PICKS + 1; id <= PICKS + ROUNDS * 20; id++) {
    const event: DraftEvent = { draftId: 7, at: AT, seq: ++seq, type: 'pick.created', payload: { pick: pick(id) } };
    // As client/src/draft-data/event-ordering.ts applies it: one produce over the room's state.
    state = produce(state, (draft) => {
      applyEventMutably(draft.snapshot, event);
      draft.lastEvent = event;
    });
  }
  const used = process.cpuUsage(started);
  return (used.user + used.system) / 1000 / (ROUNDS * 20);
}

export function run(): Promise<void> {
  for (let i = 0; i < 5; i++) round(); // warm-up: the JIT
  const perEvent: number[] = [];
  for (let i = 0; i < MEASURED / (ROUNDS * 20); i++) perEvent.push(round());
  perEvent.sort((a, b) => a - b);
  const median = perEvent[Math.floor(perEvent.length / 2)] ?? NaN;
  console.log(`reducer, one pick.created on a ${TEAMS}-team board with ${PICKS}–${PICKS + ROUNDS * 20} picks and 1,200 values:`);
  console.log(`  CPU per event: median ${median.toFixed(3)} ms, best ${(perEvent[0] ?? NaN).toFixed(3)} ms (${perEvent.length} rounds of ${ROUNDS * 20}); load average ${loadavg().map((l) => l.toFixed(1)).join(' ')}`);
  return Promise.resolve();
}
