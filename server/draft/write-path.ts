import type { Selectable } from 'kysely';
import type { DraftEvent, DraftEventPayloads, DraftEventType } from '../../shared/draft/events.js';
import type { AppContext } from '../context.js';
import type { DraftsTable } from '../db/core-tables.js';
import type { Trx } from '../db/schema.js';
import { notFound } from '../errors.js';
import { publishOrderOf, type PublishOrder } from './publish-order.js';

export type DraftRow = Selectable<DraftsTable>;

export interface CommandScope {
  trx: Trx;
  /** The draft row as it was when the command locked it. */
  draft: DraftRow;
  /** users.id of the actor; null for system actions. */
  actorId: number | null;
  /** Record an event; it gets the next seq and is written to draft_events before commit. */
  emit: <K extends DraftEventType>(type: K, payload: DraftEventPayloads[K]) => void;
  /**
   * Record an event in ANOTHER draft's log, in the same transaction (e.g. a league team renamed
   * in one draft is renamed in every draft it sits in). That draft is locked on first use.
   */
  emitTo: <K extends DraftEventType>(otherDraftId: number, type: K, payload: DraftEventPayloads[K]) => void;
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
   * Runs inside the transaction after the events are appended, so anything it writes (an
   * idempotency record with the final answer) commits or rolls back with the command.
   */
  beforeCommit?: (trx: Trx, outcome: CommandOutcome<R>) => Promise<void>;
}

type PendingEvent = { type: DraftEventType; payload: unknown };

/** Take the draft's row lock and read it. */
async function lockDraft(trx: Trx, draftId: number): Promise<DraftRow> {
  // A no-op UPDATE takes the row lock on PostgreSQL, serializing commands per draft
  // (SQLite serializes all writes anyway). Portable; no FOR UPDATE needed.
  const locked = await trx.updateTable('drafts').set((eb) => ({ seq: eb.ref('seq') })).where('id', '=', draftId).executeTakeFirst();
  if (Number(locked.numUpdatedRows) === 0) throw notFound('Draft not found');
  return trx.selectFrom('drafts').selectAll().where('id', '=', draftId).executeTakeFirstOrThrow();
}

/**
 * The one write path for every draft change (ARCHITECTURE.md):
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
  const order = publishOrderOf(ctx.events);
  const tickets = new Map<number, ReturnType<PublishOrder['reserve']>>();
  const lock = async (trx: Trx, id: number) => {
    const row = await lockDraft(trx, id);
    tickets.set(id, order.reserve(id));
    return row;
  };
  const published = new Map<number, DraftEvent[]>();
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      const draft = await lock(trx, draftId);
      const pending = new Map<number, PendingEvent[]>([[draftId, []]]);
      const queue = (id: number, type: DraftEventType, payload: unknown) => {
        const list = pending.get(id) ?? [];
        list.push({ type, payload });
        pending.set(id, list);
      };
      const scope: CommandScope = {
        trx,
        draft,
        actorId,
        emit: (type, payload) => queue(draftId, type, payload),
        emitTo: (otherId, type, payload) => queue(otherId, type, payload),
      };
      const result = await command(scope);

      let outcome: CommandOutcome<R> | undefined;
      for (const [id, list] of pending) {
        const seqBefore = id === draftId ? draft.seq : (await lock(trx, id)).seq;
        const events = await appendEvents(trx, id, seqBefore, actorId, list);
        published.set(id, events);
        if (id === draftId) outcome = { result, events, seq: seqBefore + events.length };
      }
      if (!outcome) throw new Error('unreachable: the commanded draft is always pending');
      await options.beforeCommit?.(trx, outcome);
      return outcome;
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
  await trx
    .insertInto('draft_events')
    .values(
      events.map((e) => ({
        draft_id: draftId,
        seq: e.seq,
        type: e.type,
        payload: JSON.stringify(e.payload),
        created_at: at,
        actor_id: actorId,
      })),
    )
    .execute();
  await trx.updateTable('drafts').set({ seq: currentSeq + events.length }).where('id', '=', draftId).execute();
  return events;
}
