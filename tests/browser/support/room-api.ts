/**
 * The REST calls browser tests use to set up a draft room (accounts, a league with a draft,
 * picks) against a running server, so each test drives the page only for what it checks.
 */
export interface RoomAccount {
  token: string;
  email: string;
}

export interface RoomDraft {
  leagueId: number;
  draftId: number;
  /** Team ids in draft_position order. */
  teamIds: number[];
}

export function roomApi(baseUrl: string) {
  let counter = 0;

  async function call<T>(path: string, options: { method?: string; body?: unknown; token?: string } = {}): Promise<T> {
    const res = await fetch(`${baseUrl}/api${path}`, {
      method: options.method ?? 'GET',
      headers: { 'content-type': 'application/json', ...(options.token ? { authorization: `Bearer ${options.token}` } : {}) },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    const body = (await res.json().catch(() => null)) as T;
    if (!res.ok) throw new Error(`${options.method ?? 'GET'} ${path}: ${res.status} ${JSON.stringify(body)}`);
    return body;
  }

  async function account(prefix: string): Promise<RoomAccount> {
    counter += 1;
    const username = `${prefix}${counter}${Date.now().toString(36)}`;
    const email = `${username}@example.com`;
    const body = await call<{ token: string }>('/auth/register', {
      method: 'POST',
      body: { username, email, password: 'correct horse battery', display_name: `${prefix} ${counter}` },
    });
    return { token: body.token, email };
  }

  /** A league named `Room {n}` with a draft of Team 1..n; the member owns Team 1. */
  async function draftFor(commissioner: RoomAccount, member: RoomAccount, numTeams = 4): Promise<RoomDraft & { leagueName: string }> {
    const leagueName = `Room ${counter}`;
    const league = await call<{ fantasy_league_id: number }>('/leagues', { method: 'POST', token: commissioner.token, body: { league_name: leagueName } });
    const participants = Array.from({ length: numTeams }, (_, i) => ({ team_name: `Team ${i + 1}`, owner_email: i === 0 ? member.email : null, draft_position: i + 1 }));
    const draft = await call<{ fantasy_draft_id: number; participants: { fantasy_team_id: number; draft_position: number }[] }>('/drafts', {
      method: 'POST',
      token: commissioner.token,
      body: { fantasy_league_id: league.fantasy_league_id, num_teams: numTeams, auction_budget: 200, participants },
    });
    const teamIds = [...draft.participants].sort((a, b) => a.draft_position - b.draft_position).map((p) => p.fantasy_team_id);
    return { leagueId: league.fantasy_league_id, draftId: draft.fantasy_draft_id, teamIds, leagueName };
  }

  async function draftPlayers(token: string, draft: RoomDraft, count: number): Promise<{ nfl_player_id: string; full_name: string }[]> {
    const pool = await call<{ nfl_player_id: string; full_name: string }[]>(`/drafts/${draft.draftId}/available-players?limit=${count}`, { token });
    for (const [i, player] of pool.entries()) {
      await call(`/drafts/${draft.draftId}/draft-player`, {
        method: 'POST',
        token,
        body: { nfl_player_id: player.nfl_player_id, fantasy_team_id: draft.teamIds[i % draft.teamIds.length], acquisition_price: 5 + i },
      });
    }
    return pool;
  }

  /** `draftFor`'s draft, started, with `picks` made by the commissioner. */
  async function runningDraft(commissioner: RoomAccount, member: RoomAccount, picks: number, numTeams = 4): Promise<RoomDraft & { leagueName: string }> {
    const draft = await draftFor(commissioner, member, numTeams);
    await call(`/drafts/${draft.draftId}/start`, { method: 'PUT', token: commissioner.token });
    await draftPlayers(commissioner.token, draft, picks);
    return draft;
  }

  /** The path of the draft's public board, by a link made anew (the old one stops working). */
  async function publicBoardPath(token: string, draft: RoomDraft): Promise<string> {
    const body = await call<{ public_url: string }>(`/drafts/${draft.draftId}/public-url/regenerate`, { method: 'POST', token });
    return new URL(body.public_url).pathname;
  }

  return { call, account, draftFor, draftPlayers, runningDraft, publicBoardPath };
}
