import { useMemo } from 'react';
import { draftAnalytics } from '#shared/analytics/draft-analytics.js';
import type { DraftAnalytics, ProjectedPoints } from '#shared/analytics/types.js';
import type { DraftInfo } from '#shared/draft/types.js';
import { useDraftSelector } from '../../draft-data/hooks.js';

/** The draft's fields the analytics read: its seq moves with every event, these seldom. */
const sameSettings = (a: DraftInfo | null, b: DraftInfo | null) =>
  a === b ||
  (a !== null && b !== null && a.num_rounds === b.num_rounds && a.auction_budget === b.auction_budget && a.roster_positions === b.roster_positions && a.league_name === b.league_name && a.season === b.season);

/**
 * The draft's analytics from the live store (docs/DECISIONS.md, "Draft analytics"): the same
 * shared function the server's route runs, recomputed when a pick, a team or the values change,
 * so the page follows the room without polling. Bids and clock ticks change none of them.
 */
export function useLiveAnalytics(projected: ProjectedPoints | undefined): { analytics: DraftAnalytics | null; leagueName: string; season: number } {
  const draft = useDraftSelector((s) => s.snapshot?.draft ?? null, sameSettings);
  const picks = useDraftSelector((s) => s.snapshot?.picks ?? null);
  const teams = useDraftSelector((s) => s.snapshot?.teams ?? null);
  const values = useDraftSelector((s) => s.snapshot?.values);
  const analytics = useMemo(
    () => (draft && picks && teams && projected ? draftAnalytics({ draft, picks, teams, values }, projected) : null),
    [draft, picks, teams, values, projected],
  );
  return { analytics, leagueName: draft?.league_name ?? '', season: draft?.season ?? 0 };
}
