import { useEffect, useState } from 'react';
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
  // `turn` counts every change of page, so a sale on the page already shown restarts its timer too.
  const [shown, setShown] = useState({ page: 0, turn: 0 });
  const page = Math.min(shown.page, pages - 1);

  useEffect(() => {
    if (pages <= 1) return;
    const timer = setTimeout(() => setShown((s) => ({ page: (Math.min(s.page, pages - 1) + 1) % pages, turn: s.turn + 1 })), BOARD_PAGE_MS);
    return () => clearTimeout(timer);
  }, [pages, shown.turn]);

  useDraftEvents((event) => {
    if (pages <= 1 || event.type !== 'pick.created') return;
    const index = allTeamIds.indexOf(event.payload.pick.fantasy_team_id);
    if (index >= 0) setShown((s) => ({ page: Math.floor(index / perPage), turn: s.turn + 1 }));
  });

  if (pages <= 1) return { teamIds: allTeamIds, page: 1, pages: 1, first: 1, last: allTeamIds.length };
  const start = page * perPage;
  const teamIds = allTeamIds.slice(start, start + perPage);
  return { teamIds, page: page + 1, pages, first: start + 1, last: start + teamIds.length };
}
