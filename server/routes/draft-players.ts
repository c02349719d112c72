import { Router } from 'express';
import type { DraftPlayerListItem, PlayerListItem } from '../../shared/player-types.js';
import { AVAILABLE_PLAYERS_DEFAULT_LIMIT, PLAYER_LIST_MAX_LIMIT } from '../../shared/player-types.js';
import { currentUser, requireAuth } from '../auth/middleware.js';
import type { AppContext } from '../context.js';
import type { DbOrTrx } from '../db/schema.js';
import { DRAFT_NOT_FOUND, requireDraftMember } from '../draft/draft-access.js';
import { notFound } from '../errors.js';
import { idParam, parse } from '../http/validate.js';
import { requireLeagueMember } from '../leagues/league-access.js';
import { listPlayers, type PlayerListQuery } from '../nfl/player-list.js';
import { toDraftPlayerListItem, toPlayerListItem } from '../nfl/player-presenters.js';
import { searchTokens } from '../nfl/search-key.js';
import { playerListQuerySchema } from './player-query-schemas.js';

/**
 * The player lists of a draft and of a league (spec 02 §7): plain JSON arrays sorted by the
 * projection for the draft's season. Mounted at /api with full paths, so each route carries its
 * own auth and the /drafts and /leagues routers stay untouched.
 */
const availableQuery = playerListQuerySchema(AVAILABLE_PLAYERS_DEFAULT_LIMIT);
const allPlayersQuery = playerListQuerySchema(PLAYER_LIST_MAX_LIMIT);

function listQuery(parsed: ReturnType<typeof allPlayersQuery.parse>, season: number, draftId: number | null, availableOnly: boolean): PlayerListQuery {
  return {
    season,
    draftId,
    availableOnly,
    position: parsed.position === 'ALL' ? null : parsed.position,
    searchTokens: searchTokens(parsed.search ?? ''),
    limit: parsed.limit,
  };
}

async function draftSeason(db: DbOrTrx, draftId: number): Promise<number> {
  const draft = await db.selectFrom('drafts').select('season').where('id', '=', draftId).executeTakeFirst();
  if (!draft) throw notFound(DRAFT_NOT_FOUND);
  return draft.season;
}

export function draftPlayersRouter(ctx: AppContext): Router {
  const router = Router();
  const { db } = ctx;
  const signedIn = requireAuth(ctx);

  router.get('/drafts/:id/available-players', signedIn, async (req, res) => {
    const draftId = idParam(req.params.id, 'Draft');
    const query = parse(availableQuery, req.query);
    await requireDraftMember(db, draftId, currentUser(req));
    const rows = await listPlayers(db, listQuery(query, await draftSeason(db, draftId), draftId, true));
    const body: PlayerListItem[] = rows.map(toPlayerListItem);
    res.json(body);
  });

  router.get('/drafts/:id/all-players', signedIn, async (req, res) => {
    const draftId = idParam(req.params.id, 'Draft');
    const query = parse(allPlayersQuery, req.query);
    await requireDraftMember(db, draftId, currentUser(req));
    const rows = await listPlayers(db, listQuery(query, await draftSeason(db, draftId), draftId, false));
    const body: DraftPlayerListItem[] = rows.map(toDraftPlayerListItem);
    res.json(body);
  });

  // The league's pool for its newest draft (draft status from that draft), or for the league's
  // season with everyone available while it has no draft.
  router.get('/leagues/:id/players', signedIn, async (req, res) => {
    const leagueId = idParam(req.params.id, 'League');
    const query = parse(allPlayersQuery, req.query);
    const { league } = await requireLeagueMember(db, leagueId, currentUser(req));
    const latest = await db
      .selectFrom('drafts')
      .select(['id', 'season'])
      .where('league_id', '=', leagueId)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    const rows = await listPlayers(db, listQuery(query, latest?.season ?? league.season, latest?.id ?? null, false));
    const body: DraftPlayerListItem[] = rows.map(toDraftPlayerListItem);
    res.json(body);
  });

  return router;
}
