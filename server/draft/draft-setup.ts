import type { AuctionSettings } from '#shared/auction/types.js';
import { DEFAULT_ENFORCE_MAX_BID } from '#shared/draft/bids.js';
import type { RoomSettings, RosterPositions } from '#shared/draft/types.js';
import { defaultTeamName } from '#shared/league-rules.js';
import type { CreatedDraftResponse } from '#shared/league-types.js';
import type { AppContext } from '../context.js';
import type { Db, Trx } from '../db/schema.js';
import { isUniqueViolationOn } from '../db/unique-violation.js';
import { badRequest, conflict, notFound } from '../errors.js';
import { presentLeagueDraft } from '../leagues/league-presenter.js';
import { insertTeam } from '../leagues/team-commands.js';
import { DRAFT_NOT_FOUND } from '../policies/draft.js';

export interface ParticipantInput {
  fantasy_team_id?: number | undefined;
  team_name?: string | undefined;
  /** Lower-cased; null or absent leaves a linked team's owner as it is. */
  owner_email?: string | null | undefined;
  team_nickname?: string | null | undefined;
  draft_position: number;
}

/** Already validated by the route: positions are 1..n, counts within limits. */
export interface DraftSetupInput {
  leagueId: number;
  season: number;
  numTeams: number;
  auctionBudget: number;
  rosterPositions: RosterPositions;
  draftDate: string | null;
  /** Absent: link the league's teams in creation order, then add 'Team {n}'. */
  participants?: ParticipantInput[] | undefined;
  /** Live auction settings; absent: the defaults (commissioner mode). */
  auction?: AuctionSettings | undefined;
  /** Room settings; absent: the defaults for a new draft (max bid enforced). */
  room?: RoomSettings | undefined;
}

interface LeagueTeam {
  id: number;
  team_name: string;
  owner_email: string | null;
}

/** A participant resolved to a league team (existing or about to be created). */
interface Seat {
  teamId: number | undefined;
  teamName: string;
  ownerEmail: string | null;
  nickname: string | null;
  position: number;
}

function seatsFromParticipants(participants: ParticipantInput[], teams: LeagueTeam[]): Seat[] {
  const seats = participants.map((p): Seat => {
    const team = p.fantasy_team_id !== undefined ? teams.find((t) => t.id === p.fantasy_team_id) : teams.find((t) => t.team_name === p.team_name);
    if (p.fantasy_team_id !== undefined && !team) throw badRequest(`Team ${p.fantasy_team_id} is not in this league`);
    return {
      teamId: team?.id,
      teamName: team?.team_name ?? p.team_name ?? '',
      ownerEmail: p.owner_email ?? team?.owner_email ?? null,
      nickname: p.team_nickname ?? null,
      position: p.draft_position,
    };
  });
  const names = new Set(seats.map((s) => s.teamName));
  if (names.size !== seats.length) throw badRequest('Each participant must be a different team');
  return seats;
}

/** The league's teams in creation order, then 'Team {n}' names no team uses yet. */
function defaultSeats(numTeams: number, teams: LeagueTeam[]): Seat[] {
  const taken = new Set(teams.map((t) => t.team_name));
  const seats: Seat[] = teams.slice(0, numTeams).map((t, i) => ({
    teamId: t.id,
    teamName: t.team_name,
    ownerEmail: t.owner_email,
    nickname: null,
    position: i + 1,
  }));
  let n = seats.length;
  while (seats.length < numTeams) {
    n += 1;
    const name = defaultTeamName(n);
    if (taken.has(name)) continue;
    seats.push({ teamId: undefined, teamName: name, ownerEmail: null, nickname: null, position: seats.length + 1 });
  }
  return seats;
}

/** After the draft's owner changes, no two teams of the league may share an owner. */
function assertOwnersUnique(seats: Seat[], teams: LeagueTeam[]): void {
  const seatTeamIds = new Set(seats.map((s) => s.teamId));
  const owners = [
    ...teams.filter((t) => !seatTeamIds.has(t.id)).map((t) => t.owner_email),
    ...seats.map((s) => s.ownerEmail),
  ].filter((e): e is string => e !== null);
  const seen = new Set<string>();
  for (const email of owners) {
    if (seen.has(email)) throw conflict(`${email} already owns a team in this league`);
    seen.add(email);
  }
}

type SeatedTeam = Seat & { teamId: number };

/** Create the seats' new teams and apply their owner changes; every seat then has a team id. */
async function seatTeams(trx: Trx, leagueId: number, seats: Seat[], teams: LeagueTeam[]): Promise<SeatedTeam[]> {
  // Owners may move between the seats' teams (a swap). The unique (league_id, owner_email) index
  // is checked per statement, so free every changing team's owner before giving any out.
  const releasing = seats
    .map((seat) => teams.find((t) => t.id === seat.teamId && t.owner_email !== null && t.owner_email !== seat.ownerEmail))
    .filter((t): t is LeagueTeam => t !== undefined)
    .map((t) => t.id);
  if (releasing.length > 0) await trx.updateTable('teams').set({ owner_email: null }).where('id', 'in', releasing).execute();
  const seated: SeatedTeam[] = [];
  for (const seat of seats) {
    const existing = teams.find((t) => t.id === seat.teamId);
    if (!existing) {
      seated.push({ ...seat, teamId: await insertTeam(trx, leagueId, seat.teamName, seat.ownerEmail) });
      continue;
    }
    if (existing.owner_email !== seat.ownerEmail) {
      await trx.updateTable('teams').set({ owner_email: seat.ownerEmail }).where('id', '=', existing.id).execute();
    }
    seated.push({ ...seat, teamId: existing.id });
  }
  return seated;
}

/**
 * Create a draft with its participants, creating or linking league teams, and copy its
 * season, size and budget onto the league card. One transaction: all or nothing.
 */
export async function createDraft(db: Db, input: DraftSetupInput): Promise<CreatedDraftResponse> {
  try {
    return await createDraftOnce(db, input);
  } catch (err) {
    // A team added or re-owned meanwhile (PostgreSQL) got past the checks and a unique index
    // refused this transaction. Run it again: the checks and the name matching now see that team.
    if (!isUniqueViolationOn(err, 'team_name') && !isUniqueViolationOn(err, 'owner_email')) throw err;
    return createDraftOnce(db, input);
  }
}

async function createDraftOnce(db: Db, input: DraftSetupInput): Promise<CreatedDraftResponse> {
  return db.transaction().execute(async (trx) => {
    const teams = await trx
      .selectFrom('teams')
      .select(['id', 'team_name', 'owner_email'])
      .where('league_id', '=', input.leagueId)
      .orderBy('id')
      .execute();
    const seats = input.participants ? seatsFromParticipants(input.participants, teams) : defaultSeats(input.numTeams, teams);
    assertOwnersUnique(seats, teams);
    const seated = await seatTeams(trx, input.leagueId, seats, teams);

    const draft = await trx
      .insertInto('drafts')
      .values({
        league_id: input.leagueId,
        season: input.season,
        num_teams: seats.length,
        auction_budget: input.auctionBudget,
        roster_positions: JSON.stringify(input.rosterPositions),
        draft_status: 'NOT_STARTED',
        draft_date: input.draftDate,
        seq: 0,
        created_at: new Date().toISOString(),
        ...input.auction,
        enforce_max_bid: (input.room?.enforce_max_bid ?? DEFAULT_ENFORCE_MAX_BID) ? 1 : 0,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const participants = await trx
      .insertInto('draft_participants')
      .values(seated.map((s) => ({ draft_id: draft.id, team_id: s.teamId, team_nickname: s.nickname, draft_position: s.position })))
      .returning(['id', 'team_id', 'team_nickname', 'draft_position'])
      .execute();
    await trx
      .updateTable('leagues')
      .set({ season: input.season, num_teams: seats.length, auction_budget: input.auctionBudget })
      .where('id', '=', input.leagueId)
      .execute();

    return {
      ...presentLeagueDraft(draft),
      fantasy_league_id: input.leagueId,
      participants: participants
        .map((p) => {
          const seat = seated.find((s) => s.teamId === p.team_id);
          return {
            fantasy_participant_id: p.id,
            fantasy_team_id: p.team_id,
            team_name: seat?.teamName ?? '',
            team_nickname: p.team_nickname,
            draft_position: p.draft_position,
            owner_email: seat?.ownerEmail ?? null,
          };
        })
        .sort((a, b) => a.draft_position - b.draft_position),
    };
  });
}


/** The league a draft belongs to, for the access check; 404 when the draft does not exist. */
export async function leagueIdOfDraft(db: Db, draftId: number): Promise<number> {
  const draft = await db.selectFrom('drafts').select('league_id').where('id', '=', draftId).executeTakeFirst();
  if (!draft) throw notFound(DRAFT_NOT_FOUND);
  return draft.league_id;
}

/**
 * Participants, picks, events and trades go with it (ON DELETE CASCADE). Once the delete has
 * committed, the draft's open boards are told (realtime layer).
 */
export async function deleteDraft(ctx: AppContext, draftId: number): Promise<void> {
  await ctx.db.deleteFrom('drafts').where('id', '=', draftId).execute();
  ctx.events.signal('draft-deleted', draftId);
}
