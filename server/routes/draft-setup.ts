import { Router } from 'express';
import { z } from 'zod';
import {
  DEFAULT_AUCTION_BUDGET,
  DEFAULT_NUM_TEAMS,
  MAX_AUCTION_BUDGET,
  MAX_NAME_LENGTH,
  MAX_TEAMS,
  MIN_AUCTION_BUDGET,
  MIN_TEAMS,
  seasonChoices,
} from '../../shared/league-rules.js';
import { DEFAULT_ROSTER_POSITIONS, EMPTY_ROSTER, MAX_SLOT_COUNT, MIN_SLOT_COUNT, orderedRoster, totalRosterSlots } from '../../shared/draft/roster-rules.js';
import { ROSTER_SLOT_KEYS } from '../../shared/draft/types.js';
import type { MessageResponse } from '../../shared/league-types.js';
import { currentUser, requireAuth } from '../auth/middleware.js';
import type { AppContext } from '../context.js';
import { forbidden, notFound } from '../errors.js';
import { integerBetween, ownerEmailField, positiveId, requiredText } from '../http/fields.js';
import { idParam, parse, takesNoBody } from '../http/validate.js';
import { createDraft, deleteDraft, DRAFT_NOT_FOUND, leagueIdOfDraft } from '../leagues/draft-setup.js';
import { COMMISSIONER_ONLY, loadLeagueAccess, requireLeagueCommissioner } from '../leagues/league-access.js';

const rosterPositionsSchema = z
  .strictObject(
    Object.fromEntries(
      ROSTER_SLOT_KEYS.map((key) => [key, integerBetween(`${key} slots`, MIN_SLOT_COUNT, MAX_SLOT_COUNT).optional()]),
    ),
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys'
          ? `Unknown roster position ${issue.keys.join(', ')} (allowed: ${ROSTER_SLOT_KEYS.join(', ')})`
          : 'Roster positions must be an object of slot counts',
    },
  )
  .refine((positions) => totalRosterSlots(positions) > 0, EMPTY_ROSTER)
  // Stored in the canonical order, whatever order the client sent, so every screen lists slots alike.
  .transform(orderedRoster);

const participantSchema = z
  .strictObject({
    fantasy_team_id: positiveId('fantasy_team_id').optional(),
    team_name: requiredText('Team name', MAX_NAME_LENGTH).optional(),
    owner_email: ownerEmailField,
    team_nickname: z.string({ error: 'Team nickname must be text' }).trim().max(MAX_NAME_LENGTH).nullish(),
    draft_position: integerBetween('Draft position', 1, MAX_TEAMS),
  })
  .refine((p) => p.fantasy_team_id !== undefined || p.team_name !== undefined, {
    error: 'Team name is required',
    path: ['team_name'],
  });

function draftSetupSchema(seasons: [number, number]) {
  return z
    .strictObject({
      fantasy_league_id: positiveId('fantasy_league_id'),
      season: z
        .number({ error: `Season must be ${seasons[0]} or ${seasons[1]}` })
        .refine((s) => seasons.includes(s), `Season must be ${seasons[0]} or ${seasons[1]}`)
        .default(seasons[0]),
      num_teams: integerBetween('Number of teams', MIN_TEAMS, MAX_TEAMS).optional(),
      auction_budget: integerBetween('Auction budget', MIN_AUCTION_BUDGET, MAX_AUCTION_BUDGET).default(DEFAULT_AUCTION_BUDGET),
      roster_positions: rosterPositionsSchema.optional(),
      draft_date: z.union([z.iso.date(), z.iso.datetime({ offset: true })], { error: 'Draft date must be an ISO date' }).nullish(),
      participants: z.array(participantSchema, { error: 'Participants must be a list' }).max(MAX_TEAMS).optional(),
    })
    .superRefine((d, ctx) => {
      const participants = d.participants ?? [];
      if (participants.length === 0) return;
      const n = participants.length;
      const fail = (message: string) => ctx.addIssue({ code: 'custom', message, path: ['participants'] });
      if (n < MIN_TEAMS) fail(`A draft needs ${MIN_TEAMS} to ${MAX_TEAMS} participants`);
      else if (d.num_teams !== undefined && d.num_teams !== n) {
        fail(`Number of teams (${d.num_teams}) must equal the number of participants (${n})`);
      } else {
        const positions = new Set(participants.map((p) => p.draft_position));
        if (positions.size !== n || [...positions].some((p) => p > n)) fail(`Draft positions must be 1 to ${n}, each used once`);
      }
    });
}

/** POST /drafts and DELETE /drafts/:id. Every other /drafts route belongs to the draft engine. */
export function draftSetupRouter(ctx: AppContext): Router {
  const router = Router();
  const { db } = ctx;

  router.post('/', requireAuth(ctx), async (req, res) => {
    const input = parse(draftSetupSchema(seasonChoices()), req.body);
    await requireLeagueCommissioner(db, input.fantasy_league_id, currentUser(req));
    const participants = input.participants?.length ? input.participants : undefined;
    const draft = await createDraft(db, {
      leagueId: input.fantasy_league_id,
      season: input.season,
      numTeams: participants?.length ?? input.num_teams ?? DEFAULT_NUM_TEAMS,
      auctionBudget: input.auction_budget,
      rosterPositions: input.roster_positions ?? { ...DEFAULT_ROSTER_POSITIONS },
      draftDate: input.draft_date ?? null,
      participants,
    });
    // Seats may re-own existing league teams, leaving a former owner outside the league.
    if (participants) ctx.events.publishMembershipChanged(input.fantasy_league_id);
    res.status(201).json(draft);
  });

  router.delete('/:id', requireAuth(ctx), takesNoBody, async (req, res) => {
    const draftId = idParam(req.params.id, 'Draft');
    const access = await loadLeagueAccess(db, await leagueIdOfDraft(db, draftId), currentUser(req));
    // A draft of a league the user is not in does not exist for them.
    if (!access.isMember) throw notFound(DRAFT_NOT_FOUND);
    if (!access.isCommissioner) throw forbidden(COMMISSIONER_ONLY);
    await deleteDraft(ctx, draftId);
    const body: MessageResponse = { message: 'Draft deleted successfully' };
    res.json(body);
  });

  return router;
}
