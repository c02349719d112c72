import { z } from 'zod';
import { nflPlayerIdField, positiveId } from '../fields.js';

/** POST /api/drafts/:id/keepers */
export const assignKeeperSchema = z
  .object({
    fantasy_team_id: positiveId('fantasy_team_id'),
    nfl_player_id: nflPlayerIdField(),
  })
  .strict();
export type AssignKeeperRequest = z.infer<typeof assignKeeperSchema>;
