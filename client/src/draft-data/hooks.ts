import { createContext, createElement, useContext, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { DraftEvent } from '#shared/draft/events.js';
import type { DraftInfo, DraftPick, DraftTeam } from '#shared/draft/types.js';
import { matchesPosition, type PositionFilterValue } from './position-filter.js';
import { useSession } from '../stores/session.js';
import { sourceKey, type DraftSource } from '../api/draft-reads.js';
import { createDraftStore, type DraftRoomState, type DraftStore, type DraftStoreOptions } from './store.js';

/**
 * React access to a draft store. A page calls `useDraftRoom(source)` once and wraps its tree in
 * `<DraftStoreProvider store={...}>`; components below read small slices, so a new pick
 * re-renders the column and cell it lands in, not the whole board.
 */

const DraftStoreContext = createContext<DraftStore | null>(null);

export function DraftStoreProvider({ store, children }: { store: DraftStore; children?: ReactNode }) {
  return createElement(DraftStoreContext.Provider, { value: store }, children);
}

/** One live store per draft: created for the source, started on mount, disposed on unmount or when the source changes. */
export function useDraftRoom(source: DraftSource, options?: DraftStoreOptions): DraftStore {
  const key = sourceKey(source);
  const [entry, setEntry] = useState(() => ({ key, store: createDraftStore(source, options) }));
  let store = entry.store;
  if (entry.key !== key) {
    const next = { key, store: createDraftStore(source, options) };
    setEntry(next);
    store = next.store;
  }
  useEffect(() => {
    store.start();
    return () => store.dispose();
  }, [store]);
  return store;
}

export function useDraftStore(): DraftStore {
  const store = useContext(DraftStoreContext);
  if (!store) throw new Error('useDraftStore needs a DraftStoreProvider above it');
  return store;
}

/**
 * Subscribe to a derived slice. `isEqual` decides whether a new value is worth a render;
 * with it, selectors may build fresh arrays (ids of one team's picks) without render loops.
 */
export function useDraftSelector<T>(selector: (state: DraftRoomState) => T, isEqual: (a: T, b: T) => boolean = Object.is): T {
  const store = useDraftStore();
  const cache = useRef<{ value: T } | null>(null);
  const read = () => {
    const next = selector(store.getState());
    if (cache.current && isEqual(cache.current.value, next)) return cache.current.value;
    cache.current = { value: next };
    return next;
  };
  return useSyncExternalStore(store.subscribe, read, read);
}

export function sameItems<T>(a: readonly T[], b: readonly T[]): boolean {
  return a.length === b.length && a.every((item, i) => Object.is(item, b[i]));
}

/** Teams are re-derived on every event; compare what a team header shows, not object identity. */
export function sameTeam(a: DraftTeam | undefined, b: DraftTeam | undefined): boolean {
  if (!a || !b) return a === b;
  const keys: (keyof DraftTeam)[] = ['team_name', 'team_nickname', 'remaining_budget', 'max_bid', 'players_count', 'draft_position', 'cash_adjustment', 'autopilot'];
  if (keys.some((key) => a[key] !== b[key])) return false;
  return Object.keys(a.position_counts).every((p) => a.position_counts[p as keyof typeof a.position_counts] === b.position_counts[p as keyof typeof b.position_counts]);
}

export const useDraftStatus = () => useDraftSelector((s) => s.status);
export const useDraftError = () => useDraftSelector((s) => s.error);
/** Joined to the room; null before the socket has first joined (store-types.ts). */
export const useDraftConnected = () => useDraftSelector((s) => s.connected);

/** The draft's own fields (status, budget, roster...). Null until loaded. */
export const useDraftInfo = (): DraftInfo | null =>
  useDraftSelector(
    (s) => s.snapshot?.draft ?? null,
    // seq changes with every event; only re-render for what a screen shows.
    (a, b) => a === b || (a !== null && b !== null && sameDraftInfo(a, b)),
  );

function sameDraftInfo(a: DraftInfo, b: DraftInfo): boolean {
  const { seq: _a, roster_positions: rosterA, ...restA } = a;
  const { seq: _b, roster_positions: rosterB, ...restB } = b;
  if (JSON.stringify(rosterA) !== JSON.stringify(rosterB)) return false;
  return (Object.keys(restA) as (keyof typeof restA)[]).every((key) => restA[key] === restB[key]);
}

const EMPTY_TEAMS: DraftTeam[] = [];
const EMPTY_PICKS: DraftPick[] = [];

/** All teams in draft order; re-renders on every change to any team (for selects and summaries). */
export const useDraftTeams = (): DraftTeam[] =>
  useDraftSelector((s) => s.snapshot?.teams ?? EMPTY_TEAMS, (a, b) => a.length === b.length && a.every((t, i) => sameTeam(t, b[i])));

export const useTeamIds = (): number[] => useDraftSelector((s) => (s.snapshot?.teams ?? EMPTY_TEAMS).map((t) => t.fantasy_team_id), sameItems);

/**
 * A team; `isEqual` may compare only what the caller shows (a board column leaves the money to
 * TeamMoney), and then the team's other fields may be those of an earlier event.
 */
export const useTeam = (teamId: number, isEqual: (a: DraftTeam | undefined, b: DraftTeam | undefined) => boolean = sameTeam): DraftTeam | undefined =>
  useDraftSelector((s) => s.snapshot?.teams.find((t) => t.fantasy_team_id === teamId), isEqual);

/** One figure of a team (its money left, say): renders only when that figure moves. `read` is best kept stable. */
export const useTeamFigure = <T>(teamId: number, read: (team: DraftTeam) => T): T | undefined =>
  useDraftSelector((s) => {
    const team = s.snapshot?.teams.find((t) => t.fantasy_team_id === teamId);
    return team && read(team);
  });

/** Every pick, ordered by pick_number. */
export const useDraftPicks = (): DraftPick[] => useDraftSelector((s) => s.snapshot?.picks ?? EMPTY_PICKS);

/**
 * Every cell and column of a board runs its selector on each store change; a search of the whole
 * pick list in each made one pick cost O(cells × picks) (5 ms of a 32-team board's 400 cells,
 * scripts/bench-render.ts). The picks array is replaced whenever a pick changes, so indexes built
 * once per array and shared by all selectors stay correct.
 */
const picksById = new WeakMap<readonly DraftPick[], Map<number, DraftPick>>();
const picksByTeam = new WeakMap<readonly DraftPick[], Map<number, DraftPick[]>>();

function indexedPick(picks: readonly DraftPick[], pickId: number): DraftPick | undefined {
  let index = picksById.get(picks);
  if (!index) {
    index = new Map(picks.map((p) => [p.fantasy_pick_id, p]));
    picksById.set(picks, index);
  }
  return index.get(pickId);
}

function picksOfTeam(picks: readonly DraftPick[], teamId: number): DraftPick[] {
  let index = picksByTeam.get(picks);
  if (!index) {
    index = new Map();
    for (const p of picks) {
      const held = index.get(p.fantasy_team_id);
      if (held) held.push(p);
      else index.set(p.fantasy_team_id, [p]);
    }
    picksByTeam.set(picks, index);
  }
  return index.get(teamId) ?? EMPTY_PICKS;
}

/** A team's picks by pick_number, from the shared index (for selectors outside useDraftSelector). */
export const teamPicksOf = (s: DraftRoomState, teamId: number): DraftPick[] => picksOfTeam(s.snapshot?.picks ?? EMPTY_PICKS, teamId);

/** A team's picks by pick_number; unchanged picks keep their identity, so memoised cells skip rendering. */
export const useTeamPicks = (teamId: number): DraftPick[] => useDraftSelector((s) => teamPicksOf(s, teamId), sameItems);

/** A team's pick ids by pick_number, only those of `position` when given (the board's filter, spec 02 §2). */
export const useTeamPickIds = (teamId: number, position: PositionFilterValue = 'ALL'): number[] =>
  useDraftSelector(
    (s) =>
      picksOfTeam(s.snapshot?.picks ?? EMPTY_PICKS, teamId)
        .filter((p) => matchesPosition(position, p.position_code))
        .map((p) => p.fantasy_pick_id),
    sameItems,
  );

export const usePick = (pickId: number): DraftPick | undefined => useDraftSelector((s) => indexedPick(s.snapshot?.picks ?? EMPTY_PICKS, pickId));

/** The latest `count` picks, newest first. */
export const useRecentPicks = (count: number): DraftPick[] =>
  useDraftSelector((s) => (s.snapshot?.picks ?? EMPTY_PICKS).slice(-count).reverse(), sameItems);

/** The latest `count` sales, newest first: keepers were not bought in this auction. */
export const useRecentSales = (count: number): DraftPick[] =>
  useDraftSelector((s) => (s.snapshot?.picks ?? EMPTY_PICKS).filter((p) => p.acquisition_type !== 'keeper').slice(-count).reverse(), sameItems);

/** Spec 02 §1: the commissioner is the user whose id equals the draft's commissioner_id. */
export function useIsCommissioner(): boolean {
  const userId = useSession((s) => s.user?.fantasy_user_id ?? null);
  const commissionerId = useDraftSelector((s) => s.snapshot?.draft.commissioner_id ?? null);
  return userId !== null && commissionerId !== null && userId === commissionerId;
}

/** Run `listener` for every applied event (e.g. refresh a trade list on 'trade.*'); no polling needed. */
export function useDraftEvents(listener: (event: DraftEvent) => void): void {
  const store = useDraftStore();
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(() => store.subscribeEvents((event) => latest.current(event)), [store]);
}
