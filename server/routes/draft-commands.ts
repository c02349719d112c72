import { Router, type Request } from 'express';
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
} from '#shared/draft/requests.js';
import type { DraftPick } from '#shared/draft/types.js';
import { currentUser } from '../auth/middleware.js';
import type { AppContext } from '../context.js';
import { reorderParticipants, renameParticipant, renameTeam } from '../draft/participants.js';
import { draftPlayer, removePick, updatePick } from '../draft/picks.js';
import { disablePublicLink, regeneratePublicLink } from '../draft/public-link.js';
import { draftIdsOfTeam } from '../draft/rename-events.js';
import { respondWithCommand } from '../engine/respond.js';
import { parseStoredRoster } from '#shared/draft/roster-rules.js';
import type { CommandScope } from '../engine/write-path.js';
import { updateRoomSettings, updateSettings } from '../draft/settings.js';
import { emitValues } from '../values/value-events.js';
import { updateAuctionSettings } from '../auction/settings.js';
import { changeStatus } from '../draft/status.js';
import { validationFailed } from '../errors.js';
import type { RouteHandler } from '../http/command-fast-path.js';
import { idParam, parse, takesNoBody } from '../http/validate.js';
import { withTeamUniqueness } from '../leagues/team-commands.js';
import { authorize } from '../policies/index.js';
import { draftSubject, type DraftCommissionerAction } from '../policies/draft.js';
import { publicUrlOf } from '../http/board-link.js';

/**
 * DELETE /undo names its pick by pick_id or fantasy_pick_id (body or query), or asks for the
 * latest with `last: true` or by sending nothing at all. Never both, never a guess: anything
 * it does not read is a 400 (`{"pickId": 7}` used to undo the newest pick instead).
 */
function undoTargetOf(query: unknown, body: unknown): number | 'last' {
  const named = [parse(undoTargetSchema, query), parse(undoTargetSchema, body)].flatMap((part) => [
    ...(part.pick_id === undefined ? [] : [part.pick_id]),
    ...(part.fantasy_pick_id === undefined ? [] : [part.fantasy_pick_id]),
    ...(part.last === undefined ? [] : ['last' as const]),
  ]);
  const [first] = named;
  if (first === undefined) return 'last';
  if (named.some((n) => n !== first)) throw validationFailed('Name one pick to undo: pick_id, fantasy_pick_id or last, not several');
  return first;
}

/**
 * The draft and user of a commissioner call; its `authorize` asks the draft policy inside the
 * command's transaction, on the row the command locked (server/policies/draft.ts).
 */
function commissionerDraft(req: Request, action: DraftCommissionerAction) {
  const draftId = idParam(req.params.id, 'Draft');
  const user = currentUser(req);
  const authorizeLocked = async (scope: CommandScope) => {
    authorize(user, action, await draftSubject(scope.trx, scope.draft, user));
  };
  return { draftId, user, authorize: authorizeLocked };
}

const withSeq = (pick: DraftPick, seq: number): PickResponse => ({ ...pick, seq });

/**
 * POST /:id/draft-player, the command a live draft repeats. Express's router serves it, and so
 * does the answer given before that router's walk (http/command-fast-path.ts): one handler.
 */
export function draftPlayerRoute(ctx: AppContext): RouteHandler {
  return async (req, res) => {
    const input = parse(draftPlayerSchema, req.body);
    const { draftId, user, authorize } = commissionerDraft(req, 'draftPlayer');
    await respondWithCommand(ctx, req, res, {
      draftId,
      actorId: user.id,
      authorize,
      status: 201,
      command: (scope) => draftPlayer(scope, user, input),
      present: withSeq,
    });
  };
}

/** Commissioner mutations of a draft (behind requireAuth); each is one command on the write path. */
export function draftCommandsRouter(ctx: AppContext): Router {
  const router = Router();
  const { db } = ctx;

  for (const command of ['start', 'pause', 'resume', 'complete'] as const) {
    router.put(`/:id/${command}`, takesNoBody, async (req, res) => {
      const { draftId, user, authorize } = commissionerDraft(req, command);
      await respondWithCommand(ctx, req, res, {
        draftId,
        actorId: user.id,
        authorize,
        command: (scope) => changeStatus(scope, command),
        present: (change, seq): StatusChangeResponse => ({ fantasy_draft_id: draftId, ...change, seq }),
      });
    });
  }

  router.post('/:id/draft-player', draftPlayerRoute(ctx));

  router.delete('/:id/undo', async (req, res) => {
    const target = undoTargetOf(req.query, req.body);
    const { draftId, user, authorize } = commissionerDraft(req, 'undoPick');
    await respondWithCommand(ctx, req, res, {
      draftId,
      actorId: user.id,
      authorize,
      command: (scope) => removePick(scope, target === 'last' ? undefined : target, 'undo'),
      present: (pick, seq): RemovedPickResponse => ({ fantasy_pick_id: pick.fantasy_pick_id, pick, seq }),
    });
  });

  router.delete('/:id/picks/:pickId', takesNoBody, async (req, res) => {
    const pickId = idParam(req.params.pickId, 'Pick');
    const { draftId, user, authorize } = commissionerDraft(req, 'deletePick');
    await respondWithCommand(ctx, req, res, {
      draftId,
      actorId: user.id,
      authorize,
      command: (scope) => removePick(scope, pickId, 'delete'),
      present: (pick, seq): RemovedPickResponse => ({ fantasy_pick_id: pick.fantasy_pick_id, pick, seq }),
    });
  });

  router.put('/:id/picks/:pickId', async (req, res) => {
    const pickId = idParam(req.params.pickId, 'Pick');
    const changes = parse(updatePickSchema, req.body);
    const { draftId, user, authorize } = commissionerDraft(req, 'editPick');
    await respondWithCommand(ctx, req, res, { draftId, actorId: user.id, authorize, command: (scope) => updatePick(scope, pickId, changes), present: withSeq });
  });

  router.put('/:id/teams/:teamId', async (req, res) => {
    const teamId = idParam(req.params.teamId, 'Team');
    const { team_name } = parse(renameTeamSchema, req.body);
    const { draftId, user, authorize } = commissionerDraft(req, 'renameTeam');
    await withTeamUniqueness({ teamName: team_name }, () =>
      respondWithCommand(ctx, req, res, {
        draftId,
        actorId: user.id,
        authorize,
        // The team's other drafts get the rename too.
        alsoLocks: (trx) => draftIdsOfTeam(trx, teamId),
        command: (scope) => renameTeam(scope, teamId, team_name),
        present: (participant, seq): ParticipantResponse => ({ ...participant, seq }),
      }),
    );
  });

  // Before /participants/:pid, which would read 'reorder' as an id.
  router.put('/:id/participants/reorder', async (req, res) => {
    const { participants } = parse(reorderSchema, req.body);
    const { draftId, user, authorize } = commissionerDraft(req, 'reorderParticipants');
    await respondWithCommand(ctx, req, res, {
      draftId,
      actorId: user.id,
      authorize,
      command: (scope) => reorderParticipants(scope, participants),
      present: (list, seq): ParticipantsResponse => ({ participants: list, seq }),
    });
  });

  router.put('/:id/participants/:pid', async (req, res) => {
    const participantId = idParam(req.params.pid, 'Participant');
    const { team_nickname } = parse(nicknameSchema, req.body);
    const { draftId, user, authorize } = commissionerDraft(req, 'renameParticipant');
    await respondWithCommand(ctx, req, res, {
      draftId,
      actorId: user.id,
      authorize,
      command: (scope) => renameParticipant(scope, participantId, team_nickname),
      present: (participant, seq): ParticipantResponse => ({ ...participant, seq }),
    });
  });

  router.put('/:id/settings', async (req, res) => {
    const input = parse(settingsSchema, req.body);
    const { draftId, user, authorize } = commissionerDraft(req, 'changeSettings');
    await respondWithCommand(ctx, req, res, {
      draftId,
      actorId: user.id,
      authorize,
      command: async (scope) => {
        const change = await updateSettings(scope, input);
        // The values follow the budget and roster (docs/VALUES.md).
        if (change.auction_budget !== scope.draft.auction_budget || JSON.stringify(change.roster_positions) !== JSON.stringify(parseStoredRoster(scope.draft.roster_positions))) {
          await emitValues(db, scope, draftId);
        }
        return { ...change, ...(await updateAuctionSettings(scope, input)), ...(await updateRoomSettings(scope, input)) };
      },
      present: (change, seq): SettingsResponse => ({ ...change, seq }),
    });
  });

  router.post('/:id/public-url/regenerate', takesNoBody, async (req, res) => {
    const { draftId, user, authorize } = commissionerDraft(req, 'managePublicLink');
    await respondWithCommand(ctx, req, res, {
      draftId,
      actorId: user.id,
      authorize,
      command: (scope) => regeneratePublicLink(scope),
      present: (token, seq): PublicUrlChangeResponse => ({ public_url: publicUrlOf(req, ctx.config.publicUrl, token), seq }),
    });
  });

  router.delete('/:id/public-url', takesNoBody, async (req, res) => {
    const { draftId, user, authorize } = commissionerDraft(req, 'managePublicLink');
    await respondWithCommand(ctx, req, res, {
      draftId,
      actorId: user.id,
      authorize,
      command: (scope) => disablePublicLink(scope),
      present: (_none, seq): PublicUrlChangeResponse => ({ public_url: null, seq }),
    });
  });

  return router;
}
