import { Router } from 'express';
import { DEFAULT_AUCTION_SETTINGS } from '#shared/auction/rules.js';
import { DEFAULT_ENFORCE_MAX_BID } from '#shared/draft/bids.js';
import { createDraftSchema } from '#shared/draft/requests.js';
import { DEFAULT_ROSTER_POSITIONS } from '#shared/draft/roster-rules.js';
import { DEFAULT_NUM_TEAMS, seasonChoices } from '#shared/league-rules.js';
import type { MessageResponse } from '#shared/league-types.js';
import { currentUser } from '../auth/middleware.js';
import type { AppContext } from '../context.js';
import { idParam, parse, takesNoBody } from '../http/validate.js';
import { createDraft, deleteDraft, leagueIdOfDraft } from '../draft/draft-setup.js';
import { authorize } from '../policies/index.js';
import { draftSubject } from '../policies/draft.js';
import { loadLeague } from '../policies/league.js';

/** POST /drafts and DELETE /drafts/:id: a draft's creation and removal. */
export function draftSetupRouter(ctx: AppContext): Router {
  const router = Router();
  const { db } = ctx;

  router.post('/', async (req, res) => {
    const input = parse(createDraftSchema(seasonChoices()), req.body);
    const user = currentUser(req);
    authorize(user, 'manage', await loadLeague(db, input.fantasy_league_id, user));
    const participants = input.participants?.length ? input.participants : undefined;
    const draft = await createDraft(db, {
      leagueId: input.fantasy_league_id,
      season: input.season,
      numTeams: participants?.length ?? input.num_teams ?? DEFAULT_NUM_TEAMS,
      auctionBudget: input.auction_budget,
      rosterPositions: input.roster_positions ?? { ...DEFAULT_ROSTER_POSITIONS },
      draftDate: input.draft_date ?? null,
      participants,
      auction: {
        auction_mode: input.auction_mode ?? DEFAULT_AUCTION_SETTINGS.auction_mode,
        nomination_seconds: input.nomination_seconds ?? DEFAULT_AUCTION_SETTINGS.nomination_seconds,
        bid_seconds: input.bid_seconds ?? DEFAULT_AUCTION_SETTINGS.bid_seconds,
        opening_seconds: input.opening_seconds ?? DEFAULT_AUCTION_SETTINGS.opening_seconds,
        min_bid_increment: input.min_bid_increment ?? DEFAULT_AUCTION_SETTINGS.min_bid_increment,
      },
      room: { enforce_max_bid: input.enforce_max_bid ?? DEFAULT_ENFORCE_MAX_BID },
    });
    // Seats may re-own existing league teams, leaving a former owner outside the league, and add teams
    // to the league, which its join pages then show.
    ctx.events.signal('league-teams-changed', input.fantasy_league_id);
    if (participants) ctx.events.signal('membership-changed', input.fantasy_league_id);
    res.status(201).json(draft);
  });

  router.delete('/:id', takesNoBody, async (req, res) => {
    const draftId = idParam(req.params.id, 'Draft');
    const user = currentUser(req);
    authorize(user, 'delete', await draftSubject(db, { id: draftId, league_id: await leagueIdOfDraft(db, draftId) }, user));
    await deleteDraft(ctx, draftId);
    const body: MessageResponse = { message: 'Draft deleted successfully' };
    res.json(body);
  });

  return router;
}
