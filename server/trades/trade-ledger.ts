import type { AcquisitionType, DraftSnapshot } from '../../shared/draft/types.js';
import type { DbOrTrx } from '../db/schema.js';
import { loadSnapshot } from '../draft/snapshot.js';

/** What the trade rules need to know about one team of the draft. */
export interface LedgerTeam {
  teamId: number;
  participantId: number;
  /** Nickname if set, else team name: how the boards name a team. */
  label: string;
  playersHeld: number;
  remaining: number;
}

export interface LedgerPick {
  pickId: number;
  nflPlayerId: string;
  teamId: number;
  price: number;
  acquisitionType: AcquisitionType;
  fullName: string;
}

export interface TradeLedger {
  /** Roster slots per team; a trade may not push a team above it. */
  rosterSlots: number;
  teams: Map<number, LedgerTeam>;
  /** Picks of the draft by nfl_player_id (a player is drafted at most once per draft). */
  picks: Map<string, LedgerPick>;
}

/**
 * The trade rules read the same snapshot the board shows (budgets from deriveTeams), so a
 * trade is judged on exactly the numbers people see.
 */
export function ledgerOf(snapshot: DraftSnapshot): TradeLedger {
  return {
    rosterSlots: snapshot.draft.num_rounds,
    teams: new Map(
      snapshot.teams.map((t) => [
        t.fantasy_team_id,
        {
          teamId: t.fantasy_team_id,
          participantId: t.fantasy_participant_id,
          label: t.team_nickname?.trim() ? t.team_nickname : t.team_name,
          playersHeld: t.players_count,
          remaining: t.remaining_budget,
        },
      ]),
    ),
    picks: new Map(
      snapshot.picks.map((p) => [
        p.nfl_player_id,
        {
          pickId: p.fantasy_pick_id,
          nflPlayerId: p.nfl_player_id,
          teamId: p.fantasy_team_id,
          price: p.acquisition_price,
          acquisitionType: p.acquisition_type,
          fullName: p.full_name,
        },
      ]),
    ),
  };
}

/** Read inside the command's transaction. */
export async function loadLedger(db: DbOrTrx, draftId: number): Promise<TradeLedger> {
  return ledgerOf(await loadSnapshot(db, draftId));
}
