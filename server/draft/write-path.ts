import type { DraftEvent, DraftEventPayloads, DraftEventType } from '../../shared/draft/events.js';
import type { AppContext } from '../context.js';
import type { DraftsTable } from '../db/core-tables.js';
import type { Trx } from '../db/schema.js';
import { notFound } from '../errors.js';

type DraftRow = { [K in keyof DraftsTable]: DraftsTable[K] extends import('kysely').Generated<infer T> ? T : DraftsTable[K] };

export interface CommandScope {
  trx: Trx;
  /** The draft row as it was when the command locked it. */
  draft: DraftRow;
  /** users.id of the actor; null for system actions. */
  actorId: number | null;
  /** Record an event; it gets the next seq and is written to draft_events before commit. */
  emit<K extends DraftEventType>(type: K, payload: DraftEventPayloads[K]): void;
}

export interface CommandOutcome<R> {
  result: R;
  events: DraftEvent[];
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
): Promise<CommandOutcome<R>> {
  const outcome = await ctx.db.transaction().execute(async (trx) => {
    // A no-op UPDATE takes the row lock on PostgreSQL, serializing commands per draft
    // (SQLite serializes all writes anyway). Portable; no FOR UPDATE needed.
    const locked = await trx.updateTable('drafts').set((eb) => ({ seq: eb.ref('seq') })).where('id', '=', draftId).executeTakeFirst();
    if (Number(locked.numUpdatedRows) === 0) throw notFound('Draft not found');
    const draft = await trx.selectFrom('drafts').selectAll().where('id', '=', draftId).executeTakeFirstOrThrow();

    const pending: { type: DraftEventType; payload: unknown }[] = [];
    const scope: CommandScope = {
      trx,
      draft,
      actorId,
      emit: (type, payload) => {
        pending.push({ type, payload });
      },
    };
    const result = await command(scope);
    const events = await appendEvents(trx, draftId, draft.seq, actorId, pending);
    return { result, events };
  });
  ctx.events.publish(outcome.events);
  return outcome;
}

async function appendEvents(
  trx: Trx,
  draftId: number,
  currentSeq: number,
  actorId: number | null,
  pending: { type: DraftEventType; payload: unknown }[],
): Promise<DraftEvent[]> {
  if (pending.length === 0) return [];
  const at = new Date().toISOString();
  const events = pending.map(
    ({ type, payload }, i) => ({ draftId, seq: currentSeq + i + 1, type, payload, at }) as DraftEvent,
  );
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
