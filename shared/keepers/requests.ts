import { z } from 'zod';
import { positiveId } from '../fields.js';

/** POST /api/drafts/:id/keepers */
export const assignKeeperSchema = z
  .object({
    fantasy_team_id: positiveId('fantasy_team_id'),
    nfl_player_id: z.string({ error: 'nfl_player_id is required' }).trim().min(1, 'nfl_player_id is required').max(64, 'Player not found'),
  })
  .strict();
export type AssignKeeperRequest = z.infer<typeof assignKeeperSchema>;
