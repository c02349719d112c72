import type { Request } from 'express';
import type { AuthUser } from '../auth/middleware.js';
import { currentUser } from '../auth/middleware.js';
import type { AppContext } from '../context.js';
import type { CommandScope } from '../engine/write-path.js';
import { idParam } from '../http/validate.js';
import { authorize } from '../policies/index.js';
import type { AuctionActor } from '../policies/auction.js';
import { draftSubject, loadDraft, type DraftCommissionerAction } from '../policies/draft.js';
import type { Acting, RequestCall } from './command-route.js';

/** What rights read of a call: never its input, so a declaration's input type is its own. */
type CallRequest = Omit<RequestCall<unknown>, 'input'>;

/**
 * The rights of the declared commands (server/routes/command-route.ts), each a policy action
 * asked of server/policies (docs/ARCHITECTURE.md, "Rights: one policy per resource").
 */

export interface UserActing extends Acting {
  user: AuthUser;
}

/**
 * A commissioner's call on /:id whose rights are judged inside the command's transaction, on the
 * row the command locked (server/policies/draft.ts, draftSubject).
 */
export const commissionerOnLockedRow =
  (action: DraftCommissionerAction) =>
  ({ req }: CallRequest): UserActing => {
    const draftId = idParam(req.params.id, 'Draft');
    const user = currentUser(req);
    const authorizeLocked = async (scope: CommandScope) => {
      authorize(user, action, await draftSubject(scope.trx, scope.draft, user));
    };
    return { draftId, actorId: user.id, user, authorize: authorizeLocked };
  };

/** A commissioner's call on /:id whose rights are read before the command runs. */
export const commissionerOfDraft =
  (action: DraftCommissionerAction) =>
  async ({ ctx, req }: CallRequest): Promise<UserActing> => {
    const draftId = idParam(req.params.id, 'Draft');
    const user = currentUser(req);
    authorize(user, action, await loadDraft(ctx.db, draftId, user));
    return { draftId, actorId: user.id, user };
  };

/** The draft of a /:id route and the signed-in member acting in it (403 for anyone else). */
export async function auctionMember(ctx: AppContext, req: Request): Promise<{ draftId: number; actor: AuctionActor }> {
  const draftId = idParam(req.params.id, 'Draft');
  const user = currentUser(req);
  const draft = authorize(user, 'read', await loadDraft(ctx.db, draftId, user));
  return { draftId, actor: { id: user.id, username: user.username, email: user.email, isCommissioner: draft.isCommissioner } };
}

export interface MemberActing extends Acting {
  actor: AuctionActor;
}

/** A member acting in the live auction for their own team (the commissioner for any). */
export async function auctionMemberActing({ ctx, req }: CallRequest): Promise<MemberActing> {
  const { draftId, actor } = await auctionMember(ctx, req);
  return { draftId, actorId: actor.id, actor };
}
