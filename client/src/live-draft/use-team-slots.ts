import { useMemo, useRef } from 'react';
import type { DraftPick, RosterPositions } from '../../../shared/draft/types.js';
import { openSlots, type OpenSlot } from '../lib/open-slots.js';
import { sameItems, useDraftPicks, useDraftSelector, useTeamPicks } from './hooks.js';

const EMPTY: RosterPositions = {};

const useRosterText = () => useDraftSelector((s) => JSON.stringify(s.snapshot?.draft.roster_positions ?? EMPTY));

interface TeamSlots {
  picks: DraftPick[];
  slots: OpenSlot[];
}

/**
 * Open slots of every team, by team id; recomputed when a pick, trade or the roster settings
 * change. A team whose picks did not change keeps its slots array, so a table row or strip entry
 * that shows one team's slots renders for the buying team only (scripts/bench-render.ts).
 */
export function useOpenSlotsByTeam(): Map<number, OpenSlot[]> {
  const picks = useDraftPicks();
  const rosterText = useRosterText();
  const previous = useRef<{ rosterText: string; byTeam: Map<number, TeamSlots> } | null>(null);
  return useMemo(() => {
    const roster = JSON.parse(rosterText) as RosterPositions;
    const byTeam = new Map<number, DraftPick[]>();
    for (const pick of picks) {
      const held = byTeam.get(pick.fantasy_team_id);
      if (held) held.push(pick);
      else byTeam.set(pick.fantasy_team_id, [pick]);
    }
    const before = previous.current?.rosterText === rosterText ? previous.current.byTeam : null;
    const kept = new Map<number, TeamSlots>();
    const result = new Map<number, OpenSlot[]>();
    for (const [id, teamPicks] of byTeam) {
      const old = before?.get(id);
      const entry = old && sameItems(old.picks, teamPicks) ? old : { picks: teamPicks, slots: openSlots(teamPicks, roster) };
      kept.set(id, entry);
      result.set(id, entry.slots);
    }
    // A team without players has every slot open.
    const none = before?.get(-1) ?? { picks: [], slots: openSlots([], roster) };
    kept.set(-1, none);
    result.set(-1, none.slots);
    previous.current = { rosterText, byTeam: kept };
    return result;
  }, [picks, rosterText]);
}

export const slotsOf = (slots: Map<number, OpenSlot[]>, teamId: number): OpenSlot[] => slots.get(teamId) ?? slots.get(-1) ?? [];

/** One team's open slots: renders only when that team's picks or the roster settings change. */
export function useTeamOpenSlots(teamId: number): OpenSlot[] {
  const picks = useTeamPicks(teamId);
  const rosterText = useRosterText();
  return useMemo(() => openSlots(picks, JSON.parse(rosterText) as RosterPositions), [picks, rosterText]);
}
