import { useMemo, useRef, type RefObject } from 'react';
import type { DraftPick, RosterPositions } from '#shared/draft/types.js';
import { openSlots, type OpenSlot } from './open-slots.js';
import { sameItems, teamPicksOf, useDraftSelector, useTeamPicks } from '../draft-data/hooks.js';
import { useDraftSync } from '../draft-data/use-draft-sync.js';

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

/** The picks and roster settings a team's open slots come from: equal when neither moved. */
interface SlotInputs {
  picks: DraftPick[];
  roster: RosterPositions;
}
const sameInputs = (a: SlotInputs, b: SlotInputs) => a.roster === b.roster && sameItems(a.picks, b.picks);

/** One `<li>` per slot, in openSlots' order, its text the slot and how many are open; `is-full` at none. */
export const slotText = (slot: OpenSlot) => `${slot.label} ${slot.open}`;

/**
 * One team's open slots for a list that writes its counts in place (use-draft-sync.ts): `ref` goes
 * on the `<ul>`, which draws one `<li>` per slot (its text slotText, `is-full` when none is open) in
 * the order given. A sale to the team rewrites its counts without rendering; a change of the roster
 * settings (which slots there are) renders.
 */
export function useLiveOpenSlots(teamId: number): { ref: RefObject<HTMLUListElement | null>; slots: OpenSlot[] } {
  const ref = useRef<HTMLUListElement>(null);
  const rosterText = useRosterText();
  const inputs = useDraftSync(
    (s): SlotInputs => ({ picks: teamPicksOf(s, teamId), roster: s.snapshot?.draft.roster_positions ?? EMPTY }),
    ({ picks, roster }) => {
      const items = ref.current?.children;
      const slots = openSlots(picks, roster);
      // Other slots than the ones drawn: the settings changed, and the render that follows draws them.
      if (!items || items.length !== slots.length) return;
      slots.forEach((slot, i) => {
        const item = items[i] as HTMLElement;
        item.textContent = slotText(slot);
        item.classList.toggle('is-full', slot.open === 0);
      });
    },
    sameInputs,
  );
  const slots = useMemo(() => openSlots(inputs.picks, JSON.parse(rosterText) as RosterPositions), [inputs.picks, rosterText]);
  return { ref, slots };
}
