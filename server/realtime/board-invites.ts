import type { AppContext } from '../context.js';
import type { RealtimeServer } from './socket-server.js';

/**
 * The TV's "Join to bid" code follows the league as it changes (docs/DECISIONS.md, "Joining by
 * code: the trust model"): when a team's owner changes, or the league's code, its open/closed switch
 * or its TV switch, every public board of the league's drafts hears `draft:join_invite` and reads its
 * invite again. The signal carries nothing: the invite (with the code) is the board's own read.
 */
export function attachBoardInvites(ctx: AppContext, io: RealtimeServer, boardsOfDraft: (draftId: number) => string): () => void {
  const tell = (leagueId: number) => {
    draftsOfLeague(ctx, leagueId)
      .then((draftIds) => {
        for (const draftId of draftIds) {
          const boards = boardsOfDraft(draftId);
          // On one process a draft with no board open is skipped; with Redis another process's may be.
          if (ctx.config.redisUrl || io.of('/').adapter.rooms.has(boards)) io.to(boards).emit('draft:join_invite');
        }
      })
      .catch((err: unknown) => ctx.log.error({ err, leagueId }, 'join invite signal failed'));
  };
  const offOwner = ctx.events.on('team-owner-changed', (notice) => tell(notice.fantasy_league_id));
  const offInvite = ctx.events.on('join-invite-changed', tell);
  return () => {
    offOwner();
    offInvite();
  };
}

async function draftsOfLeague(ctx: AppContext, leagueId: number): Promise<number[]> {
  const rows = await ctx.db.selectFrom('drafts').select('id').where('league_id', '=', leagueId).execute();
  return rows.map((row) => row.id);
}
