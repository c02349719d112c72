import { z } from 'zod';
import { auctionSettingsFields } from '../auction/requests.js';
import { integerBetween, nflPlayerIdField, ownerEmailField, positiveId, requiredText } from '../fields.js';
import { DEFAULT_AUCTION_BUDGET, MAX_AUCTION_BUDGET, MAX_NAME_LENGTH, MAX_TEAMS, MIN_AUCTION_BUDGET, MIN_TEAMS } from '../league-rules.js';
import { BID_RULE, isBid, isPrice, PRICE_RULE } from './bids.js';
import { EMPTY_ROSTER, MAX_SLOT_COUNT, MIN_SLOT_COUNT, orderedRoster, slotCountRule, totalRosterSlots } from './roster-rules.js';
import { ROSTER_SLOT_KEYS, type RosterSlotKey } from './types.js';

/** Request bodies of /api/drafts (docs/API.md, Draft commands); strict: an unknown key is a 400. */

/** The room settings of draft creation and PUT settings; absent on creation: DEFAULT_ENFORCE_MAX_BID. */
const roomSettingsFields = {
  enforce_max_bid: z.boolean({ error: 'enforce_max_bid must be true or false' }).optional(),
};

export const rosterPositionsSchema = z
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

/** A team's nickname for one draft: blank (spaces only) means none, so no screen or export names a team with nothing. */
const nicknameText = z
  .string({ error: 'Team nickname must be text or null' })
  .trim()
  .max(MAX_NAME_LENGTH, `Team nickname must be at most ${MAX_NAME_LENGTH} characters`)
  .transform((v) => (v === '' ? null : v));

const participantSchema = z
  .strictObject({
    fantasy_team_id: positiveId('fantasy_team_id').optional(),
    team_name: requiredText('Team name', MAX_NAME_LENGTH).optional(),
    owner_email: ownerEmailField,
    team_nickname: nicknameText.nullish(),
    draft_position: integerBetween('Draft position', 1, MAX_TEAMS),
  })
  .refine((p) => p.fantasy_team_id !== undefined || p.team_name !== undefined, {
    error: 'Team name is required',
    path: ['team_name'],
  });

/** POST /drafts; the season choices depend on today, so the schema is built per request. */
export function createDraftSchema(seasons: [number, number]) {
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
      ...auctionSettingsFields,
      ...roomSettingsFields,
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

/** A bid or price by the shared rule, reported with the rule's own sentence (not prefixed with the field name). */
function dollarsBy<T extends Record<string, unknown>>(field: keyof T & string, accepts: (value: unknown) => boolean, rule: string, optional: boolean) {
  return (body: T, ctx: z.RefinementCtx) => {
    const value = body[field];
    if (value === undefined && optional) return;
    if (!accepts(value)) ctx.addIssue({ code: 'custom', message: rule, path: [] });
  };
}

/** POST /drafts/:id/draft-player */
export const draftPlayerSchema = z
  .strictObject({
    nfl_player_id: nflPlayerIdField(),
    fantasy_team_id: positiveId('fantasy_team_id'),
    acquisition_price: z.unknown().optional(),
  })
  .superRefine(dollarsBy('acquisition_price', isBid, BID_RULE, false))
  .transform((body) => ({ ...body, acquisition_price: body.acquisition_price as number }));

/** A pick named in an undo: a number, or its digits (from the query string). */
const pickRef = (label: string) =>
  z.union([positiveId(label), z.string().regex(/^\d+$/, `${label} must be a positive integer`).transform(Number).pipe(positiveId(label))]).optional();

const undoFields = {
  pick_id: pickRef('pick_id'),
  // The name every answer uses for a pick.
  fantasy_pick_id: pickRef('fantasy_pick_id'),
  last: z.union([z.literal(true), z.literal('true')], { error: 'last must be true' }).optional(),
};
/** DELETE /drafts/:id/undo, in the body or the query string (the route reads both). */
export const undoTargetSchema = z.strictObject(undoFields);
export type UndoTargetRequest = z.infer<typeof undoTargetSchema>;

/** PUT /drafts/:id/picks/:pickId */
export const updatePickSchema = z
  .strictObject({
    acquisition_price: z.unknown().optional(),
    fantasy_team_id: positiveId('fantasy_team_id').optional(),
  })
  .superRefine(dollarsBy('acquisition_price', isPrice, PRICE_RULE, true))
  .transform((body) => ({ ...body, acquisition_price: body.acquisition_price as number | undefined }))
  .refine((c) => c.acquisition_price !== undefined || c.fantasy_team_id !== undefined, 'Provide acquisition_price or fantasy_team_id');

/** PUT /drafts/:id/teams/:teamId */
export const renameTeamSchema = z.strictObject({ team_name: requiredText('Team name', MAX_NAME_LENGTH) });

/** PUT /drafts/:id/participants/:participantId */
export const nicknameSchema = z.strictObject({ team_nickname: nicknameText.nullable() });

/** PUT /drafts/:id/participants/reorder */
export const reorderSchema = z.strictObject({
  participants: z
    .array(
      z.strictObject({
        fantasy_participant_id: positiveId('fantasy_participant_id'),
        draft_position: integerBetween('Draft position', 1, MAX_TEAMS),
      }),
      { error: 'participants must be a list of {fantasy_participant_id, draft_position}' },
    )
    .min(1, 'participants must not be empty')
    .max(MAX_TEAMS),
});

const BUDGET_RULE = 'Auction budget must be a positive whole number';

function slotCount(key: RosterSlotKey) {
  const rule = slotCountRule(key);
  return z.number({ error: rule }).int(rule).min(MIN_SLOT_COUNT, rule).max(MAX_SLOT_COUNT, rule).optional();
}

const rosterObject = z.strictObject(Object.fromEntries(ROSTER_SLOT_KEYS.map((key) => [key, slotCount(key)])) as Record<RosterSlotKey, ReturnType<typeof slotCount>>, {
  error: (issue) =>
    issue.code === 'unrecognized_keys'
      ? `Unknown roster position ${issue.keys.join(', ')} (allowed: ${ROSTER_SLOT_KEYS.join(', ')})`
      : 'Roster positions must be an object of slot counts',
});

/** Spec 02 §3: roster_positions may arrive as an object or as JSON text. */
const rosterPositions = z.preprocess((value) => {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}, rosterObject);

/** PUT /drafts/:id/settings (spec 02 §5: budget a positive number; slot counts as on creation, roster-rules.ts). */
export const settingsSchema = z
  .strictObject({
    auction_budget: z.number({ error: BUDGET_RULE }).int(BUDGET_RULE).min(1, BUDGET_RULE).max(MAX_AUCTION_BUDGET, `Auction budget must be at most ${MAX_AUCTION_BUDGET}`).optional(),
    roster_positions: rosterPositions.optional(),
    ...auctionSettingsFields,
    ...roomSettingsFields,
  })
  .refine(
    (s) => Object.values(s).some((v) => v !== undefined),
    'Provide auction_budget or roster_positions, enforce_max_bid, or an auction setting (auction_mode, nomination_seconds, bid_seconds, opening_seconds, min_bid_increment)',
  );

export type CreateDraftRequest = z.input<ReturnType<typeof createDraftSchema>>;
export type DraftPlayerRequest = z.infer<typeof draftPlayerSchema>;
export type UpdatePickRequest = z.infer<typeof updatePickSchema>;
export type RenameTeamRequest = z.infer<typeof renameTeamSchema>;
export type NicknameRequest = z.input<typeof nicknameSchema>;
export type ReorderRequest = z.infer<typeof reorderSchema>;
export type SettingsRequest = z.input<typeof settingsSchema>;

/** The largest id and seq a 32-bit column holds: PostgreSQL would refuse a larger number in a query. */
const MAX_SEQ = 2_147_483_647;

/** Socket 'draft:join' (and 'draft:leave', which reads only draftId): docs/API.md, socket contract. */
export const draftJoinSchema = z.strictObject({
  draftId: positiveId('draftId'),
  afterSeq: integerBetween('afterSeq', 0, MAX_SEQ).optional(),
});
export type DraftJoinRequest = z.infer<typeof draftJoinSchema>;

