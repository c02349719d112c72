import { useCallback, useEffect, useRef, useState } from 'react';
import { useDraftEvents } from '../../draft-data/hooks.js';

/** Up to this many teams share a TV's width; more take turns a page at a time. */
export const TV_MAX_SHARED_TEAMS = 16;

/** How long a TV shows one page of teams before the next: slow enough to find your team and read it. */
export const BOARD_PAGE_MS = 15_000;

export interface BoardPages {
  /** The teams on screen now. */
  teamIds: number[];
  /** 1-based page on screen, and how many there are (1: no paging). */
  page: number;
  pages: number;
  /** 1-based positions of the first and last team on screen. */
  first: number;
  last: number;
}

/**
 * A TV with more teams than its width holds (24 to 32) shows them a page at a time, in equal pages
 * (24 teams: two of 12), turning by itself every BOARD_PAGE_MS: nobody at a party scrolls a TV, and
 * a scrollbar hid picks. A sale turns to its team's page, so the room sees it land; the turn timer
 * starts again from there (docs/DECISIONS.md, The TV through the night).
 */
export function useBoardPages(allTeamIds: number[], enabled: boolean): BoardPages {
  const pages = enabled && allTeamIds.length > TV_MAX_SHARED_TEAMS ? Math.ceil(allTeamIds.length / TV_MAX_SHARED_TEAMS) : 1;
  const perPage = Math.ceil(allTeamIds.length / pages);
  const [shown, setShown] = useState(0);
  const page = Math.min(shown, pages - 1);

  // The turn timer lives in a ref, not in state: a sale on the page already shown restarts it
  // without rendering the board (scripts/bench-render.ts).
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const restartTurn = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = pages > 1 ? setTimeout(() => setShown((s) => (Math.min(s, pages - 1) + 1) % pages), BOARD_PAGE_MS) : null;
  }, [pages]);

  useEffect(() => {
    restartTurn();
    return () => {
      if (timer.current) clearTimeout(timer.current);
    };
  }, [restartTurn, page]);

  useDraftEvents((event) => {
    if (pages <= 1 || event.type !== 'pick.created') return;
    const index = allTeamIds.indexOf(event.payload.pick.fantasy_team_id);
    if (index < 0) return;
    const target = Math.floor(index / perPage);
    // Another page: showing it restarts the timer (the effect above).
    if (target === page) restartTurn();
    else setShown(target);
  });

  if (pages <= 1) return { teamIds: allTeamIds, page: 1, pages: 1, first: 1, last: allTeamIds.length };
  const start = page * perPage;
  const teamIds = allTeamIds.slice(start, start + perPage);
  return { teamIds, page: page + 1, pages, first: start + 1, last: start + teamIds.length };
}
