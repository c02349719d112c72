import { z } from 'zod';

const TEAM_ID_RULE = 'fantasy_team_id must be a positive integer';

/** POST /api/drafts/:id/keepers */
export const assignKeeperSchema = z
  .object({
    fantasy_team_id: z.number({ error: TEAM_ID_RULE }).int(TEAM_ID_RULE).positive(TEAM_ID_RULE).max(2_147_483_647, TEAM_ID_RULE),
    nfl_player_id: z.string({ error: 'nfl_player_id is required' }).trim().min(1, 'nfl_player_id is required').max(64, 'Player not found'),
  })
  .strict();
export type AssignKeeperRequest = z.infer<typeof assignKeeperSchema>;
