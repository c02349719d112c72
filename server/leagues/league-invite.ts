import type { Request } from 'express';
import type { BoardJoinInvite, LeagueInvite } from '#shared/leagues/joining.js';
import type { AppContext } from '../context.js';
import { boardQrSvg } from '../draft/board-qr.js';
import { requestLinkOrigin } from '../http/link-origin.js';
import type { LeagueRow } from '../policies/league.js';
import { uniqueLeagueCode } from './league-code.js';

/**
 * The league's invite: its code, the join page's link as other devices open it (the LAN address
 * or PUBLIC_URL, http/link-origin.ts, as the public board's link) and its QR code, drawn on the
 * server as the board's is (server/draft/board-qr.ts).
 */
export function joinUrl(req: Request, publicUrl: string | undefined, code: string): string {
  return `${requestLinkOrigin(req, publicUrl)}/join/${code}`;
}

export async function leagueInvite(req: Request, ctx: AppContext, league: LeagueRow): Promise<LeagueInvite> {
  const url = joinUrl(req, ctx.config.publicUrl, league.league_code);
  return {
    league_code: league.league_code,
    join_url: url,
    qr_svg: await boardQrSvg(url),
    joining_open: league.joining_open === 1,
    join_qr_on_board: league.join_qr_on_board === 1,
  };
}

/**
 * A new code: the old one stops working at once (GET and POST /join/:old answer 404, and join pages
 * watching by it are told so, server/realtime/join-rooms.ts).
 */
export async function renewLeagueCode(ctx: AppContext, leagueId: number): Promise<string> {
  const code = await ctx.db.transaction().execute(async (trx) => {
    const renewed = await uniqueLeagueCode(trx);
    await trx.updateTable('leagues').set({ league_code: renewed }).where('id', '=', leagueId).execute();
    return renewed;
  });
  ctx.events.signal('join-state-changed', leagueId);
  ctx.events.signal('join-invite-changed', leagueId);
  return code;
}

export interface JoiningSwitches {
  joining_open?: boolean | undefined;
  join_qr_on_board?: boolean | undefined;
}

export async function setJoiningSwitches(ctx: AppContext, leagueId: number, switches: JoiningSwitches): Promise<void> {
  const update = {
    ...(switches.joining_open !== undefined ? { joining_open: switches.joining_open ? 1 : 0 } : {}),
    ...(switches.join_qr_on_board !== undefined ? { join_qr_on_board: switches.join_qr_on_board ? 1 : 0 } : {}),
  };
  if (Object.keys(update).length === 0) return;
  await ctx.db
    .updateTable('leagues')
    // Every switch of joining_open counts, so a join page keeps the newest push (join-rooms.ts).
    .set((eb) => ({ ...update, ...(switches.joining_open !== undefined ? { join_version: eb('join_version', '+', 1) } : {}) }))
    .where('id', '=', leagueId)
    .execute();
  // Join pages watching by the code follow the switch both ways (server/realtime/join-rooms.ts).
  if (switches.joining_open !== undefined) ctx.events.signal('join-state-changed', leagueId);
  ctx.events.signal('join-invite-changed', leagueId);
}

/**
 * The TV board's "Join to bid" code: shown while the commissioner's switch is on, joining is open
 * and a team of the draft has no owner yet; nulls otherwise.
 */
export async function boardJoinInvite(req: Request, ctx: AppContext, draftId: number): Promise<BoardJoinInvite> {
  const league = await ctx.db
    .selectFrom('drafts')
    .innerJoin('leagues', 'leagues.id', 'drafts.league_id')
    .select(['leagues.league_code', 'leagues.joining_open', 'leagues.join_qr_on_board'])
    .where('drafts.id', '=', draftId)
    .executeTakeFirst();
  const open = await ctx.db
    .selectFrom('draft_participants as dp')
    .innerJoin('teams', 'teams.id', 'dp.team_id')
    .select('teams.id')
    .where('dp.draft_id', '=', draftId)
    .where('teams.owner_email', 'is', null)
    .limit(1)
    .executeTakeFirst();
  if (!league || league.joining_open !== 1 || league.join_qr_on_board !== 1 || !open) return { join_url: null, qr_svg: null };
  const url = joinUrl(req, ctx.config.publicUrl, league.league_code);
  return { join_url: url, qr_svg: await boardQrSvg(url) };
}
