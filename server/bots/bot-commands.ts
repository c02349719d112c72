import type { AuctionActor } from '../policies/auction.js';
import { nominate, setProxyBid } from '../auction/commands.js';
import { loadTurn, openLotRow } from '../auction/lot-queries.js';
import type { AppContext } from '../context.js';
import { changeStatus } from '../draft/status.js';
import { runDraftCommand, type CommandScope } from '../engine/write-path.js';
import { conflict } from '../errors.js';

/**
 * The bots act through the same commands as people (docs/ARCHITECTURE.md, Bots): nominate and the
 * proxy maximum, on the write path, under the draft's lock, judged by the same rules. The bot acts
 * as the auction's system actor for one named team (the log's actor is null, as for the clock),
 * and checks under the lock that the team is still on autopilot and it is still its turn.
 */
const BOT_ACTOR: AuctionActor = { id: 0, username: 'autopilot', email: '', isCommissioner: true };

export const NOT_ON_AUTOPILOT = 'This team is not on autopilot';

async function assertAutopilot(scope: CommandScope, teamId: number): Promise<void> {
  const seat = await scope.trx.selectFrom('draft_participants').select('autopilot').where('draft_id', '=', scope.draft.id).where('team_id', '=', teamId).executeTakeFirst();
  if (seat?.autopilot !== 1) throw conflict(NOT_ON_AUTOPILOT);
}

/** The bot's maximum on the open lot: the engine then bids the least needed for it, up to that maximum. */
export function botProxy(ctx: AppContext, draftId: number, teamId: number, lotId: number, max: number) {
  return runDraftCommand(ctx, draftId, null, async (scope) => {
    await assertAutopilot(scope, teamId);
    // Its owner's own maximum rules: the bot never replaces it.
    const own = await scope.trx.selectFrom('auction_proxy_bids').select('max_bid').where('lot_id', '=', lotId).where('team_id', '=', teamId).executeTakeFirst();
    if (own) throw conflict('This team already has a maximum on this player');
    return setProxyBid(scope, BOT_ACTOR, { lot_id: lotId, max, fantasy_team_id: teamId });
  });
}

/** The bot nominates on its own turn only (the system actor may name any team, so the turn is checked here). */
export function botNomination(ctx: AppContext, draftId: number, teamId: number, playerId: string) {
  return runDraftCommand(ctx, draftId, null, async (scope) => {
    await assertAutopilot(scope, teamId);
    const turn = await loadTurn(scope.trx, draftId);
    if (turn?.team_id !== teamId || (await openLotRow(scope.trx, draftId))) throw conflict('It is not your turn to nominate');
    return nominate(scope, BOT_ACTOR, { nfl_player_id: playerId, opening_bid: 1, fantasy_team_id: teamId });
  });
}

/** A practice auction nobody can nominate in any more is over: the bots complete it. */
export function completePractice(ctx: AppContext, draftId: number) {
  return runDraftCommand(ctx, draftId, null, async (scope) => {
    if (scope.draft.draft_status !== 'IN_PROGRESS' || (await openLotRow(scope.trx, draftId)) || (await loadTurn(scope.trx, draftId))) return null;
    return changeStatus(scope, 'complete');
  });
}
