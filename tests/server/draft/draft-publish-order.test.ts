import { describe, expect, it } from 'vitest';
import type { DraftEvent } from '#shared/draft/events.js';
import { PublishOrder } from '#server/engine/publish-order.js';
import { DraftEventBus } from '#server/realtime/event-bus.js';

const event = (draftId: number, seq: number): DraftEvent => ({
  draftId,
  seq,
  type: 'pick.undone',
  payload: { fantasy_pick_id: seq },
  at: '2026-01-01T00:00:00.000Z',
});

describe('PublishOrder', () => {
  it('holds a later command’s events until every earlier one of the draft settled, and skips rollbacks', () => {
    const bus = new DraftEventBus();
    const seen: string[] = [];
    bus.on('event', (e) => seen.push(`${e.draftId}:${e.seq}`));
    const order = new PublishOrder(bus);

    const first = order.reserve(1);
    const rolledBack = order.reserve(1);
    const third = order.reserve(1);
    const otherDraft = order.reserve(2);

    order.settle(1, third, [event(1, 2)]);
    order.settle(2, otherDraft, [event(2, 1)]);
    expect(seen).toEqual(['2:1']);
    order.settle(1, rolledBack, []);
    expect(seen).toEqual(['2:1']);
    order.settle(1, first, [event(1, 1)]);
    expect(seen).toEqual(['2:1', '1:1', '1:2']);

    const later = order.reserve(1);
    order.settle(1, later, [event(1, 3)]);
    expect(seen.at(-1)).toBe('1:3');
  });
});
