import { EventEmitter } from 'node:events';
import type { DraftEvent } from '../../shared/draft/events.js';

/**
 * In-process fan-out of committed draft events. The write path publishes here after commit;
 * the Socket.IO layer (and tests) subscribe. Across processes, the Socket.IO Redis adapter
 * carries the room emits, so each event is published once, by the process that committed it.
 */
export class DraftEventBus {
  private readonly emitter = new EventEmitter().setMaxListeners(0);

  publish(events: readonly DraftEvent[]): void {
    for (const event of events) this.emitter.emit('event', event);
  }

  subscribe(listener: (event: DraftEvent) => void): () => void {
    this.emitter.on('event', listener);
    return () => this.emitter.off('event', listener);
  }

  /**
   * After a delete has committed: these drafts are gone. Not a logged event, since the log was
   * deleted with the draft; the realtime layer tells the drafts' rooms and closes them.
   */
  publishDeleted(draftIds: readonly number[]): void {
    for (const draftId of draftIds) this.emitter.emit('deleted', draftId);
  }

  subscribeDeleted(listener: (draftId: number) => void): () => void {
    this.emitter.on('deleted', listener);
    return () => this.emitter.off('deleted', listener);
  }

  /**
   * After a password change has committed: every token this user held before is dead. The
   * realtime layer disconnects the user's member sockets (on every process, through the adapter).
   */
  publishSessionsEnded(userId: number): void {
    this.emitter.emit('sessions-ended', userId);
  }

  subscribeSessionsEnded(listener: (userId: number) => void): () => void {
    this.emitter.on('sessions-ended', listener);
    return () => this.emitter.off('sessions-ended', listener);
  }

  /**
   * After a change to who owns the league's teams has committed: someone may have lost their
   * membership. The realtime layer re-checks the sockets in the rooms of the league's drafts.
   */
  publishMembershipChanged(leagueId: number): void {
    this.emitter.emit('membership-changed', leagueId);
  }

  subscribeMembershipChanged(listener: (leagueId: number) => void): () => void {
    this.emitter.on('membership-changed', listener);
    return () => this.emitter.off('membership-changed', listener);
  }
}
