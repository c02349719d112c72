import { loadLastSale } from '../auction/bid-history.js';
import { loadOpenLot, loadTurn, visibleTurn } from '../auction/lot-queries.js';
import { deriveTeams } from '#shared/draft/derive.js';
import type { DraftPick, DraftSnapshot } from '#shared/draft/types.js';
import type { DbOrTrx } from '../db/schema.js';
import { notFound } from '../errors.js';
import { cashAdjustments } from '../trades/cash.js';
import { DRAFT_NOT_FOUND } from '../policies/draft.js';
import { presentDraftInfo, presentPick, presentDraftTeam, type DraftInfoRow, type PickRow, type TeamRow } from './draft-presenters.js';

export async function loadDraftInfoRow(db: DbOrTrx, draftId: number): Promise<DraftInfoRow> {
  const row = await db
    .selectFrom('drafts')
    .innerJoin('leagues', 'leagues.id', 'drafts.league_id')
    .selectAll('drafts')
    .select(['leagues.league_name', 'leagues.commissioner_id'])
    .where('drafts.id', '=', draftId)
    .executeTakeFirst();
  if (!row) throw notFound(DRAFT_NOT_FOUND);
  return row;
}

export function loadTeamRows(db: DbOrTrx, draftId: number): Promise<TeamRow[]> {
  return db
    .selectFrom('draft_participants')
    .innerJoin('teams', 'teams.id', 'draft_participants.team_id')
    .select([
      'draft_participants.id as participant_id',
      'draft_participants.team_id',
      'teams.team_name',
      'draft_participants.team_nickname',
      'draft_participants.draft_position',
      'draft_participants.autopilot',
    ])
    .where('draft_participants.draft_id', '=', draftId)
    .orderBy('draft_participants.draft_position')
    .execute();
}

export function loadPickRows(db: DbOrTrx, draftId: number): Promise<PickRow[]> {
  return db
    .selectFrom('draft_picks')
    .leftJoin('players', 'players.player_id', 'draft_picks.nfl_player_id')
    .leftJoin('users', 'users.id', 'draft_picks.created_by')
    .select([
      'draft_picks.id',
      'draft_picks.nfl_player_id',
      'draft_picks.team_id',
      'draft_picks.acquisition_price',
      'draft_picks.acquisition_type',
      'draft_picks.pick_number',
      'draft_picks.created_at',
      'players.full_name',
      'players.first_name',
      'players.last_name',
      'players.headshot_url',
      'players.position',
      'players.team as nfl_team',
      'users.username as drafter_username',
    ])
    .where('draft_picks.draft_id', '=', draftId)
    .orderBy('draft_picks.pick_number')
    .execute();
}

/**
 * The whole draft as REST presents it, in a few set-based queries. It ends with deriveTeams, as
 * the shared reducer does, so a snapshot read here equals the events folded onto an older one.
 */
export async function loadSnapshot(db: DbOrTrx, draftId: number): Promise<DraftSnapshot> {
  const info = await loadDraftInfoRow(db, draftId);
  const [teams, picks, cash, lot, turn, lastSale] = await Promise.all([
    loadTeamRows(db, draftId),
    loadPickRows(db, draftId),
    cashAdjustments(db, draftId),
    loadOpenLot(db, draftId),
    loadTurn(db, draftId),
    loadLastSale(db, draftId),
  ]);
  const snapshot: DraftSnapshot = {
    draft: presentDraftInfo(info),
    teams: teams.map((t) => presentDraftTeam(t, cash.get(t.team_id) ?? 0)),
    picks: picks.map(presentPick),
    lot,
    nomination: visibleTurn(turn, lot),
    last_sale: lastSale,
  };
  deriveTeams(snapshot);
  return snapshot;
}

/** One pick as the snapshot presents it (pick_order and team names derived); 404 if absent. */
export function pickOf(snapshot: DraftSnapshot, pickId: number): DraftPick {
  const pick = snapshot.picks.find((p) => p.fantasy_pick_id === pickId);
  if (!pick) throw notFound('Pick not found');
  return pick;
}

/** Roster entries: picks grouped by holding team (in draft order), each team's by pick_order. */
export function rosterEntries(snapshot: DraftSnapshot, teamId?: number): DraftPick[] {
  const position = new Map(snapshot.teams.map((t) => [t.fantasy_team_id, t.draft_position]));
  return snapshot.picks
    .filter((p) => teamId === undefined || p.fantasy_team_id === teamId)
    .sort((a, b) => (position.get(a.fantasy_team_id) ?? 0) - (position.get(b.fantasy_team_id) ?? 0) || a.pick_order - b.pick_order);
}
