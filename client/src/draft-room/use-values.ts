import { useMemo, useRef } from 'react';
import type { DraftRoomState } from '../draft-data/store-types.js';
import type { PlayerListItem } from '#shared/player-types.js';
import { livePrice, pricingOf, type LivePricing } from '#shared/values/pricing.js';
import { hasValues, tableValue } from '#shared/values/sales.js';
import { teamProjectedPoints } from '#shared/values/team-points.js';
import { useDraftSelector } from '../draft-data/hooks.js';

/**
 * Auction values on screen (docs/VALUES.md), read from the live snapshot: every pick or budget
 * change moves values, adjusted values and team points on every screen at once, no request.
 */

const samePricing = (a: LivePricing, b: LivePricing) => a.table === b.table && a.inflation === b.inflation;

/** The draft's value table and the inflation its lists are priced at. */
export const useLivePricing = (): LivePricing => useDraftSelector((s) => pricingOf(s.snapshot), samePricing);

/**
 * List rows with their value and adjusted value as of now. A row whose prices did not move keeps
 * its identity, so memoised rows of a long list skip rendering; a $1 player never re-renders.
 */
export function usePricedRows<T extends PlayerListItem>(rows: readonly T[], isDrafted: (playerId: string) => boolean): T[] {
  const pricing = useLivePricing();
  const last = useRef(new Map<string, { source: T; priced: T }>());
  return useMemo(() => {
    const previous = last.current;
    const next = new Map<string, { source: T; priced: T }>();
    const priced = rows.map((row) => {
      const { value, adjusted } = livePrice(pricing, row, isDrafted(row.nfl_player_id));
      if (value === row.auction_value && adjusted === row.adjusted_value) return row;
      const known = previous.get(row.nfl_player_id);
      const out = known && known.source === row && known.priced.auction_value === value && known.priced.adjusted_value === adjusted ? known.priced : { ...row, auction_value: value, adjusted_value: adjusted };
      next.set(row.nfl_player_id, { source: row, priced: out });
      return out;
    });
    last.current = next;
    return priced;
  }, [rows, pricing, isDrafted]);
}

/** The draft's value table (null without values): new when values are recomputed, not with a sale. */
const useValueTable = () => useDraftSelector((s) => pricingOf(s.snapshot).table);

/**
 * Available players' rows with their value for this league (docs/VALUES.md), each keeping its
 * identity while the value table stands. Their `adjusted_value` stays the one the list came with:
 * inflation moves it on most sales, and an AdjustedValue cell shows it live (use-draft-sync.ts),
 * so a sale renders no memoised row for its figure.
 */
export function useValuedRows<T extends PlayerListItem>(rows: readonly T[]): T[] {
  const table = useValueTable();
  const last = useRef(new Map<string, { source: T; valued: T }>());
  return useMemo(() => {
    const previous = last.current;
    const next = new Map<string, { source: T; valued: T }>();
    const valued = rows.map((row) => {
      const value = table ? tableValue(table, row.nfl_player_id) : row.auction_value;
      if (value === row.auction_value) return row;
      const known = previous.get(row.nfl_player_id);
      const out = known && known.source === row && known.valued.auction_value === value ? known.valued : { ...row, auction_value: value };
      next.set(row.nfl_player_id, { source: row, valued: out });
      return out;
    });
    last.current = next;
    return valued;
  }, [rows, table]);
}

function sameMap(a: Map<number, number> | null, b: Map<number, number> | null): boolean {
  if (a === b) return true;
  if (!a || !b || a.size !== b.size) return false;
  for (const [key, value] of a) if (b.get(key) !== value) return false;
  return true;
}

/**
 * Each team's projected points from its roster so far; null while the draft has no values. Scored
 * once per change of what it depends on, however many components read it (a table cell per team).
 */
let lastPoints: { inputs: unknown[]; result: Map<number, number> | null } | null = null;

function projectedPoints(snapshot: DraftRoomState['snapshot']): Map<number, number> | null {
  if (!snapshot) return null;
  // The selectors run on every store change (a bid too, in a dozen places): the cache is asked
  // first, so an unchanged draft costs four comparisons, not a look into the value table.
  const inputs = [snapshot.picks, snapshot.values, snapshot.draft.roster_positions, snapshot.teams.length];
  if (lastPoints && lastPoints.inputs.every((input, i) => input === inputs[i])) return lastPoints.result;
  lastPoints = { inputs, result: hasValues(snapshot.values) ? teamProjectedPoints(snapshot) : null };
  return lastPoints.result;
}

/** Each team's projected points from its roster so far; null while the draft has no values. */
export const useTeamProjectedPoints = (): Map<number, number> | null => useDraftSelector((s) => projectedPoints(s.snapshot), sameMap);

/** One team's projected points (0 before its first player); null while the draft has no values. */
export const useTeamPoints = (teamId: number): number | null =>
  useDraftSelector((s) => {
    const points = projectedPoints(s.snapshot);
    return points ? (points.get(teamId) ?? 0) : null;
  });
