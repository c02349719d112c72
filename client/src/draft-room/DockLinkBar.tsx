import { useEffect, useRef, useState } from 'react';
import type { DraftEvent } from '#shared/draft/events.js';
import { useDraftEvents, useDraftSelector, useDraftStore } from '../draft-data/hooks.js';
import { WAITING_TEXT, awayNews, dockLink, dockLinkText, heardWhileAway, withoutPick, type AwayNewsLine, type DockLink } from './dock-state.js';
import { isPageHidden, usePageHidden } from './use-page-hidden.js';
import { teamLabelOf } from '../draft-data/team-label.js';

export const useDockLink = (): DockLink => useDraftSelector((s) => dockLink(s));

/**
 * The dock's line to the server, said where the thumb is: nothing while live; connecting, offline
 * or catching up, a bar nobody can miss, and the clock below it stops.
 */
export function DockLinkBar() {
  const link = useDockLink();
  if (link === 'live') return null;
  return (
    <div className={`dock-link dock-link-${link}`} role="status" data-testid="dock-link">
      <strong>{dockLinkText(link)}</strong>
      <span>{WAITING_TEXT}</span>
    </div>
  );
}

/** How long the news of the time away stays unless dismissed. */
const NEWS_MS = 30_000;

/**
 * What happened while this device was away ("You won X for $N", "X sold to Team Y for $N"): offline,
 * from the events the rejoin's replay and the catch-up applied, which arrive while the link is not
 * live; or out of sight (another tab, the screen off), from the events heard meanwhile. A phone
 * that came back to the room after the clock nominated and sold for it is told so, as one that lost
 * the network is (docs/DECISIONS.md, "Away is offline or out of sight").
 */
export function DockAwayNews({ myTeamId }: { myTeamId: number | null }) {
  const store = useDraftStore();
  const link = useDockLink();
  const hidden = usePageHidden();
  const missed = useRef<DraftEvent[]>([]);
  const wasAway = useRef(false);
  const [news, setNews] = useState<AwayNewsLine[]>([]);
  useDraftEvents((event) => {
    const state = store.getState();
    if (heardWhileAway(state, isPageHidden())) missed.current.push(event);
    // A sale the news tells of, undone or deleted while it shows, is no longer news.
    else if (event.type === 'pick.undone' || event.type === 'pick.deleted') setNews((lines) => withoutPick(lines, event.payload.fantasy_pick_id));
  });
  useEffect(() => {
    if (link !== 'live' || hidden) {
      wasAway.current = true;
      return;
    }
    if (!wasAway.current) return;
    wasAway.current = false;
    const teams = store.getState().snapshot?.teams ?? [];
    const name = (id: number) => teamLabelOf(teams, id) ?? 'a team';
    const lines = awayNews(missed.current, myTeamId === null ? [] : [myTeamId], name);
    missed.current = [];
    setNews(lines);
  }, [link, hidden, store, myTeamId]);
  useEffect(() => {
    if (news.length === 0) return;
    const timer = setTimeout(() => setNews([]), NEWS_MS);
    return () => clearTimeout(timer);
  }, [news]);
  if (news.length === 0) return null;
  return (
    <div className="dock-news" role="status" data-testid="dock-away-news">
      <p className="dock-news-title">While you were away</p>
      <ul>
        {news.map((line) => (
          <li key={line.pickId}>{line.text}</li>
        ))}
      </ul>
      <button type="button" className="btn btn-secondary btn-sm" onClick={() => setNews([])}>
        OK
      </button>
    </div>
  );
}
