import type { Selectable } from 'kysely';
import type { DraftEvent, DraftEventPayloads, DraftEventType } from '#shared/draft/events.js';
import type { AppContext } from '../context.js';
import type { DraftsTable } from '../db/core-tables.js';
import type { Trx } from '../db/schema.js';
import { preparedQuery } from '../db/prepared.js';
import { notFound } from '../errors.js';
import { groupCommitOf } from './group-commit.js';
import type { PublishOrder } from './publish-order.js';

export type DraftRow = Selectable<DraftsTable>;

/** What a change that writes into draft logs may do (see runDraftsCommand). */
export interface WriteScope {
  trx: Trx;
  /** users.id of the actor; null for system actions. */
  actorId: number | null;
  /**
   * Record an event in a draft's log, in the same transaction (e.g. a league team renamed
   * in one draft is renamed in every draft it sits in). That draft is locked before its
   * events are appended.
   */
  emitTo: <K extends DraftEventType>(draftId: number, type: K, payload: DraftEventPayloads[K]) => void;
  /**
   * Take a draft's lock now rather than at append time. A change that also writes league or
   * team rows locks its drafts first, as draft commands do, so the two never wait in a circle.
   */
  lockDraft: (draftId: number) => Promise<void>;
}

export interface CommandScope extends WriteScope {
  /** The draft row as it was when the command locked it. */
  draft: DraftRow;
  /** Record an event; it gets the next seq and is written to draft_events before commit. */
  emit: <K extends DraftEventType>(type: K, payload: DraftEventPayloads[K]) => void;
}

export interface CommandOutcome<R> {
  result: R;
  /** Events of the commanded draft (other drafts' events are published, not returned). */
  events: DraftEvent[];
  /** The commanded draft's seq after the command: its new version. */
  seq: number;
}

export interface CommandOptions<R> {
  /**
   * Other drafts the command will write events into. They are locked with the commanded draft,
   * all in ascending id order, before the command runs: commands over several drafts then take
   * their locks in one order and do not wait on each other in a circle.
   */
  alsoLocks?: (trx: Trx) => Promise<number[]>;
  /**
   * Runs inside the transaction after the events are appended, so anything it writes (an
   * idempotency record with the final answer) commits or rolls back with the command.
   */
  beforeCommit?: (trx: Trx, outcome: CommandOutcome<R>) => Promise<void>;
}

type PendingEvent = { type: DraftEventType; payload: unknown };

// A no-op UPDATE takes the row lock on PostgreSQL, serializing commands per draft
// (SQLite serializes all writes anyway). Portable; no FOR UPDATE needed. RETURNING reads the
// row as locked (both dialects), so the command does not read it again.
const lockedDraftRow = preparedQuery((db, draftId: number) =>
  db.updateTable('drafts').set((eb) => ({ seq: eb.ref('seq') })).where('id', '=', draftId).returningAll(),
);

/** Take the draft's row lock and read it, in one statement. */
async function lockDraft(trx: Trx, draftId: number): Promise<DraftRow> {
  const [row] = await lockedDraftRow(trx, draftId);
  if (!row) throw notFound('Draft not found');
  return row;
}

// The log's two writes of every command, prepared once (most commands append one event).
const insertOneEvent = preparedQuery((db, draftId: number, seq: number, type: string, payload: string, at: string, actorId: number | null) =>
  db.insertInto('draft_events').values({ draft_id: draftId, seq, type, payload, created_at: at, actor_id: actorId }),
);
const setDraftSeq = preparedQuery((db, draftId: number, seq: number) => db.updateTable('drafts').set({ seq }).where('id', '=', draftId));

/**
 * Run `body` in a transaction and settle only once that transaction has committed. On SQLite,
 * commands share transactions through group commit (group-commit.ts); on PostgreSQL, where
 * commits of different connections run in parallel and row locks serialize only commands of
 * one draft, each command keeps its own transaction.
 */
function inTransaction<T>(ctx: AppContext, body: (trx: Trx) => Promise<T>): Promise<T> {
  if (ctx.dialect === 'sqlite') return groupCommitOf(ctx.db).run(body);
  return ctx.db.transaction().execute(body);
}

/**
 * The one write path for every draft change (docs/ARCHITECTURE.md):
 * lock the draft row → run the command's checks and writes → append its events with gapless
 * seqs → commit → publish to the draft's rooms. Nothing is published if anything throws.
 */
export async function runDraftCommand<R>(
  ctx: AppContext,
  draftId: number,
  actorId: number | null,
  command: (scope: CommandScope) => Promise<R>,
  options: CommandOptions<R> = {},
): Promise<CommandOutcome<R>> {
  return writeDraftLogs(ctx, actorId, async (log) => {
    const others = (await options.alsoLocks?.(log.trx)) ?? [];
    for (const id of [...new Set([draftId, ...others])].sort((a, b) => a - b)) await log.lock(id);
    const draft = await log.lock(draftId);
    const scope: CommandScope = {
      trx: log.trx,
      draft,
      actorId,
      emit: (type, payload) => log.queue(draftId, type, payload),
      emitTo: log.queue,
      lockDraft: async (id) => void (await log.lock(id)),
    };
    const result = await command(scope);
    const appended = await log.appendAll();
    const events = appended.get(draftId) ?? [];
    const outcome: CommandOutcome<R> = { result, events, seq: draft.seq + events.length };
    await options.beforeCommit?.(log.trx, outcome);
    return outcome;
  });
}

/**
 * The same write path for a change that belongs to no single draft but shows on several boards
 * (a league or a league team renamed): the command writes, records events with `emitTo`, and
 * each touched draft is locked, gets its events appended in this transaction, and publishes
 * them after commit. A change that records no events locks no draft.
 */
export async function runDraftsCommand<R>(ctx: AppContext, actorId: number | null, command: (scope: WriteScope) => Promise<R>): Promise<R> {
  return writeDraftLogs(ctx, actorId, async (log) => {
    const result = await command({ trx: log.trx, actorId, emitTo: log.queue, lockDraft: async (id) => void (await log.lock(id)) });
    await log.appendAll();
    return result;
  });
}

interface DraftLogWriter {
  trx: Trx;
  /** Take a draft's row lock (once per draft) and read the row. */
  lock: (draftId: number) => Promise<DraftRow>;
  queue: <K extends DraftEventType>(draftId: number, type: K, payload: DraftEventPayloads[K]) => void;
  /** Lock each draft with queued events (in the order first queued) and append them; the events by draft. */
  appendAll: () => Promise<Map<number, DraftEvent[]>>;
}

/** PostgreSQL broke a lock cycle by aborting this transaction (SQLSTATE 40P01): it wrote nothing. */
const isDeadlock = (err: unknown) => (err as { code?: unknown } | null)?.code === '40P01';
const DEADLOCK_ATTEMPTS = 5;

/**
 * One transaction whose queued draft events are published, in seq order, only after it commits.
 * Commands take their draft locks in ascending id order (see alsoLocks and lockDraft), but a
 * draft that joins the set between that read and the lock can still close a circle; the
 * transaction PostgreSQL aborts then is run again from the start instead of failing.
 */
async function writeDraftLogs<T>(ctx: AppContext, actorId: number | null, work: (log: DraftLogWriter) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await writeDraftLogsOnce(ctx, actorId, work);
    } catch (err) {
      if (!isDeadlock(err) || attempt >= DEADLOCK_ATTEMPTS) throw err;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * attempt));
    }
  }
}

async function writeDraftLogsOnce<T>(ctx: AppContext, actorId: number | null, work: (log: DraftLogWriter) => Promise<T>): Promise<T> {
  const order = ctx.publishOrder;
  const tickets = new Map<number, ReturnType<PublishOrder['reserve']>>();
  const published = new Map<number, DraftEvent[]>();
  try {
    return await inTransaction(ctx, async (trx) => {
      const locked = new Map<number, DraftRow>();
      const pending = new Map<number, PendingEvent[]>();
      const lock = async (id: number) => {
        const known = locked.get(id);
        if (known) return known;
        const row = await lockDraft(trx, id);
        locked.set(id, row);
        tickets.set(id, order.reserve(id));
        return row;
      };
      const queue = (id: number, type: DraftEventType, payload: unknown) => {
        const list = pending.get(id) ?? [];
        list.push({ type, payload });
        pending.set(id, list);
      };
      const appendAll = async () => {
        for (const [id, list] of pending) {
          const { seq } = await lock(id);
          published.set(id, await appendEvents(trx, id, seq, actorId, list));
        }
        return new Map(published);
      };
      return work({ trx, lock, queue, appendAll });
    });
  } catch (err) {
    // Rolled back: nothing of this command is published.
    published.clear();
    throw err;
  } finally {
    for (const [id, ticket] of tickets) order.settle(id, ticket, published.get(id) ?? []);
  }
}

async function appendEvents(trx: Trx, draftId: number, currentSeq: number, actorId: number | null, pending: PendingEvent[]): Promise<DraftEvent[]> {
  if (pending.length === 0) return [];
  const at = new Date().toISOString();
  const events = pending.map(({ type, payload }, i) => ({ draftId, seq: currentSeq + i + 1, type, payload, at }) as DraftEvent);
  const rows = events.map((e) => ({ draft_id: draftId, seq: e.seq, type: e.type, payload: JSON.stringify(e.payload), created_at: at, actor_id: actorId }));
  const [only] = rows;
  // A batch of events (an import, a trade) stays one statement: one round trip on PostgreSQL.
  if (only && rows.length === 1) await insertOneEvent(trx, draftId, only.seq, only.type, only.payload, at, actorId);
  else await trx.insertInto('draft_events').values(rows).execute();
  await setDraftSeq(trx, draftId, currentSeq + events.length);
  return events;
}
