import { randomUUID } from 'node:crypto';
import type { DraftSnapshot } from '#shared/draft/types.js';
import { readQueue } from '../auction/queue.js';
import type { AppContext } from '../context.js';
import { AppError } from '../errors.js';
import { draftValues } from '../values/draft-values.js';
import { loadValuedSnapshot } from '../values/valued-snapshot.js';
import { botNomination, botProxy, completePractice } from './bot-commands.js';
import { claimLease, draftsWithBots, releaseLeases } from './lease.js';
import { newMemory, planActions, type BotAction, type BotMemory, type ValuedPlayer } from './plan.js';
import { sweepPractice } from './practice-sweep.js';

/** How often the runner looks at its drafts: a bot's pause is measured against this. */
export const BOT_TICK_MS = 50;
/** How often leases are renewed and new drafts with bots picked up. */
const LEASE_REFRESH_MS = 1500;
/** How often idle practice leagues are looked for. */
const PRACTICE_SWEEP_MS = 10 * 60 * 1000;
/** After an unexpected failure, a draft's bots wait this long (never a hot loop). */
const FAILURE_BACKOFF_MS = 1000;

interface DraftBots {
  memory: BotMemory;
  seq: number;
  actions: BotAction[];
  snapshot: DraftSnapshot | null;
  practice: boolean;
  seed: number;
  waitUntil: number;
}

export interface BotRunner {
  /** Look at every held draft once now (tests). */
  tick: () => Promise<void>;
  stop: () => Promise<void>;
  /** This process's lease holder id. */
  holder: string;
}

export interface BotRunnerStats {
  /** CPU microseconds the runner spent deciding and acting, and the commands it ran. */
  cpuMicros: number;
  actions: number;
}

/** Process-wide figures for the benchmark. */
export const botStats: BotRunnerStats = { cpuMicros: 0, actions: 0 };

/**
 * Runs the bots of the drafts whose lease this process holds (docs/ARCHITECTURE.md, Bots). Started
 * with the auction clock in every process; the lease makes exactly one of them act per draft.
 */
export function startBots(ctx: AppContext, tickMs = BOT_TICK_MS): BotRunner {
  const holder = randomUUID();
  const drafts = new Map<number, DraftBots>();
  let lastRefresh = 0;
  let lastSweep = Date.now();
  let stopped = false;
  let running: Promise<void> | undefined;

  const refresh = async (nowMs: number) => {
    lastRefresh = nowMs;
    const held = new Set<number>();
    for (const draftId of await draftsWithBots(ctx.db)) {
      if (stopped) return;
      if (await claimLease(ctx.db, draftId, holder, nowMs)) held.add(draftId);
    }
    for (const id of drafts.keys()) if (!held.has(id)) drafts.delete(id);
    for (const id of held) if (!drafts.has(id)) drafts.set(id, { memory: newMemory(), seq: -1, actions: [], snapshot: null, practice: false, seed: id, waitUntil: 0 });
  };

  const reload = async (draftId: number, state: DraftBots, nowMs: number) => {
    const snapshot = await loadValuedSnapshot(ctx.db, ctx.db, draftId);
    const row = await ctx.db
      .selectFrom('drafts')
      .innerJoin('leagues', 'leagues.id', 'drafts.league_id')
      .select(['drafts.bot_seed', 'leagues.is_practice'])
      .where('drafts.id', '=', draftId)
      .executeTakeFirst();
    const values = await draftValues(ctx.db, ctx.db, draftId);
    const players: ValuedPlayer[] = values?.values.players.map((p) => ({ id: p.id, position: p.position, value: p.value })) ?? [];
    const bots = snapshot.teams.filter((t) => t.autopilot).map((t) => t.fantasy_team_id);
    const ownerProxies = new Set<number>();
    if (snapshot.lot && bots.length > 0) {
      // Only each bot's own team's maximum, never another team's (docs/ARCHITECTURE.md, Bots).
      const own = await ctx.db.selectFrom('auction_proxy_bids').select('team_id').where('lot_id', '=', snapshot.lot.lot_id).where('team_id', 'in', bots).execute();
      for (const p of own) ownerProxies.add(p.team_id);
    }
    const queues = new Map<number, { nfl_player_id: string; position_code: string }[]>();
    const turnTeam = snapshot.nomination?.team_id;
    if (turnTeam !== undefined && bots.includes(turnTeam)) queues.set(turnTeam, await readQueue(ctx.db, draftId, turnTeam));
    state.seq = snapshot.draft.seq;
    state.snapshot = snapshot;
    state.practice = row?.is_practice === 1;
    state.seed = row?.bot_seed ?? draftId;
    state.actions = planActions({ snapshot, players, seed: state.seed, nowMs, memory: state.memory, ownerProxies, queues });
  };

  const act = async (draftId: number, state: DraftBots, action: BotAction) => {
    botStats.actions += 1;
    try {
      // A bot's bid is as hot as a member's: the rooms' ticks wait for it (http/hot-commands-in-flight.ts).
      await ctx.hotCommands.during<unknown>(() => (action.kind === 'proxy' ? botProxy(ctx, draftId, action.teamId, action.lotId, action.max) : botNomination(ctx, draftId, action.teamId, action.playerId)));
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      // Refused by the rules (a roster rule, a closed lot, a turn that moved on): skip it, never retry hot.
      if (action.kind === 'nominate') state.memory.refused.add(`${action.teamId}:${action.playerId}`);
    }
    if (action.kind === 'proxy') state.memory.done.add(`${action.lotId}:${action.teamId}`);
    state.seq = -1;
  };

  const step = async (draftId: number, state: DraftBots, nowMs: number) => {
    if (nowMs < state.waitUntil) return;
    const row = await ctx.db.selectFrom('drafts').select('seq').where('id', '=', draftId).executeTakeFirst();
    if (!row) return void drafts.delete(draftId);
    const cpu = process.cpuUsage();
    try {
      if (row.seq !== state.seq) await reload(draftId, state, nowMs);
      const due = state.actions.filter((a) => a.at <= nowMs).sort((a, b) => a.at - b.at)[0];
      if (due) {
        state.actions = state.actions.filter((a) => a !== due);
        await act(draftId, state, due);
      } else if (state.practice && state.snapshot && !state.snapshot.lot && !state.snapshot.nomination && state.snapshot.draft.draft_status === 'IN_PROGRESS') {
        await completePractice(ctx, draftId);
        state.seq = -1;
      }
    } catch (err) {
      ctx.log.error({ err, draftId }, 'bots failed for a draft');
      state.waitUntil = nowMs + FAILURE_BACKOFF_MS;
      state.seq = -1;
    } finally {
      const used = process.cpuUsage(cpu);
      botStats.cpuMicros += used.user + used.system;
    }
  };

  const tickOnce = async () => {
    const nowMs = Date.now();
    if (nowMs - lastRefresh >= LEASE_REFRESH_MS) await refresh(nowMs);
    if (nowMs - lastSweep >= PRACTICE_SWEEP_MS) {
      lastSweep = nowMs;
      await sweepPractice(ctx, nowMs);
    }
    for (const [draftId, state] of drafts) {
      if (stopped) return;
      await step(draftId, state, Date.now());
    }
  };
  const tick = () => {
    running ??= tickOnce()
      .catch((err: unknown) => ctx.log.error({ err }, 'bots tick failed'))
      .finally(() => (running = undefined));
    return running;
  };
  const timer = setInterval(() => void tick(), tickMs);
  timer.unref();
  return {
    holder,
    tick,
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
      await releaseLeases(ctx.db, holder).catch((err: unknown) => ctx.log.warn({ err }, 'bot leases not released; they expire on their own'));
    },
  };
}
