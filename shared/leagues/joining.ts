import { accept, refuse, type Checked } from '../checked.js';

/**
 * Joining a league by its code (docs/DECISIONS.md, "Joining by code: the trust model"): the
 * answer of GET /join/:code, the live notice a claim sends, and the claim rule both sides apply.
 */

/** One team as the join page lists it. Never the owner's email: the code is shared aloud. */
export interface JoinTeam {
  fantasy_team_id: number;
  team_name: string;
  claimed: boolean;
  /** The owner's display name (or username) once claimed by a registered user, else null. */
  owner_display_name: string | null;
}

/** GET /join/:code */
export interface JoinView {
  league: {
    fantasy_league_id: number;
    league_name: string;
    season: number;
    commissioner_username: string;
    /** How the page names the commissioner: their display name, else their username (as it names owners). */
    commissioner_name: string;
    num_teams: number;
    is_keeper_league: boolean;
    /** The draft a newly joined member lands in: the newest one not completed, else null. */
    current_draft_id: number | null;
  };
  /** League order (creation). */
  teams: JoinTeam[];
  joining_open: boolean;
  /** Counts the commissioner's joining switches: a `join:open` push with a lower one is older than this view. */
  joining_version: number;
  /** The caller's own team in the league, if any. */
  own_team_id: number | null;
}

/** POST /join/:code */
export interface JoinResponse {
  fantasy_league_id: number;
  fantasy_team_id: number;
  team_name: string;
  /** Where to go next: this draft's room, or the league page when null. */
  current_draft_id: number | null;
}

/** GET /leagues/:id/invite (commissioner): what the Invite card shows. */
export interface LeagueInvite {
  league_code: string;
  /** The join page's link as other devices open it (the LAN address or PUBLIC_URL). */
  join_url: string;
  qr_svg: string;
  joining_open: boolean;
  join_qr_on_board: boolean;
}

/** GET /public/drafts/:token/join-invite: the TV's "Join to bid" code, or nulls when not shown. */
export type BoardJoinInvite = { join_url: string; qr_svg: string } | { join_url: null; qr_svg: null };

/**
 * Pushed on the socket to everyone watching the league (`league:team_owner`) after a team's owner
 * changed: claimed by code, a registration matching a typed email, assigned or released by the
 * commissioner.
 */
export interface TeamOwnerNotice {
  fantasy_league_id: number;
  fantasy_team_id: number;
  team_name: string;
  kind: 'joined' | 'released' | 'assigned';
  /** Display name of the new owner's account; null when released or not registered yet. */
  owner_display_name: string | null;
}

/**
 * What the join page shows of a team after an owner change: the notice cut down to the join
 * page's own shape (`join:team` on the socket), so guests holding only the code learn no more
 * than GET /join/:code would tell them.
 */
export function joinTeamOf(n: TeamOwnerNotice): JoinTeam {
  return { fantasy_team_id: n.fantasy_team_id, team_name: n.team_name, claimed: n.kind !== 'released', owner_display_name: n.owner_display_name };
}

/** The join page's view with one team as a `join:team` notice says it is now; a team it does not list is ignored. */
export function withJoinTeam(view: JoinView, team: JoinTeam): JoinView {
  if (!view.teams.some((t) => t.fantasy_team_id === team.fantasy_team_id)) return view;
  return {
    ...view,
    teams: view.teams.map((t) => (t.fantasy_team_id === team.fantasy_team_id ? team : t)),
    // The caller's own team released by the commissioner is theirs no more.
    own_team_id: view.own_team_id === team.fantasy_team_id && !team.claimed ? null : view.own_team_id,
  };
}

/**
 * Whether the watched code's league takes claims now: `join:open` pushes it when the commissioner
 * opens or closes joining. GET /join/:code's own `joining_open`, nothing more, so a watch tells no
 * more than a read.
 */
export interface JoinOpen {
  joining_open: boolean;
  /** The view's `joining_version` as of this push. */
  joining_version: number;
}

/**
 * The join page's view with joining open or closed as the watch says, and the push's count. A push
 * no newer than the view is dropped (the same view back): with several server processes, two quick
 * switches can reach a page in the wrong order, and the page keeps the last one the commissioner made.
 */
export function withJoinOpen(view: JoinView, state: JoinOpen): JoinView {
  if (state.joining_version <= view.joining_version) return view;
  return { ...view, joining_open: state.joining_open, joining_version: state.joining_version };
}

/** Sent with `join:ended` when the watched code stops working (renewed, league deleted): the 404 text a re-read would give. */
export interface JoinEnded {
  reason: string;
}

export const JOIN_CODE_NOT_FOUND = 'This invite code is not valid. Ask the commissioner for the current one.';
/** The join page's prompt while its socket is down: the teams it shows are not the server's word now. */
export const JOIN_TEAMS_AS_LAST_SEEN = 'The teams below are as last seen. Pick yours once reconnected.';
export const JOINING_CLOSED = 'Joining this league is closed. Ask the commissioner to open it.';
/** The join page's prompt while the league has no team yet: the page shows them as the commissioner adds them. */
export const NO_TEAMS_YET = 'No teams yet. They show here as the commissioner adds them.';
/** The join page's prompt once every team has an owner. */
export const EVERY_TEAM_TAKEN = 'Every team has an owner. Ask the commissioner to add one or free one.';
export const TEAM_ALREADY_CLAIMED = 'That team has already been claimed. Pick another one.';
export const ALREADY_OWN_A_TEAM = 'You already have a team in this league.';
export const TOO_MANY_JOIN_TRIES = 'Too many invite code tries. Please wait a few minutes and try again.';

export function noticeText(n: TeamOwnerNotice): string {
  const who = n.owner_display_name ?? 'Someone';
  if (n.kind === 'released') return `${n.team_name} is open again`;
  if (n.kind === 'assigned') return `${who} was given ${n.team_name}`;
  return `${who} joined as ${n.team_name}`;
}

export interface ClaimState {
  joiningOpen: boolean;
  /** The team's owner_email now (lower-cased), null when open. */
  teamOwner: string | null;
  /** The caller's email, lower-cased. */
  callerEmail: string;
  /** Does the caller own another team of the league? */
  callerOwnsAnother: boolean;
}

/**
 * May the caller take this team? `unchanged` when it is already theirs (a repeated tap is not
 * an error, even once joining has closed). The server runs this inside the claim's transaction;
 * the join page runs it on what it shows so a dead tap explains itself.
 */
export function checkClaim(s: ClaimState): Checked<'claim' | 'unchanged'> {
  if (s.teamOwner === s.callerEmail) return accept('unchanged');
  if (!s.joiningOpen) return refuse(JOINING_CLOSED);
  if (s.teamOwner !== null) return refuse(TEAM_ALREADY_CLAIMED);
  if (s.callerOwnsAnother) return refuse(ALREADY_OWN_A_TEAM);
  return accept('claim');
}
