import { useEffect, useState } from 'react';
import { useDraftInfo, useDraftSelector } from '../draft-data/hooks.js';
import { useMyTeamId } from './use-my-team.js';
import { useTeamStatePush } from './use-team-state.js';
import { DockLot } from './DockLot.js';
import { DockTurn } from './DockTurn.js';
import { DockLastSale } from './DockLastSale.js';
import { DockAutopilot } from './DockAutopilot.js';
import { DockLinkBar, DockAwayNews } from './DockLinkBar.js';
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
  if (!draft || draft.auction_mode !== 'live') return null;
  const running = draft.draft_status === 'IN_PROGRESS' || draft.draft_status === 'PAUSED';
  if (!running) return null;
  return (
    <aside className="auction-dock" aria-label="Auction" ref={setDock} data-testid="auction-dock">
      <DockLinkBar />
      <DockAwayNews myTeamId={myTeamId} />
      <DockAutopilot draftId={draftId} myTeamId={myTeamId} />
      {/* Mounted throughout: the sale's record arrives while the lot is still on screen. */}
      <DockLastSale shown={!hasLot} />
      {hasLot ? (
        <DockLot draftId={draftId} myTeamId={myTeamId} running={draft.draft_status === 'IN_PROGRESS'} increment={draft.min_bid_increment} />
      ) : (
        <DockTurn draftId={draftId} leagueId={leagueId} myTeamId={myTeamId} running={draft.draft_status === 'IN_PROGRESS'} />
      )}
    </aside>
  );
}

/** Keeps `--auction-dock-height` on the page at the dock's height (0 once it is gone). */
function useDockPadding(element: HTMLElement | null): void {
  useEffect(() => {
    const root = document.documentElement;
    if (!element) return;
    const update = () => root.style.setProperty('--auction-dock-height', `${Math.ceil(element.getBoundingClientRect().height)}px`);
    update();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(update) : null;
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.style.removeProperty('--auction-dock-height');
    };
  }, [element]);
}
