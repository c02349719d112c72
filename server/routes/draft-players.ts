import { Router } from 'express';
import type { DraftPlayerListItem, PlayerCountResponse, PlayerListItem } from '../../shared/player-types.js';
import { AVAILABLE_PLAYERS_DEFAULT_LIMIT, PLAYER_LIST_MAX_LIMIT } from '../../shared/player-types.js';
import { currentUser, requireAuth } from '../auth/middleware.js';
import type { AppContext } from '../context.js';
import type { Db } from '../db/schema.js';
import { requireDraftMember } from '../draft/draft-access.js';
import { idParam, parse } from '../http/validate.js';
import { requireLeagueMember } from '../leagues/league-access.js';
import { countPlayers, listPlayers, type PlayerListQuery } from '../nfl/player-list.js';
import { latestDraftOfLeague } from '../leagues/league-queries.js';
import { draftSeason } from '../draft/draft-reads.js';
import { toDraftPlayerListItem, toPlayerListItem, type ListPricing } from '../nfl/player-presenters.js';
import { parseScoring } from '../leagues/league-commands.js';
import { draftValues, valueOf, valuesFor } from '../values/draft-values.js';
import { loadValuedSnapshot } from '../values/valued-snapshot.js';
import { DEFAULT_ROSTER_POSITIONS } from '../../shared/draft/roster-rules.js';
import { searchTokens } from '../nfl/search-key.js';
import { playerListQuerySchema } from '../nfl/player-query-schemas.js';

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

/** Values for the draft's settings and inflation from its snapshot, while it is not completed (docs/VALUES.md). */
async function draftPricing(db: Db, draftId: number): Promise<ListPricing> {
  const [snapshot, values] = await Promise.all([loadValuedSnapshot(db, db, draftId), draftValues(db, db, draftId)]);
  const live = snapshot.draft.draft_status !== 'COMPLETED';
  return { valueOf: (id) => valueOf(values, id), inflation: live ? (snapshot.inflation ?? null) : null };
}

/** A league without a draft: values for the league's defaults (its budget and teams, the default roster). */
async function leaguePricing(db: Db, league: { season: number; num_teams: number; auction_budget: number; scoring_settings: string }): Promise<ListPricing> {
  const values = await valuesFor(db, db, {
    season: league.season,
    scoring: parseScoring(league.scoring_settings),
    teams: league.num_teams,
    budget: league.auction_budget,
    roster: { ...DEFAULT_ROSTER_POSITIONS },
  });
  return { valueOf: (id) => valueOf(values, id), inflation: null };
}

export function draftPlayersRouter(ctx: AppContext): Router {
  const router = Router();
  const { db } = ctx;
  const signedIn = requireAuth(ctx);

  router.get('/drafts/:id/available-players', signedIn, async (req, res) => {
    const draftId = idParam(req.params.id, 'Draft');
    const query = parse(availableQuery, req.query);
    await requireDraftMember(db, draftId, currentUser(req));
    const [rows, pricing] = await Promise.all([listPlayers(db, listQuery(query, await draftSeason(db, draftId), draftId, true)), draftPricing(db, draftId)]);
    const body: PlayerListItem[] = rows.map((row) => toPlayerListItem(row, pricing));
    res.json(body);
  });

  router.get('/drafts/:id/all-players', signedIn, async (req, res) => {
    const draftId = idParam(req.params.id, 'Draft');
    const query = parse(allPlayersQuery, req.query);
    await requireDraftMember(db, draftId, currentUser(req));
    const [rows, pricing] = await Promise.all([listPlayers(db, listQuery(query, await draftSeason(db, draftId), draftId, false)), draftPricing(db, draftId)]);
    const body: DraftPlayerListItem[] = rows.map((row) => toDraftPlayerListItem(row, pricing));
    res.json(body);
  });

  // The Players tab's tiles: the list stops at its limit (1000), the pool does not (issue 13).
  router.get('/drafts/:id/all-players/count', signedIn, async (req, res) => {
    const draftId = idParam(req.params.id, 'Draft');
    const query = parse(allPlayersQuery, req.query);
    await requireDraftMember(db, draftId, currentUser(req));
    const { total, drafted } = await countPlayers(db, listQuery(query, await draftSeason(db, draftId), draftId, false));
    const body: PlayerCountResponse = { total, available: total - drafted, drafted };
    res.json(body);
  });

  // The league's pool for its newest draft (draft status from that draft), or for the league's
  // season with everyone available while it has no draft.
  router.get('/leagues/:id/players', signedIn, async (req, res) => {
    const leagueId = idParam(req.params.id, 'League');
    const query = parse(allPlayersQuery, req.query);
    const { league } = await requireLeagueMember(db, leagueId, currentUser(req));
    const latest = await latestDraftOfLeague(db, leagueId);
    const [rows, pricing] = await Promise.all([
      listPlayers(db, listQuery(query, latest?.season ?? league.season, latest?.id ?? null, false)),
      latest ? draftPricing(db, latest.id) : leaguePricing(db, league),
    ]);
    const body: DraftPlayerListItem[] = rows.map((row) => toDraftPlayerListItem(row, pricing));
    res.json(body);
  });

  return router;
}
