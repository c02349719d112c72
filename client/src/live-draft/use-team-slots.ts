import { useMemo } from 'react';
import type { DraftPick, RosterPositions } from '../../../shared/draft/types.js';
import { openSlots, type OpenSlot } from '../lib/open-slots.js';
import { useDraftPicks, useDraftSelector } from './hooks.js';

const EMPTY: RosterPositions = {};

/** Open slots of every team, by team id; recomputed when a pick, trade or the roster settings change. */
export function useOpenSlotsByTeam(): Map<number, OpenSlot[]> {
  const picks = useDraftPicks();
  const rosterText = useDraftSelector((s) => JSON.stringify(s.snapshot?.draft.roster_positions ?? EMPTY));
  return useMemo(() => {
    const roster = JSON.parse(rosterText) as RosterPositions;
    const byTeam = new Map<number, DraftPick[]>();
    for (const pick of picks) byTeam.set(pick.fantasy_team_id, [...(byTeam.get(pick.fantasy_team_id) ?? []), pick]);
    const teamIds = new Set([...byTeam.keys()]);
    const result = new Map<number, OpenSlot[]>();
    for (const id of teamIds) result.set(id, openSlots(byTeam.get(id) ?? [], roster));
    // A team without players has every slot open.
    result.set(-1, openSlots([], roster));
    return result;
  }, [picks, rosterText]);
}

export const slotsOf = (slots: Map<number, OpenSlot[]>, teamId: number): OpenSlot[] => slots.get(teamId) ?? slots.get(-1) ?? [];
