import type { DraftEvent } from '#shared/draft/events.js';
import type { DraftPick } from '#shared/draft/types.js';

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

/** The picks of my teams as they stand, by id: read before an event, for the notice of one it takes away. */
export function myStandingPicks(picks: readonly DraftPick[], myTeamIds: ReadonlySet<number>): Map<number, StoodPick> {
  const mine = new Map<number, StoodPick>();
  for (const pick of picks) if (myTeamIds.has(pick.fantasy_team_id)) mine.set(pick.fantasy_pick_id, pick);
  return mine;
}
