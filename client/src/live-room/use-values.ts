import { useMemo, useRef } from 'react';
import type { PlayerListItem } from '../../../shared/player-types.js';
import { livePrice, pricingOf, type LivePricing } from '../../../shared/values/pricing.js';
import { hasValues } from '../../../shared/values/sales.js';
import { teamProjectedPoints } from '../../../shared/values/team-points.js';
import { useDraftSelector } from '../live-draft/hooks.js';

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

function sameMap(a: Map<number, number> | null, b: Map<number, number> | null): boolean {
  if (a === b) return true;
  if (!a || !b || a.size !== b.size) return false;
  for (const [key, value] of a) if (b.get(key) !== value) return false;
  return true;
}

/** Each team's projected points from its roster so far; null while the draft has no values. */
export function useTeamProjectedPoints(): Map<number, number> | null {
  // The selector runs on every store change (auction ticks too): score again only when picks, values or slots changed.
  const last = useRef<{ inputs: unknown[]; result: Map<number, number> } | null>(null);
  return useDraftSelector((s) => {
    const snapshot = s.snapshot;
    if (!snapshot || !hasValues(snapshot.values)) return null;
    const inputs = [snapshot.picks, snapshot.values, snapshot.draft.roster_positions, snapshot.teams.length];
    if (last.current && last.current.inputs.every((input, i) => input === inputs[i])) return last.current.result;
    const result = teamProjectedPoints(snapshot);
    last.current = { inputs, result };
    return result;
  }, sameMap);
}
