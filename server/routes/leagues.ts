import { Router } from 'express';
import { createLeagueSchema, updateLeagueSchema } from '#shared/leagues/requests.js';
import type { LeagueDetailResponse, LeagueScoringResponse, MessageResponse } from '#shared/league-types.js';
import { scoringUpdateSchema } from '#shared/scoring.js';
import { currentUser, requireAuth } from '../auth/middleware.js';
import type { AppContext } from '../context.js';
import { idParam, parse, takesNoBody } from '../http/validate.js';
import { authorize } from '../policies/index.js';
import { loadLeague } from '../policies/league.js';
import { parseScoring } from '#shared/scoring.js';
import { createLeague, deleteLeague, renameLeague, updateScoring } from '../leagues/league-commands.js';
import { getLeagueCard, getLeagueDrafts, getLeagueTeams, latestDraftOfLeague, listLeaguesForUser } from '../leagues/league-queries.js';
import { teamsRouter } from './teams.js';
import { leagueInvite, renewLeagueCode, setJoiningSwitches } from '../leagues/league-invite.js';
import type { DraftPlayerListItem } from '#shared/player-types.js';
import { listPlayers } from '../nfl/player-list.js';
import { allPlayersQuery, draftPricing, leaguePricing, listQuery } from '../nfl/player-pools.js';
import { toDraftPlayerListItem } from '../nfl/player-presenters.js';

export function leaguesRouter(ctx: AppContext): Router {
  const router = Router();
  const { db } = ctx;
  router.use(requireAuth(ctx));
  router.use('/:id/teams', teamsRouter(ctx));

  router.get('/', async (req, res) => {
    res.json(await listLeaguesForUser(db, currentUser(req)));
  });

  router.post('/', async (req, res) => {
    const user = currentUser(req);
    const input = parse(createLeagueSchema, req.body);
    const leagueId = await createLeague(db, user.id, input);
    res.status(201).json(await getLeagueCard(db, leagueId, user));
  });

  router.get('/:id', async (req, res) => {
    const user = currentUser(req);
    const leagueId = idParam(req.params.id, 'League');
    authorize(user, 'read', await loadLeague(db, leagueId, user));
    const body: LeagueDetailResponse = {
      league: await getLeagueCard(db, leagueId, user),
      teams: await getLeagueTeams(db, leagueId),
      drafts: await getLeagueDrafts(db, leagueId),
    };
    res.json(body);
  });

  router.put('/:id', async (req, res) => {
    const user = currentUser(req);
    const leagueId = idParam(req.params.id, 'League');
    authorize(user, 'manage', await loadLeague(db, leagueId, user));
    const { league_name, ...switches } = parse(updateLeagueSchema, req.body);
    if (league_name !== undefined) await renameLeague(ctx, user.id, leagueId, league_name);
    await setJoiningSwitches(ctx, leagueId, switches);
    res.json(await getLeagueCard(db, leagueId, user));
  });

  // The Invite card (docs/API.md, Joining): the code, the join link and its QR code.
  router.get('/:id/invite', async (req, res) => {
    const leagueId = idParam(req.params.id, 'League');
    const user = currentUser(req);
    const { league } = authorize(user, 'manage', await loadLeague(db, leagueId, user));
    res.json(await leagueInvite(req, ctx, league));
  });

  router.post('/:id/code/regenerate', takesNoBody, async (req, res) => {
    const user = currentUser(req);
    const leagueId = idParam(req.params.id, 'League');
    authorize(user, 'manage', await loadLeague(db, leagueId, user));
    await renewLeagueCode(ctx, leagueId);
    res.json(await getLeagueCard(db, leagueId, user));
  });

  router.delete('/:id', takesNoBody, async (req, res) => {
    const leagueId = idParam(req.params.id, 'League');
    const user = currentUser(req);
    authorize(user, 'manage', await loadLeague(db, leagueId, user));
    await deleteLeague(ctx, leagueId);
    const body: MessageResponse = { message: 'League deleted successfully' };
    res.json(body);
  });

  router.get('/:id/scoring', async (req, res) => {
    const leagueId = idParam(req.params.id, 'League');
    const user = currentUser(req);
    const { league } = authorize(user, 'read', await loadLeague(db, leagueId, user));
    const body: LeagueScoringResponse = { fantasy_league_id: leagueId, scoring_settings: parseScoring(league.scoring_settings) };
    res.json(body);
  });

  router.put('/:id/scoring', async (req, res) => {
    const leagueId = idParam(req.params.id, 'League');
    const user = currentUser(req);
    authorize(user, 'manage', await loadLeague(db, leagueId, user));
    const update = parse(scoringUpdateSchema, req.body);
    const body: LeagueScoringResponse = { fantasy_league_id: leagueId, scoring_settings: await updateScoring(ctx, user.id, leagueId, update) };
    res.json(body);
  });

  // The league's pool for its newest draft (draft status from that draft), or for the league's
  // season with everyone available while it has no draft.
  router.get('/:id/players', async (req, res) => {
    const leagueId = idParam(req.params.id, 'League');
    const query = parse(allPlayersQuery, req.query);
    const user = currentUser(req);
    const { league } = authorize(user, 'read', await loadLeague(db, leagueId, user));
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
