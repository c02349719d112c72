import { EventEmitter } from 'node:events';
import type { TeamStateUpdate } from '#shared/auction/types.js';
import type { DraftEvent } from '#shared/draft/events.js';
import type { TeamOwnerNotice } from '#shared/leagues/joining.js';

/**
 * What happened after a commit, by signal. Only `event` is a logged draft event; the others tell
 * the realtime layer about changes that have no event of their own.
 */
export interface DraftSignals {
  /** A committed draft event, in seq order per draft. */
  event: DraftEvent;
  /** A draft (or its league) was deleted, and its log with it: close its rooms. */
  'draft-deleted': number;
  /** A user changed their password: every token they held before is dead; end their member sockets. */
  'sessions-ended': number;
  /** Who owns the league's teams changed: re-check the sockets in the rooms of the league's drafts. */
  'membership-changed': number;
  /** A team's private state (proxy maximum, nomination queue) changed: tell that team's owner only. */
  'team-state': TeamStateUpdate;
  /** A team's owner changed (claimed by code, released, assigned): tell everyone watching the league. */
  'team-owner-changed': TeamOwnerNotice;
  /**
   * What a league's code opens changed: the code renewed, joining opened or closed, or the league
   * deleted. Join pages watching by the code hear the switch; watches by a dead code end.
   */
  'join-state-changed': number;
  /** The league's code, its open/closed switch or its TV switch changed: the boards' "Join to bid" follows. */
  'join-invite-changed': number;
  /** A team was added to the league or renamed: join pages read their view again. */
  'league-teams-changed': number;
}
export type DraftSignal = keyof DraftSignals;

/**
 * In-process fan-out of what committed. The write path and the commands signal here after commit;
 * the Socket.IO layer (and tests) listen. Across processes, the Socket.IO Redis adapter carries the
 * room emits, so each signal is raised once, by the process that committed it.
 */
export class DraftEventBus {
  private readonly emitter = new EventEmitter().setMaxListeners(0);

  signal<K extends DraftSignal>(name: K, value: DraftSignals[K]): void {
    this.emitter.emit(name, value);
  }

  on<K extends DraftSignal>(name: K, listener: (value: DraftSignals[K]) => void): () => void {
    this.emitter.on(name, listener);
    return () => this.emitter.off(name, listener);
  }

  /** Committed events, in order. */
  publish(events: readonly DraftEvent[]): void {
    for (const event of events) this.signal('event', event);
  }
}
