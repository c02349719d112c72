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
 *
 * A draft's queue stays in the map once emptied: a Map that gains and loses a key on every pick,
 * once it lives in the old generation, rebuilds its table there as it fills with deleted entries,
 * and that garbage only a full collection frees (docs/BENCHMARKS.md, "Old-space churn"). An empty
 * array per draft this process has published is the price.
 */
export class PublishOrder {
  private readonly queues = new Map<number, Ticket[]>();

  constructor(private readonly bus: DraftEventBus) {}

  /** Call while holding the draft's row lock, so tickets follow the seq order. */
  reserve(draftId: number): Ticket {
    const ticket: Ticket = { settled: false, events: [] };
    let queue = this.queues.get(draftId);
    if (!queue) this.queues.set(draftId, (queue = []));
    queue.push(ticket);
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
  }
}
