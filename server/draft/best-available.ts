import { BEST_AVAILABLE_PER_POSITION, BEST_AVAILABLE_POSITIONS, type BestAvailablePlayer, type BestAvailableResponse } from '#shared/draft/api.js';
import type { DbOrTrx } from '../db/schema.js';
import { listPlayers } from '../nfl/player-list.js';
import { draftSeason } from './draft-reads.js';

/** The TV strip's best undrafted players per position (GET .../best-available and the board's page). */
export async function bestAvailable(db: DbOrTrx, draftId: number): Promise<BestAvailableResponse> {
  const season = await draftSeason(db, draftId);
  const lists = await Promise.all(
    BEST_AVAILABLE_POSITIONS.map((position) =>
      listPlayers(db, { season, draftId, availableOnly: true, position, searchTokens: [], limit: BEST_AVAILABLE_PER_POSITION }),
    ),
  );
  return Object.fromEntries(
    BEST_AVAILABLE_POSITIONS.map((position, i) => [
      position,
      (lists[i] ?? []).map(
        (row): BestAvailablePlayer => ({
          nfl_player_id: row.player_id,
          full_name: row.full_name,
          first_name: row.first_name,
          last_name: row.last_name,
          team_abbreviation: row.team,
          fantasy_points_ppr_projected: row.projected_points,
        }),
      ),
    ]),
  ) as BestAvailableResponse;
}
