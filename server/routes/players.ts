import { Router } from 'express';
import type {
  AcquisitionHistoryEntry,
  GameStatRow,
  NflTeamListItem,
  PlayerProfile,
  PositionListItem,
  PriceHistoryRecord,
  SeasonStatRow,
} from '#shared/player-types.js';
import { currentUser, requireAuth } from '../auth/middleware.js';
import type { AppContext } from '../context.js';
import { notFound } from '../errors.js';
import { parse, queryObject } from '../http/validate.js';
import { authorize } from '../policies/index.js';
import { loadLeague } from '../policies/league.js';
import { leaguePriceHistory, playerAcquisitionHistory } from '../nfl/acquisition-history.js';
import {
  gameStats,
  PLAYER_NOT_FOUND,
  playerProfile,
  positionList,
  requirePlayer,
  seasonStats,
  teamList,
  weeklyStats,
} from '../nfl/player-queries.js';
import { leagueIdQuery, positionQuery, seasonQuery } from '../nfl/player-query-schemas.js';

/** /api/players: profiles, stats, reference lists and league price history (spec 02 §7). */

const seasonFilter = queryObject({ season: seasonQuery.optional() });
const priceHistoryQuery = queryObject({
  league_id: leagueIdQuery,
  position: positionQuery.optional(),
  season: seasonQuery.optional(),
});
const playerHistoryQuery = queryObject({ league_id: leagueIdQuery });

/** Player ids are the data's (`00-0034857`, `NFL-2573385`, `DEF-KC`); anything else cannot exist. */
function playerIdParam(value: string | undefined): string {
  if (!value || !/^[A-Za-z0-9-]{1,40}$/.test(value)) throw notFound(PLAYER_NOT_FOUND);
  return value;
}

export function playersRouter(ctx: AppContext): Router {
  const router = Router();
  const { db } = ctx;
  router.use(requireAuth(ctx));

  router.get('/positions/list', async (_req, res) => {
    const body: PositionListItem[] = await positionList(db);
    res.json(body);
  });

  router.get('/teams/list', async (_req, res) => {
    const body: NflTeamListItem[] = await teamList(db);
    res.json(body);
  });

  // Declared before /:pid, which would otherwise take "acquisition-history" for a player id.
  router.get('/acquisition-history', async (req, res) => {
    const query = parse(priceHistoryQuery, req.query);
    const user = currentUser(req);
    authorize(user, 'read', await loadLeague(db, query.league_id, user));
    const position = query.position === 'ALL' ? undefined : query.position;
    const body: PriceHistoryRecord[] = await leaguePriceHistory(db, query.league_id, { position, season: query.season });
    res.json(body);
  });

  router.get('/:pid', async (req, res) => {
    const body: PlayerProfile = await playerProfile(db, playerIdParam(req.params.pid));
    res.json(body);
  });

  router.get('/:pid/game-stats', async (req, res) => {
    const playerId = playerIdParam(req.params.pid);
    const { season } = parse(seasonFilter, req.query);
    const body: GameStatRow[] = await gameStats(db, playerId, season);
    res.json(body);
  });

  router.get('/:pid/season-stats', async (req, res) => {
    const playerId = playerIdParam(req.params.pid);
    const { season } = parse(seasonFilter, req.query);
    const body: SeasonStatRow[] = await seasonStats(db, playerId, season);
    res.json(body);
  });

  router.get('/:pid/weekly-stats', async (req, res) => {
    const body: GameStatRow[] = await weeklyStats(db, playerIdParam(req.params.pid));
    res.json(body);
  });

  router.get('/:pid/acquisition-history', async (req, res) => {
    const playerId = playerIdParam(req.params.pid);
    const { league_id } = parse(playerHistoryQuery, req.query);
    const user = currentUser(req);
    authorize(user, 'read', await loadLeague(db, league_id, user));
    await requirePlayer(db, playerId);
    const body: AcquisitionHistoryEntry[] = await playerAcquisitionHistory(db, league_id, playerId);
    res.json(body);
  });

  return router;
}
