import { canAddToRoster, positionsWithRoom, type RosterPlayer } from '#shared/draft/roster-assignment.js';
import { parseStoredRoster } from '#shared/draft/roster-rules.js';
import { PLAYER_POSITIONS, type PlayerPosition } from '#shared/draft/types.js';
import { preparedQuery } from '../db/prepared.js';
import type { DbOrTrx } from '../db/schema.js';
import { conflict } from '../errors.js';
import type { DraftRow } from '../engine/write-path.js';
import { teamLabel } from '#shared/draft/team-label.js';

/**
 * The one roster rule (shared/draft/roster-assignment.ts) on the server: read under the command's
 * lock, in its transaction, before the write, so a sale, a bid or a nomination for a player the
 * team has no slot for is a 409 and writes nothing (docs/DECISIONS.md, One roster rule).
 */

const asPosition = (code: string | null): PlayerPosition | null => (PLAYER_POSITIONS.includes(code as PlayerPosition) ? (code as PlayerPosition) : null);

// Every bid reads it: prepared once. One row per held player, or a single row with nulls for a
// team that holds nobody; the team's name as the boards show it (nickname first).
const teamRoster = preparedQuery((db, draftId: number, teamId: number) =>
  db
    .selectFrom('draft_participants as dp')
    .innerJoin('teams', 'teams.id', 'dp.team_id')
    .leftJoin('draft_picks as pick', (join) => join.onRef('pick.draft_id', '=', 'dp.draft_id').onRef('pick.team_id', '=', 'dp.team_id'))
    .leftJoin('players', 'players.player_id', 'pick.nfl_player_id')
    .select(['teams.team_name', 'dp.team_nickname', 'pick.id as pick_id', 'players.position'])
    .where('dp.draft_id', '=', draftId)
    .where('dp.team_id', '=', teamId),
);

const playerPosition = preparedQuery((db, playerId: string) => db.selectFrom('players').select('position').where('player_id', '=', playerId));

interface HeldRoster {
  label: string;
  players: RosterPlayer[];
}

async function heldRoster(db: DbOrTrx, draftId: number, teamId: number): Promise<HeldRoster | null> {
  const rows = await teamRoster(db, draftId, teamId);
  const [first] = rows;
  if (!first) return null;
  return {
    label: teamLabel(first),
    // A held player missing from the players table reads as a defense, as the boards show it.
    players: rows.flatMap((row) => (row.pick_id === null ? [] : [{ position_code: asPosition(row.position) ?? 'DEF' }])),
  };
}

/** 409 "No open roster slot for a QB on …" unless the team can take one more player of `position`. */
export async function assertRosterRoom(db: DbOrTrx, draft: Pick<DraftRow, 'id' | 'roster_positions'>, teamId: number, position: string): Promise<void> {
  const held = await heldRoster(db, draft.id, teamId);
  const code = asPosition(position);
  if (!held || !code) return;
  const checked = canAddToRoster(parseStoredRoster(draft.roster_positions), held.players, code, held.label);
  if (!checked.ok) throw conflict(checked.error);
}

/** The same check for a player known by id (a nomination, a bid on a lot). */
export async function assertRosterRoomFor(db: DbOrTrx, draft: Pick<DraftRow, 'id' | 'roster_positions'>, teamId: number, playerId: string): Promise<void> {
  const [player] = await playerPosition(db, playerId);
  if (player) await assertRosterRoom(db, draft, teamId, player.position);
}

/** The positions the team could still take a player of: auto-nomination picks among these. */
export async function positionsTeamCanAdd(db: DbOrTrx, draft: Pick<DraftRow, 'id' | 'roster_positions'>, teamId: number): Promise<PlayerPosition[]> {
  const held = await heldRoster(db, draft.id, teamId);
  if (!held) return [];
  return positionsWithRoom(parseStoredRoster(draft.roster_positions), held.players, PLAYER_POSITIONS);
}
