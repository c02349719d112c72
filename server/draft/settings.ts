import type { SettingsChange } from '#shared/draft/events.js';
import { checkRosterTotal, orderedRoster, sameRoster, totalRosterSlots } from '#shared/draft/roster-rules.js';
import type { RoomSettings, RosterPositions } from '#shared/draft/types.js';
import type { Trx } from '../db/schema.js';
import { conflict } from '../errors.js';
import { loadSnapshot } from './snapshot.js';
import type { CommandScope } from '../engine/write-path.js';
import { teamLabel } from '#shared/draft/team-label.js';

export interface SettingsInput {
  auction_budget?: number | undefined;
  /** The whole roster: it replaces the current one, so a slot sent as 0 (or left out) has none. */
  roster_positions?: RosterPositions | undefined;
}

/**
 * Change the budget and/or roster slots, in any status. Refused (409) when an existing team would
 * become invalid: more players than slots, or a remaining budget below zero.
 */
export async function updateSettings({ trx, draft, emit }: CommandScope, input: SettingsInput): Promise<SettingsChange> {
  const snapshot = await loadSnapshot(trx, draft.id);
  const current = snapshot.draft;
  const budget = input.auction_budget ?? current.auction_budget;
  const roster = orderedRoster(input.roster_positions ?? current.roster_positions);
  const slots = totalRosterSlots(roster);
  const change: SettingsChange = { auction_budget: budget, roster_positions: roster, num_rounds: slots };
  if (budget === current.auction_budget && sameRoster(roster, current.roster_positions)) return change;

  const total = checkRosterTotal(roster);
  if (!total.ok) throw conflict(total.error);
  for (const team of snapshot.teams) {
    if (team.players_count > slots) {
      throw conflict(`${teamLabel(team)} already holds ${team.players_count} players; the roster needs at least ${team.players_count} slots`);
    }
    const committed = current.auction_budget - team.remaining_budget;
    if (budget - committed < 0) {
      throw conflict(`Budget must be at least $${committed}: ${teamLabel(team)} has already spent that much`);
    }
  }
  await trx
    .updateTable('drafts')
    .set({ auction_budget: budget, roster_positions: JSON.stringify(roster) })
    .where('id', '=', draft.id)
    .execute();
  if (budget !== current.auction_budget) await mirrorBudgetOnLeague(trx, draft.league_id, draft.id, budget);
  emit('draft.settings_updated', change);
  return change;
}

/** The league card shows its latest draft's budget (copied at draft creation); keep it so. */
async function mirrorBudgetOnLeague(trx: Trx, leagueId: number, draftId: number, budget: number): Promise<void> {
  const latest = await trx.selectFrom('drafts').select('id').where('league_id', '=', leagueId).orderBy('id', 'desc').limit(1).executeTakeFirst();
  if (latest?.id !== draftId) return;
  await trx.updateTable('leagues').set({ auction_budget: budget }).where('id', '=', leagueId).execute();
}

/** Enforce max bid on or off, in any status; the next pick follows the new setting. */
export async function updateRoomSettings(scope: CommandScope, input: Partial<RoomSettings>): Promise<RoomSettings> {
  const { trx, draft, emit } = scope;
  const current: RoomSettings = { enforce_max_bid: draft.enforce_max_bid !== 0 };
  const next: RoomSettings = { enforce_max_bid: input.enforce_max_bid ?? current.enforce_max_bid };
  if (next.enforce_max_bid === current.enforce_max_bid) return current;
  const stored = next.enforce_max_bid ? 1 : 0;
  await trx.updateTable('drafts').set({ enforce_max_bid: stored }).where('id', '=', draft.id).execute();
  // Commands later in this transaction read the draft row from the scope: keep it in step.
  scope.draft.enforce_max_bid = stored;
  emit('draft.room_settings_updated', next);
  return next;
}
