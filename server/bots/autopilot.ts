import type { CommandScope } from '../engine/write-path.js';
import { badRequest } from '../errors.js';
import { TEAM_NOT_IN_DRAFT } from '../auction/acting-team.js';

/**
 * Autopilot on or off for a team (docs/ARCHITECTURE.md, Bots): a change is an event, so every room
 * and board shows the robot mark at once. Setting what is already set records nothing.
 */
export async function setAutopilot(scope: CommandScope, teamId: number, enabled: boolean): Promise<boolean> {
  const seat = await scope.trx.selectFrom('draft_participants').select('autopilot').where('draft_id', '=', scope.draft.id).where('team_id', '=', teamId).executeTakeFirst();
  if (!seat) throw badRequest(TEAM_NOT_IN_DRAFT);
  if ((seat.autopilot === 1) === enabled) return enabled;
  await scope.trx.updateTable('draft_participants').set({ autopilot: enabled ? 1 : 0 }).where('draft_id', '=', scope.draft.id).where('team_id', '=', teamId).execute();
  scope.emit('team.autopilot_changed', { fantasy_team_id: teamId, autopilot: enabled });
  return enabled;
}
