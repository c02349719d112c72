import {
  DEFAULT_AUCTION_BUDGET,
  DEFAULT_NUM_TEAMS,
  defaultTeamName,
  isValidEmail,
  MAX_AUCTION_BUDGET,
  MAX_TEAMS,
  MIN_AUCTION_BUDGET,
  MIN_TEAMS,
} from '#shared/league-rules.js';
import type { ApiLeague, ApiTeam } from '#shared/league-types.js';
import { DEFAULT_ENFORCE_MAX_BID } from '#shared/draft/bids.js';
import { checkRosterTotal, DEFAULT_ROSTER_POSITIONS, readSlotCount } from '#shared/draft/roster-rules.js';
import { ROSTER_SLOT_KEYS, type RosterSlotKey } from '#shared/draft/types.js';
import { parseWholeNumber } from '#shared/whole-number.js';

/** The Create Draft form (spec 01 §2, §5, §9). Inputs hold typed text; these helpers read and check it. */
export interface DraftSettingsForm {
  season: number;
  numTeams: string;
  budget: string;
  roster: Record<RosterSlotKey, string>;
  /** Room rule: refuse a bid above max bid. */
  enforceMaxBid: boolean;
}

export interface ParticipantRow {
  teamName: string;
  ownerEmail: string;
  draftPosition: string;
  /** Set when the row stands for a team the league already has. */
  teamId?: number;
}

/** Where a league's new draft starts: its team count and budget, or the spec's defaults without a league. */
export interface DraftStartingPoint {
  numTeams: number;
  budget: number;
}

export function initialDraftSettings(season: number, from: DraftStartingPoint = { numTeams: DEFAULT_NUM_TEAMS, budget: DEFAULT_AUCTION_BUDGET }): DraftSettingsForm {
  const roster = Object.fromEntries(ROSTER_SLOT_KEYS.map((key) => [key, String(DEFAULT_ROSTER_POSITIONS[key] ?? 0)])) as Record<RosterSlotKey, string>;
  return { season, numTeams: String(from.numTeams), budget: String(from.budget), roster, enforceMaxBid: DEFAULT_ENFORCE_MAX_BID };
}

/**
 * A league's draft starts from the league (docs/DECISIONS.md, "First minutes"): as many teams as
 * it has (each a participant, resizeParticipants), so a 4-team league is not offered "Team 5" to
 * "Team 12"; with fewer teams than a draft needs, the league's planned count; and its budget.
 */
export function leagueStartingPoint(league: Pick<ApiLeague, 'num_teams' | 'auction_budget'>, teams: readonly ApiTeam[]): DraftStartingPoint {
  const fits = (n: number) => n >= MIN_TEAMS && n <= MAX_TEAMS;
  const numTeams = fits(teams.length) ? teams.length : fits(league.num_teams) ? league.num_teams : DEFAULT_NUM_TEAMS;
  const budget = league.auction_budget >= MIN_AUCTION_BUDGET && league.auction_budget <= MAX_AUCTION_BUDGET ? league.auction_budget : DEFAULT_AUCTION_BUDGET;
  return { numTeams, budget };
}

const wholeNumber = (text: string): number | null => parseWholeNumber(text);

/** Live total of roster slots; a blank or half-typed count adds nothing. */
export function rosterTotal(roster: Record<RosterSlotKey, string>): number {
  return ROSTER_SLOT_KEYS.reduce((sum, key) => sum + (wholeNumber(roster[key]) ?? 0), 0);
}

/** The first problem with step 1, or null when it can move on. */
export function settingsError(form: DraftSettingsForm): string | null {
  const teams = wholeNumber(form.numTeams);
  if (teams === null || teams < MIN_TEAMS || teams > MAX_TEAMS) return `Number of teams must be between ${MIN_TEAMS} and ${MAX_TEAMS}`;
  const budget = wholeNumber(form.budget);
  if (budget === null || budget < MIN_AUCTION_BUDGET || budget > MAX_AUCTION_BUDGET) return `Auction budget must be at least $${MIN_AUCTION_BUDGET}`;
  const roster: Partial<Record<RosterSlotKey, number>> = {};
  for (const key of ROSTER_SLOT_KEYS) {
    const count = readSlotCount(key, form.roster[key]);
    if (!count.ok) return count.error;
    roster[key] = count.value;
  }
  const total = checkRosterTotal(roster);
  return total.ok ? null : total.error;
}

/**
 * Participant rows for `count` teams: rows already edited keep their values, new rows take the
 * league's existing teams in order, then 'Team {n}'. Positions run 1..n (spec 01 §9).
 */
export function resizeParticipants(previous: ParticipantRow[], count: number, leagueTeams: ApiTeam[]): ParticipantRow[] {
  const usedTeamIds = new Set(previous.slice(0, count).map((row) => row.teamId));
  const spareTeams = leagueTeams.filter((team) => !usedTeamIds.has(team.fantasy_team_id));
  return Array.from({ length: count }, (_, i) => {
    const kept = previous[i];
    if (kept) {
      const position = wholeNumber(kept.draftPosition);
      return position !== null && position > count ? { ...kept, draftPosition: String(i + 1) } : kept;
    }
    const team = spareTeams.shift();
    if (team) return { teamName: team.team_name, ownerEmail: team.owner_email ?? '', draftPosition: String(i + 1), teamId: team.fantasy_team_id };
    return { teamName: defaultTeamName(i + 1), ownerEmail: '', draftPosition: String(i + 1) };
  });
}

/** Problems per row (index → message); draft positions must be 1..n, each used once. */
export function participantErrors(rows: ParticipantRow[]): Map<number, string> {
  const errors = new Map<number, string>();
  const seen = new Map<number, number>();
  rows.forEach((row, i) => {
    const position = wholeNumber(row.draftPosition);
    if (!row.teamName.trim()) errors.set(i, 'Team name is required');
    else if (row.ownerEmail.trim() && !isValidEmail(row.ownerEmail.trim())) errors.set(i, 'Invalid email format');
    else if (position === null || position < 1 || position > rows.length) errors.set(i, `Draft position must be from 1 to ${rows.length}`);
    else if (seen.has(position)) errors.set(i, `Draft position ${position} is used twice`);
    if (position !== null) seen.set(position, i);
  });
  return errors;
}
