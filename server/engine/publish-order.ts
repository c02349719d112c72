import type { DraftEvent } from '#shared/draft/events.js';
import type { DraftEventBus } from '../realtime/event-bus.js';

interface Ticket {
  settled: boolean;
  events: DraftEvent[];
}

/**
 * Publishes each draft's events in seq order. Commands of one draft commit in lock order, but
 * their promises may resolve in another order (PostgreSQL's pool answers COMMITs on separate
 * connections), so a command takes a ticket when it gets the draft's lock and its events wait
 * until every earlier ticket of that draft has been published or rolled back.
 */
export class PublishOrder {
  private readonly queues = new Map<number, Ticket[]>();

  constructor(private readonly bus: DraftEventBus) {}

  /** Call while holding the draft's row lock, so tickets follow the seq order. */
  reserve(draftId: number): Ticket {
    const ticket: Ticket = { settled: false, events: [] };
    const queue = this.queues.get(draftId) ?? [];
    queue.push(ticket);
    this.queues.set(draftId, queue);
    return ticket;
  }

  /** After commit (with its events) or rollback (none): publish whatever is now in order. */
  settle(draftId: number, ticket: Ticket, events: DraftEvent[]): void {
    ticket.settled = true;
    ticket.events = events;
    const queue = this.queues.get(draftId) ?? [];
    while (queue[0]?.settled) {
      const head = queue.shift();
      if (head) this.bus.publish(head.events);
    }
    if (queue.length === 0) this.queues.delete(draftId);
  }
}
