import { minimumBid, MIN_OPENING_BID } from '#shared/auction/rules.js';
import { personalityOf, type Personality } from '#shared/bots/personality.js';
import { botPrice, needsByPosition, type PriceInput } from '#shared/bots/valuation.js';
import type { DraftSnapshot, DraftTeam, PlayerPosition } from '#shared/draft/types.js';
import { adjustedValue } from '#shared/values/inflation.js';
import { actAt, pauseMs } from './pauses.js';

/**
 * The bidding model's decisions for one draft at one moment (docs/ARCHITECTURE.md, Bots): from the
 * snapshot every member sees, the values table, and for each bot only its own team's private
 * state (its queue, whether its owner set a proxy maximum). Never another team's proxy maximum.
 */

export interface ValuedPlayer {
  id: string;
  position: PlayerPosition;
  value: number;
}

export type BotAction =
  | { kind: 'proxy'; teamId: number; lotId: number; max: number; at: number }
  | { kind: 'nominate'; teamId: number; playerId: string; at: number };

/** What the runner remembers of a draft between ticks. */
export interface BotMemory {
  /** When a bot first saw a lot or a turn, by "lot:team" or "turn:team:closes": its pause counts from then. */
  seen: Map<string, number>;
  /** Lots a bot is done with ("lot:team"): it set its maximum, or its command was refused. */
  done: Set<string>;
  /** Players a bot's nomination was refused for ("team:player"): never offered again. */
  refused: Set<string>;
}

export const newMemory = (): BotMemory => ({ seen: new Map(), done: new Set(), refused: new Set() });

export interface PlanInput {
  snapshot: DraftSnapshot;
  /** Every valued player of the draft's season, best first. */
  players: readonly ValuedPlayer[];
  seed: number;
  nowMs: number;
  memory: BotMemory;
  /** Autopilot teams whose owner set a proxy maximum on the open lot: that maximum rules. */
  ownerProxies: ReadonlySet<number>;
  /** Each autopilot team's queue, available players in order, with positions. */
  queues: ReadonlyMap<number, readonly { nfl_player_id: string; position_code: string }[]>;
}

function seenAt(memory: BotMemory, key: string, nowMs: number): number {
  const known = memory.seen.get(key);
  if (known !== undefined) return known;
  memory.seen.set(key, nowMs);
  return nowMs;
}

function marketPerSlot(snapshot: DraftSnapshot): number {
  let dollars = 0;
  let open = 0;
  for (const t of snapshot.teams) {
    const left = Math.max(0, snapshot.draft.num_rounds - t.players_count);
    if (left === 0) continue;
    dollars += t.remaining_budget;
    open += left;
  }
  return open === 0 ? 0 : dollars / open;
}

/** The model's prices for one team, given the draft as it is now. */
export function pricer(snapshot: DraftSnapshot, players: readonly ValuedPlayer[], seed: number) {
  const topValue = players.reduce((m, p) => Math.max(m, p.value), 1);
  const perSlot = marketPerSlot(snapshot);
  const inflation = snapshot.inflation ?? null;
  const personalities = new Map<number, Personality>();
  const personality = (team: DraftTeam) => {
    let p = personalities.get(team.fantasy_team_id);
    if (!p) personalities.set(team.fantasy_team_id, (p = personalityOf(seed, team.draft_position)));
    return p;
  };
  const base = (team: DraftTeam): Omit<PriceInput, 'value' | 'position'> => ({
    inflation,
    topValue,
    team,
    roster: snapshot.draft.roster_positions,
    rosterSlots: snapshot.draft.num_rounds,
    marketPerSlot: perSlot,
    personality: personality(team),
  });
  return {
    personality,
    price: (team: DraftTeam, value: number, position: PlayerPosition) => botPrice({ ...base(team), value, position }),
  };
}

const isPosition = (p: string): p is PlayerPosition => ['QB', 'RB', 'WR', 'TE', 'K', 'DEF'].includes(p);

/** Every bot's next action, each with the moment it is due; the runner does the due ones. */
export function planActions(input: PlanInput): BotAction[] {
  const { snapshot, nowMs } = input;
  if (snapshot.draft.draft_status !== 'IN_PROGRESS' || snapshot.draft.auction_mode !== 'live') return [];
  const bots = snapshot.teams.filter((t) => t.autopilot);
  if (bots.length === 0) return [];
  const model = pricer(snapshot, input.players, input.seed);
  const lot = snapshot.lot;
  if (lot) {
    if (lot.paused_remaining_ms !== null) return [];
    const position = lot.player.position_code;
    if (!isPosition(position)) return [];
    const value = input.players.find((p) => p.id === lot.nfl_player_id)?.value ?? MIN_OPENING_BID;
    const actions: BotAction[] = [];
    for (const team of bots) {
      const key = `${lot.lot_id}:${team.fantasy_team_id}`;
      if (input.memory.done.has(key) || input.ownerProxies.has(team.fantasy_team_id) || lot.high_team_id === team.fantasy_team_id) continue;
      const max = model.price(team, value, position);
      if (max < minimumBid(lot, snapshot.draft.min_bid_increment) || max > team.max_bid) continue;
      const pause = pauseMs(snapshot.draft.bid_seconds * 1000, model.personality(team).haste, input.seed, lot.lot_id, team.fantasy_team_id);
      const at = actAt(seenAt(input.memory, key, nowMs), pause, Date.parse(lot.closes_at), nowMs);
      if (at !== null) actions.push({ kind: 'proxy', teamId: team.fantasy_team_id, lotId: lot.lot_id, max, at });
    }
    return actions;
  }
  const turn = snapshot.nomination;
  if (!turn || turn.closes_at === null || turn.paused_remaining_ms !== null) return [];
  const team = bots.find((t) => t.fantasy_team_id === turn.team_id);
  if (!team || team.max_bid < MIN_OPENING_BID || team.players_count >= snapshot.draft.num_rounds) return [];
  const playerId = chooseNomination(input, team, model);
  if (!playerId) return [];
  const pause = pauseMs(snapshot.draft.nomination_seconds * 1000, model.personality(team).haste, input.seed, Date.parse(turn.closes_at), team.fantasy_team_id);
  const at = actAt(seenAt(input.memory, `turn:${team.fantasy_team_id}:${turn.closes_at}`, nowMs), pause, Date.parse(turn.closes_at), nowMs);
  return at === null ? [] : [{ kind: 'nominate', teamId: team.fantasy_team_id, playerId, at }];
}

/**
 * Who a bot nominates: its owner's queue first (autopilot), then by its strategy: `needs`, the best
 * player for a starting slot it has open; `drain`, a star it values under the market, so the
 * others spend on him. Only players its roster can legally take.
 */
export function chooseNomination(input: PlanInput, team: DraftTeam, model: ReturnType<typeof pricer>): string | null {
  const { snapshot } = input;
  const roster = snapshot.draft.roster_positions;
  const taken = new Set(snapshot.picks.map((p) => p.nfl_player_id));
  // The roster is asked once per position, not once per player of the list.
  const needs = needsByPosition(team, roster);
  const allowed = (id: string, position: string) => !taken.has(id) && !input.memory.refused.has(`${team.fantasy_team_id}:${id}`) && isPosition(position) && needs[position] > 0;
  const queued = (input.queues.get(team.fantasy_team_id) ?? []).find((q) => allowed(q.nfl_player_id, q.position_code));
  if (queued) return queued.nfl_player_id;
  const open = input.players.filter((p) => allowed(p.id, p.position));
  if (model.personality(team).strategy === 'drain') {
    const inflation = snapshot.inflation ?? null;
    const under = open.slice(0, 40).find((p) => p.value > 1 && model.price(team, p.value, p.position) < adjustedValue(p.value, inflation) * 0.95);
    if (under) return under.id;
  }
  const starter = open.find((p) => needs[p.position] === 1);
  return (starter ?? open[0])?.id ?? null;
}
