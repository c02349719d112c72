import { minimumBid, quickBids } from '#shared/auction/rules.js';
import type { AuctionLot } from '#shared/auction/types.js';
import type { DraftEvent } from '#shared/draft/events.js';
import type { DraftPick } from '#shared/draft/types.js';
import { CONNECTING_TEXT } from '../components/LiveDot.js';

/**
 * What the auction dock may say, decided from the store's server state and the line to the server
 * alone (docs/ARCHITECTURE.md, "The auction dock"). Pure, so each rule is tested without a browser.
 */

/**
 * live: the store is the server's word now; connecting: the socket has not joined yet since the page
 * opened (nothing was lost); offline: socket down or heartbeat silent; catching-up: rejoined, events
 * still arriving. Anything but live sends no bid and claims nothing.
 */
export type DockLink = 'live' | 'connecting' | 'offline' | 'catching-up';

export function dockLink({ connected, catchingUp }: { connected: boolean | null; catchingUp: boolean }): DockLink {
  if (connected === null) return 'connecting';
  if (!connected) return 'offline';
  return catchingUp ? 'catching-up' : 'live';
}

export const OFFLINE_TEXT = 'Offline — reconnecting…';
export const CATCHING_UP_TEXT = 'Back online — catching up…';

/** What the dock's bar says while the link is not live (the header's word on a first load, CONNECTING_TEXT). */
export function dockLinkText(link: Exclude<DockLink, 'live'>): string {
  return link === 'connecting' ? CONNECTING_TEXT : link === 'offline' ? OFFLINE_TEXT : CATCHING_UP_TEXT;
}
export const WAITING_TEXT = 'Clock stopped here: waiting for the server';

export interface DockLotInput {
  link: DockLink;
  lot: Pick<AuctionLot, 'high_bid' | 'high_team_id' | 'paused_remaining_ms'>;
  /** The team this device bids for (null: a commissioner without a team, or a guest). */
  myTeamId: number | null;
  myMaxBid: number | null;
  increment: number;
  /** The draft is running (a paused draft keeps its lot on screen, without bids). */
  running: boolean;
  /**
   * Why my team could not take the lot's player (the one roster rule's text, the server's 409), or
   * null when it can: a bid it could not win is not offered.
   */
  rosterRefusal?: string | null;
}

export interface DockLotView {
  /** "You have the high bid": only from the server's state, while it is current. */
  leading: boolean;
  /** One-tap amounts (next legal amount, then a larger step), empty when no bid can be sent now. */
  amounts: number[];
  /** Why there are no buttons, when there is a reason to say. */
  note: string | null;
}

export function dockLotView(input: DockLotInput): DockLotView {
  const { link, lot, myTeamId, myMaxBid, increment, running } = input;
  if (myTeamId === null || myMaxBid === null) return { leading: false, amounts: [], note: null };
  // Offline the lot on screen may be long gone: claim nothing, offer nothing (taps are never queued).
  if (link !== 'live') return { leading: false, amounts: [], note: null };
  if (!running) return { leading: false, amounts: [], note: null };
  if (lot.paused_remaining_ms !== null) return { leading: false, amounts: [], note: 'Bidding is paused' };
  if (lot.high_team_id === myTeamId) return { leading: true, amounts: [], note: null };
  if (input.rosterRefusal) return { leading: false, amounts: [], note: input.rosterRefusal };
  const min = minimumBid(lot, increment);
  if (min > myMaxBid) return { leading: false, amounts: [], note: `Past your max bid of $${myMaxBid}` };
  return { leading: false, amounts: quickBids(lot, increment, myMaxBid), note: null };
}

/**
 * Offline, when the server's last word was that my team led: said as the past, since the lot may have
 * been bid on or sold since (docs/DECISIONS.md, "The auction dock").
 */
export function lastKnownLeadText(highBid: number): string {
  return `Last heard from the server: you led at $${highBid}`;
}

/** The smaller call when another team takes the lot from mine; null when nothing changed for me. */
export function outbidCall(
  before: Pick<AuctionLot, 'lot_id' | 'high_team_id'> | null,
  after: Pick<AuctionLot, 'lot_id' | 'high_team_id' | 'high_bid'> | null,
  myTeamId: number | null,
  teamName: (id: number) => string,
): string | null {
  if (!before || !after || myTeamId === null || before.lot_id !== after.lot_id) return null;
  if (before.high_team_id !== myTeamId || after.high_team_id === myTeamId) return null;
  return `Outbid: $${after.high_bid} by ${teamName(after.high_team_id)}`;
}

/** Seconds left under which a lot my team leads gets its call ("You lead — 3 s left"). */
export const LEAD_CALL_MS = 5000;

export function leadCall(leading: boolean, remainingMs: number, link: DockLink): string | null {
  if (!leading || link !== 'live' || remainingMs <= 0 || remainingMs > LEAD_CALL_MS) return null;
  return `You lead — ${Math.ceil(remainingMs / 1000)} s left`;
}

/**
 * Whether an event heard now belongs to the news of the time away: the socket down or catching up,
 * or the page out of sight. "While you were away" tells such events later; a notice of the moment
 * (the win's toast) tells only the others.
 */
export function heardWhileAway({ connected, catchingUp }: { connected: boolean | null; catchingUp: boolean }, hidden: boolean): boolean {
  return !connected || catchingUp || hidden;
}

/** A line of the news of the time away, with the pick it tells of. */
export interface AwayNewsLine {
  pickId: number;
  text: string;
}

/**
 * What happened while this device was away, from the events the catch-up applied, oldest first. A
 * sale undone or deleted before the device was back is no news: it did not stand.
 */
export function awayNews(events: readonly DraftEvent[], myTeamIds: readonly number[], teamName: (id: number) => string): AwayNewsLine[] {
  let news: AwayNewsLine[] = [];
  for (const event of events) {
    if (event.type === 'pick.undone' || event.type === 'pick.deleted') news = withoutPick(news, event.payload.fantasy_pick_id);
    if (event.type !== 'pick.created' || event.payload.pick.acquisition_type === 'keeper') continue;
    news.push({ pickId: event.payload.pick.fantasy_pick_id, text: saleNews(event.payload.pick, myTeamIds, teamName) });
  }
  return news;
}

type SoldPick = Pick<DraftPick, 'full_name' | 'fantasy_team_id' | 'acquisition_price'>;

/** A sale to this phone's own team, as the phone tells it (the away news and the win's toast). */
export const wonNews = ({ full_name, acquisition_price }: SoldPick): string => `You won ${full_name} for $${acquisition_price}`;

/** A sale as this phone tells it: "You won X for $N" to its own team, "X sold to Team for $N" to another. */
function saleNews(pick: SoldPick, myTeamIds: readonly number[], teamName: (id: number) => string): string {
  return myTeamIds.includes(pick.fantasy_team_id) ? wonNews(pick) : `${pick.full_name} sold to ${teamName(pick.fantasy_team_id)} for $${pick.acquisition_price}`;
}

/** The news without the line of a pick that no longer stands (undone or deleted while the news shows). */
export function withoutPick(news: readonly AwayNewsLine[], pickId: number): AwayNewsLine[] {
  return news.filter((line) => line.pickId !== pickId);
}

/**
 * Where a refused bid's answer belongs. About the lot still open: under the buttons, as the
 * reason. About a lot that is no longer open (sold or cancelled while the answer travelled, or the
 * server says so): a line of history, never an error over the new lot.
 */
export function refusalPlacement(tappedLotId: number, openLotId: number | null, lotClosedAnswer: boolean): 'field' | 'history' {
  return lotClosedAnswer || openLotId !== tappedLotId ? 'history' : 'field';
}

/**
 * Whether a refused bid's reason still stands under the buttons: only while its lot is open and
 * the high bid has not passed the amount refused. Two phones tapping "Bid $2" at once leave one
 * "Bid must be at least $3"; once the lot is at $39 those words are about a moment long gone.
 */
export function refusalStands(refused: { lotId: number; amount: number }, lot: { lot_id: number; high_bid: number }): boolean {
  return refused.lotId === lot.lot_id && lot.high_bid <= refused.amount;
}
