import { useEffect, useState } from 'react';
import { useDraftInfo, useDraftSelector } from '../draft-data/hooks.js';
import { useMyTeamId } from './use-my-team.js';
import { useTeamStatePush } from './use-team-state.js';
import { DockLot } from './DockLot.js';
import { DockTurn } from './DockTurn.js';
import { DockLastSale, DockLotCancelled, useLotEndedByCompletion } from './DockLastSale.js';
import { DockAutopilot } from './DockAutopilot.js';
import { DockLinkBar, DockAwayNews } from './DockLinkBar.js';
import { useWinNotice } from './use-win-notice.js';
import './auction-dock.css';

/**
 * The live auction in the hand, on every tab of the draft room (docs/ARCHITECTURE.md, "The auction
 * dock"): the open lot with one-tap bids, or whose turn it is to nominate. Fixed to the bottom of
 * the screen; the room keeps a bottom padding of the dock's height, so the last rows of a tab's list
 * can always be scrolled above it.
 */
export function AuctionDock({ draftId, leagueId }: { draftId: number; leagueId: number }) {
  const draft = useDraftInfo();
  const myTeamId = useMyTeamId(leagueId);
  const hasLot = useDraftSelector((s) => s.snapshot?.lot != null);
  const [dock, setDock] = useState<HTMLElement | null>(null);
  useTeamStatePush(draftId);
  useDockPadding(dock);
  const running = draft?.draft_status === 'IN_PROGRESS' || draft?.draft_status === 'PAUSED';
  const shown = draft?.auction_mode === 'live' && running;
  useWinNotice(myTeamId, shown);
  useLotEndedByCompletion();
  if (!draft || !shown) return null;
  return (
    <aside className="auction-dock" aria-label="Auction" ref={setDock} data-testid="auction-dock">
      <DockLinkBar />
      <DockAwayNews myTeamId={myTeamId} />
      <DockAutopilot draftId={draftId} myTeamId={myTeamId} />
      {/* Mounted throughout: the sale's record arrives while the lot is still on screen. */}
      <DockLastSale shown={!hasLot} />
      <DockLotCancelled shown={!hasLot} />
      {hasLot ? (
        <DockLot draftId={draftId} myTeamId={myTeamId} running={draft.draft_status === 'IN_PROGRESS'} increment={draft.min_bid_increment} />
      ) : (
        <DockTurn draftId={draftId} leagueId={leagueId} myTeamId={myTeamId} running={draft.draft_status === 'IN_PROGRESS'} />
      )}
    </aside>
  );
}

/** The room's own bottom padding (auction-dock.css), kept below the dock's height. */
const ROOM_BOTTOM_GAP_PX = 16;
/** On the page while the dock is: its toasts sit at the top instead of over the dock (auction-dock.css). */
const DOCK_SHOWN_CLASS = 'auction-dock-shown';

/**
 * Keeps the room's bottom padding at the dock's height (the base padding once it is gone), and marks
 * the page while the dock is on it. The padding is set on the room alone, which nothing inherits: a
 * custom property on the document, as it was, made every element of the page restyle each time the
 * dock's height changed, and on a phone in a bidding war it changes several times a second (the
 * buttons and "You have the high bid" take turns, the outbid call comes and goes) (docs/BENCHMARKS.md,
 * "Phone: the auction dock in a bidding war").
 */
function useDockPadding(element: HTMLElement | null): void {
  useEffect(() => {
    const room = element?.closest<HTMLElement>('.draft-room');
    if (!element || !room) return;
    let shown = -1;
    const update = () => {
      const height = Math.ceil(element.getBoundingClientRect().height);
      if (height === shown) return;
      shown = height;
      room.style.paddingBottom = `${height + ROOM_BOTTOM_GAP_PX}px`;
    };
    update();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(update) : null;
    observer?.observe(element);
    // Set once as the dock comes and goes, not as its height changes: a class on the body restyles the page.
    document.body.classList.add(DOCK_SHOWN_CLASS);
    return () => {
      observer?.disconnect();
      room.style.removeProperty('padding-bottom');
      document.body.classList.remove(DOCK_SHOWN_CLASS);
    };
  }, [element]);
}
