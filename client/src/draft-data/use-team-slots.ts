import { useMemo } from 'react';
import type { RosterPositions } from '#shared/draft/types.js';
import { openSlots, type OpenSlot } from './open-slots.js';
import { useDraftSelector, useTeamPicks } from './hooks.js';

const EMPTY: RosterPositions = {};

const useRosterText = () => useDraftSelector((s) => JSON.stringify(s.snapshot?.draft.roster_positions ?? EMPTY));

/**
 * One team's open slots: renders only when that team's picks or the roster settings change, so a
 * strip entry or table cell that shows them renders for the buying team only (scripts/bench-render.ts).
 */
export function useTeamOpenSlots(teamId: number): OpenSlot[] {
  const picks = useTeamPicks(teamId);
  const rosterText = useRosterText();
  return useMemo(() => openSlots(picks, JSON.parse(rosterText) as RosterPositions), [picks, rosterText]);
}
