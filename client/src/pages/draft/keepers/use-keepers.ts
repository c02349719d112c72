import { useQuery } from '@tanstack/react-query';
import type { DraftPick } from '#shared/draft/types.js';
import type { KeepersResponse } from '#shared/keepers/api.js';
import { fetchKeepers } from '#client/api/draft-files.js';
import { draftQueryKeys } from '#client/api/players.js';
import { isKeeper } from '#client/components/board/board-format.js';
import { sameItems, useDraftSelector } from '#client/draft-data/hooks.js';

const NO_PICKS: DraftPick[] = [];

/**
 * The league's keeper candidates (GET /drafts/:id/keepers), read once: they come from the
 * previous draft, which this room does not change. Who is kept comes from the live picks, so an
 * assignment made in another tab shows at once without reading the list again.
 */
export function useKeepers(draftId: number) {
  const board = useQuery({
    queryKey: [...draftQueryKeys.all(draftId), 'keepers'],
    queryFn: ({ signal }) => fetchKeepers(draftId, signal),
  });
  // The keeper picks only: a sale leaves them as they were, and the cards showing them do not render.
  const keeperPicks = useDraftSelector((s) => (s.snapshot?.picks ?? NO_PICKS).filter(isKeeper), sameItems);
  /** The keeper pick of this team and player, if kept. */
  const keptPick = (teamId: number, playerId: string): DraftPick | undefined =>
    keeperPicks.find((p) => p.fantasy_team_id === teamId && p.nfl_player_id === playerId);
  const keptCount = (teamId: number) => keeperPicks.filter((p) => p.fantasy_team_id === teamId).length;
  return { board, keptPick, keptCount };
}

/** 'last price + $5' or 'last price + 20 %, rounded up' (shared/keepers/keeper-cost.ts). */
export function penaltyText(rules: Pick<KeepersResponse, 'keeper_penalty_type' | 'keeper_penalty_amount'>): string {
  return rules.keeper_penalty_type === 'FIXED_INCREASE'
    ? `last price + $${rules.keeper_penalty_amount}`
    : `last price + ${rules.keeper_penalty_amount} %, rounded up`;
}
