import type { DraftEvent } from './events.js';
import type { DraftPick, DraftSnapshot } from './types.js';

/**
 * What anonymous public boards may see. Private fields are user ids (commissioner_id) and
 * usernames of who keyed a pick; emails never enter a draft snapshot at all.
 */
export function toPublicPick(pick: DraftPick): DraftPick {
  const { drafter_username: _drafter, ...rest } = pick;
  return rest;
}

export function toPublicSnapshot(snapshot: DraftSnapshot): DraftSnapshot {
  const { commissioner_id: _commissioner, ...draft } = snapshot.draft;
  return { ...snapshot, draft, picks: snapshot.picks.map(toPublicPick) };
}

/** Same type and seq (so public boards can detect gaps), private fields stripped. */
export function toPublicEvent(event: DraftEvent): DraftEvent {
  switch (event.type) {
    case 'pick.created':
    case 'pick.updated':
      return { ...event, payload: { pick: toPublicPick(event.payload.pick) } };
    case 'trade.executed':
    case 'trade.reversed':
      return { ...event, payload: { ...event.payload, picks: event.payload.picks.map(toPublicPick) } };
    case 'keeper.assigned':
      return { ...event, payload: { ...event.payload, pick: toPublicPick(event.payload.pick) } };
    case 'results.imported':
      return { ...event, payload: { picks: event.payload.picks.map(toPublicPick) } };
    case 'values.updated':
    case 'keeper.removed':
    case 'draft.started':
    case 'draft.paused':
    case 'draft.resumed':
    case 'draft.completed':
    case 'draft.reopened':
    case 'draft.settings_updated':
    case 'draft.room_settings_updated':
    case 'draft.season_changed':
    case 'pick.undone':
    case 'pick.deleted':
    case 'team.renamed':
    case 'league.renamed':
    case 'participant.renamed':
    case 'participants.reordered':
    case 'public_link.changed':
    case 'trade.proposed':
    case 'trade.rejected':
    case 'trade.cancelled':
    case 'trade.deleted':
    case 'auction.settings_updated':
    case 'lot.nominated':
    case 'bid.placed':
    case 'lot.extended':
    case 'lot.paused':
    case 'lot.resumed':
    case 'lot.cancelled':
    case 'nomination.turn':
    case 'team.autopilot_changed':
    case 'auction.started':
    case 'lot.sold':
      return event;
  }
}
