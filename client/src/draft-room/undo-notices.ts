import type { DraftEvent } from '#shared/draft/events.js';
import type { DraftPick } from '#shared/draft/types.js';
import { pickOwnerLabel } from '../components/board/board-format.js';

/** What a notice needs of a pick that stood before the event took it away. */
export type StoodPick = Pick<DraftPick, 'fantasy_pick_id' | 'full_name' | 'acquisition_price' | 'fantasy_team_id'>;

/**
 * What an owner hears when the commissioner takes back a player their team held (Undo or Delete,
 * commissioner-only commands): without it the player and "How it went" went from the phone in
 * silence and the budget grew back unexplained. Null when the pick was not theirs, or is unknown here
 * (bought and taken back within one catch-up: it never stood on this screen).
 */
export function undoNotice(event: DraftEvent, stood: ReadonlyMap<number, StoodPick>, myTeamIds: ReadonlySet<number>): string | null {
  if (event.type !== 'pick.undone' && event.type !== 'pick.deleted') return null;
  const pick = stood.get(event.payload.fantasy_pick_id);
  if (!pick || !myTeamIds.has(pick.fantasy_team_id)) return null;
  const what = event.type === 'pick.undone' ? `undid your purchase of ${pick.full_name}` : `removed ${pick.full_name} from your roster`;
  return pick.acquisition_price > 0 ? `The commissioner ${what}: $${pick.acquisition_price} is back in your budget` : `The commissioner ${what}`;
}

/**
 * What an owner hears when the commissioner edits a pick of theirs (spec 02: edit pick, price and
 * team): a player moved off their team or onto it, or a price changed, moves their budget, and the
 * phone said nothing of why. Null when neither side of the edit is one of my teams, or nothing an
 * owner sees changed.
 */
export function editNotice(event: DraftEvent, stood: ReadonlyMap<number, StoodPick>, myTeamIds: ReadonlySet<number>): string | null {
  if (event.type !== 'pick.updated') return null;
  const after = event.payload.pick;
  const before = stood.get(after.fantasy_pick_id);
  const nowMine = myTeamIds.has(after.fantasy_team_id);
  if (before && !nowMine) {
    const back = before.acquisition_price > 0 ? `: $${before.acquisition_price} is back in your budget` : '';
    return `The commissioner moved ${after.full_name} to ${pickOwnerLabel(after)}${back}`;
  }
  if (!before && nowMine) return `The commissioner moved ${after.full_name} to your team for $${after.acquisition_price}`;
  if (before && before.acquisition_price !== after.acquisition_price) {
    return `The commissioner changed the price of ${after.full_name} from $${before.acquisition_price} to $${after.acquisition_price}`;
  }
  return null;
}

/** The picks of my teams as they stand, by id: read before an event, for the notice of one it takes away. */
export function myStandingPicks(picks: readonly DraftPick[], myTeamIds: ReadonlySet<number>): Map<number, StoodPick> {
  const mine = new Map<number, StoodPick>();
  for (const pick of picks) if (myTeamIds.has(pick.fantasy_team_id)) mine.set(pick.fantasy_pick_id, pick);
  return mine;
}
