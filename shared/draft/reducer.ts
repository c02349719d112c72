import { current, isDraft, produce, type Draft } from 'immer';
import type { AuctionLot } from '../auction/types.js';
import { deriveTeams } from './derive.js';
import type { DraftEvent, DraftEventPayloads, DraftEventType, StatusChange, TradeMove } from './events.js';
import { totalRosterSlots } from './roster-rules.js';
import type { DraftPick, DraftSnapshot } from './types.js';

type Handler<K extends DraftEventType> = (snapshot: Draft<DraftSnapshot>, payload: DraftEventPayloads[K]) => void;
type HandlerMap = { [K in DraftEventType]: Handler<K> };

const setStatus = (s: Draft<DraftSnapshot>, p: StatusChange) => {
  s.draft.draft_status = p.draft_status;
  s.draft.draft_date = p.draft_date;
};

/**
 * Where a pick sits, searched in a plain copy: under immer each element read through the draft
 * makes a proxy, 350 of them for a pick on a full board (`current` of an array this event has not
 * changed yet is its original, no copy).
 */
function indexOfPick(s: Draft<DraftSnapshot>, id: number): number {
  const picks: readonly DraftPick[] = isDraft(s.picks) ? current(s.picks) : s.picks;
  return picks.findIndex((p) => p.fantasy_pick_id === id);
}

function upsertPick(s: Draft<DraftSnapshot>, pick: DraftPick): void {
  // A copy: deriveTeams writes into the stored pick, and the event's own object must stay
  // untouched (immer would freeze it, and the same event may be applied to another snapshot).
  const stored = { ...pick };
  const i = indexOfPick(s, pick.fantasy_pick_id);
  if (i >= 0) s.picks[i] = stored;
  else s.picks.push(stored);
}

function removePick(s: Draft<DraftSnapshot>, id: number): void {
  const i = indexOfPick(s, id);
  if (i < 0) return;
  const [pick] = s.picks.splice(i, 1);
  // A removed pick that a lot sold is no longer a sale (its lot is marked undone, server/auction/turns.ts).
  if (pick && s.last_sale?.lot.nfl_player_id === pick.nfl_player_id) s.last_sale = null;
}

function applyTradeMove(s: Draft<DraftSnapshot>, move: TradeMove): void {
  for (const pick of move.picks) upsertPick(s, pick);
  for (const { fantasy_team_id, cash_adjustment } of move.cash) {
    const team = s.teams.find((t) => t.fantasy_team_id === fantasy_team_id);
    if (team) team.cash_adjustment = cash_adjustment;
  }
}

const noChange = () => undefined;

/** Copies: the event's own objects must stay untouched (see upsertPick). */
function setLot(s: Draft<DraftSnapshot>, p: { lot: AuctionLot }): void {
  s.lot = { ...p.lot, player: { ...p.lot.player } };
}

/** One small handler per event type; `deriveTeams` then recomputes budgets and counts. */
const handlers: HandlerMap = {
  'draft.started': setStatus,
  'draft.paused': setStatus,
  'draft.resumed': setStatus,
  'draft.completed': setStatus,
  'draft.reopened': setStatus,
  'draft.settings_updated': (s, p) => {
    s.draft.auction_budget = p.auction_budget;
    s.draft.roster_positions = { ...p.roster_positions };
    s.draft.num_rounds = totalRosterSlots(p.roster_positions);
  },
  'draft.room_settings_updated': (s, p) => {
    s.draft.enforce_max_bid = p.enforce_max_bid;
  },
  'pick.created': (s, p) => {
    upsertPick(s, p.pick);
    // A live lot ends in an ordinary sale.
    if (s.lot?.nfl_player_id === p.pick.nfl_player_id) s.lot = null;
  },
  'pick.updated': (s, p) => upsertPick(s, p.pick),
  'pick.undone': (s, p) => removePick(s, p.fantasy_pick_id),
  'pick.deleted': (s, p) => removePick(s, p.fantasy_pick_id),
  'team.autopilot_changed': (s, p) => {
    const team = s.teams.find((t) => t.fantasy_team_id === p.fantasy_team_id);
    if (team) team.autopilot = p.autopilot;
  },
  'team.renamed': (s, p) => {
    const team = s.teams.find((t) => t.fantasy_team_id === p.fantasy_team_id);
    if (team) team.team_name = p.team_name;
  },
  'league.renamed': (s, p) => {
    s.draft.league_name = p.league_name;
  },
  'participant.renamed': (s, p) => {
    const team = s.teams.find((t) => t.fantasy_participant_id === p.fantasy_participant_id);
    if (team) team.team_nickname = p.team_nickname;
  },
  'participants.reordered': (s, p) => {
    for (const { fantasy_participant_id, draft_position } of p.order) {
      const team = s.teams.find((t) => t.fantasy_participant_id === fantasy_participant_id);
      if (team) team.draft_position = draft_position;
    }
  },
  'public_link.changed': (s, p) => {
    s.draft.public_enabled = p.public_enabled;
  },
  'trade.proposed': noChange,
  'trade.rejected': noChange,
  'trade.cancelled': noChange,
  'trade.deleted': noChange,
  'trade.executed': applyTradeMove,
  'trade.reversed': applyTradeMove,
  'values.updated': (s, p) => {
    s.values = { ...p.values };
  },
  'keeper.assigned': (s, p) => upsertPick(s, p.pick),
  'keeper.removed': (s, p) => removePick(s, p.fantasy_pick_id),
  'results.imported': (s, p) => {
    for (const pick of p.picks) upsertPick(s, pick);
  },
  'draft.season_changed': (s, p) => {
    s.draft.season = p.season;
  },
  'auction.settings_updated': (s, p) => {
    Object.assign(s.draft, p);
    // Leaving live mode ends the started auction: back in live mode, it waits for a start again.
    if (p.auction_mode !== 'live') s.draft.auction_started_at = null;
  },
  'auction.started': (s, p) => {
    s.draft.auction_started_at = p.auction_started_at;
  },
  // The sale itself is the 'pick.created' that follows; how it went is for the screens.
  'lot.sold': (s, p) => {
    if (s.lot?.lot_id === p.lot.lot_id) s.lot = null;
    s.last_sale = { lot: { ...p.lot, player: { ...p.lot.player } }, bids: p.bids.map((bid) => ({ ...bid })) };
  },
  'lot.nominated': (s, p) => {
    s.lot = { ...p.lot, player: { ...p.lot.player } };
    s.nomination = null;
    s.last_sale = null;
  },
  'bid.placed': setLot,
  'lot.extended': setLot,
  'lot.paused': setLot,
  'lot.resumed': setLot,
  'lot.cancelled': (s, p) => {
    if (s.lot?.lot_id === p.lot_id) s.lot = null;
  },
  'nomination.turn': (s, p) => {
    s.nomination = p.nomination ? { ...p.nomination } : null;
  },
};

export type EventOrder = 'seen' | 'next' | 'gap';

/** Where an event stands against a snapshot's seq. */
export function classifyEvent(snapshot: DraftSnapshot, event: Pick<DraftEvent, 'seq'>): EventOrder {
  if (event.seq <= snapshot.draft.seq) return 'seen';
  return event.seq === snapshot.draft.seq + 1 ? 'next' : 'gap';
}

/** Apply one event in place (for immer drafts, e.g. a zustand store with the immer middleware). */
export function applyEventMutably(snapshot: Draft<DraftSnapshot>, event: DraftEvent): void {
  if (event.seq <= snapshot.draft.seq) return;
  (handlers[event.type] as Handler<typeof event.type>)(snapshot, event.payload);
  snapshot.draft.seq = event.seq;
  deriveTeams(snapshot);
}

/**
 * The reducer: snapshot(n) + event(n+1) = snapshot(n+1). Already-seen events return the same
 * snapshot; the caller is responsible for order (use classifyEvent and catch up on a gap).
 */
export function applyEvent(snapshot: DraftSnapshot, event: DraftEvent): DraftSnapshot {
  if (event.seq <= snapshot.draft.seq) return snapshot;
  return produce(snapshot, (draft) => applyEventMutably(draft, event));
}

export function applyEvents(snapshot: DraftSnapshot, events: readonly DraftEvent[]): DraftSnapshot {
  return events.reduce(applyEvent, snapshot);
}
