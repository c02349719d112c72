import { z } from 'zod';
import { booleanField, integerBetween, numberBetween, ownerEmailField, positiveId, requiredText } from '../fields.js';
import {
  DEFAULT_LEAGUE_SETTINGS,
  isOnStep,
  KEEPER_PENALTY_TYPES,
  keeperPenaltyStep,
  MAX_KEEPER_PENALTY_AMOUNT,
  MAX_KEEPERS_LIMIT,
  MAX_NAME_LENGTH,
} from '../league-rules.js';

/** Request bodies of /api/leagues and its teams (docs/API.md, Leagues); strict: an unknown key is a 400. */

const leagueNameField = requiredText('League name', MAX_NAME_LENGTH);

/** POST /leagues */
export const createLeagueSchema = z
  .strictObject({
    league_name: leagueNameField,
    is_keeper_league: booleanField('is_keeper_league').default(DEFAULT_LEAGUE_SETTINGS.is_keeper_league),
    max_keepers: integerBetween('Max keepers', 0, MAX_KEEPERS_LIMIT).default(DEFAULT_LEAGUE_SETTINGS.max_keepers),
    keeper_penalty_type: z
      .enum(KEEPER_PENALTY_TYPES, { error: 'Keeper penalty type must be FIXED_INCREASE or PERCENTAGE_INCREASE' })
      .default(DEFAULT_LEAGUE_SETTINGS.keeper_penalty_type),
    keeper_penalty_amount: numberBetween('Keeper penalty amount', 0, MAX_KEEPER_PENALTY_AMOUNT).default(
      DEFAULT_LEAGUE_SETTINGS.keeper_penalty_amount,
    ),
  })
  .refine((l) => isOnStep(l.keeper_penalty_amount, keeperPenaltyStep(l.keeper_penalty_type)), {
    error: (issue) =>
      (issue.input as { keeper_penalty_type?: string }).keeper_penalty_type === 'PERCENTAGE_INCREASE'
        ? 'Keeper penalty amount must be in steps of 0.1 for PERCENTAGE_INCREASE'
        : 'Keeper penalty amount must be a whole number for FIXED_INCREASE',
    path: ['keeper_penalty_amount'],
  });

/** PUT /leagues/:id */
export const renameLeagueSchema = z.strictObject({ league_name: leagueNameField });

const teamNameField = requiredText('Team name', MAX_NAME_LENGTH);

/** POST /leagues/:id/teams */
export const addTeamSchema = z.strictObject({ team_name: teamNameField, owner_email: ownerEmailField });

/** PUT /leagues/:id/teams/:teamId */
export const updateTeamSchema = z
  .strictObject({ team_name: teamNameField.optional(), owner_email: ownerEmailField })
  .refine((t) => t.team_name !== undefined || t.owner_email !== undefined, 'Give owner_email or team_name to change');

export type CreateLeagueRequest = z.input<typeof createLeagueSchema>;
export type RenameLeagueRequest = z.infer<typeof renameLeagueSchema>;
export type AddTeamRequest = z.input<typeof addTeamSchema>;
export type UpdateTeamRequest = z.input<typeof updateTeamSchema>;

/** PUT /leagues/:id: a new name, joining open or closed, the TV's "Join to bid" code; at least one. */
export const updateLeagueSchema = z
  .strictObject({
    league_name: leagueNameField.optional(),
    joining_open: booleanField('joining_open').optional(),
    join_qr_on_board: booleanField('join_qr_on_board').optional(),
  })
  .refine((l) => l.league_name !== undefined || l.joining_open !== undefined || l.join_qr_on_board !== undefined, 'Give league_name, joining_open or join_qr_on_board to change');

/** POST /join/:code */
export const joinTeamSchema = z.strictObject({ fantasy_team_id: positiveId('fantasy_team_id') });

/**
 * Socket `join:watch` (docs/API.md, Socket events): the code as the join page's address carries it,
 * checked by the server exactly as GET /join/:code checks it. Bounded so a long string costs nothing.
 */
export const joinWatchSchema = z.strictObject({ code: z.string().max(64) });

export type UpdateLeagueRequest = z.infer<typeof updateLeagueSchema>;
export type JoinTeamRequest = z.infer<typeof joinTeamSchema>;
export type JoinWatchRequest = z.infer<typeof joinWatchSchema>;
