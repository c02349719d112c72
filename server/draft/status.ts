import type { StatusChange } from '#shared/draft/events.js';
import type { DraftStatus } from '#shared/draft/types.js';
import { statusChanged } from '../engine/hooks.js';
import { conflict } from '../errors.js';
import type { CommandScope } from '../engine/write-path.js';

export type StatusCommand = 'start' | 'pause' | 'resume' | 'complete';

type Transition =
  | { to: DraftStatus; event: 'draft.started' | 'draft.paused' | 'draft.resumed' | 'draft.completed' | 'draft.reopened' }
  | { refuse: string };

/**
 * The status machine: NOT_STARTED → IN_PROGRESS ⇄ PAUSED → COMPLETED → (reopen) IN_PROGRESS.
 * Reopen is `resume` on a completed draft (spec 02 §4). Every other pair is a 409 with its reason.
 */
const TRANSITIONS: Record<StatusCommand, Record<DraftStatus, Transition>> = {
  start: {
    NOT_STARTED: { to: 'IN_PROGRESS', event: 'draft.started' },
    IN_PROGRESS: { refuse: 'Draft has already started' },
    PAUSED: { refuse: 'Draft has already started' },
    COMPLETED: { refuse: 'Draft is already completed' },
  },
  pause: {
    NOT_STARTED: { refuse: 'Draft has not started yet' },
    IN_PROGRESS: { to: 'PAUSED', event: 'draft.paused' },
    PAUSED: { refuse: 'Draft is already paused' },
    COMPLETED: { refuse: 'Draft is already completed' },
  },
  resume: {
    NOT_STARTED: { refuse: 'Draft has not started yet' },
    IN_PROGRESS: { refuse: 'Draft is already in progress' },
    PAUSED: { to: 'IN_PROGRESS', event: 'draft.resumed' },
    COMPLETED: { to: 'IN_PROGRESS', event: 'draft.reopened' },
  },
  complete: {
    NOT_STARTED: { refuse: 'Draft has not started yet' },
    IN_PROGRESS: { to: 'COMPLETED', event: 'draft.completed' },
    PAUSED: { to: 'COMPLETED', event: 'draft.completed' },
    COMPLETED: { refuse: 'Draft is already completed' },
  },
};

export async function changeStatus(scope: CommandScope, command: StatusCommand): Promise<StatusChange> {
  const { trx, draft, emit } = scope;
  const transition = TRANSITIONS[command][draft.draft_status];
  if ('refuse' in transition) throw conflict(transition.refuse);
  // Start stamps the draft date; the date stays the draft's through pauses and reopenings.
  const draftDate = command === 'start' ? new Date().toISOString() : draft.draft_date;
  await trx.updateTable('drafts').set({ draft_status: transition.to, draft_date: draftDate }).where('id', '=', draft.id).execute();
  const change: StatusChange = { draft_status: transition.to, draft_date: draftDate };
  emit(transition.event, change);
  // Other domains react in this transaction: a live auction's clocks stop and run with the draft.
  await statusChanged(scope, transition.to);
  return change;
}

/** Rules that depend on the status, shared by the pick commands. */
export function assertInProgress(status: DraftStatus): void {
  if (status !== 'IN_PROGRESS') throw conflict('Draft is not in progress');
}

/** Undo, edit and delete work in any status after the start (a completed draft can be corrected). */
export function assertStarted(status: DraftStatus): void {
  if (status === 'NOT_STARTED') throw conflict('Draft has not started yet');
}
