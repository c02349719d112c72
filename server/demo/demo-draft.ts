import type { AppContext } from '../context.js';
import { draftPlayer, type Actor } from '../draft/picks.js';
import { regeneratePublicLink } from '../draft/public-link.js';
import { changeStatus } from '../draft/status.js';
import { runDraftCommand, type CommandScope } from '../engine/write-path.js';
import { listPlayers } from '../nfl/player-list.js';
import { executeTrade } from '../trades/trade-commands.js';
import { planAuction, planTrade, seededRandom } from './auction-plan.js';
import { DEMO_BUDGET, DEMO_PICK_COUNT, DEMO_RANDOM_SEED, DEMO_ROSTER, DEMO_SEASON } from './demo-cast.js';

/** Enough of the projection list to find every starter-worthy player of a 12-team league. */
const POOL_SIZE = 500;

export interface RunDemoDraftInput {
  draftId: number;
  commissioner: Actor;
  /** Participants' team ids in draft order. */
  teamIds: number[];
  /** Teams the trade should involve when they bought anyone (the members' teams). */
  tradeTeamIds: number[];
}

export interface DemoDraftOutcome {
  publicToken: string;
  picks: number;
  traded: boolean;
}

/**
 * Play the demo draft through the draft commands the routes call, each one command on the one
 * write path, so the event log holds exactly what a commissioner at the keyboard would produce:
 * public link on, draft started, the lots, one executed trade.
 */
export async function runDemoDraft(ctx: AppContext, input: RunDemoDraftInput): Promise<DemoDraftOutcome> {
  const { draftId, commissioner } = input;
  const command = <R>(run: (scope: CommandScope) => Promise<R>) => runDraftCommand(ctx, draftId, commissioner.id, run);

  const { result: publicToken } = await command((scope) => regeneratePublicLink(scope));
  await command((scope) => changeStatus(scope, 'start'));

  const pool = await listPlayers(ctx.db, {
    season: DEMO_SEASON,
    draftId: null,
    availableOnly: false,
    position: null,
    searchTokens: [],
    limit: POOL_SIZE,
  });
  const lots = planAuction({
    pool,
    teamIds: input.teamIds,
    budget: DEMO_BUDGET,
    roster: DEMO_ROSTER,
    lots: DEMO_PICK_COUNT,
    random: seededRandom(DEMO_RANDOM_SEED),
  });
  for (const lot of lots) {
    await command((scope) =>
      draftPlayer(scope, commissioner, { nfl_player_id: lot.playerId, fantasy_team_id: lot.teamId, acquisition_price: lot.price }),
    );
  }

  const trade = planTrade(lots, input.tradeTeamIds, DEMO_BUDGET);
  if (trade) await command((scope) => executeTrade(scope, trade));
  return { publicToken, picks: lots.length, traded: trade !== undefined };
}
