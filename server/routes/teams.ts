import { Router } from 'express';
import { addTeamSchema, updateTeamSchema } from '#shared/leagues/requests.js';
import type { ApiTeam } from '#shared/league-types.js';
import { currentUser } from '../auth/middleware.js';
import type { AppContext } from '../context.js';
import type { Db } from '../db/schema.js';
import { notFound } from '../errors.js';
import { idParam, parse } from '../http/validate.js';
import { authorize } from '../policies/index.js';
import { loadLeague } from '../policies/league.js';
import { getLeagueTeams } from '../leagues/league-queries.js';
import { addTeam, TEAM_NOT_FOUND, updateTeam } from '../leagues/team-commands.js';

async function presentedTeam(db: Db, leagueId: number, teamId: number): Promise<ApiTeam> {
  const [team] = await getLeagueTeams(db, leagueId, teamId);
  if (!team) throw notFound(TEAM_NOT_FOUND);
  return team;
}

/**
 * Teams of a league, mounted by leaguesRouter at /leagues/:id/teams behind its requireAuth.
 * Only the commissioner adds teams and maps owners.
 */
export function teamsRouter(ctx: AppContext): Router {
  const router = Router({ mergeParams: true });
  const { db } = ctx;

  router.post('/', async (req, res) => {
    const leagueId = idParam((req.params as Record<string, unknown>).id, 'League');
    const user = currentUser(req);
    authorize(user, 'manage', await loadLeague(db, leagueId, user));
    const input = parse(addTeamSchema, req.body);
    const teamId = await addTeam(db, leagueId, input.team_name, input.owner_email ?? null);
    ctx.events.signal('league-teams-changed', leagueId);
    res.status(201).json(await presentedTeam(db, leagueId, teamId));
  });

  router.put('/:teamId', async (req, res) => {
    const leagueId = idParam((req.params as Record<string, unknown>).id, 'League');
    const teamId = idParam(req.params.teamId, 'Team');
    const user = currentUser(req);
    authorize(user, 'manage', await loadLeague(db, leagueId, user));
    const changes = parse(updateTeamSchema, req.body);
    await updateTeam(ctx, user.id, leagueId, teamId, changes);
    res.json(await presentedTeam(db, leagueId, teamId));
  });

  return router;
}
