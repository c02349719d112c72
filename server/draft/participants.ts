import type { DraftParticipant } from '#shared/draft/api.js';
import { badRequest, notFound } from '../errors.js';
import { assertTeamNameFree } from '../leagues/team-commands.js';
import type { DbOrTrx } from '../db/schema.js';
import { announceTeamRenamed } from './rename-events.js';
import { loadTeamRows } from './snapshot.js';
import type { CommandScope } from '../engine/write-path.js';

/** A draft participant as GET /drafts/:id/participants lists it (spec 02 §3 Participant). */
export type Participant = DraftParticipant;

export async function listParticipants(db: DbOrTrx, draftId: number): Promise<Participant[]> {
  const rows = await loadTeamRows(db, draftId);
  return rows.map((r) => ({
    fantasy_participant_id: r.participant_id,
    fantasy_team_id: r.team_id,
    team_name: r.team_name,
    team_nickname: r.team_nickname,
    draft_position: r.draft_position,
  }));
}

/**
 * Rename a league team from a draft. The name lives on the league's team, so every other draft
 * the team sits in gets the same event in its own log, in this same transaction.
 */
export async function renameTeam(scope: CommandScope, teamId: number, teamName: string): Promise<Participant> {
  const { trx, draft } = scope;
  const participants = await listParticipants(trx, draft.id);
  const participant = participants.find((p) => p.fantasy_team_id === teamId);
  if (!participant) throw notFound('Team is not in this draft');
  if (participant.team_name === teamName) return participant;
  await assertTeamNameFree(trx, draft.league_id, teamName, teamId);
  // This draft is among them: emitTo of the commanded draft is its own emit.
  await announceTeamRenamed(scope, teamId, teamName);
  await trx.updateTable('teams').set({ team_name: teamName }).where('id', '=', teamId).execute();
  return { ...participant, team_name: teamName };
}

export async function renameParticipant(
  { trx, draft, emit }: CommandScope,
  participantId: number,
  nickname: string | null,
): Promise<Participant> {
  const participant = (await listParticipants(trx, draft.id)).find((p) => p.fantasy_participant_id === participantId);
  if (!participant) throw notFound('Participant not found');
  if (participant.team_nickname === nickname) return participant;
  await trx.updateTable('draft_participants').set({ team_nickname: nickname }).where('id', '=', participantId).execute();
  emit('participant.renamed', { fantasy_participant_id: participantId, team_nickname: nickname });
  return { ...participant, team_nickname: nickname };
}

export interface OrderEntry {
  fantasy_participant_id: number;
  draft_position: number;
}

/** The new order must name every participant once and use positions 1..n once each. */
export async function reorderParticipants({ trx, draft, emit }: CommandScope, order: OrderEntry[]): Promise<Participant[]> {
  const participants = await listParticipants(trx, draft.id);
  const ids = new Set(order.map((o) => o.fantasy_participant_id));
  const known = new Set(participants.map((p) => p.fantasy_participant_id));
  if (ids.size !== order.length || order.length !== participants.length || [...ids].some((id) => !known.has(id))) {
    throw badRequest('Every participant of the draft must be listed exactly once');
  }
  const positions = new Set(order.map((o) => o.draft_position));
  const n = participants.length;
  if (positions.size !== n || [...positions].some((p) => p < 1 || p > n)) {
    throw badRequest(`Draft positions must be 1 to ${n}, each used once`);
  }
  const changed = order.filter((o) => participants.find((p) => p.fantasy_participant_id === o.fantasy_participant_id)?.draft_position !== o.draft_position);
  if (changed.length === 0) return participants;
  for (const entry of changed) {
    await trx.updateTable('draft_participants').set({ draft_position: entry.draft_position }).where('id', '=', entry.fantasy_participant_id).execute();
  }
  const sorted = [...order].sort((a, b) => a.draft_position - b.draft_position);
  emit('participants.reordered', { order: sorted });
  return listParticipants(trx, draft.id);
}
