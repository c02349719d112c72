import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { draftTabPath, navTabs, tabLabel, type DraftTab } from './draft-tabs.js';
import { useOffersWaiting } from './tabs/use-trade-offers.js';

export interface DraftTabBarProps {
  leagueId: number;
  draftId: number;
  tab: DraftTab;
  isCommissioner: boolean;
  onChoose: (tab: DraftTab) => void;
}

/**
 * The room's tabs. On a phone the bar scrolls sideways and the Trades tab sits past its edge, so
 * while offers wait for my answer and that tab is out of sight, a marker on the bar's edge shows
 * the count and takes me there (docs/DECISIONS.md, Trades). The count lives here, not in
 * the page above: a change of it re-renders the bar alone (the render bench, docs/BENCHMARKS.md).
 */
export function DraftTabBar({ leagueId, draftId, tab, isCommissioner, onChoose }: DraftTabBarProps) {
  const offersWaiting = useOffersWaiting(leagueId, draftId);
  const barRef = useRef<HTMLElement>(null);
  const tradesRef = useRef<HTMLAnchorElement>(null);
  const markerRef = useRef<HTMLButtonElement>(null);
  const tradesHiddenAt = useHiddenEdge(barRef, tradesRef);
  const markerAt = offersWaiting > 0 ? tradesHiddenAt : null;
  useActiveTabInView(barRef, tab, markerRef, markerAt);

  return (
    <div className="draft-tabs-wrap">
      <nav ref={barRef} className="draft-tabs" aria-label="Draft sections">
        {navTabs(isCommissioner).map((t) => (
          <a
            key={t}
            ref={t === 'trades' ? tradesRef : undefined}
            href={draftTabPath(leagueId, draftId, t)}
            className={`draft-tab${t === tab ? ' is-active' : ''}`}
            aria-current={t === tab ? 'page' : undefined}
            onClick={(event) => {
              if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
              event.preventDefault();
              onChoose(t);
            }}
          >
            {tabLabel(t, isCommissioner)}
            {t === 'trades' && offersWaiting > 0 && <OffersWaitingCount count={offersWaiting} />}
          </a>
        ))}
      </nav>
      {markerAt && (
        // Hidden from screen readers and out of the Tab order: the Trades tab itself says the count
        // (once), and Tab scrolls the bar to each tab anyway. The marker is for eyes and thumbs.
        <button
          ref={markerRef}
          type="button"
          className={`tab-edge-marker at-${markerAt}`}
          aria-hidden="true"
          tabIndex={-1}
          data-testid="offers-waiting-marker"
          onClick={() => onChoose('trades')}
        >
          {markerAt === 'start' && <span className="tab-edge-arrow">‹</span>}
          Trades
          <span className="tab-count">{offersWaiting}</span>
          {markerAt === 'end' && <span className="tab-edge-arrow">›</span>}
        </button>
      )}
    </div>
  );
}

/** The Trades tab's count of offers waiting for my answer (use-trade-offers.ts), said in words to a screen reader. */
function OffersWaitingCount({ count }: { count: number }) {
  return (
    <>
      <span className="tab-count" aria-hidden="true">
        {count}
      </span>
      <span className="visually-hidden">
        , {count} {count === 1 ? 'offer' : 'offers'} waiting for you
      </span>
    </>
  );
}

type Edge = 'start' | 'end';

/** Which edge of the scroller `target` is cut off at, or null while it shows whole. */
function useHiddenEdge(scroller: RefObject<HTMLElement | null>, target: RefObject<HTMLElement | null>): Edge | null {
  const [edge, setEdge] = useState<Edge | null>(null);
  useEffect(() => {
    const root = scroller.current;
    const el = target.current;
    // No observer (an old browser, a test's DOM): no marker, the bar scrolls as before.
    if (!root || !el || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry) return;
        const whole = entry.intersectionRatio >= 0.98;
        const left = entry.rootBounds?.left ?? 0;
        setEdge(whole ? null : entry.boundingClientRect.left < left ? 'start' : 'end');
      },
      { root, threshold: [0, 0.25, 0.5, 0.75, 0.98] },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [scroller, target]);
  return edge;
}

/**
 * Scrolls the bar sideways (never the page) so the open tab shows whole: after the marker's tap, a
 * shortcut, a deep link. Whole means beside the marker, not under it: the marker sits over the
 * bar's edge, where the open tab would otherwise end up (a phone opening Players List with an offer
 * waiting saw the marker where its tab was).
 */
function useActiveTabInView(bar: RefObject<HTMLElement | null>, tab: DraftTab, marker: RefObject<HTMLElement | null>, markerAt: Edge | null) {
  useLayoutEffect(() => {
    const root = bar.current;
    const active = root?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!root || !active) return;
    const box = root.getBoundingClientRect();
    const item = active.getBoundingClientRect();
    const covered = marker.current?.offsetWidth ?? 0;
    const left = box.left + (markerAt === 'start' ? covered : 0);
    const right = box.right - (markerAt === 'end' ? covered : 0);
    if (item.left < left) root.scrollLeft -= left - item.left;
    else if (item.right > right) root.scrollLeft += item.right - right;
  }, [bar, tab, marker, markerAt]);
}
