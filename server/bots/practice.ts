import type { z } from 'zod';
import { PRACTICE_DAILY_LIMIT, type practiceRequest } from '#shared/bots/requests.js';
import type { PracticeResponse } from '#shared/bots/types.js';
import { DEFAULT_ROSTER_POSITIONS } from '#shared/draft/roster-rules.js';
import { DEFAULT_LEAGUE_SETTINGS, seasonChoices } from '#shared/league-rules.js';
import type { AppContext } from '../context.js';
import { createDraft } from '../draft/draft-setup.js';
import { startAuction } from '../auction/commands.js';
import { changeStatus } from '../draft/status.js';
import { runDraftCommand } from '../engine/write-path.js';
import { AppError } from '../errors.js';
import { createLeague, deleteLeague } from '../leagues/league-commands.js';

type PracticeInput = z.output<typeof practiceRequest>;

const DAY_MS = 24 * 60 * 60 * 1000;
export const PRACTICE_LIMIT_REACHED = `You can start ${PRACTICE_DAILY_LIMIT} practice auctions a day. Try again tomorrow.`;
export const PRACTICE_LEAGUE_NAME = 'Practice auction';
export const YOUR_TEAM_NAME = 'Your team';
export const botTeamName = (position: number) => `Bot ${position}`;

/** A user may start PRACTICE_DAILY_LIMIT practice auctions in any 24 hours (deleted ones count). */
async function claimPracticeStart(ctx: AppContext, userId: number, nowMs: number): Promise<void> {
  const since = new Date(nowMs - DAY_MS).toISOString();
  const { n } = await ctx.db
    .selectFrom('practice_starts')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  if (Number(n) >= PRACTICE_DAILY_LIMIT) throw new AppError(429, 'rate_limited', PRACTICE_LIMIT_REACHED, 60 * 60);
  await ctx.db.insertInto('practice_starts').values({ user_id: userId, created_at: new Date(nowMs).toISOString() }).execute();
}

/**
 * What makes a practice auction live: the draft's start, then the auction's start step (the same
 * two commands a commissioner gives; docs/ARCHITECTURE.md, "The live auction on the server").
 */
export async function startPracticeAuction(ctx: AppContext, draftId: number, userId: number): Promise<void> {
  await runDraftCommand(ctx, draftId, userId, (scope) => changeStatus(scope, 'start'));
  await runDraftCommand(ctx, draftId, userId, (scope) => startAuction(scope));
}

/**
 * POST /practice (docs/API.md, Bots): a private league marked practice, owned by the caller, with
 * the caller's team in the first seat and bots in the rest, its live auction already running.
 * Built by the same commands as any league; if a step fails, what was made is deleted.
 */
export async function createPractice(ctx: AppContext, user: { id: number; email: string }, input: PracticeInput, nowMs = Date.now()): Promise<PracticeResponse> {
  await claimPracticeStart(ctx, user.id, nowMs);
  const leagueId = await createLeague(ctx.db, user.id, { league_name: PRACTICE_LEAGUE_NAME, ...DEFAULT_LEAGUE_SETTINGS });
  try {
    await ctx.db.updateTable('leagues').set({ is_practice: 1 }).where('id', '=', leagueId).execute();
    const draft = await createDraft(ctx.db, {
      leagueId,
      season: seasonChoices()[0],
      numTeams: input.num_teams,
      auctionBudget: input.auction_budget,
      rosterPositions: input.roster_positions ?? { ...DEFAULT_ROSTER_POSITIONS },
      draftDate: null,
      participants: Array.from({ length: input.num_teams }, (_, i) =>
        i === 0 ? { team_name: YOUR_TEAM_NAME, owner_email: user.email.toLowerCase(), draft_position: 1 } : { team_name: botTeamName(i + 1), draft_position: i + 1 },
      ),
      // A practice lot opens on the bid clock: nobody in the room needs time to get ready.
      auction: { auction_mode: 'live', nomination_seconds: input.nomination_seconds, bid_seconds: input.bid_seconds, opening_seconds: input.bid_seconds, min_bid_increment: 1 },
    });
    const mine = draft.participants.find((p) => p.draft_position === 1);
    if (!mine) throw new Error('practice draft has no first seat');
    const seed = input.seed ?? Math.floor(Math.random() * 2_147_483_647);
    await ctx.db.updateTable('drafts').set({ bot_seed: seed }).where('id', '=', draft.fantasy_draft_id).execute();
    // Before the start: seat state, as the participants themselves (no event; the snapshot reads it).
    await ctx.db.updateTable('draft_participants').set({ autopilot: 1 }).where('draft_id', '=', draft.fantasy_draft_id).where('team_id', '!=', mine.fantasy_team_id).execute();
    await startPracticeAuction(ctx, draft.fantasy_draft_id, user.id);
    return { fantasy_league_id: leagueId, fantasy_draft_id: draft.fantasy_draft_id, fantasy_team_id: mine.fantasy_team_id };
  } catch (err) {
    await deleteLeague(ctx, leagueId);
    throw err;
  }
}
