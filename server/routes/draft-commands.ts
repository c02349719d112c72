import { Router } from 'express';
import type {
  ParticipantResponse,
  ParticipantsResponse,
  PickResponse,
  PublicUrlChangeResponse,
  RemovedPickResponse,
  SettingsResponse,
  StatusChangeResponse,
} from '#shared/draft/api.js';
import {
  draftPlayerSchema,
  nicknameSchema,
  renameTeamSchema,
  reorderSchema,
  settingsSchema,
  undoTargetSchema,
  updatePickSchema,
  type UndoTargetRequest,
} from '#shared/draft/requests.js';
import type { DraftPick } from '#shared/draft/types.js';
import type { AppContext } from '../context.js';
import { reorderParticipants, renameParticipant, renameTeam } from '../draft/participants.js';
import { draftPlayer, removePick, updatePick } from '../draft/picks.js';
import { disablePublicLink, regeneratePublicLink } from '../draft/public-link.js';
import { draftIdsOfTeam } from '../draft/rename-events.js';
import { parseStoredRoster } from '#shared/draft/roster-rules.js';
import { updateRoomSettings, updateSettings } from '../draft/settings.js';
import { emitValues } from '../values/value-events.js';
import { updateAuctionSettings } from '../auction/settings.js';
import { changeStatus } from '../draft/status.js';
import { validationFailed } from '../errors.js';
import { idParam } from '../http/validate.js';
import { withTeamUniqueness } from '../leagues/team-commands.js';
import { publicUrlOf } from '../http/board-link.js';
import { commandRoute, mountCommands, type DeclaredCommand } from './command-route.js';
import { commissionerOnLockedRow } from './command-rights.js';

/**
 * DELETE /undo names its pick by pick_id or fantasy_pick_id (body or query), or asks for the
 * latest with `last: true` or by sending nothing at all. Never both, never a guess: anything
 * it does not read is a 400 (`{"pickId": 7}` used to undo the newest pick instead).
 */
function undoTargetOf(query: UndoTargetRequest, body: UndoTargetRequest): number | 'last' {
  const named = [query, body].flatMap((part) => [
    ...(part.pick_id === undefined ? [] : [part.pick_id]),
    ...(part.fantasy_pick_id === undefined ? [] : [part.fantasy_pick_id]),
    ...(part.last === undefined ? [] : ['last' as const]),
  ]);
  const [first] = named;
  if (first === undefined) return 'last';
  if (named.some((n) => n !== first)) throw validationFailed('Name one pick to undo: pick_id, fantasy_pick_id or last, not several');
  return first;
}

const withSeq = (pick: DraftPick, seq: number): PickResponse => ({ ...pick, seq });
const removedPick = (pick: DraftPick, seq: number): RemovedPickResponse => ({ fantasy_pick_id: pick.fantasy_pick_id, pick, seq });

/**
 * The commissioner's mutations of a draft (behind requireAuth), each one command on the write
 * path with its rights judged on the locked row. The pick is the command a live draft repeats:
 * hot, so the answer given before Express's router serves it too (http/command-fast-path.ts).
 */
export const DRAFT_COMMANDS: readonly DeclaredCommand[] = [
  ...(['start', 'pause', 'resume', 'complete'] as const).map((status) =>
    commandRoute({
      route: status,
      noBody: true,
      rights: commissionerOnLockedRow(status),
      command: (scope) => changeStatus(scope, status),
      present: (change, seq, { acting }): StatusChangeResponse => ({ fantasy_draft_id: acting.draftId, ...change, seq }),
    }),
  ),
  commandRoute({
    route: 'draftPlayer',
    hot: true,
    schema: draftPlayerSchema,
    rights: commissionerOnLockedRow('draftPlayer'),
    status: 201,
    command: (scope, { acting, input }) => draftPlayer(scope, acting.user, input),
    present: withSeq,
  }),
  commandRoute({
    route: 'undoPick',
    schema: undoTargetSchema,
    input: (req, read) => undoTargetOf(read(req.query), read(req.body)),
    rights: commissionerOnLockedRow('undoPick'),
    command: (scope, { input }) => removePick(scope, input === 'last' ? undefined : input, 'undo'),
    present: removedPick,
  }),
  commandRoute({
    route: 'deletePick',
    noBody: true,
    input: (req) => idParam(req.params.pickId, 'Pick'),
    rights: commissionerOnLockedRow('deletePick'),
    command: (scope, { input }) => removePick(scope, input, 'delete'),
    present: removedPick,
  }),
  commandRoute({
    route: 'editPick',
    schema: updatePickSchema,
    input: (req, read) => ({ pickId: idParam(req.params.pickId, 'Pick'), changes: read(req.body) }),
    rights: commissionerOnLockedRow('editPick'),
    command: (scope, { input }) => updatePick(scope, input.pickId, input.changes),
    present: withSeq,
  }),
  commandRoute({
    route: 'renameTeam',
    schema: renameTeamSchema,
    input: (req, read) => ({ teamId: idParam(req.params.teamId, 'Team'), ...read(req.body) }),
    rights: commissionerOnLockedRow('renameTeam'),
    around: ({ input }, respond) => withTeamUniqueness({ teamName: input.team_name }, respond),
    // The team's other drafts get the rename too.
    alsoLocks: (trx, { input }) => draftIdsOfTeam(trx, input.teamId),
    command: (scope, { input }) => renameTeam(scope, input.teamId, input.team_name),
    present: (participant, seq): ParticipantResponse => ({ ...participant, seq }),
  }),
  // Before /participants/:pid, which would read 'reorder' as an id.
  commandRoute({
    route: 'reorderParticipants',
    schema: reorderSchema,
    rights: commissionerOnLockedRow('reorderParticipants'),
    command: (scope, { input }) => reorderParticipants(scope, input.participants),
    present: (list, seq): ParticipantsResponse => ({ participants: list, seq }),
  }),
  commandRoute({
    route: 'renameParticipant',
    schema: nicknameSchema,
    input: (req, read) => ({ participantId: idParam(req.params.pid, 'Participant'), ...read(req.body) }),
    rights: commissionerOnLockedRow('renameParticipant'),
    command: (scope, { input }) => renameParticipant(scope, input.participantId, input.team_nickname),
    present: (participant, seq): ParticipantResponse => ({ ...participant, seq }),
  }),
  commandRoute({
    route: 'changeSettings',
    schema: settingsSchema,
    rights: commissionerOnLockedRow('changeSettings'),
    command: async (scope, { ctx, input, acting }) => {
      const change = await updateSettings(scope, input);
      // The values follow the budget and roster (docs/VALUES.md).
      if (change.auction_budget !== scope.draft.auction_budget || JSON.stringify(change.roster_positions) !== JSON.stringify(parseStoredRoster(scope.draft.roster_positions))) {
        await emitValues(ctx.db, scope, acting.draftId);
      }
      return { ...change, ...(await updateAuctionSettings(scope, input)), ...(await updateRoomSettings(scope, input)) };
    },
    present: (change, seq): SettingsResponse => ({ ...change, seq }),
  }),
  commandRoute({
    route: 'regeneratePublicLink',
    noBody: true,
    rights: commissionerOnLockedRow('managePublicLink'),
    command: (scope) => regeneratePublicLink(scope),
    present: (token, seq, { ctx, req }): PublicUrlChangeResponse => ({ public_url: publicUrlOf(req, ctx.config.publicUrl, token), seq }),
  }),
  commandRoute({
    route: 'disablePublicLink',
    noBody: true,
    rights: commissionerOnLockedRow('managePublicLink'),
    command: (scope) => disablePublicLink(scope),
    present: (_none, seq): PublicUrlChangeResponse => ({ public_url: null, seq }),
  }),
];

/** Commissioner mutations of a draft under /api/drafts, as declared above. */
export function draftCommandsRouter(ctx: AppContext): Router {
  const router = Router();
  mountCommands(router, ctx, '/drafts', DRAFT_COMMANDS);
  return router;
}
